package schemadrift

import (
	"bytes"
	"fmt"
	"go/ast"
	"go/format"
	"go/token"
	"go/types"
	"reflect"
	"strconv"
	"strings"

	"github.com/mcplint-go/mcplint/analyzer"
	"github.com/mcplint-go/mcplint/internal/analysisutil"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"
)

// nilOutput applies rule nullable-mismatch to the outputSchema that go-sdk
// infers from a typed handler's Out: a map field, or a slice field when
// the inference makes slices "array" only, is a required property that
// admits no null, so a return whose Out leaves it nil fails go-sdk's
// validation of the handler's own output. Only nil values the body shows
// are reported: a field left out of the literal, a nil, or a local slice
// declared without a value and only appended to (nil when nothing is
// appended). A value from elsewhere is not judged.
func (c *checker) nilOutput(r *analyzer.Registration) {
	if r.SDK != analyzer.GoSDK || r.Op != analyzer.OpAddToolTyped || r.OutputSchema.Kind != analyzer.SchemaInferred {
		return
	}
	if r.OutputSchema.GoType == nil {
		return
	}
	// A closure that only does `return listTables(ctx, req, in)` answers
	// with listTables's returns.
	for _, fn := range c.m.Delegates(r.Handler) {
		c.nilReturns(fn, r.OutputSchema.GoType, toolName(r))
	}
}

// nilOutputsElsewhere applies nilOutput to the exported functions of this
// package with the shape of a go-sdk typed handler that no registration
// here uses: a package of handlers registered by another (go vet reads
// that one without this source). Their Out is taken to be inferred, as
// mcp.AddTool does unless the tool declares an outputSchema.
func (c *checker) nilOutputsElsewhere() {
	for _, file := range c.pass.Files {
		for _, d := range file.Decls {
			decl, ok := d.(*ast.FuncDecl)
			if !ok || decl.Body == nil || !decl.Name.IsExported() {
				continue
			}
			if h := c.m.HandlerOf(decl); h != nil && len(h.Tools) > 0 {
				continue // read at its registration
			}
			fn, ok := c.pass.TypesInfo.Defs[decl.Name].(*types.Func)
			if !ok {
				continue
			}
			sig := fn.Type().(*types.Signature)
			if shape, _ := analyzer.ShapeOf(sig); shape != analyzer.ShapeGoSDKTyped || sig.TypeParams().Len() > 0 {
				continue
			}
			c.nilReturns(decl, sig.Results().At(1).Type(), "tool handler "+analyzer.FuncLabel(fn))
		}
	}
}

// nilReturns reports the nil fields of the Out values that fn returns
// with a nil error.
func (c *checker) nilReturns(fn ast.Node, out types.Type, label string) {
	if _, ok := types.Unalias(out).(*types.TypeParam); ok {
		return
	}
	fields := c.nilableFields(out)
	if len(fields) == 0 {
		return
	}
	analysisutil.ForEachReturn(funcBody(fn), func(ret *ast.ReturnStmt) {
		if len(ret.Results) != 3 || !isNil(ret.Results[2]) || !c.successResult(ret.Results[0]) {
			return
		}
		for _, n := range c.nilFields(ret.Results[1], fn, fields) {
			c.reportNilOutput(label, out, n)
		}
	})
}

func funcBody(fn ast.Node) *ast.BlockStmt {
	if lit, ok := fn.(*ast.FuncLit); ok {
		return lit.Body
	}
	return fn.(*ast.FuncDecl).Body
}

// successResult reports whether the *mcp.CallToolResult a typed handler
// returns beside Out leaves isError unset (nil, or a literal without it):
// go-sdk validates Out only then.
func (c *checker) successResult(e ast.Expr) bool {
	if isNil(e) {
		return true
	}
	res := analyzer.ClassifyResult(c.pass.TypesInfo, e)
	return res.Lit != nil && !res.IsError.MaybeTrue()
}

