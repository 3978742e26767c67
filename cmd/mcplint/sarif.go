package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"

	"golang.org/x/tools/go/analysis"
)

// runSARIF is the driver of -format=sarif: it loads the packages with
// go/packages, runs the analyzers with the public checker package and
// writes one SARIF log. It accepts the flags of the standard driver that
// make sense here (-test, -NAME, -NAME=false, the analyzers' own flags
// such as -mcp.spec) and exits like -json: 0 when the analysis ran, with
// or without findings, 1 when it could not.
func runSARIF(stdout, stderr io.Writer, args []string, fullLoad bool) int {
	o, err := parseOptions("mcplint -format=sarif", stderr, args)
	if err != nil {
		return 2
	}
	if o.fix {
		fmt.Fprintln(stderr, "mcplint: -fix cannot be combined with -format=sarif (SARIF carries the fixes)")
		return 2
	}
	graph, loadFailed := analyze(o, fullLoad, stderr)
	if graph == nil || loadFailed {
		return 1
	}
	analyzers := o.analyzers

	wd, _ := os.Getwd()
	b := newSARIFBuilder(analyzers, srcRoot(wd), wd)
	if printActionErrors(stderr, graph) {
		return 1
	}
	for _, f := range findings(graph) {
		b.add(f.analyzer, f.fset, f.diag)
	}
	if err := b.write(stdout); err != nil {
		fmt.Fprintln(stderr, "mcplint:", err)
		return 1
	}
	noteNoMCP(stderr, graph, o.patterns)
	return 0
}

// selectAnalyzers applies the -NAME flags as the standard driver does: if
// any is true, only those run; otherwise all but those set to false.
func selectAnalyzers(all []*analysis.Analyzer, enabled map[*analysis.Analyzer]*triState) []*analysis.Analyzer {
	var on, notOff []*analysis.Analyzer
	for _, a := range all {
		switch *enabled[a] {
		case setTrue:
			on = append(on, a)
		case unset:
			notOff = append(notOff, a)
		}
	}
	if len(on) > 0 {
		return on
	}
	return notOff
}

// srcRoot is the directory URIs are relative to (%SRCROOT%): the root of
// the git repository around dir, which is what code scanning expects, or
// dir itself outside a repository.
func srcRoot(dir string) string {
	for d := dir; ; {
		if _, err := os.Stat(filepath.Join(d, ".git")); err == nil {
			return d
		}
		parent := filepath.Dir(d)
		if parent == d {
			return dir
		}
		d = parent
	}
}

// triState is a boolean flag that knows whether it was set, as the
// standard driver's -NAME flags (whose type is internal to x/tools).
type triState int

const (
	unset triState = iota
	setTrue
	setFalse
)

func (ts *triState) IsBoolFlag() bool { return true }

func (ts *triState) String() string {
	switch *ts {
	case setTrue:
		return "true"
	case setFalse:
		return "false"
	}
	return "unset"
}

func (ts *triState) Set(s string) error {
	b, err := strconv.ParseBool(s)
	if err != nil {
		return fmt.Errorf("want true or false")
	}
	*ts = setFalse
	if b {
		*ts = setTrue
	}
	return nil
}
