package analyzer_test

import (
	"flag"
	"fmt"
	"go/ast"
	"go/token"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mcplint-go/mcplint/analyzer"
	"github.com/mcplint-go/mcplint/internal/testenv"
	"golang.org/x/tools/go/analysis/analysistest"
)

var update = flag.Bool("update", false, "rewrite the golden files")

// TestModelGolden builds the model of fixtures written against the real
// SDKs (newest releases) with two dozen registration styles, and compares
// the tools it found with testdata/model.golden. The "// want" comments
// in the fixtures check the facts exported for other packages.
func TestModelGolden(t *testing.T) {
	for _, set := range []string{"newest", "older"} {
		t.Run(set, func(t *testing.T) { testModelGolden(t, set) })
	}
}

func testModelGolden(t *testing.T, set string) {
	dir := testenv.Fixtures(t, set)
	results := analysistest.Run(t, dir, analyzer.Analyzer, "./model/...")
	var b strings.Builder
	for _, r := range results {
		m := r.Result.(*analyzer.Model)
		if !m.Relevant {
			continue
		}
		fmt.Fprintf(&b, "package %s", r.Pass.Pkg.Path())
		for _, v := range m.SDKs {
			fmt.Fprintf(&b, " [%s %s]", v.SDK, v.Version)
		}
		b.WriteString("\n")
		for _, reg := range m.Registrations {
			writeRegistration(&b, r.Pass.Fset, reg)
		}
		for _, ir := range m.Imported {
			fmt.Fprintf(&b, "  imported %s on %s:", analyzer.FuncLabel(ir.Callee), serverName(ir.Server))
			for _, n := range ir.Tools {
				fmt.Fprintf(&b, " %q", n.Name)
			}
			b.WriteString("\n")
		}
		for _, d := range m.Dispatchers {
			fmt.Fprintf(&b, "  dispatcher at line %d:", r.Pass.Fset.Position(d.Cond.Pos()).Line)
			for _, meth := range []string{analyzer.MethodToolsCall, analyzer.MethodToolsList} {
				if stmts, ok := d.Branches[meth]; ok {
					fmt.Fprintf(&b, " %s (%d statements)", meth, len(stmts))
				}
			}
			b.WriteString("\n")
		}
		for _, h := range m.Handlers {
			if h.Kind != analyzer.ToolHandler {
				fmt.Fprintf(&b, "  handler %s at line %d\n", h.Kind, r.Pass.Fset.Position(h.Pos()).Line)
			}
		}
	}
	golden := filepath.Join("testdata", "model-"+set+".golden")
	if *update {
		if err := os.WriteFile(golden, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatal(err)
	}
	if got := b.String(); got != string(want) {
		t.Errorf("model differs from %s (rerun with -update and review the diff):\n%s", golden, got)
	}
}

func writeRegistration(b *strings.Builder, fset *token.FileSet, r *analyzer.Registration) {
	name := "?"
	if r.Name.Known {
		name = fmt.Sprintf("%q", r.Name.Value)
	}
	fmt.Fprintf(b, "  line %d: %s tool %s via %s on %s", fset.Position(r.Call.Pos()).Line, r.SDK, name, opName(r), serverName(r.Server))
	h := r.Handler
	switch {
	case h == nil:
		b.WriteString("; handler ?")
	case h.Lit != nil:
		fmt.Fprintf(b, "; handler func literal at line %d (%s)", fset.Position(h.Lit.Pos()).Line, h.Shape)
	case h.Func != nil:
		fmt.Fprintf(b, "; handler %s (%s)", analyzer.FuncLabel(h.Func), h.Shape)
	}
	fmt.Fprintf(b, "; errors %s", r.Errors)
	if r.Why != "" {
		fmt.Fprintf(b, " by %s", r.Why)
	}
	if h != nil && r.Errors == analyzer.ErrJSONRPC {
		fmt.Fprintf(b, " code %d", h.ErrorCode)
	}
	fmt.Fprintf(b, "; input %s; output %s", r.InputSchema.Kind, r.OutputSchema.Kind)
	if r.OutputSchema.JSON != nil {
		fmt.Fprintf(b, " %s", r.OutputSchema.JSON)
	}
	if r.OutType != nil {
		fmt.Fprintf(b, "; out %s", r.OutType)
	}
	b.WriteString("\n")
}

func opName(r *analyzer.Registration) string {
	if sel, ok := r.Call.Fun.(*ast.SelectorExpr); ok {
		return sel.Sel.Name
	}
	return "call"
}

func serverName(s analyzer.ServerRef) string {
	if s.Obj == nil {
		return s.Key
	}
	if s.Param >= 0 {
		return fmt.Sprintf("%s (param %d)", s.Obj.Name(), s.Param)
	}
	return s.Obj.Name()
}
