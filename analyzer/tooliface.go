package analyzer

import (
	"go/ast"
	"go/types"
)

// ToolImpl is a tool defined as a type that implements a tool interface
// the project declares itself:
//
//	type Tool interface {
//		Name() string
//		Execute(ctx context.Context, args map[string]any) (string, error)
//	}
//
// A dispatcher or an SDK adapter calls Execute for every tool; what a
// returned error becomes is decided there, not by an SDK handler type.
type ToolImpl struct {
	// Type is the implementing type, Iface the interface it implements.
	Type  *types.TypeName
	Iface *types.TypeName
	// Exec is the implementation's method that runs the tool, and Decl
	// its declaration.
	Exec *types.Func
	Decl *ast.FuncDecl
	// Name is the constant its Name() (or GetName()) method returns.
	Name Name
	// Errors is what a returned error becomes, decided by the code that
	// calls the interface's method (Site): an SDK adapter that returns
	// the error gives its handler's semantics; a hand-rolled dispatcher
	// leaves it unknown here (errlayer reads its error responses).
	Errors ErrorSemantics
	Why    string
	Site   ast.Node
	// Served is set when a tool handler or a tools/call dispatcher runs
	// it; an interface that only a command line runs is no MCP tool.
	Served bool
}

// execNames are the method names of a tool's entry point. CallTool is
// left out: it is what a gateway calls on an upstream MCP client, whose
// failure is the gateway's server error, not a tool's result.
var execNames = map[string]bool{
	"Execute": true, "Exec": true, "Call": true, "Run": true,
	"Invoke": true, "Handle": true, "HandleCall": true,
}

// IsToolMethod reports whether fn is the entry point of a tool interface:
// a method, returning an error last, of an interface declared in pkg that
// also has a Name() string or GetName() string method, or of any interface
// when its name is one of Execute, Exec, Call, Run, Invoke, Handle, HandleCall.
func IsToolMethod(fn *types.Func, pkg *types.Package) bool {
	sig, ok := fn.Type().(*types.Signature)
	if !ok || sig.Recv() == nil || sig.Results().Len() == 0 || !isErrorType(sig.Results().At(sig.Results().Len()-1).Type()) {
		return false
	}
	it, ok := sig.Recv().Type().Underlying().(*types.Interface)
	if !ok {
		return false
	}
	if fn.Pkg() == pkg && namesItself(it) {
		return true
	}
	return execNames[fn.Name()]
}

// namesItself reports whether an interface has a Name() string method.
func namesItself(it *types.Interface) bool {
	for i := range it.NumMethods() {
		m := it.Method(i)
		if m.Name() != "Name" && m.Name() != "GetName" {
			continue
		}
		sig := m.Type().(*types.Signature)
		if sig.Params().Len() == 0 && sig.Results().Len() == 1 {
			if b, ok := sig.Results().At(0).Type().Underlying().(*types.Basic); ok && b.Kind() == types.String {
				return true
			}
		}
	}
	return false
}

// findToolImpls records the types of this package that implement a tool
// interface declared in it (one with a Name() string method and an entry
// point returning an error) and are built somewhere in the package, and
// decides their error semantics from the adapters that call the entry
// point.
func (b *builder) findToolImpls() {
	scope := b.pass.Pkg.Scope()
	type iface struct {
		tn   *types.TypeName
		it   *types.Interface
		exec *types.Func
	}
	var ifaces []iface
	for _, name := range scope.Names() {
		tn, ok := scope.Lookup(name).(*types.TypeName)
		if !ok || tn.IsAlias() {
			continue
		}
		it, ok := tn.Type().Underlying().(*types.Interface)
		if !ok || !namesItself(it) {
			continue
		}
		var exec *types.Func
		for i := range it.NumMethods() {
			m := it.Method(i)
			if IsToolMethod(m, b.pass.Pkg) && m.Name() != "Name" && m.Name() != "GetName" {
				if exec != nil {
					exec = nil // two candidates: which one runs the tool is unclear
					break
				}
				exec = m
			}
		}
		if exec != nil {
			ifaces = append(ifaces, iface{tn, it, exec})
		}
	}
	if len(ifaces) == 0 {
		return
	}
	built := b.builtTypes()
	for _, name := range scope.Names() {
		tn, ok := scope.Lookup(name).(*types.TypeName)
		if !ok || tn.IsAlias() || types.IsInterface(tn.Type()) || !built[tn] {
			continue
		}
		for _, in := range ifaces {
			if !types.Implements(tn.Type(), in.it) && !types.Implements(types.NewPointer(tn.Type()), in.it) {
				continue
			}
			obj, _, _ := types.LookupFieldOrMethod(types.NewPointer(tn.Type()), false, tn.Pkg(), in.exec.Name())
			fn, _ := obj.(*types.Func)
			if fn == nil {
				continue
			}
			ti := &ToolImpl{Type: tn, Iface: in.tn, Exec: fn, Decl: b.decls[fn]}
			ti.Name = b.implName(tn)
			ti.Errors, ti.Why, ti.Site, ti.Served = b.adapterSemantics(in.exec)
			b.m.ToolImpls = append(b.m.ToolImpls, ti)
		}
	}
}

