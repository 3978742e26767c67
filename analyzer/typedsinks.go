package analyzer

import (
	"go/ast"
	"go/token"
	"go/types"
	"sort"
	"strings"
)

// A project tool layer often keeps its handlers as values of the SDK's
// handler type (map[*protocol.Tool]server.ToolHandlerFunc, a []ToolDef
// with a Handler field) and registers them in one loop, far from where
// they are written, often in a package the handlers' package imports.
// The registration then names no handler the model can follow; but the
// SDK type does. TypedSink records, for each SDK handler type that such a
// registration takes, what a returned error becomes there; a function
// value written into that type, in this package or in one that imports
// the registering one, is then a tool handler with those semantics.

// TypedSink is one SDK handler type registered through a value the model
// cannot follow.
type TypedSink struct {
	Type   string // types.TypeString of the named SDK handler type
	Errors ErrorSemantics
	Code   int64
	Why    string
	Pos    string // the registration (file:line:col)
}

// TypedSinkFact exports a package's typed sinks to the packages that
// import it.
type TypedSinkFact struct{ Sinks []TypedSink }

func (*TypedSinkFact) AFact() {}
func (f *TypedSinkFact) String() string {
	var s []string
	for _, k := range f.Sinks {
		s = append(s, k.Type+" "+k.Errors.String())
	}
	return "typed handler sinks " + strings.Join(s, ", ")
}

// sdkHandlerType returns the key of t when it is a named function type of
// an SDK package (go-mcp server.ToolHandlerFunc, mcp-go
// server.ToolHandlerFunc, go-sdk mcp.ToolHandler), else "".
func sdkHandlerType(t types.Type) string { return namedFuncType(t, true) }

// namedFuncType returns the key of t when it is a named function type of
// an SDK package (sdk) or of another package (!sdk), else "".
func namedFuncType(t types.Type, sdk bool) string {
	n, ok := types.Unalias(t).(*types.Named)
	if !ok || n.Obj().Pkg() == nil || isSDKPackage(n.Obj().Pkg().Path()) != sdk {
		return ""
	}
	if _, ok := n.Underlying().(*types.Signature); !ok {
		return ""
	}
	return types.TypeString(n, nil)
}

// noteTypedSink records r's handler type when the model cannot follow
// its handler expression e.
func (b *builder) noteTypedSink(r *Registration, e ast.Expr) {
	key := sdkHandlerType(b.pass.TypesInfo.TypeOf(e))
	// A stored handler passed through wrappers at the registration
	// (s.wrapWithTelemetry(td.tool.Name, td.handler)): the sink is the
	// stored value, with what the wrappers do to its errors.
	wrapped, applied := b.peelWrappers(e)
	if key == "" || sdkHandlerType(b.pass.TypesInfo.TypeOf(wrapped)) != key || isNilIdent(b.pass.TypesInfo, wrapped) || b.isParamExpr(wrapped) {
		return
	}
	e = wrapped
	base, code, why := baseSemantics(r, b.m.Version(r.SDK))
	if !b.storedHandler(e) {
		// A handler built by a call the model cannot follow
		// (wrapTool(t).Handler): an adapter decides its errors, so the
		// handlers of this type are not judged on the SDK's default.
		base, why = ErrUnknown, "registered through "+types.ExprString(e)
	}
	if base == ErrJSONRPC {
		if mw := b.serverMiddleware(r); mw != passes {
			base, why = map[effect]ErrorSemantics{converts: ErrIsError, unknown: ErrUnknown}[mw], "the server's tool middleware"
		}
	}
	switch eff := combinedEffect(applied); {
	case eff == unknown:
		base, why = ErrUnknown, "registered through a wrapper the model cannot read"
	case eff == converts:
		base, why = ErrIsError, "converted by "+applied[0].name
	}
	if b.wrapsType(key, applied) {
		// The package wraps handlers of this type (middleware, an
		// adapter): what a stored handler's error becomes depends on
		// which wrapper it went through.
		base, why = ErrUnknown, "handlers of "+key+" are wrapped in this package"
	}
	k := TypedSink{Type: key, Errors: base, Code: code, Why: why, Pos: b.posString(r.Call.Pos())}
	if b.typedSinks == nil {
		b.typedSinks = map[string]TypedSink{}
	}
	if old, ok := b.typedSinks[key]; ok && (old.Errors != k.Errors || old.Code != k.Code) {
		k.Errors, k.Why = ErrUnknown, "registered in more than one way"
	}
	b.typedSinks[key] = k
}

