package mcplint_test

import (
	"go/token"
	"go/types"
	"strings"
	"testing"

	"github.com/mcplint-go/mcplint"
	"golang.org/x/tools/go/analysis"
)

// TestEveryCheckIsGuarded: a panic inside any check becomes an error that
// names the check, never a crash of the whole run. The pass given here
// lacks the model and the fact functions, so every run panics at once.
func TestEveryCheckIsGuarded(t *testing.T) {
	for _, a := range mcplint.Analyzers() {
		t.Run(a.Name, func(t *testing.T) {
			pkg := types.NewPackage("example.com/p", "p")
			pkg.SetImports([]*types.Package{types.NewPackage("github.com/mark3labs/mcp-go/server", "server")})
			pass := &analysis.Pass{
				Analyzer: a,
				Fset:     token.NewFileSet(),
				Pkg:      pkg,
				ResultOf: map[*analysis.Analyzer]any{},
			}
			defer func() {
				if r := recover(); r != nil {
					t.Fatalf("%s panicked: its Run is not wrapped in analyzer.Guard: %v", a.Name, r)
				}
			}()
			_, err := a.Run(pass)
			if err == nil || !strings.Contains(err.Error(), "internal error in check "+a.Name) {
				t.Errorf("%s: got error %v, want an internal error naming the check", a.Name, err)
			}
		})
	}
}
