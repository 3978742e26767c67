package robustness

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/mcplint-go/mcplint/internal/integration"
	"github.com/mcplint-go/mcplint/internal/testenv"
	"golang.org/x/tools/txtar"
)

func TestMain(m *testing.M) {
	code := m.Run()
	integration.Cleanup()
	os.Exit(code)
}

// timeout bounds one run of mcplint on a few small packages (loading
// go-sdk from source on a busy 2-core machine takes seconds): beyond it,
// mcplint hangs.
const timeout = 3 * time.Minute

// TestTypeErrors runs the built mcplint, standalone and under go vet, on
// packages that do not type-check (testdata/newest/robust/typeerr). The
// checks do not run on them (none sets RunDespiteErrors), and mcplint
// must say why: exit 1, the type checker's own message, no panic, no
// hang. A package that type-checks beside them still gets its findings.
func TestTypeErrors(t *testing.T) {
	bin := integration.Mcplint(t)
	dir := typeErrModule(t)

	for _, c := range []struct {
		pkg  string
		want []string // in the output of both drivers
	}{
		{"undefined", []string{"undefined.go:19:12: undefined: lookupCity"}},
		{"signature", []string{"signature.go:19:49: in call to mcp.AddTool, type func(ctx context.Context, in In) (string, error) of weather does not match"}},
		{"badimport", []string{"badimport.go:6:2: cannot find module providing package github.com/modelcontextprotocol/go-sdk/nosuchpkg"}},
		{"dependent", []string{"undefined.go:19:12: undefined: lookupCity"}},
	} {
		t.Run(c.pkg, func(t *testing.T) {
			for _, argv := range [][]string{
				{bin, "./" + c.pkg},
				{bin, "-json", "./" + c.pkg},
				{"go", "vet", "-vettool=" + bin, "./" + c.pkg},
			} {
				r := run(t, dir, argv...)
				if r.Code != 1 {
					t.Errorf("%s: want exit 1 (failure), got %s", strings.Join(argv, " "), r)
				}
				for _, w := range c.want {
					if !strings.Contains(r.Stdout+r.Stderr, w) {
						t.Errorf("%s: output does not name the type error %q:\n%s", strings.Join(argv, " "), w, r)
					}
				}
			}
		})
	}

	// All at once: the errors, and the clean package's finding.
	r := run(t, dir, bin, "./...")
	out := r.Stdout + r.Stderr
	if r.Code != 1 {
		t.Errorf("./...: want exit 1, got %s", r)
	}
	for _, w := range []string{"undefined: lookupCity", "does not match mcp.ToolHandlerFor", "nosuchpkg", `clean.go:16:28: toolnames: tool name "clean tool" has a space`} {
		if !strings.Contains(out, w) {
			t.Errorf("./...: output lacks %q:\n%s", w, r)
		}
	}
}

// typeErrModule writes the packages of typeerr/cases.txtar into a copy
// of the fixtures module (same go.mod and go.sum: no download).
func typeErrModule(t *testing.T) string {
	t.Helper()
	fixtures := testenv.Fixtures(t, "newest")
	ar, err := txtar.ParseFile(filepath.Join(fixtures, "robust", "typeerr", "cases.txtar"))
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	for _, f := range []string{"go.mod", "go.sum"} {
		ar.Files = append(ar.Files, txtar.File{Name: f, Data: readFile(t, filepath.Join(fixtures, f))})
	}
	for _, f := range ar.Files {
		p := filepath.Join(dir, f.Name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, f.Data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

func readFile(t *testing.T, name string) []byte {
	t.Helper()
	b, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// run runs argv in dir without network (GOPROXY=off: the modules are in
// the cache) and fails the test if it hangs or panics.
func run(t *testing.T, dir string, argv ...string) integration.Result {
	t.Helper()
	cmd := testenv.CommandWithin(t, timeout, argv[0], argv[1:]...)
	cmd.Dir = dir
	cmd.Env = integration.ModuleEnv("GOPROXY=off")
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	r := integration.Result{Stdout: stdout.String(), Stderr: stderr.String()}
	if cmd.TimedOut() {
		t.Fatalf("%s: still running after %v (hang?)\n%s", strings.Join(argv, " "), timeout, r)
	}
	var exit *exec.ExitError
	switch {
	case errors.As(err, &exit):
		r.Code = exit.ExitCode()
	case err != nil:
		t.Fatalf("%s: %v", strings.Join(argv, " "), err)
	}
	out := r.Stdout + r.Stderr
	for _, bad := range []string{"panic:", "goroutine ", "internal error"} {
		if strings.Contains(out, bad) {
			t.Fatalf("%s: output has %q:\n%s", strings.Join(argv, " "), bad, r)
		}
	}
	return r
}
