package listmutation

import (
	_ "embed"
	"go/ast"
	"go/types"

	"github.com/mcplint-go/mcplint/analyzer"
	"github.com/mcplint-go/mcplint/internal/analysisutil"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"
)

//go:embed doc.go
var doc string

// Analyzer is the listmutation check.
var Analyzer = &analysis.Analyzer{
	Name:     "listmutation",
	Doc:      analysisutil.MustExtractDoc(doc, "listmutation"),
	URL:      "https://github.com/mcplint-go/mcplint/blob/main/docs/checks/listmutation.md",
	Requires: []*analysis.Analyzer{analyzer.Analyzer},
	Run:      analyzer.Guard(check, run),
}

const check = "listmutation"

// Categories (sub-rules) of the check.
const (
	catMutation   = "mutation-in-handler"
	catPerSession = "per-session-tools"
	catUnordered  = "unordered-list"
	catState      = "list-reads-state"
)

func run(pass *analysis.Pass) (any, error) {
	m := pass.ResultOf[analyzer.Analyzer].(*analyzer.Model)
	if !m.Relevant {
		return nil, nil
	}
	c := &checker{pass: pass, m: m, decls: m.FuncDecls(), returning: map[*ast.FuncDecl]bool{}, instances: map[*types.Var]bool{}}
	// Side effects were always a bad idea; per-connection lists and the
	// order of the list became rules in 2026-07-28.
	c.mutationsInHandlers()
	if m.Config.AtLeast(analyzer.Spec20260728) {
		c.perSessionTools()
		c.unorderedLists()
		c.listReadsState()
	}
	return nil, nil
}

type checker struct {
	pass  *analysis.Pass
	m     *analyzer.Model
	decls map[*types.Func]*ast.FuncDecl // functions declared in this package
	// returning holds the functions whose returned state returnedPath
	// is working out, against recursion.
	returning map[*ast.FuncDecl]bool
	// instances caches ownInstance.
	instances map[*types.Var]bool
}

func (c *checker) report(d analysis.Diagnostic) { analyzer.Report(c.pass, check, d) }

func (c *checker) callee(call *ast.CallExpr) *types.Func {
	fn, _ := typeutil.Callee(c.pass.TypesInfo, call).(*types.Func)
	return fn
}

// declOf returns the declaration in this package of the function call
// calls, or nil.
func (c *checker) declOf(call *ast.CallExpr) *ast.FuncDecl {
	fn := c.callee(call)
	if fn == nil {
		return nil
	}
	return c.decls[fn.Origin()]
}

// walkRun calls f for every node of body that runs when body runs:
// function literals are skipped unless called on the spot (including by
// go and defer), as analyzer.InspectCalls does for calls.
func walkRun(body ast.Node, f func(ast.Node) bool) {
	var visit func(n ast.Node) bool
	visit = func(n ast.Node) bool {
		switch n := n.(type) {
		case nil:
			return false
		case *ast.FuncLit:
			return false
		case *ast.CallExpr:
			if lit, ok := ast.Unparen(n.Fun).(*ast.FuncLit); ok {
				ast.Inspect(lit.Body, visit)
			}
		}
		return f(n)
	}
	ast.Inspect(body, visit)
}
