package analyzer

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ast/astutil"
)

// HelperCall is a call to a function that registers a tool under a name
// it takes as a parameter, with a name argument the model can fold:
//
//	func register(s *mcp.Server, name string) { mcp.AddTool(s, &mcp.Tool{Name: name}, h) }
//	register(s, "search")
//
// The function is in this package, or in another one (NameParamFact);
// a helper that passes its own name parameter on to such a function is
// one too.
type HelperCall struct {
	Call   *ast.CallExpr
	Callee *types.Func
	// Name is the name argument, folded (Known is always set).
	Name Name
	// Server is the server the tool goes to, seen from the call: the
	// server argument or a package variable. Key is "" when unknown, and
	// when the helper does not register on every call (the registration
	// sits in a branch or after a return), so that the call never makes a
	// duplicate.
	Server ServerRef
	// Session is set for a per-session registration.
	Session bool
	// Pos is where the helper registers the tool (file:line:col).
	Pos string
}

// NameParamFact is exported for a function that registers a tool under
// the name it takes as a parameter (see HelperCall).
type NameParamFact struct {
	Uses []NameParamUse
}

// NameParamUse is one registration under a name parameter.
type NameParamUse struct {
	Name int // parameter holding the tool name
	// Server is the parameter holding the server, or -1 when the server
	// is not a parameter or the registration does not run on every call.
	Server  int
	Session bool
	Pos     string
	// Handler is the parameter holding the tool's handler, or -1 (see
	// helperHandlerParam).
	Handler int
	// Field is the field of parameter Name that holds the name, when
	// the parameter is a struct (RegisterTool(tool Tool)); "" otherwise.
	Field string
	// Typed is set when the helper registers its handler parameter with
	// go-sdk's generic mcp.AddTool and a definition that declares no
	// schema: the SDK infers both from the handler's In and Out.
	Typed bool `json:",omitempty"`
}

func (*NameParamFact) AFact() {}
func (f *NameParamFact) String() string {
	s := "registers name param"
	for _, u := range f.Uses {
		s += " " + itoa(u.Name) + " on " + itoa(u.Server)
	}
	return s
}

// nameUse is a NameParamUse of a function of this package or another.
type nameUse struct {
	name int
	// server is the server as seen inside the function: Param >= 0 for a
	// parameter, else a package variable of this package; Key "" when
	// the registration is not sure to run on every call or the server is
	// neither.
	server  ServerRef
	session bool
	pos     string
	handler int // the parameter holding the handler, or -1
	// field is set when the name is a field of the parameter, a project
	// tool struct (RegisterTool(tool Tool) registers tool.Name); the
	// argument is then a literal of it that sets the field.
	field string
	// inner is the helper's own registration, for a use of this package
	// whose handler is not a parameter: every call's tool is served by it.
	inner *Registration
	typed bool // see NameParamUse.Typed
}

