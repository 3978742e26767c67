package main

import (
	"reflect"
	"strings"
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
		"-mcp.spec 2025-06-18 ./...":     false,
		"-errlayer -test=false ./x":      false,
		"-fix ./...":                     true,
		"-diff -fix ./...":               true,
		"-flags":                         true,
		"-V=full":                        true,
		"help errlayer":                  true,
		"-json /tmp/b001/vet.cfg":        true,
		"-cpuprofile=/tmp/cpu.out ./...": true,
	} {
		if got := needsStandardDriver(strings.Fields(args)); got != want {
			t.Errorf("needsStandardDriver(%q) = %v, want %v", args, got, want)
		}
	}
}
