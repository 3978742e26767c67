package robustness

import (
	"os"
	"os/exec"
	"strings"
	"testing"

	"github.com/mcplint-go/mcplint/internal/integration"
)

// needCgo skips the test when cgo cannot build here (no C compiler, or
// CGO_ENABLED=0), and fails it in CI (MCPLINT_CI=1), where .ci/run must
// provide a C compiler.
func needCgo(t *testing.T) {
	t.Helper()
	out, err := exec.Command("go", "env", "CGO_ENABLED", "CC").Output()
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
