package analyzer

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"path/filepath"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"
)

// A project's tool layer often routes a call by the tool's name in a
// package of its own, which imports no SDK (sridhargaddam/meshpilot):
//
//	func (m *Manager) ExecuteTool(toolName string, args json.RawMessage) (*CallToolResult, error) {
//		switch toolName {
//		case "get_pod_logs":
//			return m.GetPodLogs(args)
//		...
//	func (m *Manager) GetPodLogs(args json.RawMessage) (*CallToolResult, error) {
//		var params struct{ PodName string `json:"pod_name"`; ... }
//		if err := json.Unmarshal(args, &params); err != nil { ... }
//
// and the package that registers the tools calls the router from one
// closure per tool. The registering package sees neither the switch nor
// the decode, so the router's package exports what each route decodes
// (RoutesFact): the struct's JSON keys, which of its fields the tool
// reads, and where.

// RoutesFact is exported for an exported function or method of the
// module that switches on one of its string parameters (NameParam) and
// answers each case with the call of a function of its package that is
// handed its parameter ArgsParam, the tool's raw arguments.
type RoutesFact struct {
	NameParam, ArgsParam int
	Routes               []Route
}

// Route is one case of a router: the tool it names and what the function
// it calls does with the raw arguments.
type Route struct {
	Name   string
	Target string // the function's name, for messages
	// Decoded is set when the function decodes the raw arguments into a
	// struct of known keys (json.Unmarshal(args, &params)); Fields are
	// that struct's keyed fields.
	Decoded bool
	Fields  []RoutedField
	// OnlyDecode is set when the raw arguments go nowhere but into that
	// one decode, and the struct's value nowhere but to field selections:
	// every read of an argument is then a field read here.
	OnlyDecode bool
	// Map is set when the function reads the decoded argument map by key
	// (args["from"].(int64)) instead: Fields are the keys it reads, and
	// OnlyDecode says the map goes nowhere else.
	Map bool
	Pos Position // the decode
}

// RoutedField is a keyed field of a routed tool's argument struct.
type RoutedField struct {
	Key     string
	Accepts string   // the JSON type the field's Go type takes, "" when open
	Read    bool     // some code of the function reads it
	At      Position // the first read, or the field when none
	Decl    Position // the field
	// Never is set for a key of an argument map asserted to an integer
	// type: encoding/json decodes every number into float64, so the
	// assertion never holds.
	Never bool
	As    string // the type asserted, for messages
}

// Position is a place in another package's source, for related positions.
type Position struct {
	File      string
	Line, Col int
}

func (*RoutesFact) AFact() {}
func (f *RoutesFact) String() string {
	var names []string
	for _, r := range f.Routes {
		s := r.Name + "->" + r.Target
		if r.Decoded {
			s += "(" + strconv.Itoa(len(r.Fields)) + " fields)"
		}
		names = append(names, s)
	}
	return "routes " + strings.Join(names, ", ")
}

// RoutesOf returns the routes of fn, a function of another package, from
// its RoutesFact.
func (m *Model) RoutesOf(fn *types.Func) (*RoutesFact, bool) {
	if m.b == nil || fn == nil {
		return nil, false
	}
	var f RoutesFact
	if fn.Pkg() == m.b.pass.Pkg || !m.b.pass.ImportObjectFact(fn.Origin(), &f) {
		return nil, false
	}
	return &f, true
}

// exportRoutes exports a RoutesFact for each router of this package, and
// returns the tools of those whose answer is a tool result of the
// project's own (routeTools).
func exportRoutes(pass *analysis.Pass) []*Handler {
	var decls map[*types.Func]*ast.FuncDecl
	var tools []*Handler
	eachExportedFunc(pass, func(fn *types.Func, fd *ast.FuncDecl) {
		sig := fn.Type().(*types.Signature)
		if sig.Params().Len() < 2 {
			return
		}
		for _, st := range fd.Body.List {
			sw, ok := st.(*ast.SwitchStmt)
			if !ok || sw.Init != nil || sw.Tag == nil {
				continue
			}
			id, ok := ast.Unparen(sw.Tag).(*ast.Ident)
			if !ok {
				continue
			}
			p, ok := pass.TypesInfo.Uses[id].(*types.Var)
			if !ok {
				continue
			}
			nameParam := paramIndexOf(pass.TypesInfo, fd, p)
			if nameParam < 0 || !isStringType(p.Type()) {
				continue
			}
			if decls == nil {
				decls = funcDeclsOf(pass)
			}
			if f := routesOf(pass, decls, fd.Type, sw, nameParam); f != nil {
				pass.ExportObjectFact(fn, f)
				tools = append(tools, routeTools(pass, decls, sig, sw)...)
			}
			return
		}
	})
	return tools
}

