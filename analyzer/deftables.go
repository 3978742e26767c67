package analyzer

import (
	"cmp"
	"go/ast"
	"go/types"
	"slices"
	"strings"
)

// An mcp-golang server may list its tools in a table of its own struct
// type, in one package, and register them in another:
//
//	// package tools
//	var List = []Tool{{Name: "search", Description: "...", Handler: SearchHandler}}
//	func SearchHandler(ctx context.Context, args SearchArgs) (*mcp_golang.ToolResponse, error)
//	// package main
//	for _, t := range tools.List { server.RegisterTool(t.Name, t.Description, t.Handler) }
//
// mcp-golang has one way to register a tool, and the handler's own type
// decides the rest: its input schema is reflected from the argument type,
// its returned error becomes an isError result. So the table's package
// knows each element as a tool whatever registers it (the registering
// package sees only an interface{} field, and no handler body): the
// element becomes a registration here, with no call (Site is the
// literal, FromDefinition).

// findTableDefinitions adds a registration for each struct literal of
// this package (non-test files) that sets a constant Name and a field to
// an mcp-golang handler function no registration of this package serves.
func (b *builder) findTableDefinitions() {
	if b.m.Version(MCPGolang) == "" && !b.importsMetoro() {
		return
	}
	served := map[ast.Node]bool{}
	for _, h := range b.m.Handlers {
		if h.Lit != nil {
			served[h.Lit] = true
		}
		if h.Decl != nil {
			served[h.Decl] = true
		}
	}
	for _, f := range b.pass.Files {
		if strings.HasSuffix(b.pass.Fset.File(f.Pos()).Name(), "_test.go") {
			continue
		}
		ast.Inspect(f, func(n ast.Node) bool {
			lit, ok := n.(*ast.CompositeLit)
			if !ok {
				return true
			}
			if _, isStruct := typeUnder(b.pass.TypesInfo.TypeOf(lit)).(*types.Struct); !isStruct {
				return true
			}
			var name Name
			var handler ast.Expr
			for i, elt := range lit.Elts {
				key, val := fieldOf(elt, i)
				if key == "Name" {
					name = b.name(val)
				} else if metoroHandlerType(b.pass.TypesInfo.TypeOf(val)) {
					if handler != nil {
						return true // two handlers: not one tool
					}
					handler = val
				}
			}
			if !name.Known || handler == nil {
				return true
			}
			c := b.follow(handler, 0)
			if c.h == nil || served[c.h.Lit] || served[c.h.Decl] {
				return true
			}
			r := &Registration{SDK: MCPGolang, Op: OpRegisterTool, Name: name, Server: ServerRef{Param: -1}, Def: lit, FromDefinition: true}
			b.fillHandler(r, handler, -1)
			if r.Handler != nil {
				b.m.Registrations = append(b.m.Registrations, r)
			}
			return true
		})
	}
}

// metoroHandlerType reports whether t is the type of an mcp-golang tool
// handler: a function returning (*mcp_golang.ToolResponse, error).
func metoroHandlerType(t types.Type) bool {
	sig, ok := t.(*types.Signature)
	if !ok || sig.Results().Len() != 2 {
		return false
	}
	return isNamed(sig.Results().At(0).Type(), metoroPkg, "ToolResponse") && isErrorType(sig.Results().At(1).Type())
}

// importsMetoro reports whether the package imports mcp-golang itself.
func (b *builder) importsMetoro() bool {
	for _, p := range b.pass.Pkg.Imports() {
		if p.Path() == metoroPkg {
			return true
		}
	}
	return false
}

// findLayerHandlers adds an unnamed registration for each exported
// mcp-golang handler of this package that no registration here serves:
// a service layer whose methods another package registers
// (server.RegisterTool("get_widget", desc, svc.HandleGetWidget)).
// mcp-golang's handler type alone decides the input schema (reflected
// from the argument type) and what a returned error becomes, so the
// checks that need the body run here, where the body is.
func (b *builder) findLayerHandlers() {
	if b.m.Version(MCPGolang) == "" && !b.importsMetoro() {
		return
	}
	var decls []*ast.FuncDecl
	for fn, decl := range b.decls {
		if decl.Body == nil || !fn.Exported() || b.inTestFile(decl.Pos()) || !metoroHandlerType(fn.Type()) {
			continue
		}
		if sig := fn.Type().(*types.Signature); sig.Params().Len() == 0 || !isStructArg(sig.Params().At(sig.Params().Len()-1).Type()) {
			continue // mcp-golang reflects the schema from a struct argument
		}
		if shape, _ := shapeOf(fn.Type().(*types.Signature)); shape != ShapeMCPGolang {
			continue
		}
		if h := b.m.handlerOf[decl]; h != nil && len(h.Tools) > 0 {
			continue // served by a registration of this package
		}
		decls = append(decls, decl)
	}
	slices.SortFunc(decls, func(x, y *ast.FuncDecl) int { return cmp.Compare(x.Pos(), y.Pos()) })
	for _, decl := range decls {
		fn := b.pass.TypesInfo.Defs[decl.Name].(*types.Func)
		r := &Registration{SDK: MCPGolang, Op: OpRegisterTool, Server: ServerRef{Param: -1}, FromDefinition: true, Layer: true}
		h := b.handlerForFunc(fn, decl.Name)
		r.Errors, r.Handler = b.semantics(r, chain{h: h})
		if r.Handler == nil {
			continue
		}
		r.Handler.Tools = append(r.Handler.Tools, r)
		b.m.Registrations = append(b.m.Registrations, r)
	}
}

func isStructArg(t types.Type) bool {
	_, ok := Deref(t).Underlying().(*types.Struct)
	return ok
}
