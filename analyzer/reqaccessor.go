package analyzer

import (
	"go/ast"
	"go/types"
)

// A project may read arguments through an accessor over the request
// rather than over the argument map, often generic over the type it
// asserts and with a flag that makes an absent argument a failure:
//
//	func GetToolReqParam[T any](tcr mcp.CallToolRequest, param string, required bool) (T, error) {
//		var value T
//		arg, ok := tcr.GetArguments()[param]
//		if ok {
//			if value, ok = arg.(T); !ok { return value, fmt.Errorf("%s has wrong type", param) }
//		} else if required {
//			return value, fmt.Errorf("%s param is required", param)
//		}
//		return value, nil
//	}
//	fields, err := GetToolReqParam[[]string](tcr, "field", false)
//
// Each call is a read of its constant name, of the type it asserts (T
// as instantiated there), failing when absent if the flag is true there.

// reqAccessor is what the body of such an accessor says.
type reqAccessor struct {
	req, key int // the request and name parameters
	required int // the flag parameter that makes absence a failure, or -1
	// asserted is the type the value is asserted to (a type parameter
	// of the accessor, or a concrete type), or nil.
	asserted types.Type
}

// reqAccessorOf reads fn as a request accessor, or returns false.
func (b *builder) reqAccessorOf(fn *types.Func) (reqAccessor, bool) {
	if a, done := b.reqAccessors[fn.Origin()]; done {
		return a, a.req >= 0
	}
	if b.reqAccessors == nil {
		b.reqAccessors = map[*types.Func]reqAccessor{}
	}
	none := reqAccessor{req: -1, key: -1, required: -1}
	b.reqAccessors[fn.Origin()] = none
	decl := b.m.funcDecls[fn.Origin()]
	sig, _ := fn.Origin().Type().(*types.Signature)
	if decl == nil || decl.Body == nil || sig == nil || sig.Params().Len() < 2 || sig.Params().Len() > 4 || sig.Results().Len() == 0 {
		return none, false
	}
	a := none
	params := map[types.Object]int{}
	for i := range sig.Params().Len() {
		p := sig.Params().At(i)
		params[p] = i
		if isToolRequest(p.Type()) {
			if a.req >= 0 {
				return none, false
			}
			a.req = i
		}
	}
	if a.req < 0 {
		return none, false
	}
	info := b.pass.TypesInfo
	req := sig.Params().At(a.req)
	// getArguments reports whether e is req.GetArguments() (mcp-go).
	getArguments := func(e ast.Expr) bool {
		call, ok := ast.Unparen(e).(*ast.CallExpr)
		if !ok {
			return false
		}
		sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
		if !ok || sel.Sel.Name != "GetArguments" {
			return false
		}
		id, ok := ast.Unparen(sel.X).(*ast.Ident)
		return ok && info.Uses[id] == req
	}
	// decoded are the local maps that a call given the request fills:
	// args, err := getArguments(r), a project helper that decodes the raw
	// arguments (go-sdk), or args := r.GetArguments().
	decoded := map[types.Object]bool{}
	ast.Inspect(decl.Body, func(n ast.Node) bool {
		as, ok := n.(*ast.AssignStmt)
		if !ok || len(as.Rhs) != 1 || len(as.Lhs) == 0 {
			return true
		}
		call, ok := ast.Unparen(as.Rhs[0]).(*ast.CallExpr)
		id, isID := as.Lhs[0].(*ast.Ident)
		if !ok || !isID || !isArgMapType(info.TypeOf(id)) {
			return true
		}
		if getArguments(call) && len(as.Lhs) == 1 {
			decoded[info.ObjectOf(id)] = true
		}
		for _, arg := range call.Args {
			if aid, ok := ast.Unparen(arg).(*ast.Ident); ok && info.Uses[aid] == req {
				decoded[info.ObjectOf(id)] = true
			}
		}
		return true
	})
	// args is the request's argument map: req.GetArguments(), or a map
	// decoded from the request.
	isArgs := func(e ast.Expr) bool {
		if id, ok := ast.Unparen(e).(*ast.Ident); ok {
			return decoded[info.Uses[id]]
		}
		return getArguments(e)
	}
	var value types.Object // the variable the read value goes to
	ast.Inspect(decl.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.IndexExpr:
			k, _ := ast.Unparen(n.Index).(*ast.Ident)
			if k == nil || !isArgs(n.X) {
				return true
			}
			if i, ok := params[info.Uses[k]]; ok && types.Identical(sig.Params().At(i).Type(), types.Typ[types.String]) {
				a.key = i
			}
		case *ast.AssignStmt:
			if len(n.Rhs) == 1 && len(n.Lhs) >= 1 {
				if ix, ok := ast.Unparen(n.Rhs[0]).(*ast.IndexExpr); ok && isArgs(ix.X) {
					if id, ok := n.Lhs[0].(*ast.Ident); ok {
						value = info.ObjectOf(id)
					}
				}
			}
		}
		return true
	})
	if a.key < 0 || assignsVar(info, decl.Body, req) || assignsVar(info, decl.Body, sig.Params().At(a.key)) {
		return none, false
	}
	ast.Inspect(decl.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.TypeAssertExpr:
			if id, ok := ast.Unparen(n.X).(*ast.Ident); ok && value != nil && info.Uses[id] == value && n.Type != nil {
				a.asserted = info.TypeOf(n.Type)
			}
			if ix, ok := ast.Unparen(n.X).(*ast.IndexExpr); ok && isArgs(ix.X) && n.Type != nil {
				a.asserted = info.TypeOf(n.Type) // args[p].(T)
			}
		case *ast.IfStmt:
			if i := b.flagParam(n, params, sig); i >= 0 && returnsError(info, n.Body) {
				a.required = i
			}
		}
		return true
	})
	b.reqAccessors[fn.Origin()] = a
	return a, true
}

