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
//
// Run "mcplint help" for the checks and flags, "mcplint help CHECK" for
// one check's documentation.
package main

import (
	"fmt"
	"os"
	"strings"

	"github.com/mcplint-go/mcplint"
	"golang.org/x/tools/go/analysis/multichecker"
)

func main() {
	// -format is ours: go vet never forwards it (it is not in -flags), so
	// it is taken out before the standard driver parses the rest.
	format, args, err := takeFormat(os.Args[1:])
	if err != nil {
		fmt.Fprintln(os.Stderr, "mcplint:", err)
		os.Exit(2)
	}
	switch format {
	case "sarif":
		// SARIF needs the diagnostics as data, which only the public
		// checker package gives; everything else stays with multichecker.
		os.Exit(runSARIF(os.Stdout, os.Stderr, args))
	case "json":
		args = append([]string{"-json"}, args...)
	}
	os.Args = withDefaultPatterns(append(os.Args[:1:1], args...))
	// multichecker.Main speaks go vet's protocol (-flags, -V=full, a
	// *.cfg argument) as well as running standalone, with the standard
	// -json, -fix, -diff, -c, -test and -NAME flags and exit codes
	// (0 clean, 1 failure, 3 findings).
	multichecker.Main(mcplint.Analyzers()...)
}

// takeFormat removes -format=F (or -format F) from the flags of args,
// the part before the first package pattern, and returns F ("text" when
// absent) and the remaining arguments.
func takeFormat(args []string) (string, []string, error) {
	format := "text"
	var rest []string
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "--" || !strings.HasPrefix(a, "-") {
			rest = append(rest, args[i:]...)
			break
		}
		name, value, hasValue := strings.Cut(strings.TrimLeft(a, "-"), "=")
		if name != "format" {
			rest = append(rest, a)
			if !hasValue && valueFlags[name] && i+1 < len(args) {
				i++
				rest = append(rest, args[i])
			}
			continue
		}
		if !hasValue {
			if i+1 == len(args) {
				return "", nil, fmt.Errorf("flag needs an argument: -format")
			}
			i++
			value = args[i]
		}
		switch value {
		case "text", "json", "sarif":
			format = value
		default:
			return "", nil, fmt.Errorf("-format=%s: want text, json or sarif", value)
		}
	}
	return format, rest, nil
}

// valueFlags are the flags that take a separate value ("-c 3"), so that
// the value is not mistaken for a package pattern.
var valueFlags = map[string]bool{
	"c": true, "debug": true, "cpuprofile": true, "memprofile": true, "trace": true,
	"mcp.spec": true, "mcp.prefix": true,
}

// withDefaultPatterns appends "./..." when the command line names no
// package, as the brief asks ("mcplint" alone checks the module).
func withDefaultPatterns(args []string) []string {
	if len(args) < 2 {
		return append(args, "./...")
	}
	rest := args[1:]
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
