package analyzer

import (
	"go/ast"
	"go/types"
)

// The argument map often leaves the handler: the handler hands it to a
// function of the project that does the tool's work
// (s.handler.HandleDeployChart(ctx, params.Arguments)), and that
// function reads it through a small accessor of the project
// (getString(args, "chart")). Both are followed here, so the reads are
// the tool's reads wherever they are written.

// maxArgMapDepth bounds how far the argument map is followed into the
// functions it is handed to.
const maxArgMapDepth = 2

// argMapCallee is a function of this package that a handler's argument
// map is passed to, with the parameter that receives it.
type argMapCallee struct {
	decl  *ast.FuncDecl
	param types.Object
	// shared is set for a function that other places call too: which
	// tool's schema its reads meet depends on the caller (argReadsOf keeps
	// only the reads that no value satisfies, whoever calls).
	shared bool
}

// argMapCallees lists the functions that body hands an argument map
// (an expression isArgMap accepts with vars) to, as parameter of theirs.
// Only functions called from this one place are followed: a helper
// shared by several tools may read names that only some of them declare.
func (b *builder) argMapCallees(body *ast.BlockStmt, vars map[types.Object]bool) []argMapCallee {
	var out []argMapCallee
	ast.Inspect(body, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if !ok {
			return true
		}
		fn := b.callee(call)
		if fn == nil {
			return true
		}
		shared := b.callSites()[fn.Origin()] != 1
		fn = b.soleImplementation(fn)
		decl := b.m.funcDecls[fn.Origin()]
		if decl == nil {
			return true
		}
		if _, _, isKeyReader := b.keyReader(fn); isKeyReader {
			return true // an accessor: its reads are read at the call (keyRead)
		}
		sig := fn.Type().(*types.Signature)
		for i, a := range call.Args {
			if i < sig.Params().Len() && !sig.Variadic() && b.isArgMap(a, vars) {
				out = append(out, argMapCallee{decl, sig.Params().At(i), shared})
			}
		}
		return true
	})
	return out
}

// callSites counts, for each function and method, the references to
// it written in this package (a call, or a function value that may be
// called many times).
func (b *builder) callSites() map[*types.Func]int {
	if b.callCount != nil {
		return b.callCount
	}
	b.callCount = map[*types.Func]int{}
	for _, obj := range b.pass.TypesInfo.Uses {
		if fn, ok := obj.(*types.Func); ok {
			b.callCount[fn.Origin()]++
		}
	}
	return b.callCount
}

// keyRead reads a call of a project accessor, getString(args, "x"), on
// an argument map.
func (b *builder) keyRead(call *ast.CallExpr, vars map[types.Object]bool) (ArgRead, bool) {
	fn := b.callee(call)
	if fn == nil || fn.Pkg() != b.pass.Pkg {
		return ArgRead{}, false
	}
	mapParam, keyParam, ok := b.keyReader(fn)
	if !ok || mapParam >= len(call.Args) || keyParam >= len(call.Args) || !b.isArgMap(call.Args[mapParam], vars) {
		return ArgRead{}, false
	}
	name, ok := b.foldString(call.Args[keyParam])
	if !ok {
		return ArgRead{}, false
	}
	r := ArgRead{Name: name, NameExpr: call.Args[keyParam], Node: call, Via: fn.Name()}
	if tp, ok := b.keyReaderAsserts(fn, mapParam, keyParam).(*types.TypeParam); ok {
		// getOptionalParam[bool](args, "force"): the read's type is what
		// the reader asserts, as the call instantiates it
		t := b.instantiated(call, fn, tp)
		r.Accepts, r.Never = assertAccepts(t)
		r.NeverWhy, r.NeverFix = neverReason(t)
		r.Via = fn.Name() + "'s .(" + types.TypeString(t, types.RelativeTo(b.pass.Pkg)) + ") assertion"
	}
	return r, true
}