// isToolRequest reports whether t is an mcp-go CallToolRequest or a
// go-sdk *CallToolRequest: what a request accessor reads from.
func isToolRequest(t types.Type) bool {
	return isNamed(t, mcpGoMCP, "CallToolRequest") || isGoSDKCallToolRequest(t)
}

// flagParam is the bool parameter that cond of ifs is, or -1.
func (b *builder) flagParam(ifs *ast.IfStmt, params map[types.Object]int, sig *types.Signature) int {
	id, ok := ast.Unparen(ifs.Cond).(*ast.Ident)
	if !ok {
		return -1
	}
	i, ok := params[b.pass.TypesInfo.Uses[id]]
	if !ok || !types.Identical(sig.Params().At(i).Type(), types.Typ[types.Bool]) {
		return -1
	}
	return i
}

// returnsError reports whether body returns a non-nil error as its last
// result.
func returnsError(info *types.Info, body *ast.BlockStmt) bool {
	found := false
	ast.Inspect(body, func(n ast.Node) bool {
		ret, ok := n.(*ast.ReturnStmt)
		if !ok || len(ret.Results) == 0 {
			return !found
		}
		last := ret.Results[len(ret.Results)-1]
		if t := info.TypeOf(last); t != nil && isErrorType(t) && !isNilIdent(info, last) {
			found = true
		}
		return !found
	})
	return found
}

// reqKeyRead reads a call of a request accessor on the handler's request.
func (b *builder) reqKeyRead(call *ast.CallExpr) (ArgRead, bool) {
	fn := b.callee(call)
	if fn == nil || fn.Pkg() != b.pass.Pkg {
		return ArgRead{}, false
	}
	a, ok := b.reqAccessorOf(fn)
	if !ok || a.req >= len(call.Args) || a.key >= len(call.Args) || !isToolRequest(b.pass.TypesInfo.TypeOf(call.Args[a.req])) {
		return ArgRead{}, false
	}
	name, ok := b.foldString(call.Args[a.key])
	if !ok {
		return ArgRead{}, false
	}
	r := ArgRead{Name: name, NameExpr: call.Args[a.key], Node: call, Via: fn.Name()}
	if t := b.instantiated(call, fn, a.asserted); t != nil {
		r.Accepts, r.Never = assertAccepts(t)
		r.NeverWhy, r.NeverFix = neverReason(t)
		r.Via = fn.Name() + "'s ." + "(" + types.TypeString(t, types.RelativeTo(b.pass.Pkg)) + ") assertion"
	}
	if a.required >= 0 && a.required < len(call.Args) {
		if tv := b.pass.TypesInfo.Types[call.Args[a.required]]; tv.Value != nil && tv.Value.String() == "true" {
			r.Fails = true
		}
	}
	return r, true
}

// instantiated is t at call: a type parameter of fn is the type argument
// the call instantiates it with.
func (b *builder) instantiated(call *ast.CallExpr, fn *types.Func, t types.Type) types.Type {
	tp, ok := t.(*types.TypeParam)
	if !ok {
		return t
	}
	fun := ast.Unparen(call.Fun)
	switch f := fun.(type) {
	case *ast.IndexExpr:
		fun = ast.Unparen(f.X)
	case *ast.IndexListExpr:
		fun = ast.Unparen(f.X)
	}
	var id *ast.Ident
	switch f := fun.(type) {
	case *ast.Ident:
		id = f
	case *ast.SelectorExpr:
		id = f.Sel // pkg.F[T]
	}
	if id == nil {
		return nil
	}
	inst, ok := b.pass.TypesInfo.Instances[id]
	if !ok || tp.Index() >= inst.TypeArgs.Len() {
		return nil
	}
	return inst.TypeArgs.At(tp.Index())
}
