package analyzer_test

import (
	"go/ast"
	"strings"
	"testing"

	"github.com/mcplint-go/mcplint/analyzer"
	"github.com/mcplint-go/mcplint/internal/testenv"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"
)

// classify reports what analyzer.ClassifyResult says of the first
// expression of each return statement (and analyzer.ErrorLitCode, of a
// literal), and the assignments to a result's StructuredContent.
var classify = &analysis.Analyzer{
	Name: "classify",
	Doc:  "reports analyzer.ClassifyResult of returned expressions (test only)",
	Run: func(pass *analysis.Pass) (any, error) {
		for _, f := range pass.Files {
			ast.Inspect(f, func(n ast.Node) bool {
				switch n := n.(type) {
				case *ast.ReturnStmt:
					if len(n.Results) > 0 {
						pass.Reportf(n.Pos(), "%s", describe(analyzer.ClassifyResult(pass.TypesInfo, n.Results[0])))
						e := ast.Unparen(n.Results[0])
						if u, ok := e.(*ast.UnaryExpr); ok {
							e = u.X
						}
						if lit, ok := e.(*ast.CompositeLit); ok {
							if code, ok := analyzer.ErrorLitCode(pass.TypesInfo, lit); ok {
								pass.Reportf(n.Pos(), "code %d", code)
							}
						}
					}
				case *ast.AssignStmt:
					if analyzer.IsStructuredContent(pass.TypesInfo, n.Lhs[0]) {
						pass.Reportf(n.Pos(), "structured field")
					}
				}
				return true
			})
		}
		return nil, nil
	},
}

func describe(r analyzer.ResultExpr) string {
	var parts []string
	switch r.Op {
	case analyzer.OpResultText:
		parts = append(parts, "op=text")
	case analyzer.OpResultError:
		parts = append(parts, "op=error")
	case analyzer.OpResultStructured:
		parts = append(parts, "op=structured")
	}
	if r.Lit != nil {
		parts = append(parts, "lit")
		if r.Positional {
			parts = append(parts, "positional")
		}
		parts = append(parts, "iserror="+[...]string{"absent", "false", "true", "unknown"}[r.IsError])
		parts = append(parts, "structured="+map[bool]string{false: "false", true: "true"}[r.Structured != nil])
	}
	if len(parts) == 0 {
		return "none"
	}
	return strings.Join(parts, " ")
}

// TestClassifyResult: result literals and builder calls of both SDKs, and
// a look-alike type with the same field names that is no result.
func TestClassifyResult(t *testing.T) {
	analysistest.Run(t, testenv.Fixtures(t, "newest"), classify, "./resultlit")
}
