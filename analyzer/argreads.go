package analyzer

import (
	"cmp"
	"go/ast"
	"go/token"
	"go/types"
	"reflect"
	"slices"
	"strings"

	"github.com/mcplint-go/mcplint/internal/analysisutil"
	"golang.org/x/tools/go/types/typeutil"
)

// ArgRead is one read of a tool argument by a constant name in a
// handler (or in a function it delegates to).
type ArgRead struct {
	Name     string
	NameExpr ast.Expr // the name's expression; nil for a struct field
	Node     ast.Node // the read (call, index or condition)
	// Accepts lists the JSON types for which the read gets the value;
	// nil when it takes any.
	Accepts []string
	// Never is set when no JSON value satisfies the read: a type
	// assertion to an integer type on a decoded argument (encoding/json
	// decodes every JSON number into float64), or to a slice or map of
	// another element type than any. NeverWhy says why, NeverFix what to
	// write instead.
	Never              bool
	NeverWhy, NeverFix string
	// Fails is set when the call fails when the argument is absent or
	// empty: a Require* accessor, or a check of a typed argument's field
	// that answers with a failure.
	Fails bool
	// Panics is set for a single-value type assertion on the decoded
	// argument (args["x"].(string)): it panics when the argument is
	// absent or of another type.
	Panics bool
	// Via names the read for messages ("RequireString", "a .(int)
	// assertion", "the check in.Date == \"\"").
	Via string
	// Field is the struct field read, for typed arguments.
	Field *types.Var
	// Check is where the check is when it is not in the handler (the
	// argument type's Validate method, maybe in another package).
	Check token.Pos
	// Unchecked names the call that takes the argument as an identifier
	// with no check (uncheckedids.go), when that is why it Fails.
	Unchecked string
	// Shared names the helper, for a read in a helper that the handler
	// hands its request to and that other places call too
	// (ResolveInput(req) in every tool): the name may be one that only
	// some of its tools declare.
	Shared string
	// FallbackOf names the argument this read stands in for: the tool
	// reads it only when that one is empty (`text := req.GetString("text",
	// ""); if text == "" { text = req.GetString("payload", "") }`), an
	// old name kept for old clients.
	FallbackOf string
}

// mcpGoAccessors are mcp-go's CallToolRequest argument accessors, with
// the JSON types each converts (mcp/tools.go, the same from v0.43.2 to
// v1.2.1: GetInt and GetFloat take numbers and numeric strings, GetBool
// takes booleans, numbers and "true"/"false" strings, GetString only
// strings, the slice accessors only arrays).
var mcpGoAccessors = map[string][]string{
	"String": {"string"},
	"Int":    {"integer", "number", "string"}, "Float": {"integer", "number", "string"},
	"Bool":        {"boolean", "integer", "number", "string"},
	"StringSlice": {"array"}, "IntSlice": {"array"}, "FloatSlice": {"array"}, "BoolSlice": {"array"},
}

// ArgReads returns the argument reads of handler h that the model can
// name: mcp-go accessors (GetString("x", ...), RequireInt("x")),
// indexing of the decoded argument map (req.GetArguments()["x"], with its
// type assertion), and, for a typed handler, the checks of its argument
// struct's fields that fail the call on an empty value.
func (m *Model) ArgReads(h *Handler, in types.Type) []ArgRead {
	if m.b == nil {
		return nil
	}
	m.lazy.Lock()
	defer m.lazy.Unlock()
	key := argReadsKey{h, in}
	if reads, ok := m.argReads[key]; ok {
		return reads // errlayer and inputdrift both read a handler's arguments
	}
	if m.argReads == nil {
		m.argReads = map[argReadsKey][]ArgRead{}
	}
	reads := m.argReadsOf(h, in)
	m.argReads[key] = reads
	return reads
}

// argReadsKey identifies one ArgReads answer.
type argReadsKey struct {
	h  *Handler
	in types.Type
}

