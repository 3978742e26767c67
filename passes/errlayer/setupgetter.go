package errlayer

import (
	"go/ast"
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/types/typeutil"
)

// A tool that cannot get its client fails before it runs:
//
//	ctx, client, err := getClient(ctx)
//	if err != nil {
//		return nil, fmt.Errorf("failed to get Flashduty client: %w", err)
//	}
//
// A client getter takes nothing but the context and returns a client: its
// failure is the server's configuration (no credentials configured, none
// presented on the request), not the tool's work. Whether that belongs on
// the JSON-RPC layer is the author's call, and the package says which:
// when some tool answers the same getter's failure with an isError result,
// the JSON-RPC ones are the tools that forgot (github-mcp-server); when
// none does, the author keeps setup failures on the protocol layer
// throughout (flashduty-mcp-server), and nothing is reported.

// getterKey names a client getter: its function, or the named function
// type of the value called.
type getterKey struct {
	fn  *types.Func
	typ types.Type
}

// setupByConvention reports whether ret returns only the wrapped failure
// of a client getter that this package never answers with an isError
// result.
func (c *checker) setupByConvention(ret *ast.ReturnStmt) bool {
	if len(ret.Results) == 0 {
		return false
	}
	call, ok := ast.Unparen(ret.Results[len(ret.Results)-1]).(*ast.CallExpr)
	if !ok || !isErrorf(c.pass.TypesInfo, call) {
		return false
	}
	key, ok := c.wrappedGetter(ret, call)
	if !ok {
		return false
	}
	if c.getterAnswered == nil {
		c.getterAnswered = map[getterKey]bool{}
	}
	answered, known := c.getterAnswered[key]
	if !known {
		answered = c.answersGetterWithResult(key)
		c.getterAnswered[key] = answered
	}
	return !answered
}

// wrappedGetter returns the getter whose error every error argument of
// errorf (fmt.Errorf, in ret) holds: the call assigned right before the
// if that ret answers (`ctx, client, err := getClient(ctx); if err != nil
// { return nil, fmt.Errorf("...: %w", err) }`), or in that if's init.
func (c *checker) wrappedGetter(ret *ast.ReturnStmt, errorf *ast.CallExpr) (getterKey, bool) {
	info := c.pass.TypesInfo
	call := c.assignedBeforeIf(ret)
	if call == nil {
		return getterKey{}, false
	}
	key, ok := clientGetter(info, call.call)
	if !ok {
		return getterKey{}, false
	}
	found := false
	for _, a := range errorf.Args {
		t := info.TypeOf(a)
		if t == nil || !types.Implements(t, errorType) {
			continue
		}
		id, ok := ast.Unparen(a).(*ast.Ident)
		if !ok || !call.assigns[info.Uses[id]] {
			return getterKey{}, false
		}
		found = true
	}
	return key, found
}

// assignment is a call and the variables it assigns.
type assignment struct {
	call    *ast.CallExpr
	assigns map[types.Object]bool
}

// assignedBeforeIf returns the call of the single-call assignment that is
// the init of the if enclosing ret, or the statement right before it.
func (c *checker) assignedBeforeIf(ret *ast.ReturnStmt) *assignment {
	path := c.f.path(ret)
	for i, n := range path {
		ifs, ok := n.(*ast.IfStmt)
		if !ok {
			continue
		}
		as, _ := ifs.Init.(*ast.AssignStmt)
		if as == nil && i+1 < len(path) {
			if block, ok := path[i+1].(*ast.BlockStmt); ok {
				for j, s := range block.List {
					if s == ifs && j > 0 {
						as = c.lastAssignOfTested(block.List[:j], ifs.Cond)
					}
				}
			}
		}
		if as == nil || len(as.Rhs) != 1 {
			return nil
		}
		call, ok := ast.Unparen(as.Rhs[0]).(*ast.CallExpr)
		if !ok {
			return nil
		}
		a := &assignment{call: call, assigns: map[types.Object]bool{}}
		for _, l := range as.Lhs {
			if id, ok := l.(*ast.Ident); ok {
				a.assigns[c.pass.TypesInfo.ObjectOf(id)] = true
			}
		}
		return a
	}
	return nil
}

