package analyzer

import (
	"encoding/json"
	"go/ast"
	"go/token"
	"go/types"
	"reflect"
	"strings"

	"golang.org/x/tools/go/types/typeutil"
)

// A project often builds its schemas with a helper of its own
// (sridhargaddam/meshpilot, lightpanda-io/gomcp):
//
//	func createObjectSchema(properties map[string]*jsonschema.Schema, required []string) *jsonschema.Schema {
//		schema := &jsonschema.Schema{Type: "object", Properties: properties}
//		if len(required) > 0 {
//			schema.Required = required
//		}
//		return schema
//	}
//
// builtSchema evaluates such a call: the helper's one literal, with each
// parameter read as the argument the call passes, plus the fields the
// helper sets from a parameter, unless only when it is empty (`if
// len(required) > 0`) and the call passes nil.

// goEnv binds the parameters of the schema helpers being evaluated.
type goEnv struct {
	args   map[*types.Var]ast.Expr
	parent *goEnv
}

// builtSchemaJSON returns the JSON of the schema that call, of a helper of
// this package, builds; false when the helper is not of the shape above or
// a part cannot be evaluated.
func (b *builder) builtSchemaJSON(call *ast.CallExpr) ([]byte, bool) {
	v, ok := b.builtValue(call, 0)
	if !ok {
		return nil, false
	}
	data, err := json.Marshal(v)
	return data, err == nil
}

func (b *builder) builtValue(call *ast.CallExpr, depth int) (any, bool) {
	fn := b.callee(call)
	if fn == nil || depth > 8 {
		return nil, false
	}
	decl := b.decls[fn.Origin()]
	if decl == nil || decl.Body == nil || decl.Recv != nil || call.Ellipsis.IsValid() {
		return nil, false
	}
	info := b.pass.TypesInfo
	if len(call.Args) == 1 && encodesParam(info, decl) {
		// jsonString("latest"): a default given as its JSON encoding
		return b.goValue(call.Args[0], depth+1)
	}
	env := &goEnv{args: map[*types.Var]ast.Expr{}, parent: b.env}
	i := 0
	for _, field := range decl.Type.Params.List {
		for _, name := range field.Names {
			v, _ := info.Defs[name].(*types.Var)
			if v == nil || i >= len(call.Args) {
				return nil, false
			}
			env.args[v] = call.Args[i]
			i++
		}
		if len(field.Names) == 0 {
			i++
		}
	}
	if i != len(call.Args) {
		return nil, false
	}
	var local *types.Var
	var lit *ast.CompositeLit
	type set struct {
		field string
		value ast.Expr
	}
	var sets []set
	isLocalField := func(e ast.Expr) (string, bool) {
		sel, ok := ast.Unparen(e).(*ast.SelectorExpr)
		if !ok {
			return "", false
		}
		id, ok := ast.Unparen(sel.X).(*ast.Ident)
		return sel.Sel.Name, ok && local != nil && info.Uses[id] == local
	}
	var result ast.Expr
	for _, st := range decl.Body.List {
		switch s := st.(type) {
		case *ast.AssignStmt:
			if len(s.Lhs) != 1 || len(s.Rhs) != 1 {
				return nil, false
			}
			if s.Tok == token.DEFINE && local == nil {
				id, ok := s.Lhs[0].(*ast.Ident)
				l := CompositeOf(s.Rhs[0])
				if !ok || l == nil {
					return nil, false
				}
				local, _ = info.Defs[id].(*types.Var)
				lit = l
				continue
			}
			f, ok := isLocalField(s.Lhs[0])
			if !ok || s.Tok != token.ASSIGN {
				return nil, false
			}
			sets = append(sets, set{f, s.Rhs[0]})
		case *ast.IfStmt:
			// if len(p) > 0 { v.F = p }: the field is p, left out when the
			// call passes nil.
			p := nonEmptyTest(info, s.Cond)
			if s.Init != nil || s.Else != nil || p == nil || len(s.Body.List) != 1 {
				return nil, false
			}
			as, ok := s.Body.List[0].(*ast.AssignStmt)
			if !ok || as.Tok != token.ASSIGN || len(as.Lhs) != 1 || len(as.Rhs) != 1 {
				return nil, false
			}
			f, ok := isLocalField(as.Lhs[0])
			rhs, isID := ast.Unparen(as.Rhs[0]).(*ast.Ident)
			if !ok || !isID || info.Uses[rhs] != p {
				return nil, false
			}
			arg, bound := env.args[p]
			if !bound {
				return nil, false
			}
			if id, ok := ast.Unparen(arg).(*ast.Ident); ok && id.Name == "nil" {
				continue
			}
			sets = append(sets, set{f, as.Rhs[0]})
		case *ast.ReturnStmt:
			if len(s.Results) != 1 {
				return nil, false
			}
			result = s.Results[0]
		default:
			return nil, false
		}
	}
	if result == nil {
		return nil, false
	}
	if id, ok := ast.Unparen(result).(*ast.Ident); ok && local != nil && info.Uses[id] == local {
		result = lit
	} else if len(sets) > 0 || CompositeOf(result) == nil {
		return nil, false
	}
	saved := b.env
	b.env = env
	defer func() { b.env = saved }()
	v, ok := b.goValue(result, depth+1)
	if !ok || len(sets) == 0 {
		return v, ok
	}
	obj, ok := v.(map[string]any)
	st, isStruct := Deref(info.TypeOf(lit)).Underlying().(*types.Struct)
	if !ok || !isStruct {
		return nil, false
	}
	for _, s := range sets {
		name := jsonFieldName(st, s.field)
		if name == "" {
			return nil, false
		}
		fv, ok := b.goValue(s.value, depth+1)
		if !ok {
			return nil, false
		}
		obj[name] = fv
	}
	return obj, true
}