func (m *Model) argReadsOf(h *Handler, in types.Type) []ArgRead {
	var out []ArgRead
	info := m.b.pass.TypesInfo
	delegates := m.ArgDelegates(h)
	type visit struct {
		fn     ast.Node
		params map[types.Object]bool // parameters that receive the argument map
		depth  int
		via    string // the helper that received the request, for messages
		shared string // the helper, when it has other callers (ArgRead.Shared)
		// neverOnly keeps only the reads that no JSON value satisfies: an
		// argument-map helper that other tools call too (argMapCallee.shared).
		neverOnly bool
	}
	var queue []visit
	for _, fn := range delegates {
		queue = append(queue, visit{fn: fn})
	}
	if h.Shape == ShapeHandRolled && len(queue) > 0 {
		// A hand-rolled server's handler takes the decoded argument
		// map itself: func(args map[string]any) (*Result, error). The
		// functions it passes the map to are followed from there.
		queue = []visit{{fn: queue[0].fn, params: m.b.argMapParams(queue[0].fn)}}
	}
	seen := map[ast.Node]bool{}
	for len(queue) > 0 {
		v := queue[0]
		queue = queue[1:]
		fn := v.fn
		if seen[fn] {
			continue
		}
		seen[fn] = true
		body := funcBodyOf(fn)
		first := len(out)
		branchOnly := in != nil && m.b.calledUnderArgBranch(fn, delegates, in)
		argMaps := m.b.argMapVars(body)
		for p := range v.params {
			argMaps[p] = true
		}
		if v.depth < maxArgMapDepth {
			for _, c := range m.b.argMapCallees(body, argMaps) {
				nv := visit{fn: c.decl, params: map[types.Object]bool{c.param: true}, depth: v.depth + 1, neverOnly: v.neverOnly}
				if c.shared {
					nv.via, nv.shared, nv.neverOnly = c.decl.Name.Name, c.decl.Name.Name, true
				}
				queue = append(queue, nv)
			}
			if in != nil && !branchOnly {
				for _, decl := range m.b.checkedStructCallees(body, in) {
					queue = append(queue, visit{fn: decl, depth: v.depth + 1, via: decl.Name.Name})
				}
			}
			for _, decl := range m.b.requestCallees(body) {
				fn := info.Defs[decl.Name].(*types.Func)
				shared := ""
				if v.shared != "" || m.b.callSites()[fn] > 1 {
					shared = decl.Name.Name // the helper that holds the reads, whichever tool reaches it first
				}
				queue = append(queue, visit{fn: decl, depth: v.depth + 1, via: decl.Name.Name, shared: shared})
			}
		}
		asserted := map[*ast.IndexExpr]bool{}
		var fails map[ast.Expr]token.Pos
		if v.depth == 0 && !branchOnly {
			fails = m.b.commaOkFailures(body, argMaps)
			for read, at := range m.b.accessorRefusals(body) {
				if fails == nil {
					fails = map[ast.Expr]token.Pos{}
				}
				fails[read] = at
			}
		}
		commaOk := commaOkAssertions(body)
		fallbacks := m.b.fallbackReads(body)
		held := m.b.heldAssertions(body, argMaps)
		for _, ix := range held {
			asserted[ix] = true // the assertion of the variable stands for the read
		}
		ast.Inspect(body, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.CallExpr:
				if r, ok := m.b.accessorRead(n); ok {
					if r.Fails && (!m.b.requireFails(body, n) || m.b.presenceGuarded(body, n, r.Name)) {
						r.Fails = false // if v, err := req.RequireFloat("depth"); err == nil { ... }: a default
					}
					if at, ok := fails[n]; ok {
						r.Fails, r.Check = true, at
					}
					r.FallbackOf = fallbacks[n]
					out = append(out, r)
				} else if r, ok := m.b.keyRead(n, argMaps); ok {
					out = append(out, r)
				} else if r, ok := m.b.reqKeyRead(n); ok {
					out = append(out, r)
				}
			case *ast.TypeAssertExpr:
				ix, ok := ast.Unparen(n.X).(*ast.IndexExpr)
				if !ok {
					ix, ok = held[n]
				}
				if !ok || n.Type == nil {
					return true
				}
				if r, ok := m.b.mapRead(ix, argMaps); ok {
					asserted[ix] = true
					r.Node = n
					r.Accepts, r.Never = assertAccepts(info.TypeOf(n.Type))
					r.NeverWhy, r.NeverFix = neverReason(info.TypeOf(n.Type))
					r.Via = "a .(" + types.TypeString(info.TypeOf(n.Type), types.RelativeTo(m.b.pass.Pkg)) + ") assertion"
					if at, ok := fails[n]; ok {
						r.Fails, r.Check = true, at
					}
					r.Panics = !commaOk[n]
					out = append(out, r)
				}
			case *ast.IndexExpr:
				if r, ok := m.b.mapRead(n, argMaps); ok && !asserted[n] {
					if at, ok := fails[n]; ok {
						r.Fails, r.Check = true, at
					}
					r.Panics = !commaOk[n]
					out = append(out, r)
				}
			case *ast.IfStmt:
				if in != nil && !branchOnly {
					out = append(out, m.b.emptyChecks(n, in, fn)...)
					out = append(out, m.b.paramChecks(n, in, fn)...)
				}
			}
			return true
		})
		if in != nil && v.depth == 0 && !branchOnly {
			out = append(out, m.b.identifierReads(fn, in)...)
		}
		if v.neverOnly {
			out = append(out[:first], slices.DeleteFunc(out[first:], func(rd ArgRead) bool { return !rd.Never })...)
		}
		if v.via != "" {
			for i := first; i < len(out); i++ {
				out[i].Via += " in " + v.via
				out[i].Shared = v.shared
			}
		}
	}
	return out
}

// heldAssertions maps the type assertions of body on a variable that
// holds a decoded argument (`v, ok := args["x"]; ...; s := v.(string)`)
// to the read that filled it: the assertion is the read's type, and
// panics as `args["x"].(string)` does. A variable assigned more than once
// is left out (it may hold another value where it is asserted).
func (b *builder) heldAssertions(body *ast.BlockStmt, argMaps map[types.Object]bool) map[*ast.TypeAssertExpr]*ast.IndexExpr {
	info := b.pass.TypesInfo
	vars := map[types.Object]*ast.IndexExpr{}
	note := func(lhs []ast.Expr, rhs []ast.Expr) {
		if len(rhs) != 1 || len(lhs) == 0 || len(lhs) > 2 {
			return
		}
		ix, ok := ast.Unparen(rhs[0]).(*ast.IndexExpr)
		if !ok {
			return
		}
		if _, ok := b.mapRead(ix, argMaps); !ok {
			return
		}
		if id, ok := lhs[0].(*ast.Ident); ok && id.Name != "_" {
			if v := info.ObjectOf(id); v != nil && len(b.defs[v]) == 1 {
				vars[v] = ix
			}
		}
	}
	// A variable the body switches on by type (switch v.(type)) is
	// tested: an assertion under a case holds.
	switched := map[types.Object]bool{}
	ast.Inspect(body, func(n ast.Node) bool {
		if ts, ok := n.(*ast.TypeSwitchStmt); ok {
			var x ast.Expr
			switch a := ts.Assign.(type) {
			case *ast.ExprStmt:
				x = a.X
			case *ast.AssignStmt:
				if len(a.Rhs) == 1 {
					x = a.Rhs[0]
				}
			}
			if ta, ok := x.(*ast.TypeAssertExpr); ok {
				if id, ok := ast.Unparen(ta.X).(*ast.Ident); ok {
					switched[info.Uses[id]] = true
				}
			}
		}
		return true
	})
	var out map[*ast.TypeAssertExpr]*ast.IndexExpr
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.AssignStmt:
			note(n.Lhs, n.Rhs)
		case *ast.ValueSpec:
			lhs := make([]ast.Expr, len(n.Names))
			for i, id := range n.Names {
				lhs[i] = id
			}
			note(lhs, n.Values)
		case *ast.TypeAssertExpr:
			id, ok := ast.Unparen(n.X).(*ast.Ident)
			if !ok || n.Type == nil {
				return true
			}
			if ix, ok := vars[info.Uses[id]]; ok && !switched[info.Uses[id]] {
				if out == nil {
					out = map[*ast.TypeAssertExpr]*ast.IndexExpr{}
				}
				out[n] = ix
			}
		}
		return true
	})
	return out
}

// commaOkAssertions returns the type assertions of body that take the
// comma-ok form (v, ok := x.(T), in an assignment, a declaration or an
// if's init): the others panic when the assertion fails.
// CommaOkAssertions returns the type assertions of body written in the
// comma-ok form (v, ok := x.(T)).
func CommaOkAssertions(body *ast.BlockStmt) map[ast.Expr]bool { return commaOkAssertions(body) }

func commaOkAssertions(body *ast.BlockStmt) map[ast.Expr]bool {
	out := map[ast.Expr]bool{}
	mark := func(lhs int, rhs []ast.Expr) {
		if lhs == 2 && len(rhs) == 1 {
			if ta, ok := ast.Unparen(rhs[0]).(*ast.TypeAssertExpr); ok {
				out[ta] = true
			}
		}
	}
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.AssignStmt:
			mark(len(n.Lhs), n.Rhs)
		case *ast.ValueSpec:
			mark(len(n.Names), n.Values)
		}
		return true
	})
	return out
}