// storedHandler reports whether e reads a handler out of storage: a
// field (e.Handler), an element (m[k]), or a local variable such as a
// range variable. Parameters (forwarders), nil and call results
// (adapters, factories) are the business of other parts of the model.
func (b *builder) storedHandler(e ast.Expr) bool {
	info := b.pass.TypesInfo
	switch x := ast.Unparen(e).(type) {
	case *ast.SelectorExpr:
		v, ok := info.Uses[x.Sel].(*types.Var)
		return ok && v.IsField() && b.storedBase(x.X)
	case *ast.IndexExpr:
		return b.storedBase(x.X)
	case *ast.Ident:
		v, ok := info.Uses[x].(*types.Var)
		if !ok || v.Parent() == nil || v.Parent() == b.pass.Pkg.Scope() {
			return false
		}
		return !b.isParam(v) && !b.definedByCall(v)
	case *ast.CallExpr:
		// entry.handler(h), a field of the table's element whose every
		// value returns a stored function: func(h *Handlers)
		// server.ToolHandlerFunc { return h.HandleStore }.
		sel, ok := ast.Unparen(x.Fun).(*ast.SelectorExpr)
		if !ok {
			return false
		}
		f, ok := info.Uses[sel.Sel].(*types.Var)
		return ok && f.IsField() && b.storedBase(sel.X) && b.returnsFuncValues(f)
	}
	return false
}

// returnsFuncValues reports whether every value this package gives the
// func-typed field f in a struct literal is a function literal that
// returns a function or method value as it is, and there is one at least.
func (b *builder) returnsFuncValues(f *types.Var) bool {
	info := b.pass.TypesInfo
	seen, ok := 0, true
	for _, file := range b.pass.Files {
		ast.Inspect(file, func(n ast.Node) bool {
			kv, isKV := n.(*ast.KeyValueExpr)
			if !isKV || !ok {
				return ok
			}
			if id, isID := kv.Key.(*ast.Ident); !isID || info.Uses[id] != f {
				return true
			}
			seen++
			lit, isLit := ast.Unparen(kv.Value).(*ast.FuncLit)
			if !isLit || len(lit.Body.List) != 1 {
				ok = false
				return false
			}
			ret, isRet := lit.Body.List[0].(*ast.ReturnStmt)
			if !isRet || len(ret.Results) != 1 || b.funcObj(ast.Unparen(ret.Results[0])) == nil {
				ok = false
			}
			return ok
		})
	}
	return ok && seen > 0
}

// storedBase reports whether e, the value a handler is read out of, is
// storage rather than the result of a call: wrapTool(t).Handler is what
// the adapter wrapTool builds, and its effect on errors is the adapter's.
func (b *builder) storedBase(e ast.Expr) bool {
	info := b.pass.TypesInfo
	switch x := ast.Unparen(e).(type) {
	case *ast.Ident:
		v, ok := info.Uses[x].(*types.Var)
		return ok && !b.definedByCall(v)
	case *ast.SelectorExpr:
		return b.storedBase(x.X)
	case *ast.IndexExpr:
		return b.storedBase(x.X)
	case *ast.StarExpr:
		return b.storedBase(x.X)
	}
	return false
}

// definedByCall reports whether a value of v comes from a call (other
// than a map or slice constructor).
func (b *builder) definedByCall(v *types.Var) bool {
	for _, d := range b.defs[v] {
		if call, ok := ast.Unparen(d.expr).(*ast.CallExpr); ok {
			if id, ok := ast.Unparen(call.Fun).(*ast.Ident); ok && (id.Name == "make" || id.Name == "append") {
				continue
			}
			return true
		}
	}
	return false
}