// builtTypes are the named types of this package that a composite
// literal of a non-test file builds.
func (b *builder) builtTypes() map[*types.TypeName]bool {
	out := map[*types.TypeName]bool{}
	b.walkSource(kCompositeLit, func(_ *ast.File, n ast.Node) {
		if nt, ok := types.Unalias(b.pass.TypesInfo.TypeOf(n.(*ast.CompositeLit))).(*types.Named); ok && nt.Obj().Pkg() == b.pass.Pkg {
			out[nt.Obj()] = true
		}
	})
	return out
}

// implName folds the constant that tn's Name() or GetName() method returns.
func (b *builder) implName(tn *types.TypeName) Name {
	for _, m := range []string{"Name", "GetName"} {
		obj, _, _ := types.LookupFieldOrMethod(types.NewPointer(tn.Type()), false, tn.Pkg(), m)
		fn, _ := obj.(*types.Func)
		if fn == nil || b.decls[fn] == nil {
			continue
		}
		var n Name
		count := 0
		forEachReturn(b.decls[fn].Body, func(r *ast.ReturnStmt) {
			count++
			if len(r.Results) == 1 {
				n = b.name(r.Results[0])
			}
		})
		if count == 1 {
			return n
		}
	}
	return Name{}
}

// adapterSemantics decides what an error returned by a tool interface's
// entry point becomes: the semantics of the SDK tool handlers that return
// it (return t.Execute(...); res, err := t.Execute(...) ... return nil,
// err), or the answer of the hand-rolled tools/call branch that calls it
// (see dispatcherSite), when every call of it outside tests is one of
// those and they agree. Site is the first call.
func (b *builder) adapterSemantics(exec *types.Func) (sem ErrorSemantics, why string, site ast.Node, served bool) {
	result := ErrUnknown
	agreed := true
	for _, c := range b.calls {
		call := c.call
		if c.fn != exec || b.inTestFile(call.Pos()) {
			continue
		}
		f := b.fileOf(call)
		if site == nil {
			site = call
		}
		h := b.enclosingToolHandler(f, call)
		sem, by := ErrUnknown, ""
		served = served || h != nil
		switch {
		case h != nil && h.Errors != ErrUnknown && returnsErrorOf(h, call, b.pass.TypesInfo):
			sem, by = h.Errors, "the tool adapter that returns the error of "+exec.Name()+" ("+h.Why+")"
		case h != nil && b.execEffect(b.handlerBody(h), exec) == converts:
			sem, by = ErrIsError, "the tool adapter that answers the error of "+exec.Name()+" with a result"
		case h == nil:
			s, ok := b.dispatcherSite(call)
			served = served || ok
			if ok {
				sem, by = s, "the tools/call dispatcher that answers the error of "+exec.Name()
			}
		}
		if sem == ErrUnknown || result != ErrUnknown && result != sem {
			agreed = false
			continue
		}
		result, why = sem, by
	}
	if !agreed || result == ErrUnknown {
		return ErrUnknown, "decided by the dispatcher that calls " + exec.Name(), site, served
	}
	return result, why, site, served
}

// enclosingToolHandler returns the tool handler whose body holds n.
func (b *builder) enclosingToolHandler(f *ast.File, n ast.Node) *Handler {
	var found *Handler
	ast.Inspect(f, func(x ast.Node) bool {
		if found != nil || x == nil || x.Pos() > n.Pos() || x.End() < n.End() {
			return false
		}
		switch x.(type) {
		case *ast.FuncLit, *ast.FuncDecl:
			if h := b.m.handlerOf[x]; h != nil && h.Kind == ToolHandler {
				found = h // keep the innermost
			}
		}
		return true
	})
	return found
}

// returnsErrorOf reports whether call's error result is what h returns:
// the call is a return's only result, or its error is assigned to a
// variable that a return passes on unchanged as its last result.
func returnsErrorOf(h *Handler, call *ast.CallExpr, info *types.Info) bool {
	var errVar types.Object
	direct := false
	ast.Inspect(h.Body(), func(n ast.Node) bool {
		switch x := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.ReturnStmt:
			if len(x.Results) == 1 && ast.Unparen(x.Results[0]) == call {
				direct = true
			}
		case *ast.AssignStmt:
			if len(x.Rhs) == 1 && ast.Unparen(x.Rhs[0]) == call && len(x.Lhs) > 1 {
				if id, ok := x.Lhs[len(x.Lhs)-1].(*ast.Ident); ok {
					errVar = info.ObjectOf(id)
				}
			}
		}
		return true
	})
	if direct {
		return true
	}
	if errVar == nil {
		return false
	}
	passed := false
	forEachReturn(h.Body(), func(r *ast.ReturnStmt) {
		if len(r.Results) > 0 {
			if id, ok := ast.Unparen(r.Results[len(r.Results)-1]).(*ast.Ident); ok && info.Uses[id] == errVar {
				passed = true
			}
		}
	})
	return passed
}

// handlerBody is the function node that holds h's body, or nil.
func (b *builder) handlerBody(h *Handler) ast.Node {
	switch {
	case h.Lit != nil:
		return h.Lit
	case h.Decl != nil:
		return h.Decl
	}
	return nil
}
