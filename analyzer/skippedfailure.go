package analyzer

import (
	"go/ast"
	"go/token"
	"go/types"
	"path/filepath"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/astutil"
	"golang.org/x/tools/go/types/typeutil"
)

// A tool that gathers items in a loop often drops the ones whose call
// fails:
//
//	for _, f := range files {
//		data, err := os.ReadFile(f)
//		if err != nil {
//			log.Printf("skip %s: %v", f, err)
//			continue
//		}
//		tasks = append(tasks, parse(data))
//	}
//	return tasks, nil
//
// The answer says nothing of the failure: when the store is unreadable
// the model gets an empty list as a success and takes "none" for the
// truth. A skip site is such a `continue`: the if on the call's error
// holds only logging calls before it, the error is read nowhere after,
// and the loop is not a search for a first success (it neither returns
// nor breaks). Calls that release, notify or probe (os.Stat: a path that
// is not there is what the loop looks for) are not failures to report.

// SkippedFailureFact is exported for a function of the module whose body,
// or the bodies of the functions of its package that it calls, hold skip
// sites (see above).
type SkippedFailureFact struct {
	Sites []SkipSite
}

// SkipSite is one `continue` that drops a failure, and the call whose
// failure it drops; or, by Kind, another place where a tool's failure
// goes astray (SkipRows, SkipExit).
type SkipSite struct {
	Pos       string // file:line, for messages
	File      string // the file's full name, for related positions
	Line, Col int
	Callee    string // the failing call; the result set for SkipRows; the exiting call for SkipExit; the response for SkipStatus
	Kind      string
	// ReadLine and ReadCol locate, for SkipStatus, the read of the
	// response's body (in File).
	ReadLine, ReadCol int
}

// The kinds of SkipSite besides a skipped item ("").
const (
	// SkipRows is a `for rows.Next()` loop whose rows.Err() nobody checks
	// (UncheckedRowsLoops): a result cut short goes back as the whole.
	SkipRows = "rows"
	// SkipExit is a call that ends the process (log.Fatal, os.Exit, a
	// logger's Fatal): one failing call takes every session down, and the
	// model gets no answer at all.
	SkipExit = "exit"
	// SkipStatus is an HTTP response whose body is read and whose status
	// is not (UncheckedStatuses): an upstream's error page goes back as
	// the answer.
	SkipStatus = "status"
	// SkipWrite is a write of a loop's item (Save, Insert, Exec) whose
	// failure the loop only logs: the tool reports the work done.
	SkipWrite = "write"
)

func (*SkippedFailureFact) AFact() {}
func (f *SkippedFailureFact) String() string {
	s := "skipped failures:"
	for _, site := range f.Sites {
		s += " " + site.Callee + "@" + site.Pos
	}
	return s
}

// maxSkipSites bounds what one fact carries: a few sites are enough to
// point at, and a fact that grows along a call chain would not be.
const maxSkipSites = 4

// maxSkipDepth bounds how far, through its package's functions, a
// function is read for skip sites: itself and the functions it calls. A
// loop deeper in an engine (gopls' reference search) builds a part of a
// part of the answer, where skipping is a design choice.
const maxSkipDepth = 1

// SkipSites returns the skip sites of body, a function of this package
// (nested function literals included). pass is the calling pass's: the
// PureFacts of other packages were imported while the model was built.
func (m *Model) SkipSites(pass *analysis.Pass, body *ast.BlockStmt) []SkipSite {
	if m.pureHere == nil || m.pureHere.pass != pass {
		m.pureHere = newPureReader(pass)
	}
	return skipSites(pass, body, calleeFacts{
		isPure: func(fn *types.Func) bool {
			if fn.Pkg() == pass.Pkg {
				return m.pureHere.pureFunc(fn)
			}
			return m.pure[fn.Origin()]
		},
		outside: func(fn *types.Func) bool { return m.outside[fn.Origin()] },
	})
}

// calleeFacts is what the skip rules know of the functions a body calls:
// which compute from their arguments alone (PureFact), which read from
// outside the process (OutsideReadFact; other packages' only).
type calleeFacts struct {
	isPure, outside func(*types.Func) bool
}

// SkippedFailures returns the skip sites that a call of fn, a function
// of another package, reaches (its SkippedFailureFact, imported while the
// model was built).
func (m *Model) SkippedFailures(fn *types.Func) []SkipSite {
	return m.skipped[fn.Origin()]
}

