package toolnames_test

import (
	"testing"

	"github.com/mcplint-go/mcplint/analyzer"
	"github.com/mcplint-go/mcplint/internal/testenv"
	"github.com/mcplint-go/mcplint/passes/toolnames"
	"golang.org/x/tools/go/analysis/analysistest"
)

func TestNewest(t *testing.T) {
	dir := testenv.Fixtures(t, "newest")
	analysistest.Run(t, dir, toolnames.Analyzer,
		"./toolnames/gosdk", "./toolnames/mcpgo", "./toolnames/metoro", "./toolnames/toolset", "./toolnames/wiring", "./toolnames/helpers/...", "./toolnames/loops", "./toolnames/lists/...", "./toolnames/registry", "./toolnames/handrolledlist", "./toolnames/storedclosure", "./toolnames/recvdef", "./toolnames/namemethod/...", "./toolnames/enumname/...", "./toolnames/fieldname")
}

// TestFixes checks the suggested fixes against .golden files.
func TestFixes(t *testing.T) {
	dir := testenv.Fixtures(t, "newest")
	analysistest.RunWithSuggestedFixes(t, dir, toolnames.Analyzer, "./toolnames/fixes", "./toolnames/helperfix")
}

// TestPortable turns on the portable rule with a 20-character prefix.
func TestPortable(t *testing.T) {
	testenv.SetFlags(t, "portable", "true", "prefix", "20")
	dir := testenv.Fixtures(t, "newest")
	analysistest.RunWithSuggestedFixes(t, dir, toolnames.Analyzer, "./toolnames/portable", "./toolnames/helperportable")
}

// TestSpec20250618 checks that the naming rule, absent from 2025-06-18,
// is not applied to servers that target it.
func TestSpec20250618(t *testing.T) {
	testenv.SetFlags(t, "spec", analyzer.Spec20250618)
	dir := testenv.Fixtures(t, "newest")
	analysistest.Run(t, dir, toolnames.Analyzer, "./toolnames/spec0618")
}

func TestOlder(t *testing.T) {
	dir := testenv.FixturesWith(t, "older", testenv.Shared["toolnames"]...)
	analysistest.Run(t, dir, toolnames.Analyzer, "./toolnames/older", "./toolnames/helpers/...", "./toolnames/loops", "./toolnames/lists/...")
	analysistest.RunWithSuggestedFixes(t, dir, toolnames.Analyzer, "./toolnames/fixes")
}
