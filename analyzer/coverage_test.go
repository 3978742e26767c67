package analyzer_test

import (
	"go/ast"
	"go/types"
	"slices"
	"testing"

	"github.com/mcplint-go/mcplint/analyzer"
	"github.com/mcplint-go/mcplint/internal/testenv"
	"golang.org/x/tools/go/analysis/analysistest"
)

// TestCoverageElsewhere: a definition that package toolset returns from
// a factory is known where package wiring registers it with a handler
// whose errors the model knows; the definitions toolset registers itself
// with a nil handler stay unknown.
func TestCoverageElsewhere(t *testing.T) {
	dir := testenv.Fixtures(t, "newest")
	var elsewhere []string
	defined := map[string]string{} // DefKey → first line of the definition
	for _, r := range analysistest.Run(quiet{}, dir, analyzer.Analyzer, "./model/toolset", "./model/wiring") {
		if r.Err != nil {
			t.Fatalf("%s: %v", r.Pass.Pkg.Path(), r.Err)
		}
		c := analyzer.CoverageOf(r.Result.(*analyzer.Model), r.Pass.Fset, r.Pass.Files, r.Pass.TypesInfo)
		elsewhere = append(elsewhere, c.KnownElsewhere...)
		if r.Pass.Pkg.Path() != "fixtures/model/toolset" {
			continue
		}
		if len(c.Known) != 0 {
			t.Errorf("toolset knows %d of its own definitions, want 0", len(c.Known))
		}
		for _, def := range c.Defined {
			defined[analyzer.DefKeyOf(r.Pass.Pkg.Path(), r.Pass.Fset, def)] = types.ExprString(def)
		}
	}
	var known []string
	for key, src := range defined {
		if slices.Contains(elsewhere, key) {
			known = append(known, src)
		}
	}
	slices.Sort(known)
	if want := []string{"mcp.NewTool(\"toolset_built\", opts...)", "mcp.NewTool(\"toolset_index\")", "mcp.NewTool(Name)"}; !slices.Equal(known, want) {
		t.Errorf("toolset definitions known elsewhere = %q, want %q (of %d defined; elsewhere %q)", known, want, len(defined), elsewhere)
	}
}

// TestCoverageHelperCalls: each call of a helper that takes a tool's name
// and handler defines the tool it names (known when its errors are), and
// the helper's own literal, named by its parameter, is no definition.
func TestCoverageHelperCalls(t *testing.T) {
	defined, known := syntaxCoverage(t, "./errlayer/gosdkhelper")
	want := []string{
		`addTool(s, "list_rules", "lists the rules", listRules)`,
		`addTool(s, "delete_rule", "deletes a rule", deleteRule)`,
		`addTool(s, "reload_rules", "reloads the rules", reloadRules)`,
		`register(s, "get_rule", getRule)`,
		`registerSafe(s, "count_rules", countRules)`,
	}
	slices.Sort(want)
	// count_rules' errors go through registerSafe's closure, which
	// the model does not read as an adapter: defined, not known.
	if !slices.Equal(defined, want) || len(known) < len(want)-1 {
		t.Errorf("defined %q (known %d), want %q, known all but count_rules", defined, len(known), want)
	}
}

// syntaxCoverage runs the analyzer on pattern and returns the tool
// definitions its packages spell (Coverage.Defined) and those the model
// knows, as expressions, sorted.
func syntaxCoverage(t *testing.T, pattern string) (defined, known []string) {
	t.Helper()
	dir := testenv.Fixtures(t, "newest")
	for _, r := range analysistest.Run(quiet{}, dir, analyzer.Analyzer, pattern) {
		if r.Err != nil {
			t.Fatalf("%s: %v", r.Pass.Pkg.Path(), r.Err)
		}
		c := analyzer.CoverageOf(r.Result.(*analyzer.Model), r.Pass.Fset, r.Pass.Files, r.Pass.TypesInfo)
		for _, d := range c.Defined {
			defined = append(defined, types.ExprString(d))
		}
		for _, d := range c.Known {
			known = append(known, types.ExprString(d))
		}
	}
	slices.Sort(defined)
	slices.Sort(known)
	return defined, known
}

