// Package mcpgo: mcp-go handlers whose argument reads disagree with the
// NewTool options or the inputSchema literal, next to the reads that
// agree.
package mcpgo

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

const cityArg = "city"

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("search",
		mcp.WithString("query", mcp.Required(), mcp.Description("What to look for")),
		mcp.WithInteger("limit"),
		mcp.WithString(cityArg),
		mcp.WithBoolean("exact"),
		mcp.WithArray("tags", mcp.WithStringItems()),
	), search)

	s.AddTool(mcp.NewTool("weather", mcp.WithString("city", mcp.Required()), mcp.WithNumber("days")), weather)

	s.AddTool(mcp.Tool{
		Name: "count",
		InputSchema: mcp.ToolInputSchema{
			Type:       "object",
			Properties: map[string]any{"n": map[string]any{"type": "integer"}, "label": map[string]any{"type": "string"}},
			Required:   []string{"n"},
		},
	}, count)

	// Open schema: additionalProperties admits names it does not list.
	s.AddTool(mcp.NewTool("open", mcp.WithString("a"), mcp.WithSchemaAdditionalProperties(true)), open)

	// A project option may declare more properties: the list is not known.
	s.AddTool(mcp.NewTool("extended", mcp.WithString("a"), withPaging()), open)
}

func withPaging() mcp.ToolOption { return mcp.WithNumber("page") }

func search(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	q, err := req.RequireString("querry") // want `tool "search": the handler reads argument "querry" \(RequireString\), which the schema of the mcp.NewTool options does not declare, so a client that follows the schema never sends it; the schema declares "query": read that name`
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	city, err := req.RequireString(cityArg) // want `tool "search": the handler fails the call without argument "city" \(RequireString\), but the schema of the mcp.NewTool options leaves it optional`
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	limit := req.GetInt("limit", 10)            // an integer: right
	exact := req.GetBool("exact", false)        // right
	tags := req.GetStringSlice("tags", nil)     // right
	page := req.GetString("limit", "")          // want `tool "search": argument "limit" is declared integer by the schema of the mcp.NewTool options, but the handler reads it as string \(GetString\)`
	sort := req.GetString("order", "relevance") // want `tool "search": the handler reads argument "order" \(GetString\), which the schema of the mcp.NewTool options does not declare`
	q2, _ := req.RequireString("query")         // declared and required: right
	return mcp.NewToolResultText(fmt.Sprint(q, city, limit, exact, tags, page, sort, q2)), nil
}

func weather(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	city, err := req.RequireString("City") // want `the schema declares "city": read that name`
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	days := req.GetInt("days", 3) // GetInt converts a number: right
	return mcp.NewToolResultText(fmt.Sprint(city, days)), nil
}

func count(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	args := req.GetArguments()
	n, ok := args["n"].(int) // want `tool "count": argument "n" is declared integer by the inputSchema literal, but the handler asserts it with a .\(int\) assertion, which never holds`
	if !ok {
		return mcp.NewToolResultError("n must be a number"), nil
	}
	f, _ := args["n"].(float64)                      // right: JSON numbers are float64
	label, _ := req.GetArguments()["label"].(string) // right
	return mcp.NewToolResultText(fmt.Sprint(n, f, label)), nil
}

func open(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText(req.GetString("b", "") + req.GetString("page", "")), nil // open or unknown schemas: silent
}
