package main

import (
	"crypto/sha256"
	"fmt"
	"io"
	"os"
	"runtime/debug"
	"strings"
)

// version is mcplint's version as the build info records it: the module
// version ("v0.1.0" when installed with go install ...@v0.1.0, a
// pseudo-version or "(devel)" when built in a checkout), followed by the
// VCS revision when the build recorded one ("(devel) rev 1a2b3c4d5e6f",
// "+dirty" for a tree with uncommitted changes).
func version() string {
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		return "(unknown)"
	}
	return versionOf(bi)
}

func versionOf(bi *debug.BuildInfo) string {
	v := bi.Main.Version
	if v == "" {
		v = "(devel)"
	}
	var rev, modified string
	for _, s := range bi.Settings {
		switch s.Key {
		case "vcs.revision":
			rev = s.Value
		case "vcs.modified":
			if s.Value == "true" {
				modified = "+dirty"
			}
		}
	}
	if rev = rev[:min(len(rev), 12)]; rev != "" && !strings.Contains(v, rev) {
		v += " rev " + rev + modified // not already in a pseudo-version
	}
	return v
}

// printVersion answers -V and -V=full.
//
// go vet runs "mcplint -V=full" and caches vet results under what it
// prints (cmd/go/internal/work.Builder.toolID): the third field must
// contain "devel" only if the last one is "buildID=ID", and otherwise the
// whole line is the cache key. A release line without a build ID would
// let go vet reuse results across two different binaries of the same
// version (a local replace, a modified checkout), so -V=full always ends
// with the SHA-256 of the executable, as x/tools' own -V=full does:
//
//	mcplint version v0.1.0 buildID=3f5a...
//	mcplint version (devel) rev 1a2b3c4d5e6f buildID=3f5a...
func printVersion(w io.Writer, full bool) error {
	if !full {
		_, err := fmt.Fprintf(w, "mcplint version %s\n", version())
		return err
	}
	id, err := executableHash()
	if err != nil {
		return err
	}
	_, err = fmt.Fprintf(w, "mcplint version %s buildID=%x\n", version(), id)
	return err
}

func executableHash() ([]byte, error) {
	exe, err := os.Executable()
	if err != nil {
		return nil, err
	}
	f, err := os.Open(exe)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	h := sha256.New()
	if _, err := io.Copy(h, f); err != nil {
		return nil, err
	}
	return h.Sum(nil), nil
}
