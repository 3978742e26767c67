package listmutation

import (
	"fmt"
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"slices"
	"strings"

	"github.com/mcplint-go/mcplint/analyzer"
	"golang.org/x/tools/go/analysis"
)

// statePath names a piece of state that outlives a request: a package
// variable, or the fields selected from a long-lived value (a method's
// receiver, a variable a handler literal captures), and what is selected
// from them. Index steps are dropped: s.tools[i].Enabled is
// [tools Enabled]. The root value itself is not part of the path, so the
// same field reached through different receivers is the same path,
// except for a captured variable that clearly holds an instance of its
// own (st := newStore(), never reassigned): its path starts with the
// variable, and matches paths of other roots without it.
type statePath []types.Object

// related reports whether one path is a prefix of the other: reading
// s.tools depends on a write to s.tools[i].Enabled and the other way
// round, but s.cfg.tools does not depend on s.cfg.other.
func related(a, b statePath) bool {
	a, b, ok := align(a, b)
	if !ok {
		return false
	}
	n := min(len(a), len(b))
	for i := range n {
		if a[i] != b[i] {
			return false
		}
	}
	return n > 0
}

// align drops the local variable a path starts with when the other path
// does not start with one: the fields of st, a captured instance, are
// the fields a method's receiver reaches. Two different local variables
// are two instances, and do not align.
func align(a, b statePath) (statePath, statePath, bool) {
	la, lb := localRoot(a), localRoot(b)
	switch {
	case la != nil && lb != nil:
		return a, b, la == lb
	case la != nil:
		return a[1:], b, true
	case lb != nil:
		return a, b[1:], true
	}
	return a, b, true
}

// localRoot returns the local variable p starts with, or nil.
func localRoot(p statePath) *types.Var {
	if len(p) == 0 {
		return nil
	}
	v, ok := p[0].(*types.Var)
	if !ok || v.IsField() || v.Pkg() == nil || v.Parent() == v.Pkg().Scope() {
		return nil
	}
	return v
}

// stateEnv maps the variables that hold long-lived values in the
// function being walked (its receiver, and the parameters that a caller
// bound to state) to the path of the value they hold.
type stateEnv map[*types.Var]statePath

// listState is what one hand-written tools/list answer reads and writes.
type listState struct {
	label  string
	reads  []stateRead
	writes []statePath
	// rootCalls are the calls that start a longer path the list reads
	// (store(ctx).activeProfiles, s := store(ctx), range s.visible()):
	// their result is read only as far as that path goes.
	rootCalls map[*ast.CallExpr]bool
}

type stateRead struct {
	path statePath
	expr ast.Expr
	// shallow reads see only which elements a container holds: the
	// operand of range or len. A write inside an element (s.entries[k].calls++)
	// does not change them; replacing or deleting an element does.
	shallow bool
	// guards, when set, make the read count only if the list also reads
	// one of them: the read is the condition of an if whose branches
	// only write that state.
	guards []statePath
}

// dependsOn reports whether what r reads changes when w is written.
func (r stateRead) dependsOn(w statePath) bool {
	if rp, wp, ok := align(r.path, w); ok && r.shallow && len(wp) > len(rp) {
		return false
	}
	return related(r.path, w)
}

// stateWrite is a write, run while a request other than tools/list is
// answered, to state.
type stateWrite struct {
	path  statePath
	lhs   ast.Expr
	node  ast.Node // the write: the assignment's left side, the ++, the delete or Store call
	at    ast.Node // where the handler leads to it: the write, or the call in the handler
	chain []string // the functions between the handler and the write
}

// maxWriteDepth bounds how deep the search for writes follows calls from
// a request handler into functions of this package.
const maxWriteDepth = 3

// stateFinding is one write that changes what a list reads, with every
// handler that reaches it: one root cause, one diagnostic. (A helper
// that writes the state of two servers' lists, through two bindings,
// gives one finding for each list.)
type stateFinding struct {
	list    *listState
	read    stateRead
	reaches []reach
}

// reach is a handler that runs a write, and how.
type reach struct {
	handler string
	w       stateWrite
}

