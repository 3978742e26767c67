package listmutation

import (
	"go/ast"
	"go/token"
	"go/types"

	"github.com/mcplint-go/mcplint/analyzer"
)

// readsIn records in l the state that body reads to build a tools/list
// answer, and the state it writes (a cache the list keeps itself),
// following calls whose result is used into functions of this package.
//
// Only reads that can shape the answer count: a call whose result is
// dropped (logging, locking, metrics) is skipped, and so is the condition
// of an if whose branches only make such calls (if s.debug { log(...) }).
//
// results says whether what body returns is read: it is not when the
// caller binds the returned state (s := store(ctx)) and reads it through
// the binding.
func (c *checker) readsIn(body ast.Node, top ast.Node, env stateEnv, depth int, l *listState, results bool) {
	// escapes holds the pointers that go into the answer (append(list,
	// s.beta), a composite literal's elements): what they point to is
	// read when the answer is encoded. Other pointers are compared,
	// checked for nil or passed on, which reads only the pointer.
	escapes := map[ast.Expr]bool{}
	shallow := func(e ast.Expr) bool { return c.isPointer(e) && !escapes[e] }
	var visit func(n ast.Node) bool
	visit = func(n ast.Node) bool {
		switch x := n.(type) {
		case nil, *ast.FuncLit:
			return false
		case *ast.CompositeLit:
			for _, e := range x.Elts {
				if kv, ok := e.(*ast.KeyValueExpr); ok {
					e = kv.Value
				}
				escapes[ast.Unparen(e)] = true
			}
		case *ast.ReturnStmt:
			if !results {
				return false
			}
		case *ast.ExprStmt, *ast.DeferStmt, *ast.GoStmt:
			// Its writes still count: s.ensureLoaded() may fill a cache.
			c.writesIn(x, top, env, 0, nil, nil, func(w stateWrite) { l.writes = append(l.writes, w.path) })
			return false
		case *ast.IfStmt:
			shaping, guards := c.shapes(x.Body, top, env)
			if x.Else != nil {
				s, g := c.shapes(x.Else, top, env)
				shaping, guards = shaping || s, append(guards, g...)
			}
			if !shaping {
				if x.Init != nil {
					ast.Inspect(x.Init, visit)
				}
				// The condition decides only whether the list writes
				// state (if s.metrics { s.listed++ }): it shapes the
				// answer only if the list reads that state.
				if len(guards) > 0 {
					n := len(l.reads)
					ast.Inspect(x.Cond, visit)
					for i := n; i < len(l.reads); i++ {
						l.reads[i].guards = guards
					}
				}
				ast.Inspect(x.Body, visit)
				if x.Else != nil {
					ast.Inspect(x.Else, visit)
				}
				return false
			}
		case *ast.AssignStmt:
			bound := c.bindAssign(x, top, env, false)
			for _, lhs := range x.Lhs {
				if x.Tok == token.DEFINE {
					continue
				}
				if p, ok := c.writtenPath(lhs, top, env); ok {
					l.writes = append(l.writes, p)
				}
				c.visitIndexes(lhs, visit, l)
			}
			for i, r := range x.Rhs {
				// An alias reads which element it takes; what it reads
				// of the element is read through the alias.
				if i < len(bound) && bound[i] && c.shallowRead(r, top, env, l, visit) {
					continue
				}
				ast.Inspect(r, visit)
			}
			return false
		case *ast.IncDecStmt:
			if p, ok := c.writtenPath(x.X, top, env); ok {
				l.writes = append(l.writes, p)
			}
			return false
		case *ast.RangeStmt:
			if x.Tok == token.DEFINE && x.Value != nil {
				c.bindAlias(x.Value, x.X, top, env, false)
			}
			// Ranging reads which elements the container holds; what the
			// body reads of each element is read through the loop variable.
			if c.shallowRead(x.X, top, env, l, visit) {
				ast.Inspect(x.Body, visit)
				return false
			}
		case *ast.CallExpr:
			if lit, ok := ast.Unparen(x.Fun).(*ast.FuncLit); ok {
				ast.Inspect(lit.Body, visit)
			}
			if c.isBuiltin(x, "append") {
				for _, a := range x.Args[1:] {
					escapes[ast.Unparen(a)] = true
				}
			}
			if c.readsKeys(x) && c.shallowRead(x.Args[0], top, env, l, visit) {
				return false
			}
			if c.isBuiltin(x, "delete") || c.isBuiltin(x, "clear") {
				if len(x.Args) > 0 {
					if p, ok := c.pathOf(x.Args[0], top, env); ok && c.owned(p) {
						l.writes = append(l.writes, p)
					}
				}
				return false
			}
			if decl := c.declOf(x); decl != nil {
				// A helper that returns state (store(ctx) returning
				// defaultStore) is read like that state.
				p, returnsState := c.returnedPath(x, top, env)
				if returnsState && c.owned(p) {
					l.reads = append(l.reads, stateRead{path: p, expr: x, shallow: shallow(x) || l.rootCalls[x]})
				}
				// The helper's own reads say what it depends on; the
				// state passed to it is bound to its parameters.
				if depth < maxHelperDepth {
					c.readsIn(decl.Body, decl, c.bind(x, c.callee(x), decl, top, env), depth+1, l, !returnsState)
				}
				for _, a := range x.Args {
					if _, ok := c.pathOf(a, top, env); !ok {
						ast.Inspect(a, visit)
					}
				}
				return false
			}
		case *ast.Ident, *ast.SelectorExpr, *ast.IndexExpr, *ast.StarExpr, *ast.SliceExpr:
			if p, ok := c.pathOf(x.(ast.Expr), top, env); ok {
				if c.owned(p) {
					// Reading a pointer (s == nil, passing s on) is not
					// reading what it points to.
					l.reads = append(l.reads, stateRead{path: p, expr: x.(ast.Expr), shallow: shallow(x.(ast.Expr))})
				}
				c.visitIndexes(x.(ast.Expr), visit, l)
				return false
			}
		}
		return true
	}
	ast.Inspect(body, visit)
}

