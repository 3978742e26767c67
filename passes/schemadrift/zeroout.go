package schemadrift

import (
	"fmt"
	"go/ast"
	"go/types"

	"github.com/mcplint-go/mcplint/analyzer"
	"github.com/mcplint-go/mcplint/passes/schemadrift/jsonshape"
	"golang.org/x/tools/go/analysis"
)

// zeroOutput applies rule empty-structured-result: a go-sdk typed handler
// whose every successful return gives the zero value of its Out struct
// (NetworkTrafficOutput{}) beside a result that carries the answer in its
// content.
// go-sdk still marshals that zero value into structuredContent and
// advertises the schema inferred from Out, so a client or model that
// reads the structured answer (as the spec invites when an outputSchema
// is declared) gets {"data": ""} on every call.
func (c *checker) zeroOutput(r *analyzer.Registration) {
	if r.SDK != analyzer.GoSDK || r.Op != analyzer.OpAddToolTyped || r.OutputSchema.Kind != analyzer.SchemaInferred || r.Handler == nil {
		return
	}
	out := r.OutputSchema.GoType
	st, ok := analyzer.Deref(out).Underlying().(*types.Struct)
	if !ok || st.NumFields() == 0 || jsonshape.ShapeOf(out).Kind != jsonshape.Object {
		return
	}
	fn := r.Handler.FuncNode()
	if fn == nil {
		return
	}
	var success []*ast.ReturnStmt
	allZero := true
	ast.Inspect(funcBody(fn), func(n ast.Node) bool {
		if _, ok := n.(*ast.FuncLit); ok {
			return false
		}
		ret, ok := n.(*ast.ReturnStmt)
		if !ok {
			return true
		}
		if len(ret.Results) != 3 {
			allZero = false // return helper(...): what it gives is not read here
			return true
		}
		if !c.isNil(ret.Results[2]) || c.isErrorResult(ret.Results[0]) {
			return true
		}
		success = append(success, ret)
		// The answer must be somewhere else: a result with content. A
		// stub that returns (nil, Out{}, nil) says nothing at all.
		if !c.zeroLiteral(ret.Results[1], out) || c.isNil(ret.Results[0]) {
			allZero = false
		}
		return true
	})
	if len(success) == 0 || !allZero {
		return
	}
	ret := success[0]
	typ := c.typeString(analyzer.Deref(out))
	d := analysis.Diagnostic{
		Pos: ret.Pos(), End: ret.End(), Category: "empty-structured-result",
		Message: fmt.Sprintf("%s returns the zero %s on every successful call, but go-sdk marshals it into structuredContent and advertises the outputSchema inferred from it, so clients and models that read the structured answer get only empty fields; fill %s with the answer, or declare Out as any to send no structured content", toolName(r), typ, typ),
	}
	for _, other := range success[1:] {
		d.Related = append(d.Related, analysis.RelatedInformation{Pos: other.Pos(), End: other.End(), Message: "also the zero value here"})
	}
	c.report(d)
}

// zeroLiteral reports whether e is an empty composite literal of type
// out (Out{} or &Out{}), or a nil pointer to it (go-sdk sends the zero
// value of the element for a nil *Out).
func (c *checker) zeroLiteral(e ast.Expr, out types.Type) bool {
	e = ast.Unparen(e)
	if u, ok := e.(*ast.UnaryExpr); ok {
		e = ast.Unparen(u.X)
	}
	if c.isNil(e) {
		return true
	}
	lit, ok := e.(*ast.CompositeLit)
	return ok && len(lit.Elts) == 0 && types.Identical(analyzer.Deref(c.pass.TypesInfo.TypeOf(lit)), analyzer.Deref(out))
}

func (c *checker) isNil(e ast.Expr) bool {
	tv, ok := c.pass.TypesInfo.Types[ast.Unparen(e)]
	return ok && tv.IsNil()
}

// isErrorResult reports whether e is a CallToolResult literal (or its
// address) that sets IsError: an error answer, not a success.
func (c *checker) isErrorResult(e ast.Expr) bool {
	r := analyzer.ClassifyResult(c.pass.TypesInfo, e)
	return r.Op == analyzer.OpResultError || r.Lit != nil && r.IsError == analyzer.IsErrorTrue
}