// importSkippedFailures records the SkippedFailureFacts and PureFacts of
// the other packages' functions this package calls.
func (b *builder) importSkippedFailures() {
	b.eachCalledElsewhere(func(*types.Func) bool { return true }, func(fn *types.Func) {
		if b.pass.ImportObjectFact(fn, new(PureFact)) {
			if b.m.pure == nil {
				b.m.pure = map[*types.Func]bool{}
			}
			b.m.pure[fn] = true
		}
	})
	b.eachCalledElsewhere(func(*types.Func) bool { return true }, func(fn *types.Func) {
		var fact SkippedFailureFact
		if b.pass.ImportObjectFact(fn, &fact) {
			if b.m.skipped == nil {
				b.m.skipped = map[*types.Func][]SkipSite{}
			}
			b.m.skipped[fn] = fact.Sites
		}
	})
}

// exportSkippedFailures exports a SkippedFailureFact for each exported
// function and method of this package that reaches a skip site; it runs
// for every package of the module, SDK or not: a tool's store or client
// is often where no SDK is imported.
func exportSkippedFailures(pass *analysis.Pass) {
	pure := newPureReader(pass)
	isPure := func(fn *types.Func) bool {
		if fn.Pkg() == pass.Pkg {
			return pure.pureFunc(fn)
		}
		return pass.ImportObjectFact(fn.Origin(), new(PureFact))
	}
	outside := func(fn *types.Func) bool { return pass.ImportObjectFact(fn.Origin(), new(OutsideReadFact)) }
	r := skipReader{pass: pass, own: map[*ast.FuncDecl][]SkipSite{}, facts: calleeFacts{isPure: isPure, outside: outside}}
	eachExportedFunc(pass, func(fn *types.Func, fd *ast.FuncDecl) {
		if r.decls == nil {
			r.decls = map[*types.Func]*ast.FuncDecl{}
			for _, f := range pass.Files {
				for _, d := range f.Decls {
					if fd, ok := d.(*ast.FuncDecl); ok && fd.Body != nil {
						if fn, ok := pass.TypesInfo.Defs[fd.Name].(*types.Func); ok {
							r.decls[fn] = fd
						}
					}
				}
			}
		}
		if sites := r.reached(fd); len(sites) > 0 {
			pass.ExportObjectFact(fn, &SkippedFailureFact{Sites: sites})
		}
	})
}

// skipReader reads one package's functions for the skip sites they reach.
type skipReader struct {
	pass  *analysis.Pass
	facts calleeFacts
	decls map[*types.Func]*ast.FuncDecl
	own   map[*ast.FuncDecl][]SkipSite // a declaration's own sites, read once
	// callees are the functions of this package each declaration calls
	// (calleesOf), read once.
	callees map[*ast.FuncDecl][]*ast.FuncDecl
}

// reached returns the skip sites of fd and of the functions of this
// package it calls, maxSkipDepth deep. Other packages' sites are not
// carried on: a loop two packages below the tool builds a part of a part
// of its answer, and the author's choice to skip there is less clear.
func (r *skipReader) reached(fd *ast.FuncDecl) []SkipSite {
	var out []SkipSite
	seen := map[*ast.FuncDecl]bool{}
	var visit func(fd *ast.FuncDecl, depth int)
	visit = func(fd *ast.FuncDecl, depth int) {
		if seen[fd] || len(out) >= maxSkipSites {
			return
		}
		seen[fd] = true
		own, ok := r.own[fd]
		if !ok {
			own = append(skipSites(r.pass, fd.Body, r.facts), r.statusSites(fd)...)
			r.own[fd] = own
		}
		out = append(out, own...)
		if depth >= maxSkipDepth {
			return
		}
		for _, callee := range r.calleesOf(fd) {
			if len(out) >= maxSkipSites {
				return
			}
			visit(callee, depth+1)
		}
	}
	visit(fd, 0)
	if len(out) > maxSkipSites {
		out = out[:maxSkipSites]
	}
	return out
}

