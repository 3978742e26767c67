package errlayer

import (
	"go/ast"
	"go/types"

	"github.com/mcplint-go/mcplint/analyzer"
	"golang.org/x/tools/go/analysis"
)

// nilTypedOut: a go-sdk typed handler whose Out is a pointer returns a
// nil Out with a nil error, on a tool registered with an explicit
// OutputSchema. go-sdk v1.0.0 to v1.2.x put the zero value of the element
// type in place of a typed nil only when they inferred the schema
// themselves (setSchema); with the author's schema they marshal the nil
// as null, which no object schema accepts, and the call becomes the
// JSON-RPC error "validating tool output" (code 0). An isError result
// returned beside the nil Out is lost with it. From v1.3.0 the zero value
// is used whatever the schema.
func (c *checker) nilTypedOut(h *analyzer.Handler, fn ast.Node) {
	if h.Shape != analyzer.ShapeGoSDKTyped || len(h.Tools) == 0 {
		return
	}
	v := c.m.Version(analyzer.GoSDK)
	if v == "" || !semverAtLeast(v, 1, 0, 0) || semverAtLeast(v, 1, 3, 0) {
		return
	}
	for _, r := range h.Tools {
		switch r.OutputSchema.Kind {
		case analyzer.SchemaGoValue, analyzer.SchemaJSON, analyzer.SchemaUnknown:
		default:
			return // inferred: go-sdk substitutes the zero value
		}
	}
	sig := c.f.signature(fn)
	if sig == nil || sig.Results().Len() != 3 {
		return
	}
	if _, ok := types.Unalias(sig.Results().At(1).Type()).(*types.Pointer); !ok {
		return
	}
	forEachReturn(funcBody(fn), func(ret *ast.ReturnStmt) {
		if len(ret.Results) != 3 || !isNilIdent(c.pass.TypesInfo, ret.Results[1]) || kinds(c.f.returnedError(fn, ret)) != kNil {
			return
		}
		what := "this answer"
		if r := analyzer.ClassifyResult(c.pass.TypesInfo, ret.Results[0]); r.IsError == analyzer.IsErrorTrue || r.Op == analyzer.OpResultError {
			what = "the isError result beside it"
		}
		c.report(analysis.Diagnostic{
			Pos: ret.Pos(), End: ret.End(), Category: catNilResult,
			Message: toolLabel(h) + ": go-sdk " + v + " marshals this nil Out as structuredContent null (before v1.3.0 it puts the zero value in place of a typed nil only when it inferred the output schema, and this tool declares its own), null fails the object schema, and the call becomes the JSON-RPC error \"validating tool output\" (code 0): the model never reads " + what + "; return a non-nil Out (&Out{}), or update go-sdk to v1.3.0 or later",
		})
	})
}
