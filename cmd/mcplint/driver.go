package main

import (
	"bufio"
	"cmp"
	"flag"
	"fmt"
	"go/token"
	"io"
	"os"
	"os/exec"
	"regexp"
	"slices"
	"sort"
	"strings"

	"github.com/mcplint-go/mcplint"
	"github.com/mcplint-go/mcplint/analyzer"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"
)

// options are the command line of the standalone driver: the flags of
// the standard driver that it handles (-json, -c, -test, -NAME and the
// analyzers' own flags such as -mcp.spec) and the package patterns.
type options struct {
	analyzers []*analysis.Analyzer
	patterns  []string
	tests     bool
	json      bool
	fix       bool
	context   int
	verbose   bool
	cpuProf   string // -cpuprofile: write a CPU profile of the whole run here
	memProf   string // -memprofile: write a heap profile at the end here
}

func parseOptions(name string, stderr io.Writer, args []string) (*options, error) {
	all := mcplint.Analyzers()
	o := &options{}
	fs, enabled := o.flagSet(name, all)
	if err := fs.Parse(args); err != nil {
		fmt.Fprintf(stderr, "mcplint: %v (mcplint help lists the flags)\n", err)
		return nil, err
	}
	o.patterns = fs.Args()
	if len(o.patterns) == 0 {
		o.patterns = []string{"./..."}
	}
	o.analyzers = selectAnalyzers(all, enabled)
	return o, nil
}

// flagSet returns the flags of the standalone driver, which set o, and
// the -NAME flag of each analyzer.
func (o *options) flagSet(name string, all []*analysis.Analyzer) (*flag.FlagSet, map[*analysis.Analyzer]*triState) {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.BoolVar(&o.tests, "test", true, "include test packages and tests")
	fs.IntVar(&o.context, "c", -1, "display offending line with this many lines of context")
	fs.BoolVar(&o.json, "json", false, "emit JSON output")
	fs.BoolVar(&o.fix, "fix", false, "apply all suggested fixes")
	fs.BoolVar(&o.verbose, "v", false, "say which parts of a server the model could not read")
	fs.StringVar(&o.cpuProf, "cpuprofile", "", "write a CPU profile to this file")
	fs.StringVar(&o.memProf, "memprofile", "", "write a heap profile to this file")
	enabled := map[*analysis.Analyzer]*triState{}
	for _, a := range all {
		ts := new(triState)
		enabled[a] = ts
		fs.Var(ts, a.Name, fmt.Sprintf("enable %q analysis", a.Name))
		a.Flags.VisitAll(func(f *flag.Flag) {
			fs.Var(f.Value, a.Name+"."+f.Name, f.Usage)
		})
	}
	return fs, enabled
}

// analyze loads the packages of o and runs the analyzers on them. It
// reports on stderr what keeps packages from being analyzed: a directory
// outside any module, patterns that match no package, package errors
// (each once, then what to do about them). It still analyzes what it can,
// as the standard driver does, and returns loadFailed when some package
// did not load. When nothing can be analyzed it returns a nil graph; it
// has then said why.
func analyze(o *options, fullLoad bool, stderr io.Writer) (graph *checker.Graph, loadFailed bool) {
	pkgs, err := loadPackages(o.patterns, o.tests, fullLoad)
	if err == errNoPackages {
		fmt.Fprintf(stderr, "mcplint: %s matches no Go packages: name directories that hold Go files (./... is the whole module)\n", strings.Join(o.patterns, " "))
		return nil, true
	}
	if err != nil {
		fmt.Fprintf(stderr, "mcplint: %s: %v\n", strings.Join(o.patterns, " "), err)
		return nil, true
	}
	if patternErrors(stderr, pkgs) {
		return nil, true
	}
	if n := printErrors(stderr, pkgs); n > 0 {
		if need, have, ok := newerGo(pkgs); ok {
			// The code compiles with its own toolchain; this mcplint's
			// go/types and export-data reader are older than it.
			fmt.Fprintf(stderr, "mcplint: these packages need %s and this mcplint was built with %s, which cannot read them: install mcplint with that toolchain (GOTOOLCHAIN=%s go install github.com/mcplint-go/mcplint/cmd/mcplint@latest)\n", need, have, need)
		} else {
			fmt.Fprintln(stderr, "mcplint: fix the errors above first: mcplint needs code that compiles")
		}
		loadFailed = true
	}
	pruneToSource(pkgs)
	analyzer.SetRepeats(testVariantsOf(pkgs))
	graph, err = checker.Analyze(o.analyzers, pkgs, nil)
	if err != nil {
		fmt.Fprintln(stderr, "mcplint:", err)
		return nil, true
	}
	return graph, loadFailed
}