// findHelperCalls finds the functions that register a tool under a name
// parameter, then the calls that pass them a constant name.
func (b *builder) findHelperCalls() {
	uses := map[*types.Func][]nameUse{}
	var order []*types.Func // functions of this package with uses, for facts
	add := func(fn *types.Func, u nameUse) {
		for _, o := range uses[fn] {
			if o == u {
				return // a recursive helper derives the same use again
			}
		}
		if len(uses[fn]) == 0 {
			order = append(order, fn)
		}
		uses[fn] = append(uses[fn], u)
	}
	for _, r := range b.m.Registrations {
		if r.Name.Known || r.Name.Expr == nil || r.Call == nil {
			continue
		}
		decl, idx := b.nameParam(r.Name.Expr, r.Call)
		field := ""
		if decl == nil {
			decl, idx, field = b.nameFieldParam(r.Name.Expr, r.Call)
		}
		deferred := false
		if decl == nil {
			decl, idx = b.storedClosureNameParam(r.Name.Expr, r.Call)
			deferred = decl != nil
		}
		if decl == nil {
			continue
		}
		u := nameUse{name: idx, server: ServerRef{Param: -1}, session: r.Op.PerSession(), pos: b.posString(r.Call.Pos()), handler: -1, field: field}
		if field != "" && r.Handler != nil && r.Handler.Lit != nil {
			u.inner = r // the helper's own closure serves every tool it registers
		}
		if k := b.helperHandlerParam(decl); k >= 0 && (r.Handler == nil || r.Handler.Lit != nil && b.litUsesParam(r.Handler.Lit, decl, k)) {
			// The registered handler is the parameter, or a closure
			// around it (a wrapper written in place).
			u.handler = k
		} else if hd, k := b.anyHandlerParam(r); r.Handler == nil && hd == decl {
			u.handler = k
		}
		if field == "" && u.handler < 0 && r.Handler != nil && r.Handler.Lit != nil && r.Handler.Kind == ToolHandler {
			// The helper's own closure serves every tool it registers
			// (addPostTool[T](srv, "gobuster_scan", endpoint)): each
			// call registers a tool with that closure.
			u.inner = r
		}
		if !deferred && b.unconditional(decl, r.Call) && (r.Server.Param >= 0 || b.isPackageVar(r.Server.Obj)) {
			u.server = r.Server
		}
		u.typed = u.handler >= 0 && inferredFromHandler(r)
		add(b.pass.TypesInfo.Defs[decl.Name].(*types.Func), u)
	}

	// The calls of this package to any function with a name parameter,
	// taken to a fixpoint for helpers that call helpers.
	type site struct {
		call *ast.CallExpr
		fn   *types.Func
	}
	var sites []site
	for _, c := range b.calls {
		if c.fn != nil && !c.call.Ellipsis.IsValid() && !b.methodExpr(c.call) {
			sites = append(sites, site{c.call, c.fn.Origin()})
		}
	}
	usesOf := func(fn *types.Func) []nameUse {
		if fn.Pkg() == b.pass.Pkg {
			return uses[fn]
		}
		var fact NameParamFact
		if !b.pass.ImportObjectFact(fn, &fact) {
			return nil
		}
		var out []nameUse
		for _, u := range fact.Uses {
			out = append(out, nameUse{name: u.Name, server: ServerRef{Param: u.Server}, session: u.Session, pos: u.Pos, handler: u.Handler, field: u.Field, typed: u.Typed})
		}
		return out
	}
	// serverAt is where use u of a call's callee registers, seen from the call.
	serverAt := func(call *ast.CallExpr, u nameUse) ServerRef {
		switch {
		case u.server.Param >= 0 && u.server.Param < len(call.Args):
			return b.serverRef(call.Args[u.server.Param], call)
		case u.server.Key != "":
			return u.server // a package variable
		}
		return ServerRef{Param: -1}
	}
	type derived struct {
		call *ast.CallExpr
		i    int
	}
	done := map[derived]bool{}
	for round := 0; round < maxFoldDepth; round++ {
		changed := false
		for _, s := range sites {
			for i, u := range usesOf(s.fn) {
				if u.name >= len(s.call.Args) || u.field != "" || done[derived{s.call, i}] {
					continue // a struct argument built elsewhere is not followed
				}
				decl, idx := b.nameParam(s.call.Args[u.name], s.call)
				if decl == nil {
					continue
				}
				done[derived{s.call, i}] = true
				changed = true
				nu := nameUse{name: idx, server: ServerRef{Param: -1}, session: u.session, pos: u.pos, handler: -1}
				if u.handler >= 0 && u.handler < len(s.call.Args) {
					if hd, hidx := b.handlerParam(s.call.Args[u.handler], s.call); hd == decl {
						nu.handler = hidx
					}
				}
				if srv := serverAt(s.call, u); srv.Key != "" && b.unconditional(decl, s.call) && (srv.Param >= 0 || b.isPackageVar(srv.Obj)) {
					nu.server = srv
				}
				add(b.pass.TypesInfo.Defs[decl.Name].(*types.Func), nu)
			}
		}
		if !changed {
			break
		}
	}
	for _, s := range sites {
		for _, u := range usesOf(s.fn) {
			if u.name >= len(s.call.Args) {
				continue
			}
			arg := s.call.Args[u.name]
			var def ast.Expr
			if u.field != "" {
				lit, value := fieldOfLiteral(arg, u.field)
				if value == nil {
					continue
				}
				arg, def = value, lit
			}
			n := b.name(arg)
			if !n.Known && def == nil {
				n = b.ctorBuiltName(arg)
			}
			if !n.Known {
				continue
			}
			b.m.HelperCalls = append(b.m.HelperCalls, &HelperCall{
				Call: s.call, Callee: s.fn, Name: n, Server: serverAt(s.call, u), Session: u.session, Pos: u.pos,
			})
			switch {
			case u.handler >= 0 && u.handler < len(s.call.Args) && !u.session:
				b.addHelperRegistration(s.call, n, u.handler, u.typed)
			case u.inner != nil && !u.session:
				b.addInnerRegistration(s.call, n, def, u.inner, serverAt(s.call, u))
			}
		}
	}
	for _, fn := range order {
		if !fn.Exported() {
			continue // no other package can call it
		}
		fact := &NameParamFact{}
		for _, u := range uses[fn] {
			server := u.server.Param
			if u.server.Key == "" {
				server = -1
			}
			fact.Uses = append(fact.Uses, NameParamUse{Name: u.name, Server: server, Session: u.session, Pos: u.pos, Handler: u.handler, Field: u.field, Typed: u.typed})
		}
		b.pass.ExportObjectFact(fn, fact)
	}
}