// argMapParams returns the parameters of fn typed map[string]any (or
// map[string]interface{}): a hand-rolled handler's decoded arguments.
func (b *builder) argMapParams(fn ast.Node) map[types.Object]bool {
	var ft *ast.FuncType
	switch f := fn.(type) {
	case *ast.FuncLit:
		ft = f.Type
	case *ast.FuncDecl:
		ft = f.Type
	}
	out := map[types.Object]bool{}
	if ft == nil {
		return out
	}
	for _, fld := range ft.Params.List {
		for _, id := range fld.Names {
			v, ok := b.pass.TypesInfo.Defs[id].(*types.Var)
			if !ok {
				continue
			}
			if m, ok := v.Type().Underlying().(*types.Map); ok && types.Identical(m.Key(), types.Typ[types.String]) && types.IsInterface(m.Elem()) {
				out[v] = true
			}
		}
	}
	return out
}

// mapRead reads args["x"] on the decoded argument map.
func (b *builder) mapRead(ix *ast.IndexExpr, argMaps map[types.Object]bool) (ArgRead, bool) {
	if !b.isArgMap(ix.X, argMaps) {
		return ArgRead{}, false
	}
	name, ok := b.foldString(ix.Index)
	if !ok {
		return ArgRead{}, false
	}
	return ArgRead{Name: name, NameExpr: ix.Index, Node: ix, Via: "the decoded argument map"}, true
}

// accessorRead reads an mcp-go accessor call req.GetString("x", d).
func (b *builder) accessorRead(call *ast.CallExpr) (ArgRead, bool) {
	fn := b.callee(call)
	if fn == nil || len(call.Args) == 0 {
		return ArgRead{}, false
	}
	sig, _ := fn.Type().(*types.Signature)
	if r, ok := b.parseRead(fn, sig, call); ok {
		return r, true
	}
	if sig == nil || sig.Recv() == nil || !isNamed(sig.Recv().Type(), mcpGoMCP, "CallToolRequest") {
		return ArgRead{}, false
	}
	kind, fails := "", false
	switch {
	case strings.HasPrefix(fn.Name(), "Get"):
		kind = strings.TrimPrefix(fn.Name(), "Get")
	case strings.HasPrefix(fn.Name(), "Require"):
		kind, fails = strings.TrimPrefix(fn.Name(), "Require"), true
	}
	accepts, ok := mcpGoAccessors[kind]
	if !ok {
		return ArgRead{}, false
	}
	name, ok := b.foldString(call.Args[0])
	if !ok {
		return ArgRead{}, false
	}
	return ArgRead{Name: name, NameExpr: call.Args[0], Node: call, Accepts: accepts, Fails: fails, Via: fn.Name()}, true
}

// parseRead reads mcp-go's package-level accessors, mcp.ParseString(req,
// "x", d), ParseInt, ParseFloat64, ParseBoolean, ParseStringMap,
// ParseArgument: spf13/cast converts whatever JSON value is there (a
// number to its text, "true" to a bool), so the read takes any type; its
// name and, with an empty default, its refusal are what is checked.
func (b *builder) parseRead(fn *types.Func, sig *types.Signature, call *ast.CallExpr) (ArgRead, bool) {
	if sig == nil || sig.Recv() != nil || fn.Pkg() == nil || fn.Pkg().Path() != mcpGoMCP || !strings.HasPrefix(fn.Name(), "Parse") ||
		sig.Params().Len() != 3 || len(call.Args) != 3 || !isNamed(sig.Params().At(0).Type(), mcpGoMCP, "CallToolRequest") || !types.Identical(sig.Params().At(1).Type().Underlying(), types.Typ[types.String]) {
		return ArgRead{}, false
	}
	name, ok := b.foldString(call.Args[1])
	if !ok {
		return ArgRead{}, false
	}
	return ArgRead{Name: name, NameExpr: call.Args[1], Node: call, Via: fn.Name()}, true
}

// argMapVars lists the local variables of body assigned, once, the
// decoded argument map (args := req.GetArguments()).
func (b *builder) argMapVars(body *ast.BlockStmt) map[types.Object]bool {
	vars := map[types.Object]bool{}
	info := b.pass.TypesInfo
	ast.Inspect(body, func(n ast.Node) bool {
		as, ok := n.(*ast.AssignStmt)
		if !ok || as.Tok != token.DEFINE || len(as.Rhs) != 1 {
			return true
		}
		if _, commaOk := ast.Unparen(as.Rhs[0]).(*ast.TypeAssertExpr); len(as.Lhs) != 1 && !(commaOk && len(as.Lhs) == 2) {
			return true // args, ok := req.Params.Arguments.(map[string]any) holds it too
		}
		id, ok := as.Lhs[0].(*ast.Ident)
		if !ok {
			return true
		}
		if obj := info.Defs[id]; obj != nil && b.isArgMap(as.Rhs[0], nil) && len(b.defs[obj]) == 1 {
			vars[obj] = true
		}
		return true
	})
	return vars
}

// isArgMap reports whether e is the decoded argument map of an mcp-go
// request: req.GetArguments(), req.Params.Arguments.(map[string]any), or
// a variable of vars.
func (b *builder) isArgMap(e ast.Expr, vars map[types.Object]bool) bool {
	info := b.pass.TypesInfo
	e = ast.Unparen(e)
	switch x := e.(type) {
	case *ast.Ident:
		return vars[info.Uses[x]]
	case *ast.CallExpr:
		fn := b.callee(x)
		if fn == nil || fn.Name() != "GetArguments" {
			return false
		}
		sig, _ := fn.Type().(*types.Signature)
		return sig != nil && sig.Recv() != nil && isNamed(sig.Recv().Type(), mcpGoMCP, "CallToolRequest")
	case *ast.SelectorExpr:
		// go-sdk v0.x: p.Arguments of a *CallToolParamsFor[map[string]any];
		// go-mcp: req.Arguments, decoded with the request; mcp-go before
		// v0.29: req.Params.Arguments, a map[string]interface{} field.
		v, ok := info.Uses[x.Sel].(*types.Var)
		if !ok || !v.IsField() || x.Sel.Name != "Arguments" || v.Pkg() == nil || v.Pkg().Path() != goSDKMCP && v.Pkg().Path() != goMCPProto && v.Pkg().Path() != mcpGoMCP {
			return false
		}
		m, isMap := typeUnder(info.TypeOf(x)).(*types.Map)
		return isMap && types.Identical(m.Key(), types.Typ[types.String])
	case *ast.TypeAssertExpr:
		sel, ok := ast.Unparen(x.X).(*ast.SelectorExpr)
		if !ok || sel.Sel.Name != "Arguments" {
			return false
		}
		if v, ok := info.Uses[sel.Sel].(*types.Var); !ok || !v.IsField() || v.Pkg() == nil || v.Pkg().Path() != mcpGoMCP {
			return false
		}
		if x.Type == nil {
			return false
		}
		_, isMap := typeUnder(info.TypeOf(x.Type)).(*types.Map) // the asserted type: a comma-ok assertion is recorded as a tuple
		return isMap
	}
	return false
}