// calleesOf returns the functions of this package that fd calls, in
// source order, read once: the exported functions of a package call the
// same helpers again and again. Other packages' functions are left out:
// one package away from the tool at most, deeper the answer is too far
// from the loop.
func (r *skipReader) calleesOf(fd *ast.FuncDecl) []*ast.FuncDecl {
	if cs, ok := r.callees[fd]; ok {
		return cs
	}
	var cs []*ast.FuncDecl
	ast.Inspect(fd.Body, func(n ast.Node) bool {
		if call, ok := n.(*ast.CallExpr); ok {
			fn := typeutil.StaticCallee(r.pass.TypesInfo, call)
			if fn != nil && fn.Pkg() == r.pass.Pkg {
				if callee := r.decls[fn.Origin()]; callee != nil {
					cs = append(cs, callee)
				}
			}
		}
		return true
	})
	if r.callees == nil {
		r.callees = map[*ast.FuncDecl][]*ast.FuncDecl{}
	}
	r.callees[fd] = cs
	return cs
}

// statusSites returns the SkipStatus sites of fd: the responses whose
// body it reads and whose status it never does, when it returns an error
// (a function that returns none can only be a lookup with a fallback).
func (r *skipReader) statusSites(fd *ast.FuncDecl) []SkipSite {
	if !importsNetHTTP(r.pass.Pkg) {
		return nil // a response comes from net/http or a function of this package that calls it
	}
	fn, ok := r.pass.TypesInfo.Defs[fd.Name].(*types.Func)
	if !ok {
		return nil
	}
	res := fn.Type().(*types.Signature).Results()
	if res.Len() == 0 || !isErrorType(res.At(res.Len()-1).Type()) {
		return nil
	}
	for i := range res.Len() - 1 {
		if carriesEnvelope(res.At(i).Type()) {
			return nil // the caller reads the API's own verdict (cfResp.Success): the status's stand-in
		}
	}
	var out []SkipSite
	for _, u := range UncheckedStatuses(r.pass.TypesInfo, fd.Body, func(f *types.Func) *ast.FuncDecl { return r.decls[f] }) {
		s := siteAt(r.pass, u.Assign.Pos(), u.Resp.Name, SkipStatus)
		p := r.pass.Fset.Position(u.Read.Pos())
		s.ReadLine, s.ReadCol = p.Line, p.Column
		out = append(out, s)
	}
	return out
}

// importsNetHTTP reports whether pkg imports net/http itself.
func importsNetHTTP(pkg *types.Package) bool {
	for _, imp := range pkg.Imports() {
		if imp.Path() == "net/http" {
			return true
		}
	}
	return false
}

// carriesEnvelope reports whether t, a function's result, is (or points
// to) an API envelope that says whether the call succeeded: a struct with
// a Success, Ok, Error or Errors field. An API that answers its failures
// in the body (Cloudflare's {"success": false, "errors": [...]}) is
// checked by the callers that read it.
func carriesEnvelope(t types.Type) bool {
	if p, ok := t.Underlying().(*types.Pointer); ok {
		t = p.Elem()
	}
	st, ok := t.Underlying().(*types.Struct)
	if !ok {
		return false
	}
	for i := range st.NumFields() {
		switch strings.ToLower(st.Field(i).Name()) {
		case "success", "ok", "error", "errors":
			return true
		}
	}
	return false
}

// skipSites returns the skip sites of body.
func skipSites(pass *analysis.Pass, body *ast.BlockStmt, facts calleeFacts) []SkipSite {
	isPure := facts.isPure
	if body == nil {
		return nil
	}
	var out []SkipSite
	var loops []ast.Node // the enclosing loops, innermost last
	var visit func(n ast.Node) bool
	visit = func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			saved := loops
			loops = nil
			ast.Inspect(n.Body, visit)
			loops = saved
			return false
		case *ast.ForStmt, *ast.RangeStmt:
			loops = append(loops, n)
			ast.Inspect(loopBody(n), visit)
			loops = loops[:len(loops)-1]
			return false
		case *ast.BlockStmt:
			if len(loops) > 0 {
				out = appendSkips(out, pass, n.List, body, loops[len(loops)-1], isPure)
			}
		case *ast.CaseClause:
			if len(loops) > 0 {
				out = appendSkips(out, pass, n.Body, body, loops[len(loops)-1], isPure)
			}
		}
		return true
	}
	ast.Inspect(body, visit)
	for _, u := range UncheckedRowsLoops(pass.TypesInfo, pass.Pkg, body) {
		out = append(out, siteAt(pass, u.Loop.Pos(), u.Rows.Name(), SkipRows))
	}
	out = append(out, blankSites(pass, body, facts)...)
	out = append(out, walkSkipSites(pass, body)...)
	ast.Inspect(body, func(n ast.Node) bool {
		if call, ok := n.(*ast.CallExpr); ok && exits(pass.TypesInfo, call) {
			out = append(out, siteAt(pass, call.Pos(), callLabel(pass.TypesInfo, call), SkipExit))
		}
		return true
	})
	return out
}

