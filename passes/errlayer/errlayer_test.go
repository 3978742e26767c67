package errlayer_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/mcplint-go/mcplint/analyzer"
	"github.com/mcplint-go/mcplint/internal/testenv"
	"github.com/mcplint-go/mcplint/passes/errlayer"
	"golang.org/x/tools/go/analysis/analysistest"
)

func TestNewest(t *testing.T) {
	dir := testenv.Fixtures(t, "newest")
	analysistest.Run(t, dir, errlayer.Analyzer, "./errlayer/mcpgo", "./errlayer/emptyanswer", "./errlayer/catalogue", "./errlayer/slicesearch", "./errlayer/envelopevia", "./errlayer/slicetable", "./errlayer/registrygetter", "./errlayer/routetable", "./errlayer/requirefix", "./errlayer/requirevalidated", "./errlayer/requireelsewhere", "./errlayer/upstreamclient", "./errlayer/routedwrap", "./errlayer/handrolledargs", "./errlayer/callbackerr", "./errlayer/adaptedfactory", "./errlayer/gormread", "./errlayer/librouted/...", "./errlayer/handrolledinline", "./errlayer/handrolledcalled", "./errlayer/droppedflag", "./errlayer/definelist", "./errlayer/ownrequest", "./errlayer/factoryparam", "./errlayer/gosdk", "./errlayer/gosdkmw",
		"./errlayer/metoro", "./errlayer/handlers", "./errlayer/register",
		"./errlayer/codes", "./errlayer/mcpgomw", "./errlayer/dispatch/...",
		"./errlayer/confparse", "./errlayer/mwserver", "./errlayer/mwgosdk", "./errlayer/mwmcpgo", "./errlayer/mwslot/...",
		"./errlayer/defs/...", "./errlayer/handrolledrpc", "./errlayer/droppedrequest", "./errlayer/errfield/...", "./errlayer/adapter", "./errlayer/gomcp", "./errlayer/gomcpadapter",
		"./errlayer/handrolledtools", "./errlayer/gomcpmw", "./errlayer/routedname", "./errlayer/routedgomcp", "./errlayer/reqstate", "./errlayer/errtypes",
		"./errlayer/helpers", "./errlayer/helpersmcpgo/...", "./errlayer/handrolledrouter", "./errlayer/helpersmetoro", "./errlayer/typedsink/...", "./errlayer/gosdkhelper", "./errlayer/ctors/...", "./errlayer/callback", "./errlayer/runner", "./errlayer/registry/...", "./errlayer/xregistry/...", "./errlayer/callbackrun", "./errlayer/fieldtable", "./errlayer/reflectlayer", "./errlayer/httpstatus", "./errlayer/swallowed", "./errlayer/handrolledswitch", "./errlayer/rowserr", "./errlayer/panicread", "./errlayer/nilfailure/...", "./errlayer/forwarded/...", "./errlayer/handrolledmiss", "./errlayer/nilfield", "./errlayer/negslice", "./errlayer/nestedtable/...", "./errlayer/skipped/...", "./errlayer/ifaceimpl/...", "./errlayer/pairiface/...", "./errlayer/elsewhere/...", "./errlayer/factorycall/...", "./errlayer/handrolledtable/...", "./errlayer/closurecall", "./errlayer/bufferwrites", "./errlayer/selfwrap", "./errlayer/dispatchcaller/...", "./errlayer/encoderhelper/...", "./errlayer/adapterclosure", "./errlayer/getterimpls", "./errlayer/elemadapter", "./errlayer/statuselsewhere/...", "./errlayer/verdict", "./errlayer/routedmethod", "./errlayer/successfalse/...", "./errlayer/tabletools/...", "./errlayer/adaptedtype", "./errlayer/adaptedconvert", "./errlayer/ownhelper", "./errlayer/ignoredarg/...", "./errlayer/blankdrop", "./errlayer/registrar/...", "./errlayer/gomcpgo", "./errlayer/elemtypes/...", "./errlayer/neverfails/...", "./errlayer/recvdef", "./errlayer/siblings", "./errlayer/switchsink/...", "./errlayer/skipfailret", "./errlayer/rowclosure/...", "./errlayer/deadhandler", "./errlayer/nameswitch", "./errlayer/setupgetter", "./errlayer/setupgetterforgot", "./errlayer/routerany", "./errlayer/servedhere/...", "./errlayer/registrypkg/...", "./errlayer/walkskip/...", "./errlayer/writeloop", "./errlayer/blankclient/...", "./errlayer/handrolledreply", "./errlayer/boundtool/...", "./errlayer/registrytable", "./errlayer/registrytablewrapped", "./errlayer/helpertextpkg/...", "./errlayer/loggedaction", "./errlayer/loggedlookup", "./errlayer/routetools/...", "./errlayer/helpertextcase", "./errlayer/payloadcases", "./errlayer/tooltypes/...", "./errlayer/looptable", "./errlayer/passeson/...", "./errlayer/toolsetvar/...", "./errlayer/failurebranch", "./errlayer/degraded", "./errlayer/assignedcases", "./errlayer/handlermap", "./errlayer/adapterhelper", "./errlayer/protohelper/...", "./errlayer/handrolledcallee", "./errlayer/rpchelper/...", "./errlayer/registrymiss/...", "./errlayer/astarget", "./errlayer/libraryfunc", "./errlayer/maptools", "./errlayer/classified", "./errlayer/ptrelems", "./errlayer/unknowncode", "./errlayer/closureswitch/...", "./errlayer/failedout/...", "./errlayer/recvforward/...", "./errlayer/storedlits/...", "./errlayer/selfrouted/...", "./errlayer/typedprovider", "./errlayer/calleedecode", "./errlayer/triplehelper", "./errlayer/exportedvar", "./errlayer/exitswallow/...", "./errlayer/argsobject", "./errlayer/structlayer/...", "./errlayer/handrolledwriter", "./errlayer/caseanswers", "./errlayer/callrouter", "./errlayer/argparams", "./errlayer/toolmethods/...", "./errlayer/projectlogger/...", "./errlayer/closureregistry")
}