// storedClosureNameParam is nameParam for a registration in a closure
// that a helper builds and stores for later, the name a parameter of the
// helper that the closure captures:
//
//	func Register[In any](name, desc string, h func(context.Context, *mcp.CallToolRequest, In) (*mcp.CallToolResult, Out, error)) {
//		registry = append(registry, Tool{Name: name, RegisterFn: func(s *mcp.Server) {
//			mcp.AddTool(s, &mcp.Tool{Name: name, Description: desc}, h)
//		}})
//	}
//
// Each call of the helper registers a tool when the closure runs (the
// server then is the closure's, not the helper's). Closures run by go or
// defer statements are not followed.
func (b *builder) storedClosureNameParam(e ast.Expr, at ast.Node) (*ast.FuncDecl, int) {
	id, ok := b.origin(e).(*ast.Ident)
	if !ok {
		return nil, -1
	}
	obj, isVar := b.pass.TypesInfo.Uses[id].(*types.Var)
	if !isVar || len(b.defs[obj]) > 0 {
		return nil, -1
	}
	if basic, ok := obj.Type().Underlying().(*types.Basic); !ok || basic.Info()&types.IsString == 0 {
		return nil, -1
	}
	for _, f := range b.pass.Files {
		if f.Pos() > at.Pos() || at.End() > f.End() {
			continue
		}
		path, _ := astutil.PathEnclosingInterval(f, at.Pos(), at.End())
		var decl *ast.FuncDecl
		for _, n := range path {
			switch n := n.(type) {
			case *ast.GoStmt, *ast.DeferStmt:
				return nil, -1
			case *ast.FuncDecl:
				decl = n
			}
			if decl != nil {
				break
			}
		}
		if decl == nil {
			return nil, -1
		}
		fn, _ := b.pass.TypesInfo.Defs[decl.Name].(*types.Func)
		if fn == nil {
			return nil, -1
		}
		params := fn.Type().(*types.Signature).Params()
		for i := range params.Len() {
			if params.At(i) == obj && !(fn.Type().(*types.Signature).Variadic() && i == params.Len()-1) {
				return decl, i
			}
		}
		return nil, -1
	}
	return nil, -1
}

// nameParam reports the function declaration that encloses at and the
// index of its parameter that e surely is: e is that parameter (or a
// variable that only copies it) and the function never assigns it.
func (b *builder) nameParam(e ast.Expr, at ast.Node) (*ast.FuncDecl, int) {
	decl, idx := b.declParamOf(b.origin(e), at, func(t types.Type) bool {
		basic, ok := t.Underlying().(*types.Basic)
		return ok && basic.Info()&types.IsString != 0
	})
	if decl == nil {
		return nil, -1
	}
	if sig := b.pass.TypesInfo.Defs[decl.Name].(*types.Func).Type().(*types.Signature); sig.Variadic() && idx == sig.Params().Len()-1 {
		return nil, -1
	}
	return decl, idx
}