// siteAt builds the SkipSite of kind at pos.
func siteAt(pass *analysis.Pass, pos token.Pos, callee, kind string) SkipSite {
	p := pass.Fset.Position(pos)
	return SkipSite{Pos: filepath.Base(p.Filename) + ":" + strconv.Itoa(p.Line), File: p.Filename, Line: p.Line, Col: p.Column, Callee: callee, Kind: kind}
}

// exits reports whether call ends the process: log.Fatal, Fatalf and
// Fatalln, os.Exit, or a logger's Fatal method (zap, logrus, zerolog).
func exits(info *types.Info, call *ast.CallExpr) bool {
	fn, ok := typeutil.Callee(info, call).(*types.Func)
	if !ok {
		return false
	}
	p := fn.Pkg()
	if p == nil {
		return false
	}
	if p.Path() == "os" && fn.Name() == "Exit" {
		return true
	}
	return strings.HasPrefix(fn.Name(), "Fatal") && (p.Path() == "log" || isLoggingPackage(p.Path()))
}

// loopBody returns the body of a loop, or of a callback run for each
// item (a walk's).
func loopBody(n ast.Node) *ast.BlockStmt {
	switch n := n.(type) {
	case *ast.FuncLit:
		return n.Body
	case *ast.ForStmt:
		return n.Body
	case *ast.RangeStmt:
		return n.Body
	}
	return nil
}

// appendSkips appends the skip sites among the statements of list, a
// block of fnBody inside loop.
//
// An `if v, err := f(x); err == nil { out += v }` that leaves a part out
// of the answer is not a skip site: on the holdout servers 4 of 38 such
// ifs were labelled defects, the others optional parts (a comment, a
// description) that the author chose to do without.
func appendSkips(out []SkipSite, pass *analysis.Pass, list []ast.Stmt, fnBody *ast.BlockStmt, loop ast.Node, isPure func(*types.Func) bool) []SkipSite {
	info := pass.TypesInfo
	for i, s := range list {
		ifs, ok := s.(*ast.IfStmt)
		if !ok || ifs.Else != nil {
			continue
		}
		// lastWrite: the item's write whose failure the loop body's last
		// statement only logs (`if err != nil { slog.Error(...) }`): the
		// write is the item's work, there is nothing to gather.
		lastWrite := i == len(list)-1 && len(ifs.Body.List) > 0 && allLogCalls(info, ifs.Body.List) && isLoopBody(loop, list)
		if !lastWrite && !OnlyLogsThenContinue(info, ifs.Body.List) {
			continue
		}
		as, _ := ifs.Init.(*ast.AssignStmt)
		if as == nil && i > 0 {
			as, _ = list[i-1].(*ast.AssignStmt)
		}
		call, errVar := errorCall(info, as)
		if call == nil || !testsNonNil(info, ifs.Cond, errVar) {
			continue
		}
		if lastWrite && !persists(info, call) || !lastWrite && !gathers(info, list[i+1:], loop.Pos()) {
			continue
		}
		if BestEffort(info, call) || probes(info, call) || decodes(pass, call, isPure) {
			continue
		}
		if triesCandidates(pass, loop, fnBody) || searchesFirst(info, loopBody(loop)) || readAfter(info, fnBody, errVar, ifs) || failsWhenEmpty(info, fnBody, loop) {
			continue
		}
		kind := ""
		if lastWrite {
			kind = SkipWrite
		}
		out = append(out, siteAt(pass, ifs.Body.List[len(ifs.Body.List)-1].Pos(), callLabel(info, call), kind))
	}
	return out
}

// isLoopBody reports whether list is the statement list of loop's body.
func isLoopBody(loop ast.Node, list []ast.Stmt) bool {
	b := loopBody(loop)
	return b != nil && len(b.List) > 0 && len(list) == len(b.List) && &b.List[0] == &list[0]
}

// persists reports whether call writes what the tool was asked to
// (Save, Create, Insert, Exec, Update, Upsert, Put, Apply, Patch,
// Delete): the item's work, not a read or a best-effort release.
func persists(info *types.Info, call *ast.CallExpr) bool {
	switch CalleeName(info, call) {
	case "Save", "Create", "Insert", "Exec", "ExecContext", "Update", "Upsert", "Put", "Apply", "Patch", "Delete":
		return true
	}
	return false
}

