package main

import (
	"flag"
	"fmt"
	"io"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/mcplint-go/mcplint"
	"github.com/mcplint-go/mcplint/analyzer"
)

// driverFlags are the flags of the command itself, in the order the help
// lists them. -NAME and the analyzers' own flags (-mcp.*) follow them.
var driverFlags = []struct{ name, usage string }{
	{"format=text|json|sarif", "text on stderr (the default), or on stdout go/analysis's JSON or SARIF 2.1.0"},
	{"json", "same as -format=json"},
	{"load=hybrid|full", "full: type-check all dependencies from source (slower, same findings)"},
	{"fix", "apply the suggested fixes to the files"},
	{"diff", "with -fix, print the fixes as a unified diff and leave the files alone"},
	{"c=N", "print each finding's line with N lines of context"},
	{"test=false", "leave out test files and test packages"},
	{"v", "also say, on stderr, which parts of a server mcplint could not read (middleware chosen at run time) and how many tools stay unchecked"},
	{"cpuprofile=FILE", "write a CPU profile of the run to FILE"},
	{"memprofile=FILE", "write a heap profile, taken after the analysis, to FILE"},
	{"NAME", "run only the check NAME (repeat it for several)"},
	{"NAME=false", "run every check but NAME"},
	{"V, -V=full", "print the version (-V=full: with the build ID go vet caches by)"},
	{"h, -help", "print this help"},
}

// printHelp writes mcplint's help: what it is, how to run it, the checks,
// the flags and the exit codes.
func printHelp(w io.Writer) {
	p := func(format string, args ...any) { fmt.Fprintf(w, format, args...) }
	p("mcplint finds mistakes in MCP servers written in Go that break clients or models.\n\n")
	p("Usage:\n\n")
	p("  mcplint [flags] [packages]          check the packages (default ./...)\n")
	p("  go vet -vettool=$(command -v mcplint) [flags] [packages]\n")
	p("  mcplint help CHECK                  a check's documentation\n\n")

	p("Checks:\n\n")
	checks := mcplint.Analyzers()[1:]
	for _, a := range checks {
		summary, _, _ := strings.Cut(a.Doc, "\n")
		p("  %-14s %s\n", a.Name, summary)
	}

	p("\nFlags:\n\n")
	for _, f := range driverFlags {
		p("  %-26s %s\n", "-"+f.name, f.usage)
	}
	p("\nConfiguration, shared by all checks (go vet forwards these too):\n\n")
	analyzer.Analyzer.Flags.VisitAll(func(f *flag.Flag) {
		name, usage := flag.UnquoteUsage(f)
		arg := "-" + analyzer.Analyzer.Name + "." + f.Name
		if name == "value" {
			name = f.Name
		}
		if name != "" {
			arg += "=" + strings.ToUpper(name)
		}
		p("  %-26s %s\n", arg, usage)
	})

	printCheckFlags(w, checks)

	p("\nExit status:\n\n")
	p("  0  no findings; also with -json, -format=json, -format=sarif and -fix whenever the analysis ran\n")
	p("  1  failure: packages that do not load or compile, or an analysis error\n")
	p("  2  usage error: an unknown flag or a bad flag value\n")
	p("  3  findings (text output)\n")
	p("  Under go vet, go vet's own: 1 for findings or failure.\n\n")

	p("Suppress a finding with a comment that gives the reason: //lint:ignore CHECK reason on the\n")
	p("line above it, //lint:file-ignore CHECK reason, or //nolint:mcplint // reason.\n\n")
	p("Documentation: https://github.com/mcplint-go/mcplint\n")
}

// printCheckFlags lists the checks' own flags (-CHECK.FLAG), such as the
// opt-in categories, under a heading of their own; nothing when no check has
// one.
func printCheckFlags(w io.Writer, checks []*analysis.Analyzer) {
	heading := false
	for _, a := range checks {
		a.Flags.VisitAll(func(f *flag.Flag) {
			if !heading {
				fmt.Fprintf(w, "\nOptions of single checks (go vet forwards these too):\n\n")
				heading = true
			}
			_, usage := flag.UnquoteUsage(f)
			fmt.Fprintf(w, "  %-26s %s\n", "-"+a.Name+"."+f.Name, usage)
		})
	}
}
