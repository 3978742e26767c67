package analyzer

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/types/typeutil"
)

// A tool often parses an argument the model sent as text, and goes on
// without it when the parse fails:
//
//	from := req.GetString("from", "")
//	if t, err := time.Parse(time.RFC3339, from); err == nil {
//		filter.From = t
//	}
//
// A "from" of "yesterday" is then no filter at all, and the answer, a
// success, is the unfiltered list: the model takes it for the one it
// asked for and never learns that its input was refused. The same holds
// for a failure that is only logged (`if err != nil { log.Printf(...) }`)
// or assigned to the blank identifier. A parse whose result the tool
// then replaces by a default when it is unusable (`n, _ :=
// strconv.Atoi(s); if n <= 0 { n = 10 }`) is a default the author chose
// for any bad value: not reported.

// IgnoredParse is one parse of an argument whose failure the tool drops.
type IgnoredParse struct {
	Arg    string        // the argument's name
	Call   *ast.CallExpr // the parse
	Callee string        // "time.Parse"
	// Check is the if that goes on without the value (`err == nil` with
	// no else, or `err != nil` that only logs); nil when the error is
	// discarded.
	Check *ast.IfStmt
	How   string // IgnoredSuccessOnly, IgnoredLogged or IgnoredDiscarded
	// Whole is set when the parse decodes the call's whole arguments
	// (IgnoredArgDecodes); Arg is then "".
	Whole bool
	// Accessor is set for an SDK accessor that fails when the argument
	// is absent or of another type (RequireString), whose error Stmt
	// assigns to the blank identifier (IgnoredArgRequires).
	Accessor bool
	Stmt     *ast.AssignStmt

	errVar types.Object // the variable Check tests
	key    types.Object // the variable or field that holds the argument, if any
}

// How an IgnoredParse drops the failure.
const (
	IgnoredSuccessOnly = "success-only"
	IgnoredLogged      = "logged"
	IgnoredDiscarded   = "discarded"
)

// parsers are the functions that parse text and fail on a malformed
// value, with the index of the text among their arguments.
var parsers = map[string]int{
	"strconv.Atoi": 0, "strconv.ParseInt": 0, "strconv.ParseUint": 0, "strconv.ParseFloat": 0, "strconv.ParseBool": 0,
	"time.Parse": 1, "time.ParseInLocation": 1, "time.ParseDuration": 0, "time.LoadLocation": 0,
	"encoding/json.Unmarshal": 0,
	"net/url.Parse":           0, "net/url.ParseRequestURI": 0, "net/url.ParseQuery": 0,
	"regexp.Compile": 0, "net.ParseCIDR": 0, "net/netip.ParseAddr": 0, "net/netip.ParsePrefix": 0,
	"encoding/hex.DecodeString": 0, "github.com/google/uuid.Parse": 0,
	"fmt.Sscanf": 0, "fmt.Sscan": 0,
}

// parserOf returns the label of call's callee and the index of the text
// it parses, when it is one of parsers (base64's Encoding.DecodeString
// too).
func parserOf(info *types.Info, call *ast.CallExpr) (string, int, bool) {
	fn, ok := typeutil.Callee(info, call).(*types.Func)
	if !ok || fn.Pkg() == nil {
		return "", 0, false
	}
	sig := fn.Type().(*types.Signature)
	if sig.Recv() != nil {
		if fn.Pkg().Path() == "encoding/base64" && fn.Name() == "DecodeString" {
			return "base64 DecodeString", 0, true
		}
		return "", 0, false
	}
	k, ok := parsers[fn.Pkg().Path()+"."+fn.Name()]
	if !ok || k >= len(call.Args) {
		return "", 0, false
	}
	return fn.Pkg().Name() + "." + fn.Name(), k, true
}

// IgnoredArgParses returns the parses of h's arguments, in its body and
// in the functions it delegates its answer to, whose failure the tool
// drops (see above).
func (m *Model) IgnoredArgParses(h *Handler) []IgnoredParse {
	if m.b == nil || h.FuncNode() == nil {
		return nil
	}
	info := m.b.pass.TypesInfo
	args := m.argValues(h)
	if args.empty() {
		return nil
	}
	var out []IgnoredParse
	seen := map[*ast.CallExpr]bool{}
	for _, fn := range m.ArgDelegates(h) {
		body := funcBodyOf(fn)
		args.collectVars(info, body)
		eachStmtList(body, func(list []ast.Stmt) {
			for i, s := range list {
				if p, ok := ignoredAt(info, list, i, s, args); ok && !seen[p.Call] && !defaulted(info, body, p) && !presetDefault(info, body, p) &&
					(p.Check == nil || !readAfter(info, body, p.errVar, p.Check)) && !usedAsIs(info, body, p) {
					seen[p.Call] = true
					out = append(out, p)
				}
			}
		})
	}
	return out
}