// isParamExpr reports whether e names a parameter of a function of this
// package (a forwarder's handler: the forwarder mechanism follows it).
func (b *builder) isParamExpr(e ast.Expr) bool {
	id, ok := ast.Unparen(e).(*ast.Ident)
	if !ok {
		return false
	}
	v, ok := b.pass.TypesInfo.Uses[id].(*types.Var)
	return ok && b.isParam(v)
}

// isParam reports whether v is a parameter of a function of this package.
func (b *builder) isParam(v *types.Var) bool {
	for _, f := range b.pass.Files {
		if v.Pos() < f.Pos() || v.Pos() > f.End() {
			continue
		}
		found := false
		ast.Inspect(f, func(n ast.Node) bool {
			var ft *ast.FuncType
			switch n := n.(type) {
			case *ast.FuncDecl:
				ft = n.Type
			case *ast.FuncLit:
				ft = n.Type
			}
			if ft != nil && ft.Params != nil && ft.Params.Pos() <= v.Pos() && v.Pos() <= ft.Params.End() {
				found = true
			}
			return !found
		})
		return found
	}
	return false
}

// takesType reports whether sig has a parameter of the SDK handler type
// key ("" never matches).
func takesType(sig *types.Signature, key string) bool {
	if key == "" {
		return false
	}
	for i := range sig.Params().Len() {
		if sdkHandlerType(sig.Params().At(i).Type()) == key {
			return true
		}
	}
	return false
}

// wrapsType reports whether a function of this package takes a handler of
// the SDK handler type key and returns one (middleware, adapters).
//
// The wrappers applied at the sink itself (except) are not counted: every
// stored handler goes through them, so they decide nothing per handler.
func (b *builder) wrapsType(key string, except []appliedWrapper) bool {
	if w, ok := b.wraps[key]; ok && len(except) == 0 {
		return w
	}
	info := b.pass.TypesInfo
	found := false
	defer func() {
		if len(except) > 0 {
			return
		}
		if b.wraps == nil {
			b.wraps = map[string]bool{}
		}
		b.wraps[key] = found
	}()
	for _, f := range b.pass.Files {
		ast.Inspect(f, func(n ast.Node) bool {
			var sig *types.Signature
			switch n := n.(type) {
			case *ast.FuncDecl:
				if obj := info.Defs[n.Name]; obj != nil {
					for _, w := range except {
						if w.fn == obj {
							return false
						}
					}
					sig, _ = obj.Type().(*types.Signature)
				}
			case *ast.FuncLit:
				sig, _ = info.TypeOf(n).(*types.Signature)
			}
			if sig != nil && takesType(sig, key) {
				for i := range sig.Results().Len() {
					if sdkHandlerType(sig.Results().At(i).Type()) == key {
						found = true
					}
				}
			}
			return !found
		})
	}
	return found
}

// exportTypedSinks exports this package's typed sinks.
func (b *builder) exportTypedSinks() {
	if len(b.typedSinks) == 0 {
		return
	}
	f := &TypedSinkFact{}
	for _, k := range b.typedSinks {
		f.Sinks = append(f.Sinks, k)
	}
	sort.Slice(f.Sinks, func(i, j int) bool { return f.Sinks[i].Type < f.Sinks[j].Type })
	b.pass.ExportPackageFact(f)
}

