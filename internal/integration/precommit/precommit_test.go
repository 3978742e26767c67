package precommit_test

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/mcplint-go/mcplint/internal/integration"
	"github.com/mcplint-go/mcplint/internal/testenv"
)

func TestMain(m *testing.M) {
	code := m.Run()
	integration.Cleanup()
	os.Exit(code)
}

// TestPreCommit installs the hooks of .pre-commit-hooks.yaml from a copy
// of this repository with "pre-commit try-repo" and runs them on the
// example servers: they fail on travel-desk and pass on the fixed one.
func TestPreCommit(t *testing.T) {
	preCommit := integration.Need(t, "pre-commit")
	integration.Need(t, "git")
	root := testenv.Root(t)

	if r := integration.Run(t, root, nil, preCommit, "validate-manifest", ".pre-commit-hooks.yaml"); r.Code != 0 {
		t.Fatalf("pre-commit validate-manifest: %s", r)
	}
	if testing.Short() && !integration.CI() {
		t.Skip("-short: not installing the hooks")
	}

	// The hook repository: the working tree as it is, committed.
	hookRepo := filepath.Join(t.TempDir(), "mcplint")
	integration.CopyDir(t, root, hookRepo)
	integration.GitRepo(t, hookRepo)
	// pre-commit installs a golang hook with GOPATH set to the hook's
	// environment, which would download every module again; GOMODCACHE
	// keeps the module cache the other tests filled.
	modcache := strings.TrimSpace(integration.Run(t, root, nil, "go", "env", "GOMODCACHE").Stdout)
	env := integration.ModuleEnv("PRE_COMMIT_HOME="+t.TempDir(), "PRE_COMMIT_COLOR=never", "GOMODCACHE="+modcache)

	for _, c := range []struct {
		example string
		pass    bool
	}{
		{"travel-desk", false},
		{"travel-desk-fixed", true},
	} {
		t.Run(c.example, func(t *testing.T) {
			target := filepath.Join(t.TempDir(), c.example)
			integration.CopyDir(t, integration.Example(t, c.example), target)
			integration.GitRepo(t, target)
			// try-repo without a hook id runs every hook of the manifest.
			r := integration.Run(t, target, env, preCommit, "try-repo", hookRepo, "--all-files", "--verbose")
			out := r.Stdout + r.Stderr
			if c.pass != (r.Code == 0) {
				t.Errorf("pre-commit try-repo on %s: want pass=%v: %s", c.example, c.pass, r)
			}
			status := "Failed"
			if c.pass {
				status = "Passed"
			}
			for _, hook := range []string{"mcplint", "mcplint (go vet)"} {
				if !regexp.MustCompile(`(?m)^` + regexp.QuoteMeta(hook) + `\.+` + status + `$`).MatchString(out) {
					t.Errorf("hook %q on %s: want %s: %s", hook, c.example, status, r)
				}
			}
			if !c.pass && (!strings.Contains(out, "search hotels") || !strings.Contains(out, "exit code: 3")) {
				t.Errorf("on %s: want the findings and mcplint's exit code 3: %s", c.example, r)
			}
		})
	}
}
