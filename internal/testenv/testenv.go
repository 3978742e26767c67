// Package testenv gives tests the fixture modules under testdata/, with
// the real SDK modules they require in the module cache.
//
// analysistest loads a directory that holds a go.mod with GOPROXY=off, so
// the SDK versions a fixture module requires must already be in the
// module cache. Fixtures runs "go mod download" in the module once per
// test binary, with the caller's own GOPROXY, so that "go test ./..." is
// the only command a contributor or CI needs.
package testenv

import (
	"fmt"
	"os"
	"path/filepath"
	"sync"
	"testing"

	"github.com/mcplint-go/mcplint/analyzer"
)

var (
	mu         sync.Mutex
	downloaded = map[string]error{}
)

// Fixtures returns the absolute path of testdata/<name> at the repository
// root, after making sure its modules are downloaded.
func Fixtures(t testing.TB, name string) string {
	t.Helper()
	dir := filepath.Join(Root(t), "testdata", name)
	mu.Lock()
	defer mu.Unlock()
	err, done := downloaded[dir]
	if !done {
		cmd := Command(t, "go", "mod", "download")
		cmd.Dir = dir
		cmd.Env = append(os.Environ(), "GOFLAGS=-mod=mod", "GOWORK=off")
		out, e := cmd.CombinedOutput()
		if cmd.TimedOut() {
			e = fmt.Errorf("killed at the test's deadline: %w", e)
		}
		if e != nil {
			err = &downloadError{dir: dir, out: string(out), err: e}
		}
		downloaded[dir] = err
	}
	if err != nil {
		t.Fatal(err)
	}
	return dir
}

type downloadError struct {
	dir, out string
	err      error
}

func (e *downloadError) Error() string {
	return "go mod download in " + e.dir + ": " + e.err.Error() + "\n" + e.out
}

// Root returns the repository root: the nearest parent directory of the
// working directory that has testdata/ and go.mod.
func Root(t testing.TB) string {
	t.Helper()
	dir, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	for {
		if fileExists(filepath.Join(dir, "go.mod")) && fileExists(filepath.Join(dir, "testdata", "newest", "go.mod")) {
			return dir
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			t.Fatal("testenv: repository root not found above the working directory")
		}
		dir = parent
	}
}

func fileExists(p string) bool {
	_, err := os.Stat(p)
	return err == nil
}

// SetFlags sets the model's analyzer flags (name, value pairs: "spec",
// "2025-06-18") for one test and restores them when it ends.
func SetFlags(t testing.TB, kv ...string) {
	t.Helper()
	fs := &analyzer.Analyzer.Flags
	for i := 0; i+1 < len(kv); i += 2 {
		f := fs.Lookup(kv[i])
		if f == nil {
			t.Fatalf("no analyzer flag %q", kv[i])
		}
		old := f.Value.String()
		if err := fs.Set(kv[i], kv[i+1]); err != nil {
			t.Fatal(err)
		}
		name := kv[i]
		t.Cleanup(func() { fs.Set(name, old) })
	}
}

