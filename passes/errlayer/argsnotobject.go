package errlayer

import (
	"cmp"
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"strconv"

	"github.com/mcplint-go/mcplint/analyzer"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"
)

// A go-sdk raw handler gets the call's arguments as raw JSON
// (CallToolParamsRaw.Arguments) and the SDK does not check that they are
// an object. A decode of them into a map fails only when they are not one:
// the CallToolRequest is malformed, which the spec answers with a
// JSON-RPC error (-32602), not with an isError result the model takes for
// a tool that ran:
//
//	var args map[string]any
//	if err := json.Unmarshal(req.Params.Arguments, &args); err != nil {
//		return errorResult("arguments must be an object"), nil // reported
//	}
//
// A decode into a struct fails also for a field of the wrong type, an
// input error that isError answers rightly, and a decode of absent
// arguments fails too: neither is reported.

// argsNotObject reports the isError answers of h, a go-sdk raw handler,
// to arguments that do not decode into a map in h itself; the answers to
// the error of a function of the package that only decodes them (args,
// err := parseArgs(req)) are collected in byHelper, to be reported once
// at that function (reportArgsHelpers).
func (c *checker) argsNotObject(h *analyzer.Handler, seen map[token.Pos]bool, byHelper map[*types.Func][]*ast.ReturnStmt) {
	if h.Shape != analyzer.ShapeGoSDKRaw {
		return
	}
	fn := funcNode(h)
	forEachReturn(funcBody(fn), func(ret *ast.ReturnStmt) {
		if len(ret.Results) != 2 || seen[ret.Pos()] || !c.isErrorAnswer(ret.Results[0], false, 0) {
			return
		}
		v, id := c.innermostErrTest(ret.Results[0], fn)
		if v == nil {
			return
		}
		for _, d := range c.f.reachingDefs(v, id, fn) {
			call, ok := ast.Unparen(d.rhs).(*ast.CallExpr)
			if !ok || d.unknown {
				continue
			}
			if helper := c.onlyDecodesArgsToMap(call); helper != nil {
				seen[ret.Pos()] = true
				byHelper[helper] = append(byHelper[helper], ret)
				return
			}
			if !c.decodesArgsToMap(call) || !absenceTested(c.pass.TypesInfo, funcBody(fn), call.Pos()) {
				continue
			}
			seen[ret.Pos()] = true
			c.report(analysis.Diagnostic{
				Pos: ret.Pos(), End: ret.End(), Category: catDispatch,
				Message: toolLabel(h) + ": arguments that do not decode into a map are not a JSON object, a malformed tools/call, and this answers them with an isError result, so the client and model take a broken request for a tool that ran and failed; the spec answers a malformed request with a JSON-RPC error: " + insteadMalformed,
			})
			return
		}
	})
}

// insteadMalformed is what a go-sdk raw handler returns for a malformed
// request.
const insteadMalformed = "return nil, &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: ...} instead"

// reportArgsHelpers reports, once per decoding function, the tools that
// answer its error with an isError result: one defect (the tools treat a
// malformed request as a tool failure), at the function's failure return,
// with each answer related.
func (c *checker) reportArgsHelpers(byHelper map[*types.Func][]*ast.ReturnStmt) {
	helpers := make([]*types.Func, 0, len(byHelper))
	for fn := range byHelper {
		helpers = append(helpers, fn)
	}
	slices.SortFunc(helpers, func(a, b *types.Func) int { return cmp.Compare(a.Pos(), b.Pos()) })
	for _, fn := range helpers {
		decl := c.f.decls[fn]
		var at *ast.ReturnStmt
		forEachReturn(decl.Body, func(ret *ast.ReturnStmt) {
			if at == nil && len(ret.Results) > 0 && !isNilIdent(c.pass.TypesInfo, ret.Results[len(ret.Results)-1]) {
				at = ret
			}
		})
		if at == nil {
			continue
		}
		var related []analysis.RelatedInformation
		for _, ret := range byHelper[fn] {
			related = append(related, analysis.RelatedInformation{Pos: ret.Pos(), End: ret.End(), Message: "a tool answers it with an isError result here"})
		}
		c.report(analysis.Diagnostic{
			Pos: at.Pos(), End: at.End(), Category: catDispatch, Related: related,
			Message: fn.Name() + " fails only for arguments that are not a JSON object, a malformed tools/call, and " + strconv.Itoa(len(related)) +
				" tool(s) answer its error with an isError result (related), so the client and model take a broken request for a tool that ran and failed; the spec answers a malformed request with a JSON-RPC error: have those tools " + insteadMalformed,
		})
	}
}

