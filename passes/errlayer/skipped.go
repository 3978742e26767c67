package errlayer

import (
	"go/ast"
	"go/types"
	"strconv"

	"github.com/mcplint-go/mcplint/analyzer"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"
)

// skippedFailures is the rule for a loop of the tool that drops the items
// whose call fails, with only a log line (analyzer.SkipSites): in body,
// one of the tool's functions (eachToolFunc), and in the functions of
// other packages it calls (their SkippedFailureFact), reported at the
// call. The answer is a success that says nothing of the failure; when
// every call fails it is empty, and the model takes "none" for the
// truth. Each site is reported once, for the first tool that reaches it.
func (c *checker) skippedFailures(h *analyzer.Handler, body *ast.BlockStmt) {
	for _, s := range c.m.SkipSites(c.pass, body) {
		pos := c.position(skipErrorSite(s))
		if !pos.IsValid() || c.skipDone[skipKey(s)] || s.Kind == analyzer.SkipRows || s.Kind == analyzer.SkipStatus {
			continue // a result set's loop here is uncheckedRowsErr's, a response's status uncheckedStatus's
		}
		c.skipDone[skipKey(s)] = true
		msg := toolLabel(h) + ": when " + s.Callee + " fails, this continue drops the item with no word in the answer, which reports success; " +
			skipConsequence + "; count or list the failed items in the answer, or return an isError result when none could be read"
		switch s.Kind {
		case analyzer.SkipExit:
			msg = toolLabel(h) + ": " + s.Callee + " ends the server process when this runs: " + exitConsequence + "; return the error and answer it with an isError result"
		case analyzer.SkipBlank:
			msg = toolLabel(h) + ": the error of " + s.Callee + " is thrown away here, " + blankConsequence + "; check it, and answer the failure with an isError result or say in the answer what could not be read"
		case analyzer.SkipWrite:
			msg = toolLabel(h) + ": when " + s.Callee + " fails, the item's write is only logged here and the loop goes on, so the answer reports work that was not done as a success; " +
				"count or list the failed items in the answer, or return an isError result when none could be written"
		case analyzer.SkipWalk:
			msg = toolLabel(h) + ": this answers every error " + s.Callee + " hands its callback with nil, the root's own too, " + walkConsequence + "; return the error when the path is the walk's root, and count or list the entries that could not be read"
		}
		c.report(analysis.Diagnostic{Pos: pos, Category: catSwallowed, Message: msg})
	}
	ast.Inspect(body, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if !ok {
			return true
		}
		fn, _ := typeutil.Callee(c.pass.TypesInfo, call).(*types.Func) // an interface's method too (ifacefacts.go)
		if fn == nil || fn.Pkg() == c.pass.Pkg || handlerShaped(fn.Type().(*types.Signature)) {
			return true // a tool handler of another package is read where its body is
		}
		sites := c.m.SkippedFailures(fn)
		if len(sites) == 0 {
			return true // most calls: no label to build
		}
		label, callee := toolLabel(h), calleeLabelOf(fn.Name(), call)
		for _, kind := range skipKinds {
			c.reportSkippedIn(label, call, callee, sites, kind)
		}
		return true
	})
}

// skipKinds are the kinds of SkipSite, each reported once per call.
var skipKinds = []string{"", analyzer.SkipRows, analyzer.SkipExit, analyzer.SkipStatus, analyzer.SkipBlank, analyzer.SkipWalk, analyzer.SkipWrite}

// boundSkips reports, at each registration of h made by a helper call,
// the skip sites of the methods that call binds to h's interface calls
// (analyzer.BoundCall): the tool's own code behind a handler that every
// tool shares.
func (c *checker) boundSkips(h *analyzer.Handler) {
	for _, r := range h.Tools {
		for _, bc := range r.Bound {
			sites := c.m.SkippedFailures(bc.Method)
			if bc.Method.Pkg() == c.pass.Pkg {
				if decl := c.f.decls[bc.Method.Origin()]; decl != nil {
					sites = c.m.SkipSites(c.pass, decl.Body)
				}
			}
			name := bc.Method.Name()
			if recv := bc.Method.Type().(*types.Signature).Recv(); recv != nil {
				name = types.TypeString(analyzer.Deref(recv.Type()), func(*types.Package) string { return "" }) + "." + name
			}
			for _, kind := range skipKinds {
				c.reportSkippedIn(regLabel(r), r.Call, name, sites, kind)
			}
		}
	}
}

// regLabel names the tool r registers, for messages.
func regLabel(r *analyzer.Registration) string {
	if r.Name.Known {
		return "tool " + strconv.Quote(r.Name.Value)
	}
	return "tool handler"
}

