package analyzer

import (
	"cmp"
	"go/ast"
	"go/types"
	"slices"
	"strings"
)

// A generated dispatcher may run each tool through a method of an
// interface it declares, one method per tool, which the project
// implements in another package (ktr0731/go-mcp's generator):
//
//	// package mcpgen (generated)
//	type ServerToolHandler interface {
//		HandleToolGourmetSearch(ctx context.Context, req *ToolGourmetSearchRequest) (*mcp.CallToolResult, error)
//	}
//	... switch req.Name { case "gourmet_search": ...; return toolHandler.HandleToolGourmetSearch(ctx, &in) }
//	// package handler
//	func (h *ToolHandler) HandleToolGourmetSearch(ctx context.Context, req *mcpgen.ToolGourmetSearchRequest) (*mcp.CallToolResult, error) {
//		result, err := h.usecase.GourmetSearch(ctx, in)
//		if err != nil { return nil, err } // a JSON-RPC error with code 0
//
// The dispatcher's package exports, on each such interface method, the
// tool its case runs and what the library makes of a returned error
// (ToolMethodFact); a package that declares an implementation of the
// interface knows that method as the tool's handler, where its body is.

// ToolMethodFact is exported for a method of an interface of this
// package that a tools/call dispatcher's case for one tool returns the
// result of.
type ToolMethodFact struct {
	Tool   string
	Errors ErrorSemantics
	Code   int64
	Why    string
}

func (*ToolMethodFact) AFact() {}
func (f *ToolMethodFact) String() string {
	return "tool method " + f.Tool + " errors " + f.Errors.String()
}

// exportToolMethods exports a ToolMethodFact for each interface method of
// this package whose result a library-routed dispatcher returns from the
// case of exactly one tool name.
func (b *builder) exportToolMethods() {
	tools := map[*types.Func]string{}
	why := map[*types.Func]string{}
	for _, d := range b.m.Dispatchers {
		stmts := d.Branches[MethodToolsCall]
		if d.Library == "" || stmts == nil {
			continue
		}
		for _, st := range stmts {
			ast.Inspect(st, func(n ast.Node) bool {
				switch n := n.(type) {
				case *ast.FuncLit:
					return false
				case *ast.CaseClause:
					name, ok := b.singleToolCase(n)
					if !ok {
						return true
					}
					for _, fn := range b.returnedIfaceMethods(n.Body) {
						if prev, seen := tools[fn]; seen && prev != name {
							tools[fn] = "" // two tools' case: not one tool's method
							continue
						}
						tools[fn], why[fn] = name, d.Library
					}
				}
				return true
			})
		}
	}
	for fn, name := range tools {
		if name == "" {
			continue
		}
		b.pass.ExportObjectFact(fn, &ToolMethodFact{Tool: name, Errors: ErrJSONRPC, Code: 0,
			Why: why[fn] + " answers the dispatcher's returned error with a JSON-RPC error"})
	}
}

// singleToolCase returns the one constant string of case clause cc when
// it names a tool, not a method (tools/call has a slash).
func (b *builder) singleToolCase(cc *ast.CaseClause) (string, bool) {
	if len(cc.List) != 1 {
		return "", false
	}
	s, ok := b.foldString(cc.List[0])
	if !ok || s == "" || strings.Contains(s, "/") {
		return "", false
	}
	return s, true
}

// returnedIfaceMethods returns the methods of this package's interfaces
// whose call a return statement of body returns as its results.
func (b *builder) returnedIfaceMethods(body []ast.Stmt) []*types.Func {
	var out []*types.Func
	for _, st := range body {
		ret, ok := st.(*ast.ReturnStmt)
		if !ok || len(ret.Results) != 1 {
			continue
		}
		call, ok := ast.Unparen(ret.Results[0]).(*ast.CallExpr)
		if !ok {
			continue
		}
		fn := b.callee(call)
		if fn == nil || fn.Pkg() != b.pass.Pkg {
			continue
		}
		if sig := fn.Type().(*types.Signature); sig.Recv() == nil || !types.IsInterface(sig.Recv().Type()) {
			continue
		}
		out = append(out, fn)
	}
	return out
}

// findToolMethodImpls adds a registration for each method of this package
// that implements an interface method carrying a ToolMethodFact: the
// tool's handler, with the dispatcher's semantics for its errors.
func (b *builder) findToolMethodImpls() {
	type toolMethod struct {
		iface *types.Interface
		fact  *ToolMethodFact
	}
	byName := map[string][]toolMethod{}
	for _, of := range b.pass.AllObjectFacts() {
		f, ok := of.Fact.(*ToolMethodFact)
		fn, isFunc := of.Object.(*types.Func)
		if !ok || !isFunc || fn.Pkg() == b.pass.Pkg {
			continue
		}
		sig := fn.Type().(*types.Signature)
		if sig.Recv() == nil {
			continue
		}
		it, ok := sig.Recv().Type().Underlying().(*types.Interface)
		if !ok {
			continue
		}
		byName[fn.Name()] = append(byName[fn.Name()], toolMethod{it, f})
	}
	if len(byName) == 0 {
		return
	}
	var decls []*ast.FuncDecl
	for fn, decl := range b.decls {
		if decl.Body == nil || decl.Recv == nil || b.inTestFile(decl.Pos()) || byName[fn.Name()] == nil {
			continue
		}
		decls = append(decls, decl)
	}
	slices.SortFunc(decls, func(x, y *ast.FuncDecl) int { return cmp.Compare(x.Pos(), y.Pos()) })
	for _, decl := range decls {
		fn := b.pass.TypesInfo.Defs[decl.Name].(*types.Func)
		recv := fn.Type().(*types.Signature).Recv().Type()
		base := recv
		if p, ok := recv.(*types.Pointer); ok {
			base = p.Elem()
		}
		for _, tm := range byName[fn.Name()] {
			if !types.Implements(base, tm.iface) && !types.Implements(types.NewPointer(base), tm.iface) {
				continue
			}
			r := &Registration{SDK: KtrMCP, Op: OpNone, Server: ServerRef{Param: -1}, FromDefinition: true,
				Name: Name{Value: tm.fact.Tool, Known: true}}
			r.Errors, r.Handler = b.decide(r, chain{h: b.handlerForFunc(fn, decl.Name)}, tm.fact.Errors, tm.fact.Code, tm.fact.Why)
			if r.Handler == nil {
				continue
			}
			r.Handler.Tools = append(r.Handler.Tools, r)
			b.m.Registrations = append(b.m.Registrations, r)
			break
		}
	}
}
