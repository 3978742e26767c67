package gclplugin_test

import (
	"flag"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/golangci/plugin-module-register/register"
	"github.com/mcplint-go/mcplint"
	"github.com/mcplint-go/mcplint/analyzer"
	"github.com/mcplint-go/mcplint/gclplugin"
	"github.com/mcplint-go/mcplint/internal/integration"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"
)

// fixtures returns testdata with its modules downloaded (analysistest
// runs with GOPROXY=off).
func fixtures(t *testing.T) string {
	dir, err := filepath.Abs("testdata")
	if err != nil {
		t.Fatal(err)
	}
	if r := integration.Run(t, dir, nil, "go", "mod", "download"); r.Code != 0 {
		t.Fatalf("go mod download: %s", r)
	}
	return dir
}

// build does what golangci-lint does with the plugin: look it up by name,
// construct it with the settings of .golangci.yml, build the analyzers.
func build(t *testing.T, settings any) []*analysis.Analyzer {
	t.Helper()
	resetFlags(t)
	newPlugin, err := register.GetPlugin("mcplint")
	if err != nil {
		t.Fatal(err)
	}
	p, err := newPlugin(settings)
	if err != nil {
		t.Fatal(err)
	}
	if got := p.GetLoadMode(); got != register.LoadModeTypesInfo {
		t.Errorf("load mode %q, want %q", got, register.LoadModeTypesInfo)
	}
	as, err := p.BuildAnalyzers()
	if err != nil {
		t.Fatal(err)
	}
	return as
}

// resetFlags puts the shared configuration back to its defaults now and
// after the test, as the plugin sets it for the whole process.
func resetFlags(t *testing.T) {
	reset := func() {
		for _, a := range mcplint.Analyzers() {
			a.Flags.VisitAll(func(f *flag.Flag) { f.Value.Set(f.DefValue) })
		}
	}
	reset()
	t.Cleanup(reset)
}

func find(t *testing.T, as []*analysis.Analyzer, name string) *analysis.Analyzer {
	t.Helper()
	for _, a := range as {
		if a.Name == name {
			return a
		}
	}
	t.Fatalf("no analyzer %s in %v", name, as)
	return nil
}

// TestPluginDefaults builds the plugin as golangci-lint does and runs its
// toolnames on the fixtures (one load, as each loads the SDK from source):
//   - names: the check reports as under every driver;
//   - related: related information is folded into the message, as
//     golangci-lint makes an issue of every related-information entry;
//   - nolint: //nolint is left to golangci-lint, so that the check reports
//     what a //nolint:mcplint covers (golangci-lint drops it, and its
//     nolintlint sees the directive used), while //lint:ignore stays
//     mcplint's.
func TestPluginDefaults(t *testing.T) {
	dir := fixtures(t)
	as := build(t, nil)
	t.Cleanup(func() { analyzer.NolintByDriver = false })
	var names, want []string
	for _, a := range as {
		names = append(names, a.Name)
	}
	for _, a := range mcplint.Analyzers() {
		want = append(want, a.Name)
	}
	if !reflect.DeepEqual(names, want) {
		t.Errorf("BuildAnalyzers = %v, want the analyzers of mcplint.Analyzers(), %v", names, want)
	}
	if as[0] != analyzer.Analyzer {
		t.Errorf("BuildAnalyzers()[0] is not analyzer.Analyzer, which the checks require by identity")
	}
	if err := analysis.Validate(as); err != nil {
		t.Error(err)
	}
	results := analysistest.Run(t, dir, find(t, as, "toolnames"), "./names", "./related", "./nolint")
	for _, r := range results {
		for _, d := range r.Diagnostics {
			if len(d.Related) != 0 {
				t.Errorf("diagnostic with related information under the plugin: %s %v", d.Message, d.Related)
			}
		}
	}
}

