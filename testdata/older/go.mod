// Fixtures checked against older SDK releases whose semantics differ.
module fixtures

go 1.26
