package analysisutil

import (
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"slices"
	"testing"
)

func TestForEachReturn(t *testing.T) {
	const src = `package p

func f(x int) int {
	if x > 0 {
		return 1
	}
	g := func() int { return 2 }
	switch {
	case x < 0:
		return g()
	}
	return 3
}

func asm() int
`
	fset := token.NewFileSet()
	file, err := parser.ParseFile(fset, "p.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	f := file.Decls[0].(*ast.FuncDecl)
	var lines []int
	ForEachReturn(f.Body, func(r *ast.ReturnStmt) { lines = append(lines, fset.Position(r.Pos()).Line) })
	if want := []int{5, 10, 12}; !slices.Equal(lines, want) {
		t.Errorf("returns of f at lines %v, want %v (the function literal's return at line 7 skipped)", lines, want)
	}
	asm := file.Decls[1].(*ast.FuncDecl)
	ForEachReturn(asm.Body, func(*ast.ReturnStmt) { t.Error("a function without a body has no returns") })
	ForEachReturn(nil, func(*ast.ReturnStmt) { t.Error("nil has no returns") })
}

func TestIsNamed(t *testing.T) {
	const src = `package p

import "net/http"

type T struct{}
type A = *http.Header

var (
	h  http.Header
	ph *http.Header
	a  A
	t  T
	pp **http.Header
	s  []http.Header
)
`
	fset := token.NewFileSet()
	file, err := parser.ParseFile(fset, "p.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	conf := types.Config{Importer: importer.Default()}
	pkg, err := conf.Check("example.com/p", fset, []*ast.File{file}, nil)
	if err != nil {
		t.Fatal(err)
	}
	typ := func(name string) types.Type { return pkg.Scope().Lookup(name).Type() }
	for _, c := range []struct {
		v         string
		pkg, name string
		want      bool
	}{
		{"h", "net/http", "Header", true},
		{"ph", "net/http", "Header", true},
		{"a", "net/http", "Header", true},
		{"t", "example.com/p", "T", true},
		{"t", "net/http", "T", false},
		{"h", "net/http", "Request", false},
		{"pp", "net/http", "Header", false},
		{"s", "net/http", "Header", false},
	} {
		if got := IsNamed(typ(c.v), c.pkg, c.name); got != c.want {
			t.Errorf("IsNamed(type of %s, %q, %q) = %v, want %v", c.v, c.pkg, c.name, got, c.want)
		}
	}
	if IsNamed(nil, "net/http", "Header") {
		t.Error("IsNamed(nil) = true")
	}
}
