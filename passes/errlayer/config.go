package errlayer

import (
	"go/ast"
	"go/token"
	"go/types"

	"github.com/mcplint-go/mcplint/analyzer"
	"golang.org/x/tools/go/types/typeutil"
)

// A handler that parses its own configuration (grafana's proxied tools:
// parseProxiedToolName(h.toolName)) fails only when the server was set up
// wrong. That is a server bug, an internal error for which the spec keeps
// the JSON-RPC channel: nothing the model could change by calling again.
// The exemption is narrow on purpose: every source of the returned error
// must be a call of a pure function of this package (configCall) whose
// arguments the request cannot reach (configValue), or a parse of the
// routed tool name (nameCall, routed.go).

// maxPureDepth bounds how deep pure functions may call each other.
const maxPureDepth = 4

// pureStd lists the standard-library packages whose functions and
// concrete methods do no I/O.
var pureStd = map[string]bool{
	"strings": true, "strconv": true, "errors": true, "unicode": true,
	"unicode/utf8": true, "regexp": true, "slices": true, "maps": true,
	"sort": true, "bytes": true,
}

// configError reports whether the error returned by ret, a return of the
// handler function fn, comes only from pure parses of configuration.
func (f *flow) configError(ret *ast.ReturnStmt, fn ast.Node) bool {
	sig := f.signature(fn)
	if sig == nil || sig.Results().Len() == 0 {
		return false
	}
	last := sig.Results().Len() - 1
	switch {
	case len(ret.Results) == 1 && last > 0:
		call, ok := ast.Unparen(ret.Results[0]).(*ast.CallExpr)
		return ok && f.configCall(call, fn)
	case len(ret.Results) == last+1:
		return f.configOnly(ret.Results[last], fn, 0)
	}
	return false
}

// configOnly reports whether every non-nil value the error expression e
// may hold comes from configCall or nameCall, possibly wrapped by
// fmt.Errorf.
func (f *flow) configOnly(e ast.Expr, fn ast.Node, depth int) bool {
	return f.errorsFrom(e, fn, depth, func(call *ast.CallExpr, _ int) bool {
		return f.configCall(call, fn) || f.nameCall(call, fn)
	})
}

// errorsFrom reports whether every non-nil value the error expression e
// may hold comes from a call that from accepts (index is the call's
// result that holds the error, -1 when the call is e itself), possibly
// wrapped by fmt.Errorf.
func (f *flow) errorsFrom(e ast.Expr, fn ast.Node, depth int, from func(call *ast.CallExpr, index int) bool) bool {
	e = ast.Unparen(e)
	if depth > maxDepth {
		return false
	}
	info := f.pass.TypesInfo
	switch x := e.(type) {
	case *ast.Ident:
		switch obj := info.Uses[x].(type) {
		case *types.Nil:
			return true
		case *types.Var:
			if !isLocal(obj, f.pass.Pkg) {
				return false
			}
			return f.everyDef(obj, x, fn, from, func(rhs ast.Expr) bool { return f.errorsFrom(rhs, fn, depth+1, from) })
		}
	case *ast.CallExpr:
		callee, _ := typeutil.Callee(info, x).(*types.Func)
		if isPkgFunc(callee, "fmt", "Errorf") {
			// The message may quote anything; what the error is comes
			// from the errors it wraps, and there must be one.
			wrapped := 0
			for _, a := range x.Args[min(1, len(x.Args)):] {
				if t := info.TypeOf(a); t == nil || !types.Implements(t, errorType) {
					continue
				}
				if !f.errorsFrom(a, fn, depth+1, from) {
					return false
				}
				wrapped++
			}
			return wrapped > 0
		}
		return from(x, -1)
	}
	return false
}

func isPkgFunc(fn *types.Func, pkg, name string) bool {
	return fn != nil && fn.Pkg() != nil && fn.Pkg().Path() == pkg && fn.Name() == name
}

// configCall reports whether call is a call of a pure function of this
// package whose arguments (and receiver) are configuration of handler fn.
// A function that never returns a nil error (an error constructor,
// newAPIError("user not found")) checks nothing: its error is the
// caller's decision, not a verdict on the configuration.
func (f *flow) configCall(call *ast.CallExpr, fn ast.Node) bool {
	info := f.pass.TypesInfo
	callee, _ := typeutil.Callee(info, call).(*types.Func)
	if callee == nil || f.decls[callee.Origin()] == nil || !f.pure(callee.Origin(), 0, map[*types.Func]bool{}) {
		return false
	}
	if f.summary(callee.Origin())&(kNil|kUnknown) == 0 {
		return false
	}
	if sel, ok := call.Fun.(*ast.SelectorExpr); ok {
		if s := info.Selections[sel]; s != nil && s.Kind() == types.MethodVal && !f.configValue(sel.X, fn) {
			return false
		}
	}
	for _, a := range call.Args {
		if !f.configValue(a, fn) {
			return false
		}
	}
	return true
}

