package inputdrift

import (
	"bytes"
	"go/ast"
	"go/printer"
	"strconv"

	"github.com/mcplint-go/mcplint/analyzer"
	"golang.org/x/tools/go/analysis"
)

// arrayEnums reports the array arguments whose enum mcp.Enum sets on the
// array instead of on its items (analyzer.ArrayEnum): the schema then
// admits no value at all, so a client that validates arguments refuses
// every call that sends the argument, and a model that follows the enum
// sends a string where the handler reads a list.
func (c *checker) arrayEnums() {
	for _, ae := range c.m.ArrayEnums() {
		d := analysis.Diagnostic{
			Pos: ae.Enum.Pos(), End: ae.Enum.End(), Category: catArrayEnum,
			Message: "argument " + strconv.Quote(ae.Name) + " is an array, but mcp.Enum sets its enum on the array itself: no array equals a string, so the schema admits no value, a client that validates arguments refuses every call that sends it, and a model that follows the enum sends a string where a list is read; put the enum on the items: " + itemsEnum(ae),
		}
		if fix, ok := c.arrayEnumFix(ae); ok {
			d.SuggestedFixes = []analysis.SuggestedFix{fix}
		}
		c.report(d)
	}
}

// itemsEnum says how this mcp-go declares an enum of the items.
func itemsEnum(ae analyzer.ArrayEnum) string {
	if ae.CanWrap {
		return "mcp.WithStringItems(mcp.Enum(...))"
	}
	return `mcp.Items(map[string]any{"type": "string", "enum": []string{...}})`
}

// arrayEnumFix moves the enum into the items option: into the arguments
// of the WithStringItems call beside it, or into a new one in its place.
// Only for an mcp-go whose WithStringItems takes options (v0.34.0 on).
func (c *checker) arrayEnumFix(ae analyzer.ArrayEnum) (analysis.SuggestedFix, bool) {
	if !ae.CanWrap {
		return analysis.SuggestedFix{}, false
	}
	enum := c.source(ae.Enum)
	if ae.Items == nil {
		sel, ok := ast.Unparen(ae.Enum.Fun).(*ast.SelectorExpr)
		if !ok {
			return analysis.SuggestedFix{}, false
		}
		return analysis.SuggestedFix{
			Message:   "Move the enum into mcp.WithStringItems",
			TextEdits: []analysis.TextEdit{{Pos: ae.Enum.Pos(), End: ae.Enum.End(), NewText: []byte(c.source(sel.X) + ".WithStringItems(" + enum + ")")}},
		}, true
	}
	i := 0
	for j, a := range ae.Array.Args {
		if ast.Unparen(a) == ae.Enum {
			i = j
		}
	}
	if i == 0 {
		return analysis.SuggestedFix{}, false
	}
	sep := ""
	if len(ae.Items.Args) > 0 {
		sep = ", "
	}
	return analysis.SuggestedFix{
		Message: "Move the enum into mcp.WithStringItems",
		TextEdits: []analysis.TextEdit{
			{Pos: ae.Array.Args[i-1].End(), End: ae.Array.Args[i].End()},
			{Pos: ae.Items.Rparen, End: ae.Items.Rparen, NewText: []byte(sep + enum)},
		},
	}, true
}

// source prints n as Go source.
func (c *checker) source(n ast.Node) string {
	var buf bytes.Buffer
	printer.Fprint(&buf, c.pass.Fset, n)
	return buf.String()
}
