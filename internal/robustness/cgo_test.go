package robustness

import (
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/mcplint-go/mcplint/internal/integration"
	"github.com/mcplint-go/mcplint/internal/testenv"
)

// needCgo skips the test when cgo cannot build here (no C compiler, or
// CGO_ENABLED=0), and fails it in CI (MCPLINT_CI=1), where .ci/run must
// provide a C compiler.
func needCgo(t *testing.T) {
	t.Helper()
	out, err := testenv.Command(t, "go", "env", "CGO_ENABLED", "CC").Output()
	if err != nil {
		t.Fatalf("go env: %v", err)
	}
	fields := strings.Fields(string(out))
	if len(fields) < 2 || fields[0] != "1" {
		integration.Missing(t, "cgo is disabled (go env CGO_ENABLED = %q)", strings.TrimSpace(string(out)))
		return
	}
	if cc := os.Getenv("CC"); cc != "" {
		fields[1] = cc
	}
	if _, err := exec.LookPath(fields[1]); err != nil {
		integration.Missing(t, "no C compiler for cgo: %v", err)
	}
}

// TestCgoDrivers runs the built mcplint, standalone and under go vet, on
// the cgo fixture: the same findings, positioned in cgo.go (not in cmd/cgo's
// output in the build cache), and none of the suppressed ones.
func TestCgoDrivers(t *testing.T) {
	needCgo(t)
	bin := integration.Mcplint(t)
	dir := testenv.Fixtures(t, "newest")
	var got []string
	for _, argv := range [][]string{
		{bin, "-json", "./robust/cgo"},
		{"go", "vet", "-vettool=" + bin, "-json", "./robust/cgo"},
	} {
		r := run(t, dir, argv...)
		f, err := integration.ParseJSON(r.Stdout)
		if err != nil {
			t.Fatalf("%s: %v\n%s", strings.Join(argv, " "), err, r)
		}
		var lines []string
		for check, ds := range f {
			for _, d := range ds {
				if !strings.HasPrefix(d.Posn, filepath.Join(dir, "robust", "cgo", "cgo.go")+":") {
					t.Errorf("%s: %s finding not positioned in cgo.go: %s: %s", strings.Join(argv, " "), check, d.Posn, d.Message)
				}
				lines = append(lines, check+" "+strings.TrimPrefix(d.Posn, dir))
			}
		}
		sort.Strings(lines)
		if len(lines) != 3 {
			t.Errorf("%s: want 3 findings (errlayer, toolnames, schemadrift), got\n%s", strings.Join(argv, " "), strings.Join(lines, "\n"))
		}
		if got == nil {
			got = lines
		} else if strings.Join(got, "\n") != strings.Join(lines, "\n") {
			t.Errorf("standalone and go vet disagree:\n%s\n---\n%s", strings.Join(got, "\n"), strings.Join(lines, "\n"))
		}
	}
}