// errorCall returns the call of as (`v, err := f()`, `err = f()`) and
// the variable its last result, an error, goes to.
func errorCall(info *types.Info, as *ast.AssignStmt) (*ast.CallExpr, types.Object) {
	if as == nil || len(as.Rhs) != 1 || len(as.Lhs) > 3 {
		return nil, nil
	}
	call, ok := ast.Unparen(as.Rhs[0]).(*ast.CallExpr)
	if !ok {
		return nil, nil
	}
	id, ok := ast.Unparen(as.Lhs[len(as.Lhs)-1]).(*ast.Ident)
	if !ok || id.Name == "_" {
		return nil, nil
	}
	v := info.ObjectOf(id)
	if v == nil || !isErrorType(v.Type()) {
		return nil, nil
	}
	return call, v
}

// testsNonNil reports whether cond is `err != nil`, alone or as one
// operand of a chain of ||.
func testsNonNil(info *types.Info, cond ast.Expr, errVar types.Object) bool {
	be, ok := ast.Unparen(cond).(*ast.BinaryExpr)
	if !ok {
		return false
	}
	switch be.Op {
	case token.LOR:
		return testsNonNil(info, be.X, errVar) || testsNonNil(info, be.Y, errVar)
	case token.NEQ:
		for _, pair := range [][2]ast.Expr{{be.X, be.Y}, {be.Y, be.X}} {
			id, ok := ast.Unparen(pair[0]).(*ast.Ident)
			nilID, isIdent := ast.Unparen(pair[1]).(*ast.Ident)
			if ok && info.Uses[id] == errVar && isIdent && info.Uses[nilID] == types.Universe.Lookup("nil") {
				return true
			}
		}
	}
	return false
}

// probes reports whether call asks whether something is there (a path,
// a program, a cache entry): a failure is the answer the loop looks for.
func probes(info *types.Info, call *ast.CallExpr) bool {
	fn, ok := typeutil.Callee(info, call).(*types.Func)
	if !ok || fn.Pkg() == nil {
		return false
	}
	switch fn.Pkg().Path() + "." + fn.Name() {
	case "os.Stat", "os.Lstat", "os/exec.LookPath", "path/filepath.Rel", "path/filepath.Abs", "os.Readlink", "path/filepath.EvalSymlinks":
		return true
	}
	// a cache lookup: a miss is an answer, and the loop moves on
	if strings.Contains(strings.ToLower(fn.Name()), "cache") {
		return true
	}
	if sig, ok := fn.Type().(*types.Signature); ok && sig.Recv() != nil {
		if n, ok := types.Unalias(Deref(sig.Recv().Type())).(*types.Named); ok && strings.Contains(strings.ToLower(n.Obj().Name()), "cache") {
			return true
		}
	}
	return false
}

// decodes reports whether call decodes data it is handed (json.Unmarshal,
// strconv.Atoi, time.Parse, url.Parse): it fails on a malformed item, not
// on an outage, and skipping what does not parse is a choice the author
// may make. The project's own functions are read by name only in other
// modules: its DecodeBody may fetch the body first.
func decodes(pass *analysis.Pass, call *ast.CallExpr, isPure func(*types.Func) bool) bool {
	pkg := pass.Pkg
	fn, ok := typeutil.Callee(pass.TypesInfo, call).(*types.Func)
	if !ok {
		return false
	}
	if p := fn.Pkg(); p != nil && (p.Path() == "strconv" || strings.HasPrefix(p.Path(), "encoding/") || strings.Contains(p.Path(), "yaml") || strings.Contains(p.Path(), "semver")) {
		// (semver.NewVersion(tag) in a loop over tags: the non-semver
		// ones are skipped on purpose)
		return true
	}
	if p := fn.Pkg(); p != nil && sameModule(p.Path(), pkg.Path()) {
		// the project's own decoder may read a store or call an API; a
		// thin wrapper of a decoder (`return strconv.ParseInt(s, 10, 64)`)
		// and a pure function (pure.go) decode
		if inner := wrappedCall(pass, fn); inner != nil && decodes(pass, inner, isPure) {
			return true
		}
		return isPure(fn)
	}
	for _, prefix := range []string{"Unmarshal", "Parse", "Decode", "Compile", "MustCompile"} {
		if strings.HasPrefix(fn.Name(), prefix) {
			return true
		}
	}
	return false
}

