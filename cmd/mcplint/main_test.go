package main

import (
	"reflect"
	"testing"
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
