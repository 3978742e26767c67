// Package handler implements the generated interface: each method is
// its tool's handler, and a returned error goes out as a JSON-RPC error.
package handler

import (
	"context"
	"encoding/json"
	"errors"

	mcp "github.com/ktr0731/go-mcp"

	"fixtures/errlayer/toolmethods/gen"
)

type Store interface {
	Search(ctx context.Context, keyword string) ([]string, error)
	Get(ctx context.Context, id string) (string, error)
}

type Handler struct{ store Store }

var _ gen.ToolHandler = (*Handler)(nil)

func (h *Handler) HandleToolSearch(ctx context.Context, req *gen.ToolSearchRequest) (*mcp.CallToolResult, error) {
	hits, err := h.store.Search(ctx, req.Keyword)
	if err != nil {
		return nil, err // want `tool "search": ktr0731/go-mcp sends this error as a JSON-RPC error with code 0 \(from \(handler.Store\).Search\); the model never reads it; return &mcp.CallToolResult\{Content: \[\]mcp.CallToolContent\{mcp.TextContent\{Text: err.Error\(\)\}\}, IsError: true\}, nil instead`
	}
	return jsonResult(hits)
}

// HandleToolLookup answers its failure in the result: the right layer.
func (h *Handler) HandleToolLookup(ctx context.Context, req *gen.ToolLookupRequest) (*mcp.CallToolResult, error) {
	doc, err := h.store.Get(ctx, req.ID)
	if err != nil {
		return &mcp.CallToolResult{Content: []mcp.CallToolContent{mcp.TextContent{Text: err.Error()}}, IsError: true}, nil
	}
	if doc == "" {
		return nil, errors.New("empty document") // want `tool "lookup": ktr0731/go-mcp sends this error as a JSON-RPC error with code 0`
	}
	return jsonResult(doc)
}

func (h *Handler) HandleToolPing(ctx context.Context) (*mcp.CallToolResult, error) { // want HandleToolPing:"error result: nil"
	return &mcp.CallToolResult{Content: []mcp.CallToolContent{mcp.TextContent{Text: "pong"}}}, nil
}

// jsonResult fails only when the server cannot marshal its own answer.
func jsonResult(v any) (*mcp.CallToolResult, error) {
	b, err := json.Marshal(v)
	if err != nil {
		return nil, err
	}
	return &mcp.CallToolResult{Content: []mcp.CallToolContent{mcp.TextContent{Text: string(b)}}}, nil
}

// Other is no implementation of the interface: its method of the same
// name is no tool's.
type Other struct{ store Store }

func (o *Other) HandleToolSearch(ctx context.Context, keyword string) ([]string, error) {
	hits, err := o.store.Search(ctx, keyword)
	if err != nil {
		return nil, err
	}
	return hits, nil
}