// findTypedHandlers makes tool handlers of the function values written
// into a typed sink's type: assigned, stored in a composite literal,
// returned, or passed as an argument.
func (b *builder) findTypedHandlers() {
	sinks := map[string]TypedSink{}
	for _, pf := range b.pass.AllPackageFacts() {
		if f, ok := pf.Fact.(*TypedSinkFact); ok {
			for _, k := range f.Sinks {
				if old, ok := sinks[k.Type]; ok && old.Errors != k.Errors {
					k.Errors = ErrUnknown
				}
				sinks[k.Type] = k
			}
		}
	}
	for key, k := range b.typedSinks {
		if old, ok := sinks[key]; ok && old.Errors != k.Errors {
			k.Errors = ErrUnknown
		}
		sinks[key] = k
	}
	if len(sinks) == 0 {
		return
	}
	into := func(t types.Type, e ast.Expr, returnedBy *types.Func, key ast.Expr) {
		k, ok := sinks[sdkHandlerType(t)]
		if !ok {
			return
		}
		var h *Handler
		switch x := ast.Unparen(e).(type) {
		case *ast.FuncLit:
			if b.m.handlerOf[x] != nil {
				return // already a registered handler
			}
			h = b.handlerForLit(x, e)
			if returnedBy != nil && h.Func == nil {
				h.Func = returnedBy // a handler factory's literal: "the tool handler in F"
			}
		case *ast.Ident, *ast.SelectorExpr:
			fn := b.funcObj(x)
			if fn == nil {
				return
			}
			if d := b.decls[fn.Origin()]; d == nil || b.m.handlerOf[d] != nil {
				return
			}
			h = b.handlerForFunc(fn, e)
		default:
			return
		}
		h.Errors, h.Why, h.typed = k.Errors, k.Why+" (values of "+k.Type+" are registered at "+k.Pos+")", &k
		if k.Errors == ErrJSONRPC {
			h.ErrorCode = k.Code
		}
		if key != nil && len(h.Tools) == 0 {
			b.pairKeyedTool(h, key, e)
		}
	}
	for _, f := range b.pass.Files {
		if strings.HasSuffix(b.pass.Fset.File(f.Pos()).Name(), "_test.go") {
			continue
		}
		// stack holds the nodes enclosing the one visited; a return
		// statement's types are those of the innermost function.
		var stack []ast.Node
		ast.Inspect(f, func(n ast.Node) bool {
			if n == nil {
				stack = stack[:len(stack)-1]
				return true
			}
			var sig *types.Signature
			var fn *types.Func
			if _, ok := n.(*ast.ReturnStmt); ok {
				sig, fn = b.enclosingSig(stack) // only a return needs it: the stack walk is not free
			}
			b.typedFlows(n, sig, fn, into)
			stack = append(stack, n)
			return true
		})
	}
}

// enclosingSig is the signature of the innermost function in stack, and
// that function when it is a declaration.
func (b *builder) enclosingSig(stack []ast.Node) (*types.Signature, *types.Func) {
	for i := len(stack) - 1; i >= 0; i-- {
		switch fn := stack[i].(type) {
		case *ast.FuncLit:
			sig, _ := b.pass.TypesInfo.TypeOf(fn).(*types.Signature)
			return sig, nil
		case *ast.FuncDecl:
			if obj, ok := b.pass.TypesInfo.Defs[fn.Name].(*types.Func); ok {
				sig, _ := obj.Type().(*types.Signature)
				return sig, obj
			}
			return nil, nil
		}
	}
	return nil, nil
}

// typedFlows calls into(T, e) for each expression e that n writes into a
// location of type T.
func (b *builder) typedFlows(n ast.Node, sig0 *types.Signature, fn0 *types.Func, into func(types.Type, ast.Expr, *types.Func, ast.Expr)) {
	info := b.pass.TypesInfo
	switch n := n.(type) {
	case *ast.AssignStmt:
		if len(n.Lhs) == len(n.Rhs) {
			for i, l := range n.Lhs {
				if t := info.TypeOf(l); t != nil {
					var key ast.Expr // handlers[tool] = h: the map key may be the tool
					if ix, ok := ast.Unparen(l).(*ast.IndexExpr); ok {
						key = ix.Index
					}
					into(t, n.Rhs[i], nil, key)
				}
			}
		}
	case *ast.ValueSpec:
		if n.Type != nil && len(n.Values) == len(n.Names) {
			t := info.TypeOf(n.Type)
			for _, v := range n.Values {
				into(t, v, nil, nil)
			}
		}
	case *ast.CompositeLit:
		t := info.TypeOf(n)
		if t == nil {
			return
		}
		switch u := t.Underlying().(type) {
		case *types.Map:
			for _, e := range n.Elts {
				if kv, ok := e.(*ast.KeyValueExpr); ok {
					into(u.Elem(), kv.Value, nil, kv.Key)
				}
			}
		case *types.Slice:
			for _, e := range n.Elts {
				if kv, ok := e.(*ast.KeyValueExpr); ok {
					e = kv.Value
				}
				into(u.Elem(), e, nil, nil)
			}
		case *types.Struct:
			for i, e := range n.Elts {
				if kv, ok := e.(*ast.KeyValueExpr); ok {
					if id, ok := kv.Key.(*ast.Ident); ok {
						if v, ok := info.Uses[id].(*types.Var); ok {
							into(v.Type(), kv.Value, nil, nil)
						}
					}
				} else if i < u.NumFields() {
					into(u.Field(i).Type(), e, nil, nil)
				}
			}
		}
	case *ast.CallExpr:
		sig, _ := types.Unalias(info.TypeOf(n.Fun)).(*types.Signature)
		if sig == nil {
			return
		}
		if id, ok := ast.Unparen(n.Fun).(*ast.Ident); ok && id.Name == "append" {
			return // append's element type comes from its first argument, below
		}
		for i, a := range n.Args {
			pi := i
			if sig.Variadic() && i >= sig.Params().Len()-1 {
				pi = sig.Params().Len() - 1
				if s, ok := sig.Params().At(pi).Type().(*types.Slice); ok && !n.Ellipsis.IsValid() {
					into(s.Elem(), a, nil, nil)
					continue
				}
			}
			if pi < sig.Params().Len() {
				into(sig.Params().At(pi).Type(), a, nil, nil)
			}
		}
	case *ast.ReturnStmt:
		if sig0 == nil {
			return
		}
		res := sig0.Results()
		if res.Len() == len(n.Results) {
			for i, e := range n.Results {
				if takesType(sig0, sdkHandlerType(res.At(i).Type())) {
					continue // a middleware's returned handler wraps the one it takes
				}
				into(res.At(i).Type(), e, fn0, nil)
			}
		}
	}
}

