// Package reqstate: a tool that asks for input (multi-round-trip, spec
// 2026-07-28) hands the client a RequestState the spec requires the
// server to protect (HMAC or AEAD). Sealing it is the server encoding its
// own protocol state: its failure is a server error, which stays a
// JSON-RPC error (github-mcp-server's delete_repository). A value that
// also feeds the answer, or an upstream call, is still reported.
package reqstate

import (
	"context"
	"encoding/json"
	"fmt"

	mcpgo "github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type sealer interface {
	Seal(ctx context.Context, plaintext []byte) (string, error)
}

type api interface {
	Begin(ctx context.Context, repo string) (string, error)
}

type state struct {
	Repo string `json:"repo"`
}

func confirm(msg string) mcp.InputRequestMap {
	return mcp.InputRequestMap{"confirm": &mcp.ElicitParams{Mode: "form", Message: msg}}
}

func text(s string) []mcp.Content { return []mcp.Content{&mcp.TextContent{Text: s}} }

// deleteRepo is github-mcp-server's shape.
func deleteRepo(s sealer, up api) mcp.ToolHandler {
	return func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if req.Params.RequestState == "" {
			b, err := json.Marshal(state{Repo: "r"})
			if err != nil {
				return nil, fmt.Errorf("failed to marshal state: %w", err)
			}
			requestState, err := s.Seal(ctx, b)
			if err != nil {
				return nil, fmt.Errorf("failed to seal repository deletion state: %w", err)
			}
			return &mcp.CallToolResult{InputRequests: confirm("delete r?"), RequestState: requestState}, nil
		}
		// An upstream call whose value becomes the state and the answer:
		// the model should read why it failed.
		token, err := up.Begin(ctx, "r")
		if err != nil {
			return nil, fmt.Errorf("failed to begin deletion: %w", err) // want `go-sdk sends this error as a JSON-RPC error with code 0`
		}
		res := &mcp.CallToolResult{InputRequests: confirm("delete r?"), Content: text("pending " + token)}
		res.RequestState = token
		return res, nil
	}
}

// sealedTwice: the sealed value also goes into the content, and the
// sealer's error is joined with an upstream one.
func sealedTwice(s sealer, up api) mcp.ToolHandler {
	return func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		sealed, err := s.Seal(ctx, []byte(req.Params.RequestState))
		if err != nil {
			return nil, fmt.Errorf("seal: %w", err) // want `go-sdk sends this error as a JSON-RPC error with code 0`
		}
		_, uerr := up.Begin(ctx, "r")
		st, err := s.Seal(ctx, nil)
		if err != nil || uerr != nil {
			return nil, fmt.Errorf("seal: %w; begin: %w", err, uerr) // want `go-sdk sends this error as a JSON-RPC error with code 0`
		}
		return &mcp.CallToolResult{InputRequests: confirm("ok?"), RequestState: st, Content: text(sealed)}, nil
	}
}

func Setup(s sealer, up api) {
	srv := mcp.NewServer(&mcp.Implementation{Name: "s", Version: "1"}, nil)
	srv.AddTool(&mcp.Tool{Name: "delete_repository", InputSchema: map[string]any{"type": "object"}}, deleteRepo(s, up))
	srv.AddTool(&mcp.Tool{Name: "sealed_twice", InputSchema: map[string]any{"type": "object"}}, sealedTwice(s, up))

	m := server.NewMCPServer("m", "1")
	m.AddTool(mcpgo.NewTool("approve"), func(ctx context.Context, req mcpgo.CallToolRequest) (*mcpgo.CallToolResult, error) {
		st, err := s.Seal(ctx, []byte("approve"))
		if err != nil {
			return nil, fmt.Errorf("failed to seal state: %w", err)
		}
		return &mcpgo.CallToolResult{MultiRoundTripResult: mcpgo.MultiRoundTripResult{RequestState: string(st)}}, nil
	})
	m.AddTool(mcpgo.NewTool("begin"), func(ctx context.Context, req mcpgo.CallToolRequest) (*mcpgo.CallToolResult, error) {
		id, err := up.Begin(ctx, req.GetString("repo", ""))
		if err != nil {
			return nil, fmt.Errorf("begin: %w", err) // want `mcp-go sends this error as a JSON-RPC error -32603`
		}
		res := mcpgo.NewToolResultText("started " + id)
		res.RequestState = id
		return res, nil
	})
}