// assertAccepts is what JSON values a type assertion on a decoded
// argument (encoding/json into any) lets through.
func assertAccepts(t types.Type) (accepts []string, never bool) {
	switch u := t.Underlying().(type) {
	case *types.Basic:
		switch {
		case u.Kind() == types.String:
			return []string{"string"}, false
		case u.Kind() == types.Bool:
			return []string{"boolean"}, false
		case u.Kind() == types.Float64:
			return []string{"integer", "number"}, false
		case u.Info()&(types.IsInteger|types.IsFloat) != 0:
			return nil, true
		}
	case *types.Slice:
		if isEmptyInterface(u.Elem()) {
			return []string{"array"}, false
		}
		return nil, true
	case *types.Map:
		if isEmptyInterface(u.Elem()) {
			return []string{"object"}, false
		}
		return nil, true
	}
	return nil, false
}

// neverReason says why an assertion to t, for which assertAccepts says
// never, fails on every decoded value, and what to write instead.
func neverReason(t types.Type) (why, fix string) {
	switch t.Underlying().(type) {
	case *types.Slice:
		return "encoding/json decodes every JSON array into []any", "assert []any and convert each element, or use req.GetStringSlice / req.RequireStringSlice"
	case *types.Map:
		return "encoding/json decodes every JSON object into map[string]any", "assert map[string]any and convert its values"
	}
	return "encoding/json decodes every JSON number into float64", "assert float64 and convert, or use req.GetInt / req.RequireInt"
}

// emptyChecks returns the reads of a typed handler's argument struct in
// the condition of ifs, `in.F == ""` or `len(in.F) == 0` (alone or as a
// term of ||), when the if answers with a failure: the handler then
// fails the call whenever the argument is absent. Fields assigned
// anywhere in fn (defaults) do not count.
func (b *builder) emptyChecks(ifs *ast.IfStmt, in types.Type, fn ast.Node) []ArgRead {
	if len(ifs.Body.List) == 0 || !b.refuses(ifs.Body, b.failureReturn) {
		return nil
	}
	info := b.pass.TypesInfo
	var out []ArgRead
	for _, t := range orTerms(ifs.Cond) {
		sel := emptyTest(info, t)
		if sel == nil {
			sel = zeroTest(info, t)
		}
		if sel == nil {
			continue
		}
		if !b.isArgStruct(sel.X, in) {
			continue
		}
		field, ok := info.Uses[sel.Sel].(*types.Var)
		if !ok || !field.IsField() || fieldAssigned(info, funcBodyOf(fn), field) || b.underArgBranch(ifs, fn, in) {
			continue
		}
		out = append(out, ArgRead{Node: t, Fails: true, Field: field, Via: "the check " + types.ExprString(t)})
	}
	return out
}

// underArgBranch reports whether n, in fn, runs only for some values of
// the argument struct (of type in): it sits in a case of a switch, or a
// branch of an if, whose tag or condition reads a variable of that type (`switch args.Action { case "protect":
// if args.Branch == "" ...`). An argument required for one action only
// is not one the schema's "required" can say.
func (b *builder) underArgBranch(n ast.Node, fn ast.Node, in types.Type) bool {
	var reads func(e ast.Node) bool
	depth := 0
	reads = func(e ast.Node) bool {
		found := false
		if e != nil {
			ast.Inspect(e, func(x ast.Node) bool {
				if x, ok := x.(ast.Expr); ok && b.isArgStruct(x, in) {
					found = true
				}
				// isCreate := in.ID == "": a local computed from the arguments
				if id, ok := x.(*ast.Ident); ok && !found && depth < 2 {
					if v, ok := b.pass.TypesInfo.Uses[id].(*types.Var); ok && !v.IsField() && v.Pos() > fn.Pos() && v.Pos() < fn.End() {
						depth++
						for _, d := range b.defs[v] {
							found = found || d.expr != nil && reads(d.expr)
						}
						depth--
					}
				}
				return !found
			})
		}
		return found
	}
	path := b.pathTo(n)
	for i := len(path) - 2; i >= 0 && path[i] != fn; i-- {
		switch p := path[i].(type) {
		case *ast.SwitchStmt:
			if reads(p.Tag) || p.Tag == nil && reads(p.Body) && caseReads(p, reads) {
				return true
			}
		case *ast.IfStmt:
			if path[i+1] != p.Cond && path[i+1] != p.Init && reads(p.Cond) {
				return true
			}
		case *ast.BlockStmt:
			// `if in.URL != "" { ...; return }` before the check: the
			// check runs only when that other argument is absent (one of
			// two ways to name the thing)
			for _, st := range p.List {
				if st.Pos() >= path[i+1].Pos() {
					break
				}
				if ifs, ok := st.(*ast.IfStmt); ok && presenceTest(b.pass.TypesInfo, ifs.Cond) && reads(ifs.Cond) && endsInReturn(ifs.Body) {
					return true
				}
			}
		}
	}
	return false
}

// presenceTest reports whether cond tests that a value is given: x != "",
// x != nil, x != 0, len(x) > 0 (not a refusal of an absent one).
func presenceTest(info *types.Info, cond ast.Expr) bool {
	be, ok := ast.Unparen(cond).(*ast.BinaryExpr)
	if !ok {
		return false
	}
	if t := info.TypeOf(be.X); t == nil || isErrorType(t) {
		return false // err != nil: a failure, not a given value
	}
	switch be.Op {
	case token.NEQ:
		if id, ok := ast.Unparen(be.Y).(*ast.Ident); ok && id.Name == "nil" {
			return true
		}
		tv, ok := info.Types[be.Y]
		return ok && tv.Value != nil && (tv.Value.String() == `""` || tv.Value.String() == "0")
	case token.GTR:
		tv, ok := info.Types[be.Y]
		return ok && tv.Value != nil && tv.Value.String() == "0"
	}
	return false
}

// endsInReturn reports whether block's last statement is a return.
func endsInReturn(block *ast.BlockStmt) bool {
	if block == nil || len(block.List) == 0 {
		return false
	}
	_, ok := block.List[len(block.List)-1].(*ast.ReturnStmt)
	return ok
}