// argValues are the expressions and variables that hold a tool's
// arguments as the model sent them.
type argValues struct {
	nodes  map[ast.Node]string     // argument reads (GetString("x", ""), args["x"])
	fields map[*types.Var]string   // fields of a typed handler's argument struct
	vars   map[types.Object]string // variables set from one of these
}

func (a *argValues) empty() bool { return len(a.nodes) == 0 && len(a.fields) == 0 }

func (m *Model) argValues(h *Handler) *argValues {
	a := &argValues{nodes: map[ast.Node]string{}, fields: map[*types.Var]string{}, vars: map[types.Object]string{}}
	for _, rd := range m.ArgReads(h, nil) {
		if rd.Node != nil && rd.Field == nil {
			a.nodes[rd.Node] = rd.Name
		}
	}
	if in := TypedArg(m.b.pass.TypesInfo, h); in != nil {
		reads, _ := m.FieldReads(h, in)
		for _, rd := range reads {
			if rd.Field != nil && isTextual(rd.Field.Type()) {
				a.fields[rd.Field] = rd.Name
			}
		}
	}
	return a
}

// isTextual reports whether t is a string, a pointer to one, or bytes:
// what a parser reads.
func isTextual(t types.Type) bool {
	t = derefType(t)
	if b, ok := t.Underlying().(*types.Basic); ok {
		return b.Info()&types.IsString != 0
	}
	if s, ok := t.Underlying().(*types.Slice); ok {
		b, ok := s.Elem().Underlying().(*types.Basic)
		return ok && b.Kind() == types.Byte
	}
	return false
}

// collectVars records the textual variables of body set from an
// argument (`from := req.GetString("from", "")`, `cb, ok :=
// params["created_before"].(string)`, `s := strings.TrimSpace(in.Since)`).
func (a *argValues) collectVars(info *types.Info, body *ast.BlockStmt) {
	ast.Inspect(body, func(n ast.Node) bool {
		as, ok := n.(*ast.AssignStmt)
		if !ok || len(as.Rhs) != 1 || len(as.Lhs) > 2 {
			return true
		}
		id, ok := ast.Unparen(as.Lhs[0]).(*ast.Ident)
		if !ok {
			return true
		}
		v := info.ObjectOf(id)
		if v == nil || !isTextual(v.Type()) {
			return true
		}
		if name := a.of(info, as.Rhs[0]); name != "" {
			a.vars[v] = name
		}
		return true
	})
}

// of returns the argument name e holds, or "": an argument read, a
// variable set from one, a field of the argument struct, through
// parentheses, dereferences, conversions, comma-ok assertions and the
// strings package's trimming and case functions.
func (a *argValues) of(info *types.Info, e ast.Expr) string {
	name, _ := a.keyOf(info, e)
	return name
}

// keyOf is of, with the variable or field that holds the argument (nil
// for a read written in place).
func (a *argValues) keyOf(info *types.Info, e ast.Expr) (string, types.Object) {
	for {
		if name, ok := a.nodes[e]; ok {
			return name, nil
		}
		switch x := e.(type) {
		case *ast.ParenExpr:
			e = x.X
		case *ast.StarExpr:
			e = x.X
		case *ast.TypeAssertExpr:
			e = x.X
		case *ast.Ident:
			v := info.Uses[x]
			if name, ok := a.vars[v]; ok {
				return name, v
			}
			return "", nil
		case *ast.SelectorExpr:
			if s := info.Selections[x]; s != nil && s.Kind() == types.FieldVal {
				if f, ok := s.Obj().(*types.Var); ok && a.fields[f] != "" {
					return a.fields[f], f
				}
			}
			return "", nil
		case *ast.CallExpr:
			if len(x.Args) == 0 {
				return "", nil
			}
			if tv, ok := info.Types[x.Fun]; ok && tv.IsType() && len(x.Args) == 1 {
				e = x.Args[0] // []byte(s), string(b)
				continue
			}
			fn, ok := typeutil.Callee(info, x).(*types.Func)
			if !ok || fn.Pkg() == nil || fn.Pkg().Path() != "strings" {
				return "", nil
			}
			switch fn.Name() {
			case "TrimSpace", "Trim", "TrimPrefix", "TrimSuffix", "ToLower", "ToUpper":
				e = x.Args[0]
			default:
				return "", nil
			}
		default:
			return "", nil
		}
	}
}

