package analyzer

import (
	"encoding/json"
	"go/ast"
	"go/token"
	"go/types"
	"reflect"
	"slices"
	"strings"
)

// goSchemaJSON rebuilds the JSON of a schema written as a Go literal: a
// google/jsonschema-go *jsonschema.Schema, mcp-go's ToolOutputSchema, or a
// map[string]any. It gives up (false) on any part it cannot evaluate, so a
// pass never compares against a half-known schema.
func (b *builder) goSchemaJSON(lit *ast.CompositeLit) ([]byte, bool) {
	v, ok := b.goValue(lit, 0)
	if !ok {
		return nil, false
	}
	data, err := json.Marshal(v)
	return data, err == nil
}

// schemaFieldsWithoutTags are the jsonschema.Schema fields whose JSON
// name is produced by its MarshalJSON rather than by a tag.
var schemaFieldsWithoutTags = map[string]string{"Type": "type", "Types": "type", "Items": "items"}

func (b *builder) goValue(e ast.Expr, depth int) (any, bool) {
	if depth > 32 {
		return nil, false
	}
	e = ast.Unparen(e)
	if tv, ok := b.pass.TypesInfo.Types[e]; ok && tv.Value != nil {
		return constantToGo(tv.Value), true
	}
	switch x := e.(type) {
	case *ast.Ident:
		if x.Name == "nil" || x.Name == "true" || x.Name == "false" {
			return map[string]bool{"nil": false, "true": true, "false": false}[x.Name], x.Name != "nil"
		}
		if base, ok := b.bound[b.pass.TypesInfo.Uses[x]]; ok {
			return b.goValue(base, depth+1) // a closure's parameter (closurecalls.go)
		}
		if v, ok := b.pass.TypesInfo.Uses[x].(*types.Var); ok {
			if arg, env, ok := b.boundArg(v); ok {
				// a parameter of a schema helper: the call's argument
				saved := b.env
				b.env = env
				defer func() { b.env = saved }()
				return b.goValue(arg, depth+1)
			}
		}
		if def, ok := b.singleDef(b.pass.TypesInfo.Uses[x]); ok && def.index < 0 {
			if v, ok := b.pass.TypesInfo.Uses[x].(*types.Var); ok && b.changedAfterDef(v, def.expr) {
				return nil, false // props["x"] = ... after the literal: not its value
			}
			return b.goValue(def.expr, depth+1)
		}
	case *ast.UnaryExpr:
		if x.Op == token.AND {
			return b.goValue(x.X, depth+1)
		}
	case *ast.CompositeLit:
		return b.compositeValue(x, depth)
	case *ast.SelectorExpr:
		if f := b.boundField(x); f != nil {
			return b.goValue(f, depth+1)
		}
	case *ast.CallExpr:
		if v, ok := b.builtValue(x, depth); ok {
			return v, true // a schema helper of this package (schemabuilder.go)
		}
		// jsonschema.Ptr-like helpers and conversions: one argument, same value.
		if len(x.Args) == 1 {
			if tv, ok := b.pass.TypesInfo.Types[x.Fun]; ok && tv.IsType() {
				return b.goValue(x.Args[0], depth+1)
			}
			if pointsTo(b.pass.TypesInfo, x) {
				return b.goValue(x.Args[0], depth+1)
			}
		}
	}
	return nil, false
}

func (b *builder) compositeValue(lit *ast.CompositeLit, depth int) (any, bool) {
	t := b.pass.TypesInfo.TypeOf(lit)
	if t == nil {
		return nil, false
	}
	if p, ok := t.Underlying().(*types.Pointer); ok {
		t = p.Elem()
	}
	switch u := t.Underlying().(type) {
	case *types.Map:
		out := map[string]any{}
		for _, elt := range lit.Elts {
			kv, ok := elt.(*ast.KeyValueExpr)
			if !ok {
				return nil, false
			}
			k, ok := b.goValue(kv.Key, depth+1)
			ks, isStr := k.(string)
			if !ok || !isStr {
				return nil, false
			}
			v, ok := b.goValue(kv.Value, depth+1)
			if !ok {
				return nil, false
			}
			out[ks] = v
		}
		return out, true
	case *types.Slice, *types.Array:
		out := []any{}
		for _, elt := range lit.Elts {
			if _, ok := elt.(*ast.KeyValueExpr); ok {
				return nil, false
			}
			v, ok := b.goValue(elt, depth+1)
			if !ok {
				return nil, false
			}
			out = append(out, v)
		}
		return out, true
	case *types.Struct:
		return b.structValue(lit, u, depth)
	}
	return nil, false
}

func (b *builder) structValue(lit *ast.CompositeLit, st *types.Struct, depth int) (any, bool) {
	out := map[string]any{}
	for _, elt := range lit.Elts {
		kv, ok := elt.(*ast.KeyValueExpr)
		if !ok {
			return nil, false
		}
		id, ok := kv.Key.(*ast.Ident)
		if !ok {
			return nil, false
		}
		name := ""
		for i := range st.NumFields() {
			if st.Field(i).Name() == id.Name {
				tag := reflect.StructTag(st.Tag(i)).Get("json")
				name, _, _ = strings.Cut(tag, ",")
				if name == "" {
					name = id.Name
				}
			}
		}
		if n, ok := schemaFieldsWithoutTags[id.Name]; ok && name == "-" {
			name = n
		}
		if name == "-" || name == "" {
			return nil, false // Extra, PropertyOrder...: not modelled
		}
		v, ok := b.goValue(kv.Value, depth+1)
		if !ok {
			return nil, false
		}
		out[name] = v
	}
	// An empty jsonschema.Schema is the schema "true"; {"not": {}} is "false".
	if len(out) == 1 {
		if not, ok := out["not"].(map[string]any); ok && len(not) == 0 {
			return false, true
		}
	}
	return out, true
}

// changedAfterDef reports whether the variable v, defined once by def,
// may be changed where it is visible: an element or field assigned, a
// method called on it, its address taken or the value passed on. For a
// local variable the enclosing function is read, for a package variable
// every file.
func (b *builder) changedAfterDef(v *types.Var, def ast.Expr) bool {
	for _, n := range slices.Backward(b.pathTo(def)) {
		switch fn := n.(type) {
		case *ast.FuncDecl:
			return fn.Body != nil && mutatedIn(b.pass.TypesInfo, fn.Body, v)
		case *ast.FuncLit:
			return mutatedIn(b.pass.TypesInfo, fn.Body, v)
		}
	}
	for _, f := range b.pass.Files {
		for _, d := range f.Decls {
			if fd, ok := d.(*ast.FuncDecl); ok && fd.Body != nil && mutatedIn(b.pass.TypesInfo, fd.Body, v) {
				return true
			}
		}
	}
	return false
}

// pointsTo reports whether call, of one argument, is a pointer helper: a
// function of signature func(T) *T (tools.Float64Ptr(1), jsonschema.Ptr(2)),
// whose value is its argument's for a schema.
func pointsTo(info *types.Info, call *ast.CallExpr) bool {
	sig, ok := types.Unalias(info.TypeOf(call.Fun)).(*types.Signature)
	if !ok || sig.Params().Len() != 1 || sig.Results().Len() != 1 || sig.Variadic() {
		return false
	}
	p, ok := sig.Results().At(0).Type().(*types.Pointer)
	return ok && types.Identical(p.Elem(), sig.Params().At(0).Type())
}
