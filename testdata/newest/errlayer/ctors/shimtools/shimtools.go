// Package shimtools registers its tools through the shim: a helper
// decorates the handler (handler = decorate(handler)) before the
// registration, and the decorators decide what its errors become.
package shimtools

import (
	"context"
	"errors"
	"fmt"

	mcp "fixtures/errlayer/ctors/shim"
)

var errNoView = errors.New("no such view")

func fetchView(id string) (string, error) { return "", errNoView }

type Handler struct{ calls int }

// logged passes errors on.
func (h *Handler) logged(name string, next mcp.ToolHandlerFunc) mcp.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		h.calls++
		return next(ctx, req)
	}
}

// recovered turns a panic into an error result; other errors pass.
func (h *Handler) recovered(next mcp.ToolHandlerFunc) mcp.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (result *mcp.CallToolResult, err error) {
		defer func() {
			if recover() == nil {
				return
			}
			result, err = mcp.ErrorResult("internal error"), nil
		}()
		return next(ctx, req)
	}
}

// converted turns every error into an error result.
func converted(next mcp.ToolHandlerFunc) mcp.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res, err := next(ctx, req)
		if err != nil {
			return mcp.ErrorResult(err.Error()), nil
		}
		return res, nil
	}
}

func (h *Handler) addTool(s *mcp.Server, tool mcp.Tool, handler mcp.ToolHandlerFunc) {
	handler = h.logged(tool.Name, handler)
	handler = h.recovered(handler)
	s.AddTool(&tool, mcp.AdaptToolHandler(handler))
}

// addSafeTool converts errors first: the later registration of the
// decorated handler does not make the tool's errors JSON-RPC errors.
func (h *Handler) addSafeTool(s *mcp.Server, tool mcp.Tool, handler mcp.ToolHandlerFunc) {
	handler = converted(handler)
	s.AddTool(&tool, mcp.AdaptToolHandler(handler))
}

func (h *Handler) getView(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id, _ := req.Arguments["id"].(string)
	v, err := fetchView(id)
	if err != nil {
		return nil, fmt.Errorf("view %s not found: %w", id, err) // want `tool "signoz_get_view": go-sdk sends this error as a JSON-RPC error`
	}
	return &mcp.CallToolResult{StructuredContent: v}, nil
}

func (h *Handler) getSafeView(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id, _ := req.Arguments["id"].(string)
	v, err := fetchView(id)
	if err != nil {
		return nil, fmt.Errorf("view %s not found: %w", id, err)
	}
	return &mcp.CallToolResult{StructuredContent: v}, nil
}

func (h *Handler) Register(s *mcp.Server) {
	getViewTool := mcp.NewTool("signoz_get_view", mcp.WithDescription("gets a view"))
	h.addTool(s, getViewTool, h.getView)
	safeTool := mcp.NewTool("signoz_get_safe_view", mcp.WithDescription("gets a view"))
	h.addSafeTool(s, safeTool, h.getSafeView)
}