// eachStmtList calls f with every statement list of body, nested
// function literals included.
func eachStmtList(body *ast.BlockStmt, f func([]ast.Stmt)) {
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.BlockStmt:
			f(n.List)
		case *ast.CaseClause:
			f(n.Body)
		case *ast.CommClause:
			f(n.Body)
		}
		return true
	})
}

// ignoredAt reads list[i], s, for a parse of an argument whose failure
// is dropped: `v, _ := parse(x)`, `_ = json.Unmarshal(...)`, or an if
// (with the parse in its init or in the statement before it) that uses
// the value only on success or only logs the failure.
func ignoredAt(info *types.Info, list []ast.Stmt, i int, s ast.Stmt, args *argValues) (IgnoredParse, bool) {
	return ignoredAtWith(info, list, i, s, func(call *ast.CallExpr) (IgnoredParse, bool) {
		label, k, ok := parserOf(info, call)
		if !ok {
			return IgnoredParse{}, false
		}
		name, key := args.keyOf(info, call.Args[k])
		return IgnoredParse{Arg: name, Call: call, Callee: label, key: key}, name != ""
	})
}

// ignoredAtWith is ignoredAt for the parses that parseCall recognises.
func ignoredAtWith(info *types.Info, list []ast.Stmt, i int, s ast.Stmt, parseCall func(*ast.CallExpr) (IgnoredParse, bool)) (IgnoredParse, bool) {
	parse := func(e ast.Expr) (IgnoredParse, bool) {
		call, ok := ast.Unparen(e).(*ast.CallExpr)
		if !ok {
			return IgnoredParse{}, false
		}
		return parseCall(call)
	}
	switch s := s.(type) {
	case *ast.ExprStmt:
		if p, ok := parse(s.X); ok && errorOnly(info, p.Call) {
			p.How = IgnoredDiscarded
			return p, true
		}
	case *ast.AssignStmt:
		if len(s.Rhs) != 1 {
			return IgnoredParse{}, false
		}
		if id, ok := ast.Unparen(s.Lhs[len(s.Lhs)-1]).(*ast.Ident); ok && id.Name == "_" {
			if p, ok := parse(s.Rhs[0]); ok {
				p.How = IgnoredDiscarded
				return p, true
			}
		}
	case *ast.IfStmt:
		as, _ := s.Init.(*ast.AssignStmt)
		if as == nil && i > 0 {
			as, _ = list[i-1].(*ast.AssignStmt)
		}
		if as == nil || len(as.Rhs) != 1 {
			return IgnoredParse{}, false
		}
		errID, ok := ast.Unparen(as.Lhs[len(as.Lhs)-1]).(*ast.Ident)
		if !ok {
			return IgnoredParse{}, false
		}
		errVar := info.ObjectOf(errID)
		if errVar == nil || !isErrorType(errVar.Type()) {
			return IgnoredParse{}, false
		}
		p, ok := parse(as.Rhs[0])
		if !ok {
			return IgnoredParse{}, false
		}
		p.Check, p.errVar = s, errVar
		switch {
		case s.Else == nil && testsNil(info, s.Cond, errVar):
			p.How = IgnoredSuccessOnly
		case testsNonNil(info, s.Cond, errVar) && onlyLogs(info, s.Body.List):
			p.How = IgnoredLogged
		default:
			return IgnoredParse{}, false
		}
		return p, true
	}
	return IgnoredParse{}, false
}

// errorOnly reports whether call's one result is an error
// (json.Unmarshal): as a statement, it drops the failure.
func errorOnly(info *types.Info, call *ast.CallExpr) bool {
	t := info.TypeOf(call)
	return t != nil && isErrorType(t)
}