// calledUnderArgBranch reports whether fn, one of the functions a
// handler delegates to, is called from another of them only in a branch
// on the argument struct (case "get": return getVariable(args)).
func (b *builder) calledUnderArgBranch(fn ast.Node, delegates []ast.Node, in types.Type) bool {
	decl, ok := fn.(*ast.FuncDecl)
	if !ok {
		return false
	}
	self := b.pass.TypesInfo.Defs[decl.Name]
	calls, under := 0, 0
	for _, caller := range delegates {
		if caller == fn {
			continue
		}
		ast.Inspect(funcBodyOf(caller), func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			if c := b.callee(call); c != nil && types.Object(c.Origin()) == self {
				calls++
				if b.underArgBranch(call, caller, in) {
					under++
				}
			}
			return true
		})
	}
	return calls > 0 && calls == under
}

// caseReads reports whether a tagless switch's case expressions read
// what reads looks for.
func caseReads(s *ast.SwitchStmt, reads func(ast.Node) bool) bool {
	for _, st := range s.Body.List {
		for _, e := range st.(*ast.CaseClause).List {
			if reads(e) {
				return true
			}
		}
	}
	return false
}

// emptyTest returns x.F of `x.F == ""`, `"" == x.F`, `len(x.F) == 0`.
func emptyTest(info *types.Info, e ast.Expr) *ast.SelectorExpr {
	sel, _ := emptiedOperand(info, e).(*ast.SelectorExpr)
	return sel
}

// zeroTest returns the field selection x.F of `x.F == 0` on an integer
// field: an ID that the call cannot do without.
func zeroTest(info *types.Info, e ast.Expr) *ast.SelectorExpr {
	be, ok := e.(*ast.BinaryExpr)
	if !ok || be.Op != token.EQL {
		return nil
	}
	sel, ok := ast.Unparen(be.X).(*ast.SelectorExpr)
	if !ok {
		return nil
	}
	tv := info.Types[be.Y]
	if tv.Value == nil || tv.Value.String() != "0" {
		return nil
	}
	if b, ok := typeUnder(info.TypeOf(sel)).(*types.Basic); !ok || b.Info()&types.IsInteger == 0 {
		return nil
	}
	return sel
}

// emptiedOperand returns x of `x == ""`, `"" == x`, `len(x) == 0`.
func emptiedOperand(info *types.Info, e ast.Expr) ast.Expr {
	be, ok := e.(*ast.BinaryExpr)
	if !ok || be.Op != token.EQL {
		return nil
	}
	for _, pair := range [][2]ast.Expr{{be.X, be.Y}, {be.Y, be.X}} {
		x, y := ast.Unparen(pair[0]), pair[1]
		tv, ok := info.Types[y]
		if !ok || tv.Value == nil {
			continue
		}
		if call, ok := x.(*ast.CallExpr); ok && len(call.Args) == 1 {
			if id, ok := ast.Unparen(call.Fun).(*ast.Ident); ok && id.Name == "len" && tv.Value.String() == "0" {
				x = ast.Unparen(call.Args[0])
			}
		} else if tv.Value.String() != `""` {
			continue
		}
		return x
	}
	return nil
}

// isArgStruct reports whether e is the handler's argument struct (of
// type in): a variable of that type (in, args), or a field selection
// of that type (go-sdk v0.x's p.Arguments).
func (b *builder) isArgStruct(e ast.Expr, in types.Type) bool {
	switch x := ast.Unparen(e).(type) {
	case *ast.Ident:
		v, ok := b.pass.TypesInfo.Uses[x].(*types.Var)
		return ok && sameStruct(v.Type(), in)
	case *ast.SelectorExpr:
		s := b.pass.TypesInfo.Selections[x]
		return s != nil && s.Kind() == types.FieldVal && sameStruct(s.Type(), in)
	}
	return false
}

// fieldAssigned reports whether body assigns field F of any value
// (x.F = ..., p.Arguments.F = ...): a default, so an empty F need not
// come from the call.
func fieldAssigned(info *types.Info, body *ast.BlockStmt, field *types.Var) bool {
	return assignsField(info, body, field, func(ast.Expr) bool { return true })
}

func sameStruct(t, in types.Type) bool {
	deref := func(t types.Type) types.Type {
		if p, ok := types.Unalias(t).(*types.Pointer); ok {
			return p.Elem()
		}
		return t
	}
	return types.Identical(deref(t), deref(in))
}

// assignedIn reports whether body assigns field F of v (v.F = ...).
func assignedIn(info *types.Info, body *ast.BlockStmt, field *types.Var, v *types.Var) bool {
	return assignsField(info, body, field, func(base ast.Expr) bool {
		id, ok := ast.Unparen(base).(*ast.Ident)
		return ok && info.Uses[id] == v
	})
}

// assignsField reports whether body assigns field F of a value whose
// expression base accepts.
func assignsField(info *types.Info, body *ast.BlockStmt, field *types.Var, base func(ast.Expr) bool) bool {
	found := false
	ast.Inspect(body, func(n ast.Node) bool {
		as, ok := n.(*ast.AssignStmt)
		if !ok {
			return !found
		}
		for _, l := range as.Lhs {
			if sel, ok := ast.Unparen(l).(*ast.SelectorExpr); ok && info.Uses[sel.Sel] == field && base(sel.X) {
				found = true
			}
		}
		return !found
	})
	return found
}

// failureReturn reports whether s is a return that fails the call: a
// non-nil error, an isError result, or a helper whose name says error.
func (b *builder) failureReturn(s ast.Stmt) bool {
	ret, ok := s.(*ast.ReturnStmt)
	if ok && len(ret.Results) == 1 {
		// return errorResponse(err): a helper that gives both results,
		// named for the failure it makes.
		call, isCall := ast.Unparen(ret.Results[0]).(*ast.CallExpr)
		if tuple, _ := b.pass.TypesInfo.TypeOf(ret.Results[0]).(*types.Tuple); isCall && tuple != nil && tuple.Len() >= 2 {
			fn := b.callee(call)
			return fn != nil && namesError(fn.Name())
		}
		return false
	}
	if !ok || len(ret.Results) < 2 {
		return false
	}
	info := b.pass.TypesInfo
	last := ret.Results[len(ret.Results)-1]
	if isErrorType(info.TypeOf(last)) && !isNilIdent(info, last) {
		return true
	}
	r := ClassifyResult(info, ret.Results[0])
	if r.Op == OpResultError || r.Lit != nil && r.IsError == IsErrorTrue {
		return true
	}
	// NewToolResultText("No action specified, must be one of ...") with a
	// nil error: a refusal sent as success (errlayer's hidden-error), but
	// still a refusal, so the argument is needed.
	if (r.Op == OpResultText || r.Lit != nil && r.IsError != IsErrorTrue) && StatedFailure(info, ret.Results[0]) != "" {
		return true
	}
	if call, ok := ast.Unparen(ret.Results[0]).(*ast.CallExpr); ok {
		// errorResult(msg), ErrorResponse(...): the author means a failure,
		// whether or not the helper sets isError (errlayer's business).
		if fn := b.callee(call); fn != nil && namesError(fn.Name()) {
			return true
		}
	}
	return false
}

