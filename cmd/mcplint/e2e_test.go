package main_test

import (
	"cmp"
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/mcplint-go/mcplint"
	"github.com/mcplint-go/mcplint/internal/integration"
	"github.com/mcplint-go/mcplint/internal/testenv"
)

func TestMain(m *testing.M) {
	code := m.Run()
	integration.Cleanup()
	os.Exit(code)
}

// TestExamples runs the built mcplint on the bundled example servers the
// way the README does, standalone and as go vet's tool: the travel-desk
// server has at least one finding of every check, the fixed one none.
func TestExamples(t *testing.T) {
	bin := integration.Mcplint(t)
	broken := integration.Example(t, "travel-desk")
	fixed := integration.Example(t, "travel-desk-fixed")

	var byMode = map[string]integration.Findings{}
	for _, mode := range []struct {
		name string
		argv []string // before the package patterns
	}{
		{"standalone", []string{bin, "-json"}}, // no pattern: ./... is the default
		{"vet", []string{"go", "vet", "-vettool=" + bin, "-json", "./..."}},
	} {
		t.Run(mode.name, func(t *testing.T) {
			r := integration.Run(t, broken, nil, mode.argv[0], mode.argv[1:]...)
			if r.Code != 0 {
				t.Fatalf("%v on travel-desk: %s", mode.argv, r)
			}
			f, err := integration.ParseJSON(r.Stdout)
			if err != nil {
				t.Fatal(err)
			}
			byMode[mode.name] = f
			for _, check := range integration.Checks() {
				if len(f[check]) == 0 {
					t.Errorf("%s reports nothing on examples/travel-desk, which has one instance of each mistake", check)
				}
			}
			if len(f["mcp"]) > 0 {
				t.Errorf("the model reports on travel-desk:\n%s", integration.Findings{"mcp": f["mcp"]})
			}
			t.Logf("travel-desk findings:\n%s", f)

			r = integration.Run(t, fixed, nil, mode.argv[0], mode.argv[1:]...)
			if r.Code != 0 {
				t.Fatalf("%v on travel-desk-fixed: %s", mode.argv, r)
			}
			if f, err := integration.ParseJSON(r.Stdout); err != nil {
				t.Fatal(err)
			} else if f.Count() > 0 {
				t.Errorf("findings on examples/travel-desk-fixed, which should be clean:\n%s", f)
			}
		})
	}
	if s, v := byMode["standalone"], byMode["vet"]; s != nil && v != nil && s.String() != v.String() {
		t.Errorf("standalone and go vet disagree:\nstandalone:\n%s\nvet:\n%s", s, v)
	}

	// Text mode exit codes: 3 (standalone) and 1 (go vet) on findings, 0 when clean.
	for _, c := range []struct {
		dir  string
		argv []string
		code int
	}{
		{broken, []string{bin}, 3},
		{broken, []string{bin, "./..."}, 3},
		{fixed, []string{bin}, 0},
		{broken, []string{"go", "vet", "-vettool=" + bin, "./..."}, 1},
		{fixed, []string{"go", "vet", "-vettool=" + bin, "./..."}, 0},
	} {
		r := integration.Run(t, c.dir, nil, c.argv[0], c.argv[1:]...)
		if r.Code != c.code {
			t.Errorf("%v in %s: want exit %d, got %s", c.argv, filepath.Base(c.dir), c.code, r)
		}
		if c.code == 0 && strings.TrimSpace(r.Stderr) != "" {
			t.Errorf("%v in %s: output on a clean server: %s", c.argv, filepath.Base(c.dir), r)
		}
	}
}

