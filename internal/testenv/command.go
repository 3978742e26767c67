package testenv

import (
	"context"
	"os/exec"
	"testing"
	"time"
)

// Cmd is an external command bound to a test's deadline: it is killed,
// with every process it started, shortly before go test's -timeout would
// panic the test binary, so that a slow build fails its test (and its
// temporary directories are removed) instead of outliving it.
type Cmd struct {
	*exec.Cmd
	ctx context.Context
}

// TimedOut reports whether the command was killed at the deadline.
func (c *Cmd) TimedOut() bool { return c.ctx.Err() != nil }

// Command returns the command name args with a context deadline derived
// from t.Deadline(). The command runs in a process group of its own,
// which is killed as a whole when the deadline passes: "go build" and
// pre-commit start children that killing the leader alone would orphan.
func Command(t testing.TB, name string, args ...string) *Cmd {
	t.Helper()
	return CommandWithin(t, 0, name, args...)
}

// CommandWithin is Command with a tighter bound: the command is also
// killed after limit (if limit > 0), as a test that detects hangs needs.
func CommandWithin(t testing.TB, limit time.Duration, name string, args ...string) *Cmd {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	d, ok := Deadline(t)
	if limit > 0 && (!ok || time.Now().Add(limit).Before(d)) {
		d, ok = time.Now().Add(limit), true
	}
	if ok {
		ctx, cancel = context.WithDeadline(context.Background(), d)
	}
	t.Cleanup(cancel)
	cmd := exec.CommandContext(ctx, name, args...)
	killGroupOnCancel(cmd)
	// Output pipes held by a grandchild must not block Wait for ever.
	cmd.WaitDelay = 10 * time.Second
	return &Cmd{cmd, ctx}
}

// Deadline returns when an external command of test t must end: before
// t.Deadline() (go test's -timeout), with a margin in which the test can
// report the timeout and clean up. ok is false when t has no deadline
// (-timeout=0) or is not a *testing.T.
func Deadline(t testing.TB) (deadline time.Time, ok bool) {
	dt, isT := t.(interface{ Deadline() (time.Time, bool) })
	if !isT {
		return time.Time{}, false
	}
	d, ok := dt.Deadline()
	if !ok {
		return time.Time{}, false
	}
	margin := min(time.Until(d)/10, 30*time.Second)
	return d.Add(-margin), true
}