// IsArgAccessorCall reports whether call reads one argument of an mcp-go
// request by name: an accessor method (req.GetString("from", ""),
// req.RequireInt("n")) or a package-level mcp.ParseString(req, "from", "").
func IsArgAccessorCall(info *types.Info, call *ast.CallExpr) bool {
	fn, _ := typeutil.Callee(info, call).(*types.Func)
	if fn == nil || fn.Pkg() == nil || fn.Pkg().Path() != mcpGoMCP {
		return false
	}
	sig := fn.Type().(*types.Signature)
	if sig.Recv() == nil {
		return strings.HasPrefix(fn.Name(), "Parse") && sig.Params().Len() == 3 && isNamed(sig.Params().At(0).Type(), mcpGoMCP, "CallToolRequest")
	}
	if !isNamed(sig.Recv().Type(), mcpGoMCP, "CallToolRequest") {
		return false
	}
	for _, prefix := range []string{"Get", "Require"} {
		if kind, ok := strings.CutPrefix(fn.Name(), prefix); ok && IsMCPGoAccessorKind(kind) {
			return true
		}
	}
	return false
}

// IsMCPGoAccessorKind reports whether kind ("String", "IntSlice") is the
// suffix of an mcp-go Get*/Require* argument accessor.
func IsMCPGoAccessorKind(kind string) bool {
	_, ok := mcpGoAccessors[kind]
	return ok
}

// FieldReads returns, for a typed handler whose argument struct is in,
// the first read of each of its fields that the arguments decode into:
// Name is the field's exact JSON key (go-sdk decodes case-sensitively),
// Accepts the JSON type its Go type takes, nil when that is open (an
// interface, a type with its own UnmarshalJSON). ok is false when the
// struct's keys cannot all be known (an embedded field).
func (m *Model) FieldReads(h *Handler, in types.Type) (reads []ArgRead, ok bool) {
	m.lazy.Lock()
	defer m.lazy.Unlock()
	if m.b == nil || in == nil {
		return nil, false
	}
	st, _ := derefType(in).Underlying().(*types.Struct)
	if st == nil {
		return nil, false
	}
	keys := map[*types.Var]string{}
	if !jsonKeys(st, keys, 0) {
		return nil, false
	}
	info := m.b.pass.TypesInfo
	seen := map[*types.Var]bool{}
	for _, fn := range m.ArgDelegates(h) {
		// A field the handler assigns holds its own value, not only the
		// argument's: left out.
		ast.Inspect(funcBodyOf(fn), func(n ast.Node) bool {
			if as, ok := n.(*ast.AssignStmt); ok {
				for _, lhs := range as.Lhs {
					if sel, ok := ast.Unparen(lhs).(*ast.SelectorExpr); ok {
						if f, ok := info.Uses[sel.Sel].(*types.Var); ok && f.IsField() {
							seen[f] = true
						}
					}
				}
			}
			return true
		})
	}
	for _, fn := range m.ArgDelegates(h) {
		ast.Inspect(funcBodyOf(fn), func(n ast.Node) bool {
			sel, isSel := n.(*ast.SelectorExpr)
			if !isSel {
				return true
			}
			s := info.Selections[sel]
			if s == nil || s.Kind() != types.FieldVal || !types.Identical(derefType(s.Recv()), derefType(in)) {
				return true // (config.Width through an embedded struct: its index path is longer)
			}
			f, _ := s.Obj().(*types.Var)
			name, isKey := keys[f]
			if !isKey || seen[f] {
				return true
			}
			seen[f] = true
			rd := ArgRead{Name: name, Node: sel, Field: f, Via: "field " + f.Name() + " of " + types.TypeString(derefType(in), types.RelativeTo(m.b.pass.Pkg))}
			if t := jsonTypeOf(derefType(f.Type())); t != "" && !decodesItself(f.Type()) {
				rd.Accepts = []string{t}
			}
			reads = append(reads, rd)
			return true
		})
	}
	return reads, true
}

// jsonKeys records the JSON key of every field of st that
// encoding/json decodes, the fields of an embedded struct without a JSON
// name promoted as encoding/json promotes them; false when a key cannot
// be known (an embedded non-struct, a name two embedded structs share).
func jsonKeys(st *types.Struct, keys map[*types.Var]string, depth int) bool {
	if depth > 3 {
		return false
	}
	for i := range st.NumFields() {
		f := st.Field(i)
		name, _, _ := strings.Cut(reflect.StructTag(st.Tag(i)).Get("json"), ",")
		if name == "" && namedByOtherTag(st.Tag(i)) {
			// `param:"start_line"` with no json tag: a decoder of its own
			// (mcpx.MapArguments, mapstructure) names the field, not
			// encoding/json
			return false
		}
		if f.Embedded() && name == "" {
			inner, ok := derefType(f.Type()).Underlying().(*types.Struct)
			if !ok || !jsonKeys(inner, keys, depth+1) {
				return false
			}
			continue
		}
		if key, ok := JSONKey(st, i); ok {
			for _, k := range keys {
				if k == key {
					return false // the shallower field wins in encoding/json: not modelled
				}
			}
			keys[f] = key
		}
	}
	return true
}

// namingTags are the struct tag keys that other decoders than
// encoding/json take a field's name from.
var namingTags = []string{"param", "mapstructure", "form", "query", "arg", "args", "mcp", "yaml", "toml", "url", "path", "header", "koanf", "env"}

// namedByOtherTag reports whether tag names its field for a decoder other
// than encoding/json.
func namedByOtherTag(tag string) bool {
	st := reflect.StructTag(tag)
	for _, k := range namingTags {
		if v, ok := st.Lookup(k); ok && v != "" && v != "-" {
			return true
		}
	}
	return false
}

