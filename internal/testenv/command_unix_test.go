//go:build unix

package testenv_test

import (
	"bytes"
	"os"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/mcplint-go/mcplint/internal/testenv"
)

// TestCommandKillsGroup: at its deadline a command dies with the
// processes it started (go build's compilers, pre-commit's go install),
// which exec.CommandContext alone would leave running.
func TestCommandKillsGroup(t *testing.T) {
	cmd := testenv.CommandWithin(t, 2*time.Second, "sh", "-c", "sleep 300 & echo $!; wait")
	var out bytes.Buffer
	cmd.Stdout = &out
	start := time.Now()
	err := cmd.Run()
	if err == nil || !cmd.TimedOut() {
		t.Fatalf("sh with a 2s limit: err %v, timed out %v", err, cmd.TimedOut())
	}
	if d := time.Since(start); d > 8*time.Second {
		t.Errorf("Run returned after %v, want about 2s", d)
	}
	pid, err := strconv.Atoi(strings.TrimSpace(out.String()))
	if err != nil {
		t.Fatalf("child pid %q: %v", out.String(), err)
	}
	// The grandchild is gone, or a zombie that nobody reaped yet.
	deadline := time.Now().Add(5 * time.Second)
	for syscall.Kill(pid, 0) == nil && !zombie(pid) {
		if time.Now().After(deadline) {
			syscall.Kill(pid, syscall.SIGKILL)
			t.Fatalf("the command's child %d outlived the deadline", pid)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

func zombie(pid int) bool {
	stat, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return false
	}
	// pid (comm) state ...
	_, rest, _ := strings.Cut(string(stat), ") ")
	return strings.HasPrefix(rest, "Z")
}

// TestDeadline: commands end before go test's -timeout would panic the
// test binary.
func TestDeadline(t *testing.T) {
	td, ok := t.Deadline()
	d, ok2 := testenv.Deadline(t)
	if ok != ok2 {
		t.Fatalf("t.Deadline ok=%v, testenv.Deadline ok=%v", ok, ok2)
	}
	if ok && !d.Before(td) {
		t.Errorf("command deadline %v is not before the test's %v", d, td)
	}
}