// shallowRead records e, the operand of range, len or cap, as a shallow
// read when it denotes state, and reports whether it did.
func (c *checker) shallowRead(e ast.Expr, top ast.Node, env stateEnv, l *listState, visit func(ast.Node) bool) bool {
	p, ok := c.pathOf(e, top, env)
	if !ok {
		return false
	}
	if c.owned(p) {
		l.reads = append(l.reads, stateRead{path: p, expr: e, shallow: true})
	}
	c.visitIndexes(e, visit, l)
	return true
}

// readsKeys reports whether call looks only at which elements its one
// argument holds: len, cap, maps.Keys.
func (c *checker) readsKeys(call *ast.CallExpr) bool {
	if len(call.Args) != 1 {
		return false
	}
	if c.isBuiltin(call, "len") || c.isBuiltin(call, "cap") {
		return true
	}
	fn := c.callee(call)
	return fn != nil && fn.Pkg() != nil && fn.Pkg().Path() == "maps" && fn.Name() == "Keys"
}

// shapes reports whether running s can change what a function returns
// or builds: it assigns to a variable, returns, sends, or breaks out of a
// loop. Writes to state do not shape it by themselves; they are returned,
// and shape the answer if the list reads them.
func (c *checker) shapes(s ast.Node, top ast.Node, env stateEnv) (found bool, writes []statePath) {
	assigns := func(lhs ast.Expr) {
		if p, ok := c.writtenPath(lhs, top, env); ok {
			writes = append(writes, p)
		} else {
			found = true
		}
	}
	walkRun(s, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.AssignStmt:
			// := in a block declares variables of that block only.
			if n.Tok != token.DEFINE {
				for _, lhs := range n.Lhs {
					assigns(lhs)
				}
			}
		case *ast.IncDecStmt:
			assigns(n.X)
		case *ast.ReturnStmt, *ast.BranchStmt, *ast.SendStmt:
			found = true
		}
		return !found
	})
	return found, writes
}

// visitIndexes visits the index and slice expressions of a path
// expression (s.tools[s.current]), which are reads of their own, and the
// call it starts from (store(ctx).activeProfiles), whose arguments and
// helper body are. What such a call returns is read only as far as the
// path goes: it is recorded in l.rootCalls.
func (c *checker) visitIndexes(e ast.Expr, visit func(ast.Node) bool, l *listState) {
	for {
		switch x := ast.Unparen(e).(type) {
		case *ast.CallExpr:
			l.rootCalls[x] = true
			ast.Inspect(x, visit)
			return
		case *ast.IndexExpr:
			ast.Inspect(x.Index, visit)
			e = x.X
		case *ast.SliceExpr:
			for _, i := range []ast.Expr{x.Low, x.High, x.Max} {
				if i != nil {
					ast.Inspect(i, visit)
				}
			}
			e = x.X
		case *ast.SelectorExpr:
			e = x.X
		case *ast.StarExpr:
			e = x.X
		default:
			return
		}
	}
}