// nilableFields lists the fields of the struct Out (or *Out) whose nil
// value encodes as null where the inferred schema requires a non-null
// value: maps, and slices when the inference makes them "array" only.
func (c *checker) nilableFields(t types.Type) map[*types.Var]string {
	st, ok := deref(types.Unalias(t)).Underlying().(*types.Struct)
	if !ok {
		return nil
	}
	out := map[*types.Var]string{}
	for i := range st.NumFields() {
		f := st.Field(i)
		if !f.Exported() || f.Embedded() {
			continue
		}
		name, opts, _ := strings.Cut(reflect.StructTag(st.Tag(i)).Get("json"), ",")
		if name == "-" && opts == "" || hasOption(opts, "omitempty") || hasOption(opts, "omitzero") {
			continue
		}
		if n, ok := types.Unalias(f.Type()).(*types.Named); ok && hasMarshaler(n) {
			continue
		}
		if name == "" {
			name = f.Name()
		}
		switch u := f.Type().Underlying().(type) {
		case *types.Map:
			out[f] = name
		case *types.Slice:
			if b, ok := u.Elem().Underlying().(*types.Basic); ok && b.Kind() == types.Byte {
				continue // []byte is base64 text: its own case
			}
			if c.slicesNull() {
				continue
			}
			out[f] = name
		}
	}
	return out
}

// slicesNull reports whether the inference admits a nil slice, true when
// the version cannot be told (nothing is then said).
func (c *checker) slicesNull() bool {
	if c.inferNull == nil {
		n := analyzer.InferenceNull(c.pass.Pkg)
		c.inferNull = &n
	}
	return !c.inferNull.SlicesKnown || c.inferNull.Slices
}

// nilField is one field of a returned Out that the body leaves nil.
type nilField struct {
	field *types.Var
	name  string // its JSON name
	at    ast.Node
	why   string
	fix   []analysis.SuggestedFix
}

// nilFields lists the fields of the returned Out value e that may be nil:
// e is a literal, or a local variable defined by one (or declared without
// a value) that is used only to set and read its fields.
func (c *checker) nilFields(e ast.Expr, fn ast.Node, fields map[*types.Var]string) []nilField {
	e = ast.Unparen(e)
	if u, ok := e.(*ast.UnaryExpr); ok && u.Op == token.AND {
		e = ast.Unparen(u.X)
	}
	var lit *ast.CompositeLit
	var assigned map[string][]ast.Expr
	switch x := e.(type) {
	case *ast.CompositeLit:
		lit = x
	case *ast.Ident:
		v, ok := c.pass.TypesInfo.Uses[x].(*types.Var)
		if !ok {
			return nil
		}
		var def ast.Node
		lit, def, assigned = c.outVar(v, fn)
		if def == nil {
			return nil
		}
		if lit == nil {
			lit = &ast.CompositeLit{Lbrace: def.Pos(), Rbrace: def.End()} // var out Out: every field zero
		}
	default:
		return nil
	}
	set := map[string]ast.Expr{}
	for _, el := range lit.Elts {
		kv, ok := el.(*ast.KeyValueExpr)
		if !ok {
			return nil // a positional literal sets every field
		}
		if k, ok := kv.Key.(*ast.Ident); ok {
			set[k.Name] = kv.Value
		}
	}
	var out []nilField
	for f, name := range fields {
		if sets := assigned[f.Name()]; len(sets) > 0 {
			// out.F = ... : set before this return (in source order), by
			// a value that may itself be nil; set only after it, the
			// early return leaves the field as the literal has it.
			before := false
			for _, rhs := range sets {
				if rhs.Pos() > e.Pos() {
					continue
				}
				before = true
				if why, fix := c.mayBeNil(rhs, fn); why != "" {
					out = append(out, nilField{field: f, name: name, at: rhs, why: why, fix: fix})
				}
			}
			if before {
				continue
			}
			line := c.pass.Fset.Position(sets[0].Pos()).Line
			out = append(out, nilField{field: f, name: name, at: e, why: fmt.Sprintf("it is set only after this return (line %d)", line)})
			continue
		}
		v, ok := set[f.Name()]
		if !ok {
			out = append(out, nilField{field: f, name: name, at: lit, why: "the literal leaves it out"})
			continue
		}
		if why, fix := c.mayBeNil(v, fn); why != "" {
			out = append(out, nilField{field: f, name: name, at: v, why: why, fix: fix})
		}
	}
	sortNilFields(out)
	return out
}

func sortNilFields(list []nilField) {
	for i := 1; i < len(list); i++ {
		for j := i; j > 0 && list[j].field.Pos() < list[j-1].field.Pos(); j-- {
			list[j], list[j-1] = list[j-1], list[j]
		}
	}
}

