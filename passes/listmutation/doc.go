// Package listmutation defines an Analyzer that checks MCP servers written in Go.
//
// # Analyzer listmutation
//
// listmutation: reports tool lists that change per connection or as a side effect of a request
//
// (Documentation, bad and good examples follow as the check is built.)
package listmutation
