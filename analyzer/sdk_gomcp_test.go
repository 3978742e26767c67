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

// models builds the model of fixture packages written for errlayer, and
// their coverage as "known/defined".
func models(t *testing.T, set string, pkgs ...string) (map[string]*analyzer.Model, map[string]string) {
	t.Helper()
	dir := testenv.Fixtures(t, set)
	out, cov := map[string]*analyzer.Model{}, map[string]string{}
	for _, r := range analysistest.Run(quiet{}, dir, analyzer.Analyzer, pkgs...) {
		if r.Err != nil {
			t.Fatalf("%s: %v", r.Pass.Pkg.Path(), r.Err)
		}
		m := r.Result.(*analyzer.Model)
		out[r.Pass.Pkg.Path()] = m
		c := analyzer.CoverageOf(m, r.Pass.Fset, r.Pass.Files, r.Pass.TypesInfo)
		cov[r.Pass.Pkg.Path()] = fmt.Sprintf("%d/%d", len(c.Known), len(c.Defined))
	}
	return out, cov
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
		set      string
		want     []string
		coverage string
	}{
		{"newest", []string{
			"weather go-mcp go-mcp json-rpc",
			"good go-mcp go-mcp json-rpc",
			"empty go-mcp go-mcp json-rpc",
			"hidden go-mcp go-mcp json-rpc",
			"limited go-mcp - unknown",
		}, "4/5"},
		{"older", []string{
			"read_file go-mcp go-mcp json-rpc",
			"good go-mcp go-mcp json-rpc",
		}, "2/2"},
	} {
		t.Run(tc.set, func(t *testing.T) {
			ms, cov := models(t, tc.set, "./errlayer/gomcp")
			m := ms["fixtures/errlayer/gomcp"]
			if m == nil || !m.Relevant {
				t.Fatal("no model for the go-mcp fixture")
			}
			if got := tools(m); !slices.Equal(got, tc.want) {
				t.Errorf("registrations:\n got %q\nwant %q", got, tc.want)
			}
			if got := cov["fixtures/errlayer/gomcp"]; got != tc.coverage {
				t.Errorf("coverage %s, want %s", got, tc.coverage)
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
	ms, cov := models(t, "newest", "./errlayer/handrolledrpc", "./errlayer/adapter", "./errlayer/gomcpadapter", "./errlayer/handrolledtools")
	for _, tc := range []struct {
		pkg      string
		want     []string
		coverage string
	}{
		// Execute's error is answered differently by the dispatchers.
		{"fixtures/errlayer/handrolledrpc", []string{"echo Tool unknown dispatcher", "fetch Tool unknown dispatcher"}, "0/2"},
		// One dispatcher answers it with -32603.
		{"fixtures/errlayer/handrolledtools", []string{"read_file Tool json-rpc dispatcher", "upper Tool json-rpc dispatcher"}, "2/2"},
		// Execute is called by a converting adapter and by a registry
		// too. Of the seven SDK definitions only "wrapped" has a constant
		// name; the adapters' loops name theirs at run time, so coverage
		// counts no definition for them (the implementations are the tools).
		{"fixtures/errlayer/adapter", []string{"weather Tool unknown dispatcher"}, "1/2"},
		{"fixtures/errlayer/gomcpadapter", []string{"search Tool json-rpc adapter", "translate Tool json-rpc adapter"}, "2/2"},
	} {
		if got := cov[tc.pkg]; got != tc.coverage {
			t.Errorf("%s: coverage %s, want %s", tc.pkg, got, tc.coverage)
		}
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
