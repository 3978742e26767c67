package errlayer

import (
	"go/ast"
	"go/types"

	"github.com/mcplint-go/mcplint/analyzer"
)

// The multi-round-trip request state (spec 2026-07-28, SEP-2322). A tool
// that needs input answers with InputRequests and a RequestState the
// client sends back; the spec calls that state "attacker-controlled
// input" the server "MUST protect" (HMAC or AEAD). Sealing it is the
// server encoding its own protocol state, like json.Marshal of the answer:
// when it fails (crypto/rand, a missing key), nothing the model could
// change would help, and the spec keeps the server's own failures on the
// JSON-RPC layer (github-mcp-server's delete_repository:
// `requestState, err := sealer.Seal(ctx, state)`).
//
// The exemption holds only when the call's value is used for nothing
// but the result's RequestState, so a call whose value also feeds the
// answer or anything else (an upstream call) is still reported.

// stateError reports whether every non-nil error ret may return comes
// from a call whose value is used only as RequestState, possibly wrapped
// by fmt.Errorf.
func (f *flow) stateError(ret *ast.ReturnStmt, fn ast.Node) bool {
	e := returnedExpr(f.signature(fn), ret)
	return e != nil && f.errorsFrom(e, fn, 0, func(call *ast.CallExpr, index int) bool {
		return f.stateCall(call, index, fn)
	})
}

// stateCall reports whether call, whose result errIndex is the error, is
// `state, err := call` where state is a local used, and used only, as the
// RequestState of a result.
func (f *flow) stateCall(call *ast.CallExpr, errIndex int, fn ast.Node) bool {
	path := f.path(call)
	if len(path) < 2 {
		return false
	}
	as, ok := path[1].(*ast.AssignStmt)
	if !ok || len(as.Rhs) != 1 || len(as.Lhs) != 2 || errIndex != 1 {
		return false
	}
	id, ok := as.Lhs[0].(*ast.Ident)
	if !ok {
		return false
	}
	info := f.pass.TypesInfo
	v, ok := info.ObjectOf(id).(*types.Var)
	if !ok || !isLocal(v, f.pass.Pkg) {
		return false
	}
	uses := 0
	ok = true
	ast.Inspect(fn, func(n ast.Node) bool {
		x, isIdent := n.(*ast.Ident)
		if !ok || !isIdent || info.Uses[x] != v {
			return ok
		}
		uses++
		ok = f.requestStateUse(x)
		return ok
	})
	return ok && uses > 0
}

// requestStateUse reports whether the use x is the value of an SDK
// RequestState field (also through a conversion): `RequestState: x` in a
// composite literal or `res.RequestState = x`.
func (f *flow) requestStateUse(x *ast.Ident) bool {
	info := f.pass.TypesInfo
	var child ast.Node = x
	for _, n := range f.path(x)[1:] {
		switch p := n.(type) {
		case *ast.ParenExpr:
			child = p
			continue
		case *ast.CallExpr:
			if tv, ok := info.Types[p.Fun]; ok && tv.IsType() && len(p.Args) == 1 {
				child = p
				continue
			}
		case *ast.KeyValueExpr:
			key, ok := p.Key.(*ast.Ident)
			return ok && p.Value == child && analyzer.IsRequestStateField(info.Uses[key])
		case *ast.AssignStmt:
			if len(p.Lhs) != len(p.Rhs) {
				return false
			}
			for i, r := range p.Rhs {
				if r == child {
					sel, ok := ast.Unparen(p.Lhs[i]).(*ast.SelectorExpr)
					return ok && analyzer.IsRequestStateField(info.Uses[sel.Sel])
				}
			}
		}
		return false
	}
	return false
}
