package main

import (
	"go/token"
	"os"
	"path/filepath"
	"runtime/debug"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"
)

func TestSARIFVersionOf(t *testing.T) {
	for _, tc := range []struct {
		main     string
		settings []debug.BuildSetting
		want     string
	}{
		{"v0.3.1", nil, "0.3.1"},
		{"v0.0.0-20261202083000-ac40aa5d1e2f", nil, "0.0.0-20261202083000-ac40aa5d1e2f"},
		{"(devel)", []debug.BuildSetting{{Key: "vcs.revision", Value: "ac40aa5d1e2f0011"}}, "0.0.0-devel+ac40aa5d1e2f"},
		{"(devel)", []debug.BuildSetting{{Key: "vcs.revision", Value: "ac40aa5d1e2f0011"}, {Key: "vcs.modified", Value: "true"}}, "0.0.0-devel+ac40aa5d1e2f.dirty"},
		{"", nil, "0.0.0-devel"},
	} {
		bi := &debug.BuildInfo{Main: debug.Module{Version: tc.main}, Settings: tc.settings}
		if got := sarifVersionOf(bi); got != tc.want {
			t.Errorf("sarifVersionOf(%q, %v) = %q, want %q", tc.main, tc.settings, got, tc.want)
		}
	}
}

// TestFingerprint: a finding keeps its fingerprint when lines are added
// above it, and two identical findings in one file get different ones.
func TestFingerprint(t *testing.T) {
	dir := t.TempDir()
	a := &analysis.Analyzer{Name: "errlayer"}
	prints := func(src string) []string {
		file := filepath.Join(dir, "tools.go")
		if err := os.WriteFile(file, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
		fset := token.NewFileSet()
		f := fset.AddFile(file, -1, len(src))
		f.SetLinesForContent([]byte(src))
		b := newSARIFBuilder(nil, dir, dir)
		var out []string
		for i, line := range strings.Split(src, "\n") {
			if strings.Contains(line, "return nil, err") {
				pos := f.LineStart(i + 1)
				out = append(out, b.fingerprint(a, fset, analysis.Diagnostic{Pos: pos, Message: "tool \"x\" registered at tools.go:" + itoa(i+1)}))
			}
		}
		return out
	}
	before := prints("package p\n\treturn nil, err\n\treturn nil, err\n")
	after := prints("package p\n\n// a comment\n\treturn nil, err\n\treturn nil, err\n")
	if len(before) != 2 || before[0] == before[1] {
		t.Fatalf("fingerprints %v: want two different ones", before)
	}
	if strings.Join(before, ",") != strings.Join(after, ",") {
		t.Errorf("fingerprints moved with the lines: %v, then %v", before, after)
	}
}
