// Package integration helps tests that run mcplint the way users do: the
// built command, standalone and under go vet, on the example servers, and
// through pre-commit and a custom golangci-lint build.
//
// Tests that need a tool which is not installed (pre-commit, a C
// compiler...) skip locally but fail when MCPLINT_CI=1, so that CI cannot
// pass by skipping what it is meant to prove.
package integration

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/mcplint-go/mcplint"
	"github.com/mcplint-go/mcplint/internal/testenv"
)

// CI reports whether the tests run in CI (MCPLINT_CI=1), where a missing
// tool is a failure rather than a reason to skip.
func CI() bool { return os.Getenv("MCPLINT_CI") == "1" }

// Need returns the path of the named program, or skips the test (fails it
// in CI) when it is not on PATH.
func Need(t testing.TB, program string) string {
	t.Helper()
	p, err := exec.LookPath(program)
	if err != nil {
		Missing(t, "%s is not installed (%v)", program, err)
	}
	return p
}

// Missing skips the test, or fails it in CI, because a tool it needs is
// missing.
func Missing(t testing.TB, format string, args ...any) {
	t.Helper()
	msg := fmt.Sprintf(format, args...)
	if CI() {
		t.Fatalf("%s; MCPLINT_CI=1, so this is a failure, not a skip (.ci/run installs it)", msg)
	}
	t.Skip(msg)
}

// Checks returns the names of mcplint's checks (not the model analyzer).
func Checks() []string {
	var names []string
	for _, a := range mcplint.Analyzers()[1:] {
		names = append(names, a.Name)
	}
	return names
}

var (
	buildOnce sync.Once
	buildDir  string
	buildErr  error
)

// Mcplint builds cmd/mcplint once per test binary and returns the path of
// the executable. Call Cleanup from TestMain to remove it.
func Mcplint(t testing.TB) string {
	t.Helper()
	root := testenv.Root(t)
	buildOnce.Do(func() {
		buildDir, buildErr = os.MkdirTemp("", "mcplint-bin-")
		if buildErr != nil {
			return
		}
		// Set until the build succeeds: Run ends the test (and this
		// function) at the deadline.
		buildErr = errors.New("go build ./cmd/mcplint did not finish")
		r := Run(t, root, os.Environ(), "go", "build", "-o", filepath.Join(buildDir, "mcplint"), "./cmd/mcplint")
		buildErr = nil
		if r.Code != 0 {
			buildErr = fmt.Errorf("go build ./cmd/mcplint: %s", r)
		}
	})
	if buildErr != nil {
		t.Fatal(buildErr)
	}
	return filepath.Join(buildDir, "mcplint")
}

// Cleanup removes what Mcplint built. Call it from TestMain after m.Run.
func Cleanup() {
	if buildDir != "" {
		os.RemoveAll(buildDir)
	}
}

var (
	exampleMu   sync.Mutex
	downloadErr = map[string]error{}
)

// Example returns the absolute directory of examples/<name>, after "go mod
// download" there, so that later runs need no network.
func Example(t testing.TB, name string) string {
	t.Helper()
	dir := filepath.Join(testenv.Root(t), "examples", name)
	exampleMu.Lock()
	defer exampleMu.Unlock()
	err, done := downloadErr[dir]
	if !done {
		if r := Run(t, dir, nil, "go", "mod", "download"); r.Code != 0 {
			err = fmt.Errorf("go mod download in %s: %s", dir, r)
		}
		downloadErr[dir] = err
	}
	if err != nil {
		t.Fatal(err)
	}
	return dir
}

// ModuleEnv is the environment for go commands run in a nested module:
// no workspace, and the go.sum of the module as the only authority.
func ModuleEnv(extra ...string) []string {
	goflags := strings.TrimSpace(os.Getenv("GOFLAGS") + " -mod=mod")
	return append(os.Environ(), append([]string{"GOWORK=off", "GOFLAGS=" + goflags}, extra...)...)
}

// Result is what a command did.
type Result struct {
	Stdout, Stderr string
	Code           int
}

func (r Result) String() string {
	return fmt.Sprintf("exit %d\nstdout:\n%s\nstderr:\n%s", r.Code, r.Stdout, r.Stderr)
}

// Run runs a command in dir with env (nil: ModuleEnv()) and returns its
// output and exit code; it fails the test if the command cannot be
// started or is still running at the test's deadline (testenv.Command:
// then it is killed with its children). The go command's temporary
// files (GOTMPDIR) go to a directory of the test, which is removed even
// when a build is killed.
func Run(t testing.TB, dir string, env []string, name string, args ...string) Result {
	t.Helper()
	cmd := testenv.Command(t, name, args...)
	cmd.Dir = dir
	if env == nil {
		env = ModuleEnv()
	}
	cmd.Env = append(env[:len(env):len(env)], "GOTMPDIR="+t.TempDir())
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	r := Result{Stdout: stdout.String(), Stderr: stderr.String()}
	var exit *exec.ExitError
	switch {
	case cmd.TimedOut():
		deadline, _ := testenv.Deadline(t)
		t.Fatalf("%s %s: killed at %s, before the test's deadline (go test -timeout; see .ci/run): %v\n%s",
			name, strings.Join(args, " "), deadline.Format(time.TimeOnly), err, r)
	case errors.As(err, &exit):
		r.Code = exit.ExitCode()
	case err != nil:
		t.Fatalf("%s %s: %v", name, strings.Join(args, " "), err)
	}
	return r
}

