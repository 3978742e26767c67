package errlayer

import (
	"go/ast"
	"go/types"
	"slices"
	"strconv"
	"strings"

	"github.com/mcplint-go/mcplint/analyzer"
	"golang.org/x/tools/go/analysis"
)

const catPanics = "panicking-read"

// panickingReads reports the single-value type assertions on decoded
// arguments (args["q"].(string)): whatever the schema says, an SDK that
// does not validate the arguments against it (mcp-go, go-mcp, a
// hand-rolled server) passes a call without the argument, or with
// another type, and the assertion panics: the failure the model should
// read as an isError result crashes the call instead. go-sdk validates
// the arguments of its tools against their input schema: not reported
// there. The handlers that another package registers (unregistered:
// a factory's literal) are read too: a panic does not depend on where the
// handler is registered.
func (c *checker) panickingReads(unregistered []*analyzer.Handler) {
	seen := map[ast.Node]bool{}
	for _, h := range append(slices.Clip(c.m.Handlers), unregistered...) {
		if h.Kind != analyzer.ToolHandler || h.Body() == nil || strings.HasSuffix(c.pass.Fset.File(h.Body().Pos()).Name(), "_test.go") {
			continue
		}
		switch h.Shape {
		case analyzer.ShapeMCPGoRaw, analyzer.ShapeMCPGoTyped, analyzer.ShapeGoMCP, analyzer.ShapeHandRolled:
		default:
			continue
		}
		if panicsRecovered(h) {
			continue // every registration's wrapper answers a panic with an isError result
		}
		if h.Shape == analyzer.ShapeMCPGoRaw || h.Shape == analyzer.ShapeMCPGoTyped {
			c.panickingArguments(h, seen)
		}
		reads := c.m.ArgReads(h, nil)
		// A name the handler tests first (_, ok := args["x"].(string);
		// if !ok { ... }) is guarded: the single-value read after it holds.
		guarded := map[string]bool{}
		for _, rd := range reads {
			if !rd.Panics {
				guarded[rd.Name] = true
			}
		}
		// A helper's assertion of a name that the handler itself asserts
		// (panicking) can never be the first to panic: the handler's is.
		body := h.Body()
		own := func(rd analyzer.ArgRead) bool { return rd.Node.Pos() >= body.Pos() && rd.Node.End() <= body.End() }
		ownAsserted := map[string]bool{}
		for _, rd := range reads {
			if _, ok := rd.Node.(*ast.TypeAssertExpr); ok && rd.Panics && own(rd) {
				ownAsserted[rd.Name] = true
			}
		}
		for _, rd := range reads {
			ta, ok := rd.Node.(*ast.TypeAssertExpr)
			if !ok || !rd.Panics || rd.Never || guarded[rd.Name] || seen[rd.Node] || types.IsInterface(c.pass.TypesInfo.TypeOf(ta.Type)) {
				continue
			}
			if ownAsserted[rd.Name] && !own(rd) {
				continue
			}
			seen[rd.Node] = true
			c.report(analysis.Diagnostic{
				Pos: rd.Node.Pos(), End: rd.Node.End(), Category: catPanics,
				Message: toolLabel(h) + ": argument " + strconv.Quote(rd.Name) + " is read with a single-value " + strings.TrimPrefix(rd.Via, "a ") + ", which panics when the model leaves it out or sends another type: " +
					panicConsequence +
					"use the comma-ok form and answer a missing or malformed argument with an isError result",
			})
		}
	}
}

// panicsRecovered reports whether h is registered, every time, through a
// wrapper that recovers its panics into an isError result
// (analyzer.Registration.PanicsRecovered): the model reads the panic's
// message instead of losing the call.
func panicsRecovered(h *analyzer.Handler) bool {
	for _, r := range h.Tools {
		if !r.PanicsRecovered {
			return false
		}
	}
	return len(h.Tools) > 0
}

// panickingArguments reports single-value type assertions on the whole
// argument value of an mcp-go request (req.Params.Arguments.(map[string]any),
// an interface since mcp-go v0.26): a client may leave "arguments" out of a
// call to a tool whose arguments are all optional, Params.Arguments is then
// nil, and the assertion panics. req.GetArguments() or the comma-ok form
// return an empty map instead.
func (c *checker) panickingArguments(h *analyzer.Handler, seen map[ast.Node]bool) {
	info := c.pass.TypesInfo
	for _, fn := range c.m.ArgDelegates(h) {
		body := funcBody(fn)
		if body == nil {
			continue
		}
		commaOk := analyzer.CommaOkAssertions(body)
		ast.Inspect(body, func(n ast.Node) bool {
			ta, ok := n.(*ast.TypeAssertExpr)
			if !ok || ta.Type == nil || commaOk[ta] || seen[ta] || !analyzer.IsArgumentsField(ta.X) {
				return true
			}
			if t := info.TypeOf(ta.X); t == nil || !types.IsInterface(t) {
				return true
			}
			if _, isMap := analyzer.Under(info.TypeOf(ta.Type)).(*types.Map); !isMap {
				return true
			}
			seen[ta] = true
			c.report(analysis.Diagnostic{
				Pos: ta.Pos(), End: ta.End(), Category: catPanics,
				Message: toolLabel(h) + ": the arguments are read with a single-value ." + "(" + types.ExprString(ta.Type) + ") assertion, which panics when the client leaves \"arguments\" out of the call (Params.Arguments is then nil) or sends another JSON value: " +
					panicConsequence +
					"use req.GetArguments(), which returns an empty map instead",
			})
			return true
		})
	}
}

// panicConsequence is what a handler's panic does: net/http recovers an
// HTTP request's panic by dropping the connection, a stdio server has no
// such net under it.
const panicConsequence = "a stdio server's process crashes and an HTTP server drops the request, so no answer reaches the model, unless the server recovers panics (mcp-go's server.WithRecovery, which still answers with a JSON-RPC error the model never reads); "