func TestPluginSettings(t *testing.T) {
	dir := fixtures(t)
	// golangci-lint hands over the YAML settings as a map (keys lower-cased).
	as := build(t, map[string]any{"portable": true, "prefix": 0, "strict": false, "disable": []any{"listmutation"}})
	analysistest.Run(t, dir, find(t, as, "toolnames"), "./portable")
	for _, a := range as {
		if a.Name == "listmutation" {
			t.Errorf("disable: [listmutation] did not remove it")
		}
	}

	// A check's own flag, nested under the check's name.
	build(t, map[string]any{"inputdrift": map[string]any{"unread": false}})
	unread := find(t, mcplint.Analyzers(), "inputdrift").Flags.Lookup("unread")
	if got := unread.Value.String(); got != "false" {
		t.Errorf("inputdrift: {unread: false} left -inputdrift.unread at %s", got)
	}
	unread.Value.Set("true") // the default, for the tests after this one

	// spec 2025-06-18 has no naming rule: the same name is not reported.
	as = build(t, map[string]any{"spec": "2025-06-18"})
	analysistest.Run(t, dir, find(t, as, "toolnames"), "./oldspec")
}

func TestPluginRejectsBadSettings(t *testing.T) {
	for _, c := range []struct {
		settings any
		want     string
	}{
		{map[string]any{"bogus": true}, `unknown field "bogus"`},
		{map[string]any{"Spec ": "x"}, "unknown field"},
		{map[string]any{"spec": "2024-01-01"}, "unknown MCP spec version"},
		{map[string]any{"portable": "yes"}, "cannot unmarshal"},
		{map[string]any{"disable": []any{"nosuchcheck"}}, "unknown check"},
		{map[string]any{"inputdrift": map[string]any{"unread": "yes"}}, "cannot unmarshal"},
		{map[string]any{"inputdrift": map[string]any{"bogus": true}}, `unknown field "bogus"`},
	} {
		resetFlags(t)
		newPlugin, _ := register.GetPlugin("mcplint")
		_, err := newPlugin(c.settings)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("settings %v: error %v, want %q", c.settings, err, c.want)
		}
	}
}

// TestSettingsCoverFlags keeps the plugin's settings and the analyzer
// flags one configuration: every flag has a setting of the same name.
func TestSettingsCoverFlags(t *testing.T) {
	keys := map[string]bool{}
	ty := reflect.TypeFor[gclplugin.Settings]()
	for i := range ty.NumField() {
		name, _, _ := strings.Cut(ty.Field(i).Tag.Get("json"), ",")
		keys[name] = true
	}
	var flags []string
	analyzer.Analyzer.Flags.VisitAll(func(f *flag.Flag) { flags = append(flags, f.Name) })
	for _, f := range flags {
		if !keys[f] {
			t.Errorf("analyzer flag -mcp.%s has no golangci-lint setting %q in gclplugin.Settings", f, f)
		}
	}
	// The checks' own flags: a nested setting per check.
	for _, a := range mcplint.Analyzers()[1:] {
		a.Flags.VisitAll(func(f *flag.Flag) {
			field, ok := nestedField(ty, a.Name)
			if !ok {
				t.Errorf("check %s has flags but gclplugin.Settings has no setting %q", a.Name, a.Name)
				return
			}
			if _, ok := nestedField(field.Type.Elem(), f.Name); !ok {
				t.Errorf("flag -%s.%s has no golangci-lint setting %s: {%s: ...}", a.Name, f.Name, a.Name, f.Name)
			}
		})
		delete(keys, a.Name)
	}
	for k := range keys {
		if k != "disable" && !slices.Contains(flags, k) {
			t.Errorf("setting %q is no analyzer flag", k)
		}
	}
}

// nestedField returns the field of struct type ty whose JSON name is name.
func nestedField(ty reflect.Type, name string) (reflect.StructField, bool) {
	for i := range ty.NumField() {
		if n, _, _ := strings.Cut(ty.Field(i).Tag.Get("json"), ","); n == name {
			return ty.Field(i), true
		}
	}
	return reflect.StructField{}, false
}
