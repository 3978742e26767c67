// Package handlers holds tool handlers that package server registers:
// what they drop on the way to a success answer is reported here, where
// their bodies are, whatever the registration.
package handlers

import (
	"context"
	"io"
	"log"
	"net/http"
	"os"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
)

func Fetch(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want Fetch:"error result: nil"
	url, err := req.RequireString("url")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	resp, err := http.Get(url) // want `tool handler: the status of this HTTP response is never read`
	if err != nil {
		return mcp.NewToolResultErrorFromErr("fetch", err), nil
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		return mcp.NewToolResultErrorFromErr("read", err), nil
	}
	return mcp.NewToolResultText(string(b)), nil
}

func Reset(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want Reset:"error result: nil"
	if err := ctx.Err(); err != nil {
		log.Fatalf("reset: %v", err) // want `tool handler: log.Fatalf ends the server process when this runs`
	}
	return mcp.NewToolResultText("reset"), nil
}

// Status checks what it reads: nothing to report.
func Status(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want Status:"error result: nil"
	resp, err := http.Get("http://localhost/status")
	if err != nil {
		return mcp.NewToolResultErrorFromErr("status", err), nil
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return mcp.NewToolResultError("status: " + resp.Status), nil
	}
	return mcp.NewToolResultText("up"), nil
}

// List drops the files it cannot read: reported here, not again where
// another package's tool calls it.
func List(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want List:"error result: nil"
	var out []string
	for _, name := range []string{req.GetString("a", ""), req.GetString("b", "")} {
		b, err := os.ReadFile(name)
		if err != nil {
			log.Print(err)
			continue // want `tool handler: when os.ReadFile fails, this continue drops the item`
		}
		out = append(out, string(b))
	}
	return mcp.NewToolResultText(strings.Join(out, "\n")), nil
}