// routeTools returns, for a router whose answer is a tool result of the
// project's own ((*CallToolResult, error), the result with a content and
// an isError field), the function each case returns the call of, as the
// handler of the tool the case names: in a package with no SDK, the
// layer's tools live here and its adapter in a package that imports
// this one. A router that answers anything else (a string, an SDK
// result) is read where its tools are registered.
func routeTools(pass *analysis.Pass, decls map[*types.Func]*ast.FuncDecl, sig *types.Signature, sw *ast.SwitchStmt) []*Handler {
	if sig.Results().Len() != 2 || ProjectResultErrorField(sig.Results().At(0).Type()) == "" {
		return nil
	}
	info := pass.TypesInfo
	var out []*Handler
	for _, s := range sw.Body.List {
		cc := s.(*ast.CaseClause)
		if len(cc.List) != 1 || len(cc.Body) != 1 {
			continue
		}
		name, ok := constStringOf(info, cc.List[0])
		ret, isRet := cc.Body[0].(*ast.ReturnStmt)
		if !ok || !isRet || len(ret.Results) != 1 {
			continue
		}
		call, ok := ast.Unparen(ret.Results[0]).(*ast.CallExpr)
		if !ok {
			continue
		}
		target, _ := typeutil.Callee(info, call).(*types.Func)
		decl := decls[target]
		if target == nil || decl == nil || decl.Body == nil {
			continue
		}
		out = append(out, &Handler{Kind: ToolHandler, Decl: decl, Func: target, Shape: ShapeHandRolled, SDK: HandRolled,
			Tools: []*Registration{{Name: Name{Value: name, Known: true}}}})
	}
	return out
}

// routesOf reads the cases of sw, a switch on the router's parameter
// nameParam: `case "x": return m.X(args)`, each handing the same other
// parameter of the router to a function of this package. Two such cases
// at least make a router.
func routesOf(pass *analysis.Pass, decls map[*types.Func]*ast.FuncDecl, ft *ast.FuncType, sw *ast.SwitchStmt, nameParam int) *RoutesFact {
	info := pass.TypesInfo
	f := &RoutesFact{NameParam: nameParam, ArgsParam: -1}
	for _, s := range sw.Body.List {
		cc := s.(*ast.CaseClause)
		if len(cc.List) != 1 || len(cc.Body) != 1 {
			continue
		}
		tv, ok := info.Types[cc.List[0]]
		if !ok || tv.Value == nil {
			continue
		}
		name, err := strconv.Unquote(tv.Value.ExactString())
		if err != nil {
			continue
		}
		ret, ok := cc.Body[0].(*ast.ReturnStmt)
		if !ok || len(ret.Results) != 1 {
			continue
		}
		call, ok := ast.Unparen(ret.Results[0]).(*ast.CallExpr)
		if !ok {
			continue
		}
		target, _ := typeutil.Callee(info, call).(*types.Func)
		if target == nil || target.Pkg() != pass.Pkg {
			continue
		}
		// the router's parameter that holds the tool's arguments, raw or
		// decoded, handed on as it is (a route may take none)
		argsParam, argIndex := -1, -1
		for i, a := range call.Args {
			if id, ok := ast.Unparen(a).(*ast.Ident); ok {
				if v, ok := info.Uses[id].(*types.Var); ok && (isRawJSON(v.Type()) || isArgMap(v.Type())) {
					if k := ParamIndex(info, ft, v); k >= 0 && k != nameParam {
						argsParam, argIndex = k, i
					}
				}
			}
		}
		if argsParam >= 0 && f.ArgsParam >= 0 && argsParam != f.ArgsParam {
			continue
		}
		r := Route{Name: name, Target: target.Name()}
		if argsParam >= 0 {
			f.ArgsParam = argsParam
			if decl := decls[target.Origin()]; decl != nil && decl.Body != nil {
				routedDecode(pass, decl, argIndex, &r)
			}
		}
		f.Routes = append(f.Routes, r)
	}
	if len(f.Routes) < 2 {
		return nil
	}
	return f
}