// bindAlias binds a local variable defined from state (t := s.byName[n],
// for _, t := range s.tools) to that state's path. When writes matter the
// variable must share what it holds (a pointer, map or slice): a struct
// copy written to changes nothing.
func (c *checker) bindAlias(lhs, rhs ast.Expr, top ast.Node, env stateEnv, forWrite bool) {
	id, ok := lhs.(*ast.Ident)
	if !ok {
		return
	}
	v, _ := c.pass.TypesInfo.Defs[id].(*types.Var)
	if v == nil {
		return
	}
	if forWrite && !isReference(v.Type()) {
		return
	}
	if p, ok := c.pathOf(rhs, top, env); ok {
		env[v] = p
	}
}

// bindAssign keeps the aliases of env up to date across an assignment to
// local variables: t := s.byName[n] and t, ok := s.byName[n] bind t to
// the state; t = other rebinds it, or unbinds it when other is no state
// (t = t.clone()). A variable a function literal captures is left alone.
// It reports which right-hand sides it bound a variable to.
func (c *checker) bindAssign(x *ast.AssignStmt, top ast.Node, env stateEnv, forWrite bool) []bool {
	rhs := x.Rhs
	if len(x.Lhs) == 2 && len(x.Rhs) == 1 {
		if _, ok := ast.Unparen(x.Rhs[0]).(*ast.IndexExpr); ok {
			rhs = []ast.Expr{x.Rhs[0], nil} // v, ok := m[k]
		}
	}
	info := c.pass.TypesInfo
	vars := make([]*types.Var, len(x.Lhs))
	paths := make([]statePath, len(x.Lhs))
	bound := make([]bool, len(x.Lhs))
	for i, lhs := range x.Lhs {
		id, ok := ast.Unparen(lhs).(*ast.Ident)
		if !ok {
			continue
		}
		v, _ := info.Defs[id].(*types.Var)
		if v == nil {
			v, _ = info.Uses[id].(*types.Var)
		}
		if _, bound := env[v]; v == nil || !bound && (v.Pos() < top.Pos() || v.Pos() >= top.End()) {
			continue // a package variable, or one captured from outside
		}
		vars[i] = v
		if len(rhs) != len(x.Lhs) || rhs[i] == nil || forWrite && !isReference(v.Type()) {
			continue
		}
		paths[i], bound[i] = c.pathOf(rhs[i], top, env)
	}
	for i, v := range vars {
		if v == nil {
			continue
		}
		delete(env, v)
		if bound[i] {
			env[v] = paths[i]
		}
	}
	return bound
}

// writtenPath returns the state that assigning to lhs writes. A plain
// local variable is no state even when it holds state: assigning to it
// rebinds it.
func (c *checker) writtenPath(lhs ast.Expr, top ast.Node, env stateEnv) (statePath, bool) {
	if id, ok := ast.Unparen(lhs).(*ast.Ident); ok {
		v, _ := c.pass.TypesInfo.Uses[id].(*types.Var)
		if v == nil {
			return nil, false
		}
		if _, bound := env[v]; bound || v.Parent() != c.pass.Pkg.Scope() && (v.Pos() >= top.Pos() && v.Pos() < top.End()) {
			return nil, false // a local variable, or one bound to state: rebinding it changes nothing
		}
	}
	if c.throughCopy(lhs, env) {
		return nil, false
	}
	p, ok := c.pathOf(lhs, top, env)
	return p, ok && c.owned(p)
}

// throughCopy reports whether assigning to lhs writes only a copy: its
// root is a receiver or parameter passed by value (a struct or an array,
// as in func (c config) withDefaults() config { c.label = "x"; ... }),
// and no step on the way follows a pointer or indexes a map or slice.
func (c *checker) throughCopy(lhs ast.Expr, env stateEnv) bool {
	info := c.pass.TypesInfo
	for {
		switch x := ast.Unparen(lhs).(type) {
		case *ast.Ident:
			v, _ := info.Uses[x].(*types.Var)
			if _, bound := env[v]; !bound {
				return false
			}
			return isValue(v.Type())
		case *ast.SelectorExpr:
			if sel := info.Selections[x]; sel == nil || sel.Indirect() {
				return false
			}
			lhs = x.X
		case *ast.IndexExpr:
			if !isValue(info.TypeOf(x.X)) {
				return false
			}
			lhs = x.X
		default:
			return false
		}
	}
}

// isValue reports whether t is copied whole on assignment: a struct or
// an array.
func isValue(t types.Type) bool {
	if t == nil {
		return false
	}
	if _, ok := types.Unalias(t).(*types.TypeParam); ok {
		return false
	}
	switch t.Underlying().(type) {
	case *types.Struct, *types.Array:
		return true
	}
	return false
}

