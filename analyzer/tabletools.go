package analyzer

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/analysis"
)

// A package that imports no SDK may define its tools as literals of a
// project struct type that another package (which imports this one)
// adapts to the SDK:
//
//	shared.GlobalRegistry.Register(shared.ToolDefinition{
//		Name:        "get_service_logs",
//		Description: "...",
//		InputSchema: map[string]any{...},
//		Handler:     handleGetServiceLogs,
//	})
//
// Facts flow from this package to the adapter, not back, so what a
// returned error becomes is not known here. What the tool's code drops
// on its way to any answer is: a failure skipped in a loop, an HTTP
// status never read. TableTools names such tools, for those rules.

// TableTools returns (Model.TableTools), for a package the model does
// not find relevant, a handler for each function that a tool-defining
// struct literal sets: among lits (the literals with a constant Name and
// a function field, structtools.go), those whose function field is set
// to a function of this package (a literal or a declaration) and that
// declare the tool's arguments (InputSchema, Schema, Parameters): a
// CLI's command table has a name, a description and a function too.
func TableTools(pass *analysis.Pass, lits []*ast.CompositeLit) []*Handler {
	decls := map[*types.Func]*ast.FuncDecl{}
	var out []*Handler
	for _, lit := range lits {
		if h := tableTool(pass, lit, decls); h != nil {
			out = append(out, h)
		}
	}
	return out
}

// tableTool returns the handler that lit defines as a tool, or nil.
func tableTool(pass *analysis.Pass, lit *ast.CompositeLit, decls map[*types.Func]*ast.FuncDecl) *Handler {
	info := pass.TypesInfo
	name, described := "", false
	h := &Handler{Kind: ToolHandler}
	funcs := 0
	for _, elt := range lit.Elts {
		kv, ok := elt.(*ast.KeyValueExpr)
		if !ok {
			continue
		}
		key, ok := kv.Key.(*ast.Ident)
		if !ok {
			continue
		}
		switch key.Name {
		case "Name":
			name, _ = constStringOf(info, kv.Value)
			continue
		case "InputSchema", "Schema", "Parameters", "Params", "ArgsSchema":
			described = true // a command table (Name, Description, Run) declares no arguments' schema
			continue
		}
		if _, isFunc := types.Unalias(info.TypeOf(kv.Key)).Underlying().(*types.Signature); !isFunc {
			continue
		}
		switch x := ast.Unparen(kv.Value).(type) {
		case *ast.FuncLit:
			h.Lit, funcs = x, funcs+1
		case *ast.Ident:
			fn, ok := info.Uses[x].(*types.Func)
			if !ok || fn.Pkg() != pass.Pkg {
				continue
			}
			if len(decls) == 0 {
				indexDecls(pass, decls)
			}
			if d := decls[fn]; d != nil && d.Body != nil {
				h.Func, h.Decl, funcs = fn, d, funcs+1
			}
		}
	}
	if name == "" || !described || funcs != 1 {
		return nil
	}
	h.Tools = []*Registration{{Name: Name{Known: true, Value: name}, Def: lit, Handler: h}}
	return h
}

// indexDecls fills decls with the package's function declarations.
func indexDecls(pass *analysis.Pass, decls map[*types.Func]*ast.FuncDecl) {
	for _, f := range pass.Files {
		for _, d := range f.Decls {
			if fd, ok := d.(*ast.FuncDecl); ok {
				if fn, ok := pass.TypesInfo.Defs[fd.Name].(*types.Func); ok {
					decls[fn] = fd
				}
			}
		}
	}
}
