package analyzer

import (
	"go/ast"
	"go/types"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"
)

// MapOrderFact is exported for a function that returns a slice it builds
// by ranging over a map and never sorts (a registry's List()): its order
// changes from call to call, and a tools/list answer built from it in
// another package does too.
type MapOrderFact struct {
	Map string // what the function ranges over, as written
}

func (*MapOrderFact) AFact()           {}
func (f *MapOrderFact) String() string { return "map-ordered result (" + f.Map + ")" }

// MapOrdered returns what fn, a function of another package, ranges over
// to build the slice it returns unsorted, from its MapOrderFact
// (imported while the model was built).
func (m *Model) MapOrdered(fn *types.Func) (string, bool) {
	s, ok := m.mapOrders[fn.Origin()]
	return s, ok
}

// importMapOrders records the MapOrderFacts of the other packages'
// functions that this package calls.
func (b *builder) importMapOrders() {
	b.eachCalledElsewhere(hasSliceResult, func(fn *types.Func) {
		var fact MapOrderFact
		if b.pass.ImportObjectFact(fn, &fact) {
			if b.m.mapOrders == nil {
				b.m.mapOrders = map[*types.Func]string{}
			}
			b.m.mapOrders[fn] = fact.Map
		}
	})
}

// exportMapOrders exports a MapOrderFact for each exported function and
// method of this package that returns a map-ordered slice.
func exportMapOrders(pass *analysis.Pass) {
	eachExportedFunc(pass, func(fn *types.Func, fd *ast.FuncDecl) {
		if !hasSliceResult(fn) {
			return
		}
		if m, ok := mapOrderedResult(pass.TypesInfo, fd.Body); ok {
			pass.ExportObjectFact(fn, &MapOrderFact{Map: m})
		}
	})
}

// mapOrderedResult reports whether body returns a local slice that it
// appends to while ranging over a map and never sorts, and names the map.
func mapOrderedResult(info *types.Info, body *ast.BlockStmt) (string, bool) {
	returned := map[types.Object]bool{}
	forEachReturn(body, func(r *ast.ReturnStmt) {
		for _, e := range r.Results {
			if id, ok := ast.Unparen(e).(*ast.Ident); ok {
				returned[info.Uses[id]] = true
			}
		}
	})
	if len(returned) == 0 {
		return "", false
	}
	var found string
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.RangeStmt:
			m, ok := RangesOverMap(info, n)
			if !ok || found != "" {
				return true
			}
			if target := AppendTarget(info, n.Body); target != nil && returned[target] && !Sorts(info, body, target) {
				found = m
			}
		}
		return found == ""
	})
	return found, found != ""
}

// RangesOverMap reports whether r ranges over a map, or over the
// iterator of maps.Keys or maps.Values, and names what it ranges over.
func RangesOverMap(info *types.Info, r *ast.RangeStmt) (string, bool) {
	x := ast.Unparen(r.X)
	if call, ok := x.(*ast.CallExpr); ok {
		if fn, _ := typeutil.Callee(info, call).(*types.Func); fn != nil && fn.Pkg() != nil && fn.Pkg().Path() == "maps" &&
			(fn.Name() == "Keys" || fn.Name() == "Values") {
			return types.ExprString(x), true
		}
		return "", false
	}
	t := info.TypeOf(x)
	if t == nil {
		return "", false
	}
	_, ok := t.Underlying().(*types.Map)
	return types.ExprString(x), ok
}

// AppendTarget returns the variable or field that body appends to
// (v = append(v, ...)), or nil. Function literals are not looked into.
func AppendTarget(info *types.Info, body ast.Node) types.Object {
	var obj types.Object
	ast.Inspect(body, func(n ast.Node) bool {
		if _, ok := n.(*ast.FuncLit); ok || obj != nil {
			return false
		}
		as, ok := n.(*ast.AssignStmt)
		if !ok || len(as.Lhs) != 1 || len(as.Rhs) != 1 {
			return true
		}
		call, ok := ast.Unparen(as.Rhs[0]).(*ast.CallExpr)
		if !ok {
			return true
		}
		if id, ok := ast.Unparen(call.Fun).(*ast.Ident); ok {
			if _, ok := info.Uses[id].(*types.Builtin); ok && id.Name == "append" {
				switch x := ast.Unparen(as.Lhs[0]).(type) {
				case *ast.Ident:
					obj = info.ObjectOf(x)
				case *ast.SelectorExpr:
					obj = info.ObjectOf(x.Sel)
				}
			}
		}
		return obj == nil
	})
	return obj
}

// Sorts reports whether fnBody passes obj to a sorting call.
func Sorts(info *types.Info, fnBody ast.Node, obj types.Object) bool {
	found := false
	ast.Inspect(fnBody, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if found || !ok || !IsSortCall(info, call) {
			return !found
		}
		// The arguments and, for list.Sort(), the receiver.
		ast.Inspect(call, func(m ast.Node) bool {
			if id, ok := m.(*ast.Ident); ok && info.ObjectOf(id) == obj {
				found = true
			}
			return !found
		})
		return !found
	})
	return found
}

// IsSortCall reports whether call sorts: anything of package sort, or a
// function or method whose name mentions sorting (slices.SortFunc,
// sortTools(list), list.Sort()).
func IsSortCall(info *types.Info, call *ast.CallExpr) bool {
	fn, _ := typeutil.Callee(info, call).(*types.Func)
	if fn == nil {
		return false
	}
	if fn.Pkg() != nil && fn.Pkg().Path() == "sort" {
		return true
	}
	return strings.Contains(strings.ToLower(fn.Name()), "sort")
}