// DecodedFields returns, for the keyed fields of in (the struct the
// arguments are decoded into) that FieldReads leaves out because the
// handler assigns them (`if args.Limit <= 0 { args.Limit = 10 }`), an
// ArgRead at the field's declaration: what the field reads afterwards is
// the handler's, but the decode into it fails all the same when the JSON
// value does not fit its type. Fields declared outside this package are
// left out.
func (m *Model) DecodedFields(h *Handler, in types.Type) []ArgRead {
	reads, ok := m.FieldReads(h, in)
	if !ok {
		return nil
	}
	read := map[*types.Var]bool{}
	for _, rd := range reads {
		read[rd.Field] = true
	}
	st, _ := derefType(in).Underlying().(*types.Struct)
	keys := map[*types.Var]string{}
	if st == nil || !jsonKeys(st, keys, 0) {
		return nil
	}
	var site ast.Node // where the handler decodes into in, for fields declared elsewhere
	var out []ArgRead
	for _, f := range sortedFields(keys) {
		name := keys[f]
		if read[f] {
			continue
		}
		var node ast.Node = &ast.Ident{NamePos: f.Pos(), Name: f.Name()}
		if f.Pkg() != m.b.pass.Pkg {
			// the field's declaration is another package's: the decode
			// into it, in the handler, is where the call fails (not a
			// generated protobuf message's, which the author cannot edit)
			if protoMessage(st) {
				continue
			}
			if site == nil {
				site = m.decodeSite(h, in)
			}
			if site == nil {
				continue
			}
			node = site
		}
		rd := ArgRead{Name: name, Node: node, Field: f, Via: "field " + f.Name() + " of " + types.TypeString(derefType(in), types.RelativeTo(m.b.pass.Pkg))}
		if t := jsonTypeOf(derefType(f.Type())); t != "" && !decodesItself(f.Type()) {
			rd.Accepts = []string{t}
			out = append(out, rd)
		}
	}
	return out
}

// decodeSite returns the expression of h's delegates that decodes the
// call's raw arguments into a value of type in (`&config` in
// parseArguments(req.Params.Arguments, &config)), or nil.
func (m *Model) decodeSite(h *Handler, in types.Type) ast.Node {
	info := m.b.pass.TypesInfo
	var site ast.Node
	for _, fn := range m.ArgDelegates(h) {
		ast.Inspect(funcBodyOf(fn), func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok || site != nil {
				return site == nil
			}
			target := m.b.decodeTarget(call)
			if target == nil {
				target = m.b.helperDecodeTarget(call)
			}
			if target != nil && types.Identical(derefType(info.TypeOf(target)), derefType(in)) {
				site = target
			}
			return site == nil
		})
	}
	return site
}

// TypedArg is the type of a typed handler's argument struct (go-sdk
// typed, mcp-go typed, mcp-golang), or nil.
func TypedArg(info *types.Info, h *Handler) types.Type {
	var sig *types.Signature
	switch fn := h.FuncNode().(type) {
	case *ast.FuncLit:
		sig, _ = info.TypeOf(fn).(*types.Signature)
	case *ast.FuncDecl:
		if obj := info.Defs[fn.Name]; obj != nil {
			sig, _ = obj.Type().(*types.Signature)
		}
	}
	if sig == nil || sig.Params().Len() == 0 {
		return nil
	}
	switch h.Shape {
	case ShapeGoSDKTyped, ShapeMCPGoTyped, ShapeMCPGolang:
		return sig.Params().At(sig.Params().Len() - 1).Type()
	case ShapeGoSDKSession:
		// go-sdk v0.x: func(ctx, *ServerSession, *CallToolParamsFor[In]);
		// the handler reads p.Arguments.F.
		return SessionParamsIn(sig)
	}
	return nil
}

// Deref is the type a pointer type points to, or t itself.
func Deref(t types.Type) types.Type { return derefType(t) }

func derefType(t types.Type) types.Type {
	if t == nil {
		return nil // an expression the type checker could not type
	}
	if p, ok := types.Unalias(t).Underlying().(*types.Pointer); ok {
		return p.Elem()
	}
	return t
}

// decodesItself reports whether values of t (or *t) decode themselves
// (json.Unmarshaler, encoding.TextUnmarshaler): the JSON they take is
// theirs to say.
func decodesItself(t types.Type) bool {
	t = derefType(t)
	ms := types.NewMethodSet(types.NewPointer(t))
	for _, name := range []string{"UnmarshalJSON", "UnmarshalText"} {
		if ms.Lookup(nil, name) != nil {
			return true
		}
	}
	return false
}

// DecodedArgTypes returns the types that a raw handler, or a function it
// delegates to, decodes the call's arguments into: go-sdk's
// json.Unmarshal(req.Params.Arguments, &v), mcp-go's req.BindArguments(&v),
// go-mcp's protocol.VerifyAndUnmarshal(req.RawArguments, &v), any other
// decoder given the raw arguments and a pointer (sonic.Unmarshal, a
// project's JSON helper), and a project helper that does one of these
// with the request and the pointer it is given (parseArgs(req, &v)).
// Their fields are then read as typed arguments (FieldReads).
func (m *Model) DecodedArgTypes(h *Handler) []types.Type {
	m.lazy.Lock()
	defer m.lazy.Unlock()
	if m.b == nil {
		return nil
	}
	info := m.b.pass.TypesInfo
	var out []types.Type
	for _, fn := range m.ArgDelegates(h) {
		ast.Inspect(funcBodyOf(fn), func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			if t := m.b.genericDecodeType(call, fn); t != nil {
				out = append(out, t)
				return true
			}
			target := m.b.decodeTarget(call)
			if target == nil {
				target = m.b.helperDecodeTarget(call)
			}
			if u, ok := ast.Unparen(target).(*ast.UnaryExpr); ok && u.Op == token.AND {
				if t := info.TypeOf(u.X); t != nil {
					out = append(out, t)
				}
			}
			return true
		})
	}
	return out
}

