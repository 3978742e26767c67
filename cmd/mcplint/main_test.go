package main

import (
	"flag"
	"go/token"
	"reflect"
	"regexp"
	"runtime/debug"
	"slices"
	"strings"
	"testing"

	"github.com/mcplint-go/mcplint"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"
)

func TestTakeFormat(t *testing.T) {
	for _, c := range []struct {
		args   []string
		format string
		rest   []string
	}{
		{nil, "text", nil},
		{[]string{"./..."}, "text", []string{"./..."}},
		{[]string{"-format=sarif"}, "sarif", nil},
		{[]string{"--format", "json", "-c", "2", "./x"}, "json", []string{"-c", "2", "./x"}},
		{[]string{"-mcp.spec", "2025-06-18", "-format=sarif", "./..."}, "sarif", []string{"-mcp.spec", "2025-06-18", "./..."}},
		{[]string{"./...", "-format=sarif"}, "text", []string{"./...", "-format=sarif"}}, // a pattern ends the flags
		{[]string{"help", "errlayer"}, "text", []string{"help", "errlayer"}},
		{[]string{"-json", "/tmp/b001/vet.cfg"}, "text", []string{"-json", "/tmp/b001/vet.cfg"}},
	} {
		format, rest, err := takeFormat(c.args)
		if err != nil || format != c.format || !reflect.DeepEqual(rest, c.rest) {
			t.Errorf("takeFormat(%q) = %q, %q, %v; want %q, %q", c.args, format, rest, err, c.format, c.rest)
		}
	}
	for _, bad := range [][]string{{"-format=xml"}, {"-format"}} {
		if _, _, err := takeFormat(bad); err == nil {
			t.Errorf("takeFormat(%q): no error", bad)
		}
	}
}

func TestTakeLoad(t *testing.T) {
	load, rest, err := takeFlag([]string{"-format", "json", "-load", "full", "./..."}, "load", "hybrid", "full")
	if err != nil || load != "full" || !reflect.DeepEqual(rest, []string{"-format", "json", "./..."}) {
		t.Errorf("got %q, %q, %v", load, rest, err)
	}
	if load, _, err := takeFlag([]string{"./..."}, "load", "hybrid", "full"); err != nil || load != "hybrid" {
		t.Errorf("default: got %q, %v", load, err)
	}
	if _, _, err := takeFlag([]string{"-load=fast"}, "load", "hybrid", "full"); err == nil {
		t.Error("-load=fast: no error")
	}
}

func TestNeedsStandardDriver(t *testing.T) {
	for args, want := range map[string]bool{
		"./...":                          false,
		"-json -c 3 ./...":               false,
		"-v ./...":                       false,
		"-mcp.spec 2025-06-18 ./...":     false,
		"-errlayer -test=false ./x":      false,
		"-fix ./...":                     true,
		"-diff -fix ./...":               true,
		"-flags":                         true,
		"-V=full":                        true,
		"help errlayer":                  true,
		"-json /tmp/b001/vet.cfg":        true,
		"-cpuprofile=/tmp/cpu.out ./...": false,
		"-trace=/tmp/trace.out ./...":    true,
	} {
		if got := needsStandardDriver(strings.Fields(args)); got != want {
			t.Errorf("needsStandardDriver(%q) = %v, want %v", args, got, want)
		}
	}
}

// TestPrintText: each finding names its check, as in
// "file:line:col: CHECK: message", the findings come sorted by file,
// line, column and check whatever order the analysis produced them in,
// and a finding its package's test variant repeats is printed once.
func TestPrintText(t *testing.T) {
	fset := token.NewFileSet()
	for _, name := range []string{"/m/b.go", "/m/a.go"} {
		f := fset.AddFile(name, -1, 100)
		f.SetLinesForContent([]byte(strings.Repeat("123456789\n", 10)))
	}
	pos := func(file string, line, col int) token.Pos {
		var p token.Pos
		fset.Iterate(func(f *token.File) bool {
			if f.Name() == file {
				p = f.LineStart(line) + token.Pos(col-1)
			}
			return p == token.NoPos
		})
		return p
	}
	pkg := &packages.Package{ID: "m", Fset: fset}
	testPkg := &packages.Package{ID: "m [m.test]", Fset: fset}
	toolnames := &analysis.Analyzer{Name: "toolnames"}
	errlayer := &analysis.Analyzer{Name: "errlayer"}
	diag := func(p token.Pos, msg string, related ...analysis.RelatedInformation) analysis.Diagnostic {
		return analysis.Diagnostic{Pos: p, Message: msg, Related: related}
	}
	graph := &checker.Graph{Roots: []*checker.Action{
		{Analyzer: toolnames, Package: pkg, IsRoot: true, Diagnostics: []analysis.Diagnostic{
			diag(pos("/m/b.go", 2, 1), "b2"),
			diag(pos("/m/a.go", 3, 5), "a3 toolnames"),
		}},
		{Analyzer: errlayer, Package: pkg, IsRoot: true, Diagnostics: []analysis.Diagnostic{
			diag(pos("/m/a.go", 3, 5), "a3 errlayer", analysis.RelatedInformation{Pos: pos("/m/b.go", 7, 2), Message: "related"}),
			diag(pos("/m/a.go", 3, 2), "a3 column 2"),
			diag(pos("/m/a.go", 10, 1), "a10"),
		}},
		{Analyzer: toolnames, Package: testPkg, IsRoot: true, Diagnostics: []analysis.Diagnostic{
			diag(pos("/m/b.go", 2, 1), "b2"),
		}},
	}}
	var buf strings.Builder
	if n := printText(&buf, graph, -1); n != 5 {
		t.Errorf("printText returned %d findings, want 5", n)
	}
	want := `/m/a.go:3:2: errlayer: a3 column 2
/m/a.go:3:5: errlayer: a3 errlayer
/m/b.go:7:2: 	related
/m/a.go:3:5: toolnames: a3 toolnames
/m/a.go:10:1: errlayer: a10
/m/b.go:2:1: toolnames: b2
`
	if buf.String() != want {
		t.Errorf("printText:\n%s\nwant:\n%s", buf.String(), want)
	}
}

