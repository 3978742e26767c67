package analyzer

import (
	"go/ast"
	"go/constant"
	"go/parser"
	"go/token"
	"go/types"
	"testing"

	"golang.org/x/tools/go/analysis"
)

// FuzzFoldName folds arbitrary expressions used as tool names and checks
// that folding never panics or hangs, and that whatever it folds agrees
// with the constant the type checker computes when there is one.
//
//	go test ./analyzer -run XXX -fuzz FuzzFoldName -fuzztime 5m
func FuzzFoldName(f *testing.F) {
	for _, seed := range []string{
		`"get_me"`, `prefix + "_list"`, `prefix + name`, `name`, `"a" + "b" + prefix`,
		`(prefix)`, `x[0]`, `f()`, `1 + 2`, `"é" + "\x00"`, `name + name + name`,
	} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, expr string) {
		src := "package p\nconst prefix = \"admin\"\nvar name = prefix + \".tools\"\nvar x = []string{\"a\"}\nfunc f() string { return name }\nvar v = " + expr + "\n"
		fset := token.NewFileSet()
		file, err := parser.ParseFile(fset, "p.go", src, 0)
		if err != nil {
			return
		}
		info := &types.Info{
			Types: map[ast.Expr]types.TypeAndValue{}, Defs: map[*ast.Ident]types.Object{},
			Uses: map[*ast.Ident]types.Object{}, Selections: map[*ast.SelectorExpr]*types.Selection{},
			Instances: map[*ast.Ident]types.Instance{},
		}
		pkg, err := (&types.Config{Error: func(error) {}}).Check("p", fset, []*ast.File{file}, info)
		if err != nil {
			return
		}
		pass := &analysis.Pass{Fset: fset, Files: []*ast.File{file}, Pkg: pkg, TypesInfo: info}
		b := newBuilder(pass, &Model{handlerOf: map[ast.Node]*Handler{}})
		var value ast.Expr
		for _, d := range file.Decls {
			if g, ok := d.(*ast.GenDecl); ok {
				for _, s := range g.Specs {
					if vs, ok := s.(*ast.ValueSpec); ok && vs.Names[0].Name == "v" && len(vs.Values) == 1 {
						value = vs.Values[0]
					}
				}
			}
		}
		if value == nil {
			return
		}
		got, ok := b.foldString(value)
		n := b.name(value)
		if n.Known != ok || n.Value != got {
			t.Fatalf("name() and foldString disagree on %q", expr)
		}
		if tv := info.Types[value]; tv.Value != nil && tv.Value.Kind() == constant.String {
			if !ok || got != constant.StringVal(tv.Value) {
				t.Fatalf("fold(%q) = %q, %v; the type checker says %s", expr, got, ok, tv.Value)
			}
		}
	})
}
