package schemadrift

import (
	"fmt"

	"github.com/mcplint-go/mcplint/analyzer"
	"golang.org/x/tools/go/analysis"
)

// noStructured applies rule no-structured-result: a tool that declares an
// output schema and has a success path returning a text-only result.
// Typed handlers (go-sdk mcp.AddTool, mcp-go NewStructuredToolHandler) are
// exempt: the SDK builds structuredContent from the returned value.
func (c *checker) noStructured(r *analyzer.Registration) {
	switch r.OutputSchema.Kind {
	case analyzer.SchemaInferred, analyzer.SchemaGoValue, analyzer.SchemaJSON:
	default:
		return
	}
	h := r.Handler
	if h == nil || r.OutType != nil || r.Op == analyzer.OpAddToolTyped {
		return
	}
	if h.Shape != analyzer.ShapeGoSDKRaw && h.Shape != analyzer.ShapeMCPGoRaw && h.Shape != analyzer.ShapeMCPGoTyped {
		return
	}
	fix := "return mcp.NewToolResultStructured(value, text)"
	if r.SDK == analyzer.GoSDK {
		fix = "set StructuredContent on the result"
	}
	for _, ret := range textOnlyReturns(c.pass, h) {
		d := analysis.Diagnostic{
			Pos: ret.Results[0].Pos(), End: ret.Results[0].End(), Category: "no-structured-result",
			Message: fmt.Sprintf("%s declares an outputSchema but this success path returns no structuredContent: clients that validate fail the call with \"has an output schema but did not return structured content\"; %s", toolName(r), fix),
		}
		if e := r.OutputSchema.Expr; e != nil {
			d.Related = related(e.Pos(), "outputSchema declared here")
		}
		c.report(d)
	}
}
