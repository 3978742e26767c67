package mwgosdk

import (
	"context"
	"errors"
	"fmt"
	"log"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Tracked names its results for a deferred call that only reads them
// (timescale/tiger-cli's metrics middleware): the error passes on
// unchanged, so the finding stays.
func Tracked(next mcp.MethodHandler) mcp.MethodHandler {
	return func(ctx context.Context, method string, req mcp.Request) (res mcp.Result, err error) {
		defer func() { log.Printf("%s: %v", method, err) }()
		defer track(method, err)
		return next(ctx, method, req)
	}
}

func track(method string, err error) {}

// Rescued assigns the named error in a defer: what reaches the client is
// decided after the return, which the model does not follow. Unknown:
// silent.
func Rescued(next mcp.MethodHandler) mcp.MethodHandler {
	return func(ctx context.Context, method string, req mcp.Request) (res mcp.Result, err error) {
		defer func() {
			if err != nil {
				res, err = &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: err.Error()}}}, nil
			}
		}()
		return next(ctx, method, req)
	}
}

// Recorded hands the error's address to a deferred call, which may
// change it: unknown, silent.
func Recorded(next mcp.MethodHandler) mcp.MethodHandler {
	return func(ctx context.Context, method string, req mcp.Request) (res mcp.Result, err error) {
		defer record(&err)
		return next(ctx, method, req)
	}
}

func record(err *error) {
	if *err != nil {
		*err = fmt.Errorf("recorded: %w", *err)
	}
}

func trackedTool(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, errors.New("backend down") // want `tool "tracked": go-sdk sends this error as a JSON-RPC error with code 0`
}

func rescuedTool(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, errors.New("backend down")
}

func recordedTool(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, errors.New("backend down")
}

func SetupDeferred() {
	s := mcp.NewServer(&mcp.Implementation{Name: "tracked", Version: "1"}, nil)
	s.AddReceivingMiddleware(Tracked)
	s.AddTool(&mcp.Tool{Name: "tracked", InputSchema: schema}, trackedTool)

	r := mcp.NewServer(&mcp.Implementation{Name: "rescued", Version: "1"}, nil)
	r.AddReceivingMiddleware(Rescued)
	r.AddTool(&mcp.Tool{Name: "rescued", InputSchema: schema}, rescuedTool)

	d := mcp.NewServer(&mcp.Implementation{Name: "recorded", Version: "1"}, nil)
	d.AddReceivingMiddleware(Recorded)
	d.AddTool(&mcp.Tool{Name: "recorded", InputSchema: schema}, recordedTool)
}
