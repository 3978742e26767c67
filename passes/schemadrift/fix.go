package schemadrift

import (
	"go/ast"
	"go/types"
	"reflect"
	"strconv"
	"strings"

	"github.com/mcplint-go/mcplint/passes/schemadrift/jsonshape"
	"golang.org/x/tools/go/analysis"
)

// dropOmitEmpty suggests removing ",omitempty" from the tag of a field
// that the schema requires. It is offered only when that is all it takes:
// the field is declared in this package with a plain string or number or
// bool type (its zero value is then written instead of left out, and is
// never null), and omitempty is the only option.
func (c *checker) dropOmitEmpty(cf jsonshape.Confirmation) []analysis.SuggestedFix {
	f := cf.Field
	if f == nil || f.Pkg() != c.pass.Pkg {
		return nil
	}
	if _, ok := types.Unalias(f.Type()).Underlying().(*types.Basic); !ok {
		return nil
	}
	field := c.fieldDecl(f)
	if field == nil || field.Tag == nil || len(field.Names) > 1 {
		return nil
	}
	raw, err := strconv.Unquote(field.Tag.Value)
	if err != nil {
		return nil
	}
	tag := reflect.StructTag(raw).Get("json")
	name, opts, _ := strings.Cut(tag, ",")
	if opts != "omitempty" {
		return nil
	}
	old := `json:"` + tag + `"`
	if strings.Count(raw, old) != 1 {
		return nil
	}
	fixed := strings.Replace(raw, old, `json:"`+name+`"`, 1)
	if name == "" {
		fixed = strings.TrimSpace(strings.Replace(raw, old, "", 1))
	}
	text := "`" + fixed + "`"
	if fixed == "" {
		text = ""
	} else if strings.Contains(fixed, "`") {
		text = strconv.Quote(fixed)
	}
	return []analysis.SuggestedFix{{
		Message:   "drop omitempty from field " + f.Name(),
		TextEdits: []analysis.TextEdit{{Pos: field.Tag.Pos(), End: field.Tag.End(), NewText: []byte(text)}},
	}}
}

// fieldDecl finds the syntax of a struct field declared in this package.
func (c *checker) fieldDecl(v *types.Var) *ast.Field {
	for _, file := range c.pass.Files {
		if file.Pos() > v.Pos() || v.Pos() >= file.End() {
			continue
		}
		var found *ast.Field
		ast.Inspect(file, func(n ast.Node) bool {
			if found != nil {
				return false
			}
			if f, ok := n.(*ast.Field); ok {
				for _, id := range f.Names {
					if id.Pos() == v.Pos() {
						found = f
					}
				}
				if len(f.Names) == 0 && f.Type.Pos() <= v.Pos() && v.Pos() < f.Type.End() {
					found = f
				}
			}
			return true
		})
		return found
	}
	return nil
}
