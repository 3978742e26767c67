package integration_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mcplint-go/mcplint/internal/integration"
)

// TestCopyDirInWorktree: a copy of a git worktree (whose .git is a file
// pointing to the repository) made into a repository of its own with
// GitRepo, as the pre-commit test does with this repository, commits to
// the copy, never to the repository it was copied from — even with
// GIT_DIR set, as in a git hook.
func TestCopyDirInWorktree(t *testing.T) {
	integration.Need(t, "git")
	origin := filepath.Join(t.TempDir(), "origin")
	if err := os.MkdirAll(origin, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(origin, "a.go"), []byte("package a\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	integration.GitRepo(t, origin)
	worktree := filepath.Join(t.TempDir(), "wt")
	if r := integration.Run(t, origin, os.Environ(), "git", "worktree", "add", "-q", worktree); r.Code != 0 {
		t.Fatalf("git worktree add: %s", r)
	}
	commits := func() string {
		return integration.Run(t, origin, os.Environ(), "git", "rev-list", "--all", "--count").Stdout
	}
	before := commits()

	t.Setenv("GIT_DIR", filepath.Join(origin, ".git"))
	copied := filepath.Join(t.TempDir(), "copy")
	integration.CopyDir(t, worktree, copied)
	if _, err := os.Lstat(filepath.Join(copied, ".git")); err == nil {
		t.Fatalf("CopyDir copied the worktree's .git file")
	}
	integration.GitRepo(t, copied)
	if fi, err := os.Stat(filepath.Join(copied, ".git")); err != nil || !fi.IsDir() {
		t.Errorf("GitRepo made no repository in the copy: %v", err)
	}
	os.Unsetenv("GIT_DIR")
	if after := commits(); after != before {
		t.Errorf("GitRepo on the copy committed to the origin repository: %s commits, before %s", strings.TrimSpace(after), strings.TrimSpace(before))
	}
}
