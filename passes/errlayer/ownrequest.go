package errlayer

import (
	"go/ast"
	"go/types"
	"strings"

	"golang.org/x/tools/go/types/typeutil"
)

// Two failures that no argument of the tool call can cause, and that the
// spec therefore keeps on the JSON-RPC layer as the server's own:
//
//   - Building the request to an upstream from the server's own
//     configuration: url.Parse(fmt.Sprintf("%s/v1/orgs/%s", baseURL,
//     orgID)) or http.NewRequestWithContext(ctx, "GET", u, nil) fails only
//     when the configured URL is broken. When the URL takes a value of
//     the call (a parameter of the function, or a variable set from one),
//     the failure may be the model's bad input and stays a tool failure.
//   - A value the server's own middleware puts in the request context
//     missing: orgID, ok := ctx.Value(orgKey).(string); if !ok { return
//     errors.New("orgID not found in context") } is the server's wiring
//     failing, like a missing session.

// buildsOwnRequest reports whether call is url.Parse, url.ParseRequestURI,
// http.NewRequest or http.NewRequestWithContext on values that take
// nothing from fn's parameters (other than a context).
func (f *flow) buildsOwnRequest(call *ast.CallExpr, callee *types.Func, fn ast.Node) bool {
	if callee.Pkg() == nil {
		return false
	}
	// The arguments a failure can come from: the method and the URL (a
	// request's body never fails it).
	var from []ast.Expr
	switch callee.Pkg().Path() + "." + callee.Name() {
	case "net/url.Parse", "net/url.ParseRequestURI":
		from = call.Args
	case "net/http.NewRequest":
		from = call.Args[:min(2, len(call.Args))]
	case "net/http.NewRequestWithContext":
		from = call.Args[1:min(3, len(call.Args))]
	default:
		return false
	}
	for _, a := range from {
		if f.takesParams(a, fn, 0) {
			return false
		}
	}
	return true
}

// takesParams reports whether e reads a parameter of fn that is not a
// context.Context, or a local variable of fn whose reaching assignments
// do. What a closure captures from outside is the server's own.
func (f *flow) takesParams(e ast.Expr, fn ast.Node, depth int) bool {
	info := f.pass.TypesInfo
	params := map[types.Object]bool{}
	if sig := f.signature(fn); sig != nil {
		for i := range sig.Params().Len() {
			if p := sig.Params().At(i); !isContext(p.Type()) {
				params[p] = true
			}
		}
	}
	found := false
	ast.Inspect(e, func(n ast.Node) bool {
		if call, ok := n.(*ast.CallExpr); ok && escapesForURL(info, call) {
			return false // params.Encode(), url.QueryEscape(q): a valid URL part, whatever the arguments
		}
		id, ok := n.(*ast.Ident)
		if !ok || found {
			return !found
		}
		obj := info.Uses[id]
		switch {
		case params[obj]:
			found = true
		case obj == nil || isContext(obj.Type()):
			// a context carries no argument of the call
		case obj.Pos() < fn.Pos() || obj.Pos() > fn.End():
			// declared outside fn: a closure's captured configuration
		case isLocal(obj, f.pass.Pkg):
			if depth >= 3 {
				found = true // too far to tell: assume it may
				break
			}
			for _, d := range f.reachingDefs(obj.(*types.Var), id, fn) {
				if d.unknown || d.rhs != nil && f.takesParams(d.rhs, fn, depth+1) {
					found = true
				}
			}
		}
		return !found
	})
	return found
}

func isContext(t types.Type) bool {
	n, ok := types.Unalias(t).(*types.Named)
	return ok && n.Obj().Pkg() != nil && n.Obj().Pkg().Path() == "context" && n.Obj().Name() == "Context"
}

// ctxValueGuarded reports whether ret returns a new error from the body
// of an if statement of fn whose condition tests a value fn took from
// the request context (ctx.Value(key)).
func (f *flow) ctxValueGuarded(ret *ast.ReturnStmt, fn ast.Node) bool {
	return f.freshUnder(ret, fn, f.testsContextValue)
}

// testsContextValue reports whether cond reads a variable that an
// assignment of fn sets from a ctx.Value(key) call (also through a type
// assertion: v, ok := ctx.Value(k).(string)).
func (f *flow) testsContextValue(cond ast.Expr, fn ast.Node) bool {
	info := f.pass.TypesInfo
	fromCtx := map[types.Object]bool{}
	ast.Inspect(fn, func(n ast.Node) bool {
		as, ok := n.(*ast.AssignStmt)
		if !ok || len(as.Rhs) != 1 {
			return true
		}
		rhs := ast.Unparen(as.Rhs[0])
		if ta, ok := rhs.(*ast.TypeAssertExpr); ok {
			rhs = ast.Unparen(ta.X)
		}
		call, ok := rhs.(*ast.CallExpr)
		if !ok {
			return true
		}
		m, _ := typeutil.Callee(info, call).(*types.Func)
		if m == nil || m.Name() != "Value" || m.Pkg() == nil || m.Pkg().Path() != "context" {
			return true
		}
		for _, l := range as.Lhs {
			if id, ok := l.(*ast.Ident); ok && info.ObjectOf(id) != nil {
				fromCtx[info.ObjectOf(id)] = true
			}
		}
		return true
	})
	if len(fromCtx) == 0 {
		return false
	}
	found := false
	ast.Inspect(cond, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok && fromCtx[info.Uses[id]] {
			found = true
		}
		return !found
	})
	return found
}