// nameFieldParam reports, for e of the form p.F where p is a parameter
// of struct type (or a pointer to one) that the body never assigns and F
// a string field, the enclosing declaration, p's index and F.
func (b *builder) nameFieldParam(e ast.Expr, at ast.Node) (*ast.FuncDecl, int, string) {
	sel, ok := ast.Unparen(e).(*ast.SelectorExpr)
	if !ok {
		return nil, -1, ""
	}
	if f, ok := b.pass.TypesInfo.ObjectOf(sel.Sel).(*types.Var); !ok || !f.IsField() {
		return nil, -1, ""
	} else if basic, ok := f.Type().Underlying().(*types.Basic); !ok || basic.Info()&types.IsString == 0 {
		return nil, -1, ""
	}
	decl, idx := b.declParamOf(ast.Unparen(sel.X), at, func(t types.Type) bool {
		if p, ok := t.Underlying().(*types.Pointer); ok {
			t = p.Elem()
		}
		_, isStruct := t.Underlying().(*types.Struct)
		return isStruct
	})
	if decl == nil {
		return nil, -1, ""
	}
	return decl, idx, sel.Sel.Name
}

// fieldOfLiteral returns the struct literal that arg is (or points to)
// and the value it sets field to, or nil.
func fieldOfLiteral(arg ast.Expr, field string) (*ast.CompositeLit, ast.Expr) {
	arg = ast.Unparen(arg)
	if u, ok := arg.(*ast.UnaryExpr); ok && u.Op == token.AND {
		arg = ast.Unparen(u.X)
	}
	lit, ok := arg.(*ast.CompositeLit)
	if !ok {
		return nil, nil
	}
	for _, elt := range lit.Elts {
		if kv, ok := elt.(*ast.KeyValueExpr); ok {
			if id, ok := kv.Key.(*ast.Ident); ok && id.Name == field {
				return lit, kv.Value
			}
		}
	}
	return nil, nil
}

// declParamOf reports the declaration enclosing at and the index of its
// parameter that e names, when e is an identifier of a parameter whose
// type is ok and that the body never assigns (nor takes the address of).
func (b *builder) declParamOf(e ast.Expr, at ast.Node, ok func(types.Type) bool) (*ast.FuncDecl, int) {
	id, isIdent := e.(*ast.Ident)
	if !isIdent {
		return nil, -1
	}
	obj, isVar := b.pass.TypesInfo.Uses[id].(*types.Var)
	if !isVar || len(b.defs[obj]) > 0 || !ok(obj.Type()) {
		return nil, -1 // not a variable, or assigned (or its address taken) in the body
	}
	decl := b.enclosingDecl(at)
	idx := b.paramIndex(obj, at)
	if decl == nil || idx < 0 {
		return nil, -1
	}
	return decl, idx
}

// unconditional reports whether call runs whenever decl is called and
// returns normally: it is in no branch, loop, go or defer statement of
// decl's body and no return statement comes before it.
func (b *builder) unconditional(decl *ast.FuncDecl, call *ast.CallExpr) bool {
	early := false
	forEachReturn(decl.Body, func(r *ast.ReturnStmt) {
		if r.Pos() < call.Pos() {
			early = true
		}
	})
	if early {
		return false
	}
	var file *ast.File
	for _, f := range b.pass.Files {
		if f.FileStart <= decl.Pos() && decl.End() <= f.FileEnd {
			file = f
		}
	}
	if file == nil {
		return false
	}
	path, _ := astutil.PathEnclosingInterval(file, call.Pos(), call.End())
	for i := 1; i < len(path); i++ {
		child := path[i-1]
		switch n := path[i].(type) {
		case *ast.FuncDecl:
			return n == decl
		case *ast.FuncLit, *ast.CaseClause, *ast.CommClause, *ast.GoStmt, *ast.DeferStmt, *ast.LabeledStmt:
			return false
		case *ast.IfStmt:
			if child == n.Body || child == n.Else {
				return false
			}
		case *ast.ForStmt:
			if child == n.Body || child == n.Post || child == n.Cond {
				return false
			}
		case *ast.RangeStmt:
			if child == n.Body {
				return false
			}
		case *ast.BinaryExpr:
			if (n.Op == token.LAND || n.Op == token.LOR) && child == n.Y {
				return false
			}
		}
	}
	return false
}

// isPackageVar reports whether obj is a package-level variable of this
// package: the same server on every call of a helper.
func (b *builder) isPackageVar(obj types.Object) bool {
	v, ok := obj.(*types.Var)
	return ok && !v.IsField() && v.Pkg() == b.pass.Pkg && v.Parent() == v.Pkg().Scope()
}