// listReadsState reports state that a hand-written tools/list answer
// reads and that a handler of another request writes (category
// list-reads-state): after tools/call "enable_admin" sets adminEnabled,
// the list grows. Each write is reported once, where it is written; the
// handlers that reach it through helpers are related locations.
func (c *checker) listReadsState() {
	lists := c.listStates()
	reads := 0
	for _, l := range lists {
		reads += len(l.reads)
	}
	if reads == 0 {
		return // nothing to match: spare the walk through every handler
	}
	type key struct {
		write token.Pos
		list  *listState
	}
	var findings []*stateFinding
	byWrite := map[key]*stateFinding{}
	emit := func(handler string) func(stateWrite) {
		return func(w stateWrite) {
			l, r, ok := matchWrite(lists, w.path)
			if !ok {
				return
			}
			k := key{w.node.Pos(), l}
			f := byWrite[k]
			if f == nil {
				f = &stateFinding{list: l, read: r}
				byWrite[k] = f
				findings = append(findings, f)
			}
			for _, rc := range f.reaches {
				if rc.w.at.Pos() == w.at.Pos() {
					return // the same call, walked again
				}
			}
			f.reaches = append(f.reaches, reach{handler, w})
		}
	}
	for _, d := range c.m.Dispatchers {
		for _, br := range c.otherBranches(d) {
			top, env := c.topEnv(d.Func)
			c.writesIn(&ast.BlockStmt{List: br.body}, top, env, 0, nil, nil,
				emit(fmt.Sprintf("the %q branch of %s", br.method, c.funcName(d.Func))))
		}
	}
	for _, h := range append(c.m.Handlers, c.unregisteredToolHandlers()...) {
		if !c.answersOtherRequest(h) {
			continue
		}
		fn := h.FuncNode()
		if fn == nil {
			continue
		}
		top, env := c.topEnv(fn)
		c.writesIn(h.Body(), top, env, 0, nil, nil, emit(describe(h)))
	}
	for _, f := range findings {
		c.reportState(f)
	}
}

// matchWrite returns the first list, and its read, that a write to p
// changes.
func matchWrite(lists []*listState, p statePath) (*listState, stateRead, bool) {
	for _, l := range lists {
		if l.writesTo(p) {
			continue // a cache or lazily built state that the list keeps itself
		}
		for _, r := range l.reads {
			if r.dependsOn(p) && l.readsAny(r.guards) {
				return l, r, true
			}
		}
	}
	return nil, stateRead{}, false
}

func (c *checker) reportState(f *stateFinding) {
	first := f.reaches[0]
	w := first.w
	who, requests := first.handler+" writes", "this request"
	if others := distinctHandlers(f.reaches) - 1; others > 0 {
		who = fmt.Sprintf("%s and %d other %s write", first.handler, others, plural(others, "handler"))
		requests = "these requests"
	}
	related := []analysis.RelatedInformation{{
		Pos: f.read.expr.Pos(), End: f.read.expr.End(),
		Message: "tools/list reads " + types.ExprString(f.read.expr) + " here",
	}}
	for _, rc := range f.reaches {
		if rc.w.at == rc.w.node {
			continue // written in the handler itself: the diagnostic is there
		}
		related = append(related, analysis.RelatedInformation{
			Pos: rc.w.at.Pos(), End: rc.w.at.End(),
			Message: rc.handler + " reaches the write here" + through(rc.w.chain),
		})
	}
	c.report(analysis.Diagnostic{
		Pos:      w.node.Pos(),
		End:      w.node.End(),
		Category: catState,
		Message: fmt.Sprintf("%s %s%s, which %s reads to build the list: "+
			"tools/list changes as a side effect of %s, clients cache tools/list and will not see the change "+
			"(claude-code #79826), and MCP 2026-07-28 says the set MUST NOT change as a side effect of other requests; "+
			"list the same tools whatever earlier requests did, and have each tool check its precondition when called",
			who, types.ExprString(w.lhs), through(w.chain), f.list.label, requests),
		Related: related,
	})
}

// through names the functions between a handler and a write.
func through(chain []string) string {
	if len(chain) == 0 {
		return ""
	}
	return " (through " + strings.Join(chain, " -> ") + ")"
}

func distinctHandlers(rs []reach) int {
	seen := map[string]bool{}
	for _, r := range rs {
		seen[r.handler] = true
	}
	return len(seen)
}

