// Package bridge holds go-sdk v0.1 typed handlers that another package
// registers (mcp.NewServerTool there): nothing here registers them, yet a
// success result that carries a failure is a hidden error wherever they
// are registered.
package bridge

import (
	"context"
	"encoding/json"
	"errors"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type Args struct {
	ID string `json:"id"`
}

type Memo struct {
	ID string `json:"id"`
}

type Bridge struct{}

func (b *Bridge) fetch(ctx context.Context, id string) (string, error) {
	return "", errors.New("backend unavailable")
}

// failure turns an error into the JSON a caller reads: {"success":false}.
func (b *Bridge) failure(err error) []byte {
	out, _ := json.Marshal(map[string]any{"success": false, "error": err.Error()})
	return out
}

func (b *Bridge) MemoGet(ctx context.Context, ss *mcp.ServerSession, params *mcp.CallToolParamsFor[Args]) (*mcp.CallToolResultFor[Memo], error) { // want MemoGet:"error result: nil"
	text, err := b.fetch(ctx, params.Arguments.ID)
	if err != nil {
		data := b.failure(err)
		return &mcp.CallToolResultFor[Memo]{ // want `the error's text goes back in a CallToolResult without IsError`
			Content: []mcp.Content{&mcp.TextContent{Text: string(data)}},
		}, nil
	}
	return &mcp.CallToolResultFor[Memo]{Content: []mcp.Content{&mcp.TextContent{Text: text}}}, nil
}

// MemoDelete answers its failure with IsError: correct.
func (b *Bridge) MemoDelete(ctx context.Context, ss *mcp.ServerSession, params *mcp.CallToolParamsFor[Args]) (*mcp.CallToolResultFor[Memo], error) { // want MemoDelete:"error result: nil"
	if _, err := b.fetch(ctx, params.Arguments.ID); err != nil {
		return &mcp.CallToolResultFor[Memo]{
			IsError: true,
			Content: []mcp.Content{&mcp.TextContent{Text: err.Error()}},
		}, nil
	}
	return &mcp.CallToolResultFor[Memo]{Content: []mcp.Content{&mcp.TextContent{Text: "deleted"}}}, nil
}

// MemoList returns the error itself: what it becomes is decided where it
// is registered (v0.1: a JSON-RPC error), not here.
func (b *Bridge) MemoList(ctx context.Context, ss *mcp.ServerSession, params *mcp.CallToolParamsFor[Args]) (*mcp.CallToolResultFor[Memo], error) {
	text, err := b.fetch(ctx, params.Arguments.ID)
	if err != nil {
		return nil, err
	}
	return &mcp.CallToolResultFor[Memo]{Content: []mcp.Content{&mcp.TextContent{Text: text}}}, nil
}
