package analyzer

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"strings"
)

// foldField folds t.name, a field of a struct type of this package, when
// every literal of the type in the package's non-test files sets the
// field to the same constant and nothing assigns it: the value the field
// always holds (`return &listClustersTool{name: "list_secured_clusters"}`
// in the tool's one constructor, `Name: t.name` in its definition).
func (b *builder) foldField(sel *ast.SelectorExpr) (constant.Value, bool) {
	s := b.pass.TypesInfo.Selections[sel]
	if s == nil || s.Kind() != types.FieldVal {
		return nil, false
	}
	f, ok := s.Obj().(*types.Var)
	if !ok || f.Pkg() != b.pass.Pkg {
		return nil, false
	}
	if v, ok := b.fieldConsts[f]; ok {
		return v, v != nil
	}
	v := b.fieldConstant(f, Deref(s.Recv()))
	if b.fieldConsts == nil {
		b.fieldConsts = map[*types.Var]constant.Value{}
	}
	b.fieldConsts[f] = v
	return v, v != nil
}

// fieldConstant is foldField's answer for field f of struct type t, nil
// when there is none.
func (b *builder) fieldConstant(f *types.Var, t types.Type) constant.Value {
	info := b.pass.TypesInfo
	var val constant.Value
	bad := false
	for _, file := range b.pass.Files {
		if strings.HasSuffix(b.pass.Fset.File(file.Pos()).Name(), "_test.go") {
			continue
		}
		ast.Inspect(file, func(n ast.Node) bool {
			if bad {
				return false
			}
			switch n := n.(type) {
			case *ast.CompositeLit:
				lt := info.TypeOf(n)
				if lt == nil || !types.Identical(Deref(lt), t) {
					return true
				}
				set := false
				for _, elt := range n.Elts {
					kv, ok := elt.(*ast.KeyValueExpr)
					if !ok {
						bad = true // positional: read no further
						return false
					}
					if id, ok := kv.Key.(*ast.Ident); ok && info.Uses[id] == f {
						tv, ok := info.Types[kv.Value]
						if !ok || tv.Value == nil || val != nil && !constant.Compare(val, token.EQL, tv.Value) {
							bad = true
							return false
						}
						val, set = tv.Value, true
					}
				}
				if !set {
					bad = true // a literal that leaves the field empty
				}
			case *ast.AssignStmt:
				for _, l := range n.Lhs {
					if ls, ok := ast.Unparen(l).(*ast.SelectorExpr); ok && info.Uses[ls.Sel] == f {
						bad = true
					}
				}
			case *ast.UnaryExpr:
				// &t.name handed out: it may be written through
				if ls, ok := ast.Unparen(n.X).(*ast.SelectorExpr); ok && n.Op == token.AND && info.Uses[ls.Sel] == f {
					bad = true
				}
			}
			return !bad
		})
		if bad {
			return nil
		}
	}
	return val
}