// methodExpr reports whether call calls a method expression (T.m(x, ...)),
// whose arguments are shifted by the receiver.
func (b *builder) methodExpr(call *ast.CallExpr) bool {
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok {
		return false
	}
	s, ok := b.pass.TypesInfo.Selections[sel]
	return ok && s.Kind() == types.MethodExpr
}

// helperHandlerParam returns the index of the parameter of a helper that
// registers a tool under a name parameter (register(s, name, handler))
// when exactly one parameter has a tool handler's type, else -1: the
// handler each call passes there is that tool's handler.
func (b *builder) helperHandlerParam(decl *ast.FuncDecl) int {
	sig := b.pass.TypesInfo.Defs[decl.Name].(*types.Func).Type().(*types.Signature)
	k := -1
	for i := range sig.Params().Len() {
		if isHandlerLike(sig.Params().At(i).Type()) {
			if k >= 0 {
				return -1
			}
			k = i
		}
	}
	if sig.Variadic() && k == sig.Params().Len()-1 {
		return -1
	}
	return k
}

// anyHandlerParam returns the helper and the index of its parameter
// that r registers as the handler when that parameter has no handler
// type: mcp-golang's RegisterTool(name, description, handler any) takes
// any value, and a helper around it takes `handler any` too
// (mustRegister(s, "list_sites", "...", a.listSites)). Each call's
// argument there is then its tool's handler.
func (b *builder) anyHandlerParam(r *Registration) (*ast.FuncDecl, int) {
	if r.Op != OpRegisterTool || len(r.Call.Args) < 3 {
		return nil, -1
	}
	return b.handlerParam(r.Call.Args[2], r.Call)
}

// handlerParam is declParamOf for a handler argument, taken as it is (a
// handler copied into a variable is not followed).
func (b *builder) handlerParam(e ast.Expr, at ast.Node) (*ast.FuncDecl, int) {
	return b.declParamOf(ast.Unparen(e), at, func(types.Type) bool { return true })
}

// addHelperRegistration adds the tool that a call of a registration
// helper registers (addTool(s, "list_rules", ListRules)): named by the
// call's constant name, served by the handler it passes as argument k,
// whose errors become what the helper's body (or its HandlerSinkFact)
// makes of that parameter. The helper's own registration, whose handler
// is the parameter, stays as it is, with the tool's definition and
// schemas; this one carries the handler (ViaHelper).
func (b *builder) addHelperRegistration(call *ast.CallExpr, name Name, k int, typed bool) {
	s := b.argSink(call, k, 0)
	r := &Registration{SDK: s.sdk, Call: call, Name: name, Server: ServerRef{Param: -1}, ViaHelper: true}
	if typed {
		// registerTool[In, Out](s, "get_user", desc, h): go-sdk infers the
		// tool's schemas from the handler this call passes.
		r.Op = OpAddToolTyped
		b.typedOutFromHandler(r, b.pass.TypesInfo.TypeOf(call.Args[k]))
	}
	r.Errors, r.Handler = b.decide(r, b.follow(call.Args[k], 0), s.errs, s.code, s.why)
	if r.Handler == nil {
		return
	}
	if r.SDK == SDKUnknown {
		r.SDK = r.Handler.SDK
	}
	r.Handler.Tools = append(r.Handler.Tools, r)
	b.m.Registrations = append(b.m.Registrations, r)
}

// inferredFromHandler reports whether r, a registration inside a helper,
// registers with go-sdk's generic mcp.AddTool a definition that declares
// no schema, so that both come from the handler's type parameters.
func inferredFromHandler(r *Registration) bool {
	isParam := func(s Schema) bool {
		_, ok := types.Unalias(s.GoType).(*types.TypeParam)
		return s.Kind == SchemaInferred && ok
	}
	_, outParam := types.Unalias(r.OutType).(*types.TypeParam)
	// (an Out the helper fixes, map[string]any, is inferred the same at
	// every call)
	return r.Op == OpAddToolTyped && r.SDK == GoSDK && isParam(r.InputSchema) && (isParam(r.OutputSchema) || r.OutputSchema.Kind == SchemaNone && outParam || r.OutputSchema.Kind == SchemaInferred)
}

