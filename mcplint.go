// Package mcplint lists mcplint's analyzers, for drivers: the mcplint
// command, golangci-lint's module plugin and Bazel's nogo.
package mcplint

import (
	"github.com/mcplint-go/mcplint/analyzer"
	"github.com/mcplint-go/mcplint/passes/errlayer"
	"github.com/mcplint-go/mcplint/passes/inputdrift"
	"github.com/mcplint-go/mcplint/passes/listmutation"
	"github.com/mcplint-go/mcplint/passes/schemadrift"
	"github.com/mcplint-go/mcplint/passes/toolnames"
	"golang.org/x/tools/go/analysis"
)

// Analyzers returns the five checks and, first, the model analyzer they
// share, whose flags (-mcp.spec, -mcp.portable, ...) configure them all.
func Analyzers() []*analysis.Analyzer {
	return []*analysis.Analyzer{
		analyzer.Analyzer,
		errlayer.Analyzer,
		toolnames.Analyzer,
		schemadrift.Analyzer,
		listmutation.Analyzer,
		inputdrift.Analyzer,
	}
}