// testsNil reports whether cond is `err == nil`, alone or as a term of
// a conjunction (`err == nil && v > 0`: a value out of range is ignored
// too).
func testsNil(info *types.Info, cond ast.Expr, errVar types.Object) bool {
	be, ok := ast.Unparen(cond).(*ast.BinaryExpr)
	if ok && be.Op == token.LAND {
		return testsNil(info, be.X, errVar) || testsNil(info, be.Y, errVar)
	}
	return ok && be.Op == token.EQL && IsNilComparison(info, be, errVar)
}

// onlyLogs reports whether list holds one or more logging calls and
// nothing else: the failure is written down and the tool goes on.
func onlyLogs(info *types.Info, list []ast.Stmt) bool {
	return len(list) > 0 && allLogCalls(info, list)
}

// defaulted reports whether the value p parses into is replaced, under
// a test of that value, after the parse (`if n <= 0 { n = 10 }`): a bad
// value then gets the default the author chose for it.
func defaulted(info *types.Info, body *ast.BlockStmt, p IgnoredParse) bool {
	if p.How != IgnoredDiscarded {
		return false
	}
	var val types.Object
	ast.Inspect(body, func(n ast.Node) bool {
		if as, ok := n.(*ast.AssignStmt); ok && len(as.Rhs) == 1 && as.Rhs[0] == p.Call && len(as.Lhs) == 2 {
			if id, ok := ast.Unparen(as.Lhs[0]).(*ast.Ident); ok {
				val = info.ObjectOf(id)
			}
		}
		return val == nil
	})
	if val == nil {
		return false
	}
	found := false
	ast.Inspect(body, func(n ast.Node) bool {
		ifs, ok := n.(*ast.IfStmt)
		if !ok || found || ifs.Pos() < p.Call.End() || !mentions(info, ifs.Cond, val) {
			return !found
		}
		ast.Inspect(ifs.Body, func(n ast.Node) bool {
			if as, ok := n.(*ast.AssignStmt); ok {
				for _, l := range as.Lhs {
					if id, ok := ast.Unparen(l).(*ast.Ident); ok && info.Uses[id] == val {
						found = true
					}
				}
			}
			return !found
		})
		return !found
	})
	return found
}

// presetDefault reports whether every variable or field that the
// success branch of p sets was given a value before the parse
// (`pageSize := 10`, `Params{LastN: 50}`): a bad value keeps the default
// the author chose for it, as an absent one does.
func presetDefault(info *types.Info, body *ast.BlockStmt, p IgnoredParse) bool {
	if p.How != IgnoredSuccessOnly || p.Check == nil {
		return false
	}
	own := map[types.Object]bool{} // the parse's own results
	ast.Inspect(body, func(n ast.Node) bool {
		if as, ok := n.(*ast.AssignStmt); ok && len(as.Rhs) == 1 && ast.Unparen(as.Rhs[0]) == p.Call {
			for _, l := range as.Lhs {
				if id, ok := ast.Unparen(l).(*ast.Ident); ok {
					own[info.ObjectOf(id)] = true
				}
			}
		}
		return true
	})
	var targets []ast.Expr
	ast.Inspect(p.Check.Body, func(n ast.Node) bool {
		if as, ok := n.(*ast.AssignStmt); ok && as.Tok == token.ASSIGN {
			for _, l := range as.Lhs {
				if id, ok := ast.Unparen(l).(*ast.Ident); ok && own[info.Uses[id]] {
					continue // clamping the parsed value
				}
				targets = append(targets, l)
			}
		}
		return true
	})
	if len(targets) == 0 {
		return false
	}
	for _, t := range targets {
		if !setBefore(info, body, t, p.Check.Pos()) {
			return false
		}
	}
	return true
}

