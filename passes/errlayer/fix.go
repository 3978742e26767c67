package errlayer

import (
	"bytes"
	"go/ast"
	"go/format"
	"go/token"
	"go/types"
	"strconv"

	"github.com/mcplint-go/mcplint/analyzer"
	"golang.org/x/tools/go/analysis"
)

// errorResultFix rewrites `return nil, err` into an error result with a
// nil error: mcp-go's NewToolResultErrorFromErr, or for go-sdk a
// CallToolResult literal with IsError and the error's text. Offered only
// when the error is known to be non-nil on this path (under `if err !=
// nil`, or made right here), so the rewrite cannot dereference nil.
func (c *checker) errorResultFix(h *analyzer.Handler, fn ast.Node, ret *ast.ReturnStmt, os []origin) []analysis.SuggestedFix {
	n := len(ret.Results)
	if n < 2 || !isNilIdent(c.pass.TypesInfo, ret.Results[0]) {
		return nil
	}
	errExpr := ast.Unparen(ret.Results[n-1])
	if !c.nonNil(errExpr, ret, fn, os) {
		return nil
	}
	sig := c.f.signature(fn)
	if sig == nil || !analyzer.IsCallToolResult(sig.Results().At(0).Type()) {
		return nil
	}
	mcpName := c.importName(ret.Pos(), sig.Results().At(0).Type())
	if mcpName == "" {
		return nil
	}
	errText := c.text(errExpr)
	var result string
	switch h.SDK {
	case analyzer.MCPGo:
		result = mcpName + ".NewToolResultErrorFromErr(" + strconv.Quote(toolName(h)+" failed") + ", " + errText + ")"
	case analyzer.GoSDK:
		if _, ok := errExpr.(*ast.Ident); !ok {
			return nil // the error expression would be evaluated in a new place
		}
		result = "&" + mcpName + ".CallToolResult{IsError: true, Content: []" + mcpName + ".Content{&" + mcpName + ".TextContent{Text: " + errText + ".Error()}}}"
	default:
		return nil
	}
	edits := []analysis.TextEdit{
		{Pos: ret.Results[0].Pos(), End: ret.Results[0].End(), NewText: []byte(result)},
		{Pos: ret.Results[n-1].Pos(), End: ret.Results[n-1].End(), NewText: []byte("nil")},
	}
	return []analysis.SuggestedFix{{Message: "Return an error result", TextEdits: edits}}
}

// nonNil reports whether the returned error e cannot be nil at ret.
func (c *checker) nonNil(e ast.Expr, ret *ast.ReturnStmt, fn ast.Node, os []origin) bool {
	if kinds(os)&(kNil|kUnknown) == 0 {
		if _, ok := e.(*ast.CallExpr); ok {
			return true
		}
	}
	id, ok := e.(*ast.Ident)
	if !ok {
		return false
	}
	obj := c.pass.TypesInfo.Uses[id]
	for _, o := range c.failedErrsAt(ret, fn) {
		if o == obj {
			// Not reassigned between the test and the return: the
			// reaching definitions are the ones before the if.
			return true
		}
	}
	return false
}

// importName is the name under which the file holding pos imports the
// package of the named type t (or *t), or "".
func (c *checker) importName(pos token.Pos, t types.Type) string {
	if p, ok := types.Unalias(t).(*types.Pointer); ok {
		t = p.Elem()
	}
	named, ok := types.Unalias(t).(*types.Named)
	if !ok || named.Obj().Pkg() == nil {
		return ""
	}
	file := c.f.files[c.pass.Fset.File(pos)]
	if file == nil {
		return ""
	}
	for _, imp := range file.Imports {
		pn := c.pass.TypesInfo.PkgNameOf(imp)
		if pn != nil && pn.Imported() == named.Obj().Pkg() && pn.Name() != "_" && pn.Name() != "." {
			return pn.Name()
		}
	}
	return ""
}

func (c *checker) text(e ast.Expr) string {
	var buf bytes.Buffer
	if err := format.Node(&buf, c.pass.Fset, e); err != nil {
		return ""
	}
	return buf.String()
}
