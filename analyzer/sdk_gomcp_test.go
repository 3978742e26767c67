package analyzer_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/mcplint-go/mcplint/analyzer"
	"github.com/mcplint-go/mcplint/internal/testenv"
	"golang.org/x/tools/go/analysis/analysistest"
)

// quiet ignores the fixtures' "// want" comments, which are errlayer's.
type quiet struct{}

func (quiet) Errorf(string, ...any) {}

// models builds the model of fixture packages written for errlayer.
func models(t *testing.T, set string, pkgs ...string) map[string]*analyzer.Model {
	t.Helper()
	dir := testenv.Fixtures(t, set)
	out := map[string]*analyzer.Model{}
	for _, r := range analysistest.Run(quiet{}, dir, analyzer.Analyzer, pkgs...) {
		if r.Err != nil {
			t.Fatalf("%s: %v", r.Pass.Pkg.Path(), r.Err)
		}
		out[r.Pass.Pkg.Path()] = r.Result.(*analyzer.Model)
	}
	return out
}

// tools lists a model's registrations as "name sdk errors", in order.
func tools(m *analyzer.Model) []string {
	var out []string
	for _, r := range m.Registrations {
		name := "?"
		if r.Name.Known {
			name = r.Name.Value
		}
		shape := "-"
		if r.Handler != nil {
			shape = r.Handler.Shape.String()
		}
		out = append(out, fmt.Sprintf("%s %s %s %s", name, r.SDK, shape, r.Errors))
	}
	return out
}

// TestGoMCP: go-mcp (github.com/ThinkInAIXYZ/go-mcp) tools are known by
// name, handler and error semantics (-32603), in v0.2 (ctx, req) and v0.1
// (req) handler shapes; a per-tool middleware leaves errors unknown.
func TestGoMCP(t *testing.T) {
	for _, tc := range []struct {
		set  string
		want []string
	}{
		{"newest", []string{
			"weather go-mcp go-mcp json-rpc",
			"good go-mcp go-mcp json-rpc",
			"empty go-mcp go-mcp json-rpc",
			"hidden go-mcp go-mcp json-rpc",
			"limited go-mcp - unknown",
		}},
		{"older", []string{
			"read_file go-mcp go-mcp json-rpc",
			"good go-mcp go-mcp json-rpc",
		}},
	} {
		t.Run(tc.set, func(t *testing.T) {
			m := models(t, tc.set, "./errlayer/gomcp")["fixtures/errlayer/gomcp"]
			if m == nil || !m.Relevant {
				t.Fatal("no model for the go-mcp fixture")
			}
			if got := tools(m); !slices.Equal(got, tc.want) {
				t.Errorf("registrations:\n got %q\nwant %q", got, tc.want)
			}
			if v := m.Version(analyzer.GoMCP); v == "" {
				t.Errorf("go-mcp version not recorded: %+v", m.SDKs)
			}
		})
	}
}

// TestToolImpls: implementations of a tool interface the package declares
// are tools; their names come from Name(); what their errors become is
// the adapter's when every call of Execute is an SDK handler returning
// its error, unknown (the dispatcher's business) otherwise.
func TestToolImpls(t *testing.T) {
	ms := models(t, "newest", "./errlayer/handrolledrpc", "./errlayer/adapter", "./errlayer/gomcpadapter")
	for _, tc := range []struct {
		pkg  string
		want []string
	}{
		{"fixtures/errlayer/handrolledrpc", []string{"echo Tool unknown dispatcher", "fetch Tool unknown dispatcher"}},
		// Execute is called by a converting adapter and by a registry too.
		{"fixtures/errlayer/adapter", []string{"weather Tool unknown dispatcher"}},
		{"fixtures/errlayer/gomcpadapter", []string{"search Tool json-rpc adapter", "translate Tool json-rpc adapter"}},
	} {
		m := ms[tc.pkg]
		if m == nil {
			t.Fatalf("no model for %s", tc.pkg)
		}
		var got []string
		for _, ti := range m.ToolImpls {
			by := "adapter"
			if strings.Contains(ti.Why, "dispatcher") {
				by = "dispatcher"
			}
			got = append(got, fmt.Sprintf("%s %s %s %s", ti.Name.Value, ti.Iface.Name(), ti.Errors, by))
		}
		slices.Sort(got)
		if !slices.Equal(got, tc.want) {
			t.Errorf("%s tool implementations:\n got %q\nwant %q", tc.pkg, got, tc.want)
		}
	}
}