// patternErrors reports the command-line patterns that name no package
// (go list's stand-in packages without files), one line each, or a single
// line when the directory is in no module at all. It reports whether
// there were any: then nothing is analyzed, as go build and go vet do.
func patternErrors(w io.Writer, roots []*packages.Package) bool {
	var lines []string
	seen := map[string]bool{}
	outsideModule := false
	for _, p := range roots {
		if len(p.Errors) == 0 || len(p.GoFiles)+len(p.CompiledGoFiles)+len(p.OtherFiles)+len(p.IgnoredFiles) > 0 {
			continue
		}
		msg, _, _ := strings.Cut(p.Errors[0].Msg, "\n")
		msg = strings.TrimSuffix(strings.TrimPrefix(msg, "pattern "+p.ID+": "), "; to add it:")
		if strings.Contains(msg, "does not contain main module") || strings.Contains(msg, "go.mod file not found") {
			outsideModule = true
		}
		line := fmt.Sprintf("mcplint: %s: %s: name packages of this module (./... is all of it)", p.ID, msg)
		if !seen[line] {
			seen[line] = true
			lines = append(lines, line)
		}
	}
	if outsideModule && !inModule() {
		fmt.Fprintln(w, noModuleMessage)
		return true
	}
	for _, l := range lines {
		fmt.Fprintln(w, l)
	}
	return len(lines) > 0
}

const noModuleMessage = "mcplint: no Go module here: run mcplint inside a module (a directory with a go.mod, or below one)"

// inModule reports whether the go command sees a main module or a
// workspace from the working directory.
func inModule() bool {
	out, err := exec.Command("go", "env", "GOMOD", "GOWORK").Output()
	if err != nil {
		return true // say what go list said instead
	}
	for _, f := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		if f = strings.TrimSpace(f); f != "" && f != os.DevNull && f != "off" {
			return true
		}
	}
	return false
}

// printErrors prints the errors of pkgs and their dependencies, each
// once, and returns their number. A package type-checked from source has
// its errors twice, from the compiler (go list) and from go/types: only
// go/types' are kept, and an import that failed is reported by the
// imported package alone.
// newerGoError matches the error of a package (or of its export data)
// written for a newer Go than the one mcplint was built with.
var newerGoError = regexp.MustCompile(`requires newer Go version (go[0-9.]+) \(application built with (go[0-9.]+)\)`)

// newerGo reports the Go version some package needs and the one mcplint
// was built with, when that is why packages did not load.
func newerGo(pkgs []*packages.Package) (need, have string, ok bool) {
	packages.Visit(pkgs, nil, func(p *packages.Package) {
		for _, e := range p.Errors {
			if m := newerGoError.FindStringSubmatch(e.Msg); m != nil && !ok {
				need, have, ok = m[1], m[2], true
				if strings.Count(need, ".") == 1 {
					need += ".0" // a language version; the toolchain is go1.27.0
				}
			}
		}
	})
	return need, have, ok
}

func printErrors(w io.Writer, pkgs []*packages.Package) int {
	seen := map[string]bool{}
	n := 0
	print := func(msg string) {
		if !seen[msg] {
			seen[msg] = true
			fmt.Fprintln(w, msg)
			n++
		}
	}
	packages.Visit(pkgs, nil, func(p *packages.Package) {
		fromSource := false
		for _, e := range p.Errors {
			fromSource = fromSource || e.Kind == packages.TypeError || e.Kind == packages.ParseError
		}
		atPos := map[string]bool{}
		for _, e := range p.Errors {
			if fromSource && e.Kind == packages.ListError && strings.HasPrefix(e.Msg, "# ") {
				continue // the compiler's report of the errors that follow
			}
			if path, ok := failedImport(e); ok && p.Imports[path] != nil && len(p.Imports[path].Errors) > 0 {
				continue
			}
			if e.Pos == "" || e.Pos == "-" {
				print(e.Msg)
				continue
			}
			if atPos[e.Pos] {
				continue // the parser's second guess at one syntax error
			}
			atPos[e.Pos] = true
			print(e.Error())
		}
		if p.Module != nil && p.Module.Error != nil && (len(p.Errors) > 0 || len(p.CompiledGoFiles) == 0) {
			// A module whose files are in the cache loads whatever its
			// error (the proxy refused a fresh .info: 403): go build and go
			// vet go on, and so does mcplint. Said only when the package
			// could not be loaded.
			print(p.Module.Error.Err)
		}
	})
	return n
}

// failedImport returns P of go/types' "could not import P (reason)".
func failedImport(e packages.Error) (string, bool) {
	if e.Kind != packages.TypeError {
		return "", false
	}
	_, rest, ok := strings.Cut(e.Msg, "could not import ")
	path, _, _ := strings.Cut(rest, " ")
	return path, ok && path != ""
}

