// Package toolnames defines an Analyzer that checks MCP servers written in Go.
//
// # Analyzer toolnames
//
// toolnames: reports tool names that break the MCP naming rule or repeat on one server
//
// (Documentation, bad and good examples follow as the check is built.)
package toolnames