// writesIn calls emit for every write to state that runs when body runs:
// assignments (also op= and append-assign), map index assignments,
// increments, delete and clear, through calls into functions of this
// package up to maxWriteDepth. at is the call in the handler that leads
// here (nil in the handler itself) and chain the functions called since.
// A lazy initialisation (if s.x == nil { s.x = ... }) is no change of
// state anyone could see.
func (c *checker) writesIn(body ast.Node, top ast.Node, env stateEnv, depth int, at ast.Node, chain []string, emit func(stateWrite)) {
	var stack []ast.Node
	write := func(lhs ast.Expr, node ast.Node) {
		p, ok := c.writtenPath(lhs, top, env)
		if !ok || c.lazyInit(lhs, p, stack, top, env) {
			return
		}
		w := stateWrite{path: p, lhs: lhs, node: node, at: at, chain: chain}
		if at == nil {
			w.at = node
		}
		emit(w)
	}
	var visit func(n ast.Node) bool
	visit = func(n ast.Node) bool {
		if n == nil {
			stack = stack[:len(stack)-1]
			return false
		}
		switch x := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.AssignStmt:
			// Writes first: t.x = t.next rebinds nothing, t = t.next writes nothing.
			if x.Tok != token.DEFINE {
				for _, lhs := range x.Lhs {
					write(lhs, lhs)
				}
			}
			c.bindAssign(x, top, env, true)
		case *ast.IncDecStmt:
			write(x.X, x.X)
		case *ast.RangeStmt:
			if x.Tok == token.DEFINE && x.Value != nil {
				c.bindAlias(x.Value, x.X, top, env, true)
			}
		case *ast.CallExpr:
			if lit, ok := ast.Unparen(x.Fun).(*ast.FuncLit); ok {
				ast.Inspect(lit.Body, visit)
			}
			if (c.isBuiltin(x, "delete") || c.isBuiltin(x, "clear")) && len(x.Args) > 0 {
				write(x.Args[0], x)
			} else if sel, ok := ast.Unparen(x.Fun).(*ast.SelectorExpr); ok && c.storesInto(x) {
				write(sel.X, x)
			} else if decl := c.declOf(x); decl != nil && depth < maxWriteDepth {
				next := at
				if next == nil {
					next = x
				}
				c.writesIn(decl.Body, decl, c.bind(x, c.callee(x), decl, top, env), depth+1, next,
					append(chain[:len(chain):len(chain)], analyzer.FuncLabel(c.callee(x))), emit)
			}
		}
		stack = append(stack, n)
		return true
	}
	ast.Inspect(body, visit)
}

// lazyInit reports whether the write to lhs sits in an if that tests the
// same state against nil: if s.client == nil { s.client = dial() }.
// Writes to a map element are not: they add an entry the list may show.
func (c *checker) lazyInit(lhs ast.Expr, p statePath, stack []ast.Node, top ast.Node, env stateEnv) bool {
	if _, ok := ast.Unparen(lhs).(*ast.IndexExpr); ok {
		return false
	}
	for _, n := range stack {
		ifs, ok := n.(*ast.IfStmt)
		if !ok {
			continue
		}
		found := false
		ast.Inspect(ifs.Cond, func(n ast.Node) bool {
			be, ok := n.(*ast.BinaryExpr)
			if !ok || found || be.Op != token.EQL {
				return !found
			}
			for _, side := range [][2]ast.Expr{{be.X, be.Y}, {be.Y, be.X}} {
				if id, ok := ast.Unparen(side[1]).(*ast.Ident); !ok || id.Name != "nil" {
					continue
				}
				if _, isIndex := ast.Unparen(side[0]).(*ast.IndexExpr); isIndex {
					continue
				}
				if q, ok := c.pathOf(side[0], top, env); ok && samePath(p, q) {
					found = true
				}
			}
			return !found
		})
		if found {
			return true
		}
	}
	return false
}

func samePath(a, b statePath) bool {
	return len(a) == len(b) && (len(a) == 0 || related(a, b))
}

// storers are the methods of sync and sync/atomic types that change the
// value they are called on: s.adminEnabled.Store(true) is a write to
// s.adminEnabled. LoadOrStore is left out: it is how caches fill lazily.
var storers = map[string]map[string]bool{
	"sync/atomic": {"Store": true, "Swap": true, "CompareAndSwap": true, "Add": true, "And": true, "Or": true},
	"sync":        {"Store": true, "Swap": true, "CompareAndSwap": true, "Delete": true, "LoadAndDelete": true, "CompareAndDelete": true, "Clear": true},
}

// storesInto reports whether call is a method of a sync or sync/atomic
// type in storers.
func (c *checker) storesInto(call *ast.CallExpr) bool {
	fn := c.callee(call)
	if fn == nil || fn.Pkg() == nil {
		return false
	}
	sig, ok := fn.Type().(*types.Signature)
	if !ok || sig.Recv() == nil {
		return false
	}
	return storers[fn.Pkg().Path()][fn.Name()]
}