// routedDecode fills r from decl, the route's function, whose parameter
// argIndex holds the raw arguments: the struct they are decoded into by
// json.Unmarshal(args, &v), its fields and which are read.
func routedDecode(pass *analysis.Pass, decl *ast.FuncDecl, argIndex int, r *Route) {
	info := pass.TypesInfo
	fn, _ := info.Defs[decl.Name].(*types.Func)
	if fn == nil {
		return
	}
	sig := fn.Type().(*types.Signature)
	if argIndex >= sig.Params().Len() {
		return
	}
	raw := sig.Params().At(argIndex)
	if isArgMap(raw.Type()) {
		routedMapReads(pass, decl, raw, r)
		return
	}
	if !isRawJSON(raw.Type()) {
		return
	}
	var decode *ast.CallExpr
	var target *types.Var
	uses := 0
	ast.Inspect(decl.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.Ident:
			if info.Uses[n] == raw {
				uses++
			}
		case *ast.CallExpr:
			callee, _ := typeutil.Callee(info, n).(*types.Func)
			if callee == nil || callee.Pkg() == nil || callee.Pkg().Path() != "encoding/json" || callee.Name() != "Unmarshal" || len(n.Args) != 2 || decode != nil {
				return true
			}
			if id, ok := ast.Unparen(n.Args[0]).(*ast.Ident); !ok || info.Uses[id] != raw {
				return true
			}
			u, ok := ast.Unparen(n.Args[1]).(*ast.UnaryExpr)
			if !ok || u.Op != token.AND {
				return true
			}
			if id, ok := ast.Unparen(u.X).(*ast.Ident); ok {
				target, _ = info.Uses[id].(*types.Var)
				decode = n
			}
		}
		return true
	})
	if decode == nil || target == nil {
		return
	}
	st, _ := target.Type().Underlying().(*types.Struct)
	if st == nil {
		return
	}
	read := map[*types.Var]ast.Node{}
	assigned := map[*types.Var]bool{}
	escapes := false
	ast.PreorderStack(decl.Body, nil, func(n ast.Node, stack []ast.Node) bool {
		if as, ok := n.(*ast.AssignStmt); ok {
			for _, l := range as.Lhs {
				if sel, ok := ast.Unparen(l).(*ast.SelectorExpr); ok {
					if v, ok := info.Uses[sel.Sel].(*types.Var); ok && v.IsField() {
						assigned[v] = true
					}
				}
			}
		}
		id, ok := n.(*ast.Ident)
		if !ok || info.Uses[id] != target {
			return true
		}
		parent := stack[len(stack)-1]
		switch p := parent.(type) {
		case *ast.SelectorExpr:
			if v, ok := info.Uses[p.Sel].(*types.Var); ok && v.IsField() {
				if _, seen := read[v]; !seen {
					read[v] = p
				}
				return true
			}
			escapes = true
		case *ast.UnaryExpr:
			if p.Op != token.AND || len(stack) < 2 || stack[len(stack)-2] != decode {
				escapes = true
			}
		default:
			escapes = true
		}
		return true
	})
	r.Decoded = true
	r.Pos = positionOf(pass, decode.Pos())
	for i := range st.NumFields() {
		f := st.Field(i)
		if f.Embedded() {
			r.Decoded = false
			return
		}
		key, ok := JSONKey(st, i)
		if !ok {
			continue
		}
		rf := RoutedField{Key: key, At: positionOf(pass, f.Pos()), Decl: positionOf(pass, f.Pos())}
		if t := jsonTypeOf(derefType(f.Type())); t != "" && !decodesItself(f.Type()) {
			rf.Accepts = t
		}
		// A field the function reads before (or without) assigning it
		// holds the argument; one it only assigns holds its own value.
		if at, ok := read[f]; ok && !(assigned[f] && onlyAssigned(info, decl.Body, f)) {
			rf.Read, rf.At = true, positionOf(pass, at.Pos())
		}
		r.Fields = append(r.Fields, rf)
	}
	r.OnlyDecode = uses == 1 && !escapes
}

// onlyAssigned reports whether every selection of field f in body is the
// left side of an assignment.
func onlyAssigned(info *types.Info, body *ast.BlockStmt, f *types.Var) bool {
	lhs := map[*ast.SelectorExpr]bool{}
	only := true
	ast.Inspect(body, func(n ast.Node) bool {
		if as, ok := n.(*ast.AssignStmt); ok && as.Tok == token.ASSIGN {
			for _, l := range as.Lhs {
				if sel, ok := ast.Unparen(l).(*ast.SelectorExpr); ok {
					lhs[sel] = true
				}
			}
		}
		if sel, ok := n.(*ast.SelectorExpr); ok && info.Uses[sel.Sel] == f && !lhs[sel] {
			only = false
		}
		return only
	})
	return only
}

// IsRawJSON reports whether t holds encoded JSON: json.RawMessage or []byte.
func IsRawJSON(t types.Type) bool { return isRawJSON(t) }

func isRawJSON(t types.Type) bool {
	if isNamed(t, "encoding/json", "RawMessage") {
		return true
	}
	s, ok := t.Underlying().(*types.Slice)
	if !ok {
		return false
	}
	b, ok := s.Elem().Underlying().(*types.Basic)
	return ok && b.Kind() == types.Byte
}