// wrappedCall returns the call that fn, a function of this package,
// returns as its whole body (`return strconv.ParseInt(s, 10, 64)`), nil
// otherwise.
func wrappedCall(pass *analysis.Pass, fn *types.Func) *ast.CallExpr {
	if fn.Pkg() != pass.Pkg {
		return nil
	}
	fd := declOf(pass, fn)
	if fd == nil || fd.Body == nil || len(fd.Body.List) != 1 {
		return nil
	}
	if ret, ok := fd.Body.List[0].(*ast.ReturnStmt); ok && len(ret.Results) == 1 {
		call, _ := ast.Unparen(ret.Results[0]).(*ast.CallExpr)
		return call
	}
	return nil
}

// triesCandidates reports whether loop ranges over a list written in the
// source (`for _, p := range []string{"/etc/timezone", ...}`, or a
// variable set to such a literal where it is declared): the loop tries
// known candidates, and one that fails is one that is not there.
func triesCandidates(pass *analysis.Pass, loop ast.Node, fnBody *ast.BlockStmt) bool {
	rs, ok := loop.(*ast.RangeStmt)
	if !ok {
		return false
	}
	x := ast.Unparen(rs.X)
	if id, ok := x.(*ast.Ident); ok {
		if reassigned(pass.TypesInfo, fnBody, id) {
			return false // the list grows: `calendars = append(calendars, guest)`
		}
		x = literalInit(pass, id)
	}
	lit, ok := x.(*ast.CompositeLit)
	if !ok || len(lit.Elts) == 0 {
		return false
	}
	for _, e := range lit.Elts {
		if kv, ok := e.(*ast.KeyValueExpr); ok {
			e = kv.Key
		}
		if tv, ok := pass.TypesInfo.Types[e]; !ok || tv.Value == nil {
			return false // not a list of constants
		}
	}
	return true
}

// reassigned reports whether body assigns, with =, the variable id uses.
func reassigned(info *types.Info, body *ast.BlockStmt, id *ast.Ident) bool {
	v := info.Uses[id]
	found := false
	ast.Inspect(body, func(n ast.Node) bool {
		if as, ok := n.(*ast.AssignStmt); ok && as.Tok != token.DEFINE {
			for _, l := range as.Lhs {
				if lid, ok := ast.Unparen(l).(*ast.Ident); ok && info.Uses[lid] == v {
					found = true
				}
			}
		}
		return !found
	})
	return found
}

// literalInit returns the composite literal a variable of this package
// is declared with (`endpoints := []string{...}`, `var suffixes =
// map[string]string{...}`), nil when it is not one.
func literalInit(pass *analysis.Pass, id *ast.Ident) ast.Expr {
	v, ok := pass.TypesInfo.Uses[id].(*types.Var)
	if !ok || v.Pkg() != pass.Pkg {
		return nil
	}
	var file *ast.File
	for _, f := range pass.Files {
		if f.FileStart <= v.Pos() && v.Pos() < f.FileEnd {
			file = f
		}
	}
	if file == nil {
		return nil
	}
	path, _ := astutil.PathEnclosingInterval(file, v.Pos(), v.Pos())
	for _, n := range path {
		switch d := n.(type) {
		case *ast.AssignStmt:
			for i, l := range d.Lhs {
				if l.Pos() == v.Pos() && len(d.Lhs) == len(d.Rhs) {
					return ast.Unparen(d.Rhs[i])
				}
			}
			return nil
		case *ast.ValueSpec:
			for i, n := range d.Names {
				if n.Pos() == v.Pos() && i < len(d.Values) {
					return ast.Unparen(d.Values[i])
				}
			}
			return nil
		}
	}
	return nil
}

// searchesFirst reports whether a loop body returns or breaks out of the
// loop: a loop that stops at its first success, where a failure only
// moves on to the next candidate. A return of an error (`if err != nil {
// return nil, err }` on another call of the item) stops the loop on a
// failure, not on a success: it is no search.
func searchesFirst(info *types.Info, body *ast.BlockStmt) bool {
	found := false
	var walk func(n ast.Node, inner bool)
	walk = func(n ast.Node, inner bool) {
		ast.Inspect(n, func(m ast.Node) bool {
			if found {
				return false
			}
			switch m := m.(type) {
			case *ast.FuncLit:
				return false
			case *ast.IfStmt:
				if capsGathered(m) {
					return false // if len(out) >= maxRows { break }: a cap, not a search
				}
			case *ast.ReturnStmt:
				found = !returnsError(info, &ast.BlockStmt{List: []ast.Stmt{m}})
			case *ast.BranchStmt:
				if m.Tok == token.GOTO || m.Tok == token.BREAK && (!inner || m.Label != nil) {
					found = true
				}
			case *ast.ForStmt, *ast.RangeStmt, *ast.SwitchStmt, *ast.TypeSwitchStmt, *ast.SelectStmt:
				if m != n {
					walk(m, true) // a plain break in there is its own
					return false
				}
			}
			return true
		})
	}
	for _, s := range body.List {
		walk(s, false)
	}
	return found
}