// keyReaderAsserts returns the type a key reader asserts the value it
// reads to (`v, ok := args[key]; ...; v.(T)` or `args[key].(T)`), a type
// parameter of the reader or a concrete type; nil when it asserts none,
// or more than one.
func (b *builder) keyReaderAsserts(fn *types.Func, mapParam, keyParam int) types.Type {
	decl := b.m.funcDecls[fn.Origin()]
	sig, _ := fn.Origin().Type().(*types.Signature)
	if decl == nil || decl.Body == nil || sig == nil {
		return nil
	}
	info := b.pass.TypesInfo
	mapObj, keyObj := sig.Params().At(mapParam), sig.Params().At(keyParam)
	isRead := func(e ast.Expr) bool {
		ix, ok := ast.Unparen(e).(*ast.IndexExpr)
		if !ok {
			return false
		}
		x, _ := ast.Unparen(ix.X).(*ast.Ident)
		k, _ := ast.Unparen(ix.Index).(*ast.Ident)
		return x != nil && k != nil && info.Uses[x] == mapObj && info.Uses[k] == keyObj
	}
	held := map[types.Object]bool{}
	ast.Inspect(decl.Body, func(n ast.Node) bool {
		if as, ok := n.(*ast.AssignStmt); ok && len(as.Rhs) == 1 && isRead(as.Rhs[0]) {
			if id, ok := as.Lhs[0].(*ast.Ident); ok {
				held[info.ObjectOf(id)] = true
			}
		}
		return true
	})
	var asserted types.Type
	several := false
	ast.Inspect(decl.Body, func(n ast.Node) bool {
		ta, ok := n.(*ast.TypeAssertExpr)
		if !ok || ta.Type == nil {
			return true
		}
		id, _ := ast.Unparen(ta.X).(*ast.Ident)
		if isRead(ta.X) || id != nil && held[info.Uses[id]] {
			if t := info.TypeOf(ta.Type); asserted == nil {
				asserted = t
			} else if !types.Identical(asserted, t) {
				several = true
			}
		}
		return true
	})
	if several {
		return nil
	}
	return asserted
}

// keyReader reports whether fn is an accessor of an argument map: a
// function of this package with one map parameter keyed by string,
// whose body indexes it with a string parameter (getString(args, key),
// argInt(args, key, def)) and writes neither.
func (b *builder) keyReader(fn *types.Func) (mapParam, keyParam int, ok bool) {
	if r, done := b.keyReaders[fn.Origin()]; done {
		return r[0], r[1], r[0] >= 0
	}
	if b.keyReaders == nil {
		b.keyReaders = map[*types.Func][2]int{}
	}
	b.keyReaders[fn.Origin()] = [2]int{-1, -1}
	decl := b.m.funcDecls[fn.Origin()]
	sig, _ := fn.Type().(*types.Signature)
	if decl == nil || sig == nil || sig.Params().Len() < 2 || sig.Params().Len() > 3 {
		return -1, -1, false
	}
	params := map[types.Object]int{}
	mapParam = -1
	for i := range sig.Params().Len() {
		t := sig.Params().At(i).Type()
		params[sig.Params().At(i)] = i
		if m, isMap := t.Underlying().(*types.Map); isMap && types.Identical(m.Key(), types.Typ[types.String]) {
			if mapParam >= 0 {
				return -1, -1, false // two maps: which one is read is not clear
			}
			mapParam = i
		}
	}
	if mapParam < 0 {
		return -1, -1, false
	}
	info := b.pass.TypesInfo
	mapObj := sig.Params().At(mapParam)
	keyParam = -1
	ast.Inspect(decl.Body, func(n ast.Node) bool {
		ix, isIndex := n.(*ast.IndexExpr)
		if !isIndex {
			return true
		}
		x, _ := ast.Unparen(ix.X).(*ast.Ident)
		k, _ := ast.Unparen(ix.Index).(*ast.Ident)
		if x == nil || k == nil || info.Uses[x] != mapObj {
			return true
		}
		if i, isParam := params[info.Uses[k]]; isParam && types.Identical(sig.Params().At(i).Type(), types.Typ[types.String]) {
			keyParam = i
		}
		return true
	})
	if keyParam < 0 || assignsVar(info, decl.Body, mapObj) || assignsVar(info, decl.Body, sig.Params().At(keyParam)) {
		return -1, -1, false
	}
	b.keyReaders[fn.Origin()] = [2]int{mapParam, keyParam}
	return mapParam, keyParam, true
}

// assignsVar reports whether body assigns v (v = ..., v[k] = ...).
func assignsVar(info *types.Info, body *ast.BlockStmt, v types.Object) bool {
	found := false
	ast.Inspect(body, func(n ast.Node) bool {
		as, ok := n.(*ast.AssignStmt)
		if !ok || found {
			return !found
		}
		for _, lhs := range as.Lhs {
			e := ast.Unparen(lhs)
			if ix, ok := e.(*ast.IndexExpr); ok {
				e = ast.Unparen(ix.X)
			}
			if id, ok := e.(*ast.Ident); ok && info.Uses[id] == v {
				found = true
			}
		}
		return true
	})
	return found
}