func positionOf(pass *analysis.Pass, pos token.Pos) Position {
	p := pass.Fset.Position(pos)
	return Position{File: p.Filename, Line: p.Line, Col: p.Column}
}

// Base is the position's file name and line, for messages.
func (p Position) Base() string { return filepath.Base(p.File) + ":" + strconv.Itoa(p.Line) }

// isArgMap reports whether t is a decoded argument map: map[string]any.
func isArgMap(t types.Type) bool {
	m, ok := t.Underlying().(*types.Map)
	if !ok {
		return false
	}
	k, ok := m.Key().Underlying().(*types.Basic)
	return ok && k.Kind() == types.String && types.IsInterface(m.Elem()) && m.Elem().Underlying().(*types.Interface).Empty()
}

// routedMapReads fills r from decl, whose parameter args is the decoded
// argument map: the keys it indexes with a constant, with the type each
// is asserted to.
func routedMapReads(pass *analysis.Pass, decl *ast.FuncDecl, args *types.Var, r *Route) {
	info := pass.TypesInfo
	seen := map[string]int{}
	only := true
	ast.PreorderStack(decl.Body, nil, func(n ast.Node, stack []ast.Node) bool {
		id, ok := n.(*ast.Ident)
		if !ok || info.Uses[id] != args {
			return true
		}
		ix, ok := stack[len(stack)-1].(*ast.IndexExpr)
		if !ok || ix.X != id {
			only = false
			return true
		}
		tv, ok := info.Types[ix.Index]
		if !ok || tv.Value == nil || tv.Value.Kind() != constant.String {
			only = false
			return true
		}
		key := constant.StringVal(tv.Value)
		f := RoutedField{Key: key, Read: true, At: positionOf(pass, ix.Pos()), Decl: positionOf(pass, ix.Pos())}
		// one assertion decides the JSON type; several (a fallback from
		// one type to another) say nothing unless none can hold
		asserted := assertedTypes(info, decl.Body, ix, stack[:len(stack)-1])
		f.Never = len(asserted) > 0
		for _, ta := range asserted {
			t := info.TypeOf(ta.Type)
			f.As = types.TypeString(t, types.RelativeTo(pass.Pkg))
			if b, ok := t.Underlying().(*types.Basic); !ok || b.Info()&types.IsInteger == 0 {
				f.Never = false
			}
		}
		if f.Never {
			f.At = positionOf(pass, asserted[0].Pos()) // the assertion to fix
		}
		if len(asserted) == 1 && !f.Never {
			f.Accepts = jsonTypeOf(info.TypeOf(asserted[0].Type))
		}
		if i, ok := seen[key]; ok {
			// the first read stands; a later assertion of an integer type
			// still never holds
			r.Fields[i].Never = r.Fields[i].Never || f.Never
			if f.Never && r.Fields[i].As == "" {
				r.Fields[i].As = f.As
			}
			return true
		}
		seen[key] = len(r.Fields)
		r.Fields = append(r.Fields, f)
		return true
	})
	r.Map = true
	r.Decoded = len(r.Fields) > 0
	r.OnlyDecode = only
	r.Pos = positionOf(pass, decl.Pos())
}

// assertedTypes returns the type assertions of the value of ix, an
// index of the argument map (its syntax stack given): args["x"].(T), or
// v.(T) after `v, ok := args["x"]`.
func assertedTypes(info *types.Info, body *ast.BlockStmt, ix *ast.IndexExpr, stack []ast.Node) []*ast.TypeAssertExpr {
	if len(stack) == 0 {
		return nil
	}
	switch p := stack[len(stack)-1].(type) {
	case *ast.TypeAssertExpr:
		if p.Type != nil && info.TypeOf(p.Type) != nil {
			return []*ast.TypeAssertExpr{p}
		}
	case *ast.AssignStmt:
		if len(p.Rhs) != 1 || p.Rhs[0] != ix || len(p.Lhs) == 0 {
			return nil
		}
		id, ok := p.Lhs[0].(*ast.Ident)
		if !ok {
			return nil
		}
		v := info.ObjectOf(id)
		var out []*ast.TypeAssertExpr
		ast.Inspect(body, func(n ast.Node) bool {
			if ta, ok := n.(*ast.TypeAssertExpr); ok && ta.Type != nil && info.TypeOf(ta.Type) != nil {
				if x, ok := ast.Unparen(ta.X).(*ast.Ident); ok && v != nil && info.Uses[x] == v {
					out = append(out, ta)
				}
			}
			return true
		})
		return out
	}
	return nil
}
