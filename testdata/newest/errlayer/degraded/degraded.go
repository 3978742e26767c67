// Package degraded: a failure branch that sets the answer to a value
// carrying the error, encoded afterwards and sent as a success.
package degraded

import (
	"context"
	"encoding/json"
	"log"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type store interface {
	Metadata(ctx context.Context, table string) (map[string]any, error)
	Count(ctx context.Context, table string) (int, error)
}

var db store

// metadata answers a failed lookup with a map that carries the error,
// encoded and sent as a success.
func metadata(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	table, err := req.RequireString("table")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	md, err := db.Metadata(ctx, table)
	if err != nil {
		log.Printf("metadata: %v", err)
		md = map[string]any{"table": table, "warning": "metadata retrieval failed", "error": err.Error()}
	}
	out, err := json.MarshalIndent(md, "", "  ")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(string(out)), nil // want `tool "metadata": the error's text goes back in a success result`
}

// counted answers the rows it could count and says in a field which
// could not be counted: a partial answer the model can read.
func counted(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	table := req.GetString("table", "")
	n, err := db.Count(ctx, table)
	answer := map[string]any{"table": table, "rows": n}
	if err != nil {
		answer = map[string]any{"table": table, "rows": n, "note": "estimate: " + err.Error()}
	}
	out, err := json.Marshal(answer)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(string(out)), nil
}

type images interface {
	Code(ctx context.Context) (code, path string, err error)
	Read(path string) ([]byte, error)
}

var qr images

// loginQR answers the code it got with a note that the image could not
// be read: the structured answer is whole, a degraded success.
func loginQR(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	code, path, err := qr.Code(ctx)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	structured := map[string]any{"code": code, "image_path": path}
	png, readErr := qr.Read(path)
	if readErr != nil {
		return mcp.NewToolResultStructured(structured, "scan the code; image unavailable: "+readErr.Error()), nil
	}
	return mcp.NewToolResultImage("scan the image", string(png), "image/png"), nil
}

// lookupStructured puts the failure itself in the structured answer.
func lookupStructured(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	code, _, err := qr.Code(ctx)
	if err != nil {
		return mcp.NewToolResultStructured(map[string]any{"error": err.Error()}, "lookup failed"), nil // want `tool "lookup_structured": the error's text goes back as the structured content of a success result`
	}
	return mcp.NewToolResultStructured(map[string]any{"code": code}, code), nil
}

var indexReady func() bool

// searchIndex answers in JSON text: when the index is not built, its "error"
// says so in a success result.
func searchIndex(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if !indexReady() {
		return mcp.NewToolResultText(`{"available": false, "error": "index not built: run the indexer"}`), nil // want `tool "search_index": the failure "\{"available": false, "error": "index not built`
	}
	return mcp.NewToolResultText(`{"available": true, "error": ""}`), nil
}

// healthCheck is a check: its report that the index is unavailable is
// its answer, not a hidden failure.
func healthCheck(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if !indexReady() {
		return mcp.NewToolResultText(`{"available": false, "error": "index not built"}`), nil
	}
	return mcp.NewToolResultText(`{"available": true}`), nil
}

// searchPlain answers a JSON text whose "error" key is empty: a success.
func searchPlain(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if !indexReady() {
		return mcp.NewToolResultText(`{"results": [], "error": ""}`), nil
	}
	return mcp.NewToolResultText(`{"results": ["a"]}`), nil
}

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("health_check"), healthCheck)
	s.AddTool(mcp.NewTool("search_plain"), searchPlain)
	s.AddTool(mcp.NewTool("search_index"), searchIndex)
	s.AddTool(mcp.NewTool("login_qr"), loginQR)
	s.AddTool(mcp.NewTool("lookup_structured"), lookupStructured)
	s.AddTool(mcp.NewTool("metadata", mcp.WithString("table", mcp.Required())), metadata)
	s.AddTool(mcp.NewTool("counted", mcp.WithString("table")), counted)
}
