package mcplint_test

import (
	"reflect"
	"testing"

	"github.com/mcplint-go/mcplint"
	"golang.org/x/tools/go/analysis"
)

// TestFactsEncodeDeterministically: gob writes a map in iteration order,
// so a fact that holds a map encodes differently from run to run, and the
// checker's sanity check (on in analysistest) panics on it at random. No
// fact type may hold a map, at any depth.
func TestFactsEncodeDeterministically(t *testing.T) {
	seen := map[*analysis.Analyzer]bool{}
	var visit func(a *analysis.Analyzer)
	visit = func(a *analysis.Analyzer) {
		if seen[a] {
			return
		}
		seen[a] = true
		for _, f := range a.FactTypes {
			if path, ok := mapIn(reflect.TypeOf(f), reflect.TypeOf(f).String(), map[reflect.Type]bool{}); ok {
				t.Errorf("%s: fact %T holds a map at %s: use a sorted slice", a.Name, f, path)
			}
		}
		for _, r := range a.Requires {
			visit(r)
		}
	}
	for _, a := range mcplint.Analyzers() {
		visit(a)
	}
	if len(seen) < 2 {
		t.Fatalf("visited %d analyzers: the walk found nothing to check", len(seen))
	}
}

// mapIn reports the path of the first map type reachable from t.
func mapIn(t reflect.Type, path string, visiting map[reflect.Type]bool) (string, bool) {
	if visiting[t] {
		return "", false
	}
	visiting[t] = true
	switch t.Kind() {
	case reflect.Map:
		return path, true
	case reflect.Pointer, reflect.Slice, reflect.Array:
		return mapIn(t.Elem(), path+"[]", visiting)
	case reflect.Struct:
		for i := range t.NumField() {
			f := t.Field(i)
			if !f.IsExported() {
				continue // gob skips unexported fields
			}
			if p, ok := mapIn(f.Type, path+"."+f.Name, visiting); ok {
				return p, true
			}
		}
	}
	return "", false
}
