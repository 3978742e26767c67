package main

import (
	"reflect"
	"testing"
)

func TestEnvFields(t *testing.T) {
	for _, c := range []struct {
		in   string
		want []string
	}{
		{"", nil},
		{"GOFLAGS=-mod=mod GOWORK=off", []string{"GOFLAGS=-mod=mod", "GOWORK=off"}},
		{"GOFLAGS=-mod=mod -tags=remote,btrfs_noversion", []string{"GOFLAGS=-mod=mod -tags=remote,btrfs_noversion"}},
		{"GOFLAGS=-mod=mod -tags=a GOWORK=off", []string{"GOFLAGS=-mod=mod -tags=a", "GOWORK=off"}},
	} {
		if got := envFields(c.in); !reflect.DeepEqual(got, c.want) {
			t.Errorf("envFields(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}
