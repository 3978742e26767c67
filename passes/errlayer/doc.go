// Package errlayer defines an Analyzer that checks MCP servers written in Go.
//
// # Analyzer errlayer
//
// errlayer: reports tool failures sent on the wrong layer (JSON-RPC error vs isError result)
//
// (Documentation, bad and good examples follow as the check is built.)
package errlayer