// outVar finds the definition of the local variable v in fn: the literal
// it is defined with (nil for a declaration without a value), the
// defining statement, and the fields assigned afterwards. def is nil when
// v is used otherwise than by field (its address taken, passed, assigned
// as a whole): its fields are then unknown.
func (c *checker) outVar(v *types.Var, fn ast.Node) (lit *ast.CompositeLit, def ast.Node, assigned map[string][]ast.Expr) {
	assigned = map[string][]ast.Expr{}
	ok := true
	ast.Inspect(fn, func(n ast.Node) bool {
		if !ok {
			return false
		}
		switch n := n.(type) {
		case *ast.AssignStmt:
			for i, lhs := range n.Lhs {
				switch l := ast.Unparen(lhs).(type) {
				case *ast.Ident:
					if c.pass.TypesInfo.ObjectOf(l) != v {
						continue
					}
					if n.Tok != token.DEFINE || len(n.Lhs) != len(n.Rhs) || def != nil {
						ok = false
						return false
					}
					cl, isLit := litOf(n.Rhs[i])
					if !isLit {
						ok = false
						return false
					}
					lit, def = cl, n
				case *ast.SelectorExpr:
					if id, isID := ast.Unparen(l.X).(*ast.Ident); isID && c.pass.TypesInfo.Uses[id] == v {
						var rhs ast.Expr = l // out.F += ..., out.F, x = f(): set, value unknown
						if len(n.Lhs) == len(n.Rhs) && n.Tok == token.ASSIGN {
							rhs = n.Rhs[i]
						}
						assigned[l.Sel.Name] = append(assigned[l.Sel.Name], rhs)
					}
				}
			}
		case *ast.ValueSpec:
			for i, name := range n.Names {
				if c.pass.TypesInfo.Defs[name] != v {
					continue
				}
				if len(n.Values) == 0 {
					def = n
					break
				}
				if len(n.Values) != len(n.Names) {
					ok = false
					return false
				}
				cl, isLit := litOf(n.Values[i])
				if !isLit {
					ok = false
					return false
				}
				lit, def = cl, n
			}
		case *ast.UnaryExpr:
			if id, isID := ast.Unparen(n.X).(*ast.Ident); isID && n.Op == token.AND && c.pass.TypesInfo.Uses[id] == v {
				ok = false
			}
		case *ast.CallExpr:
			_, byValue := v.Type().Underlying().(*types.Struct)
			for _, a := range n.Args {
				if id, isID := ast.Unparen(a).(*ast.Ident); isID && c.pass.TypesInfo.Uses[id] == v && !byValue {
					ok = false // a pointer handed over: its fields may be set there
				}
			}
			if sel, isSel := n.Fun.(*ast.SelectorExpr); isSel {
				if id, isID := ast.Unparen(sel.X).(*ast.Ident); isID && c.pass.TypesInfo.Uses[id] == v {
					ok = false // a method may set fields
				}
			}
		}
		return true
	})
	if !ok {
		return nil, nil, nil
	}
	return lit, def, assigned
}

// litOf returns the composite literal e is, or takes the address of.
func litOf(e ast.Expr) (*ast.CompositeLit, bool) {
	e = ast.Unparen(e)
	if u, ok := e.(*ast.UnaryExpr); ok && u.Op == token.AND {
		e = ast.Unparen(u.X)
	}
	cl, ok := e.(*ast.CompositeLit)
	return cl, ok
}

// mayBeNil says why the field value e may be nil, or "" when it is not
// known to: nil itself, or a local slice or map variable declared without
// a value whose only assignments append to it.
func (c *checker) mayBeNil(e ast.Expr, fn ast.Node) (string, []analysis.SuggestedFix) {
	e = ast.Unparen(e)
	if isNil(e) {
		return "it is nil", nil
	}
	if call, ok := e.(*ast.CallExpr); ok {
		return c.nilFromCall(call, 0), nil
	}
	id, ok := e.(*ast.Ident)
	if !ok {
		return "", nil
	}
	v, ok := c.pass.TypesInfo.Uses[id].(*types.Var)
	if !ok || v.Pos() < fn.Pos() || v.Pos() > fn.End() {
		return "", nil // not a local of the handler
	}
	if why := c.nilFromDefiningCall(v, fn); why != "" {
		return why, nil
	}
	return c.mayBeNilLocal(id, fn)
}