// configValue reports whether e is a constant, or the handler's receiver
// or a variable it captures, or a field chain on one (h.toolName), that
// the request cannot reach: the handler never writes through it, and a
// captured variable is not assigned after the handler is made nor in any
// function literal.
func (f *flow) configValue(e ast.Expr, fn ast.Node) bool {
	info := f.pass.TypesInfo
	if tv, ok := info.Types[e]; ok && tv.Value != nil {
		return true
	}
	chain, root := fieldChain(e, info)
	if root == nil || !f.configRoot(root, fn) {
		return false
	}
	return !f.writesThrough(chain, root, fn)
}

// fieldChain returns the field names of e = root.f1.f2... and root's
// variable, or a nil root.
func fieldChain(e ast.Expr, info *types.Info) ([]string, *types.Var) {
	var chain []string
	for {
		switch x := ast.Unparen(e).(type) {
		case *ast.Ident:
			v, _ := info.Uses[x].(*types.Var)
			// reverse: outermost field last
			for i, j := 0, len(chain)-1; i < j; i, j = i+1, j-1 {
				chain[i], chain[j] = chain[j], chain[i]
			}
			return chain, v
		case *ast.SelectorExpr:
			s := info.Selections[x]
			if s == nil || s.Kind() != types.FieldVal {
				return nil, nil
			}
			chain = append(chain, x.Sel.Name)
			e = x.X
		default:
			return nil, nil
		}
	}
}

// configRoot reports whether v is fn's receiver or a variable fn captures
// that nothing assigns after fn is made or inside a function literal.
func (f *flow) configRoot(v *types.Var, fn ast.Node) bool {
	switch x := fn.(type) {
	case *ast.FuncDecl:
		if x.Recv == nil || len(x.Recv.List) != 1 || len(x.Recv.List[0].Names) != 1 {
			return false
		}
		return f.pass.TypesInfo.Defs[x.Recv.List[0].Names[0]] == v
	case *ast.FuncLit:
		if !isLocal(v, f.pass.Pkg) || (v.Pos() >= x.Pos() && v.Pos() < x.End()) {
			return false // global, or the handler's own parameter or local
		}
		for _, file := range f.pass.Files {
			bad := false
			ast.Inspect(file, func(n ast.Node) bool {
				if lit, ok := n.(*ast.FuncLit); ok && len(f.assignments(v, lit.Body)) > 0 {
					bad = true
				}
				if as, ok := n.(*ast.AssignStmt); ok && as.Pos() > x.Pos() && len(f.assignments(v, as)) > 0 {
					bad = true
				}
				if u, ok := n.(*ast.UnaryExpr); ok && u.Op == token.AND && len(f.assignments(v, u)) > 0 {
					bad = true // &v: anything may write it
				}
				return !bad
			})
			if bad {
				return false
			}
		}
		return true
	}
	return false
}

// writesThrough reports whether fn may change the value at root.chain:
// an assignment, ++/--, & or method call on root.c where c and chain
// overlap (one is a prefix of the other), or root itself used other than
// to select a field.
func (f *flow) writesThrough(chain []string, root *types.Var, fn ast.Node) bool {
	return f.changes(chain, root, fn, fn.End(), false)
}

// changes is writesThrough for the nodes of fn before limit. For an SDK
// request (request set), whose methods with a value receiver read only,
// those calls do not count, nor does passing on a request that is not a
// pointer (a copy).
func (f *flow) changes(chain []string, root *types.Var, fn ast.Node, limit token.Pos, request bool) bool {
	info := f.pass.TypesInfo
	overlaps := func(e ast.Expr) bool {
		c, r := fieldChain(e, info)
		if r != root {
			return false
		}
		for i := range min(len(c), len(chain)) {
			if c[i] != chain[i] {
				return false
			}
		}
		return true
	}
	// base strips index and slice expressions: h.names[0] = x writes h.names.
	base := func(e ast.Expr) ast.Expr {
		for {
			switch x := ast.Unparen(e).(type) {
			case *ast.IndexExpr:
				e = x.X
			case *ast.SliceExpr:
				e = x.X
			case *ast.StarExpr:
				e = x.X
			default:
				return e
			}
		}
	}
	found := false
	ast.Inspect(fn, func(n ast.Node) bool {
		if found || n == nil || n.Pos() >= limit {
			return false
		}
		switch x := n.(type) {
		case *ast.AssignStmt:
			for _, l := range x.Lhs {
				found = found || overlaps(base(l))
			}
		case *ast.IncDecStmt:
			found = found || overlaps(base(x.X))
		case *ast.UnaryExpr:
			found = found || x.Op == token.AND && overlaps(base(x.X))
		case *ast.RangeStmt:
			for _, e := range []ast.Expr{x.Key, x.Value} {
				found = found || e != nil && overlaps(base(e))
			}
		case *ast.SelectorExpr:
			if s := info.Selections[x]; s != nil && s.Kind() == types.MethodVal && overlaps(x.X) {
				_, ptr := s.Obj().Type().(*types.Signature).Recv().Type().(*types.Pointer)
				found = !request || ptr
			}
		}
		return !found
	})
	if found {
		return true
	}
	if _, basic := root.Type().Underlying().(*types.Basic); basic {
		return false // a bare use copies the value; writes were checked above
	}
	if _, ptr := root.Type().(*types.Pointer); request && !ptr {
		return false
	}
	return f.bareUse(root, fn, limit)
}