// TestCoverageConstructors: a call of a project tool constructor defines
// the tool it names (layer.MustTool, the shim's NewTool), known when the
// constructor's adapter or the registration helper decides its errors;
// the one whose helper reaches the SDK in two ways stays unknown; a
// constructor that reads the name from a field of its spec parameter
// names the tool of each spec passed (package spec); a factory that
// returns a constructor's call is paired where it is called (docfactory).
func TestCoverageConstructors(t *testing.T) {
	defined, known := definedCoverage(t, "newest", "./errlayer/ctors/...")
	wantDefined := []string{
		`companyDocumentTool("get_bylaws", "/document/bylaws")`,
		`companyDocumentTool("get_extract", "/document/extract")`,
		`layer.MustTool("get_team", "gets a team", getTeam)`,
		`layer.ReflectTool("seek_team", seekTeam)`,
		`layer.StrictTool("find_team", findTeam)`,
		`mcp.NewTool("signoz_get_safe_view", mcp.WithDescription("gets a view"))`,
		`mcp.NewTool("signoz_get_view", mcp.WithDescription("gets a view"))`,
		"serverToolFromSpec(cancelReportSpec, (func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) literal))",
		"serverToolFromSpec(getReportSpec, (func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) literal))",
		`toolMeta("delete_page", "Delete a page.", false)`,
		`toolMeta("get_page", "Get a page.", true)`,
	}
	wantKnown := []string{wantDefined[0], wantDefined[1], wantDefined[2], wantDefined[3], wantDefined[4], wantDefined[6], wantDefined[7], wantDefined[8], wantDefined[9], wantDefined[10]}
	slices.Sort(wantKnown)
	if !slices.Equal(defined, wantDefined) || !slices.Equal(known, wantKnown) {
		t.Errorf("defined %q\nknown %q\nwant defined %q\nknown %q", defined, known, wantDefined, wantKnown)
	}
}

// TestCoverageImportedImpls: the implementations of a tool interface
// declared in a package without an SDK are known where the adapter that
// runs the interface's entry point is (package adapter): check_dns and
// run_probe, not Config (no Run) nor Task (its Job runs from a command
// line only).
func TestCoverageImportedImpls(t *testing.T) {
	listed, known := listedCoverage(t, "./model/impls/...")
	want := []string{"fixtures/model/impls/tools tools.go:12:6", "fixtures/model/impls/tools tools.go:21:6"}
	if !slices.Equal(listed, want) || !slices.Equal(known, want) {
		t.Errorf("listed %q, known %q; want both %q", listed, known, want)
	}
}

// TestCoverageStructTools: literals of a project tool struct type in
// package core are known where the adapter that converts the type to a
// go-sdk tool is (package adapter), named by the field path the adapter
// reads (Tool.Name); core's Hook literals, of a type no adapter reads,
// are not tools.
func TestCoverageStructTools(t *testing.T) {
	listed, known := listedCoverage(t, "./model/structs/...")
	want := []string{"fixtures/model/structs/core core.go:11:3", "fixtures/model/structs/core core.go:12:3"}
	if !slices.Equal(listed, want) || !slices.Equal(known, want) {
		t.Errorf("listed %q, known %q; want both %q", listed, known, want)
	}
}

// listedCoverage runs the analyzer on pattern and returns the tools its
// packages know from other packages' facts (Coverage.Listed), all and
// known, sorted.
func listedCoverage(t *testing.T, pattern string) (listed, known []string) {
	t.Helper()
	dir := testenv.Fixtures(t, "newest")
	for _, r := range analysistest.Run(quiet{}, dir, analyzer.Analyzer, pattern) {
		if r.Err != nil {
			t.Fatalf("%s: %v", r.Pass.Pkg.Path(), r.Err)
		}
		c := analyzer.CoverageOf(r.Result.(*analyzer.Model), r.Pass.Fset, r.Pass.Files, r.Pass.TypesInfo)
		listed = append(listed, c.Listed...)
		known = append(known, c.ListedKnown...)
	}
	slices.Sort(listed)
	slices.Sort(known)
	return listed, known
}

// TestCoverageTables: an element of an mcp-golang tool table of the
// project's own struct type is the tool's definition, known when the
// model names it and its handler (digitalocean-mcp-server's 58 tools).
func TestCoverageTables(t *testing.T) {
	dir := testenv.Fixtures(t, "newest")
	var defined, known int
	for _, r := range analysistest.Run(quiet{}, dir, analyzer.Analyzer, "./inputdrift/metorotable/tools") {
		if r.Err != nil {
			t.Fatalf("%s: %v", r.Pass.Pkg.Path(), r.Err)
		}
		if r.Pass.Pkg.Path() != "fixtures/inputdrift/metorotable/tools" {
			continue
		}
		c := analyzer.CoverageOf(r.Result.(*analyzer.Model), r.Pass.Fset, r.Pass.Files, r.Pass.TypesInfo)
		defined, known = len(c.Defined), len(c.Known)
	}
	if defined != 2 || known != 2 {
		t.Errorf("table elements: %d defined, %d known; want 2 and 2 (fork, get_issue)", defined, known)
	}
}