func plural(n int, word string) string {
	if n == 1 {
		return word
	}
	return word + "s"
}

// readsAny reports whether the list reads one of paths, outside an if
// guard; no paths at all is no condition.
func (l *listState) readsAny(paths []statePath) bool {
	if len(paths) == 0 {
		return true
	}
	for _, r := range l.reads {
		if r.guards != nil {
			continue
		}
		for _, p := range paths {
			if related(r.path, p) {
				return true
			}
		}
	}
	return false
}

func (l *listState) writesTo(p statePath) bool {
	for _, w := range l.writes {
		if related(w, p) {
			return true
		}
	}
	return false
}

// listStates collects the state read by each hand-written tools/list
// answer: the tools/list branches of dispatchers (hand-rolled servers,
// go-sdk receiving middleware), mcp-go tool filters and AfterListTools
// hooks.
func (c *checker) listStates() []*listState {
	var lists []*listState
	for _, d := range c.m.Dispatchers {
		stmts, ok := d.Branches[analyzer.MethodToolsList]
		if !ok {
			continue
		}
		l := &listState{label: "the tools/list branch of " + c.funcName(d.Func), rootCalls: map[*ast.CallExpr]bool{}}
		top, env := c.topEnv(d.Func)
		c.readsIn(&ast.BlockStmt{List: stmts}, top, env, 0, l, true)
		lists = append(lists, l)
	}
	for _, h := range c.m.Handlers {
		isFilter := h.Kind == analyzer.ToolFilter
		if !isFilter && (h.Kind != analyzer.RequestHook || !c.isAfterListTools(h)) {
			continue
		}
		fn := h.FuncNode()
		if fn == nil {
			continue
		}
		what := "the AfterListTools hook"
		if isFilter {
			what = "the tool filter"
		}
		label := what + " " + c.funcName(fn)
		if h.Lit != nil {
			label = what + " in " + strings.TrimPrefix(c.funcName(fn), "the function literal in ")
		}
		l := &listState{label: label, rootCalls: map[*ast.CallExpr]bool{}}
		top, env := c.topEnv(fn)
		c.readsIn(h.Body(), top, env, 0, l, true)
		lists = append(lists, l)
	}
	return lists
}

// answersOtherRequest reports whether handler h runs only for requests
// other than tools/list (and initialize). Receiving middleware runs for
// every method, tools/list too: only its tools/call branch (a dispatcher)
// counts. Session hooks see initialization, which shapes a connection
// rather than being a side effect of a request on it.
func (c *checker) answersOtherRequest(h *analyzer.Handler) bool {
	switch h.Kind {
	case analyzer.ToolHandler, analyzer.ResourceHandler, analyzer.PromptHandler,
		analyzer.CompletionHandler, analyzer.ToolMiddleware:
		return true
	case analyzer.RequestHook:
		return c.isCallToolHook(h)
	}
	return false
}

// isCallToolHook reports whether an mcp-go request hook runs for
// tools/call only: it receives the *mcp.CallToolRequest.
func (c *checker) isCallToolHook(h *analyzer.Handler) bool {
	return c.hookTakes(h, analyzer.IsCallToolRequest)
}

type branch struct {
	method string
	body   []ast.Stmt
}

// otherBranches returns the branches of a dispatcher for methods other
// than tools/list. Initialization is left out: what a server keeps from
// initialize (the protocol version, the client's capabilities) shapes
// the whole connection, and a list that depends on it is not a side
// effect of a later request. A default clause is left out too: it
// usually answers "method not found".
func (c *checker) otherBranches(d *analyzer.Dispatcher) []branch {
	var out []branch
	switch s := d.Cond.(type) {
	case *ast.IfStmt:
		if stmts, ok := d.Branches[analyzer.MethodToolsCall]; ok {
			out = append(out, branch{analyzer.MethodToolsCall, stmts})
		}
	case *ast.SwitchStmt:
		for _, cl := range s.Body.List {
			cc := cl.(*ast.CaseClause)
			method, skip := "", false
			for _, e := range cc.List {
				tv, ok := c.pass.TypesInfo.Types[e]
				if !ok || tv.Value == nil || tv.Value.Kind() != constant.String {
					continue
				}
				switch m := constant.StringVal(tv.Value); m {
				case analyzer.MethodToolsList, "initialize", "notifications/initialized":
					skip = true
				default:
					if method == "" {
						method = m
					}
				}
			}
			if !skip && method != "" {
				out = append(out, branch{method, cc.Body})
			}
		}
	}
	return out
}

