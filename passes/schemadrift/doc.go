// Package schemadrift defines an Analyzer that checks MCP servers written in Go.
//
// # Analyzer schemadrift
//
// schemadrift: reports output schemas that disagree with the value a tool returns
//
// (Documentation, bad and good examples follow as the check is built.)
package schemadrift