// TestCoverageNewServerTool: go-sdk v0.1.0's mcp.NewServerTool(name,
// description, handler) is a tool's definition, known when its
// registration is.
func TestCoverageNewServerTool(t *testing.T) {
	defined, known := definedCoverage(t, "gosdk01", "./errlayer/servertool")
	want := []string{`mcp.NewServerTool("promote", "Promote a release.", promote)`, `mcp.NewServerTool("rollback", "Roll a release back.", rollback)`, `mcp.NewServerTool("status", "Status of a release.", status)`}
	if !slices.Equal(defined, want) || !slices.Equal(known, want) {
		t.Errorf("defined %q, known %q; want both %q", defined, known, want)
	}
}

// TestCoverageHandRolledCases: the elements of a hand-rolled server's
// tools/list answer are its tools' definitions (two calls below the
// dispatcher, appended ones too), known when a case of a switch that the
// tools/call branch reaches runs them.
func TestCoverageHandRolledCases(t *testing.T) {
	dir := testenv.Fixtures(t, "newest")
	var defined, known []string
	name := func(e ast.Expr) string { // the literal's Name field
		for _, elt := range e.(*ast.CompositeLit).Elts {
			if kv, ok := elt.(*ast.KeyValueExpr); ok && types.ExprString(kv.Key) == "Name" {
				return types.ExprString(kv.Value)
			}
		}
		return "?"
	}
	for _, r := range analysistest.Run(quiet{}, dir, analyzer.Analyzer, "./model/handrolledcases") {
		if r.Err != nil {
			t.Fatalf("%s: %v", r.Pass.Pkg.Path(), r.Err)
		}
		c := analyzer.CoverageOf(r.Result.(*analyzer.Model), r.Pass.Fset, r.Pass.Files, r.Pass.TypesInfo)
		for _, d := range c.Defined {
			defined = append(defined, name(d))
		}
		for _, d := range c.Known {
			known = append(known, name(d))
		}
	}
	wantDefined := []string{`"query"`, `"describe"`, `"drop_table"`, `"vacuum"`}
	wantKnown := []string{`"query"`, `"describe"`, `"drop_table"`}
	if !slices.Equal(defined, wantDefined) || !slices.Equal(known, wantKnown) {
		t.Errorf("defined %q, known %q; want %q and %q", defined, known, wantDefined, wantKnown)
	}
}

// definedCoverage runs the model on pattern in a fixtures module and
// returns the definitions its packages spell and those it knows, as
// source text, sorted.
func definedCoverage(t *testing.T, fixtures, pattern string) (defined, known []string) {
	t.Helper()
	dir := testenv.Fixtures(t, fixtures)
	for _, r := range analysistest.Run(quiet{}, dir, analyzer.Analyzer, pattern) {
		if r.Err != nil {
			t.Fatalf("%s: %v", r.Pass.Pkg.Path(), r.Err)
		}
		c := analyzer.CoverageOf(r.Result.(*analyzer.Model), r.Pass.Fset, r.Pass.Files, r.Pass.TypesInfo)
		for _, d := range c.Defined {
			defined = append(defined, types.ExprString(d))
		}
		for _, d := range c.Known {
			known = append(known, types.ExprString(d))
		}
	}
	slices.Sort(defined)
	slices.Sort(known)
	return defined, known
}

// TestCoverageTablesAndElements counts a hand-rolled tool table's stores
// under constant names and the elements of a list behind one forwarding
// closure as definitions the model knows.
func TestCoverageTablesAndElements(t *testing.T) {
	defined, known := definedCoverage(t, "newest", "./errlayer/handrolledtable/answers")
	want := []string{`"get_club"`, `"search_players"`}
	if !slices.Equal(defined, want) || !slices.Equal(known, want) {
		t.Errorf("table: defined %q, known %q; want %q", defined, known, want)
	}
	defined, known = definedCoverage(t, "newest", "./errlayer/elemadapter")
	if len(defined) != 2 || !slices.Equal(defined, known) {
		t.Errorf("elements: defined %q, known %q; want the two elements, both known", defined, known)
	}
}

// TestCoverageGetterImpls: the tools that a tool interface's getters hand
// to one AddTool are known, one per implementation.
func TestCoverageGetterImpls(t *testing.T) {
	defined, known := definedCoverage(t, "newest", "./errlayer/getterimpls")
	if len(defined) != 4 || !slices.Equal(defined, known) {
		t.Errorf("defined %q, known %q; want the four implementations' tools (two through getters, two through a method value), all known", defined, known)
	}
}