// TestSpec20250618: argument-validation errors were protocol errors.
func TestSpec20250618(t *testing.T) {
	setSpec(t, analyzer.Spec20250618)
	dir := testenv.Fixtures(t, "newest")
	analysistest.Run(t, dir, errlayer.Analyzer, "./errlayer/spec0618", "./errlayer/codes1125")
}

// setSpec sets the one spec setting of all passes for one test.
func setSpec(t *testing.T, v string) {
	t.Helper()
	f := analyzer.Analyzer.Flags.Lookup("spec")
	old := f.Value.String()
	if err := f.Value.Set(v); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { f.Value.Set(old) })
}

// TestFixes applies the suggested fixes and compares with the .golden
// files; the fixed files are checked to compile in TestFixedCompile.
func TestFixes(t *testing.T) {
	dir := testenv.Fixtures(t, "newest")
	analysistest.RunWithSuggestedFixes(t, dir, errlayer.Analyzer, "./errlayer/fixmcpgo", "./errlayer/fixgosdk", "./errlayer/requirefix")
}

// TestFixedCompile builds the .golden files (the fixed code) as a module
// next to the fixtures' go.mod.
func TestFixedCompile(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a module")
	}
	dir := testenv.Fixtures(t, "newest")
	tmp := t.TempDir()
	for _, f := range []string{"go.mod", "go.sum"} {
		copyFile(t, filepath.Join(dir, f), filepath.Join(tmp, f))
	}
	goldens, _ := filepath.Glob(filepath.Join(dir, "errlayer", "*", "*.go.golden"))
	if len(goldens) == 0 {
		t.Fatal("no golden files")
	}
	for _, g := range goldens {
		pkg := filepath.Base(filepath.Dir(g))
		copyFile(t, g, filepath.Join(tmp, pkg, strings.TrimSuffix(filepath.Base(g), ".golden")))
	}
	cmd := exec.Command("go", "build", "./...")
	cmd.Dir = tmp
	cmd.Env = append(os.Environ(), "GOWORK=off", "GOPROXY=off", "GOFLAGS=-mod=mod")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("fixed code does not compile: %v\n%s", err, out)
	}
}

