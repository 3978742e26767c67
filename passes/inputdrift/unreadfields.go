package inputdrift

import (
	"go/ast"
	"go/token"
	"go/types"
	"regexp"
	"strconv"
	"strings"

	"github.com/mcplint-go/mcplint/analyzer"
	"golang.org/x/tools/go/analysis"
)

// unreadFields reports the properties of a typed handler's schema whose
// field in the argument struct nothing reads: the arguments reach the
// handler only through that struct, so the value a model sends there is
// decoded and dropped. Said only when the value the handler is handed
// stays where its reads are in sight (analyzer.HandlerReadFields), or
// failing that every value of the struct in the package does
// (analyzer.ReadFields), and the handler does not read the raw
// arguments beside it.
func (c *checker) unreadFields(r *analyzer.Registration, h *analyzer.Handler, args *analyzer.ArgSchema, in types.Type) {
	if !reportUnread || in == nil || c.readsRawArguments(h, in) {
		return
	}
	// what this handler reads of the one value it is handed; else what
	// the whole package reads of the struct
	read, perHandler := c.m.HandlerReadFields(h, in)
	ok := perHandler
	if !ok {
		read, ok = c.m.ReadFields(in)
	}
	if !ok {
		return
	}
	keys := jsonKeys(in)
	readKeys := map[string]bool{}
	for k, f := range keys {
		if read[f] {
			readKeys[k] = true
		}
	}
	if readsUndeclared(readKeys, args) || len(readKeys) == 0 && (!perHandler || c.isStub(h)) {
		return // (a handler that reads none of its arguments is a stub, or reads them out of sight)
	}
	for _, n := range propNames(args) {
		p := args.Props[n]
		f := p.Field
		if f == nil {
			f = keys.field(n, h.SDK != analyzer.GoSDK)
		}
		if f == nil || read[f] {
			continue // a property without a field is another matter: not said here
		}
		c.reportUnreadField(r, in, p, f)
	}
}

// reportUnreadField reports p, decoded into f and never read.
func (c *checker) reportUnreadField(r *analyzer.Registration, in types.Type, p *analyzer.ArgProp, f *types.Var) {
	var pos, end token.Pos
	switch {
	case p.Decl != nil:
		pos, end = p.Decl.Pos(), p.Decl.End()
	case p.DeclPos.IsValid():
		pos = p.DeclPos
	default:
		pos = f.Pos()
	}
	var related []analysis.RelatedInformation
	if pos != f.Pos() && (p.Decl == nil || !within(f.Pos(), p.Decl)) {
		related = append(related, analysis.RelatedInformation{Pos: f.Pos(), Message: "decoded into " + f.Name() + ", which nothing reads"})
	}
	if !c.inPass(pos) {
		// the struct is another package's: said at this package's
		// registration, which is where the tool is
		if at := regNode(r); at != nil {
			if pos == f.Pos() {
				related = append(related, analysis.RelatedInformation{Pos: f.Pos(), Message: "decoded into " + f.Name() + ", which nothing reads"})
			}
			pos, end = at.Pos(), at.End()
		}
	}
	what := "declared"
	fix := "read it, or remove it from the schema"
	if p.Required && p.RequiredKnown {
		what = "declared required"
		fix = "read it, or remove it from the schema (a required argument the model must invent for every call)"
	}
	typ := types.TypeString(analyzer.Deref(in), types.RelativeTo(c.pass.Pkg))
	c.report(analysis.Diagnostic{
		Pos: pos, End: end, Category: catUnread, Related: related,
		Message: toolLabel(r) + ": argument " + strconv.Quote(p.Name) + " is " + what + ", but nothing reads field " + f.Name() + " of " + typ +
			" that it is decoded into, so a model that sets it gets an answer that silently ignores it; " + fix,
	})
}

// inPass reports whether pos is in one of the package's files.
func (c *checker) inPass(pos token.Pos) bool {
	for _, f := range c.pass.Files {
		if f.FileStart <= pos && pos <= f.FileEnd {
			return true
		}
	}
	return false
}

// regNode is the registration call of r, or its definition.
func regNode(r *analyzer.Registration) ast.Node {
	if r.Call != nil {
		return r.Call
	}
	if r.Def != nil {
		return r.Def
	}
	return nil
}

// within reports whether pos is inside n.
func within(pos token.Pos, n ast.Node) bool { return n.Pos() <= pos && pos < n.End() }

// readsRawArguments reports whether the handler, or a function it
// delegates to, reads the call's arguments other than through in: the
// request's Arguments, GetArguments(), GetRawArguments(), BindArguments.
func (c *checker) readsRawArguments(h *analyzer.Handler, in types.Type) bool {
	info := c.pass.TypesInfo
	found := false
	for _, fn := range c.m.ArgDelegates(h) {
		ast.Inspect(fn, func(n ast.Node) bool {
			sel, ok := n.(*ast.SelectorExpr)
			if !ok || found {
				return !found
			}
			switch sel.Sel.Name {
			case "Arguments", "GetArguments", "GetRawArguments", "RawArguments", "BindArguments", "RequireArguments":
				// go-sdk v0.x's params.Arguments is the typed In itself
				if t := info.TypeOf(sel); t == nil || !types.Identical(analyzer.Deref(t), analyzer.Deref(in)) {
					found = true
				}
			}
			return !found
		})
	}
	return found
}

// fieldKeys maps a struct's JSON keys to its fields.
type fieldKeys map[string]*types.Var

// jsonKeys returns the JSON keys of in's exported fields.
func jsonKeys(in types.Type) fieldKeys {
	st, _ := analyzer.Deref(in).Underlying().(*types.Struct)
	out := fieldKeys{}
	if st == nil {
		return out
	}
	for i := range st.NumFields() {
		if name, ok := analyzer.JSONKey(st, i); ok {
			out[name] = st.Field(i)
		}
	}
	return out
}

// field returns the field decoded from key; fold matches keys as
// encoding/json does, case-insensitively (go-sdk decodes exactly).
func (k fieldKeys) field(key string, fold bool) *types.Var {
	if f := k[key]; f != nil || !fold {
		return f
	}
	for n, f := range k {
		if strings.EqualFold(n, key) {
			return f
		}
	}
	return nil
}

// stubText matches the text of a tool that is not written yet.
var stubText = regexp.MustCompile(`(?i)not (yet )?implemented|unimplemented|\bTODO\b|coming soon|not supported yet`)

// isStub reports whether h is a placeholder: its body is one statement,
// or it says it is not implemented. Its unread arguments are the tool
// still to be written, not a drift.
func (c *checker) isStub(h *analyzer.Handler) bool {
	body := h.Body()
	if body == nil || len(body.List) <= 1 {
		return true
	}
	stub := false
	ast.Inspect(body, func(n ast.Node) bool {
		if lit, ok := n.(*ast.BasicLit); ok && lit.Kind == token.STRING && stubText.MatchString(lit.Value) {
			stub = true
		}
		return !stub
	})
	return stub
}
