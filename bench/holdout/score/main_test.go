package main

import "testing"

func TestScore(t *testing.T) {
	ls := []label{
		{path: "a.go", line: 10, analyzer: "errlayer", want: true, group: "e1"},
		{path: "a.go", line: 11, analyzer: "errlayer", want: true, group: "e1"},
		{path: "a.go", line: 20, analyzer: "errlayer", want: true, group: "e2"},
		{path: "a.go", line: 30, analyzer: "errlayer", group: "n1"},
	}
	fs := []finding{
		{analyzer: "errlayer", at: []string{"a.go:11"}},           // e1
		{analyzer: "errlayer", at: []string{"b.go:5", "a.go:10"}}, // e1 again, through a related position
		{analyzer: "toolnames", at: []string{"a.go:20"}},          // another check's line: unlabelled
		{analyzer: "errlayer", at: []string{"a.go:30"}},           // a NEG line: a false positive
		{analyzer: "errlayer", at: []string{"a.go:18"}, end: 21},  // e2: a statement over lines 18 to 21
	}
	groups, found, onWant, onLabel, unlabelled, _ := score(ls, fs)
	if groups != 2 || found != 2 || onWant != 3 || onLabel != 4 || len(unlabelled) != 1 {
		t.Errorf("score = %d groups, %d found, %d on WANT, %d on labels, %d unlabelled; want 2, 2, 3, 4, 1",
			groups, found, onWant, onLabel, len(unlabelled))
	}
}

func TestRel(t *testing.T) {
	if got := rel("o__n", "/work/holdout/o__n/internal/x.go:12:3"); got != "internal/x.go:12" {
		t.Errorf("rel = %q", got)
	}
}

func TestCoreGroups(t *testing.T) {
	ls := coreGroups([]label{
		{path: "a.go", line: 10, analyzer: "errlayer", want: true, group: "e1", kind: "core"},
		{path: "a.go", line: 20, analyzer: "errlayer", want: true, group: "e2", kind: "extra"},
	})
	fs := []finding{{analyzer: "errlayer", at: []string{"a.go:20"}}}
	groups, found, onWant, _, _, missed := score(ls, fs)
	// e2 is not expected; a finding on it is still on a defect; e1 is missed.
	if groups != 1 || found != 0 || onWant != 1 || len(missed) != 1 || missed[0].group != "e1" {
		t.Errorf("core score = %d groups, %d found, %d on WANT, missed %v; want 1, 0, 1, [e1]", groups, found, onWant, missed)
	}
}
