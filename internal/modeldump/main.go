// Command modeldump prints the MCP model that mcplint builds for the
// packages named on the command line: the tools, handlers and error
// semantics the checks see. It helps to review findings on real servers.
//
//	go run ./internal/modeldump -C /path/to/server ./...
//
// With -coverage it prints instead, summed over the root packages, the tool
// definitions found by syntax and those the model knows by name and error
// semantics (analyzer.CoverageOf), and the position of every definition the
// model does not know; -json prints the same as one JSON object, which
// internal/corpus reads:
//
//	go run ./internal/modeldump -coverage -json -C /path/to/server ./...
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"go/ast"
	"io"
	"log"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/mcplint-go/mcplint/analyzer"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"
)

func main() {
	log.SetFlags(0)
	log.SetPrefix("modeldump: ")
	dir := flag.String("C", ".", "directory to load the packages from")
	coverage := flag.Bool("coverage", false, "print the tool definitions found by syntax against those the model knows")
	asJSON := flag.Bool("json", false, "with -coverage: print one JSON object")
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
	if *coverage {
		base, err := filepath.Abs(*dir)
		if err != nil {
			log.Fatal(err)
		}
		r := measure(graph, base)
		if *asJSON {
			err = writeJSON(os.Stdout, r)
		} else {
			err = writeText(os.Stdout, r)
		}
		if err != nil {
			log.Fatal(err)
		}
		return
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

// Report is the coverage of a module's root packages: what -coverage -json
// prints.
type Report struct {
	Defined, Known int
	// Packages holds the root packages that define at least one tool.
	Packages []PackageCoverage
	// Unknown are the positions (file:line:col, relative to -C when
	// inside it) of the definitions the model does not know.
	Unknown []string
	// Errors are the root packages whose analysis failed: "pkg: error".
	Errors []string
}

// PackageCoverage is the coverage of one package.
type PackageCoverage struct {
	Path           string
	Defined, Known int
}

// measure sums analyzer.CoverageOf over the graph's root packages. A
// definition that its own package does not know counts as known when
// another root package registers it and knows it (KnownElsewhere).
func measure(graph *checker.Graph, base string) Report {
	var r Report
	type measured struct {
		p *packages.Package
		c analyzer.Coverage
	}
	var all []measured
	elsewhere := map[string]bool{}
	for act := range graph.All() {
		if !act.IsRoot {
			continue
		}
		if act.Err != nil {
			r.Errors = append(r.Errors, fmt.Sprintf("%s: %v", act.Package.PkgPath, act.Err))
			continue
		}
		m, ok := act.Result.(*analyzer.Model)
		if !ok {
			continue
		}
		p := act.Package
		c := analyzer.CoverageOf(m, p.Fset, p.Syntax, p.TypesInfo)
		for _, k := range c.KnownElsewhere {
			elsewhere[k] = true
		}
		all = append(all, measured{p, c})
	}
	// Elements of tool lists that a loop of another package registers:
	// defined where registered, each once.
	listed, listedKnown := map[string]bool{}, map[string]bool{}
	for _, x := range all {
		for _, k := range x.c.Listed {
			listed[k] = true
		}
		for _, k := range x.c.ListedKnown {
			listedKnown[k] = true
		}
	}
	for _, x := range all {
		for _, e := range x.c.Defined {
			delete(listed, analyzer.DefKeyOf(x.p.PkgPath, x.p.Fset, e)) // counted where defined
		}
	}
	for k := range listed {
		r.Defined++
		if listedKnown[k] {
			r.Known++
		} else {
			r.Unknown = append(r.Unknown, k)
		}
	}
	for _, x := range all {
		p, c := x.p, x.c
		if len(c.Defined) == 0 {
			continue
		}
		known := map[ast.Expr]bool{}
		for _, e := range c.Known {
			known[e] = true
		}
		n := 0
		for _, e := range c.Defined {
			if !known[e] && elsewhere[analyzer.DefKeyOf(p.PkgPath, p.Fset, e)] {
				known[e] = true
			}
			if known[e] {
				n++
			} else {
				r.Unknown = append(r.Unknown, relPosn(base, p.Fset.Position(e.Pos()).String()))
			}
		}
		r.Defined += len(c.Defined)
		r.Known += n
		r.Packages = append(r.Packages, PackageCoverage{p.PkgPath, len(c.Defined), n})
	}
	slices.SortFunc(r.Packages, func(a, b PackageCoverage) int { return strings.Compare(a.Path, b.Path) })
	slices.Sort(r.Errors)
	// Positions sort by file, then numerically by line and column.
	slices.SortFunc(r.Unknown, comparePosn)
	return r
}

// relPosn makes posn relative to base when it lies inside it.
func relPosn(base, posn string) string {
	if rel, err := filepath.Rel(base, posn); err == nil && !strings.HasPrefix(rel, "..") {
		return rel
	}
	return posn
}

// comparePosn orders "file:line:col" positions by file, line, column.
func comparePosn(a, b string) int {
	fa, la, ca := splitPosn(a)
	fb, lb, cb := splitPosn(b)
	if c := strings.Compare(fa, fb); c != 0 {
		return c
	}
	if la != lb {
		return la - lb
	}
	return ca - cb
}

func splitPosn(s string) (file string, line, col int) {
	parts := strings.Split(s, ":")
	if len(parts) < 3 {
		return s, 0, 0
	}
	n := len(parts)
	fmt.Sscan(parts[n-2], &line)
	fmt.Sscan(parts[n-1], &col)
	return strings.Join(parts[:n-2], ":"), line, col
}

func writeJSON(w io.Writer, r Report) error {
	data, err := json.MarshalIndent(r, "", "\t")
	if err != nil {
		return err
	}
	_, err = w.Write(append(data, '\n'))
	return err
}

func writeText(w io.Writer, r Report) error {
	var b strings.Builder
	for _, p := range r.Packages {
		fmt.Fprintf(&b, "%s: %d of %d tool definitions known\n", p.Path, p.Known, p.Defined)
	}
	fmt.Fprintf(&b, "total: %d of %d tool definitions known (%s)\n", r.Known, r.Defined, percent(r.Known, r.Defined))
	for _, u := range r.Unknown {
		fmt.Fprintf(&b, "unknown: %s\n", u)
	}
	for _, e := range r.Errors {
		fmt.Fprintf(&b, "error: %s\n", e)
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// percent formats known/defined as a whole percentage, or "-" when nothing
// is defined.
func percent(known, defined int) string {
	if defined == 0 {
		return "-"
	}
	return fmt.Sprintf("%d%%", known*100/defined)
}