// TestCoverageHandRolledMaps: a hand-rolled tools/list answer written as
// a slice of maps defines a tool per element with a constant "name" and
// a schema or description; those a tools/call case runs are known.
func TestCoverageHandRolledMaps(t *testing.T) {
	defined, known := definedCoverage(t, "newest", "./model/handrolledmaps")
	if len(defined) != 3 || len(known) != 2 {
		t.Errorf("defined %q, known %q; want 3 defined, 2 known", defined, known)
	}
}

// TestCoverageGoMCPGo: each case of a gomcpgo/mcp CallTool router
// defines the tool it names, and the model knows it; the same for the
// elements of a struct-typed list registered in one loop (elemtypes.go),
// which the definitions they hold name.
func TestCoverageGoMCPGo(t *testing.T) {
	defined, known := definedCoverage(t, "newest", "./errlayer/gomcpgo")
	if len(defined) == 0 || !slices.Equal(defined, known) {
		t.Errorf("gomcpgo: defined %q, known %q; want every case's tool, all known", defined, known)
	}
	defined, known = definedCoverage(t, "newest", "./errlayer/elemtypes")
	// retired_search sits in a table nothing refers to: defined, not known.
	want := []string{`mcp.NewTool("lookup", mcp.WithString("id", mcp.Required()))`, `mcp.NewTool("search", mcp.WithString("q", mcp.Required()))`, `readTool("status", "Upstream status.")`}
	if wantDefined := append([]string{`mcp.NewTool("retired_search")`}, want...); !slices.Equal(known, want) || !slices.Equal(sortedCopy(defined), sortedCopy(wantDefined)) {
		t.Errorf("elemtypes: defined %q, known %q; want known %q and retired_search defined too", defined, known, want)
	}
}

func sortedCopy(s []string) []string {
	c := slices.Clone(s)
	slices.Sort(c)
	return c
}

// TestCoverageFieldRegistrations: a registration that takes its handler
// from a project struct value's function field and its name from the
// value's Name field (mcp.AddTool(s, &mcp.Tool{Name: tool.Name},
// tool.Function)) knows every literal of that type in the plugins it
// imports (db_ping, db_version), not the Hook literal of a type no
// registration reads.
func TestCoverageFieldRegistrations(t *testing.T) {
	listed, known := listedCoverage(t, "./model/fieldreg/...")
	want := []string{"fixtures/model/fieldreg/ping ping.go:15:15", "fixtures/model/fieldreg/ping ping.go:18:15"}
	if !slices.Equal(listed, want) || !slices.Equal(known, want) {
		t.Errorf("listed %q, known %q; want both %q", listed, known, want)
	}
}

// TestCoverageWrappedForwarder: a generic helper that registers its tool
// parameter with its handler parameter wrapped (mcp.AddTool(s, tool,
// wrapHandler(h))) makes each of its calls a known tool, with the
// wrapper's errors: task_list and epic_list, and not the helper's own
// registration, whose tool is its parameter.
func TestCoverageWrappedForwarder(t *testing.T) {
	defined, known := syntaxCoverage(t, "./model/wrappedfwd")
	if len(defined) != 2 || !slices.Equal(defined, known) {
		t.Errorf("defined %q, known %q; want both tool literals defined and known", defined, known)
	}
}

// TestCoverageHandRolledUntagged: a hand-rolled tools/list that maps a
// slice of an untagged struct (Name, Description, InputSchema) into its
// answer lists tool definitions; a slice of a struct without a schema
// field does not.
func TestCoverageHandRolledUntagged(t *testing.T) {
	defined, known := definedCoverage(t, "newest", "./model/handrolleduntagged")
	if len(defined) != 2 || len(known) != 2 {
		t.Errorf("defined %q, known %q; want 2 of each", defined, known)
	}
}

// TestCoverageStructLayer: the literals of a project tool struct that a
// layer of another package adapts (errlayer/structlayer) are tools where
// they are written: lookup_item and remove_file; a Job, whose adapter's
// chain may be another function, is not known.
func TestCoverageStructLayer(t *testing.T) {
	defined, known := definedCoverage(t, "newest", "./errlayer/structlayer/...")
	if len(defined) != 2 || len(known) != 2 {
		t.Errorf("defined %q, known %q; want lookup_item and remove_file", defined, known)
	}
}

// TestCoverageClosureRegistry: the tools of a registry that one SDK
// handler looks up by name (through Core.Call, which hands the entry's
// error up to the handler's isError answer) are known, errors and all.
func TestCoverageClosureRegistry(t *testing.T) {
	defined, known := definedCoverage(t, "newest", "./errlayer/closureregistry")
	if len(defined) != 2 || len(known) != 2 {
		t.Errorf("defined %q, known %q; want read_config and read_config_checked", defined, known)
	}
}