// TestHelpFlags: mcplint's own help lists every flag the standalone
// driver accepts, the checks with their summaries and the exit codes.
func TestHelpFlags(t *testing.T) {
	var b strings.Builder
	printHelp(&b)
	help := b.String()
	all := mcplint.Analyzers()
	names := []string{"format", "load", "diff", "NAME", "NAME=false", "V", "h"}
	fs, _ := new(options).flagSet("mcplint", all)
	fs.VisitAll(func(f *flag.Flag) {
		if !slices.ContainsFunc(all, func(a *analysis.Analyzer) bool { return a.Name == f.Name }) {
			names = append(names, f.Name)
		}
	})
	for _, n := range names {
		if !regexp.MustCompile(`(?m)^  -` + regexp.QuoteMeta(n) + `[ =,|]`).MatchString(help) {
			t.Errorf("help does not list -%s", n)
		}
	}
	for _, a := range all[1:] {
		summary, _, _ := strings.Cut(a.Doc, "\n")
		if !regexp.MustCompile(`(?m)^  ` + a.Name + ` +` + regexp.QuoteMeta(summary) + `$`).MatchString(help) {
			t.Errorf("help does not list check %s with its summary %q", a.Name, summary)
		}
	}
	for _, code := range []string{"0", "1", "2", "3"} {
		if !regexp.MustCompile(`(?m)^  ` + code + `  \S`).MatchString(help) {
			t.Errorf("help does not explain exit status %s", code)
		}
	}
	if t.Failed() {
		t.Logf("help:\n%s", help)
	}
}

// TestVersionOf: the module version, then the VCS revision when the build
// recorded one; go vet's -V=full rules are checked on the binary.
func TestVersionOf(t *testing.T) {
	for _, c := range []struct {
		main     string
		settings map[string]string
		want     string
	}{
		{"v0.1.0", nil, "v0.1.0"},
		{"(devel)", nil, "(devel)"},
		{"", nil, "(devel)"},
		{"(devel)", map[string]string{"vcs.revision": "0123456789abcdef0123", "vcs.modified": "false"}, "(devel) rev 0123456789ab"},
		{"v0.1.1-0.20261201120000-0123456789ab+dirty", map[string]string{"vcs.revision": "0123456789abcdef0123", "vcs.modified": "true"},
			"v0.1.1-0.20261201120000-0123456789ab+dirty"},
		{"v0.1.0", map[string]string{"vcs.revision": "fedcba9876543210", "vcs.modified": "true"}, "v0.1.0 rev fedcba987654+dirty"},
	} {
		bi := &debug.BuildInfo{Main: debug.Module{Path: "github.com/mcplint-go/mcplint", Version: c.main}}
		for k, v := range c.settings {
			bi.Settings = append(bi.Settings, debug.BuildSetting{Key: k, Value: v})
		}
		if got := versionOf(bi); got != c.want {
			t.Errorf("versionOf(%q, %v) = %q, want %q", c.main, c.settings, got, c.want)
		}
	}
}

// TestAnswerOwn: help, -h and -V are answered before any driver runs,
// wherever they are among the flags; "help CHECK" is left to the
// standard driver, "help" with an unknown name is a usage error.
func TestAnswerOwn(t *testing.T) {
	for _, c := range []struct {
		args   string
		done   bool
		code   int
		stdout string // a prefix
	}{
		{"help", true, 0, "mcplint finds"},
		{"-h", true, 0, "mcplint finds"},
		{"--help", true, 0, "mcplint finds"},
		{"-json -c 3 -help ./...", true, 0, "mcplint finds"},
		{"-V", true, 0, "mcplint version "},
		{"-V=full", true, 0, "mcplint version "},
		{"-V=short", true, 2, ""},
		{"help errlayer", false, 0, ""},
		{"help nosuchcheck", true, 2, ""},
		{"./... help", false, 0, ""},
		{"-json ./...", false, 0, ""},
		{"-flags", false, 0, ""},
		{"-- -h", false, 0, ""},
	} {
		var stdout, stderr strings.Builder
		code, done := answerOwn(&stdout, &stderr, strings.Fields(c.args))
		if done != c.done || code != c.code || !strings.HasPrefix(stdout.String(), c.stdout) || (code == 2) != (stderr.Len() > 0) {
			t.Errorf("answerOwn(%q) = %d, %v; stdout %.40q, stderr %q; want %d, %v, stdout %q...", c.args, code, done, stdout.String(), stderr.String(), c.code, c.done, c.stdout)
		}
	}
}

func TestDirPatterns(t *testing.T) {
	for args, want := range map[string]bool{
		"-fix ./...":               true,
		"-fix -c 3 ../x ./y/...":   true,
		"-fix -- ./...":            true,
		"-fix ./... example.com/x": false,
		"-fix std":                 false,
		"-json /tmp/b001/vet.cfg":  false,
		"-flags":                   false,
		"help errlayer":            false,
		"-V=full":                  false,
	} {
		if got := dirPatterns(strings.Fields(args)); got != want {
			t.Errorf("dirPatterns(%q) = %v, want %v", args, got, want)
		}
	}
}
