// Command echo is mcplint with stand-in checks: each of the four check
// names reports every tool registration, through analyzer.Report like the
// real passes. Tests of the suppression directives use it so that they
// know exactly what each check would report.
package main

import (
	"fmt"

	"github.com/mcplint-go/mcplint/analyzer"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/multichecker"
)

func main() {
	all := []*analysis.Analyzer{analyzer.Analyzer}
	for _, name := range analyzer.Checks {
		all = append(all, echo(name))
	}
	multichecker.Main(all...)
}

func echo(check string) *analysis.Analyzer {
	return &analysis.Analyzer{
		Name:     check,
		Doc:      check + ": reports every tool registration (a test stand-in)",
		Requires: []*analysis.Analyzer{analyzer.Analyzer},
		Run: func(pass *analysis.Pass) (any, error) {
			m := pass.ResultOf[analyzer.Analyzer].(*analyzer.Model)
			for _, r := range m.Registrations {
				analyzer.Report(pass, check, analysis.Diagnostic{
					Pos: r.Call.Pos(), End: r.Call.End(),
					Message: fmt.Sprintf("tool %q", r.Name.Value),
				})
			}
			return nil, nil
		},
	}
}
