// Command mcplint checks the source of MCP servers written in Go.
//
// Standalone:
//
//	mcplint [flags] [packages]    (packages default to ./...)
//
// As a go vet tool:
//
//	go vet -vettool=$(command -v mcplint) ./...
//
// Output formats: text (the default), -json or -format=json, and
// -format=sarif (SARIF 2.1.0 for code scanning; exit 0 like -json).
// Standalone, the text output is sorted by position and names the check
// of each finding ("file:line:col: CHECK: message", as golangci-lint and
// staticcheck print), since the name is what -CHECK=false, //lint:ignore
// CHECK and "mcplint help CHECK" take. Under go vet the tool prints one
// package at a time in go vet's own form, without the name, like the
// analyzers of go vet itself; -json is go/analysis's JSON, keyed by
// check, in both.
//
// Run "mcplint help" for the checks, flags and exit codes, "mcplint help
// CHECK" for one check's documentation, "mcplint -V" for the version.
package main

import (
	"fmt"
	"io"
	"os"
	"slices"
	"strings"

	"github.com/mcplint-go/mcplint"
	"golang.org/x/tools/go/analysis/multichecker"
)

func main() {
	tuneGC()
	if code, done := answerOwn(os.Stdout, os.Stderr, os.Args[1:]); done {
		os.Exit(code)
	}
	// -format and -load are ours: go vet never forwards them (they are
	// not in -flags), so they are taken out before the rest is parsed.
	format, args, err := takeFormat(os.Args[1:])
	var load string
	if err == nil {
		load, args, err = takeFlag(args, "load", "hybrid", "full")
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "mcplint:", err)
		os.Exit(2)
	}
	fullLoad := load == "full"
	if format == "sarif" {
		os.Exit(runSARIF(os.Stdout, os.Stderr, withDefaultPatterns(args), fullLoad))
	}
	if format == "json" {
		args = append([]string{"-json"}, args...)
	}
	args = withDefaultPatterns(args)
	if !needsStandardDriver(args) {
		os.Exit(runText(os.Stdout, os.Stderr, args, fullLoad))
	}
	if dirPatterns(args) && !inModule() {
		fmt.Fprintln(os.Stderr, noModuleMessage) // -fix, -diff outside a module
		os.Exit(1)
	}
	// multichecker.Main speaks go vet's protocol (-flags, -V=full, a
	// *.cfg argument) and applies fixes (-fix, -diff), with the standard
	// exit codes (0 clean, 1 failure, 3 findings). It loads every
	// dependency from source.
	os.Args = append(os.Args[:1:1], args...)
	multichecker.Main(mcplint.Analyzers()...)
}

// answerOwn answers the requests that mcplint handles itself before any
// driver runs: help (-h, -help, "help" alone), the version (-V, -V=full,
// which go vet runs too) and "help" with an unknown check. It returns
// done=false for everything else, "help CHECK" included, which the
// standard driver prints.
func answerOwn(stdout, stderr io.Writer, args []string) (code int, done bool) {
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "--" {
			return 0, false
		}
		if !strings.HasPrefix(a, "-") {
			if a != "help" {
				return 0, false
			}
			return answerHelp(stdout, stderr, args[i+1:])
		}
		name, value, hasValue := strings.Cut(strings.TrimLeft(a, "-"), "=")
		switch name {
		case "h", "help":
			printHelp(stdout)
			return 0, true
		case "V":
			if hasValue && value != "full" {
				fmt.Fprintf(stderr, "mcplint: -V=%s: want -V or -V=full\n", value)
				return 2, true
			}
			if err := printVersion(stdout, hasValue); err != nil {
				fmt.Fprintln(stderr, "mcplint:", err)
				return 1, true
			}
			return 0, true
		}
		if !hasValue && valueFlags[name] {
			i++
		}
	}
	return 0, false
}

// answerHelp answers "help" alone and "help NAME..." with a name that is
// not a check's; "help CHECK..." is left to the standard driver.
func answerHelp(stdout, stderr io.Writer, names []string) (int, bool) {
	if len(names) == 0 {
		printHelp(stdout)
		return 0, true
	}
	var known []string
	for _, a := range mcplint.Analyzers() {
		known = append(known, a.Name)
	}
	for _, n := range names {
		if !slices.Contains(known, n) {
			fmt.Fprintf(stderr, "mcplint: help %s: no such check (the checks: %s)\n", n, strings.Join(known[1:], ", "))
			return 2, true
		}
	}
	return 0, false
}

