package main

import (
	"strings"
	"testing"

	"golang.org/x/tools/go/packages"
)

// TestModuleErrorOfLoadedPackage: a module error (the proxy refused its
// .info) stops the run only when its package did not load; a package whose
// files the go command found compiles, as go build and go vet agree.
func TestModuleErrorOfLoadedPackage(t *testing.T) {
	modErr := &packages.ModuleError{Err: "example.com/m@v1.0.0: reading https://proxy.golang.org/example.com/m/@v/v1.0.0.info: 403 Forbidden"}
	loaded := &packages.Package{PkgPath: "example.com/m/a", CompiledGoFiles: []string{"/x/a.go"}, Module: &packages.Module{Path: "example.com/m", Error: modErr}}
	var b strings.Builder
	if n := printErrors(&b, []*packages.Package{loaded}); n != 0 {
		t.Errorf("loaded package with a module error: %d errors (%q), want 0", n, b.String())
	}
	missing := &packages.Package{PkgPath: "example.com/m/b", Module: &packages.Module{Path: "example.com/m", Error: modErr}}
	b.Reset()
	if n := printErrors(&b, []*packages.Package{missing}); n != 1 || !strings.Contains(b.String(), "403 Forbidden") {
		t.Errorf("package without files and a module error: %d errors (%q), want the module's", n, b.String())
	}
}
