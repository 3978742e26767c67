package inputdrift_test

import (
	"path/filepath"
	"slices"
	"strconv"
	"strings"
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

// TestUnread runs the declared-unread category, on by default.
func TestUnread(t *testing.T) {
	dir := testenv.Fixtures(t, "newest")
	analysistest.Run(t, dir, inputdrift.Analyzer, "./inputdriftunread")
}

// TestUnreadOff checks -inputdrift.unread=false turns the category off:
// the fixture's findings are not reported.
func TestUnreadOff(t *testing.T) {
	dir := testenv.Fixtures(t, "newest")
	if err := inputdrift.Analyzer.Flags.Set("unread", "false"); err != nil {
		t.Fatal(err)
	}
	defer inputdrift.Analyzer.Flags.Set("unread", "true")
	for _, r := range analysistest.Run(&discard{T: t}, dir, inputdrift.Analyzer, "./inputdriftunread", "./inputdrift/gosdk") {
		for _, d := range r.Diagnostics {
			if d.Category == "declared-unread" {
				t.Errorf("with -inputdrift.unread=false: %s", d.Message)
			}
		}
	}
}

// discard is a testing.T that ignores analysistest's complaints about
// unmatched // want comments, which are expected without the flag.
type discard struct{ *testing.T }

func (d *discard) Errorf(string, ...any) {}

// TestGoSDKv01 runs on go-sdk v0.1.0 (NewServerTool, a map In infers a
// schema with no properties).
func TestGoSDKv01(t *testing.T) {
	analysistest.Run(t, testenv.Fixtures(t, "gosdk01"), inputdrift.Analyzer, "./inputdrift/...")
}

// TestMCPGo05 runs on mcp-go v0.5.0: handlers take the argument map
// itself, and NewTool's third argument is the schema's properties.
func TestMCPGo05(t *testing.T) {
	analysistest.Run(t, testenv.Fixtures(t, "mcpgo05"), inputdrift.Analyzer, "./inputdrift/...")
}

// TestMCPGo15 runs on mcp-go v0.15.0, which has no WithStringItems: an
// enum on an array argument gets no mechanical fix there.
func TestMCPGo15(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, testenv.Fixtures(t, "mcpgo15"), inputdrift.Analyzer, "./inputdrift/...")
}

// TestSchemaKeyRelated: a property of a schema written as a raw string
// literal is pointed at on its own line.
func TestSchemaKeyRelated(t *testing.T) {
	dir := testenv.Fixtures(t, "newest")
	var got []string
	for _, r := range analysistest.Run(t, dir, inputdrift.Analyzer, "./inputdrift/gosdk") {
		for _, d := range r.Diagnostics {
			if !strings.Contains(d.Message, `"list_pages"`) {
				continue
			}
			for _, rel := range d.Related {
				p := r.Pass.Fset.Position(rel.Pos)
				got = append(got, filepath.Base(p.Filename)+":"+strconv.Itoa(p.Line)+":"+strconv.Itoa(p.Column))
			}
		}
	}
	if want := []string{"assigned.go:41:4"}; !slices.Equal(got, want) {
		t.Errorf("related positions = %v, want %v", got, want)
	}
}