// Diagnostic is one entry of the JSON tree that mcplint -json and go vet
// -json print.
type Diagnostic struct {
	Category       string `json:"category"`
	Posn           string `json:"posn"`
	End            string `json:"end"`
	Message        string `json:"message"`
	SuggestedFixes []struct {
		Message string `json:"message"`
	} `json:"suggested_fixes"`
	Related []struct {
		Posn    string `json:"posn"`
		Message string `json:"message"`
	} `json:"related"`
}

// Findings maps an analyzer name to its diagnostics.
type Findings map[string][]Diagnostic

// Count returns the number of diagnostics of all analyzers.
func (f Findings) Count() int {
	n := 0
	for _, ds := range f {
		n += len(ds)
	}
	return n
}

// String lists the findings, one a line, sorted.
func (f Findings) String() string {
	var lines []string
	for a, ds := range f {
		for _, d := range ds {
			lines = append(lines, fmt.Sprintf("%s: %s: %s", d.Posn, a, d.Message))
		}
	}
	sort.Strings(lines)
	return strings.Join(lines, "\n")
}

// ParseJSON reads the JSON tree {package: {analyzer: [diagnostic] |
// {"error": msg}}} (one or several, as go vet -json prints one per
// package) and returns the diagnostics by analyzer, deduplicated by
// position and message (a package and its test variant report alike).
// An analyzer error is returned as an error.
func ParseJSON(out string) (Findings, error) {
	f := Findings{}
	seen := map[string]bool{}
	dec := json.NewDecoder(strings.NewReader(out))
	for {
		var tree map[string]map[string]json.RawMessage
		if err := dec.Decode(&tree); err == io.EOF {
			break
		} else if err != nil {
			return nil, fmt.Errorf("parsing JSON diagnostics: %v\n%s", err, out)
		}
		for pkg, byAnalyzer := range tree {
			for a, raw := range byAnalyzer {
				var ds []Diagnostic
				if err := json.Unmarshal(raw, &ds); err != nil {
					var e struct{ Error string }
					if json.Unmarshal(raw, &e) == nil && e.Error != "" {
						return nil, fmt.Errorf("%s: %s: %s", pkg, a, e.Error)
					}
					return nil, fmt.Errorf("%s: %s: %v", pkg, a, err)
				}
				for _, d := range ds {
					key := a + "\x00" + d.Posn + "\x00" + d.Message
					if !seen[key] {
						seen[key] = true
						f[a] = append(f[a], d)
					}
				}
			}
		}
	}
	return f, nil
}

// CopyDir copies the regular files of the tree src into dst, without
// .git: a directory in a clone, a file ("gitdir: ...") in a worktree or
// submodule, which would make the copy a checkout of src's repository.
func CopyDir(t testing.TB, src, dst string) {
	t.Helper()
	err := filepath.WalkDir(src, func(p string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(src, p)
		target := filepath.Join(dst, rel)
		if d.Name() == ".git" {
			if d.IsDir() {
				return filepath.SkipDir
			}
			return nil
		}
		if d.IsDir() {
			return os.MkdirAll(target, 0o755)
		}
		if !d.Type().IsRegular() {
			return nil
		}
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		return os.WriteFile(target, data, 0o644)
	})
	if err != nil {
		t.Fatal(err)
	}
}

// GitRepo makes dir a new git repository with one commit of all its
// files. dir must not be in a repository already, and the GIT_*
// variables of the caller (set when the tests run from a git hook) are
// dropped, so that the commit cannot land in the repository under test.
func GitRepo(t testing.TB, dir string) {
	t.Helper()
	if _, err := os.Lstat(filepath.Join(dir, ".git")); err == nil {
		t.Fatalf("GitRepo: %s already has a .git", dir)
	}
	var env []string
	for _, kv := range os.Environ() {
		if !strings.HasPrefix(kv, "GIT_") {
			env = append(env, kv)
		}
	}
	env = append(env, "GIT_CEILING_DIRECTORIES="+filepath.Dir(dir), "GIT_AUTHOR_NAME=t", "GIT_AUTHOR_EMAIL=t@example.com",
		"GIT_COMMITTER_NAME=t", "GIT_COMMITTER_EMAIL=t@example.com")
	for _, args := range [][]string{
		{"init", "-q", "."},
		{"add", "-A"},
		{"commit", "-q", "--no-gpg-sign", "-m", "snapshot"},
	} {
		if r := Run(t, dir, env, "git", args...); r.Code != 0 {
			t.Fatalf("git %v in %s: %s", args, dir, r)
		}
	}
}
