package inputdrift_test

import (
	"testing"

	"github.com/mcplint-go/mcplint/internal/testenv"
	"github.com/mcplint-go/mcplint/passes/inputdrift"
	"golang.org/x/tools/go/analysis/analysistest"
)

func TestNewest(t *testing.T) {
	dir := testenv.Fixtures(t, "newest")
	analysistest.Run(t, dir, inputdrift.Analyzer, "./inputdrift/...")
}

// TestOlder runs the mcp-go and go-sdk fixtures on mcp-go v0.43.2 and
// go-sdk v1.4.1 (the accessors and the inference rules are the same).
func TestOlder(t *testing.T) {
	dir := testenv.FixturesWith(t, "older", testenv.Shared["inputdrift"]...)
	analysistest.Run(t, dir, inputdrift.Analyzer, "./inputdrift/...")
}

func TestFixes(t *testing.T) {
	dir := testenv.Fixtures(t, "newest")
	analysistest.RunWithSuggestedFixes(t, dir, inputdrift.Analyzer, "./inputdrift/...")
}
