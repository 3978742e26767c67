package integration_test

import (
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"sort"
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

// TestSuppression runs a build of mcplint whose four checks report every
// tool registration (testdata/echo) on testdata/suppress, standalone and
// under go vet, and checks which findings each directive suppresses.
func TestSuppression(t *testing.T) {
	root := testenv.Root(t)
	bin := filepath.Join(t.TempDir(), "echo")
	if r := integration.Run(t, root, os.Environ(), "go", "build", "-o", bin, "./internal/integration/testdata/echo"); r.Code != 0 {
		t.Fatalf("building the echo checker: %s", r)
	}
	dir := filepath.Join(root, "internal", "integration", "testdata", "suppress")
	if r := integration.Run(t, dir, nil, "go", "mod", "download"); r.Code != 0 {
		t.Fatalf("go mod download: %s", r)
	}

	all := []string{"errlayer", "listmutation", "schemadrift", "toolnames"}
	want := map[string][]string{
		"plain":                   all,
		"ignore_errlayer":         {"listmutation", "schemadrift", "toolnames"},
		"ignore_two":              {"listmutation", "schemadrift"},
		"nolint_no_reason":        all, // malformed: suppresses nothing
		"ignore_no_reason":        all,
		"other_linter":            all,
		"staticcheck_check":       all,
		"after_covered_line":      all,
		"file_ignore_schemadrift": {"errlayer", "listmutation", "toolnames"},
		"nolint_check_name":       all, // nolint takes linter names: reported
		"nolint_checks_and_other": all,
		// suppressed entirely: nolint_line, nolint_above, nolint_all,
		// in_nolint_func, nolint_file
	}
	// Each reported directive, with what the report says to write.
	wantMalformed := []string{
		"a.go:27: //nolint:mcplint",
		"a.go:28: //lint:ignore errlayer",
		"a.go:38: //lint:ignore errlayer",
		"a.go:39: //lint:ignore toolnames,schemadrift",
	}

	for _, mode := range []struct {
		name     string
		cmd      []string
		textCode int
	}{
		{"standalone", []string{bin}, 3},
		{"vet", []string{"go", "vet", "-vettool=" + bin}, 1},
	} {
		t.Run(mode.name, func(t *testing.T) {
			args := append(mode.cmd[1:], "-json", "./...")
			r := integration.Run(t, dir, nil, mode.cmd[0], args...)
			if r.Code != 0 {
				t.Fatalf("-json: %s", r)
			}
			f, err := integration.ParseJSON(r.Stdout)
			if err != nil {
				t.Fatal(err)
			}
			got := map[string][]string{}
			toolRE := regexp.MustCompile(`^tool "(.*)"$`)
			for _, check := range all {
				for _, d := range f[check] {
					m := toolRE.FindStringSubmatch(d.Message)
					if m == nil {
						t.Errorf("unexpected %s diagnostic %s: %s", check, d.Posn, d.Message)
						continue
					}
					got[m[1]] = append(got[m[1]], check)
				}
			}
			for _, cs := range got {
				sort.Strings(cs)
			}
			if !reflect.DeepEqual(got, want) {
				t.Errorf("findings by tool:\n got %v\nwant %v", got, want)
			}
			var malformed []string
			for _, d := range f["mcp"] {
				file, rest, _ := strings.Cut(filepath.Base(d.Posn), ":")
				line, _, _ := strings.Cut(rest, ":")
				_, hint, _ := strings.Cut(d.Message, "(write ")
				directive, _, _ := strings.Cut(hint, " <")
				directive = strings.TrimSuffix(directive, " //")
				if d.Category != "directive" {
					t.Errorf("mcp diagnostic with category %q: %s", d.Category, d.Message)
				}
				malformed = append(malformed, file+":"+line+": "+directive)
			}
			sort.Strings(malformed)
			if !reflect.DeepEqual(malformed, wantMalformed) {
				t.Errorf("malformed directives reported:\n got %q\nwant %q", malformed, wantMalformed)
			}

			// Text mode: the exit code says there were findings.
			r = integration.Run(t, dir, nil, mode.cmd[0], append(mode.cmd[1:], "./...")...)
			if r.Code != mode.textCode {
				t.Errorf("text mode: want exit %d, got %s", mode.textCode, r)
			}
		})
	}
}