// boundArg returns the argument bound to parameter v by the helper calls
// being evaluated, with the environment to evaluate it in.
func (b *builder) boundArg(v *types.Var) (ast.Expr, *goEnv, bool) {
	for e := b.env; e != nil; e = e.parent {
		if a, ok := e.args[v]; ok {
			return a, e.parent, true
		}
	}
	return nil, nil, false
}

// nonEmptyTest returns the parameter that cond tests for a value:
// len(p) > 0, len(p) != 0, p != nil, p != "".
func nonEmptyTest(info *types.Info, cond ast.Expr) *types.Var {
	be, ok := ast.Unparen(cond).(*ast.BinaryExpr)
	if !ok || be.Op != token.GTR && be.Op != token.NEQ {
		return nil
	}
	x := ast.Unparen(be.X)
	if call, ok := x.(*ast.CallExpr); ok && len(call.Args) == 1 {
		if id, ok := ast.Unparen(call.Fun).(*ast.Ident); ok && id.Name == "len" {
			x = ast.Unparen(call.Args[0])
		}
	}
	id, ok := x.(*ast.Ident)
	if !ok {
		return nil
	}
	v, _ := info.Uses[id].(*types.Var)
	return v
}

// jsonFieldName is the JSON name of st's field name, as structValue reads
// it; "" when the field is not encoded by name.
func jsonFieldName(st *types.Struct, name string) string {
	for i := range st.NumFields() {
		if st.Field(i).Name() != name {
			continue
		}
		tag, _, _ := strings.Cut(reflect.StructTag(st.Tag(i)).Get("json"), ",")
		if n, ok := schemaFieldsWithoutTags[name]; ok && tag == "-" {
			return n
		}
		if tag == "-" {
			return ""
		}
		if tag == "" {
			return name
		}
		return tag
	}
	return ""
}

// encodesParam reports whether decl, of one parameter, returns that
// parameter's JSON encoding: `b, _ := json.Marshal(p); return b`.
func encodesParam(info *types.Info, decl *ast.FuncDecl) bool {
	if len(decl.Body.List) != 2 || decl.Type.Params.NumFields() != 1 || len(decl.Type.Params.List[0].Names) != 1 {
		return false
	}
	p := info.Defs[decl.Type.Params.List[0].Names[0]]
	as, ok := decl.Body.List[0].(*ast.AssignStmt)
	ret, isRet := decl.Body.List[1].(*ast.ReturnStmt)
	if !ok || !isRet || len(as.Lhs) != 2 || len(as.Rhs) != 1 || len(ret.Results) != 1 {
		return false
	}
	call, ok := ast.Unparen(as.Rhs[0]).(*ast.CallExpr)
	if !ok || len(call.Args) != 1 {
		return false
	}
	fn, _ := typeutil.Callee(info, call).(*types.Func)
	if fn == nil || fn.Pkg() == nil || fn.Pkg().Path() != "encoding/json" || fn.Name() != "Marshal" {
		return false
	}
	arg, ok := ast.Unparen(call.Args[0]).(*ast.Ident)
	out, ok2 := ast.Unparen(ret.Results[0]).(*ast.Ident)
	first, ok3 := as.Lhs[0].(*ast.Ident)
	return ok && ok2 && ok3 && info.Uses[arg] == p && out.Name == first.Name
}
