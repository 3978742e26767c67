package toolnames

import (
	_ "embed"
	"fmt"
	"go/ast"
	"strconv"
	"unicode/utf8"

	"github.com/mcplint-go/mcplint/analyzer"
	"github.com/mcplint-go/mcplint/internal/analysisutil"
	"golang.org/x/tools/go/analysis"
)

//go:embed doc.go
var doc string

// Analyzer is the toolnames check.
var Analyzer = &analysis.Analyzer{
	Name:     "toolnames",
	Doc:      analysisutil.MustExtractDoc(doc, "toolnames"),
	URL:      "https://github.com/mcplint-go/mcplint/blob/main/docs/checks/toolnames.md",
	Requires: []*analysis.Analyzer{analyzer.Analyzer},
	Run:      analyzer.Guard(check, run),
}

const check = "toolnames"

// Categories (sub-rules) of the check.
const (
	catInvalid   = "invalid-name"
	catDuplicate = "duplicate-name"
	catPortable  = "portable-name"
)

// cursorLimit is what Cursor allows for server name plus tool name.
const cursorLimit = 60

func run(pass *analysis.Pass) (any, error) {
	m := pass.ResultOf[analyzer.Analyzer].(*analyzer.Model)
	if !m.Relevant {
		return nil, nil
	}
	checkNames(pass, m)
	checkDuplicates(pass, m)
	return nil, nil
}

// checkNames applies the spec rule (from 2025-11-25 on; 2025-06-18 has no
// naming rule) and, when asked, the portable rule to every name the model
// folded. Names registered through a function of another package are
// checked in that package.
func checkNames(pass *analysis.Pass, m *analyzer.Model) {
	seen := map[ast.Expr]bool{} // a name spelled once but registered twice is reported once
	listed := map[string]bool{}
	for _, r := range m.Registrations {
		if r.ListElem != "" {
			// One of the tools a loop over another package's list
			// registers: each element is checked at the loop.
			if r.Name.Known && !listed[r.ListElem] {
				listed[r.ListElem] = true
				checkName(pass, m, r)
			}
			continue
		}
		if !r.Name.Known || seen[nameNode(r)] {
			continue
		}
		if r.Via != nil && r.Via.Pkg() != pass.Pkg {
			continue // the factory's package checks the definition
		}
		seen[nameNode(r)] = true
		checkName(pass, m, r)
	}
	// A constant passed to a helper that registers a tool under its name
	// parameter is checked at the argument.
	for _, hc := range m.HelperCalls {
		if seen[hc.Name.Expr] {
			continue
		}
		seen[hc.Name.Expr] = true
		checkName(pass, m, &analyzer.Registration{Name: hc.Name, Server: hc.Server})
	}
	checkDefinitions(pass, m, seen)
}

// checkDefinitions checks the names of tool definitions that no
// registration the model follows reaches: tools kept in a framework's
// inventory and registered in a loop still spell their names in an
// mcp.Tool literal or an mcp.NewTool call. Test files are skipped: tests
// build odd names on purpose.
func checkDefinitions(pass *analysis.Pass, m *analyzer.Model, seen map[ast.Expr]bool) {
	check := func(n ast.Node) {
		e := analyzer.ToolDefName(pass.TypesInfo, n)
		if e == nil || seen[e] {
			return
		}
		seen[e] = true
		r := &analyzer.Registration{Name: m.FoldName(e)}
		if r.Name.Known {
			checkName(pass, m, r)
		}
	}
	m.CompositeLits(func(_ *ast.File, lit *ast.CompositeLit) { check(lit) })
	for _, call := range m.SourceCalls(analyzer.OpNewTool, analyzer.OpNewToolWithRawSchema) {
		check(call)
	}
	// The model's own definitions: a hand-rolled server's tools/list
	// literal of its own definition type.
	for _, r := range m.Definitions {
		if !r.Name.Known || r.Name.Expr == nil || seen[r.Name.Expr] {
			continue
		}
		seen[r.Name.Expr] = true
		checkName(pass, m, r)
	}
}

