package errlayer

import (
	"go/types"

	"github.com/mcplint-go/mcplint/analyzer"
	"golang.org/x/tools/go/analysis"
)

// mcpGoClient is the package of mcp-go's MCP client.
const mcpGoClient = "github.com/mark3labs/mcp-go/client"

// upstreamClientHandler reports an mcp-go tool registered with an
// upstream client's CallTool as its handler (s.AddTool(tool,
// upstream.CallTool)), as a proxy does for every tool it relays. The
// client returns an error when the upstream cannot be reached and when it
// answers with a JSON-RPC error; mcp-go sends any handler error as -32603
// Internal error. So an upstream that is down, or that refused the call
// (-32602), reaches the model as a server fault it cannot read or act on,
// and the upstream's own code is lost. An upstream's isError result comes
// back as a result and passes through intact: only the errors are
// concerned. Unlike a gateway that calls the client in its own handler
// (whose error the model keeps as the gateway's server error), nothing of
// the project's stands between the upstream and the wire here.
func (c *checker) upstreamClientHandler(r *analyzer.Registration) {
	h := r.Handler
	if r.SDK != analyzer.MCPGo || h == nil || h.Func == nil || h.Expr == nil || h.Errors != analyzer.ErrJSONRPC {
		return
	}
	fn := h.Func
	sig, ok := fn.Type().(*types.Signature)
	if !ok || sig.Recv() == nil || fn.Name() != "CallTool" || fn.Pkg() == nil || fn.Pkg().Path() != mcpGoClient {
		return
	}
	c.report(analysis.Diagnostic{
		Pos: h.Expr.Pos(), End: h.Expr.End(), Category: catJSONRPC,
		Message: regLabel(r) + ": the handler is the upstream client's CallTool, whose error (the upstream unreachable, or its JSON-RPC error) mcp-go sends as JSON-RPC -32603 Internal error: the model never reads why the call failed, and the upstream's own code is lost; " +
			"register a handler that calls CallTool and answers its error with mcp.NewToolResultError(err.Error()), nil",
	})
}