// TestDriverFlags checks the flags of the standard driver that users and
// go vet rely on.
func TestDriverFlags(t *testing.T) {
	bin := integration.Mcplint(t)
	broken := integration.Example(t, "travel-desk")
	run := func(args ...string) integration.Result {
		return integration.Run(t, broken, nil, bin, args...)
	}

	// go vet's protocol: -V=full names a build ID, -flags lists the flags
	// go vet may forward, including the shared configuration (go vet
	// handles -fix itself, so it is not listed).
	if r := run("-V=full"); r.Code != 0 || !strings.Contains(r.Stdout, " version ") || !strings.Contains(r.Stdout, "buildID=") {
		t.Errorf("-V=full: %s", r)
	}
	r := run("-flags")
	var flags []struct{ Name string }
	if err := json.Unmarshal([]byte(r.Stdout), &flags); err != nil {
		t.Fatalf("-flags: %v: %s", err, r)
	}
	names := map[string]bool{}
	for _, f := range flags {
		names[f.Name] = true
	}
	for _, want := range append([]string{"json", "diff", "c", "test", "mcp.spec", "mcp.portable", "mcp.prefix", "mcp.strict"}, integration.Checks()...) {
		if !names[want] {
			t.Errorf("-flags does not list -%s", want)
		}
	}

	// help NAME prints the check's documentation: "NAME: summary", then
	// the rest of the doc.go section.
	for _, a := range mcplint.Analyzers()[1:] {
		r := run("help", a.Name)
		summary, _, _ := strings.Cut(a.Doc, "\n")
		if r.Code != 0 || !strings.HasPrefix(r.Stdout, a.Name+": "+summary+"\n") || len(r.Stdout) < len(a.Doc) {
			t.Errorf("help %s: %s", a.Name, r)
		}
	}

	// -NAME=false turns one check off; -NAME alone runs only that one.
	// (Each run loads the module from source, so one check stands for all.)
	all, err := integration.ParseJSON(run("-json").Stdout)
	if err != nil {
		t.Fatal(err)
	}
	check := integration.Checks()[0]
	if len(all[check]) > 0 {
		f, err := integration.ParseJSON(run("-json", "-"+check+"=false").Stdout)
		if err != nil {
			t.Fatal(err)
		}
		if len(f[check]) != 0 || f.Count() != all.Count()-len(all[check]) {
			t.Errorf("-%s=false: got\n%s", check, f)
		}
		f, err = integration.ParseJSON(run("-json", "-"+check).Stdout)
		if err != nil {
			t.Fatal(err)
		}
		if f.Count() != len(all[check]) {
			t.Errorf("-%s: got\n%s", check, f)
		}
	}

	// -c=N, -test=false, and flags with a separate value before the
	// default pattern.
	for _, args := range [][]string{{"-c", "2", "-test=false", "-mcp.spec", "2025-06-18"}, {"-c=1", "-mcp.spec=2025-11-25", "./..."}} {
		if r := run(args...); r.Code != 3 && all.Count() > 0 {
			t.Errorf("%v: want exit 3, got %s", args, r)
		}
	}
	if r := run("-mcp.spec=1999-01-01"); r.Code == 0 || !strings.Contains(r.Stderr, "unknown MCP spec version") {
		t.Errorf("-mcp.spec=1999-01-01: %s", r)
	}
	// The shared configuration is forwarded by go vet too.
	if r := integration.Run(t, broken, nil, "go", "vet", "-vettool="+bin, "-mcp.spec=2025-06-18", "-mcp.portable", "./..."); r.Code > 1 {
		t.Errorf("go vet with -mcp flags: %s", r)
	}

	// -fix -diff prints the suggested fixes without writing (exit 0), and
	// leaves the sources alone.
	before := readTree(t, broken)
	if r := run("-fix", "-diff"); r.Code != 0 {
		t.Errorf("-fix -diff: %s", r)
	}
	if after := readTree(t, broken); !reflect.DeepEqual(before, after) {
		t.Errorf("-fix -diff changed the example's files")
	}

}

