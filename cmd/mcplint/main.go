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
// Run "mcplint help" for the checks and flags, "mcplint help CHECK" for
// one check's documentation.
package main

import (
	"os"
	"strings"

	"github.com/mcplint-go/mcplint"
	"golang.org/x/tools/go/analysis/multichecker"
)

func main() {
	os.Args = withDefaultPatterns(os.Args)
	// multichecker.Main speaks go vet's protocol (-flags, -V=full, a
	// *.cfg argument) as well as running standalone, with the standard
	// -json, -fix, -diff, -c, -test and -NAME flags and exit codes
	// (0 clean, 1 failure, 3 findings).
	multichecker.Main(mcplint.Analyzers()...)
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