// checkName applies the spec rule and, when it holds, the portable rule.
func checkName(pass *analysis.Pass, m *analyzer.Model, r *analyzer.Registration) {
	reported := false
	if m.Config.AtLeast(analyzer.Spec20251125) {
		reported = report(pass, m, r, specRule, 0)
	}
	if !reported && m.Config.PortableNames {
		report(pass, m, r, portableRule, m.Config.ServerNameBudget)
	}
}

func nameNode(r *analyzer.Registration) ast.Expr {
	if r.Name.Expr != nil {
		return r.Name.Expr
	}
	return r.Call
}

// report checks r's name against ru and reports what breaks it. budget
// is the server-name prefix of the portable rule (0: none).
func report(pass *analysis.Pass, m *analyzer.Model, r *analyzer.Registration, ru rule, budget int) bool {
	name := r.Name.Value
	n := utf8.RuneCountInString(name)
	bad := ru.badRunes(name)
	limit := ru.max
	cursor := budget > 0 && cursorLimit-budget < limit && cursorLimit-budget >= 1
	if cursor {
		limit = cursorLimit - budget
	}
	if n > 0 && len(bad) == 0 && n <= limit {
		return false
	}
	var what, fix string
	switch {
	case n == 0:
		what = "tool name is empty"
	case len(bad) > 0 && n > ru.max:
		what = fmt.Sprintf("tool name %s has %s and is %d characters long", show(name), describeBad(bad), n)
	case len(bad) > 0:
		what = fmt.Sprintf("tool name %s has %s", show(name), describeBad(bad))
	default:
		what = fmt.Sprintf("tool name %s is %d characters long", show(name), n)
	}
	if n > 0 && (len(bad) > 0 || n > ru.max) {
		fix = ru.sanitize(name)
	}
	var why, instead string
	switch {
	case ru.max == specRule.max:
		why = "clients such as Claude reject the whole server (" + ru.describe + ")"
	case len(bad) == 0 && n <= ru.max:
		why = fmt.Sprintf("with a %d-character server-name prefix, Cursor drops tools whose server and tool name exceed %d characters", budget, cursorLimit)
	default:
		why = "Claude, Codex and Antigravity reject the whole server when a tool name is outside " + ru.describe
	}
	cat := catInvalid
	if ru.max != specRule.max {
		cat = catPortable
		if fix != "" && (utf8.RuneCountInString(fix) > limit || n > ru.max) {
			fix = "" // the portable fix only replaces characters; cutting is for the author
		}
	}
	switch {
	case n == 0:
		instead = "give the tool a name"
	case fix != "":
		instead = "write " + strconv.Quote(fix)
	default:
		instead = fmt.Sprintf("shorten it to at most %d characters", limit)
	}
	if r.ListElem != "" {
		what += " (the list element at " + r.ListElem + ")"
	}
	d := analysis.Diagnostic{
		Pos:      nameNode(r).Pos(),
		End:      nameNode(r).End(),
		Category: cat,
		Message:  what + "; " + why + ": " + instead,
	}
	if lit := r.Name.Literal; lit != nil && (lit.Pos() < d.Pos || lit.End() > d.End) {
		d.Related = []analysis.RelatedInformation{{Pos: lit.Pos(), End: lit.End(), Message: "the name is spelled here"}}
	}
	if lit := r.Name.Literal; lit != nil && fix != "" && !takenOnServer(m, r, fix) {
		d.SuggestedFixes = []analysis.SuggestedFix{{
			Message:   "rename the tool to " + strconv.Quote(fix),
			TextEdits: []analysis.TextEdit{{Pos: lit.Pos(), End: lit.End(), NewText: []byte(strconv.Quote(fix))}},
		}}
	}
	analyzer.Report(pass, check, d)
	return true
}

// takenOnServer reports whether another tool on r's server already has
// name, so that renaming r to it would make a duplicate.
func takenOnServer(m *analyzer.Model, r *analyzer.Registration, name string) bool {
	for _, o := range m.Registrations {
		if o.Name.Known && o.Name.Value == name && (o.Server.Key == r.Server.Key || o.Server.Key == "" || r.Server.Key == "") {
			return true
		}
	}
	for _, ir := range m.Imported {
		for _, t := range ir.Tools {
			if t.Known && t.Name == name {
				return true
			}
		}
	}
	for _, hc := range m.HelperCalls {
		if hc.Name.Value == name {
			return true
		}
	}
	return false
}