// reportSkippedIn reports call (of name: a function of another package,
// or a registration whose tool value binds a method) when sites (its
// SkippedFailureFact, or the bound method's) hold sites of kind that no
// diagnostic has named yet; one diagnostic per kind, with the sites as
// related positions, under label (the tool).
func (c *checker) reportSkippedIn(label string, call *ast.CallExpr, name string, sites []analyzer.SkipSite, kind string) {
	var related []analysis.RelatedInformation
	var first analyzer.SkipSite
	for _, s := range sites {
		if s.Kind != kind || c.skipDone[skipKey(s)] {
			continue
		}
		c.skipDone[skipKey(s)] = true
		if first.Pos == "" {
			first = s
		}
		if pos := c.position(skipErrorSite(s)); pos.IsValid() {
			related = append(related, analysis.RelatedInformation{Pos: pos, Message: skipRelated(s)})
		}
		if s.ReadLine > 0 {
			if pos := c.position(ErrorSite{File: s.File, Line: s.ReadLine, Col: s.ReadCol}); pos.IsValid() {
				related = append(related, analysis.RelatedInformation{Pos: pos, Message: "the body is read here, whatever the status"})
			}
		}
	}
	if first.Pos == "" {
		return
	}
	var msg string
	switch kind {
	case analyzer.SkipRows:
		msg = label + ": " + name + " reads a result set to its end and never checks " + first.Callee + ".Err() (" + first.Pos + "), and Next() returns false on a failure as on the last row, " +
			"so a result cut short (a lost connection, a row that fails mid-stream) goes back to the model as the whole answer; have it return " + first.Callee + ".Err() and answer it with an isError result"
	case analyzer.SkipExit:
		msg = label + ": " + name + " calls " + first.Callee + " (" + first.Pos + "), which ends the server process: " + exitConsequence + "; have it return the error and answer it with an isError result"
	case analyzer.SkipBlank:
		msg = label + ": " + name + " throws away the error of " + first.Callee + " (" + first.Pos + "), " + blankConsequence + "; have it return the error and answer it with an isError result"
	case analyzer.SkipWrite:
		msg = label + ": " + name + " only logs the failure of " + first.Callee + " for an item (" + first.Pos + ") and goes on, so the answer reports work that was not done as a success; have it return the failures and list them in the answer"
	case analyzer.SkipWalk:
		msg = label + ": " + name + " walks a directory with a callback that answers every error of " + first.Callee + " with nil (" + first.Pos + "), the root's own too, " + walkConsequence + "; have it return the error when the path is the walk's root"
	case analyzer.SkipStatus:
		msg = label + ": " + name + " reads the body of an HTTP response (" + first.Pos + ") and never its status, and net/http returns no error for a 4xx or 5xx answer, " +
			"so the upstream's error body goes back to the model as a successful result; have it check " + first.Callee + ".StatusCode and return an error for a failure status"
	default:
		msg = label + ": " + name + " skips the items whose " + first.Callee + " fails (" + first.Pos + ") with no word in its result, and the answer reports success; " +
			skipConsequence + "; have it return the failures and list them in the answer, or return an isError result when none could be read"
	}
	cat := catSwallowed
	if kind == analyzer.SkipStatus {
		cat = catUncheckedStatus
	}
	c.report(analysis.Diagnostic{Pos: call.Pos(), End: call.End(), Category: cat, Related: related, Message: msg})
}

// skipRelated is the message of a skip site as a related position.
func skipRelated(s analyzer.SkipSite) string {
	switch s.Kind {
	case analyzer.SkipRows:
		return "the loop ends on a failure as on the last row"
	case analyzer.SkipExit:
		return "the process ends here"
	case analyzer.SkipStatus:
		return "the response whose status is never read"
	case analyzer.SkipBlank:
		return "the error of " + s.Callee + " is thrown away here"
	case analyzer.SkipWalk:
		return "the walk's error is answered with nil here"
	case analyzer.SkipWrite:
		return "the write's failure is only logged here"
	}
	return "the item is skipped here when " + s.Callee + " fails"
}

// skipKey identifies a skip site in skipDone.
func skipKey(s analyzer.SkipSite) string { return s.File + ":" + strconv.Itoa(s.Line) }

const (
	skipConsequence  = "when every call fails the model gets an empty answer and takes it for the truth"
	blankConsequence = "so when it fails the tool answers with the empty or partial value it left as a success, and the model takes that for the truth"
	exitConsequence  = "every session loses its connection, and the model gets no answer at all"
	walkConsequence  = "so a path that does not exist or cannot be read ends the walk with no error and the tool answers an empty result as a success, which the model takes for the truth"
)

// skipErrorSite locates a skip site for c.position.
func skipErrorSite(s analyzer.SkipSite) ErrorSite {
	return ErrorSite{File: s.File, Line: s.Line, Col: s.Col}
}

// calleeLabelOf names the function a call calls as the call writes it
// (storage.LoadAll, s.store.List), name alone when it is not a selector.
func calleeLabelOf(name string, call *ast.CallExpr) string {
	if sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok {
		if x := types.ExprString(sel.X); len(x) <= 40 {
			return x + "." + sel.Sel.Name
		}
	}
	return name
}
