package golangci_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/mcplint-go/mcplint/internal/integration"
	"github.com/mcplint-go/mcplint/internal/testenv"
)

const golangciConfig = `version: "2"
linters:
  default: none
  enable: [mcplint]
  settings:
    custom:
      mcplint:
        type: module
        description: checks MCP servers written in Go
        original-url: github.com/mcplint-go/mcplint
        settings:
          spec: "2026-07-28"
`

func TestMain(m *testing.M) {
	code := m.Run()
	integration.Cleanup()
	os.Exit(code)
}

// buildCustomGCL builds tools/custom-gcl, golangci-lint v2.15.0 with the
// mcplint plugin, from the module proxy. It works on a copy of the
// module's go.mod so that a dependency the main module gained since
// go.sum was written does not fail the build or dirty the tree.
func buildCustomGCL(t *testing.T) string {
	t.Helper()
	if testing.Short() && !integration.CI() {
		t.Skip("-short: not building golangci-lint")
	}
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
		Filename string
		Line     int
	}
	SuggestedFixes []json.RawMessage
}

// runGCL runs "custom-gcl run" in dir and returns mcplint's issues.
func runGCL(t *testing.T, bin, dir string, extra ...string) ([]gclIssue, integration.Result) {
	t.Helper()
	env := integration.ModuleEnv("GOLANGCI_LINT_CACHE="+filepath.Join(dir, ".gclcache"), "NO_COLOR=1")
	args := append([]string{"run", "--output.json.path=stdout", "--output.text.path=stderr", "--show-stats=false"}, extra...)
	r := integration.Run(t, dir, env, bin, append(args, "./...")...)
	var out struct{ Issues []gclIssue }
	if err := json.NewDecoder(strings.NewReader(r.Stdout)).Decode(&out); err != nil {
		t.Fatalf("golangci-lint output: %v\n%s", err, r)
	}
	for _, is := range out.Issues {
		if is.FromLinter != "mcplint" {
			t.Errorf("issue of linter %s: %s", is.FromLinter, is.Text)
		}
	}
	return out.Issues, r
}

// byCheck groups issues by the check that golangci-lint puts in front of
// the message ("errlayer: ..."), related-information lines aside.
func byCheck(issues []gclIssue) map[string][]gclIssue {
	m := map[string][]gclIssue{}
	for _, is := range issues {
		check, _, _ := strings.Cut(is.Text, ": ")
		if !strings.Contains(check, "(") {
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

// TestCustomGolangciLint proves the module plugin inside a real
// golangci-lint: findings of every check, //nolint:mcplint, --fix, and
// settings errors.
func TestCustomGolangciLint(t *testing.T) {
	bin := buildCustomGCL(t)

	dir := example(t, golangciConfig)
	issues, r := runGCL(t, bin, dir)
	if r.Code != 1 {
		t.Errorf("golangci-lint run on travel-desk: want exit 1 (issues), got %s", r)
	}
	checks := byCheck(issues)
	for _, check := range integration.Checks() {
		if len(checks[check]) == 0 {
			t.Errorf("no %s issue from golangci-lint on travel-desk:\n%s", check, r.Stderr)
		}
	}

	// //nolint:mcplint on the line of a finding suppresses it, and only it.
	t.Run("nolint", func(t *testing.T) {
		if len(issues) == 0 {
			t.Skip("no issues")
		}
		target := issues[0]
		for _, is := range issues {
			if strings.HasPrefix(is.Text, "toolnames: ") {
				target = is
			}
		}
		appendToLine(t, filepath.Join(dir, target.Pos.Filename), target.Pos.Line, " //nolint:mcplint // the test says so")
		after, _ := runGCL(t, bin, dir)
		for _, is := range after {
			if is.Text == target.Text {
				t.Errorf("//nolint:mcplint did not suppress %s:%d: %s", target.Pos.Filename, target.Pos.Line, is.Text)
			}
		}
		if len(after) != len(issues)-1 {
			t.Errorf("after //nolint: %d issues, want %d", len(after), len(issues)-1)
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
		gcl := example(t, golangciConfig)
		before := goFiles(t, gcl)
		runGCL(t, bin, gcl, "--fix")
		fixed := goFiles(t, gcl)
		if reflect.DeepEqual(before, fixed) {
			t.Fatalf("--fix changed nothing although %d issues carry fixes", fixes)
		}
		after, _ := runGCL(t, bin, gcl)
		if len(after) >= len(issues) {
			t.Errorf("after --fix: %d issues, before %d", len(after), len(issues))
		}
		if r := integration.Run(t, gcl, nil, "go", "build", "./..."); r.Code != 0 {
			t.Errorf("the fixed copy does not build: %s", r)
		}
	})

	// Settings are decoded strictly: an unknown key stops the run.
	t.Run("settings", func(t *testing.T) {
		dir := example(t, strings.Replace(golangciConfig, `spec: "2026-07-28"`, "bogus: true", 1))
		r := integration.Run(t, dir, integration.ModuleEnv("GOLANGCI_LINT_CACHE="+filepath.Join(dir, ".gclcache")), bin, "run", "./...")
		if r.Code == 0 || r.Code == 1 || !strings.Contains(r.Stdout+r.Stderr, `unknown field "bogus"`) {
			t.Errorf("golangci-lint with settings {bogus: true}: %s", r)
		}
	})
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
