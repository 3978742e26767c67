package errlayer

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"strconv"
	"strings"

	"github.com/mcplint-go/mcplint/analyzer"
	"golang.org/x/tools/go/analysis"
)

const catIgnoredArgument = "ignored-argument"

// ignoredArguments reports the parses of a tool's arguments whose
// failure the tool drops (analyzer.IgnoredArgParses): a value the model
// sent that does not parse is left out without a word, and the answer,
// a success, is not the one the model asked for.
func (c *checker) ignoredArguments(unregistered []*analyzer.Handler) {
	seen := map[*ast.CallExpr]bool{}
	// a handler that another package registers ignores its arguments all
	// the same
	for _, h := range append(slices.Clone(c.m.Handlers), unregistered...) {
		if h.Kind == analyzer.ToolHandler && h.Body() != nil && !c.inTest(h.Body()) {
			parses := append(c.m.IgnoredArgParses(h), c.m.IgnoredArgDecodes(h)...)
			for _, p := range append(parses, c.m.IgnoredArgRequires(h)...) {
				if !seen[p.Call] {
					seen[p.Call] = true
					c.ignoredArgument(h, p)
				}
			}
		}
	}
}

// ignoredArgument reports p, a parse of one of h's arguments.
func (c *checker) ignoredArgument(h *analyzer.Handler, p analyzer.IgnoredParse) {
	var how string
	switch p.How {
	case analyzer.IgnoredSuccessOnly:
		how = "it uses the value only when the parse succeeds"
	case analyzer.IgnoredLogged:
		how = "it only logs the failure"
	default:
		how = "the error is discarded"
	}
	msg := toolLabel(h) + ": when " + p.Callee + " fails on argument " + strconv.Quote(p.Arg) + ", the handler drops it without a word (" + how +
		") and answers as if the model had not given it: a success for a request the model did not make; answer the failure with an isError result that says what value is expected"
	if p.Whole {
		// the SDK does not check these arguments against the input
		// schema: this decode is the only check they get
		msg = toolLabel(h) + ": when " + p.Callee + " fails to decode the call's arguments (an argument of the wrong type, or arguments that are not an object), the handler goes on without a word (" + how +
			") and runs with zero values in their place: a success for a request the model did not make; answer the failure with an isError result that names the argument and the type expected"
	}
	if p.Accessor {
		msg = toolLabel(h) + ": the error of " + p.Callee + " for argument " + strconv.Quote(p.Arg) + " is discarded, so when the model leaves the argument out or sends another type, the handler goes on with the zero value " +
			"and answers a success for a request the model did not make (mcp-go checks no argument before the handler unless the server enables input validation); " +
			"test the error and answer with an isError result that says what value is expected"
	}
	d := analysis.Diagnostic{Pos: p.Call.Pos(), End: p.Call.End(), Category: catIgnoredArgument, Message: msg}
	if p.Accessor {
		d.Pos, d.End = p.Stmt.Pos(), p.Stmt.End()
		d.SuggestedFixes = c.requireFix(p.Stmt)
	}
	if p.Check != nil {
		d.Pos = min(d.Pos, p.Check.Pos())
		d.End = p.Check.Cond.End() // the parse and the test that drops its failure
	}
	c.report(d)
}

// requireFix names the discarded error of `v, _ := req.RequireString("x")`
// and answers it with an isError result, in a handler that returns
// (*mcp.CallToolResult, error), when err can be declared there without
// breaking a later `err :=` of the same block.
func (c *checker) requireFix(as *ast.AssignStmt) []analysis.SuggestedFix {
	if as.Tok != token.DEFINE {
		return nil
	}
	fn := enclosingFunc(c.f.path(as))
	sig := c.f.signature(fn)
	if fn == nil || sig == nil || sig.Results().Len() != 2 || !analyzer.IsCallToolResult(sig.Results().At(0).Type()) {
		return nil
	}
	mcpName := c.importName(as.Pos(), sig.Results().At(0).Type())
	scope := c.innermostScope(as)
	if mcpName == "" || scope == nil {
		return nil
	}
	if obj := scope.Lookup("err"); obj != nil && obj.Pos() > as.Pos() {
		return nil // a later `err :=` of this block would declare nothing new
	}
	indent := strings.Repeat("\t", c.pass.Fset.Position(as.Pos()).Column-1)
	check := "\n" + indent + "if err != nil {\n" + indent + "\treturn " + mcpName + ".NewToolResultError(err.Error()), nil\n" + indent + "}"
	return []analysis.SuggestedFix{{
		Message: "Answer the missing argument with an error result",
		TextEdits: []analysis.TextEdit{
			{Pos: as.Lhs[1].Pos(), End: as.Lhs[1].End(), NewText: []byte("err")},
			{Pos: as.End(), End: as.End(), NewText: []byte(check)},
		},
	}}
}

// innermostScope is the scope of the block that holds n.
func (c *checker) innermostScope(n ast.Node) *types.Scope {
	for _, p := range c.f.path(n) {
		switch x := p.(type) {
		case *ast.FuncDecl:
			p = x.Type // a function's body shares its parameters' scope
		case *ast.FuncLit:
			p = x.Type
		}
		if s := c.pass.TypesInfo.Scopes[p]; s != nil {
			return s
		}
	}
	return nil
}

// enclosingFunc is the innermost function declaration or literal of
// path (innermost first), or nil.
func enclosingFunc(path []ast.Node) ast.Node {
	for _, n := range path {
		switch n.(type) {
		case *ast.FuncDecl, *ast.FuncLit:
			return n
		}
	}
	return nil
}
