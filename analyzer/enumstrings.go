package analyzer

import (
	"go/ast"
	"go/constant"
	"go/types"
	"sort"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"
)

// A tool name is often the String() of a constant of the project's own
// enum type, in another package:
//
//	func (w WikiTool) String() string {
//		switch w {
//		case WikiToolPageGetBySlug:
//			return "wiki_page_get"
//		...
//	}
//	mcp.AddTool(srv, &mcp.Tool{Name: domain.WikiToolPageGetBySlug.String()}, ...)
//
// The method maps each constant of its receiver type to a string, by a
// switch on the receiver or a map literal indexed by it; the model folds
// such a call on a constant receiver.

// EnumStringsFact is exported for an exported method without parameters
// that returns a string for each constant of its receiver type: Names
// pairs the constant's exact value (constant.Value.ExactString) with it,
// sorted by value. A slice, not a map: gob writes a map in iteration
// order, and the checker refuses a fact whose encoding varies.
type EnumStringsFact struct {
	Names []EnumName
}

// EnumName is one constant of an enum type and the string its method
// returns for it.
type EnumName struct {
	Value, Name string
}

func (*EnumStringsFact) AFact() {}
func (f *EnumStringsFact) String() string {
	keys := make([]string, 0, len(f.Names))
	for _, n := range f.Names {
		keys = append(keys, n.Value)
	}
	return "enum strings " + strings.Join(keys, ",")
}

// newEnumStringsFact sorts names into a fact.
func newEnumStringsFact(names map[string]string) *EnumStringsFact {
	f := &EnumStringsFact{Names: make([]EnumName, 0, len(names))}
	for v, n := range names {
		f.Names = append(f.Names, EnumName{Value: v, Name: n})
	}
	sort.Slice(f.Names, func(i, j int) bool { return f.Names[i].Value < f.Names[j].Value })
	return f
}

// lookup returns the name of the constant whose exact value is v.
func (f *EnumStringsFact) lookup(v string) (string, bool) {
	i := sort.Search(len(f.Names), func(i int) bool { return f.Names[i].Value >= v })
	if i < len(f.Names) && f.Names[i].Value == v {
		return f.Names[i].Name, true
	}
	return "", false
}

// exportEnumStrings exports an EnumStringsFact for each exported method
// of this package that maps its receiver's constants to strings.
func exportEnumStrings(pass *analysis.Pass) {
	eachExportedFunc(pass, func(fn *types.Func, decl *ast.FuncDecl) {
		if names := enumStrings(pass.TypesInfo, fn, decl); len(names) > 0 {
			pass.ExportObjectFact(fn, newEnumStringsFact(names))
		}
	})
}

// enumStrings reads decl, the declaration of method fn, as a map from the
// constants of its receiver to the strings it returns: a switch on the
// receiver whose cases return string constants, or a map literal keyed by
// constants and indexed by the receiver. Nil when it is neither.
func enumStrings(info *types.Info, fn *types.Func, decl *ast.FuncDecl) map[string]string {
	sig := fn.Type().(*types.Signature)
	if sig.Recv() == nil || sig.Params().Len() != 0 || sig.Results().Len() != 1 || !isStringType(sig.Results().At(0).Type()) || decl.Body == nil {
		return nil
	}
	if _, ok := types.Unalias(sig.Recv().Type()).(*types.Named); !ok {
		return nil // a pointer receiver is never a constant
	}
	recv := sig.Recv()
	isRecv := func(e ast.Expr) bool {
		id, ok := ast.Unparen(e).(*ast.Ident)
		return ok && info.Uses[id] == recv
	}
	names := map[string]string{}
	for _, st := range decl.Body.List {
		switch x := st.(type) {
		case *ast.SwitchStmt:
			if x.Init != nil || x.Tag == nil || !isRecv(x.Tag) {
				continue
			}
			for _, cc := range x.Body.List {
				clause := cc.(*ast.CaseClause)
				if len(clause.Body) != 1 {
					continue
				}
				ret, ok := clause.Body[0].(*ast.ReturnStmt)
				if !ok || len(ret.Results) != 1 {
					continue
				}
				s, ok := constStringOf(info, ret.Results[0])
				if !ok {
					continue
				}
				for _, k := range clause.List {
					if tv := info.Types[k]; tv.Value != nil {
						names[tv.Value.ExactString()] = s
					}
				}
			}
		case *ast.AssignStmt:
			// names := map[T]string{K: "x", ...}, read below.
		case *ast.ReturnStmt:
			if len(x.Results) != 1 {
				continue
			}
			ix, ok := ast.Unparen(x.Results[0]).(*ast.IndexExpr)
			if !ok || !isRecv(ix.Index) {
				continue
			}
			if lit := mapLiteralOf(info, decl.Body, ix.X); lit != nil {
				for _, elt := range lit.Elts {
					kv, ok := elt.(*ast.KeyValueExpr)
					if !ok {
						continue
					}
					tv := info.Types[kv.Key]
					if s, ok := constStringOf(info, kv.Value); ok && tv.Value != nil {
						names[tv.Value.ExactString()] = s
					}
				}
			}
		}
	}
	return names
}

// mapLiteralOf returns the map literal that e is (written in place, or
// the one value a local of body is defined with), or nil.
func mapLiteralOf(info *types.Info, body *ast.BlockStmt, e ast.Expr) *ast.CompositeLit {
	switch x := ast.Unparen(e).(type) {
	case *ast.CompositeLit:
		return x
	case *ast.Ident:
		v, ok := info.Uses[x].(*types.Var)
		if !ok {
			return nil
		}
		var lit *ast.CompositeLit
		defs := 0
		ast.Inspect(body, func(n ast.Node) bool {
			if as, ok := n.(*ast.AssignStmt); ok {
				for i, l := range as.Lhs {
					if id, ok := l.(*ast.Ident); ok && info.ObjectOf(id) == v {
						defs++
						if len(as.Rhs) == len(as.Lhs) {
							lit, _ = ast.Unparen(as.Rhs[i]).(*ast.CompositeLit)
						}
					}
				}
			}
			return true
		})
		if defs == 1 {
			return lit
		}
	}
	return nil
}

func isStringType(t types.Type) bool {
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Kind() == types.String
}

// foldEnumMethod folds c.String() (any method without parameters that
// maps its receiver's constants to strings) on a constant receiver c.
func (b *builder) foldEnumMethod(call *ast.CallExpr) (constant.Value, bool) {
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok || len(call.Args) != 0 {
		return nil, false
	}
	recv := b.pass.TypesInfo.Types[sel.X]
	if recv.Value == nil {
		return nil, false
	}
	fn, _ := typeutil.Callee(b.pass.TypesInfo, call).(*types.Func)
	if fn == nil || fn.Pkg() == nil {
		return nil, false
	}
	var s string
	ok = false
	if fn.Pkg() == b.pass.Pkg {
		if decl := b.m.funcDecls[fn.Origin()]; decl != nil {
			s, ok = enumStrings(b.pass.TypesInfo, fn, decl)[recv.Value.ExactString()]
		}
	} else {
		var fact EnumStringsFact
		if b.pass.ImportObjectFact(fn, &fact) {
			s, ok = fact.lookup(recv.Value.ExactString())
		}
	}
	if !ok {
		return nil, false
	}
	return constant.MakeString(s), true
}