// addInnerRegistration adds the tool that a call of a registration
// helper registers when the helper takes the tool as a struct and
// registers its own closure for it (RegisterTool(Tool{Name: "ping",
// Handler: s.handlePing}) → AddTool(..., handlerWrapper)): named by the
// literal's field, defined by the literal, served by the helper's
// closure with the errors its registration decided.
func (b *builder) addInnerRegistration(call *ast.CallExpr, name Name, def ast.Expr, inner *Registration, server ServerRef) {
	r := &Registration{SDK: inner.SDK, Op: inner.Op, Call: call, Name: name, Def: def, Server: server, ViaHelper: true,
		Errors: inner.Errors, Why: inner.Why, Handler: inner.Handler,
		// the helper builds the SDK's definition from the struct at run time
		InputSchema: Schema{Kind: SchemaUnknown, Expr: def}, OutputSchema: Schema{Kind: SchemaUnknown, Expr: def}}
	if def == nil {
		// A name parameter: the schemas are the helper's, inferred from
		// the call's type arguments when the helper is generic
		// (addPostTool[dto.GobusterRequest]: In is T).
		r.InputSchema = b.instantiatedSchema(inner.InputSchema, call)
		r.OutputSchema = b.instantiatedSchema(inner.OutputSchema, call)
		r.OutType = b.instantiatedType(inner.OutType, call)
	}
	inner.Handler.Tools = append(inner.Handler.Tools, r)
	b.m.Registrations = append(b.m.Registrations, r)
}

// instantiated is the helper's schema s as the helper call registers it:
// an inferred schema of a type parameter becomes one of the call's type
// argument; another stays unknown when it depends on the helper's
// parameters, as the model cannot tell.
func (b *builder) instantiatedSchema(s Schema, call *ast.CallExpr) Schema {
	switch s.Kind {
	case SchemaNone:
		return s
	case SchemaInferred:
	default:
		return Schema{Kind: SchemaUnknown}
	}
	t := b.instantiatedType(s.GoType, call)
	if t == nil {
		return Schema{Kind: SchemaUnknown}
	}
	return Schema{Kind: SchemaInferred, Expr: call, GoType: t}
}

// instantiatedType is t at call: a type parameter of the callee is the
// call's type argument; a type with no type parameter stays t; nil else.
func (b *builder) instantiatedType(t types.Type, call *ast.CallExpr) types.Type {
	if t == nil {
		return nil
	}
	if _, ok := types.Unalias(t).(*types.TypeParam); !ok && mentionsTypeParam(t) {
		return nil
	}
	return b.instantiated(call, nil, types.Unalias(t))
}

// mentionsTypeParam reports whether t is built from a type parameter.
func mentionsTypeParam(t types.Type) bool {
	switch x := types.Unalias(t).(type) {
	case *types.TypeParam:
		return true
	case *types.Pointer:
		return mentionsTypeParam(x.Elem())
	case *types.Slice:
		return mentionsTypeParam(x.Elem())
	case *types.Map:
		return mentionsTypeParam(x.Key()) || mentionsTypeParam(x.Elem())
	case *types.Named:
		if args := x.TypeArgs(); args != nil {
			for i := range args.Len() {
				if mentionsTypeParam(args.At(i)) {
					return true
				}
			}
		}
	}
	return false
}

// litUsesParam reports whether lit's body uses parameter k of decl.
func (b *builder) litUsesParam(lit *ast.FuncLit, decl *ast.FuncDecl, k int) bool {
	sig := b.pass.TypesInfo.Defs[decl.Name].(*types.Func).Type().(*types.Signature)
	return usesObject(b.pass.TypesInfo, lit.Body, sig.Params().At(k))
}

// ctorBuiltName is the name of a definition that a tool constructor of the
// package builds, passed to a registration helper as it is or through a
// variable assigned once (tool := newMCPTool("list_projects", opts...);
// RegisterTool(s, tool, h)): the constructor's name argument.
func (b *builder) ctorBuiltName(arg ast.Expr) Name {
	e := ast.Unparen(arg)
	if id, ok := e.(*ast.Ident); ok {
		d, single := b.singleDef(b.pass.TypesInfo.Uses[id])
		if !single || d.index >= 0 {
			return Name{}
		}
		e = ast.Unparen(d.expr)
	}
	call, ok := e.(*ast.CallExpr)
	if !ok {
		return Name{}
	}
	f, ok := b.ctorCall(call)
	if !ok {
		return Name{}
	}
	return b.ctorName(call, f)
}