// TestBadInput: when mcplint cannot check what it was asked to, it says
// what to do in one line (a type error is printed once, followed by one
// line), and exits 1; when the packages hold no MCP code, it says so and
// exits 0.
func TestBadInput(t *testing.T) {
	bin := integration.Mcplint(t)
	module := func(files ...string) string {
		dir := t.TempDir()
		writeFile(t, filepath.Join(dir, "go.mod"), "module example.com/m\n\ngo 1.26\n")
		for i := 0; i < len(files); i += 2 {
			name := filepath.Join(dir, files[i])
			if err := os.MkdirAll(filepath.Dir(name), 0o755); err != nil {
				t.Fatal(err)
			}
			writeFile(t, name, files[i+1])
		}
		return dir
	}
	noModule := t.TempDir()
	bad := module("bad.go", "package bad\n\nvar X = 1\n\nfunc f() int { return \"x\" }\n",
		"user/user.go", "package user\n\nimport \"example.com/m\"\n\nvar _ = bad.X\n")
	plain := module("plain.go", "package plain\n\nfunc F() int { return 1 }\n", "docs/README.md", "docs\n")
	// a server built on an MCP library the model does not know: the note
	// names it, so that the silence is not taken for a clean bill
	unknownSDK := module("kit/go.mod", "module example.org/acme/mcp-kit\n\ngo 1.26\n",
		"kit/kit.go", "package kit\n\nfunc Tool(name string, h func() error) {}\n",
		"server.go", "package server\n\nimport kit \"example.org/acme/mcp-kit\"\n\nfunc Register() { kit.Tool(\"x\", func() error { return nil }) }\n")
	writeFile(t, filepath.Join(unknownSDK, "go.mod"), "module example.com/m\n\ngo 1.26\n\nrequire example.org/acme/mcp-kit v0.0.0\n\nreplace example.org/acme/mcp-kit => ./kit\n")

	for _, c := range []struct {
		name string
		dir  string
		args []string
		code int
		want []string // the lines of stderr, as regular expressions
	}{
		{"no module", noModule, nil, 1, []string{`^mcplint: no Go module here: run mcplint inside a module`}},
		{"no module -json", noModule, []string{"-json"}, 1, []string{`^mcplint: no Go module here: `}},
		{"no module sarif", noModule, []string{"-format=sarif"}, 1, []string{`^mcplint: no Go module here: `}},
		{"no module -fix", noModule, []string{"-fix", "-diff"}, 1, []string{`^mcplint: no Go module here: `}},
		{"type error", bad, nil, 1, []string{`/bad\.go:5:23: cannot use "x"`, `^mcplint: fix the errors above first: mcplint needs code that compiles$`}},
		// bad is a package of the module that the patterns leave out: the
		// import graph says it needs source, so it is type-checked from
		// source at once and reported as a root's error is.
		{"type error, dependent", bad, []string{"./user"}, 1, []string{`/bad\.go:5:23: cannot use "x"`, `^mcplint: fix the errors above first: mcplint needs code that compiles$`}},
		{"type error -load=full", bad, []string{"-load=full"}, 1, []string{`/bad\.go:5:23: cannot use "x"`, `^mcplint: fix the errors above first`}},
		{"no such directory", plain, []string{"./nothing/..."}, 1, []string{`^mcplint: \./nothing/\.\.\.: .*no such file or directory: name packages of this module`}},
		{"no Go files", plain, []string{"./docs"}, 1, []string{`^mcplint: \./docs: no Go files in .*: name packages of this module`}},
		{"no packages", plain, []string{"./docs/..."}, 1, []string{`^mcplint: \./docs/\.\.\. matches no Go packages: `}},
		{"no MCP code", plain, nil, 0, []string{`^mcplint: no MCP server code in \./\.\.\.: `}},
		{"no MCP code -json", plain, []string{"-json"}, 0, []string{`^mcplint: no MCP server code in \./\.\.\.: `}},
		{"no MCP code -errlayer", plain, []string{"-errlayer"}, 0, []string{`^mcplint: no MCP server code in \./\.\.\.: `}},
		{"unknown MCP library", unknownSDK, nil, 0, []string{`^mcplint: no MCP server code in \./\.\.\.: .*; example\.com/m imports example\.org/acme/mcp-kit, an MCP library mcplint does not know, so the tools built on it go unchecked$`}},
	} {
		t.Run(c.name, func(t *testing.T) {
			r := integration.Run(t, c.dir, nil, bin, c.args...)
			lines := strings.Split(strings.TrimSuffix(r.Stderr, "\n"), "\n")
			ok := r.Code == c.code && len(lines) == len(c.want)
			for i := 0; ok && i < len(lines); i++ {
				ok = regexp.MustCompile(c.want[i]).MatchString(lines[i])
			}
			if !ok {
				t.Errorf("mcplint %s: want exit %d and stderr lines %q, got %s", strings.Join(c.args, " "), c.code, c.want, r)
			}
			if (c.code != 0 || !slices.Contains(c.args, "-json")) && r.Stdout != "" {
				t.Errorf("mcplint %s: output on stdout: %s", strings.Join(c.args, " "), r)
			}
		})
	}
}

