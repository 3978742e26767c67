package inputdrift

import (
	"go/ast"
	"go/token"
	"reflect"
	"strconv"
	"strings"

	"github.com/mcplint-go/mcplint/analyzer"
	"golang.org/x/tools/go/analysis"
)

// requiredInstead says how to mark p required in the schema's own terms.
func requiredInstead(r *analyzer.Registration, p *analyzer.ArgProp) string {
	switch {
	case p.Field != nil && r.SDK == analyzer.MCPGolang:
		return "add jsonschema:\"required\" to field " + p.Field.Name() + " (or accept the empty value)"
	case p.Field != nil && strings.HasPrefix(p.Optional, "required:"):
		return "set required:\"true\" on field " + p.Field.Name() + " (or accept the empty value)"
	case p.Field != nil:
		return "drop " + p.Optional + " from field " + p.Field.Name() + "'s json tag so the schema requires it (or accept the empty value)"
	case p.Decl != nil:
		return "add mcp.Required() to the property's option (or give the read a default)"
	}
	return "list it in the schema's required (or accept its absence)"
}

// requiredFix edits the declaration of p so that the schema requires it:
// mcp.Required() appended to an mcp-go property option, omitempty dropped
// from a go-sdk field's plain json tag, jsonschema:"required" added to an
// mcp-golang field's tag. Only edits in this package's files.
func requiredFix(pass *analysis.Pass, r *analyzer.Registration, p *analyzer.ArgProp) (analysis.SuggestedFix, bool) {
	if call, ok := p.Decl.(*ast.CallExpr); ok && p.Field == nil {
		return analysis.SuggestedFix{
			Message:   "Add mcp.Required()",
			TextEdits: []analysis.TextEdit{{Pos: call.Rparen, End: call.Rparen, NewText: []byte(", mcp.Required()")}},
		}, true
	}
	if p.Field == nil || p.Field.Pkg() != pass.Pkg {
		return analysis.SuggestedFix{}, false
	}
	lit, raw, ok := fieldTagText(pass, p.Field.Pos())
	if !ok {
		return analysis.SuggestedFix{}, false
	}
	tag := reflect.StructTag(raw)
	var fixed string
	switch {
	case r.SDK == analyzer.MCPGolang:
		if v, ok := tag.Lookup("jsonschema"); ok {
			fixed = strings.Replace(raw, `jsonschema:"`+v+`"`, `jsonschema:"required,`+v+`"`, 1)
		} else {
			fixed = raw + ` jsonschema:"required"`
		}
	default:
		v := tag.Get("json")
		name, opts, _ := strings.Cut(v, ",")
		if opts != p.Optional {
			return analysis.SuggestedFix{}, false // other options: leave the tag to its author
		}
		fixed = strings.Replace(raw, `json:"`+v+`"`, `json:"`+name+`"`, 1)
	}
	if fixed == raw {
		return analysis.SuggestedFix{}, false
	}
	return analysis.SuggestedFix{
		Message:   "Mark " + strconv.Quote(p.Name) + " required",
		TextEdits: []analysis.TextEdit{{Pos: lit.Pos(), End: lit.End(), NewText: []byte("`" + fixed + "`")}},
	}, true
}

// fieldTag finds the tag literal of the struct field declared at pos.
func fieldTag(pass *analysis.Pass, pos token.Pos) *ast.BasicLit {
	for _, f := range pass.Files {
		if f.Pos() > pos || pos > f.End() {
			continue
		}
		var tag *ast.BasicLit
		ast.Inspect(f, func(n ast.Node) bool {
			fld, ok := n.(*ast.Field)
			if !ok || tag != nil {
				return tag == nil
			}
			for _, id := range fld.Names {
				if id.Pos() == pos && fld.Tag != nil && strings.HasPrefix(fld.Tag.Value, "`") {
					tag = fld.Tag
				}
			}
			return true
		})
		return tag
	}
	return nil
}

// closest returns the declared name that name most likely misspells: the
// same once case, "_" and "-" are ignored, or at most two edits away
// (one for short names); "" when none or two are equally close.
func closest(name string, declared []string) string {
	norm := func(s string) string { return strings.ToLower(strings.NewReplacer("_", "", "-", "").Replace(s)) }
	best, bestD, tie := "", 3, false
	if len(name) <= 4 {
		bestD = 2
	}
	for _, d := range declared {
		dist := editDistance(name, d)
		if norm(d) == norm(name) {
			dist = 0
		}
		switch {
		case dist < bestD:
			best, bestD, tie = d, dist, false
		case dist == bestD && best != "":
			tie = true
		}
	}
	if tie {
		return ""
	}
	return best
}

func editDistance(a, b string) int {
	prev := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur := make([]int, len(b)+1)
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev = cur
	}
	return prev[len(b)]
}

// fieldTagText returns the tag literal of the struct field declared at
// pos and its unquoted text.
func fieldTagText(pass *analysis.Pass, pos token.Pos) (*ast.BasicLit, string, bool) {
	lit := fieldTag(pass, pos)
	if lit == nil {
		return nil, "", false
	}
	raw, err := strconv.Unquote(lit.Value)
	if err != nil {
		return nil, "", false
	}
	return lit, raw, true
}
