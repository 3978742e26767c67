package schemadrift_test

import (
	"testing"

	"github.com/mcplint-go/mcplint/analyzer"
	"github.com/mcplint-go/mcplint/internal/testenv"
	"github.com/mcplint-go/mcplint/passes/schemadrift"
	"golang.org/x/tools/go/analysis/analysistest"
)

// setFlags sets analyzer flags for one test and restores them after.
func setFlags(t *testing.T, kv ...string) {
	t.Helper()
	fs := &analyzer.Analyzer.Flags
	for i := 0; i < len(kv); i += 2 {
		old := fs.Lookup(kv[i]).Value.String()
		if err := fs.Set(kv[i], kv[i+1]); err != nil {
			t.Fatal(err)
		}
		name := kv[i]
		t.Cleanup(func() { fs.Set(name, old) })
	}
}

func TestNewest(t *testing.T) {
	dir := testenv.Fixtures(t, "newest")
	analysistest.Run(t, dir, schemadrift.Analyzer, "./schemadrift/gosdk", "./schemadrift/mcpgo", "./schemadrift/traps")
}

// TestSpec20250618 checks the object-root rule of the 2025 specs.
func TestSpec20250618(t *testing.T) {
	setFlags(t, "spec", analyzer.Spec20250618)
	dir := testenv.Fixtures(t, "newest")
	analysistest.Run(t, dir, schemadrift.Analyzer, "./schemadrift/spec0618")
}

func TestOlder(t *testing.T) {
	dir := testenv.Fixtures(t, "older")
	analysistest.Run(t, dir, schemadrift.Analyzer, "./schemadrift/...")
}

// TestFixes checks the suggested fixes against .golden files.
func TestFixes(t *testing.T) {
	dir := testenv.Fixtures(t, "newest")
	analysistest.RunWithSuggestedFixes(t, dir, schemadrift.Analyzer, "./schemadrift/fixes")
}

// TestStrict turns on the opt-in rules.
func TestStrict(t *testing.T) {
	setFlags(t, "strict", "true")
	dir := testenv.Fixtures(t, "newest")
	analysistest.Run(t, dir, schemadrift.Analyzer, "./schemadrift/strict")
}
