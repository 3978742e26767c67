package golangci_test

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/mcplint-go/mcplint/internal/integration"
	"github.com/mcplint-go/mcplint/internal/testenv"
)

// envGolangci turns on TestCustomGolangciLint, which builds golangci-lint:
// 12 minutes and more on a cold 2-core machine, beyond go test's default
// 10-minute limit. .ci/run sets it, with a longer -timeout.
const envGolangci = "MCPLINT_GOLANGCI"

func TestMain(m *testing.M) {
	code := m.Run()
	integration.Cleanup()
	os.Exit(code)
}

// needGolangci skips the test unless MCPLINT_GOLANGCI=1, and fails it in
// CI (MCPLINT_CI=1), which must not pass by skipping it.
func needGolangci(t *testing.T) {
	t.Helper()
	if os.Getenv(envGolangci) != "1" {
		integration.Missing(t, "not building golangci-lint with the plugin (12+ minutes on a cold cache); to run this test: %s=1 go test -timeout=40m ./internal/integration/golangci (.ci/run does)", envGolangci)
	}
}

// TestGate runs TestCustomGolangciLint in a go test of its own without
// MCPLINT_GOLANGCI: it must skip at once and say how to run it, so that
// the README's "go test ./..." does not build golangci-lint; and fail
// under MCPLINT_CI=1, so that CI cannot pass without it.
func TestGate(t *testing.T) {
	var env []string
	for _, kv := range os.Environ() {
		if !strings.HasPrefix(kv, envGolangci+"=") && !strings.HasPrefix(kv, "MCPLINT_CI=") {
			env = append(env, kv)
		}
	}
	pkg := "./internal/integration/golangci"
	args := []string{"test", "-count=1", "-v", "-timeout=5m", "-run=^TestCustomGolangciLint$", pkg}
	root := testenv.Root(t)
	r := integration.Run(t, root, env, "go", args...)
	want := envGolangci + "=1 go test -timeout=40m " + pkg
	if r.Code != 0 || !strings.Contains(r.Stdout, "--- SKIP: TestCustomGolangciLint") || !strings.Contains(r.Stdout, want) {
		t.Errorf("without %s: want a skip that says %q: %s", envGolangci, want, r)
	}
	r = integration.Run(t, root, append(env, "MCPLINT_CI=1"), "go", args...)
	if r.Code == 0 || !strings.Contains(r.Stdout, "--- FAIL: TestCustomGolangciLint") {
		t.Errorf("MCPLINT_CI=1 without %s: want a failure: %s", envGolangci, r)
	}
}

// readmeConfig returns the .golangci.yml of the README: the test runs it
// as written, so that the README's configuration is the tested one.
func readmeConfig(t *testing.T) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(testenv.Root(t), "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile("(?s)```yaml\n(# \\.golangci\\.yml\n.*?)```").FindSubmatch(data)
	if m == nil {
		t.Fatal("README.md has no ```yaml block that starts with # .golangci.yml")
	}
	return string(m[1])
}

// TestReadmeGolangciConfig checks, without golangci-lint, that the
// README's .golangci.yml shows every mcplint finding (golangci-lint keeps
// one issue per line, three of one text and 50 per linter by default) and
// requires a reason on //nolint as mcplint does elsewhere.
func TestReadmeGolangciConfig(t *testing.T) {
	config := readmeConfig(t)
	for _, line := range []string{
		`enable: \[mcplint, nolintlint\]`,
		`nolintlint:\n\s+require-explanation: true`,
		`issues:(\n\s+#.*)*\n\s+max-issues-per-linter: 0\n\s+max-same-issues: 0\n\s+uniq-by-line: false\n`,
	} {
		if !regexp.MustCompile(`(?m)^\s*` + line).MatchString(config) {
			t.Errorf("README's .golangci.yml does not match %q:\n%s", line, config)
		}
	}
}

