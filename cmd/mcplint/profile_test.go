package main

import (
	"os"
	"path/filepath"
	"testing"
)

// TestProfiles: -cpuprofile and -memprofile write gzipped pprof profiles
// in the standalone driver, and a profile that cannot be created is an
// error, not a silent run.
func TestProfiles(t *testing.T) {
	dir := t.TempDir()
	o := &options{cpuProf: filepath.Join(dir, "cpu.out"), memProf: filepath.Join(dir, "mem.out")}
	stop, err := startProfiles(o)
	if err != nil {
		t.Fatal(err)
	}
	if err := stop(); err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{o.cpuProf, o.memProf} {
		b, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		if len(b) < 2 || b[0] != 0x1f || b[1] != 0x8b {
			t.Errorf("%s is not a gzipped profile (%d bytes)", name, len(b))
		}
	}
	if _, err := startProfiles(&options{cpuProf: filepath.Join(dir, "missing", "cpu.out")}); err == nil {
		t.Error("a CPU profile in a missing directory: no error")
	}
}
