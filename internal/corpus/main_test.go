//go:build linux

package main

import "testing"

func TestParseJSON(t *testing.T) {
	out := []byte(`{
	"example.com/m/a": {"errlayer": [{"category": "c1", "posn": "/root/m/a/a.go:3:1", "message": "m"}]},
	"example.com/m/a [example.com/m/a.test]": {"errlayer": [{"category": "c1", "posn": "/root/m/a/a.go:3:1", "message": "m"}],
		"toolnames": {"error": "boom"}}
}`)
	fs, errs := parseJSON(out, "/root/m")
	if len(fs) != 1 || fs[0] != (finding{"a/a.go:3:1", "errlayer", "c1", "m"}) {
		t.Errorf("findings = %v", fs)
	}
	if len(errs) != 1 || errs[0] != "example.com/m/a [example.com/m/a.test] toolnames: boom" {
		t.Errorf("errors = %v", errs)
	}
}

func TestMerge(t *testing.T) {
	a := &result{module: module{Name: "a"}, Head: "h1"}
	b := &result{module: module{Name: "b"}, Head: "h1"}
	b2 := &result{module: module{Name: "b"}, Head: "h2"}
	c := &result{module: module{Name: "c"}, Head: "h2"}
	got := merge([]*result{a, b}, []*result{b2, c})
	if len(got) != 3 || got[0] != a || got[1] != b2 || got[2] != c {
		t.Fatalf("merge = %v", got)
	}
	if v := versions(got); v != "h1 (b, c run again at h2)" {
		t.Errorf("versions = %q", v)
	}
}

func TestCoverage(t *testing.T) {
	c := parseCoverage(run{Out: []byte(`{"Defined": 3, "Known": 2, "Unknown": ["a.go:4:2"]}`)})
	if c.Failed != "" || c.Defined != 3 || c.Known != 2 || len(c.Unknown) != 1 {
		t.Errorf("parseCoverage = %+v", c)
	}
	if got := coverageCells(c); got != "3 | 2 | 66%" {
		t.Errorf("coverageCells = %q", got)
	}
	bad := parseCoverage(run{Exit: 1, Err: []byte("loading\nmodeldump: boom\n")})
	if bad.Failed != "exit 1: modeldump: boom" || coverageCells(bad) != "error | - | -" {
		t.Errorf("failed coverage = %+v, cells %q", bad, coverageCells(bad))
	}
	if got := coverageCells(nil); got != "- | - | -" {
		t.Errorf("coverageCells(nil) = %q", got)
	}
	if got := percent(0, 0); got != "-" {
		t.Errorf("percent(0, 0) = %q", got)
	}
}

func TestSkippedCell(t *testing.T) {
	if got := (run{Skipped: true}).cell(); got != "skipped" {
		t.Errorf("skipped cell = %q", got)
	}
	r := &result{}
	if got := sameFindings(r); got != "-" {
		t.Errorf("sameFindings without a full run = %q", got)
	}
}
