package inputdrift

import (
	"fmt"
	"go/ast"
	"go/constant"
	"go/types"
	"slices"
	"strings"

	"github.com/mcplint-go/mcplint/analyzer"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"
)

// misplacedRequired is rule misplaced-required on the inputSchema s of r:
// each property that says "required": true itself is reported where it
// is written.
func (c *checker) misplacedRequired(r *analyzer.Registration) {
	c.misplacedInOptions(r)
	s := r.InputSchema
	if s.JSON == nil || s.Expr == nil || s.Kind != analyzer.SchemaJSON && s.Kind != analyzer.SchemaGoValue {
		return
	}
	if f := c.pass.Fset.File(s.Expr.Pos()); f == nil || strings.HasSuffix(f.Name(), "_test.go") {
		return
	}
	for _, m := range analyzer.MisplacedRequireds(s.JSON) {
		c.reportMisplaced(r, s, m.Name, m.Listed)
	}
}

func (c *checker) reportMisplaced(r *analyzer.Registration, s analyzer.Schema, name string, listed bool) {
	instead := fmt.Sprintf("list %q in the object's \"required\" array instead", name)
	if r.SDK == analyzer.MCPGo && !c.hasRequiredField(s) {
		instead += " (this mcp-go's ToolInputSchema has no Required field: a newer mcp-go has, or declare the schema as raw JSON)"
	}
	effect := fmt.Sprintf("so clients and the model treat %q as optional and strict validators reject the schema", name)
	if listed {
		effect = fmt.Sprintf("%q is already in the object's \"required\" list, and strict validators reject the schema", name)
		instead = "drop the property's own \"required\""
	}
	at := ast.Node(s.Expr)
	if kv := propertyKey(c.pass.TypesInfo, s.Expr, name); kv != nil {
		at = kv
	}
	c.report(analysis.Diagnostic{
		Pos: at.Pos(), End: at.End(), Category: catMisplaced,
		Message: fmt.Sprintf("%s: property %q of the inputSchema says \"required\": true, which JSON Schema does not read inside a property, %s; %s", toolLabel(r), name, effect, instead),
	})
}

// misplacedInOptions reports, in an mcp-go tool definition built with
// options, the sub-properties of an object or array argument written as
// Go maps (mcp.Properties(map[string]any{"city": {"type": "string",
// "required": true}}), mcp.Items(...)) that say "required": true
// themselves: the nested object's "required" list is what JSON Schema
// reads, so the property stays optional.
func (c *checker) misplacedInOptions(r *analyzer.Registration) {
	def := c.optionsDefinition(r)
	if def == nil {
		return
	}
	info := c.pass.TypesInfo
	ast.Inspect(def, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if !ok || len(call.Args) != 1 {
			return true
		}
		fn, _ := typeutil.Callee(info, call).(*types.Func)
		if fn == nil || fn.Pkg() == nil || !analyzer.IsSDKPackage(fn.Pkg().Path()) || fn.Name() != "Properties" && fn.Name() != "Items" {
			return true
		}
		lit, ok := ast.Unparen(call.Args[0]).(*ast.CompositeLit)
		if !ok {
			return true
		}
		for _, elt := range lit.Elts {
			kv, ok := elt.(*ast.KeyValueExpr)
			name := ""
			if ok {
				name = constKey(info, kv.Key)
			}
			if name == "" || !saysRequiredTrue(info, kv.Value) || c.reported[kv] {
				continue
			}
			c.reported[kv] = true
			c.report(analysis.Diagnostic{
				Pos: kv.Pos(), End: kv.End(), Category: catMisplaced,
				Message: fmt.Sprintf("%s: sub-property %q of the inputSchema says \"required\": true, which JSON Schema does not read inside a property, so clients and the model treat it as optional and strict validators reject the schema; list %q in the \"required\" array of the object that holds it instead", toolLabel(r), name, name),
			})
		}
		return true
	})
}

// optionsDefinition is r's mcp-go tool definition built with options
// (mcp.NewTool(name, opts...)) in a non-test file, or nil.
func (c *checker) optionsDefinition(r *analyzer.Registration) *ast.CallExpr {
	def, ok := ast.Unparen(r.Def).(*ast.CallExpr)
	if !ok || r.SDK != analyzer.MCPGo {
		return nil
	}
	if f := c.pass.Fset.File(def.Pos()); f == nil || strings.HasSuffix(f.Name(), "_test.go") {
		return nil
	}
	return def
}

// saysRequiredTrue reports whether e is a map literal with "required":
// true.
func saysRequiredTrue(info *types.Info, e ast.Expr) bool {
	lit, ok := ast.Unparen(e).(*ast.CompositeLit)
	if !ok {
		return false
	}
	return slices.ContainsFunc(lit.Elts, func(elt ast.Expr) bool {
		kv, ok := elt.(*ast.KeyValueExpr)
		if !ok || constKey(info, kv.Key) != "required" {
			return false
		}
		tv := info.Types[kv.Value]
		return tv.Value != nil && tv.Value.Kind() == constant.Bool && constant.BoolVal(tv.Value)
	})
}

// hasRequiredField reports whether the Go type of schema literal s has a
// Required field (newer mcp-go ToolInputSchema, jsonschema.Schema).
func (c *checker) hasRequiredField(s analyzer.Schema) bool {
	t := c.pass.TypesInfo.TypeOf(s.Expr)
	if t == nil {
		return true
	}
	st, ok := analyzer.Deref(t).Underlying().(*types.Struct)
	if !ok {
		return true // a map or JSON text: the list can be written
	}
	for i := range st.NumFields() {
		if st.Field(i).Name() == "Required" {
			return true
		}
	}
	return false
}

// propertyKey finds, in the Go literal e, the map element keyed name
// whose value is a literal with a "required" element: where the
// property is written.
func propertyKey(info *types.Info, e ast.Expr, name string) *ast.KeyValueExpr {
	var out *ast.KeyValueExpr
	ast.Inspect(e, func(n ast.Node) bool {
		kv, ok := n.(*ast.KeyValueExpr)
		if !ok || out != nil {
			return out == nil
		}
		if constKey(info, kv.Key) == name && hasRequiredKey(info, kv.Value) {
			out = kv
		}
		return true
	})
	return out
}

func hasRequiredKey(info *types.Info, e ast.Expr) bool {
	lit, ok := ast.Unparen(e).(*ast.CompositeLit)
	if !ok {
		return false
	}
	return slices.ContainsFunc(lit.Elts, func(elt ast.Expr) bool {
		kv, ok := elt.(*ast.KeyValueExpr)
		return ok && constKey(info, kv.Key) == "required"
	})
}

func constKey(info *types.Info, e ast.Expr) string {
	if tv, ok := info.Types[e]; ok && tv.Value != nil && tv.Value.Kind() == constant.String {
		return constant.StringVal(tv.Value)
	}
	return ""
}
