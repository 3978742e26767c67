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