// topEnv returns the node whose captured variables are long-lived (a
// function literal's) and the environment binding a method's receiver.
func (c *checker) topEnv(fn ast.Node) (ast.Node, stateEnv) {
	env := stateEnv{}
	if d, ok := fn.(*ast.FuncDecl); ok && d.Recv != nil && len(d.Recv.List) == 1 && len(d.Recv.List[0].Names) == 1 {
		if v, ok := c.pass.TypesInfo.Defs[d.Recv.List[0].Names[0]].(*types.Var); ok {
			env[v] = statePath{}
		}
	}
	return fn, env
}

// funcName names a function declaration, or the declaration a function
// literal sits in.
func (c *checker) funcName(fn ast.Node) string {
	if d, ok := fn.(*ast.FuncDecl); ok {
		if f, ok := c.pass.TypesInfo.Defs[d.Name].(*types.Func); ok {
			return analyzer.FuncLabel(f)
		}
	}
	for f, d := range c.decls {
		if d.Pos() <= fn.Pos() && fn.End() <= d.End() {
			return "the function literal in " + analyzer.FuncLabel(f)
		}
	}
	return "a function literal"
}

// pathOf returns the path of the state that e denotes, when e is
// rooted at a package variable of this package or at a long-lived value:
// a variable of env, or one captured by top (a function literal) from
// outside it.
func (c *checker) pathOf(e ast.Expr, top ast.Node, env stateEnv) (statePath, bool) {
	info := c.pass.TypesInfo
	switch x := ast.Unparen(e).(type) {
	case *ast.Ident:
		v, _ := info.Uses[x].(*types.Var)
		if v == nil || v.IsField() || v.Pkg() != c.pass.Pkg {
			return nil, false
		}
		if v.Parent() == c.pass.Pkg.Scope() {
			return statePath{v}, true
		}
		if p, ok := env[v]; ok {
			return p, true
		}
		if _, isLit := top.(*ast.FuncLit); isLit && (v.Pos() < top.Pos() || v.Pos() >= top.End()) {
			// A captured struct is a root whose fields are matched as
			// a receiver's are; any other captured variable (adminOn,
			// a map, a slice) is state of its own.
			if isStruct(v.Type()) {
				if c.ownInstance(v) {
					return statePath{v}, true
				}
				return statePath{}, true
			}
			return statePath{v}, true
		}
	case *ast.SelectorExpr:
		sel := info.Selections[x]
		if sel == nil || sel.Kind() != types.FieldVal {
			return nil, false
		}
		p, ok := c.pathOf(x.X, top, env)
		if !ok {
			return nil, false
		}
		return fieldPath(p, sel.Recv(), sel.Index())
	case *ast.IndexExpr:
		if _, isFunc := info.TypeOf(x.X).(*types.Signature); isFunc {
			return nil, false // a generic function's instantiation
		}
		return c.pathOf(x.X, top, env)
	case *ast.StarExpr:
		return c.pathOf(x.X, top, env)
	case *ast.SliceExpr:
		return c.pathOf(x.X, top, env)
	case *ast.CallExpr:
		return c.returnedPath(x, top, env)
	}
	return nil, false
}

// maxReturnDepth bounds how many calls deep returnedPath looks for the
// state a helper returns (store(ctx) returning s.stores[tenant(ctx)]).
const maxReturnDepth = 3