// soleImplementation is, for a method of an interface, the method of the
// one type of this package that implements the interface (a handler that
// calls s.handler.HandleDeployChart through a ports interface whose only
// implementation is here); fn itself otherwise.
func (b *builder) soleImplementation(fn *types.Func) *types.Func {
	sig, _ := fn.Type().(*types.Signature)
	if sig == nil || sig.Recv() == nil {
		return fn
	}
	iface, ok := sig.Recv().Type().Underlying().(*types.Interface)
	if !ok {
		return fn
	}
	// asked for every call of every handler: the package's types are
	// scanned once per interface method
	if m, ok := b.soleImpls[fn]; ok {
		return m
	}
	m := b.findSoleImplementation(fn, iface)
	if b.soleImpls == nil {
		b.soleImpls = map[*types.Func]*types.Func{}
	}
	b.soleImpls[fn] = m
	return m
}

func (b *builder) findSoleImplementation(fn *types.Func, iface *types.Interface) *types.Func {
	var found *types.Func
	scope := b.pass.Pkg.Scope()
	for _, name := range scope.Names() {
		tn, ok := scope.Lookup(name).(*types.TypeName)
		if !ok || tn.IsAlias() || types.IsInterface(tn.Type()) {
			continue
		}
		if n, ok := tn.Type().(*types.Named); ok && n.TypeParams().Len() > 0 {
			continue // Implements is unspecified on uninstantiated generic types
		}
		ptr := types.NewPointer(tn.Type())
		if !types.Implements(ptr, iface) {
			continue
		}
		obj, _, _ := types.LookupFieldOrMethod(ptr, false, b.pass.Pkg, fn.Name())
		m, ok := obj.(*types.Func)
		if !ok || found != nil {
			return fn // none, or more than one
		}
		found = m
	}
	if found == nil {
		return fn
	}
	return found
}

// requestCallees lists the functions of this package that body hands an
// mcp-go request to (`input, err := ResolveInput(req)`): they read the
// tool's arguments through its accessors (req.GetArguments()["mainFile"]),
// so their reads are the tool's. Unlike the argument map's callees, a
// helper that several tools call is followed too: its reads are marked
// Shared.
func (b *builder) requestCallees(body *ast.BlockStmt) []*ast.FuncDecl {
	var out []*ast.FuncDecl
	ast.Inspect(body, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if !ok {
			return true
		}
		fn := b.callee(call)
		if fn == nil || fn.Pkg() != b.pass.Pkg {
			return true
		}
		decl := b.m.funcDecls[fn.Origin()]
		if decl == nil || decl.Body == nil {
			return true
		}
		if res := fn.Type().(*types.Signature).Results(); res.Len() > 0 && IsCallToolResult(res.At(0).Type()) {
			return true // another tool's handler, called with a request built for it: its reads are that tool's
		}
		for _, a := range call.Args {
			if isNamed(b.pass.TypesInfo.TypeOf(a), mcpGoMCP, "CallToolRequest") {
				out = append(out, decl)
				break
			}
		}
		return true
	})
	return out
}

// checkedStructCallees returns the functions of this package that body
// hands a typed handler's argument struct (of type in) at its top level
// and whose error it answers with a failure right after:
//
//	update, err := newUpdateShare(in) // if in.Name == "" { return ..., errors.New("name is required") }
//	if err != nil {
//		return nil, nil, err
//	}
//
// Their top-level checks of the struct's fields then run on every call
// of the tool, as the handler's own do.
func (b *builder) checkedStructCallees(body *ast.BlockStmt, in types.Type) []*ast.FuncDecl {
	if body == nil {
		return nil
	}
	info := b.pass.TypesInfo
	var out []*ast.FuncDecl
	for k, st := range body.List {
		ifs, ok := st.(*ast.IfStmt)
		if !ok || len(ifs.Body.List) == 0 || !b.refuses(ifs.Body, b.failureReturn) {
			continue
		}
		call := checkedCallIn(info, ifs, body.List[:k])
		if call == nil {
			continue
		}
		fn := b.callee(call)
		if fn == nil || fn.Pkg() != b.pass.Pkg {
			continue
		}
		decl := b.m.funcDecls[fn.Origin()]
		if decl == nil || decl.Body == nil {
			continue
		}
		for _, a := range call.Args {
			if b.isArgStruct(a, in) {
				out = append(out, decl)
				break
			}
		}
	}
	return out
}
