package analyzer

import (
	"go/ast"
	"go/types"
)

// ArrayEnum is an enum of scalars set on an array property itself rather
// than on its items: mcp-go's mcp.Enum among the options of
// mcp.WithArray writes "enum" next to "type": "array", and no array
// equals a string, so the schema admits no value for the argument.
type ArrayEnum struct {
	// Name is the property's name.
	Name string
	// Array is the mcp.WithArray call, Enum the mcp.Enum call among its
	// options, Items the mcp.WithStringItems call among them (nil when
	// there is none).
	Array, Enum, Items *ast.CallExpr
	// CanWrap is set when this mcp-go has WithStringItems(opts...)
	// (v0.34.0 and later), which takes the enum to the items.
	CanWrap bool
}

// ArrayEnums returns the array properties of this package's mcp-go tool
// options that carry their enum on the array (see ArrayEnum), in source
// order.
func (m *Model) ArrayEnums() []ArrayEnum {
	m.lazy.Lock()
	defer m.lazy.Unlock()
	if m.b == nil {
		return nil
	}
	b := m.b
	var out []ArrayEnum
	for _, f := range b.pass.Files {
		ast.Inspect(f, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok || len(call.Args) < 2 || !isMCPGoOption(b.callee(call), "WithArray") {
				return true
			}
			name, ok := b.foldString(call.Args[0])
			if !ok {
				return true
			}
			ae := ArrayEnum{Name: name, Array: call}
			for _, o := range call.Args[1:] {
				oc, ok := ast.Unparen(o).(*ast.CallExpr)
				if !ok {
					continue
				}
				fn := b.callee(oc)
				switch {
				case isMCPGoOption(fn, "Enum") && len(oc.Args) > 0:
					ae.Enum = oc
				case isMCPGoOption(fn, "WithStringItems"):
					ae.Items = oc
				}
			}
			if ae.Enum == nil {
				return true
			}
			if items, ok := b.callee(ae.Enum).Pkg().Scope().Lookup("WithStringItems").(*types.Func); ok {
				ae.CanWrap = items.Type().(*types.Signature).Variadic()
			}
			out = append(out, ae)
			return true
		})
	}
	return out
}

// isMCPGoOption reports whether fn is the function of mcp-go's mcp
// package named name.
func isMCPGoOption(fn *types.Func, name string) bool {
	return fn != nil && fn.Name() == name && fn.Pkg() != nil && fn.Pkg().Path() == mcpGoMCP
}
