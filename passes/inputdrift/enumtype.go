package inputdrift

import (
	"go/constant"
	"strconv"
	"strings"

	"github.com/mcplint-go/mcplint/analyzer"
	"golang.org/x/tools/go/analysis"
)

// catEnumType is the category of a property whose enum holds no value of
// its declared type.
const catEnumType = "enum-type"

// enumTypes reports the schema literals whose enum holds no value of the
// declared type (analyzer.EnumMismatch): the schema admits no value for
// the property.
func (c *checker) enumTypes() {
	for _, em := range c.m.EnumMismatches() {
		what := "property"
		if em.Name != "" {
			what = "argument " + strconv.Quote(em.Name)
		}
		kinds := strings.Join(em.Kinds, " and ")
		msg := what + " is declared type " + strconv.Quote(em.Type) + " with an enum of " + kinds + " values: no value is both, so the schema admits none, a client that validates arguments refuses every call that sends it, and a model that follows the enum sends the wrong type; "
		d := analysis.Diagnostic{Pos: em.Entry.Pos(), End: em.Entry.End(), Category: catEnumType}
		switch {
		case em.Type == "array":
			msg += `put the enum on the items ("items": {"type": "string", "enum": [...]})`
		case (em.Type == "integer" || em.Type == "number") && len(em.Kinds) == 1 && em.Kinds[0] == "string":
			if fix, ok := c.numericEnumFix(em); ok {
				d.SuggestedFixes = []analysis.SuggestedFix{fix}
				msg += "write the enum's values as numbers"
			} else {
				msg += `declare it type "string", or write the enum's values as numbers`
			}
		default:
			msg += "make the enum's values and the type agree"
		}
		d.Message = msg
		c.report(d)
	}
}

// numericEnumFix rewrites an enum of numeric strings ("0", "1") as
// numbers, when every value parses as one.
func (c *checker) numericEnumFix(em analyzer.EnumMismatch) (analysis.SuggestedFix, bool) {
	var edits []analysis.TextEdit
	for _, e := range em.Enum.Elts {
		tv := c.pass.TypesInfo.Types[e]
		if tv.Value == nil || tv.Value.Kind() != constant.String {
			return analysis.SuggestedFix{}, false
		}
		s := constant.StringVal(tv.Value)
		if _, err := strconv.ParseFloat(s, 64); err != nil || strings.TrimSpace(s) != s || s == "" {
			return analysis.SuggestedFix{}, false
		}
		if em.Type == "integer" {
			if _, err := strconv.ParseInt(s, 10, 64); err != nil {
				return analysis.SuggestedFix{}, false
			}
		}
		edits = append(edits, analysis.TextEdit{Pos: e.Pos(), End: e.End(), NewText: []byte(s)})
	}
	return analysis.SuggestedFix{Message: "Write the enum's values as numbers", TextEdits: edits}, len(edits) > 0
}
