package inputdrift

import (
	"go/token"
	"reflect"
	"regexp"
	"strconv"
	"strings"

	"github.com/mcplint-go/mcplint/analyzer"
	"golang.org/x/tools/go/analysis"
)

// saysOptional matches a description that tells the model it may leave
// the argument out: "(optional)", "Default: 24h", "defaults to 10", "if
// not specified, uses the config default".
// "Optional" counts only where it speaks of the argument: at the start,
// or in parentheses or brackets ("VL- prefix optional" speaks of a
// prefix).
var saysOptional = regexp.MustCompile(`(?i)^\W*optional\b|[(\[]\s*optional\b|\bdefaults?\s*(:|=|is\b|to\b|value\b)|\(default\b|\bif (not|un)(specified|set|provided|given)\b|\bif (omitted|empty|absent)\b|\bwhen (omitted|absent|not (set|given|provided|specified))\b`)

// describedOptional reports the properties that go-sdk infers as
// required from an argument field without omitempty while the field's
// own description says the argument is optional or has a default: the
// author meant it optional, but every client that follows the schema
// must send it, and go-sdk refuses a call without it (-32602, "validating
// arguments") before the handler runs, so the default never applies.
func (c *checker) describedOptional(r *analyzer.Registration, args *analyzer.ArgSchema) {
	if r.SDK != analyzer.GoSDK || r.InputSchema.Kind != analyzer.SchemaInferred {
		return
	}
	for _, n := range propNames(args) {
		p := args.Props[n]
		if !p.Required || p.Field == nil || c.describedDone[p.Field] {
			continue
		}
		said := saysOptional.FindString(p.Description)
		if said == "" || strings.Contains(strings.ToLower(p.Description), "required") {
			continue
		}
		c.describedDone[p.Field] = true
		d := analysis.Diagnostic{
			Pos: p.Field.Pos(), End: p.Field.Pos() + token.Pos(len(p.Field.Name())), Category: catDescribedOptional,
			Message: toolLabel(r) + ": go-sdk infers argument " + strconv.Quote(p.Name) + " as required (field " + p.Field.Name() + " has no omitempty), but its description says it is optional (" +
				strconv.Quote(p.Description) + "), so every client must send it and a call without it is refused before the handler runs; add omitempty to its json tag",
		}
		if p.Field.Pkg() != c.pass.Pkg {
			// The argument struct is another package's: reported at the
			// registration, which is this package's.
			if r.Call == nil {
				continue
			}
			d.Pos, d.End = r.Call.Pos(), r.Call.End()
			d.Related = []analysis.RelatedInformation{{Pos: p.Field.Pos(), End: p.Field.Pos(), Message: "field " + p.Field.Name()}}
		} else if fix, ok := omitemptyFix(c.pass, p); ok {
			d.SuggestedFixes = []analysis.SuggestedFix{fix}
		}
		c.report(d)
	}
}

// omitemptyFix adds omitempty to the json tag of p's field.
func omitemptyFix(pass *analysis.Pass, p *analyzer.ArgProp) (analysis.SuggestedFix, bool) {
	lit, raw, ok := fieldTagText(pass, p.Field.Pos())
	if !ok {
		return analysis.SuggestedFix{}, false
	}
	v, ok := reflect.StructTag(raw).Lookup("json")
	if !ok {
		return analysis.SuggestedFix{}, false
	}
	fixed := strings.Replace(raw, `json:"`+v+`"`, `json:"`+v+`,omitempty"`, 1)
	if fixed == raw {
		return analysis.SuggestedFix{}, false
	}
	return analysis.SuggestedFix{
		Message:   "Add omitempty to " + strconv.Quote(p.Name),
		TextEdits: []analysis.TextEdit{{Pos: lit.Pos(), End: lit.End(), NewText: []byte("`" + fixed + "`")}},
	}, true
}