// pairKeyedTool records the tool definition that keys a handler in a map
// (tools[cordonNodeTool] = n.cordonNode, map[*protocol.Tool]Handler{t: h}):
// the tool's name and schemas then reach the checks as a definition
// paired with its handler.
func (b *builder) pairKeyedTool(h *Handler, key, at ast.Expr) {
	t := b.pass.TypesInfo.TypeOf(key)
	if t == nil {
		return
	}
	if p, ok := types.Unalias(t).(*types.Pointer); ok {
		t = p.Elem()
	}
	n, ok := types.Unalias(t).(*types.Named)
	if !ok || n.Obj().Name() != "Tool" || n.Obj().Pkg() == nil || !isSDKPackage(n.Obj().Pkg().Path()) {
		return
	}
	r := &Registration{SDK: h.SDK, Server: ServerRef{Param: -1}, FromDefinition: true}
	if u, ok := ast.Unparen(key).(*ast.UnaryExpr); ok && u.Op == token.AND {
		key = u.X // &tool
	}
	b.fillDef(r, key, -1)
	if !r.Name.Known {
		return
	}
	r.Handler, r.Errors, r.Why = h, h.Errors, h.Why
	h.Tools = append(h.Tools, r)
	b.m.Registrations = append(b.m.Registrations, r)
}

// appliedWrapper is a wrapper called on a handler at its registration.
type appliedWrapper struct {
	fn     *types.Func
	name   string
	effect effect
}

// peelWrappers returns the handler inside calls of the package's
// wrappers (wrap(h), s.withTelemetry(name, h)), outermost first, and the
// wrappers it went through.
func (b *builder) peelWrappers(e ast.Expr) (ast.Expr, []appliedWrapper) {
	var applied []appliedWrapper
	for depth := 0; depth < maxFoldDepth; depth++ {
		call, ok := ast.Unparen(e).(*ast.CallExpr)
		if !ok {
			break
		}
		fn := b.callee(call)
		w := b.wrapperOf(fn)
		if w == nil || w.param >= len(call.Args) || call.Ellipsis.IsValid() {
			break
		}
		applied = append(applied, appliedWrapper{fn.Origin(), fn.Name(), w.effect})
		e = call.Args[w.param]
	}
	return e, applied
}

// combinedEffect is what a chain of wrappers does to the errors of the
// handler inside: unknown when any is unknown, else converts when any
// converts.
func combinedEffect(ws []appliedWrapper) effect {
	eff := passes
	for _, w := range ws {
		switch w.effect {
		case unknown:
			return unknown
		case converts:
			eff = converts
		}
	}
	return eff
}