// needsStandardDriver reports whether args ask for something only the
// standard driver does: go vet's protocol, help, fixes, profiling.
func needsStandardDriver(args []string) bool {
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "--" {
			return false
		}
		if !strings.HasPrefix(a, "-") {
			return a == "help" || strings.HasSuffix(a, ".cfg")
		}
		name, _, hasValue := strings.Cut(strings.TrimLeft(a, "-"), "=")
		switch name {
		case "fix", "diff", "debug", "trace", "flags", "V", "h", "help":
			return true
		}
		if !hasValue && valueFlags[name] {
			i++
		}
	}
	return false
}

// dirPatterns reports whether args name packages by directory only
// ("./...", "../x"), which only a module or a workspace can resolve; not
// for go vet's *.cfg, -flags or help.
func dirPatterns(args []string) bool {
	n := 0
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "--" {
			continue
		}
		if strings.HasPrefix(a, "-") && n == 0 {
			name, _, hasValue := strings.Cut(strings.TrimLeft(a, "-"), "=")
			if name == "flags" {
				return false
			}
			if !hasValue && valueFlags[name] {
				i++
			}
			continue
		}
		if !strings.HasPrefix(a, ".") || strings.HasSuffix(a, ".cfg") {
			return false
		}
		n++
	}
	return n > 0
}

// takeFormat removes -format=F (or -format F) from the flags of args,
// the part before the first package pattern, and returns F ("text" when
// absent) and the remaining arguments.
func takeFormat(args []string) (string, []string, error) {
	return takeFlag(args, "format", "text", "json", "sarif")
}

// takeFlag removes -name=V (or -name V) from the flags of args, the part
// before the first package pattern, and returns V (values[0] when absent,
// an error when not one of values) and the remaining arguments.
func takeFlag(args []string, flagName string, values ...string) (string, []string, error) {
	value := values[0]
	var rest []string
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "--" || !strings.HasPrefix(a, "-") {
			rest = append(rest, args[i:]...)
			break
		}
		name, v, hasValue := strings.Cut(strings.TrimLeft(a, "-"), "=")
		if name != flagName {
			rest = append(rest, a)
			if !hasValue && valueFlags[name] && i+1 < len(args) {
				i++
				rest = append(rest, args[i])
			}
			continue
		}
		if !hasValue {
			if i+1 == len(args) {
				return "", nil, fmt.Errorf("flag needs an argument: -%s", flagName)
			}
			i++
			v = args[i]
		}
		if !slices.Contains(values, v) {
			return "", nil, fmt.Errorf("-%s=%s: want %s", flagName, v, strings.Join(values, " or "))
		}
		value = v
	}
	return value, rest, nil
}

// valueFlags are the flags that take a separate value ("-c 3"), so that
// the value is not mistaken for a package pattern.
var valueFlags = map[string]bool{
	"c": true, "debug": true, "cpuprofile": true, "memprofile": true, "trace": true,
	"mcp.spec": true, "mcp.prefix": true, "format": true, "load": true,
}

// withDefaultPatterns appends "./..." when the command line names no
// package, as go vet and staticcheck users expect ("mcplint" alone checks
// the module).
func withDefaultPatterns(args []string) []string {
	if len(args) == 0 {
		return []string{"./..."}
	}
	rest := args
	if rest[0] == "help" {
		return args
	}
	for i := 0; i < len(rest); i++ {
		a := rest[i]
		if a == "--" {
			if i+1 < len(rest) {
				return args
			}
			break
		}
		if !strings.HasPrefix(a, "-") {
			return args // a package pattern or a vet .cfg file
		}
		name := strings.TrimLeft(a, "-")
		if name == "flags" || strings.HasPrefix(name, "V") {
			return args // go vet's protocol queries
		}
		if !strings.Contains(name, "=") && valueFlags[name] {
			i++
		}
	}
	return append(args, "./...")
}
