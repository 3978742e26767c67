package analyzer

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/analysis"
)

// NilSafeFact is exported for a method with a pointer receiver whose body
// tests the receiver against nil (`if w == nil { return nil }`): calling
// it on a nil pointer does not panic by itself.
type NilSafeFact struct{}

func (*NilSafeFact) AFact()         {}
func (*NilSafeFact) String() string { return "nil-safe receiver" }

// NilSafe reports whether fn, a method, tests its receiver against nil:
// read from its body in this package, from its NilSafeFact otherwise
// (imported while the model was built).
func (m *Model) NilSafe(pass *analysis.Pass, fn *types.Func) bool {
	if fn.Pkg() == pass.Pkg {
		if decl := m.funcDecls[fn.Origin()]; decl != nil {
			return nilSafe(pass.TypesInfo, decl)
		}
		return false
	}
	return m.nilSafe[fn.Origin()]
}

// importNilSafe records the NilSafeFacts of the other packages' methods
// with a pointer receiver that this package calls.
func (b *builder) importNilSafe() {
	b.eachCalledElsewhere(pointerMethod, func(fn *types.Func) {
		if b.m.nilSafe == nil {
			b.m.nilSafe = map[*types.Func]bool{}
		}
		b.m.nilSafe[fn] = b.pass.ImportObjectFact(fn, new(NilSafeFact))
	})
}

func pointerMethod(fn *types.Func) bool {
	recv := fn.Type().(*types.Signature).Recv()
	if recv == nil {
		return false
	}
	_, ok := recv.Type().(*types.Pointer)
	return ok
}

// exportNilSafe exports a NilSafeFact for each exported method of this
// package (non-test files) with a pointer receiver that tests it against
// nil. Like exportNilOnError it runs for every package of the module.
func exportNilSafe(pass *analysis.Pass) {
	eachExportedFunc(pass, func(fn *types.Func, fd *ast.FuncDecl) {
		if fd.Recv != nil && pointerMethod(fn) && nilSafe(pass.TypesInfo, fd) {
			pass.ExportObjectFact(fn, &NilSafeFact{})
		}
	})
}

// nilSafe reports whether decl, a method, compares its receiver with nil.
func nilSafe(info *types.Info, decl *ast.FuncDecl) bool {
	if decl.Recv == nil || len(decl.Recv.List) == 0 || len(decl.Recv.List[0].Names) == 0 {
		return false
	}
	recv := info.Defs[decl.Recv.List[0].Names[0]]
	if recv == nil {
		return false
	}
	found := false
	ast.Inspect(decl.Body, func(n ast.Node) bool {
		be, ok := n.(*ast.BinaryExpr)
		if !ok || found || be.Op != token.EQL && be.Op != token.NEQ {
			return !found
		}
		for _, pair := range [][2]ast.Expr{{be.X, be.Y}, {be.Y, be.X}} {
			if id, ok := ast.Unparen(pair[0]).(*ast.Ident); ok && info.Uses[id] == recv && isNilIdent(info, pair[1]) {
				found = true
			}
		}
		return !found
	})
	return found
}
