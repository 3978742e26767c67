package errlayer

import (
	"go/ast"
	"go/types"

	"github.com/mcplint-go/mcplint/analyzer"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/astutil"
)

const catUncheckedStatus = "unchecked-http-status"

// uncheckedStatus is the rule for an HTTP response whose status nobody
// reads (analyzer.UncheckedStatuses): net/http returns a nil error for a
// 404 or a 500, so a tool that reads the body of such a response and
// never looks at StatusCode answers the upstream's error page as a
// success. body is one of the tool's functions (eachToolFunc); a function
// of another package that does it is reported at its call
// (skippedFailures, SkipStatus).
func (c *checker) uncheckedStatus(h *analyzer.Handler, body *ast.BlockStmt) {
	us := analyzer.UncheckedStatuses(c.pass.TypesInfo, body, c.m.FuncDecl)
	if len(us) == 0 || !c.answersOrFails(body) {
		return // answersOrFails: a lookup with a fallback (a default version on any failure) is not the tool's answer
	}
	for _, u := range us {
		related := []analysis.RelatedInformation{{Pos: u.Read.Pos(), End: u.Read.End(), Message: "the body is read here, whatever the status"}}
		if n := len(body.List); n > 0 {
			if ret, ok := body.List[n-1].(*ast.ReturnStmt); ok && ret.Pos() > u.Assign.End() {
				related = append(related, analysis.RelatedInformation{Pos: ret.Pos(), End: ret.End(), Message: "the answer, whatever the status"})
			}
		}
		c.report(analysis.Diagnostic{
			Pos: u.Assign.Pos(), End: u.Assign.End(), Category: catUncheckedStatus, Related: related,
			Message: toolLabel(h) + ": the status of this HTTP response is never read, and net/http returns no error for a 4xx or 5xx answer, " +
				"so the upstream's error body goes back to the model as a successful result; check " + u.Resp.Name + ".StatusCode and answer a failure status with an isError result",
		})
	}
}

// answersOrFails reports whether the function of body is one whose
// results can carry a failure: it returns an error or a tool result.
func (c *checker) answersOrFails(body *ast.BlockStmt) bool {
	var sig *types.Signature
	for _, f := range c.pass.Files {
		if f.Pos() > body.Pos() || body.End() > f.End() {
			continue
		}
		path, _ := astutil.PathEnclosingInterval(f, body.Pos(), body.End())
		for _, n := range path {
			switch fn := n.(type) {
			case *ast.FuncDecl:
				if obj, ok := c.pass.TypesInfo.Defs[fn.Name].(*types.Func); ok {
					sig = obj.Type().(*types.Signature)
				}
			case *ast.FuncLit:
				sig, _ = c.pass.TypesInfo.TypeOf(fn).(*types.Signature)
			}
			if sig != nil {
				break
			}
		}
	}
	if sig == nil || sig.Results().Len() == 0 {
		return false
	}
	last := sig.Results().At(sig.Results().Len() - 1).Type()
	return isError(last) || analyzer.IsCallToolResult(sig.Results().At(0).Type())
}
