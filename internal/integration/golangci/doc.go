// Package golangci tests mcplint's golangci-lint module plugin inside a
// real golangci-lint: it builds tools/custom-gcl and runs it on the
// example server. It holds only tests; it is a package of its own so that
// its build of golangci-lint has its own test timeout.
package golangci