// Shared lists the fixture paths (files or directories under
// testdata/newest) whose code is the same for both SDK generations: they
// are written once, in testdata/newest, and FixturesWith copies them into
// the older module for the tests that check them against older releases.
var Shared = map[string][]string{
	"inputdrift": {"inputdrift/gosdk", "inputdrift/mcpgo/decoded.go", "inputdrift/mcpgo/commaok.go", "inputdrift/gosdkaccessor", "inputdrift/crosspkg", "inputdrift/mcpgo/statedrefusal.go", "inputdrift/mcpgo/numberint.go", "inputdrift/adaptedtype", "inputdrift/mcpgo/presence.go", "inputdrift/mcpgo/unreadopt.go", "inputdrift/ctoropts", "inputdrift/barector", "inputdrift/crossdefault", "inputdrift/mcpgo/misplacedopts.go", "inputdrift/mcpgo/defaultignored.go"},
	"errlayer": {
		"errlayer/setupgetter", "errlayer/setupgetterforgot", "errlayer/confparse", "errlayer/dispatch", "errlayer/codes/lookalike.go",
		"errlayer/defs", "errlayer/mwslot", "errlayer/mwgosdk",
		"errlayer/handrolledrpc", "errlayer/adapter", "errlayer/handrolledtools", "errlayer/routedname", "errlayer/errtypes",
		"errlayer/helpers", "errlayer/helpersmcpgo", "errlayer/gosdkhelper", "errlayer/ctors", "errlayer/runner", "errlayer/httpstatus", "errlayer/swallowed", "errlayer/panicread", "errlayer/rowserr", "errlayer/nilfailure", "errlayer/handrolledswitch",
		"errlayer/nilfield", "errlayer/negslice", "errlayer/forwarded", "errlayer/handrolledmiss",
		"errlayer/nestedtable", "errlayer/typedsink/sinkwrap", "errlayer/typedsink/sinkconv",
		"errlayer/selfwrap", "errlayer/bufferwrites", "errlayer/closurecall", "errlayer/adapterclosure", "errlayer/getterimpls", "errlayer/encoderhelper", "errlayer/dispatchcaller", "errlayer/handrolledtable",
		"errlayer/statuselsewhere", "errlayer/verdict", "errlayer/successfalse", "errlayer/routedmethod", "errlayer/tabletools", "errlayer/ifaceimpl",
		"errlayer/adaptedtype", "errlayer/adaptedconvert", "errlayer/ownhelper", "errlayer/ignoredarg", "errlayer/blankdrop", "errlayer/registrar",
		"errlayer/recvdef", "errlayer/servedhere", "errlayer/siblings", "errlayer/switchsink", "errlayer/skipfailret", "errlayer/rowclosure", "errlayer/deadhandler", "errlayer/nameswitch",
		"errlayer/toolsetvar", "errlayer/upstreamclient", "errlayer/storedlits", "errlayer/triplehelper", "errlayer/exitswallow", "errlayer/exportedvar", "errlayer/argsobject", "errlayer/typedprovider", "errlayer/calleedecode", "errlayer/selfrouted", "errlayer/handrolledcalled", "errlayer/droppedflag", "errlayer/structlayer", "errlayer/handrolledwriter", "errlayer/caseanswers", "errlayer/callrouter", "errlayer/argparams", "errlayer/closureregistry", "errlayer/projectlogger",
	},
	"schemadrift": {"schemadrift/errorzero"},
	"toolnames":   {"toolnames/loops", "toolnames/lists/defs", "toolnames/lists/wiring", "toolnames/helpers/structparam"},
	"listmutation": {
		"listmutation/storelook", "listmutation/statelookgosdk", "listmutation/statemcpgo",
		"listmutation/storemcpgo", "listmutation/stategosdk", "listmutation/routed",
	},
}

// FixturesWith returns a temporary copy of the fixture module
// testdata/<name> with the paths shared (relative to testdata/newest)
// copied in from testdata/newest, so that one fixture file is checked
// against both SDK generations.
func FixturesWith(t testing.TB, name string, shared ...string) string {
	t.Helper()
	src := Fixtures(t, name)
	newest := Fixtures(t, "newest")
	dst := t.TempDir()
	if err := os.CopyFS(dst, os.DirFS(src)); err != nil {
		t.Fatal(err)
	}
	for _, p := range shared {
		from, to := filepath.Join(newest, p), filepath.Join(dst, p)
		info, err := os.Stat(from)
		if err != nil {
			t.Fatal(err)
		}
		if !info.IsDir() {
			data, err := os.ReadFile(from)
			if err == nil {
				err = os.WriteFile(to, data, 0o644)
			}
			if err != nil {
				t.Fatal(err)
			}
			continue
		}
		if _, err := os.Stat(to); err == nil {
			t.Fatalf("testenv: shared fixture %s also exists in testdata/%s", p, name)
		}
		if err := os.CopyFS(to, os.DirFS(from)); err != nil {
			t.Fatal(err)
		}
	}
	return dst
}
