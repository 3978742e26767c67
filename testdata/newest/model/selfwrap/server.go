// want package:"uses mcp" package:"typed handler sinks"

// Package selfwrap registers handler variables that are wrapped in place,
// some only when an option is set.
package selfwrap

import (
	"context"
	"errors"
	"fmt"
	"log"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type Handler func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error)

// logged passes the handler's error on unchanged.
func logged(name string, h Handler) Handler { // want logged:"wrapper\\(1\\) passes"
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res, err := h(ctx, req)
		if err != nil {
			log.Printf("%s: %v", name, err)
		}
		return res, err
	}
}

// asResult turns every error of the handler into an isError result.
func asResult(h Handler) Handler { // want asResult:"wrapper\\(0\\) converts"
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res, err := h(ctx, req)
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return res, nil
	}
}

// retried wraps the handler in logged first, then retries the wrapped
// value: the errors still pass on.
func retried(name string, h Handler) Handler { // want retried:"wrapper\\(1\\) passes"
	wrapped := logged(name, h)
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var last error
		for i := 0; i < 3; i++ {
			res, err := wrapped(ctx, req)
			if err == nil {
				return res, nil
			}
			last = err
		}
		return nil, fmt.Errorf("%s failed after retries: %w", name, last)
	}
}

// safeRetried wraps the handler in asResult first: its errors become
// results before the retry loop sees them.
func safeRetried(h Handler) Handler { // want safeRetried:"wrapper\\(0\\) converts"
	wrapped := asResult(h)
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res, err := wrapped(ctx, req)
		if err != nil {
			return nil, err
		}
		return res, nil
	}
}

func review(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetString("game", "") == "" {
		return nil, errors.New("no game to review")
	}
	return mcp.NewToolResultText("reviewed"), nil
}

func annotate(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetString("game", "") == "" {
		return nil, errors.New("no game to annotate")
	}
	return mcp.NewToolResultText("annotated"), nil
}

func find(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetString("id", "") == "" {
		return nil, errors.New("not found")
	}
	return mcp.NewToolResultText("found"), nil
}

func lookup(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetString("id", "") == "" {
		return nil, errors.New("no such item")
	}
	return mcp.NewToolResultText("item"), nil
}

func search(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetString("q", "") == "" {
		return nil, errors.New("nothing matched")
	}
	return mcp.NewToolResultText("hits"), nil
}

func fetch(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetString("url", "") == "" {
		return nil, errors.New("upstream is down")
	}
	return mcp.NewToolResultText("page"), nil
}

func Register(s *server.MCPServer, verbose, safe bool) { // want Register:"registers\\(find,lookup,search,fetch,review,annotate\\) on param 0" Register:"mutates tools"
	// Wrapped only when verbose, by a wrapper that passes errors on:
	// either way the error is a JSON-RPC error.
	findHandler := find
	if verbose {
		findHandler = logged("find", findHandler)
	}
	s.AddTool(mcp.NewTool("find"), findHandler)

	// Always wrapped, by a wrapper that passes errors on.
	lookupHandler := Handler(lookup)
	lookupHandler = logged("lookup", lookupHandler)
	s.AddTool(mcp.NewTool("lookup"), server.ToolHandlerFunc(lookupHandler))

	// Always wrapped by a wrapper that answers errors as results.
	searchHandler := Handler(search)
	searchHandler = asResult(searchHandler)
	s.AddTool(mcp.NewTool("search"), server.ToolHandlerFunc(searchHandler))

	// Wrapped into results only when safe: without it the error is a
	// JSON-RPC error, with it a result; the model does not decide.
	fetchHandler := Handler(fetch)
	if safe {
		fetchHandler = asResult(fetchHandler)
	}
	s.AddTool(mcp.NewTool("fetch"), server.ToolHandlerFunc(fetchHandler))

	s.AddTool(mcp.NewTool("review"), server.ToolHandlerFunc(retried("review", review)))
	s.AddTool(mcp.NewTool("annotate"), server.ToolHandlerFunc(safeRetried(annotate)))
}