// TestText checks the standalone text output on travel-desk: each finding
// names its check ("file:line:col: CHECK: message"), related locations
// follow their finding indented, the findings are sorted by position, and
// there are as many as -json reports.
func TestText(t *testing.T) {
	bin := integration.Mcplint(t)
	broken := integration.Example(t, "travel-desk")
	r := integration.Run(t, broken, nil, bin)
	if r.Code != 3 || r.Stdout != "" {
		t.Fatalf("mcplint on travel-desk: want exit 3 and the findings on stderr, got %s", r)
	}
	finding := regexp.MustCompile(`^(\S+\.go):(\d+):(\d+): (` + strings.Join(integration.Checks(), "|") + `): \S`)
	related := regexp.MustCompile(`^\S+\.go:\d+:\d+: \t\S`)
	type posn struct {
		file        string
		line, col   int
		check, text string
	}
	var got []posn
	for i, l := range strings.Split(strings.TrimSuffix(r.Stderr, "\n"), "\n") {
		m := finding.FindStringSubmatch(l)
		switch {
		case m != nil:
			line, _ := strconv.Atoi(m[2])
			col, _ := strconv.Atoi(m[3])
			got = append(got, posn{m[1], line, col, m[4], l})
		case i > 0 && related.MatchString(l):
		default:
			t.Errorf("line %d is neither a finding that names its check nor a related location: %q", i+1, l)
		}
	}
	if !slices.IsSortedFunc(got, func(a, b posn) int {
		return cmp.Or(cmp.Compare(a.file, b.file), cmp.Compare(a.line, b.line), cmp.Compare(a.col, b.col), cmp.Compare(a.check, b.check), cmp.Compare(a.text, b.text))
	}) {
		t.Errorf("the findings are not sorted by position:\n%s", r.Stderr)
	}
	f, err := integration.ParseJSON(integration.Run(t, broken, nil, bin, "-json").Stdout)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != f.Count() {
		t.Errorf("%d findings in the text output, %d with -json:\n%s", len(got), f.Count(), r.Stderr)
	}
}

// TestHelpAndVersion: help, -h and --help print mcplint's own help on
// stdout; -V=full prints what go vet needs to cache results by (the rule
// of cmd/go's Builder.toolID), with the same version SARIF names.
func TestHelpAndVersion(t *testing.T) {
	bin := integration.Mcplint(t)
	dir := t.TempDir()
	help := integration.Run(t, dir, nil, bin, "help")
	if help.Code != 0 || !strings.HasPrefix(help.Stdout, "mcplint finds") || strings.Contains(help.Stdout, "Printf") ||
		!strings.Contains(help.Stdout, "-format=text|json|sarif") || !strings.Contains(help.Stdout, "2  usage error") {
		t.Errorf("mcplint help: %s", help)
	}
	for _, flag := range []string{"-h", "-help", "--help"} {
		if r := integration.Run(t, dir, nil, bin, flag); r != help {
			t.Errorf("mcplint %s differs from mcplint help: %s", flag, r)
		}
	}
	if r := integration.Run(t, dir, nil, bin, "-nosuchflag"); r.Code != 2 || strings.Count(r.Stderr, "\n") != 1 || !strings.Contains(r.Stderr, "-nosuchflag") {
		t.Errorf("mcplint -nosuchflag: want exit 2 and one line, got %s", r)
	}

	r := integration.Run(t, dir, nil, bin, "-V=full")
	f := strings.Fields(r.Stdout)
	if r.Code != 0 || len(f) < 4 || f[0] != "mcplint" || f[1] != "version" || !strings.HasPrefix(f[len(f)-1], "buildID=") {
		t.Fatalf("-V=full: want \"mcplint version VERSION buildID=ID\", got %s", r)
	}
	version := strings.Join(f[2:len(f)-1], " ")
	if short := integration.Run(t, dir, nil, bin, "-V"); short.Stdout != "mcplint version "+version+"\n" {
		t.Errorf("-V: %s, want the version of -V=full (%s)", short, version)
	}
	r = integration.Run(t, integration.Example(t, "travel-desk-fixed"), nil, bin, "-format=sarif")
	var log sarifLog
	if err := json.Unmarshal([]byte(r.Stdout), &log); err != nil || len(log.Runs) != 1 {
		t.Fatalf("-format=sarif: %v: %s", err, r)
	}
	// SARIF wants a version that starts with a number (SARIF2005): the
	// module version without "v", or 0.0.0-devel for a local build.
	want := strings.TrimPrefix(version, "v")
	if strings.HasPrefix(version, "(devel)") {
		want = "0.0.0-devel"
	}
	if v := log.Runs[0].Tool.Driver.Version; !strings.HasPrefix(v, strings.Fields(want)[0]) || v == "" || v[0] < '0' || v[0] > '9' {
		t.Errorf("SARIF tool.driver.version %q, want one that starts with a number, from %q as -V=full prints", v, version)
	}
}