// runText is the standalone driver for text and -json output. Its exit
// codes are those of the standard driver (0 clean, 1 failure, 3
// findings; -json exits 0 unless the analysis failed). The text output
// differs from the standard driver's in that each finding names its check
// and the findings are sorted by position.
func runText(stdout, stderr io.Writer, args []string, fullLoad bool) int {
	o, err := parseOptions("mcplint", stderr, args)
	if err != nil {
		return 2
	}
	stop, err := startProfiles(o)
	if err != nil {
		fmt.Fprintln(stderr, "mcplint:", err)
		return 1
	}
	defer func() {
		if err := stop(); err != nil {
			fmt.Fprintln(stderr, "mcplint:", err)
		}
	}()
	graph, loadFailed := analyze(o, fullLoad, stderr)
	if graph == nil {
		return 1
	}
	code := 0
	if loadFailed {
		code = 1
	}
	failed := false
	if o.json {
		if err := graph.PrintJSON(stdout); err != nil {
			return 1
		}
	} else {
		failed = printActionErrors(stderr, graph)
		diags := printText(stderr, graph, o.context)
		switch {
		case failed:
			code = 1
		case diags > 0:
			code = max(code, 3)
		}
	}
	if !loadFailed && !failed {
		noteNoMCP(stderr, graph, o.patterns)
	}
	if o.verbose {
		printUnread(stderr, graph)
	}
	return code
}

// printUnread prints, sorted, what the model of each root package could
// not read: the places where a server's error handling is chosen at run
// time, so that the tools behind them get no errlayer findings. Without
// it, a silent run would look like a clean one.
func printUnread(w io.Writer, graph *checker.Graph) {
	roots := map[*packages.Package]bool{}
	for _, act := range graph.Roots {
		roots[act.Package] = true
	}
	var lines []string
	for act := range graph.All() {
		m, ok := act.Result.(*analyzer.Model)
		if act.Analyzer != analyzer.Analyzer || !roots[act.Package] || !ok || m == nil {
			continue
		}
		for _, n := range m.Unread {
			lines = append(lines, fmt.Sprintf("%s: note: %s", act.Package.Fset.Position(n.Pos), n.What))
		}
	}
	slices.Sort(lines)
	for _, l := range slices.Compact(lines) {
		fmt.Fprintln(w, l)
	}
}

// printActionErrors prints the errors of the analysis, sorted, and
// reports whether there were any. It leaves out those that only repeat
// the package errors printed already: an analysis skipped because its
// package does not type-check, and one whose prerequisite failed (the
// prerequisite's error is printed).
func printActionErrors(w io.Writer, graph *checker.Graph) bool {
	failed := false
	var lines []string
	for act := range graph.All() {
		if act.Err == nil {
			continue
		}
		failed = true
		if act.Package.IllTyped || strings.HasPrefix(act.Err.Error(), "failed prerequisites: ") {
			continue
		}
		lines = append(lines, fmt.Sprintf("%s: %v", act, act.Err))
	}
	slices.Sort(lines)
	for _, l := range slices.Compact(lines) {
		fmt.Fprintln(w, l)
	}
	return failed
}

// finding is one diagnostic of a root package, with its check.
type finding struct {
	analyzer *analysis.Analyzer
	posn     token.Position
	diag     analysis.Diagnostic
	fset     *token.FileSet
}

// findings returns the diagnostics of the root packages once each (a
// package and its test variant report alike), sorted by file, line,
// column, check and message.
func findings(graph *checker.Graph) []finding {
	type key struct {
		posn, end   token.Position
		check, text string
	}
	seen := map[key]bool{}
	var fs []finding
	for _, act := range graph.Roots {
		if act.Err != nil {
			continue
		}
		fset := act.Package.Fset
		for _, d := range act.Diagnostics {
			k := key{fset.Position(d.Pos), fset.Position(d.End), act.Analyzer.Name, d.Message}
			if !seen[k] {
				seen[k] = true
				fs = append(fs, finding{act.Analyzer, k.posn, d, fset})
			}
		}
	}
	slices.SortStableFunc(fs, func(a, b finding) int {
		return cmp.Or(
			cmp.Compare(a.posn.Filename, b.posn.Filename),
			cmp.Compare(a.posn.Line, b.posn.Line),
			cmp.Compare(a.posn.Column, b.posn.Column),
			cmp.Compare(a.analyzer.Name, b.analyzer.Name),
			cmp.Compare(a.diag.Message, b.diag.Message))
	})
	return fs
}

