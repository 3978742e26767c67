package schemadrift_test

import (
	"testing"

	"github.com/mcplint-go/mcplint/analyzer"
	"github.com/mcplint-go/mcplint/internal/testenv"
	"github.com/mcplint-go/mcplint/passes/schemadrift"
	"golang.org/x/tools/go/analysis/analysistest"
)

func TestNewest(t *testing.T) {
	dir := testenv.Fixtures(t, "newest")
	analysistest.Run(t, dir, schemadrift.Analyzer, "./schemadrift/gosdk", "./schemadrift/mcpgo", "./schemadrift/traps", "./schemadrift/nilout", "./schemadrift/zeroout", "./schemadrift/nonobject", "./schemadrift/typedhelper/...", "./schemadrift/errorzero", "./schemadrift/objectout", "./schemadrift/mcpgononobject")
}

// TestSpec20250618 checks the object-root rule of the 2025 specs.
func TestSpec20250618(t *testing.T) {
	testenv.SetFlags(t, "spec", analyzer.Spec20250618)
	dir := testenv.Fixtures(t, "newest")
	analysistest.Run(t, dir, schemadrift.Analyzer, "./schemadrift/spec0618")
}

func TestOlder(t *testing.T) {
	dir := testenv.FixturesWith(t, "older", testenv.Shared["schemadrift"]...)
	analysistest.Run(t, dir, schemadrift.Analyzer, "./schemadrift/...")
}

// TestFixes checks the suggested fixes against .golden files.
func TestFixes(t *testing.T) {
	dir := testenv.Fixtures(t, "newest")
	analysistest.RunWithSuggestedFixes(t, dir, schemadrift.Analyzer, "./schemadrift/fixes")
}

// TestStrict turns on the opt-in rules.
func TestStrict(t *testing.T) {
	testenv.SetFlags(t, "strict", "true")
	dir := testenv.Fixtures(t, "newest")
	analysistest.Run(t, dir, schemadrift.Analyzer, "./schemadrift/strict")
}

// TestJSONSchema03 runs on go-sdk v1.1.0 with google/jsonschema-go v0.3.0,
// whose inferred schemas refuse a nil slice.
func TestJSONSchema03(t *testing.T) {
	dir := testenv.Fixtures(t, "gosdk11")
	analysistest.RunWithSuggestedFixes(t, dir, schemadrift.Analyzer, "./schemadrift/...")
}

// TestMCPGo05 runs on mcp-go v0.5.0: handlers take the argument map
// itself, and NewTool's third argument is the schema's properties.
func TestMCPGo05(t *testing.T) {
	analysistest.Run(t, testenv.Fixtures(t, "mcpgo05"), schemadrift.Analyzer, "./schemadrift/...")
}
