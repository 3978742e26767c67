package main

import (
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/mcplint-go/mcplint"
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
}

func parseOptions(name string, stderr io.Writer, args []string) (*options, error) {
	all := mcplint.Analyzers()
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(stderr)
	o := &options{}
	fs.BoolVar(&o.tests, "test", true, "include test packages and tests")
	fs.IntVar(&o.context, "c", -1, "display offending line with this many lines of context")
	fs.BoolVar(&o.json, "json", false, "emit JSON output")
	fs.BoolVar(&o.fix, "fix", false, "apply all suggested fixes")
	enabled := map[*analysis.Analyzer]*triState{}
	for _, a := range all {
		ts := new(triState)
		enabled[a] = ts
		fs.Var(ts, a.Name, fmt.Sprintf("enable %q analysis", a.Name))
		a.Flags.VisitAll(func(f *flag.Flag) {
			fs.Var(f.Value, a.Name+"."+f.Name, f.Usage)
		})
	}
	if err := fs.Parse(args); err != nil {
		return nil, err
	}
	o.patterns = fs.Args()
	if len(o.patterns) == 0 {
		o.patterns = []string{"./..."}
	}
	o.analyzers = selectAnalyzers(all, enabled)
	return o, nil
}

// analyze loads the packages of o and runs the analyzers on them. It
// prints package errors (a package that does not type-check) to stderr
// and reports them as failed, but still analyzes what it can, as the
// standard driver does.
func analyze(o *options, fullLoad bool, stderr io.Writer) (graph *checker.Graph, loadFailed bool, err error) {
	pkgs, err := loadPackages(o.patterns, o.tests, fullLoad)
	if err != nil {
		return nil, true, fmt.Errorf("%s: %v", strings.Join(o.patterns, " "), err)
	}
	if n := printErrors(stderr, pkgs); n > 0 {
		loadFailed = true
	}
	pruneToSource(pkgs)
	graph, err = checker.Analyze(o.analyzers, pkgs, nil)
	return graph, loadFailed, err
}

// printErrors prints the errors of pkgs and their dependencies, once
// each, like packages.PrintErrors but to w.
func printErrors(w io.Writer, pkgs []*packages.Package) int {
	n := 0
	packages.Visit(pkgs, nil, func(p *packages.Package) {
		for _, err := range p.Errors {
			fmt.Fprintln(w, err)
			n++
		}
		if p.Module != nil && p.Module.Error != nil {
			fmt.Fprintln(w, p.Module.Error.Err)
			n++
		}
	})
	return n
}

// runText is the standalone driver for text and -json output. Its output
// and exit codes are those of the standard driver (0 clean, 1 failure,
// 3 findings; -json exits 0 unless the analysis failed).
func runText(stdout, stderr io.Writer, args []string, fullLoad bool) int {
	o, err := parseOptions("mcplint", stderr, args)
	if err != nil {
		return 2
	}
	graph, loadFailed, err := analyze(o, fullLoad, stderr)
	if err != nil {
		fmt.Fprintln(stderr, "mcplint:", err)
		return 1
	}
	code := 0
	if loadFailed {
		code = 1
	}
	if o.json {
		if err := graph.PrintJSON(stdout); err != nil {
			return 1
		}
		return code
	}
	if err := graph.PrintText(stderr, o.context); err != nil {
		return 1
	}
	errors, diags := 0, 0
	for act := range graph.All() {
		if act.Err != nil {
			errors++
		} else if act.IsRoot {
			diags += len(act.Diagnostics)
		}
	}
	switch {
	case errors > 0:
		code = max(code, 1)
	case diags > 0:
		code = max(code, 3)
	}
	return code
}