// encodesToMemory reports whether call is (*json.Encoder).Encode on
// json.NewEncoder(w) with w a *bytes.Buffer or *strings.Builder: writing
// to memory never fails, so only the encoding of the server's own value
// can.
func (f *flow) encodesToMemory(call *ast.CallExpr, callee *types.Func) bool {
	if callee.Name() != "Encode" || callee.Pkg() == nil || callee.Pkg().Path() != "encoding/json" {
		return false
	}
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok {
		return false
	}
	recv, ok := ast.Unparen(sel.X).(*ast.CallExpr)
	if !ok || len(recv.Args) != 1 {
		return false
	}
	ctor, _ := typeutil.Callee(f.pass.TypesInfo, recv).(*types.Func)
	if ctor == nil || ctor.Name() != "NewEncoder" || ctor.Pkg() == nil || ctor.Pkg().Path() != "encoding/json" {
		return false
	}
	t := f.pass.TypesInfo.TypeOf(recv.Args[0])
	return isNamedPtr(t, "bytes", "Buffer") || isNamedPtr(t, "strings", "Builder")
}

// writesMultipartToMemory reports whether call writes a multipart body
// into memory: a method of a multipart.Writer made over a bytes.Buffer
// (mw.CreateFormFile, mw.WriteField, mw.Close), or the Write of a part
// such a writer created. Like encoding, it fails for no value a caller
// can send: the server's own request being built.
func (f *flow) writesMultipartToMemory(call *ast.CallExpr, callee *types.Func, fn ast.Node) bool {
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok {
		return false
	}
	recv, ok := ast.Unparen(sel.X).(*ast.Ident)
	if !ok {
		return false
	}
	v, ok := f.pass.TypesInfo.Uses[recv].(*types.Var)
	if !ok {
		return false
	}
	if callee.Pkg() != nil && callee.Pkg().Path() == "mime/multipart" {
		return f.memoryMultipart(v, fn)
	}
	if callee.Name() != "Write" {
		return false
	}
	// part, err := mw.CreateFormFile(...); part.Write(data)
	defs := f.assignments(v, funcBody(fn))
	if len(defs) != 1 || defs[0].unknown || defs[0].index != 0 {
		return false
	}
	create, ok := ast.Unparen(defs[0].rhs).(*ast.CallExpr)
	if !ok {
		return false
	}
	ctor, _ := typeutil.Callee(f.pass.TypesInfo, create).(*types.Func)
	if ctor == nil || ctor.Pkg() == nil || ctor.Pkg().Path() != "mime/multipart" || !strings.HasPrefix(ctor.Name(), "Create") {
		return false
	}
	w, ok := ast.Unparen(create.Fun).(*ast.SelectorExpr)
	if !ok {
		return false
	}
	id, ok := ast.Unparen(w.X).(*ast.Ident)
	if !ok {
		return false
	}
	mv, ok := f.pass.TypesInfo.Uses[id].(*types.Var)
	return ok && f.memoryMultipart(mv, fn)
}

// memoryMultipart reports whether v, a local of fn, is set once, to
// multipart.NewWriter over a bytes.Buffer or strings.Builder.
func (f *flow) memoryMultipart(v *types.Var, fn ast.Node) bool {
	defs := f.assignments(v, funcBody(fn))
	if len(defs) != 1 || defs[0].unknown {
		return false
	}
	call, ok := ast.Unparen(defs[0].rhs).(*ast.CallExpr)
	if !ok || len(call.Args) != 1 {
		return false
	}
	ctor, _ := typeutil.Callee(f.pass.TypesInfo, call).(*types.Func)
	if ctor == nil || ctor.Name() != "NewWriter" || ctor.Pkg() == nil || ctor.Pkg().Path() != "mime/multipart" {
		return false
	}
	t := f.pass.TypesInfo.TypeOf(call.Args[0])
	return isNamedPtr(t, "bytes", "Buffer") || isNamedPtr(t, "strings", "Builder")
}

func isNamedPtr(t types.Type, pkg, name string) bool {
	p, ok := types.Unalias(t).(*types.Pointer)
	if !ok {
		return false
	}
	n, ok := types.Unalias(p.Elem()).(*types.Named)
	return ok && n.Obj().Pkg() != nil && n.Obj().Pkg().Path() == pkg && n.Obj().Name() == name
}

// escapesForURL reports whether call escapes its input into a valid part
// of a URL (url.Values.Encode, url.QueryEscape, url.PathEscape): a
// request built from it fails for no value an argument can hold.
func escapesForURL(info *types.Info, call *ast.CallExpr) bool {
	fn, _ := typeutil.Callee(info, call).(*types.Func)
	if fn == nil || fn.Pkg() == nil || fn.Pkg().Path() != "net/url" {
		return false
	}
	switch fn.Name() {
	case "QueryEscape", "PathEscape":
		return true
	case "Encode":
		recv := fn.Type().(*types.Signature).Recv()
		if recv == nil {
			return false
		}
		n, ok := types.Unalias(recv.Type()).(*types.Named)
		return ok && n.Obj().Pkg() != nil && n.Obj().Pkg().Path() == "net/url" && n.Obj().Name() == "Values"
	}
	return false
}