// mayBeNilLocal says why the local slice or map id may be nil: declared
// without a value and only appended to (or resliced), in fn.
func (c *checker) mayBeNilLocal(id *ast.Ident, fn ast.Node) (string, []analysis.SuggestedFix) {
	v, ok := c.pass.TypesInfo.Uses[id].(*types.Var)
	if !ok || v.Pos() < fn.Pos() || v.Pos() > fn.End() {
		return "", nil
	}
	var spec *ast.ValueSpec
	appended := false
	known := true
	ast.Inspect(fn, func(n ast.Node) bool {
		if !known {
			return false
		}
		switch n := n.(type) {
		case *ast.ValueSpec:
			for _, name := range n.Names {
				if c.pass.TypesInfo.Defs[name] == v {
					if len(n.Values) != 0 || len(n.Names) != 1 || n.Type == nil {
						known = false
					}
					spec = n
				}
			}
		case *ast.AssignStmt:
			for i, lhs := range n.Lhs {
				l, isID := ast.Unparen(lhs).(*ast.Ident)
				if !isID || c.pass.TypesInfo.ObjectOf(l) != v {
					continue
				}
				if len(n.Lhs) != len(n.Rhs) || n.Tok != token.ASSIGN || !c.appendsTo(n.Rhs[i], v) && !c.reslices(n.Rhs[i], v) {
					known = false
					return false
				}
				appended = true
			}
		case *ast.UnaryExpr:
			if x, isID := ast.Unparen(n.X).(*ast.Ident); isID && n.Op == token.AND && c.pass.TypesInfo.Uses[x] == v {
				known = false
			}
		}
		return true
	})
	if !known || spec == nil {
		return "", nil
	}
	line := c.pass.Fset.Position(spec.Pos()).Line
	why := fmt.Sprintf("%s is declared without a value (line %d) and never assigned", v.Name(), line)
	if appended {
		why = fmt.Sprintf("%s is declared without a value (line %d) and only appended to, so it stays nil when nothing is appended", v.Name(), line)
	}
	return why, c.emptyInit(spec, v)
}

// reslices reports whether e is v[i:j]: a nil slice stays nil.
func (c *checker) reslices(e ast.Expr, v *types.Var) bool {
	se, ok := ast.Unparen(e).(*ast.SliceExpr)
	if !ok {
		return false
	}
	x, ok := ast.Unparen(se.X).(*ast.Ident)
	return ok && c.pass.TypesInfo.Uses[x] == v
}

// appendsTo reports whether e is append(v, ...).
func (c *checker) appendsTo(e ast.Expr, v *types.Var) bool {
	call, ok := ast.Unparen(e).(*ast.CallExpr)
	if !ok || len(call.Args) == 0 {
		return false
	}
	fun, ok := ast.Unparen(call.Fun).(*ast.Ident)
	if !ok {
		return false
	}
	if b, ok := c.pass.TypesInfo.Uses[fun].(*types.Builtin); !ok || b.Name() != "append" {
		return false
	}
	first, ok := ast.Unparen(call.Args[0]).(*ast.Ident)
	return ok && c.pass.TypesInfo.Uses[first] == v
}

// emptyInit suggests declaring the variable with an empty value:
// var xs []T becomes xs := []T{}, whose JSON is [] (or {}).
func (c *checker) emptyInit(spec *ast.ValueSpec, v *types.Var) []analysis.SuggestedFix {
	decl := c.declOf(spec)
	if decl == nil || len(decl.Specs) != 1 || decl.Lparen.IsValid() {
		return nil
	}
	var typ bytes.Buffer
	if err := format.Node(&typ, c.pass.Fset, spec.Type); err != nil {
		return nil
	}
	return []analysis.SuggestedFix{{
		Message: "declare " + v.Name() + " with an empty value",
		TextEdits: []analysis.TextEdit{{
			Pos: decl.Pos(), End: decl.End(),
			NewText: []byte(v.Name() + " := " + typ.String() + "{}"),
		}},
	}}
}

// declOf finds the var declaration that holds spec.
func (c *checker) declOf(spec *ast.ValueSpec) *ast.GenDecl {
	for _, f := range c.pass.Files {
		if f.Pos() > spec.Pos() || spec.End() > f.End() {
			continue
		}
		var found *ast.GenDecl
		ast.Inspect(f, func(n ast.Node) bool {
			if found != nil {
				return false
			}
			if g, ok := n.(*ast.GenDecl); ok && g.Tok == token.VAR {
				for _, s := range g.Specs {
					if s == spec {
						found = g
					}
				}
				return false
			}
			return n == nil || n.Pos() <= spec.Pos() && spec.End() <= n.End()
		})
		return found
	}
	return nil
}