func copyFile(t *testing.T, from, to string) {
	t.Helper()
	data, err := os.ReadFile(from)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(filepath.Dir(to), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(to, data, 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestOlder runs on go-sdk v1.4.1 and mcp-go v0.43.2.
// The fixtures shared with newest (testenv.Shared) are checked too.
func TestOlder(t *testing.T) {
	dir := testenv.FixturesWith(t, "older", testenv.Shared["errlayer"]...)
	analysistest.Run(t, dir, errlayer.Analyzer, "./errlayer/...")
}

// TestGoSDKv01 runs on go-sdk v0.1.0 (NewServerTool; a typed handler's
// error is a JSON-RPC error) and TestGoSDKv02 on v0.2.0 (every handler
// error is an isError result): measured on the wire, docs/sdks.md.
func TestGoSDKv01(t *testing.T) {
	analysistest.Run(t, testenv.Fixtures(t, "gosdk01"), errlayer.Analyzer, "./errlayer/...")
}

// TestMCPGov01 runs on mcp-go v0.1.0: one HandleCallTool function routes
// every tools/call by name; its error is JSON-RPC error -32603.
func TestMCPGov01(t *testing.T) {
	analysistest.Run(t, testenv.Fixtures(t, "mcpgo01"), errlayer.Analyzer, "./errlayer/...")
}

// TestGoSDKv11 runs on go-sdk v1.1.0, which marshals a typed handler's
// nil *Out as null when the tool declares its own output schema.
func TestGoSDKv11(t *testing.T) {
	analysistest.Run(t, testenv.Fixtures(t, "gosdk11"), errlayer.Analyzer, "./errlayer/...")
}

func TestGoSDKv02(t *testing.T) {
	analysistest.Run(t, testenv.Fixtures(t, "gosdk02"), errlayer.Analyzer, "./errlayer/...")
}

// TestCrossPackageRelated checks that a registration's finding about a
// handler of another package points at that handler's returns, as
// related positions, when the driver holds both packages in one FileSet.
func TestCrossPackageRelated(t *testing.T) {
	if got, want := relatedPositions(t, "./errlayer/xregistry/server"), []string{"handlers.go:18", "handlers.go:23"}; !slices.Equal(got, want) {
		t.Errorf("related positions = %v, want %v", got, want)
	}
}

// TestForwardedRelated: a closure that forwards the results of a tool's
// body, in another package (`return tools.HandleQuery(c, ctx, req)`) or
// in its own (`return p.handleReadFile(ctx, req)`), points at that
// body's returns.
func TestForwardedRelated(t *testing.T) {
	if got, want := relatedPositions(t, "./errlayer/forwarded/server"), []string{"provider.go:34", "provider.go:37", "provider.go:61", "tools.go:25", "tools.go:49", "tools.go:61"}; !slices.Equal(got, want) {
		t.Errorf("related positions = %v, want %v", got, want)
	}
}

// TestDispatchCallerRelated: the JSON-RPC error that a caller writes for
// a dispatcher function's error, in another package, points at the
// tools' failure returns behind it.
func TestDispatchCallerRelated(t *testing.T) {
	if got, want := relatedPositionsIn(t, "./errlayer/dispatchcaller/...", "main"), []string{"server.go:56", "server.go:60"}; !slices.Equal(got, want) {
		t.Errorf("related positions = %v, want %v", got, want)
	}
}

// TestRegistryRelated: a dispatcher that answers another package's
// registry's error (registry.Call running t.Call through the package's
// tool interface) points at every tool's failure returns there, and not
// at the registry's own "unknown tool".
func TestRegistryRelated(t *testing.T) {
	if got, want := relatedPositionsIn(t, "./errlayer/registrypkg/...", "server"), []string{"tools.go:47", "tools.go:50", "tools.go:54", "tools.go:65"}; !slices.Equal(got, want) {
		t.Errorf("related positions = %v, want %v", got, want)
	}
}

// TestHelperRelated: a failure answered through a success helper points
// at the result the helper builds, once per diagnostic.
func TestHelperRelated(t *testing.T) {
	if got, want := relatedPositionsIn(t, "./errlayer/helpersmetoro", "helpersmetoro"), []string{"helpersmetoro.go:18", "helpersmetoro.go:18"}; !slices.Equal(got, want) {
		t.Errorf("related positions = %v, want %v", got, want)
	}
}

// TestStringHelperRelated: a failure text that a helper returns with a
// nil error (runner.go), or in place of one (stringhelper.go), points at
// the helper's return.
func TestStringHelperRelated(t *testing.T) {
	if got, want := relatedPositionsIn(t, "./errlayer/runner", "runner"), []string{"runner.go:26", "stringhelper.go:27"}; !slices.Equal(got, want) {
		t.Errorf("related positions = %v, want %v", got, want)
	}
}

// relatedPositions runs errlayer on pkg (a package named server) and
// returns the file:line of its diagnostics' related positions.
func relatedPositions(t *testing.T, pkg string) []string {
	return relatedPositionsIn(t, pkg, "server")
}

// relatedPositionsIn is relatedPositions for the package named name.
func relatedPositionsIn(t *testing.T, pkg, name string) []string {
	dir := testenv.Fixtures(t, "newest")
	var got []string
	for _, r := range analysistest.Run(t, dir, errlayer.Analyzer, pkg) {
		if r.Pass.Pkg.Name() != name {
			continue
		}
		for _, d := range r.Diagnostics {
			for _, rel := range d.Related {
				p := r.Pass.Fset.Position(rel.Pos)
				got = append(got, filepath.Base(p.Filename)+":"+strconv.Itoa(p.Line))
			}
		}
	}
	return got
}

// TestMCPGo05 runs on mcp-go v0.5.0: handlers take the argument map
// itself, and NewTool's third argument is the schema's properties.
func TestMCPGo05(t *testing.T) {
	analysistest.Run(t, testenv.Fixtures(t, "mcpgo05"), errlayer.Analyzer, "./errlayer/...")
}

// TestMCPGo15 runs on mcp-go v0.15.0, whose request holds the decoded
// arguments in a map field (req.Params.Arguments["x"]).
func TestMCPGo15(t *testing.T) {
	analysistest.Run(t, testenv.Fixtures(t, "mcpgo15"), errlayer.Analyzer, "./errlayer/...")
}

// TestHelperTextsRelated checks that a helper's every failure-text return
// is a related position of the finding at the handler's return.
func TestHelperTextsRelated(t *testing.T) {
	dir := testenv.Fixtures(t, "newest")
	var got []string
	for _, r := range analysistest.Run(t, dir, errlayer.Analyzer, "./errlayer/helpertexts") {
		for _, d := range r.Diagnostics {
			for _, rel := range d.Related {
				p := r.Pass.Fset.Position(rel.Pos)
				got = append(got, filepath.Base(p.Filename)+":"+strconv.Itoa(p.Line))
			}
		}
	}
	if want := []string{"helpertexts.go:15", "helpertexts.go:18"}; !slices.Equal(got, want) {
		t.Errorf("related positions = %v, want %v", got, want)
	}
}

// TestAssignedCasesRelated: a dispatcher whose name switch assigns each
// case's tool function to the error it answers points at every tool's
// failure returns, a pass-through of a helper's error among them (not
// the helper's returns alone, as when the first case was read as the
// router).
func TestAssignedCasesRelated(t *testing.T) {
	want := []string{"server.go:83", "server.go:86", "server.go:108", "server.go:112", "server.go:116"}
	if got := relatedPositionsIn(t, "./errlayer/assignedcases", "assignedcases"); !slices.Equal(got, want) {
		t.Errorf("related positions = %v, want %v", got, want)
	}
}

// TestEnvelopeViaRelated: a failure envelope that a function of the
// package returns, passed on to a success helper, points at that
// function's failure returns, and at those of the function it passes on;
// a result copied field by field points at its function's Success: false
// returns (envelopevia.go:97).
func TestEnvelopeViaRelated(t *testing.T) {
	want := []string{"envelopevia.go:97", "envelopevia.go:32", "envelopevia.go:37", "envelopevia.go:41", "envelopevia.go:32", "envelopevia.go:49", "envelopevia.go:51", "envelopevia.go:37", "envelopevia.go:41"}
	if got := relatedPositionsIn(t, "./errlayer/envelopevia", "envelopevia"); !slices.Equal(got, want) {
		t.Errorf("related positions = %v, want %v", got, want)
	}
}

// TestAdapterHelperRelated: an adapter whose closure returns the results
// of a function of the package points at that function's return that
// passes on the runtime handler's error (adapter.go:43), where the fix
// goes; the (nil, nil) finding there points back at the closure's return.
func TestAdapterHelperRelated(t *testing.T) {
	want := []string{"adapter.go:43", "adapter.go:32"}
	if got := relatedPositionsIn(t, "./errlayer/adapterhelper", "adapterhelper"); !slices.Equal(got, want) {
		t.Errorf("related positions = %v, want %v", got, want)
	}
}

// TestHandRolledCalleeRelated: the -32603 answer of the function the
// tools/call branch hands the request to points, for the tools' failures,
// at the return of the error of the function value a tool runs
// (server.go:96), and for the malformed request at the unknown tool's
// return (server.go:86).
func TestHandRolledCalleeRelated(t *testing.T) {
	want := []string{"server.go:96", "server.go:86"}
	if got := relatedPositionsIn(t, "./errlayer/handrolledcallee", "handrolledcallee"); !slices.Equal(got, want) {
		t.Errorf("related positions = %v, want %v", got, want)
	}
}