// decodesArgsToMap reports whether call is json.Unmarshal(x.Params.Arguments,
// &m) with m a map.
func (c *checker) decodesArgsToMap(call *ast.CallExpr) bool {
	fn, _ := typeutil.Callee(c.pass.TypesInfo, call).(*types.Func)
	if fn == nil || fn.Pkg() == nil || fn.Pkg().Path() != "encoding/json" || fn.Name() != "Unmarshal" || len(call.Args) != 2 {
		return false
	}
	sel, ok := ast.Unparen(call.Args[0]).(*ast.SelectorExpr)
	if !ok || sel.Sel.Name != "Arguments" {
		return false
	}
	if inner, ok := ast.Unparen(sel.X).(*ast.SelectorExpr); !ok || inner.Sel.Name != "Params" {
		return false
	}
	t := c.pass.TypesInfo.TypeOf(call.Args[1])
	if p, ok := t.(*types.Pointer); ok {
		_, isMap := p.Elem().Underlying().(*types.Map)
		return isMap
	}
	return false
}

// onlyDecodesArgsToMap returns the function of this package that call
// calls when its every return of a non-nil error sits in the body of `if
// err := json.Unmarshal(x.Params.Arguments, &m); err != nil` (a map m),
// after absent arguments were answered: its error means arguments that
// are not an object. Nil otherwise.
func (c *checker) onlyDecodesArgsToMap(call *ast.CallExpr) *types.Func {
	callee, _ := typeutil.Callee(c.pass.TypesInfo, call).(*types.Func)
	if callee == nil || callee.Pkg() != c.pass.Pkg {
		return nil
	}
	callee = callee.Origin()
	decl := c.f.decls[callee]
	if decl == nil || decl.Body == nil {
		return nil
	}
	info := c.pass.TypesInfo
	failures, all := 0, true
	decodes := false
	forEachReturn(decl.Body, func(ret *ast.ReturnStmt) {
		if len(ret.Results) == 0 || isNilIdent(info, ret.Results[len(ret.Results)-1]) {
			return
		}
		failures++
		under := false
		for _, n := range c.f.path(ret) {
			ifs, ok := n.(*ast.IfStmt)
			if !ok || !c.isNonNilTest(ifs.Cond) {
				continue
			}
			if as, ok := ifs.Init.(*ast.AssignStmt); ok && len(as.Rhs) == 1 {
				if u, ok := ast.Unparen(as.Rhs[0]).(*ast.CallExpr); ok && c.decodesArgsToMap(u) {
					under, decodes = true, decodes || absenceTested(info, decl.Body, u.Pos())
				}
			}
		}
		all = all && under
	})
	if failures == 0 || !all || !decodes {
		return nil
	}
	return callee
}

// absenceTested reports whether body tests, before pos, whether the
// arguments are absent (len(req.Params.Arguments) == 0, or == nil): absent
// arguments, which tools/call allows, fail a decode too, and only once
// they are answered apart does a failed decode mean arguments that are
// not an object.
func absenceTested(info *types.Info, body *ast.BlockStmt, pos token.Pos) bool {
	isArgs := func(e ast.Expr) bool {
		sel, ok := ast.Unparen(e).(*ast.SelectorExpr)
		return ok && sel.Sel.Name == "Arguments"
	}
	found := false
	ast.Inspect(body, func(n ast.Node) bool {
		if found || n == nil || n.Pos() >= pos {
			return false
		}
		be, ok := n.(*ast.BinaryExpr)
		if !ok || be.Op != token.EQL && be.Op != token.LEQ {
			return true
		}
		for _, side := range []ast.Expr{be.X, be.Y} {
			if isArgs(side) {
				found = true
			}
			if call, ok := ast.Unparen(side).(*ast.CallExpr); ok && len(call.Args) == 1 && isArgs(call.Args[0]) {
				if id, ok := ast.Unparen(call.Fun).(*ast.Ident); ok && id.Name == "len" {
					found = true
				}
			}
		}
		return !found
	})
	return found
}