// buildCustomGCL builds tools/custom-gcl, golangci-lint v2.15.0 with the
// mcplint plugin, from the module proxy. It works on a copy of the
// module's go.mod so that a dependency the main module gained since
// go.sum was written does not fail the build or dirty the tree.
func buildCustomGCL(t *testing.T) string {
	t.Helper()
	src := filepath.Join(testenv.Root(t), "tools", "custom-gcl")
	tmp := t.TempDir()
	for _, f := range []string{"go.mod", "go.sum"} {
		data, err := os.ReadFile(filepath.Join(src, f))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(tmp, f), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	bin := filepath.Join(tmp, "custom-gcl")
	start := time.Now()
	r := integration.Run(t, src, integration.ModuleEnv(), "go", "build", "-mod=mod", "-modfile="+filepath.Join(tmp, "go.mod"), "-o", bin, ".")
	if r.Code != 0 {
		integration.Missing(t, "building tools/custom-gcl failed (no module proxy?): %s", r)
	}
	t.Logf("built tools/custom-gcl in %v", time.Since(start).Round(time.Second))
	return bin
}

type gclIssue struct {
	FromLinter string
	Text       string
	Pos        struct {
		Filename     string
		Line, Column int
	}
	SuggestedFixes []json.RawMessage
}

func (is gclIssue) String() string {
	return fmt.Sprintf("%s:%d:%d: %s: %s", is.Pos.Filename, is.Pos.Line, is.Pos.Column, is.FromLinter, is.Text)
}

// gcl runs the custom golangci-lint with one cache for the whole test.
type gcl struct {
	bin, cache string
}

// run runs "custom-gcl run" in dir and returns its issues, of mcplint
// and nolintlint (the linters the README's configuration enables).
func (g gcl) run(t *testing.T, dir string, extra ...string) ([]gclIssue, integration.Result) {
	t.Helper()
	args := append([]string{"run", "--output.json.path=stdout", "--output.text.path=stderr", "--show-stats=false"}, extra...)
	r := integration.Run(t, dir, g.env(), g.bin, append(args, "./...")...)
	var out struct{ Issues []gclIssue }
	if err := json.NewDecoder(strings.NewReader(r.Stdout)).Decode(&out); err != nil {
		t.Fatalf("golangci-lint output: %v\n%s", err, r)
	}
	for _, is := range out.Issues {
		if is.FromLinter != "mcplint" && is.FromLinter != "nolintlint" {
			t.Errorf("issue of linter %s: %s", is.FromLinter, is.Text)
		}
	}
	return out.Issues, r
}

func (g gcl) env() []string {
	return integration.ModuleEnv("GOLANGCI_LINT_CACHE="+g.cache, "NO_COLOR=1")
}

// byCheck groups mcplint's issues by the check that golangci-lint puts
// in front of the message ("errlayer: ...").
func byCheck(issues []gclIssue) map[string][]gclIssue {
	m := map[string][]gclIssue{}
	for _, is := range issues {
		if is.FromLinter == "mcplint" {
			check, _, _ := strings.Cut(is.Text, ": ")
			m[check] = append(m[check], is)
		}
	}
	return m
}

// example copies the travel-desk server with a .golangci.yml into a
// temporary directory.
func example(t *testing.T, config string) string {
	dir := t.TempDir()
	integration.CopyDir(t, integration.Example(t, "travel-desk"), dir)
	if err := os.WriteFile(filepath.Join(dir, ".golangci.yml"), []byte(config), 0o644); err != nil {
		t.Fatal(err)
	}
	return dir
}

// sameLineFile holds a line with two findings (listmutation and
// toolnames), which golangci-lint's default uniq-by-line would fold into
// one issue: the README's issues settings must keep both.
const sameLineFile = "sameline.go"

func addSameLineFindings(t *testing.T, dir string) {
	src := `package main

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

var _ = addReportTool // not called: the linter unused would report it

func addReportTool(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "reports_on", Description: "Switch on reports."}, func(ctx context.Context, req *mcp.CallToolRequest, _ struct{}) (*mcp.CallToolResult, any, error) {
		mcp.AddTool(s, &mcp.Tool{Name: "daily report", Description: "Today's report."}, dailyReport)
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "on"}}}, nil, nil
	})
}

func dailyReport(ctx context.Context, req *mcp.CallToolRequest, _ struct{}) (*mcp.CallToolResult, any, error) {
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "all quiet"}}}, nil, nil
}
`
	if err := os.WriteFile(filepath.Join(dir, sameLineFile), []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
}

// twoOnOneLine reports whether two of the "file:line:col: ..." issues
// share a file and line.
func twoOnOneLine(issues []string) bool {
	seen := map[string]bool{}
	for _, is := range issues {
		parts := strings.SplitN(is, ":", 3)
		if len(parts) < 3 {
			continue
		}
		key := parts[0] + ":" + parts[1]
		if seen[key] {
			return true
		}
		seen[key] = true
	}
	return false
}

// TestCustomGolangciLint proves the module plugin inside a real
// golangci-lint, configured as the README says: findings of every check,
// as many issues as mcplint has findings, the suppression directives,
// --fix, and settings errors.
func TestCustomGolangciLint(t *testing.T) {
	needGolangci(t)
	config := readmeConfig(t)
	g := gcl{bin: buildCustomGCL(t), cache: t.TempDir()}

	dir := example(t, config)
	addSameLineFindings(t, dir)
	issues, r := g.run(t, dir)
	if r.Code != 1 {
		t.Errorf("golangci-lint run on travel-desk: want exit 1 (issues), got %s", r)
	}
	checks := byCheck(issues)
	for _, check := range integration.Checks() {
		if len(checks[check]) == 0 {
			t.Errorf("no %s issue from golangci-lint on travel-desk:\n%s", check, r.Stderr)
		}
	}

	// One issue per finding of the standalone command, with the same
	// position and message: related information is folded into the
	// message (golangci-lint would make an issue of each entry), and the
	// README's issues settings keep two findings on one line.
	t.Run("counts", func(t *testing.T) {
		spec := regexp.MustCompile(`(?m)^\s+spec: "([^"]+)"`).FindStringSubmatch(config)
		if spec == nil {
			t.Fatalf("no spec setting in the README's .golangci.yml:\n%s", config)
		}
		r := integration.Run(t, dir, nil, integration.Mcplint(t), "-json", "-mcp.spec="+spec[1], "./...")
		f, err := integration.ParseJSON(r.Stdout)
		if err != nil || r.Code != 0 {
			t.Fatalf("mcplint -json: %v\n%s", err, r)
		}
		var want, got []string
		for check, ds := range f {
			for _, d := range ds {
				msg := check + ": " + d.Message
				for _, rel := range d.Related {
					file, line, _ := splitPosn(t, dir, rel.Posn)
					msg += fmt.Sprintf(" (see %s:%d: %s)", filepath.Base(file), line, rel.Message)
				}
				file, line, col := splitPosn(t, dir, d.Posn)
				want = append(want, fmt.Sprintf("%s:%d:%d: mcplint: %s", file, line, col, msg))
			}
		}
		for _, is := range issues {
			got = append(got, is.String())
		}
		sort.Strings(want)
		sort.Strings(got)
		if !twoOnOneLine(want) {
			t.Errorf("no two mcplint findings on one line in travel-desk plus %s:\n%s", sameLineFile, strings.Join(want, "\n"))
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("golangci-lint issues (%d):\n%s\nmcplint findings (%d):\n%s", len(got), strings.Join(got, "\n"), len(want), strings.Join(want, "\n"))
		}
	})

	// The directives, one on the line of each check's finding: under
	// golangci-lint //nolint is golangci-lint's (nolintlint requires the
	// reason), //lint:ignore CHECK is mcplint's, and //nolint:CHECK is
	// reported because it matches no linter.
	t.Run("directives", func(t *testing.T) {
		dir := example(t, config)
		directive := map[string]string{
			"toolnames":    " //nolint:mcplint // the test says so",
			"listmutation": " //nolint:mcplint",
			"errlayer":     " //nolint:errlayer // a check, not a linter",
			"schemadrift":  " //lint:ignore schemadrift the test says so",
			"inputdrift":   " //lint:ignore inputdrift the test says so",
		}
		line := map[string]string{}
		for check, text := range directive {
			if len(checks[check]) == 0 {
				t.Fatalf("no %s issue", check)
			}
			is := checks[check][0]
			line[check] = fmt.Sprintf("%s:%d", is.Pos.Filename, is.Pos.Line)
			for c := range directive {
				if c != check && line[c] == line[check] {
					t.Fatalf("%s and %s report on one line, %s", c, check, line[c])
				}
			}
			appendToLine(t, filepath.Join(dir, is.Pos.Filename), is.Pos.Line, text)
		}
		after, r := g.run(t, dir)
		// Issues by line, linter and the start of the text.
		short := func(line, linter, text string) string {
			return fmt.Sprintf("%s: %s: %.50s", line, linter, text)
		}
		var got []string
		for _, is := range after {
			got = append(got, short(fmt.Sprintf("%s:%d", is.Pos.Filename, is.Pos.Line), is.FromLinter, is.Text))
		}
		sort.Strings(got)
		want := []string{
			short(line["errlayer"], "mcplint", checks["errlayer"][0].Text),
			short(line["errlayer"], "mcplint", "mcp: linter directive //nolint:errlayer suppresses nothing"),
			short(line["listmutation"], "nolintlint", "directive `//nolint:mcplint` should provide explanation"),
		}
		sort.Strings(want)
		if !reflect.DeepEqual(got, want) {
			t.Errorf("issues with the directives:\n got %q\nwant %q\n%s", got, want, r.Stderr)
		}
	})

	// --fix applies the suggested fixes as mcplint -fix does.
	t.Run("fix", func(t *testing.T) {
		fixes := 0
		for _, is := range issues {
			fixes += len(is.SuggestedFixes)
		}
		if fixes == 0 {
			t.Skip("no suggested fixes on travel-desk")
		}
		dir := example(t, config)
		before := goFiles(t, dir)
		g.run(t, dir, "--fix")
		fixed := goFiles(t, dir)
		if reflect.DeepEqual(before, fixed) {
			t.Fatalf("--fix changed nothing although %d issues carry fixes", fixes)
		}
		after, _ := g.run(t, dir)
		if len(after) >= len(issues) {
			t.Errorf("after --fix: %d issues, before %d", len(after), len(issues))
		}
		if r := integration.Run(t, dir, nil, "go", "build", "./..."); r.Code != 0 {
			t.Errorf("the fixed copy does not build: %s", r)
		}
	})

	// Settings are decoded strictly: an unknown key stops the run.
	t.Run("settings", func(t *testing.T) {
		bad := regexp.MustCompile(`(?m)^(\s+)spec: .*$`).ReplaceAllString(config, "${1}bogus: true")
		dir := example(t, bad)
		r := integration.Run(t, dir, g.env(), g.bin, "run", "./...")
		if r.Code == 0 || r.Code == 1 || !strings.Contains(r.Stdout+r.Stderr, `unknown field "bogus"`) {
			t.Errorf("golangci-lint with settings {bogus: true}: %s", r)
		}
	})
}

// splitPosn splits an absolute "file:line:col" of mcplint -json into the
// file relative to dir, line and column.
func splitPosn(t *testing.T, dir, posn string) (string, int, int) {
	t.Helper()
	var line, col int
	i := strings.LastIndex(posn, ":")
	j := strings.LastIndex(posn[:max(i, 0)], ":")
	if j < 0 {
		t.Fatalf("position %q", posn)
	}
	if _, err := fmt.Sscanf(posn[j:], ":%d:%d", &line, &col); err != nil {
		t.Fatalf("position %q: %v", posn, err)
	}
	rel, err := filepath.Rel(dir, posn[:j])
	if err != nil {
		t.Fatal(err)
	}
	return rel, line, col
}

func appendToLine(t *testing.T, file string, line int, text string) {
	t.Helper()
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(string(data), "\n")
	lines[line-1] += text
	if err := os.WriteFile(file, []byte(strings.Join(lines, "\n")), 0o644); err != nil {
		t.Fatal(err)
	}
}

func goFiles(t *testing.T, dir string) map[string]string {
	t.Helper()
	m := map[string]string{}
	names, _ := filepath.Glob(filepath.Join(dir, "*.go"))
	for _, n := range names {
		data, err := os.ReadFile(n)
		if err != nil {
			t.Fatal(err)
		}
		m[filepath.Base(n)] = string(data)
	}
	return m
}