// printText prints the findings as "file:line:col: CHECK: message", the
// form golangci-lint and staticcheck use, so that the name to give
// -CHECK=false, //lint:ignore CHECK and "mcplint help CHECK" is on the
// line. Related locations follow on lines of their own, indented with a
// tab as the standard driver prints them; with contextLines >= 0 each
// position is followed by its source lines. It returns the number of
// findings.
func printText(w io.Writer, graph *checker.Graph, contextLines int) int {
	fs := findings(graph)
	bw := bufio.NewWriter(w)
	for _, f := range fs {
		fmt.Fprintf(bw, "%s: %s: %s\n", f.posn, f.analyzer.Name, f.diag.Message)
		printContext(bw, f.fset, f.diag.Pos, f.diag.End, contextLines)
		for _, rel := range f.diag.Related {
			fmt.Fprintf(bw, "%s: \t%s\n", f.fset.Position(rel.Pos), rel.Message)
			printContext(bw, f.fset, rel.Pos, rel.End, contextLines)
		}
	}
	bw.Flush()
	return len(fs)
}

// printContext prints the lines from pos to end with n lines of context
// around them, as the standard driver's -c=N does.
func printContext(w io.Writer, fset *token.FileSet, pos, end token.Pos, n int) {
	if n < 0 {
		return
	}
	posn, endPosn := fset.Position(pos), fset.Position(end)
	if !endPosn.IsValid() {
		endPosn = posn
	}
	data, _ := os.ReadFile(posn.Filename)
	lines := strings.Split(string(data), "\n")
	for i := max(posn.Line-n, 1); i <= min(endPosn.Line+n, len(lines)); i++ {
		fmt.Fprintf(w, "%d\t%s\n", i, lines[i-1])
	}
}

// noteNoMCP says on w when none of the root packages holds MCP server
// code, which is why mcplint had nothing to say. The model analyzer
// exports a fact about its own package exactly when the package uses an
// MCP SDK (directly or through another package), is an SDK package, or
// dispatches MCP methods itself (a hand-rolled server).
func noteNoMCP(w io.Writer, graph *checker.Graph, patterns []string) {
	roots := map[*packages.Package]bool{}
	for _, act := range graph.Roots {
		roots[act.Package] = true
	}
	for act := range graph.All() {
		if act.Analyzer != analyzer.Analyzer || !roots[act.Package] {
			continue
		}
		for _, f := range act.AllPackageFacts() {
			if f.Package == act.Package.Types {
				return
			}
		}
	}
	why := "no package imports an MCP SDK or dispatches MCP methods itself"
	if lib, by := unknownMCPLibrary(roots); lib != "" {
		why = "no package imports an MCP SDK that mcplint reads (go-sdk, mcp-go, mcp-golang, go-mcp) or dispatches MCP methods itself; " +
			by + " imports " + lib + ", an MCP library mcplint does not know, so the tools built on it go unchecked"
	}
	fmt.Fprintf(w, "mcplint: no MCP server code in %s: %s\n", strings.Join(patterns, " "), why)
}

// unknownMCPLibrary returns the first import of a root package, from
// another module, whose path names MCP (github.com/felixgeelhaar/mcp-go),
// and the package that imports it: a server built on a library the model
// does not know, which a user should hear of rather than take the silence
// for a clean bill.
func unknownMCPLibrary(roots map[*packages.Package]bool) (lib, by string) {
	var pkgs []*packages.Package
	for p := range roots {
		pkgs = append(pkgs, p)
	}
	sort.Slice(pkgs, func(i, j int) bool { return pkgs[i].PkgPath < pkgs[j].PkgPath })
	for _, p := range pkgs {
		if p.Types == nil {
			continue
		}
		own := ""
		if p.Module != nil {
			own = p.Module.Path
		}
		// the type-checked imports: the loader keeps only the packages it
		// read from source in p.Imports
		var paths []string
		for _, imp := range p.Types.Imports() {
			paths = append(paths, imp.Path())
		}
		sort.Strings(paths)
		for _, path := range paths {
			if own != "" && (path == own || strings.HasPrefix(path, own+"/")) || !strings.Contains(strings.SplitN(path, "/", 2)[0], ".") {
				continue // the server's own module, or the standard library
			}
			if namesMCP(path) {
				return path, p.PkgPath
			}
		}
	}
	return "", ""
}

// namesMCP reports whether a module path has an element that is "mcp" or
// a word of it (mcp-go, go-mcp, mcp_sdk, mcpgo).
func namesMCP(path string) bool {
	for _, elem := range strings.Split(strings.ToLower(path), "/")[1:] {
		if strings.HasPrefix(elem, "mcp") || strings.HasSuffix(elem, "mcp") || strings.Contains(elem, "modelcontextprotocol") {
			return true
		}
		for _, w := range strings.FieldsFunc(elem, func(r rune) bool { return r == '-' || r == '_' || r == '.' }) {
			if w == "mcp" {
				return true
			}
		}
	}
	return false
}
