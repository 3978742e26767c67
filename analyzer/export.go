package analyzer

import (
	"go/ast"
	"go/types"
)

// exportFacts exports what other packages need of this one's functions:
// wrappers, factories of tool definitions, functions that register tools
// on a server parameter, and functions that may change a tool set.
func (b *builder) exportFacts() {
	regs := map[*ast.FuncDecl][]RegisteredName{}
	regParam := map[*ast.FuncDecl]int{}
	add := func(at ast.Node, ref ServerRef, names ...RegisteredName) {
		if ref.Param < 0 {
			return
		}
		decl := b.enclosingDecl(at)
		if decl == nil {
			return
		}
		if p, ok := regParam[decl]; ok && p != ref.Param {
			regParam[decl] = -1 // tools go to two servers: too much for one fact
			return
		}
		regParam[decl] = ref.Param
		regs[decl] = append(regs[decl], names...)
	}
	for _, r := range b.m.Registrations {
		if !r.Name.Known || r.Call == nil {
			continue // only known names help the packages that call this one
		}
		add(r.Call, r.Server, RegisteredName{Name: r.Name.Value, Known: r.Name.Known, Pos: b.posString(r.Call.Pos()), Session: r.Op.PerSession()})
	}
	for _, ir := range b.m.Imported {
		add(ir.Call, ir.Server, ir.Tools...)
	}
	for _, hc := range b.m.HelperCalls {
		// Server.Param < 0 (add skips it) unless the helper surely
		// registers on a server parameter of the caller.
		add(hc.Call, hc.Server, RegisteredName{Name: hc.Name.Value, Known: true, Pos: hc.Pos, Session: hc.Session})
	}
	for _, f := range b.pass.Files {
		for _, d := range f.Decls {
			decl, ok := d.(*ast.FuncDecl)
			if !ok || decl.Body == nil {
				continue
			}
			fn, _ := b.pass.TypesInfo.Defs[decl.Name].(*types.Func)
			if fn == nil {
				continue
			}
			if p, ok := regParam[decl]; ok && p >= 0 && len(regs[decl]) > 0 {
				b.pass.ExportObjectFact(fn, &RegistrarFact{Param: p, Tools: regs[decl]})
			}
			if fw := b.forwarderOf(fn); fw != nil && fw.wrap == nil {
				b.pass.ExportObjectFact(fn, &ForwarderFact{int(fw.op), int(fw.sdk), fw.server, fw.def, fw.handler})
			}
			if w := b.wrapperOf(fn); w != nil {
				b.pass.ExportObjectFact(fn, &WrapperFact{Param: w.param, Effect: int(w.effect), Recovers: w.recovers})
			}
			b.exportFactory(fn, decl)
			b.exportHandlerFactory(fn)
			if fn.Exported() {
				b.exportSinks(fn)
				if h := b.successHelper(fn); h != nil {
					b.pass.ExportObjectFact(fn, &SuccessHelperFact{*h})
				}
			}
			b.exportMiddlewareFact(fn)
			if chain := b.m.MutatorChain(fn); chain != nil {
				b.pass.ExportObjectFact(fn, &MutatorFact{Chain: chain})
			}
		}
	}
	b.exportSlotFacts()
	b.exportToolVars()
}

// exportFactory exports a FactoryFact for a function that returns a tool
// definition whose name the model can fold.
func (b *builder) exportFactory(fn *types.Func, decl *ast.FuncDecl) {
	if !fn.Exported() {
		return
	}
	res := fn.Type().(*types.Signature).Results()
	for i := range res.Len() {
		t := res.At(i).Type()
		isTool := isNamed(t, goSDKMCP, "Tool") || isNamed(t, mcpGoMCP, "Tool")
		isServerTool := isNamed(t, mcpGoServer, "ServerTool")
		if !isTool && !isServerTool {
			continue
		}
		var ret ast.Expr
		count := 0
		forEachReturn(decl.Body, func(r *ast.ReturnStmt) {
			count++
			switch {
			case i < len(r.Results) && len(r.Results) == res.Len():
				ret = r.Results[i]
			case len(r.Results) == 0 && res.At(i).Name() != "":
				ret = b.namedResultValue(decl, res.At(i)) // `tool = mcp.NewTool(...)`; a bare return
			}
		})
		if count != 1 || ret == nil {
			return
		}
		r := &Registration{}
		if isServerTool {
			b.fillServerToolDef(r, ret)
		} else {
			b.fillDef(r, ret, -1)
		}
		if r.Name.Expr == nil {
			return
		}
		fact := &FactoryFact{
			Name: r.Name.Value, Known: r.Name.Known, Pos: b.posString(r.Name.Expr.Pos()),
			OutputSchema: r.OutputSchema.Kind,
		}
		if r.Def != nil {
			fact.Def = b.posString(r.Def.Pos())
		}
		fact.InputJSON = b.inputJSON(r)
		b.pass.ExportObjectFact(fn, fact)
		return
	}
}

// namedResultValue returns the one value decl assigns to its named result
// v (`tool = mcp.NewTool(...)` before a bare return), nil when it assigns
// it more than once or never.
func (b *builder) namedResultValue(decl *ast.FuncDecl, v *types.Var) ast.Expr {
	var val ast.Expr
	n := 0
	ast.Inspect(decl.Body, func(node ast.Node) bool {
		switch node := node.(type) {
		case *ast.FuncLit:
			return false
		case *ast.AssignStmt:
			if len(node.Lhs) != len(node.Rhs) {
				return true
			}
			for i, l := range node.Lhs {
				if id, ok := ast.Unparen(l).(*ast.Ident); ok && b.pass.TypesInfo.ObjectOf(id) == v {
					n++
					val = node.Rhs[i]
				}
			}
		}
		return true
	})
	if n != 1 {
		return nil
	}
	return ast.Unparen(val)
}
