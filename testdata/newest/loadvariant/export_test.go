package loadvariant

// an in-package test file: go list then recompiles the package for its
// test, and with it every package of the test that imports it
var ExportedName = Name