func (c *checker) reportNilOutput(label string, out types.Type, n nilField) {
	kind, schemaType, empty := "map", "object", "an empty map"
	if _, ok := n.field.Type().Underlying().(*types.Slice); ok {
		kind, schemaType, empty = "slice", "array", "an empty slice"
	}
	inference := "google/jsonschema-go infers a map as \"object\", without null"
	if kind == "slice" {
		inference = "the google/jsonschema-go this module builds with (before v0.4.0) infers a slice as \"array\", without null"
	}
	c.report(analysis.Diagnostic{
		Pos: n.at.Pos(), End: n.at.End(), Category: "nullable-mismatch",
		Message: fmt.Sprintf("%s: field %s of the returned %s can be a nil %s here (%s), which encoding/json writes as null, but the outputSchema go-sdk infers requires %q and %s: go-sdk rejects this result (JSON-RPC error \"validating tool output: ... has type \\\"null\\\", want \\\"%s\\\"\"); return %s, or tag the field omitempty",
			label, n.field.Name(), c.typeString(out), kind, n.why, n.name, inference, schemaType, empty),
		Related:        related(n.field.Pos(), "field "+n.field.Name()),
		SuggestedFixes: n.fix,
	})
}

// nilFromDefiningCall says why v may be nil when its one definition in fn
// is a call of a function of this package that may return a nil slice
// there (`logs, err := listLogs(ctx)`, used after err is checked).
func (c *checker) nilFromDefiningCall(v *types.Var, fn ast.Node) string {
	var call *ast.CallExpr
	index, defs := 0, 0
	ast.Inspect(fn, func(n ast.Node) bool {
		as, ok := n.(*ast.AssignStmt)
		if !ok {
			return true
		}
		for i, l := range as.Lhs {
			if id, ok := ast.Unparen(l).(*ast.Ident); ok && c.pass.TypesInfo.ObjectOf(id) == v {
				defs++
				if len(as.Rhs) == 1 {
					call, _ = ast.Unparen(as.Rhs[0]).(*ast.CallExpr)
					index = i
				}
			}
		}
		return true
	})
	if defs != 1 || call == nil {
		return ""
	}
	return c.nilFromCall(call, index)
}

// nilFromCall says why result index of call may be a nil slice: its
// callee, a function of this package, returns there a local declared
// without a value and only appended to (or nil itself) beside a nil
// error.
func (c *checker) nilFromCall(call *ast.CallExpr, index int) string {
	callee, _ := typeutil.Callee(c.pass.TypesInfo, call).(*types.Func)
	if callee == nil || callee.Pkg() == nil {
		return ""
	}
	if callee.Pkg() != c.pass.Pkg {
		for _, r := range c.m.NilSliceResults(callee) {
			if r.Index == index {
				return r.Why
			}
		}
		return ""
	}
	res := callee.Type().(*types.Signature).Results()
	if index >= res.Len() {
		return ""
	}
	if _, ok := res.At(index).Type().Underlying().(*types.Slice); !ok {
		return ""
	}
	decl := c.funcDecl(callee)
	if decl == nil || decl.Body == nil {
		return ""
	}
	why := ""
	nonNil := false // a function that always answers nil is a stub, not judged
	analysisutil.ForEachReturn(decl.Body, func(ret *ast.ReturnStmt) {
		if len(ret.Results) == res.Len() && !isNil(ret.Results[index]) {
			nonNil = true
		}
	})
	analysisutil.ForEachReturn(decl.Body, func(ret *ast.ReturnStmt) {
		if why != "" || !nonNil || len(ret.Results) != res.Len() {
			return
		}
		if last := ret.Results[len(ret.Results)-1]; res.Len() > 1 && isErrorType(res.At(res.Len()-1).Type()) && !isNil(last) {
			return // the caller's error check covers it
		}
		r := ast.Unparen(ret.Results[index])
		if isNil(r) {
			why = callee.Name() + " returns nil for it (line " + strconv.Itoa(c.pass.Fset.Position(ret.Pos()).Line) + ")"
			return
		}
		if id, ok := r.(*ast.Ident); ok {
			if inner, _ := c.mayBeNilLocal(id, decl); inner != "" {
				why = callee.Name() + " can return it nil: " + inner
			}
		}
	})
	return why
}

// funcDecl finds the declaration of fn in this package's files.
func (c *checker) funcDecl(fn *types.Func) *ast.FuncDecl {
	for _, f := range c.pass.Files {
		if f.Pos() > fn.Pos() || fn.Pos() > f.End() {
			continue
		}
		for _, d := range f.Decls {
			if fd, ok := d.(*ast.FuncDecl); ok && c.pass.TypesInfo.Defs[fd.Name] == fn {
				return fd
			}
		}
	}
	return nil
}

func isErrorType(t types.Type) bool {
	return types.Identical(t, types.Universe.Lookup("error").Type())
}
