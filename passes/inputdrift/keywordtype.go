package inputdrift

import (
	"fmt"
	"go/ast"
	"go/constant"
	"go/types"

	"github.com/mcplint-go/mcplint/analyzer"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"
)

const catKeywordType = "keyword-type"

// mcp-go's property options each write one JSON Schema keyword, and a
// keyword holds for one JSON type only: mcp.Max writes "maximum", which
// a validator applies to numbers and ignores on a string. On the wrong
// property the limit is silently absent from the schema the client and
// model read (mcp.WithString("name", mcp.Max(100)) declares no length).

// keywordKinds is the JSON type each mcp-go limit option applies to.
var keywordKinds = map[string]string{
	"Min": "number", "Max": "number", "MultipleOf": "number",
	"MinLength": "string", "MaxLength": "string", "Pattern": "string",
	"MinItems": "array", "MaxItems": "array",
}

// keywordOf is the keyword each option writes.
var keywordOf = map[string]string{
	"Min": "minimum", "Max": "maximum", "MultipleOf": "multipleOf",
	"MinLength": "minLength", "MaxLength": "maxLength", "Pattern": "pattern",
	"MinItems": "minItems", "MaxItems": "maxItems",
}

// counterpart is the option that writes the same limit for a property of
// kind: mcp.Max on a string is mcp.MaxLength.
var counterpart = map[[2]string]string{
	{"Min", "string"}: "MinLength", {"Max", "string"}: "MaxLength",
	{"Min", "array"}: "MinItems", {"Max", "array"}: "MaxItems",
	{"MinLength", "number"}: "Min", {"MaxLength", "number"}: "Max",
	{"MinItems", "number"}: "Min", {"MaxItems", "number"}: "Max",
	{"MinItems", "string"}: "MinLength", {"MaxItems", "string"}: "MaxLength",
	{"MinLength", "array"}: "MinItems", {"MaxLength", "array"}: "MaxItems",
}

// propertyKinds is the JSON type of each mcp-go property constructor.
var propertyKinds = map[string]string{"WithString": "string", "WithNumber": "number", "WithInteger": "number", "WithArray": "array"}

// keywordTypes reports, in an mcp-go tool definition built with options,
// each limit option given to a property of a type the keyword does not
// apply to, with the option that says it as a fix when there is one.
func (c *checker) keywordTypes(r *analyzer.Registration) {
	def := c.optionsDefinition(r)
	if def == nil {
		return
	}
	info := c.pass.TypesInfo
	ast.Inspect(def, func(n ast.Node) bool {
		prop, ok := n.(*ast.CallExpr)
		if !ok || len(prop.Args) < 2 {
			return true
		}
		fn := mcpGoFunc(info, prop)
		kind := propertyKinds[fnName(fn)]
		if kind == "" {
			return true
		}
		name := ""
		if tv := info.Types[prop.Args[0]]; tv.Value != nil && tv.Value.Kind() == constant.String {
			name = constant.StringVal(tv.Value)
		}
		for _, a := range prop.Args[1:] {
			opt, ok := ast.Unparen(a).(*ast.CallExpr)
			if !ok || c.reported[opt] {
				continue
			}
			ofn := mcpGoFunc(info, opt)
			on := fnName(ofn)
			want := keywordKinds[on]
			if want == "" || want == kind {
				continue
			}
			c.reported[opt] = true
			c.reportKeywordType(r, name, kind, ofn, opt)
		}
		return true
	})
}

func (c *checker) reportKeywordType(r *analyzer.Registration, name, kind string, ofn *types.Func, opt *ast.CallExpr) {
	on := ofn.Name()
	what := "numbers"
	switch keywordKinds[on] {
	case "string":
		what = "strings"
	case "array":
		what = "arrays"
	}
	instead := "declare the limit with an option for a " + kind
	d := analysis.Diagnostic{Pos: opt.Pos(), End: opt.End(), Category: catKeywordType}
	if alt := counterpart[[2]string{on, kind}]; alt != "" && ofn.Pkg().Scope().Lookup(alt) != nil {
		instead = "use mcp." + alt + ", which writes " + fmt.Sprintf("%q", keywordOf[alt])
		if sel, ok := ast.Unparen(opt.Fun).(*ast.SelectorExpr); ok && integerArgs(c.pass.TypesInfo, opt, alt) {
			d.SuggestedFixes = []analysis.SuggestedFix{{
				Message:   "use mcp." + alt,
				TextEdits: []analysis.TextEdit{{Pos: sel.Sel.Pos(), End: sel.Sel.End(), NewText: []byte(alt)}},
			}}
		}
	}
	d.Message = fmt.Sprintf("%s: property %q is a%s %s, but mcp.%s writes %q, a keyword JSON Schema applies to %s only: the limit is not in the schema the client and model read, and values outside it reach the handler; %s",
		toolLabel(r), name, article(kind), kind, on, keywordOf[on], what, instead)
	c.report(d)
}

// integerArgs reports whether the arguments of opt are constants that
// the int parameter of alt takes as they are (mcp.Max(100) to
// mcp.MaxLength(100)); alt's own kind of argument otherwise.
func integerArgs(info *types.Info, opt *ast.CallExpr, alt string) bool {
	if keywordKinds[alt] == "number" {
		return true // an int constant is a float64 one too
	}
	for _, a := range opt.Args {
		tv := info.Types[a]
		if tv.Value == nil || tv.Value.Kind() != constant.Int {
			return false
		}
	}
	return true
}

func article(kind string) string {
	if kind == "array" {
		return "n"
	}
	return ""
}

// mcpGoFunc is the mcp-go function call calls, or nil.
func mcpGoFunc(info *types.Info, call *ast.CallExpr) *types.Func {
	fn, _ := typeutil.Callee(info, call).(*types.Func)
	if fn == nil || fn.Pkg() == nil || fn.Pkg().Path() != "github.com/mark3labs/mcp-go/mcp" {
		return nil
	}
	return fn
}

func fnName(fn *types.Func) string {
	if fn == nil {
		return ""
	}
	return fn.Name()
}