// bareUse reports whether fn, before limit, uses root other than as the
// operand of a field selection (h passed to a function, copied, compared).
func (f *flow) bareUse(root *types.Var, fn ast.Node, limit token.Pos) bool {
	info := f.pass.TypesInfo
	selected := map[*ast.Ident]bool{}
	found := false
	ast.Inspect(fn, func(n ast.Node) bool {
		if found || n == nil || n.Pos() >= limit {
			return false
		}
		switch x := n.(type) {
		case *ast.SelectorExpr:
			if id, ok := ast.Unparen(x.X).(*ast.Ident); ok {
				if s := info.Selections[x]; s != nil && s.Kind() == types.FieldVal {
					selected[id] = true
				}
			}
		case *ast.Ident:
			if info.Uses[x] == root && !selected[x] {
				found = true
			}
		}
		return !found
	})
	return found
}

// pure reports whether fn's body does no I/O: it calls only builtins,
// conversions, pureStd functions and concrete methods, fmt.Errorf and
// fmt.Sprintf, and pure functions of this package (to maxPureDepth), and
// neither touches channels nor starts goroutines. Arguments of interface
// or function type to a library call (sort.Sort, strings.Map) could run
// anything and are refused unless a literal whose body is checked here.
func (f *flow) pure(fn *types.Func, depth int, busy map[*types.Func]bool) bool {
	decl := f.decls[fn]
	if decl == nil || depth > maxPureDepth {
		return false
	}
	if busy[fn] {
		return true // recursion: its calls are being checked already
	}
	busy[fn] = true
	info := f.pass.TypesInfo
	ok := true
	ast.Inspect(decl.Body, func(n ast.Node) bool {
		if !ok {
			return false // one impure call decides
		}
		switch x := n.(type) {
		case *ast.GoStmt, *ast.SendStmt, *ast.SelectStmt:
			ok = false
		case *ast.UnaryExpr:
			if x.Op == token.ARROW {
				ok = false
			}
		case *ast.RangeStmt:
			if _, isChan := analyzer.Under(info.TypeOf(x.X)).(*types.Chan); isChan {
				ok = false
			}
		case *ast.CallExpr:
			ok = f.pureCall(x, depth, busy)
		}
		return ok
	})
	return ok
}

func (f *flow) pureCall(call *ast.CallExpr, depth int, busy map[*types.Func]bool) bool {
	info := f.pass.TypesInfo
	if tv, ok := info.Types[call.Fun]; ok && tv.IsType() {
		return true
	}
	switch callee := typeutil.Callee(info, call).(type) {
	case *types.Builtin:
		switch callee.Name() {
		case "print", "println":
			return false
		}
		return true
	case *types.Func:
		sig := callee.Type().(*types.Signature)
		if recv := sig.Recv(); recv != nil && types.IsInterface(recv.Type()) {
			return false // err.Error(), sort.Interface.Less: any code
		}
		if callee.Pkg() == f.pass.Pkg {
			return f.pure(callee.Origin(), depth+1, busy)
		}
		if callee.Pkg() == nil {
			return false
		}
		path := callee.Pkg().Path()
		if !pureStd[path] && !(path == "fmt" && (callee.Name() == "Errorf" || callee.Name() == "Sprintf")) {
			return false
		}
		for _, a := range call.Args {
			t := info.TypeOf(a)
			if t == nil {
				return false
			}
			if _, isLit := ast.Unparen(a).(*ast.FuncLit); isLit {
				continue
			}
			if _, isFunc := t.Underlying().(*types.Signature); isFunc {
				return false
			}
			if iface, isIface := t.Underlying().(*types.Interface); isIface && !iface.Empty() && !types.Identical(t, types.Universe.Lookup("error").Type()) {
				return false
			}
		}
		return true
	}
	return false // a function value
}