// genericDecodeType returns T for a call of a generic decode helper of
// this package, UnmarshalArgs[T](args), handed one of fn's parameters (a
// hand-rolled handler's arguments) or the request's arguments, whose body
// decodes into a variable of its type parameter and returns it:
//
//	func UnmarshalArgs[T any](args any) (T, error) {
//		var result T
//		b, _ := json.Marshal(args)
//		return result, json.Unmarshal(b, &result)
//	}
func (b *builder) genericDecodeType(call *ast.CallExpr, fn ast.Node) types.Type {
	info := b.pass.TypesInfo
	callee := b.callee(call)
	if callee == nil || callee.Pkg() != b.pass.Pkg {
		return nil
	}
	generic := callee.Origin().Type().(*types.Signature)
	if generic.TypeParams().Len() != 1 || generic.Results().Len() != 2 || !isErrorType(generic.Results().At(1).Type()) {
		return nil
	}
	tp, ok := generic.Results().At(0).Type().(*types.TypeParam)
	if !ok {
		return nil
	}
	handed := false
	params := paramObjects(info, fn)
	for _, a := range call.Args {
		if id, ok := ast.Unparen(a).(*ast.Ident); ok && params[info.Uses[id]] || isArgumentsField(a) {
			handed = true
		}
	}
	decl := b.decls[callee.Origin()]
	if !handed || decl == nil || decl.Body == nil {
		return nil
	}
	decodes := false
	ast.Inspect(decl.Body, func(n ast.Node) bool {
		inner, ok := n.(*ast.CallExpr)
		if !ok || decodes {
			return !decodes
		}
		if f := b.callee(inner); f == nil || f.Pkg() == nil || f.Pkg().Path() != "encoding/json" || f.Name() != "Unmarshal" || len(inner.Args) != 2 {
			return true
		}
		if u, ok := ast.Unparen(inner.Args[1]).(*ast.UnaryExpr); ok && u.Op == token.AND && types.Identical(info.TypeOf(u.X), tp) {
			decodes = true
		}
		return true
	})
	if !decodes {
		return nil
	}
	var id *ast.Ident
	switch f := ast.Unparen(call.Fun).(type) {
	case *ast.IndexExpr:
		id, _ = ast.Unparen(f.X).(*ast.Ident)
	case *ast.IndexListExpr:
		id, _ = ast.Unparen(f.X).(*ast.Ident)
	case *ast.Ident:
		id = f // the type argument inferred
	}
	inst, ok := info.Instances[id]
	if !ok || inst.TypeArgs.Len() != 1 {
		return nil
	}
	return inst.TypeArgs.At(0)
}

// paramObjects returns the parameters of fn, a function declaration or
// literal.
func paramObjects(info *types.Info, fn ast.Node) map[types.Object]bool {
	ft := analysisutil.FuncTypeOf(fn)
	if ft == nil {
		return nil
	}
	out := map[types.Object]bool{}
	for _, fld := range ft.Params.List {
		for _, n := range fld.Names {
			out[info.Defs[n]] = true
		}
	}
	return out
}

// decodeTarget returns the value that call decodes the call's raw
// arguments into, or nil: F(req.Params.Arguments, v) where F's second
// parameter is an interface (json.Unmarshal and its look-alikes), or
// req.BindArguments(v).
func (b *builder) decodeTarget(call *ast.CallExpr) ast.Expr {
	callee := b.callee(call)
	if callee == nil || len(call.Args) == 0 {
		return nil
	}
	if callee.Name() == "BindArguments" && len(call.Args) == 1 && isRequestMethod(callee) {
		return call.Args[0]
	}
	sig, _ := callee.Type().(*types.Signature)
	if sig == nil || sig.Params().Len() != 2 || len(call.Args) != 2 || !isArgumentsField(call.Args[0]) && !b.marshalledArguments(call.Args[0]) {
		return nil
	}
	if !types.IsInterface(sig.Params().At(1).Type()) {
		return nil
	}
	return call.Args[1]
}

// marshalledArguments reports whether e is a variable whose only value
// is the JSON of a call's arguments: `b, err := json.Marshal(req.Params.Arguments)`
// before `json.Unmarshal(b, &args)`, a round trip that decodes the
// arguments as directly as the SDK's own decode.
func (b *builder) marshalledArguments(e ast.Expr) bool {
	id, ok := ast.Unparen(e).(*ast.Ident)
	if !ok {
		return false
	}
	defs := b.defs[b.pass.TypesInfo.Uses[id]]
	if len(defs) != 1 || defs[0].index > 0 {
		return false
	}
	call, ok := ast.Unparen(defs[0].expr).(*ast.CallExpr)
	return ok && len(call.Args) == 1 && isJSONMarshal(b.pass.TypesInfo, call) && isArgumentsField(call.Args[0])
}

// helperDecodeTarget returns the argument of call that a project helper
// of this package decodes the request's raw arguments into: the helper
// is passed the request, and its body decodes into the parameter that
// receives the argument (func parseArgs(req *mcp.CallToolRequest, v
// any) error { return json.Unmarshal(req.Params.Arguments, v) }).
func (b *builder) helperDecodeTarget(call *ast.CallExpr) ast.Expr {
	fn := b.callee(call)
	if fn == nil {
		return nil
	}
	decl := b.decls[fn.Origin()]
	if decl == nil || decl.Body == nil {
		return nil
	}
	passesRequest := false
	for _, a := range call.Args {
		if IsCallToolRequest(b.pass.TypesInfo.TypeOf(a)) {
			passesRequest = true
		}
	}
	if !passesRequest {
		return nil
	}
	var target ast.Expr
	ast.Inspect(decl.Body, func(n ast.Node) bool {
		inner, ok := n.(*ast.CallExpr)
		if !ok || target != nil {
			return target == nil
		}
		id, ok := ast.Unparen(b.decodeTarget(inner)).(*ast.Ident)
		if !ok {
			return true
		}
		if k := b.paramIndex(b.pass.TypesInfo.Uses[id], inner); k >= 0 && k < len(call.Args) && len(b.defs[b.pass.TypesInfo.Uses[id]]) == 0 {
			target = call.Args[k]
		}
		return true
	})
	return target
}

// isArgumentsField reports whether e is the raw or decoded arguments of
// a call: req.Params.Arguments, go-mcp's req.RawArguments.
// IsArgumentsField reports whether e selects a request's Arguments or
// RawArguments field.
func IsArgumentsField(e ast.Expr) bool { return isArgumentsField(e) }

func isArgumentsField(e ast.Expr) bool {
	sel, ok := ast.Unparen(e).(*ast.SelectorExpr)
	return ok && (sel.Sel.Name == "Arguments" || sel.Sel.Name == "RawArguments")
}

// isRequestMethod reports whether fn is a method of an SDK's call request.
func isRequestMethod(fn *types.Func) bool {
	sig, _ := fn.Type().(*types.Signature)
	return sig != nil && sig.Recv() != nil && IsCallToolRequest(sig.Recv().Type())
}

// sortedFields returns the fields of keys in declaration order.
func sortedFields(keys map[*types.Var]string) []*types.Var {
	out := make([]*types.Var, 0, len(keys))
	for f := range keys {
		out = append(out, f)
	}
	slices.SortFunc(out, func(a, b *types.Var) int { return cmp.Compare(a.Pos(), b.Pos()) })
	return out
}

// protoMessage reports whether st is a generated protobuf message: it
// has the MessageState field protoc-gen-go writes (google.golang.org/protobuf).
func protoMessage(st *types.Struct) bool {
	for i := range st.NumFields() {
		if n, ok := types.Unalias(st.Field(i).Type()).(*types.Named); ok && n.Obj().Name() == "MessageState" && n.Obj().Pkg() != nil && strings.HasPrefix(n.Obj().Pkg().Path(), "google.golang.org/protobuf/") {
			return true
		}
	}
	return false
}
