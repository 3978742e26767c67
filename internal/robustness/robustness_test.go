// Package robustness proves that mcplint's checks neither crash nor hang
// on code that is unusual for a linter: packages with type errors, cgo,
// heavy generics, generated code, schema literals that are not JSON and
// recursive types. Each gets a correct finding, a clear error or silence.
package robustness

import (
	"strings"
	"testing"

	"github.com/mcplint-go/mcplint"
	"github.com/mcplint-go/mcplint/analyzer"
	"github.com/mcplint-go/mcplint/internal/testenv"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"
)

// all runs every check of mcplint.Analyzers() in one pass, so that one
// analysistest run checks the `// want` comments of all of them. Each
// message is prefixed with the name of the check that reported it
// ("toolnames: tool name ..."). The model runs once, as under the real
// driver; every check keeps its own Guard.
var all = func() *analysis.Analyzer {
	a := &analysis.Analyzer{
		Name:     "all",
		Doc:      "all mcplint checks",
		Requires: []*analysis.Analyzer{analyzer.Analyzer},
	}
	checks := mcplint.Analyzers()[1:]
	for _, c := range checks {
		a.FactTypes = append(a.FactTypes, c.FactTypes...)
	}
	a.Run = func(pass *analysis.Pass) (any, error) {
		var errs []string
		for _, c := range checks {
			p := *pass
			p.Analyzer = c
			name := c.Name
			p.Report = func(d analysis.Diagnostic) {
				d.Message = name + ": " + d.Message
				pass.Report(d)
			}
			if _, err := c.Run(&p); err != nil {
				errs = append(errs, name+": "+err.Error())
			}
		}
		if errs != nil {
			return nil, &checkErrors{errs}
		}
		return nil, nil
	}
	return a
}()

type checkErrors struct{ errs []string }

func (e *checkErrors) Error() string { return strings.Join(e.errs, "\n") }

// TestFixtures runs all checks on the fixtures that type-check.
func TestFixtures(t *testing.T) {
	dir := testenv.Fixtures(t, "newest")
	for _, pkg := range []string{"generics", "generated", "recursive", "schemas", "registry", "passon"} {
		t.Run(pkg, func(t *testing.T) {
			analysistest.Run(t, dir, all, "./robust/"+pkg)
		})
	}
}

// TestCgo runs all checks on a package that imports "C": the checks see
// cmd/cgo's rewrite, and their findings must point into the .go file.
func TestCgo(t *testing.T) {
	needCgo(t)
	dir := testenv.Fixtures(t, "newest")
	analysistest.Run(t, dir, all, "./robust/cgo")
}