// capsGathered reports whether ifs stops a loop once it has gathered
// enough: `if len(out) >= max { break }` and nothing else.
func capsGathered(ifs *ast.IfStmt) bool {
	if ifs.Init != nil || ifs.Else != nil || len(ifs.Body.List) != 1 {
		return false
	}
	if br, ok := ifs.Body.List[0].(*ast.BranchStmt); !ok || br.Tok != token.BREAK || br.Label != nil {
		return false
	}
	be, ok := ast.Unparen(ifs.Cond).(*ast.BinaryExpr)
	if !ok || be.Op != token.GEQ && be.Op != token.GTR && be.Op != token.EQL {
		return false
	}
	call, ok := ast.Unparen(be.X).(*ast.CallExpr)
	if !ok || len(call.Args) != 1 {
		return false
	}
	id, ok := call.Fun.(*ast.Ident)
	return ok && id.Name == "len"
}

// gathers reports whether the statements of list gather something into
// a variable declared before boundary (the loop, or the if): an
// assignment or increment of it (`tasks = append(tasks, t)`, `byID[id] =
// v`, `n++`), a method call on it that keeps its argument
// (`sb.WriteString(s)`, storesBy), or its address handed to a call
// (`fmt.Fprintf(&out, ...)`). A loop that keeps nothing of its items has
// no answer to cut short.
func gathers(info *types.Info, list []ast.Stmt, boundary token.Pos) bool {
	outer := func(e ast.Expr) bool {
		id := rootIdent(e)
		if id == nil {
			return false
		}
		v, ok := info.Uses[id].(*types.Var)
		return ok && v.Pos() < boundary
	}
	found := false
	for _, s := range list {
		ast.Inspect(s, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.GoStmt, *ast.DeferStmt:
				return false
			case *ast.AssignStmt:
				// also in a callback the loop runs (ast.Inspect(f, func(n ast.Node) bool {
				// defs = append(defs, ...) })), not in a goroutine
				for _, l := range n.Lhs {
					found = found || outer(l)
				}
			case *ast.IncDecStmt:
				found = found || outer(n.X)
			case *ast.CallExpr:
				if sel, ok := ast.Unparen(n.Fun).(*ast.SelectorExpr); ok && info.Selections[sel] != nil && storesBy(sel.Sel.Name) {
					found = found || outer(sel.X)
				}
				for _, a := range n.Args {
					if u, ok := ast.Unparen(a).(*ast.UnaryExpr); ok && u.Op == token.AND {
						found = found || outer(u.X)
					}
				}
			}
			return !found
		})
	}
	return found
}

// storesBy reports whether a method named name most likely keeps its
// argument (a builder's WriteString, a set's Add, a map's Store).
func storesBy(name string) bool {
	for _, p := range []string{"Write", "Add", "Append", "Set", "Store", "Insert", "Push", "Put"} {
		if strings.HasPrefix(name, p) {
			return true
		}
	}
	return false
}

// readAfter reports whether fnBody reads errVar outside ifs and after it
// begins: the failure is looked at later, not dropped.
func readAfter(info *types.Info, fnBody *ast.BlockStmt, errVar types.Object, ifs *ast.IfStmt) bool {
	// a read after the variable is set again (`build, err := c.GetBuild()`
	// reuses err) reads the new value, not this failure
	until := token.Pos(-1)
	ast.Inspect(fnBody, func(n ast.Node) bool {
		if as, ok := n.(*ast.AssignStmt); ok && as.Pos() > ifs.End() && (until < 0 || as.Pos() < until) {
			for _, l := range as.Lhs {
				if id, ok := ast.Unparen(l).(*ast.Ident); ok && info.ObjectOf(id) == errVar {
					until = as.Pos()
				}
			}
		}
		return true
	})
	reads := func(id *ast.Ident) bool {
		return id.Pos() > ifs.Cond.End() && (until < 0 || id.Pos() < until) && info.Uses[id] == errVar
	}
	read := false
	ast.Inspect(fnBody, func(n ast.Node) bool {
		if read || n == ifs.Body {
			return false
		}
		if as, ok := n.(*ast.AssignStmt); ok {
			for _, r := range as.Rhs {
				ast.Inspect(r, func(n ast.Node) bool {
					if id, ok := n.(*ast.Ident); ok && reads(id) {
						read = true
					}
					return !read
				})
			}
			return false // the left side only sets it
		}
		if id, ok := n.(*ast.Ident); ok && reads(id) {
			read = true
		}
		return true
	})
	return read
}

