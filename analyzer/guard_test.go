package analyzer

import (
	"go/ast"
	"go/token"
	"go/types"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"
)

func TestGuardTurnsPanicIntoError(t *testing.T) {
	fset := token.NewFileSet()
	f := &ast.File{Name: ast.NewIdent("p"), Package: token.NoPos}
	pass := &analysis.Pass{Fset: fset, Files: []*ast.File{f}, Pkg: types.NewPackage("example.com/p", "p")}
	run := Guard("errlayer", func(*analysis.Pass) (any, error) { panic("boom") })
	res, err := run(pass)
	if res != nil || err == nil {
		t.Fatalf("got (%v, %v), want (nil, error)", res, err)
	}
	for _, want := range []string{"check errlayer", "boom", "report it"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("error %q lacks %q", err, want)
		}
	}
}
