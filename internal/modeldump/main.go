// Command modeldump prints the MCP model that mcplint builds for the
// packages named on the command line: the tools, handlers and error
// semantics the checks see. It helps to review findings on real servers.
//
//	go run ./internal/modeldump -C /path/to/server ./...
package main

import (
	"flag"
	"fmt"
	"log"
	"os"

	"github.com/mcplint-go/mcplint/analyzer"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"
)

func main() {
	dir := flag.String("C", ".", "directory to load the packages from")
	flag.Parse()
	cfg := &packages.Config{Mode: packages.LoadAllSyntax | packages.NeedModule, Dir: *dir, Tests: false}
	pkgs, err := packages.Load(cfg, flag.Args()...)
	if err != nil {
		log.Fatal(err)
	}
	graph, err := checker.Analyze([]*analysis.Analyzer{analyzer.Analyzer}, pkgs, nil)
	if err != nil {
		log.Fatal(err)
	}
	for act := range graph.All() {
		if !act.IsRoot {
			continue
		}
		if act.Err != nil {
			fmt.Fprintf(os.Stderr, "%s: %v\n", act.Package.PkgPath, act.Err)
			continue
		}
		if m, ok := act.Result.(*analyzer.Model); ok {
			analyzer.Dump(os.Stdout, act.Package.Fset, act.Package.PkgPath, m)
		}
	}
}