// callLabel names the function call calls, for messages (T.M, pkg.F or
// F), "the call" when unknown.
func callLabel(info *types.Info, call *ast.CallExpr) string {
	fn, ok := typeutil.Callee(info, call).(*types.Func)
	if !ok {
		return "the call"
	}
	if sig, ok := fn.Type().(*types.Signature); ok && sig.Recv() == nil && fn.Pkg() != nil {
		return fn.Pkg().Name() + "." + fn.Name()
	}
	return calleeLabel(fn)
}

// failsWhenEmpty reports whether fnBody, after loop, answers an empty
// gathering with a failure:
//
//	for _, f := range files {
//		l, err := parse(f)
//		if err != nil { continue } // lenient: one bad file is skipped
//		layouts = append(layouts, l)
//	}
//	if len(layouts) == 0 {
//		return nil, fmt.Errorf("no layout could be parsed")
//	}
//
// When every call fails the caller hears of it; a part left out is the
// author's leniency, and "the model gets an empty answer" is not true.
func failsWhenEmpty(info *types.Info, fnBody *ast.BlockStmt, loop ast.Node) bool {
	gathered := map[types.Object]bool{}
	ast.Inspect(loopBody(loop), func(n ast.Node) bool {
		if as, ok := n.(*ast.AssignStmt); ok {
			for _, l := range as.Lhs {
				if id := rootIdent(l); id != nil {
					if v, ok := info.Uses[id].(*types.Var); ok && v.Pos() < loop.Pos() {
						gathered[v] = true
					}
				}
			}
		}
		return true
	})
	if len(gathered) == 0 {
		return false
	}
	found := false
	ast.Inspect(fnBody, func(n ast.Node) bool {
		ifs, ok := n.(*ast.IfStmt)
		if !ok || found || ifs.Pos() < loop.End() {
			return !found
		}
		if testsEmpty(info, ifs.Cond, gathered) && returnsFailure(info, ifs.Body) {
			found = true
		}
		return !found
	})
	return found
}

// testsEmpty reports whether cond is `len(v) == 0`, `len(v) < 1` or
// `v == nil` for one of vars.
func testsEmpty(info *types.Info, cond ast.Expr, vars map[types.Object]bool) bool {
	be, ok := ast.Unparen(cond).(*ast.BinaryExpr)
	if !ok {
		return false
	}
	x := ast.Unparen(be.X)
	if call, ok := x.(*ast.CallExpr); ok && isLenCall(info, call) && len(call.Args) == 1 {
		x = ast.Unparen(call.Args[0])
	} else if !isZeroLit(info, be.Y) || be.Op != token.EQL {
		return false
	}
	id, ok := x.(*ast.Ident)
	if !ok || !vars[info.Uses[id]] {
		return false
	}
	switch be.Op {
	case token.EQL:
		return isZeroLit(info, be.Y)
	case token.LSS:
		tv := info.Types[be.Y]
		return tv.Value != nil && tv.Value.String() == "1"
	}
	return false
}

// returnsFailure reports whether body returns a non-nil error last, or a
// result built by a function whose name says error.
func returnsFailure(info *types.Info, body *ast.BlockStmt) bool {
	found := false
	ast.Inspect(body, func(n ast.Node) bool {
		ret, ok := n.(*ast.ReturnStmt)
		if !ok || found || len(ret.Results) == 0 {
			return !found
		}
		last := ret.Results[len(ret.Results)-1]
		if t := info.TypeOf(last); t != nil && isErrorType(t) && !isZeroLit(info, last) {
			found = true
		}
		for _, r := range ret.Results {
			if call, ok := ast.Unparen(r).(*ast.CallExpr); ok {
				if fn, ok := typeutil.Callee(info, call).(*types.Func); ok && strings.Contains(strings.ToLower(fn.Name()), "error") {
					found = true
				}
			}
		}
		return !found
	})
	return found
}