// clientGetter returns the key of call when it is a client getter: every
// argument a context, and a result (besides the error) whose type's name
// says client.
func clientGetter(info *types.Info, call *ast.CallExpr) (getterKey, bool) {
	for _, a := range call.Args {
		if t := info.TypeOf(a); t == nil || !isContext(t) {
			return getterKey{}, false
		}
	}
	sig, ok := types.Unalias(info.TypeOf(call.Fun)).Underlying().(*types.Signature)
	if !ok || sig.Results().Len() < 2 {
		return getterKey{}, false
	}
	client := false
	for i := range sig.Results().Len() - 1 {
		t := sig.Results().At(i).Type()
		if p, ok := t.(*types.Pointer); ok {
			t = p.Elem()
		}
		if named, ok := types.Unalias(t).(*types.Named); ok {
			// kubernetes.Interface, versioned.Interface: a clientset's
			// interface says client in its package's path
			pkg := ""
			if named.Obj().Pkg() != nil {
				pkg = named.Obj().Pkg().Path()
			}
			if strings.Contains(named.Obj().Name(), "Client") || strings.Contains(pkg, "client") && types.IsInterface(named) {
				client = true
			}
		}
	}
	if named, ok := types.Unalias(info.TypeOf(call.Fun)).(*types.Named); ok && strings.Contains(named.Obj().Name(), "Client") {
		client = true // GetKarmadaClientFn
	}
	if !client {
		return getterKey{}, false
	}
	if f, ok := typeutil.Callee(info, call).(*types.Func); ok {
		return getterKey{fn: f.Origin()}, true
	}
	if named, ok := types.Unalias(info.TypeOf(call.Fun)).(*types.Named); ok {
		return getterKey{typ: named}, true // a value of a named func type: GetClientFn
	}
	return getterKey{}, false
}

// answersGetterWithResult reports whether some function of this package
// answers a failure of the getter key with a result that states an error:
// `if err != nil { return mcp.NewToolResultError(...), nil }` after the
// call.
func (c *checker) answersGetterWithResult(key getterKey) bool {
	info := c.pass.TypesInfo
	found := false
	for _, file := range c.pass.Files {
		ast.Inspect(file, func(n ast.Node) bool {
			block, ok := n.(*ast.BlockStmt)
			if !ok || found {
				return !found
			}
			for i, s := range block.List {
				as, ok := s.(*ast.AssignStmt)
				if !ok || len(as.Rhs) != 1 || i+1 >= len(block.List) {
					continue
				}
				call, ok := ast.Unparen(as.Rhs[0]).(*ast.CallExpr)
				if !ok {
					continue
				}
				if k, ok := clientGetter(info, call); !ok || k != key {
					continue
				}
				ifs, ok := block.List[i+1].(*ast.IfStmt)
				if ok && answersWithResult(info, ifs.Body) {
					found = true
				}
			}
			return !found
		})
	}
	return found
}

// answersWithResult reports whether body returns a result that states an
// error with a nil error: a call whose name says error
// (mcp.NewToolResultError, utils.NewToolResultErrorFromErr) or a literal
// with IsError: true, first, and a nil error last.
func answersWithResult(info *types.Info, body *ast.BlockStmt) bool {
	for _, s := range body.List {
		ret, ok := s.(*ast.ReturnStmt)
		if !ok || len(ret.Results) < 2 {
			continue
		}
		if id, ok := ast.Unparen(ret.Results[len(ret.Results)-1]).(*ast.Ident); !ok || info.Uses[id] != types.Universe.Lookup("nil") {
			continue
		}
		first := ast.Unparen(ret.Results[0])
		if u, ok := first.(*ast.UnaryExpr); ok && u.Op == token.AND {
			first = ast.Unparen(u.X)
		}
		switch x := first.(type) {
		case *ast.CallExpr:
			if f, ok := typeutil.Callee(info, x).(*types.Func); ok && strings.Contains(f.Name(), "Error") {
				return true
			}
		case *ast.CompositeLit:
			for _, e := range x.Elts {
				if kv, ok := e.(*ast.KeyValueExpr); ok {
					if k, ok := kv.Key.(*ast.Ident); ok && k.Name == "IsError" {
						return true
					}
				}
			}
		}
	}
	return false
}

// lastAssignOfTested returns the last of stmts, the statements before an
// if, when it assigns the error that the if's condition tests, or the
// last assignment of that error when the statements after it leave the
// error alone (`client, err := getClient(ctx); ds := defaults; if err !=
// nil`); nil otherwise.
func (c *checker) lastAssignOfTested(stmts []ast.Stmt, cond ast.Expr) *ast.AssignStmt {
	info := c.pass.TypesInfo
	var tested types.Object
	if be, ok := ast.Unparen(cond).(*ast.BinaryExpr); ok && be.Op == token.NEQ {
		if id, ok := ast.Unparen(be.X).(*ast.Ident); ok {
			tested = info.Uses[id]
		}
	}
	last, _ := stmts[len(stmts)-1].(*ast.AssignStmt)
	if tested == nil {
		return last
	}
	for k := len(stmts) - 1; k >= 0; k-- {
		as, ok := stmts[k].(*ast.AssignStmt)
		mentions := false
		ast.Inspect(stmts[k], func(n ast.Node) bool {
			if id, ok := n.(*ast.Ident); ok && info.ObjectOf(id) == tested {
				mentions = true
			}
			return !mentions
		})
		if !mentions {
			continue
		}
		if ok {
			return as
		}
		return nil
	}
	return nil
}