// setBefore reports whether body gives target (a variable, or a field
// x.f) a value before pos: `x := v`, `var x = v`, `x.f = v`, or a
// literal that sets f assigned to x.
func setBefore(info *types.Info, body *ast.BlockStmt, target ast.Expr, pos token.Pos) bool {
	var root types.Object
	field := ""
	switch t := ast.Unparen(target).(type) {
	case *ast.Ident:
		root = info.ObjectOf(t)
	case *ast.SelectorExpr:
		x, ok := ast.Unparen(t.X).(*ast.Ident)
		if !ok {
			return false
		}
		root, field = info.ObjectOf(x), t.Sel.Name
	default:
		return false
	}
	if root == nil {
		return false
	}
	sets := func(l, r ast.Expr) bool {
		switch l := ast.Unparen(l).(type) {
		case *ast.Ident:
			if info.ObjectOf(l) != root {
				return false
			}
			if field == "" {
				return true
			}
			lit, _ := ast.Unparen(stripAddr(r)).(*ast.CompositeLit)
			if lit == nil {
				return false
			}
			for _, elt := range lit.Elts {
				if name, _ := fieldOf(elt, -1); name == field {
					return true
				}
			}
		case *ast.SelectorExpr:
			x, ok := ast.Unparen(l.X).(*ast.Ident)
			return ok && field != "" && info.ObjectOf(x) == root && l.Sel.Name == field
		}
		return false
	}
	found := false
	ast.Inspect(body, func(n ast.Node) bool {
		if found || n == nil || n.Pos() >= pos {
			return false
		}
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.AssignStmt:
			if len(n.Lhs) == len(n.Rhs) && n.End() <= pos {
				for i, l := range n.Lhs {
					found = found || sets(l, n.Rhs[i])
				}
			}
		case *ast.ValueSpec:
			if len(n.Names) == len(n.Values) && n.End() <= pos {
				for i, id := range n.Names {
					found = found || sets(id, n.Values[i])
				}
			}
		}
		return !found
	})
	return found
}

// mentions reports whether e uses obj.
func mentions(info *types.Info, e ast.Expr, obj types.Object) bool {
	found := false
	ast.Inspect(e, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok && info.Uses[id] == obj {
			found = true
		}
		return !found
	})
	return found
}

// usedAsIs reports whether the tool also uses the argument p parses as
// it is, besides tests of its emptiness: sent upstream as text and
// parsed only for a hint, it is not lost when the parse fails.
func usedAsIs(info *types.Info, body *ast.BlockStmt, p IgnoredParse) bool {
	if p.key == nil {
		return false
	}
	holds := func(e ast.Expr) bool {
		for {
			switch x := e.(type) {
			case *ast.ParenExpr:
				e = x.X
			case *ast.StarExpr:
				e = x.X
			case *ast.Ident:
				return info.Uses[x] == p.key
			case *ast.SelectorExpr:
				return info.Uses[x.Sel] == p.key
			case *ast.CallExpr: // len(s)
				if id, ok := x.Fun.(*ast.Ident); ok && id.Name == "len" && len(x.Args) == 1 {
					e = x.Args[0]
					continue
				}
				return false
			default:
				return false
			}
		}
	}
	used := false
	ast.Inspect(body, func(n ast.Node) bool {
		if used || n == ast.Node(p.Call) {
			return false
		}
		if as, ok := n.(*ast.AssignStmt); ok && len(as.Lhs) == 1 && holds(as.Lhs[0]) {
			return false // s = strings.TrimSpace(s): the value made ready for the parse
		}
		if be, ok := n.(*ast.BinaryExpr); ok && (be.Op == token.EQL || be.Op == token.NEQ || be.Op == token.GTR) {
			for _, pair := range [][2]ast.Expr{{be.X, be.Y}, {be.Y, be.X}} {
				if holds(pair[0]) && isZeroValue(info, pair[1]) {
					return false // if since != "" { ... }: the test that guards the parse
				}
			}
		}
		used = isUse(info, n, p.key)
		return !used
	})
	return used
}

// isUse reports whether n is an identifier that uses obj.
func isUse(info *types.Info, n ast.Node, obj types.Object) bool {
	id, ok := n.(*ast.Ident)
	return ok && info.Uses[id] == obj
}

// isZeroValue reports whether e is "", 0 or nil.
func isZeroValue(info *types.Info, e ast.Expr) bool {
	if id, ok := ast.Unparen(e).(*ast.Ident); ok && info.Uses[id] == types.Universe.Lookup("nil") {
		return true
	}
	tv, ok := info.Types[e]
	return ok && tv.Value != nil && (tv.Value.ExactString() == `""` || tv.Value.ExactString() == "0")
}

// IsParser reports whether call parses text (time.Parse, strconv.Atoi,
// json.Unmarshal, ...): errlayer's swallowed-error rule leaves such
// calls on an argument to IgnoredArgParses.
func IsParser(info *types.Info, call *ast.CallExpr) bool {
	_, _, ok := parserOf(info, call)
	return ok
}