// TestFixWrites applies the suggested fixes to a copy of the broken
// example and checks the result still builds.
func TestFixWrites(t *testing.T) {
	bin := integration.Mcplint(t)
	dir := t.TempDir()
	integration.CopyDir(t, integration.Example(t, "travel-desk"), dir)
	f, err := integration.ParseJSON(integration.Run(t, dir, nil, bin, "-json").Stdout)
	if err != nil {
		t.Fatal(err)
	}
	fixes := 0
	for _, ds := range f {
		for _, d := range ds {
			fixes += len(d.SuggestedFixes)
		}
	}
	if fixes == 0 {
		t.Skip("no check offers a suggested fix on travel-desk yet")
	}
	before := readTree(t, dir)
	if r := integration.Run(t, dir, nil, bin, "-fix"); r.Code != 0 {
		t.Fatalf("-fix: %s", r)
	}
	if reflect.DeepEqual(before, readTree(t, dir)) {
		t.Errorf("-fix changed nothing although %d fixes were offered", fixes)
	}
	if r := integration.Run(t, dir, nil, "go", "build", "./..."); r.Code != 0 {
		t.Errorf("the fixed copy does not build: %s", r)
	}
}

func readTree(t *testing.T, dir string) map[string]string {
	t.Helper()
	files := map[string]string{}
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	sort.Strings(names)
	for _, n := range names {
		if strings.HasSuffix(n, ".go") {
			b, err := os.ReadFile(filepath.Join(dir, n))
			if err != nil {
				t.Fatal(err)
			}
			files[n] = string(b)
		}
	}
	return files
}

func writeFile(t *testing.T, name, content string) {
	t.Helper()
	if err := os.WriteFile(name, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestCheckDocs checks that every check has its page under docs/checks,
// that Analyzer.URL points there, and that its Doc has the x/tools shape.
func TestCheckDocs(t *testing.T) {
	root := testenv.Root(t)
	for _, a := range mcplint.Analyzers()[1:] {
		if want := "https://github.com/mcplint-go/mcplint/blob/main/docs/checks/" + a.Name + ".md"; a.URL != want {
			t.Errorf("%s: URL %q, want %q", a.Name, a.URL, want)
		}
		page, err := os.ReadFile(filepath.Join(root, "docs", "checks", a.Name+".md"))
		if err != nil {
			t.Errorf("%s: no documentation page: %v", a.Name, err)
		} else if !strings.Contains(string(page), a.Name) {
			t.Errorf("docs/checks/%s.md does not name the check", a.Name)
		}
		summary, _, _ := strings.Cut(a.Doc, "\n")
		if summary == "" || strings.HasPrefix(summary, a.Name+":") {
			t.Errorf("%s: Doc must start with the summary (without %q): %q", a.Name, a.Name+":", summary)
		}
	}
}

// TestVerboseNotes: -v says where a server's error handling is chosen at
// run time (so its tools get no errlayer findings); without -v nothing of
// it is printed.
func TestVerboseNotes(t *testing.T) {
	bin := integration.Mcplint(t)
	dir := testenv.Fixtures(t, "newest")
	note := "mwgosdk.go:201:27: note: errors of 1 tool(s) unknown: the server's tool middleware at mwgosdk.go:201 is chosen at run time"
	r := integration.Run(t, dir, nil, bin, "-v", "./errlayer/mwgosdk")
	if !strings.Contains(r.Stderr, note) {
		t.Errorf("mcplint -v: want the note %q on stderr, got %s", note, r)
	}
	if r := integration.Run(t, dir, nil, bin, "./errlayer/mwgosdk"); strings.Contains(r.Stderr, "note:") {
		t.Errorf("mcplint without -v printed notes: %s", r)
	}
}