// returnedPath returns the state that call returns, when it calls a
// function of this package with one result whose every return statement
// returns the same state, or nil: store(ctx) returning defaultStore,
// a.store() returning a.st.
func (c *checker) returnedPath(call *ast.CallExpr, top ast.Node, env stateEnv) (statePath, bool) {
	decl := c.declOf(call)
	if decl == nil || c.returning[decl] || len(c.returning) >= maxReturnDepth {
		return nil, false
	}
	fn := c.callee(call)
	sig, _ := fn.Type().(*types.Signature)
	if sig == nil || sig.Results().Len() != 1 {
		return nil, false
	}
	c.returning[decl] = true
	defer delete(c.returning, decl)
	sub := c.bind(call, fn, decl, top, env)
	var out statePath
	found, same := false, true
	walkRun(decl.Body, func(n ast.Node) bool {
		ret, ok := n.(*ast.ReturnStmt)
		if !ok || !same {
			return same
		}
		if len(ret.Results) != 1 {
			same = false // a named result
			return false
		}
		if c.isNil(ret.Results[0]) {
			return false
		}
		p, ok := c.pathOf(ret.Results[0], decl, sub)
		if !ok || found && !slices.Equal(p, out) {
			same = false
			return false
		}
		out, found = p, true
		return false
	})
	return out, found && same
}

// isNil reports whether e is the predeclared nil.
func (c *checker) isNil(e ast.Expr) bool {
	id, ok := ast.Unparen(e).(*ast.Ident)
	if !ok {
		return false
	}
	_, ok = c.pass.TypesInfo.Uses[id].(*types.Nil)
	return ok
}

// isPointer reports whether e is a pointer: reading it (comparing it
// with nil, passing it on) reads which value it points to, not the
// value.
func (c *checker) isPointer(e ast.Expr) bool {
	t := c.pass.TypesInfo.TypeOf(e)
	if t == nil {
		return false
	}
	_, ok := t.Underlying().(*types.Pointer)
	return ok
}

// fieldPath extends p, the path of a value of type t, by the fields that
// index selects, embedded ones included (promoted fields).
func fieldPath(p statePath, t types.Type, index []int) (statePath, bool) {
	out := append(statePath(nil), p...)
	for _, i := range index {
		if ptr, ok := t.Underlying().(*types.Pointer); ok {
			t = ptr.Elem()
		}
		st, ok := t.Underlying().(*types.Struct)
		if !ok || i >= st.NumFields() {
			return nil, false
		}
		f := st.Field(i)
		out = append(out, f.Origin())
		t = f.Type()
	}
	return out, true
}

// promoted returns the path of the receiver a method selection s calls
// the method on, given p, the path of the value it selects from: for a
// method promoted from an embedded field, that field's path.
func promoted(p statePath, s *types.Selection) (statePath, bool) {
	index := s.Index()
	return fieldPath(p, s.Recv(), index[:len(index)-1])
}

// owned reports whether p is state of this package worth comparing: a
// package variable or a field of one of its types. A lock is no state:
// a path through a sync.Mutex or sync.RWMutex is not compared.
func (c *checker) owned(p statePath) bool {
	if len(p) == 0 || p[0].Pkg() != c.pass.Pkg {
		return false
	}
	for _, o := range p {
		if isLock(o.Type()) {
			return false
		}
	}
	return true
}

// isLock reports whether t is sync.Mutex or sync.RWMutex, a pointer to
// one, or a container of them (a lock per session).
func isLock(t types.Type) bool {
	for {
		switch u := t.Underlying().(type) {
		case *types.Pointer:
			t = u.Elem()
			continue
		case *types.Map:
			t = u.Elem()
			continue
		case *types.Slice:
			t = u.Elem()
			continue
		case *types.Array:
			t = u.Elem()
			continue
		}
		break
	}
	n, ok := types.Unalias(t).(*types.Named)
	if !ok || n.Obj().Pkg() == nil || n.Obj().Pkg().Path() != "sync" {
		return false
	}
	return n.Obj().Name() == "Mutex" || n.Obj().Name() == "RWMutex"
}

// bind returns the environment of decl, the callee of call: its receiver
// and parameters bound to the state the call passes.
func (c *checker) bind(call *ast.CallExpr, fn *types.Func, decl *ast.FuncDecl, top ast.Node, env stateEnv) stateEnv {
	sub := stateEnv{}
	sig, ok := fn.Origin().Type().(*types.Signature)
	if !ok {
		return sub
	}
	if sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok && sig.Recv() != nil {
		if s := c.pass.TypesInfo.Selections[sel]; s != nil && s.Kind() == types.MethodVal {
			if p, ok := c.pathOf(sel.X, top, env); ok {
				if p, ok = promoted(p, s); ok {
					sub[sig.Recv()] = p
				}
			}
		}
	}
	for i, a := range call.Args {
		if i >= sig.Params().Len() || sig.Variadic() && i >= sig.Params().Len()-1 {
			break
		}
		if p, ok := c.pathOf(a, top, env); ok {
			sub[sig.Params().At(i)] = p
		}
	}
	return sub
}

