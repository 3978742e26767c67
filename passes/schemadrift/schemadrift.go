package schemadrift

import (
	_ "embed"
	"fmt"
	"go/ast"
	"go/token"
	"go/types"

	"github.com/mcplint-go/mcplint/analyzer"
	"github.com/mcplint-go/mcplint/internal/analysisutil"
	"github.com/mcplint-go/mcplint/passes/schemadrift/jsonshape"
	"golang.org/x/tools/go/analysis"
)

//go:embed doc.go
var doc string

// Analyzer is the schemadrift check.
var Analyzer = &analysis.Analyzer{
	Name:     "schemadrift",
	Doc:      analysisutil.MustExtractDoc(doc, "schemadrift"),
	URL:      "https://github.com/mcplint-go/mcplint/blob/main/docs/checks/schemadrift.md",
	Requires: []*analysis.Analyzer{analyzer.Analyzer},
	Run:      analyzer.Guard("schemadrift", run),
}

// checker holds what the rules of one package share.
type checker struct {
	pass *analysis.Pass
	m    *analyzer.Model
	// seen drops a second report of the same finding: one tool definition
	// registered on several servers is one schema.
	seen map[string]bool
	// inferNull is what the package's jsonschema-go admits as null,
	// read once when needed.
	inferNull *analyzer.InferredNull
	// zeroReported holds the error returns errorZeroOutput reported, which
	// the opt-in strict rule then leaves alone.
	zeroReported map[*ast.ReturnStmt]bool
	// nonObjectDone holds the values nonObjectValues reported: a handler
	// shared by several tools is reported once.
	nonObjectDone map[ast.Node]bool
}

func run(pass *analysis.Pass) (any, error) {
	m := pass.ResultOf[analyzer.Analyzer].(*analyzer.Model)
	if !m.Relevant {
		return nil, nil
	}
	c := &checker{pass: pass, m: m, seen: map[string]bool{}, zeroReported: map[*ast.ReturnStmt]bool{}, nonObjectDone: map[ast.Node]bool{}}
	for _, r := range m.Registrations {
		if r.SDK != analyzer.GoSDK && r.SDK != analyzer.MCPGo {
			continue // mcp-golang has no output schemas
		}
		if r.ViaHelper && r.Op != analyzer.OpAddToolTyped {
			// The helper's own registration holds the schema, except that
			// of a generic go-sdk helper, which each call instantiates.
			continue
		}
		if silentOutput(r) {
			copy := *r
			copy.OutputSchema = analyzer.Schema{}
			r = &copy
		}
		valid := c.invalidSchema(r)
		if valid {
			c.drift(r)
		}
		c.otherType(r)
		c.noStructured(r)
		c.traps(r)
		c.nilOutput(r)
		c.zeroOutput(r)
		c.errorZeroOutput(r)
		c.nonObjectStructured(r)
		c.nonObjectValues(r)
		c.nonObjectOut(r)
		c.strict(r)
	}
	if m.Uses(analyzer.GoSDK) {
		c.nilOutputsElsewhere()
	}
	// Definitions that travel with no handler: their schemas can still
	// be unusable.
	for _, r := range m.Definitions {
		if r.SDK == analyzer.GoSDK || r.SDK == analyzer.MCPGo {
			c.invalidSchema(r)
		}
	}
	return nil, nil
}

// report sends d once per position, category and message.
func (c *checker) report(d analysis.Diagnostic) {
	key := fmt.Sprintf("%d %s %s", d.Pos, d.Category, d.Message)
	if c.seen[key] {
		return
	}
	c.seen[key] = true
	analyzer.Report(c.pass, "schemadrift", d)
}

// toolName names a registration's tool for messages.
func toolName(r *analyzer.Registration) string {
	if r.Name.Known {
		return fmt.Sprintf("tool %q", r.Name.Value)
	}
	return "this tool"
}

// related is a related location, or none when pos is unknown.
func related(pos token.Pos, msg string) []analysis.RelatedInformation {
	if !pos.IsValid() {
		return nil
	}
	return []analysis.RelatedInformation{{Pos: pos, Message: msg}}
}

// typeString prints t relative to the package under analysis.
func (c *checker) typeString(t types.Type) string {
	// Other packages by name, as go vet writes them: handlers.Output,
	// uuid.UUID.
	return types.TypeString(t, func(p *types.Package) string {
		if p == c.pass.Pkg {
			return ""
		}
		return p.Name()
	})
}

// silentOutput reports an mcp-go ToolOutputSchema literal without a Type:
// mcp-go's Tool.MarshalJSON then leaves outputSchema out altogether.
func silentOutput(r *analyzer.Registration) bool {
	s := r.OutputSchema
	if r.SDK != analyzer.MCPGo || s.Kind != analyzer.SchemaGoValue || s.JSON == nil {
		return false
	}
	doc, err := jsonshape.DecodeSchema(s.JSON)
	if err != nil {
		return false
	}
	obj, ok := doc.(map[string]any)
	if !ok {
		return false
	}
	t, _ := obj["type"].(string)
	return t == ""
}
