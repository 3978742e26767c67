package analysisutil

import "testing"

func TestExtractDoc(t *testing.T) {
	const src = `// Package p does things.
//
// # Analyzer one
//
// one: reports the first thing
//
// More about it:
//
//	bad()
//
// # Analyzer two
//
// two: reports the second thing
package p
`
	if got, want := MustExtractDoc(src, "one"), "reports the first thing\n\nMore about it:\n\n\tbad()"; got != want {
		t.Errorf("one: got %q, want %q", got, want)
	}
	if got, want := MustExtractDoc(src, "two"), "reports the second thing"; got != want {
		t.Errorf("two: got %q, want %q", got, want)
	}
	for _, name := range []string{"three", "p"} {
		if _, err := extractDoc(src, name); err == nil {
			t.Errorf("%s: no error", name)
		}
	}
	if _, err := extractDoc("// # Analyzer x\n//\n// no summary line\npackage p\n", "x"); err == nil {
		t.Errorf("a section without 'x: summary': no error")
	}
}
