package inputdrift

import (
	"go/ast"
	"go/token"
	"go/types"
	"maps"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/mcplint-go/mcplint/analyzer"
	"golang.org/x/tools/go/analysis"
)

// defaultedRequired reports the properties that go-sdk infers as
// required from an argument field without omitempty while the tool's
// handler gives the field a default when it is empty (`if in.Limit == 0
// { in.Limit = 50 }`): the author meant the argument optional, but every
// client that follows the schema must send it, and go-sdk refuses a call
// without it (-32602) before the handler runs, so the default never
// applies. Said only when no other tool's schema comes from the same
// struct: another tool may need the argument.
func (c *checker) defaultedRequired(r *analyzer.Registration, h *analyzer.Handler, args *analyzer.ArgSchema, in types.Type) {
	if r.SDK != analyzer.GoSDK || r.InputSchema.Kind != analyzer.SchemaInferred || in == nil || c.sharedArgStruct(r, in) {
		return
	}
	defaults := c.m.HandlerFieldDefaults(h, in)
	if len(defaults) == 0 {
		return
	}
	for _, n := range propNames(args) {
		p := args.Props[n]
		at, ok := defaults[p.Field]
		if !p.Required || p.Field == nil || !ok || c.describedDone[p.Field] || strings.Contains(strings.ToLower(p.Description), "required") {
			continue
		}
		c.describedDone[p.Field] = true
		where := c.pass.Fset.Position(at)
		d := analysis.Diagnostic{
			Pos: p.Field.Pos(), End: p.Field.Pos() + token.Pos(len(p.Field.Name())), Category: catDefaulted,
			Message: toolLabel(r) + ": go-sdk infers argument " + strconv.Quote(p.Name) + " as required (field " + p.Field.Name() + " has no omitempty), but the handler gives it a default when it is empty (" +
				filepath.Base(where.Filename) + ":" + strconv.Itoa(where.Line) + "), so every client must send it and a call without it is refused before the handler runs; add omitempty to its json tag",
			Related: []analysis.RelatedInformation{{Pos: at, Message: "the default"}},
		}
		if p.Field.Pkg() != c.pass.Pkg {
			if r.Call == nil {
				continue
			}
			d.Pos, d.End = r.Call.Pos(), r.Call.End()
			d.Related = append(d.Related, analysis.RelatedInformation{Pos: p.Field.Pos(), End: p.Field.Pos(), Message: "field " + p.Field.Name()})
		} else if fix, ok := omitemptyFix(c.pass, p); ok {
			d.SuggestedFixes = []analysis.SuggestedFix{fix}
		}
		c.report(d)
	}
}

// sharedArgStruct reports whether a registration other than r infers
// its input schema from in.
func (c *checker) sharedArgStruct(r *analyzer.Registration, in types.Type) bool {
	for _, o := range c.m.Registrations {
		if o == r || o.Handler == nil || o.Handler == r.Handler {
			continue
		}
		if t := analyzer.TypedArg(c.pass.TypesInfo, o.Handler); t != nil && types.Identical(analyzer.Deref(t), analyzer.Deref(in)) {
			return true
		}
	}
	return false
}

// FieldDefaultsFact is exported for an exported go-sdk typed handler
// that gives fields of its argument struct a default when they are
// empty, so that the package that registers it (and has the schema) can
// report the ones its schema requires.
type FieldDefaultsFact struct {
	Fields []DefaultedField
}

// DefaultedField is one field of FieldDefaultsFact and where its default
// is.
type DefaultedField struct {
	Field string
	File  string
	Line  int
}

func (*FieldDefaultsFact) AFact() {}
func (f *FieldDefaultsFact) String() string {
	return "field defaults " + strconv.Itoa(len(f.Fields))
}

// exportFieldDefaults exports a FieldDefaultsFact for each exported
// go-sdk typed handler of this package that defaults a field.
func (c *checker) exportFieldDefaults() {
	analyzer.EachExportedFunc(c.pass, func(fn *types.Func, fd *ast.FuncDecl) {
		shape, sdk := analyzer.ShapeOf(fn.Type().(*types.Signature))
		if shape != analyzer.ShapeGoSDKTyped {
			return
		}
		h := &analyzer.Handler{Kind: analyzer.ToolHandler, Func: fn, Decl: fd, Shape: shape, SDK: sdk}
		in := analyzer.TypedArg(c.pass.TypesInfo, h)
		var fact FieldDefaultsFact
		for f, at := range c.m.HandlerFieldDefaults(h, in) {
			pos := c.pass.Fset.Position(at)
			fact.Fields = append(fact.Fields, DefaultedField{Field: f.Name(), File: pos.Filename, Line: pos.Line})
		}
		if len(fact.Fields) > 0 {
			sort.Slice(fact.Fields, func(i, j int) bool { return fact.Fields[i].Field < fact.Fields[j].Field })
			c.pass.ExportObjectFact(fn, &fact)
		}
	})
}

// crossDefaulted is defaultedRequired for r's handler, a function of
// another package, through its FieldDefaultsFact.
func (c *checker) crossDefaulted(r *analyzer.Registration, args *analyzer.ArgSchema) {
	h := r.Handler
	if r.SDK != analyzer.GoSDK || r.InputSchema.Kind != analyzer.SchemaInferred || h == nil || h.Func == nil || h.Func.Pkg() == c.pass.Pkg || r.Call == nil {
		return
	}
	var fact FieldDefaultsFact
	if !c.pass.ImportObjectFact(h.Func.Origin(), &fact) {
		return
	}
	// ... the other tools of this package whose schema is the same struct
	sig, _ := h.Func.Type().(*types.Signature)
	if sig == nil || sig.Params().Len() == 0 {
		return
	}
	in := sig.Params().At(sig.Params().Len() - 1).Type()
	for _, o := range c.m.Registrations {
		if o != r && o.Handler != nil && o.Handler.Func != nil && o.Handler.Func != h.Func {
			if os, ok := o.Handler.Func.Type().(*types.Signature); ok && os.Params().Len() > 0 && types.Identical(analyzer.Deref(os.Params().At(os.Params().Len()-1).Type()), analyzer.Deref(in)) {
				return
			}
		}
	}
	for _, df := range fact.Fields {
		for _, p := range args.Props {
			if p.Field == nil || p.Field.Name() != df.Field || !p.Required || c.describedDone[p.Field] || strings.Contains(strings.ToLower(p.Description), "required") {
				continue
			}
			c.describedDone[p.Field] = true
			c.report(analysis.Diagnostic{
				Pos: r.Call.Pos(), End: r.Call.End(), Category: catDefaulted,
				Message: toolLabel(r) + ": go-sdk infers argument " + strconv.Quote(p.Name) + " as required (field " + p.Field.Name() + " has no omitempty), but the handler " + h.Func.Name() + " gives it a default when it is empty (" +
					filepath.Base(df.File) + ":" + strconv.Itoa(df.Line) + "), so every client must send it and a call without it is refused before the handler runs; add omitempty to its json tag",
				Related: []analysis.RelatedInformation{{Pos: p.Field.Pos(), End: p.Field.Pos(), Message: "field " + p.Field.Name()}},
			})
		}
	}
}

// propNames are the names of args' properties in order: findings come
// out in the same order on every run.
func propNames(args *analyzer.ArgSchema) []string {
	return slices.Sorted(maps.Keys(args.Props))
}
