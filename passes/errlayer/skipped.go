package errlayer

import (
	"go/ast"
	"go/types"
	"strconv"

	"github.com/mcplint-go/mcplint/analyzer"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"
)

// skippedFailures is the rule for a loop of the tool that drops the items
// whose call fails, with only a log line (analyzer.SkipSites): in body,
// one of the tool's functions (eachToolFunc), and in the functions of
// other packages it calls (their SkippedFailureFact), reported at the
// call. The answer is a success that says nothing of the failure; when
// every call fails it is empty, and the model takes "none" for the
// truth. Each site is reported once, for the first tool that reaches it.
func (c *checker) skippedFailures(h *analyzer.Handler, body *ast.BlockStmt) {
	for _, s := range analyzer.SkipSites(c.pass, body) {
		pos := c.position(skipErrorSite(s))
		if !pos.IsValid() || c.skipDone[skipKey(s)] {
			continue
		}
		c.skipDone[skipKey(s)] = true
		c.report(analysis.Diagnostic{
			Pos: pos, Category: catSwallowed,
			Message: toolLabel(h) + ": when " + s.Callee + " fails, this continue drops the item with no word in the answer, which reports success; " +
				skipConsequence + "; count or list the failed items in the answer, or return an isError result when none could be read",
		})
	}
	ast.Inspect(body, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if !ok {
			return true
		}
		fn, _ := typeutil.Callee(c.pass.TypesInfo, call).(*types.Func) // an interface's method too (ifacefacts.go)
		if fn == nil || fn.Pkg() == c.pass.Pkg {
			return true
		}
		var related []analysis.RelatedInformation
		var first analyzer.SkipSite
		for _, s := range c.m.SkippedFailures(fn) {
			if c.skipDone[skipKey(s)] {
				continue
			}
			c.skipDone[skipKey(s)] = true
			if first.Pos == "" {
				first = s
			}
			if pos := c.position(skipErrorSite(s)); pos.IsValid() {
				related = append(related, analysis.RelatedInformation{Pos: pos, Message: "the item is skipped here when " + s.Callee + " fails"})
			}
		}
		if first.Pos == "" {
			return true
		}
		c.report(analysis.Diagnostic{
			Pos: call.Pos(), End: call.End(), Category: catSwallowed, Related: related,
			Message: toolLabel(h) + ": " + calleeLabelOf(fn.Name(), call) + " skips the items whose " + first.Callee + " fails (" + first.Pos + ") with no word in its result, and the answer reports success; " +
				skipConsequence + "; have it return the failures and list them in the answer, or return an isError result when none could be read",
		})
		return true
	})
}

// skipKey identifies a skip site in skipDone.
func skipKey(s analyzer.SkipSite) string { return s.File + ":" + strconv.Itoa(s.Line) }

const skipConsequence = "when every call fails the model gets an empty answer and takes it for the truth"

// skipErrorSite locates a skip site for c.position.
func skipErrorSite(s analyzer.SkipSite) ErrorSite {
	return ErrorSite{File: s.File, Line: s.Line, Col: s.Col}
}

// calleeLabelOf names the function a call calls as the call writes it
// (storage.LoadAll, s.store.List), name alone when it is not a selector.
func calleeLabelOf(name string, call *ast.CallExpr) string {
	if sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok {
		if x := types.ExprString(sel.X); len(x) <= 40 {
			return x + "." + sel.Sel.Name
		}
	}
	return name
}