// isBuiltin reports whether call calls the builtin name.
func (c *checker) isBuiltin(call *ast.CallExpr, name string) bool {
	id, ok := ast.Unparen(call.Fun).(*ast.Ident)
	if !ok || id.Name != name {
		return false
	}
	_, ok = c.pass.TypesInfo.Uses[id].(*types.Builtin)
	return ok
}

// isStruct reports whether t is a struct or a pointer to one.
func isStruct(t types.Type) bool {
	if p, ok := t.Underlying().(*types.Pointer); ok {
		t = p.Elem()
	}
	_, ok := t.Underlying().(*types.Struct)
	return ok
}

// isReference reports whether a variable of type t shares what it holds:
// writing through it writes the state it was taken from.
func isReference(t types.Type) bool {
	switch t.Underlying().(type) {
	case *types.Pointer, *types.Map, *types.Slice:
		return true
	}
	return false
}

// ownInstance reports whether the local variable v clearly holds a value
// no other variable holds: it is defined from a composite literal, new,
// or a function of this package that returns only those (newStore()),
// and never assigned again or has its address taken in the function that
// defines it.
func (c *checker) ownInstance(v *types.Var) bool {
	if own, ok := c.instances[v]; ok {
		return own
	}
	own := false
	for _, d := range c.decls {
		if d.Pos() <= v.Pos() && v.Pos() < d.End() {
			own = c.definedFresh(d.Body, v)
			break
		}
	}
	c.instances[v] = own
	return own
}

// definedFresh reports whether v is defined in body from a fresh value
// and is neither assigned again nor has its address taken there.
func (c *checker) definedFresh(body *ast.BlockStmt, v *types.Var) bool {
	info := c.pass.TypesInfo
	is := func(e ast.Expr) bool {
		id, ok := ast.Unparen(e).(*ast.Ident)
		return ok && (info.Defs[id] == v || info.Uses[id] == v)
	}
	fresh, other := false, false
	ast.Inspect(body, func(n ast.Node) bool {
		switch x := n.(type) {
		case *ast.AssignStmt:
			for i, lhs := range x.Lhs {
				if !is(lhs) {
					continue
				}
				if id := ast.Unparen(lhs).(*ast.Ident); info.Defs[id] == v && len(x.Rhs) == len(x.Lhs) && c.isFresh(x.Rhs[i], 1) {
					fresh = true
				} else {
					other = true
				}
			}
		case *ast.ValueSpec:
			for i, name := range x.Names {
				if info.Defs[name] != v {
					continue
				}
				if len(x.Values) == 0 && !isReference(v.Type()) || len(x.Values) == len(x.Names) && c.isFresh(x.Values[i], 1) {
					fresh = true
				} else {
					other = true
				}
			}
		case *ast.UnaryExpr:
			if x.Op == token.AND && is(x.X) {
				other = true
			}
		}
		return !other
	})
	return fresh && !other
}

// isFresh reports whether e makes a new value: a composite literal, its
// address, new(T), or a call to a function of this package whose every
// return is fresh (depth bounds how far such calls are followed).
func (c *checker) isFresh(e ast.Expr, depth int) bool {
	switch x := ast.Unparen(e).(type) {
	case *ast.CompositeLit:
		return true
	case *ast.UnaryExpr:
		_, ok := ast.Unparen(x.X).(*ast.CompositeLit)
		return x.Op == token.AND && ok
	case *ast.CallExpr:
		if c.isBuiltin(x, "new") {
			return true
		}
		decl := c.declOf(x)
		if decl == nil || depth == 0 {
			return false
		}
		returns, fresh := 0, true
		walkRun(decl.Body, func(n ast.Node) bool {
			if r, ok := n.(*ast.ReturnStmt); ok {
				returns++
				fresh = fresh && len(r.Results) == 1 && c.isFresh(r.Results[0], depth-1)
				return false
			}
			return fresh
		})
		return returns > 0 && fresh
	}
	return false
}
