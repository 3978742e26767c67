// Package mwgosdk installs go-sdk receiving middleware that the model
// reads per path and per method: what matters is what a middleware does
// to the error of a tools/call request whose handler failed. Logging,
// error wrapping, a short-circuit that never calls next and a branch for
// another method keep the raw handlers' findings; middleware that turns
// tools/call errors into isError results silences them, on its own
// server only.
package mwgosdk

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log"
	"os"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Logging passes every result and error on.
func Logging(l *log.Logger) mcp.Middleware {
	return func(next mcp.MethodHandler) mcp.MethodHandler {
		return func(ctx context.Context, method string, req mcp.Request) (mcp.Result, error) {
			start := time.Now()
			res, err := next(ctx, method, req)
			if err != nil {
				l.Printf("%s failed after %v: %v", method, time.Since(start), err)
			}
			return res, err
		}
	}
}

type gate struct{ known map[string]bool }

// RejectUnknownBackends answers a tools/call for an unknown backend
// itself, with an isError result, on a path that never calls next: not a
// conversion of any handler's error.
func RejectUnknownBackends(g *gate) mcp.Middleware {
	return func(next mcp.MethodHandler) mcp.MethodHandler {
		return func(ctx context.Context, method string, req mcp.Request) (mcp.Result, error) {
			if method != "tools/call" {
				return next(ctx, method, req)
			}
			p, ok := req.GetParams().(*mcp.CallToolParamsRaw)
			if ok && !g.known[p.Name] {
				return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "unknown backend " + p.Name}}}, nil
			}
			return next(ctx, method, req)
		}
	}
}

// wrapErrors adds the method to the error: still a JSON-RPC error.
func wrapErrors(next mcp.MethodHandler) mcp.MethodHandler {
	return func(ctx context.Context, method string, req mcp.Request) (mcp.Result, error) {
		res, err := next(ctx, method, req)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", method, err)
		}
		return res, nil
	}
}

// trimList rewrites tools/list answers only; tools/call goes straight on.
func trimList(next mcp.MethodHandler) mcp.MethodHandler {
	return func(ctx context.Context, method string, req mcp.Request) (mcp.Result, error) {
		if method == "tools/list" {
			res, err := next(ctx, method, req)
			if err != nil {
				return nil, err
			}
			return res, nil
		}
		return next(ctx, method, req)
	}
}

// convertToolErrors turns tools/call errors into isError results and
// passes the errors of other methods on.
func convertToolErrors(next mcp.MethodHandler) mcp.MethodHandler {
	return func(ctx context.Context, method string, req mcp.Request) (mcp.Result, error) {
		res, err := next(ctx, method, req)
		if err != nil && method == "tools/call" {
			r := &mcp.CallToolResult{}
			r.SetError(err)
			return r, nil
		}
		return res, err
	}
}

// switchConvert does the same with a switch on the method.
func switchConvert(next mcp.MethodHandler) mcp.MethodHandler {
	return func(ctx context.Context, method string, req mcp.Request) (mcp.Result, error) {
		switch method {
		case "tools/call":
			res, err := next(ctx, method, req)
			if err != nil {
				return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: err.Error()}}}, nil
			}
			return res, nil
		default:
			return next(ctx, method, req)
		}
	}
}

var schema = json.RawMessage(`{"type":"object"}`)

func failing(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, errors.New("backend down") // want `tool "logged": go-sdk sends this error as a JSON-RPC error with code 0`
}

func wrapped(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, errors.New("backend down") // want `tool "wrapped": go-sdk sends this error as a JSON-RPC error with code 0`
}

func converted(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, errors.New("backend down")
}

func switched(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, errors.New("backend down")
}

// SetupTransparent: logging, rejecting unknown backends, wrapping and a
// tools/list-only branch keep the finding.
func SetupTransparent() {
	s := mcp.NewServer(&mcp.Implementation{Name: "logged", Version: "1"}, nil)
	s.AddReceivingMiddleware(Logging(log.Default()), RejectUnknownBackends(&gate{}))
	s.AddTool(&mcp.Tool{Name: "logged", InputSchema: schema}, failing)

	w := mcp.NewServer(&mcp.Implementation{Name: "wrapped", Version: "1"}, nil)
	w.AddReceivingMiddleware(wrapErrors, trimList)
	w.AddTool(&mcp.Tool{Name: "wrapped", InputSchema: schema}, wrapped)
}

// SetupConverted: a converting middleware next to a logging one on the
// same server silences it.
func SetupConverted() {
	s := mcp.NewServer(&mcp.Implementation{Name: "converted", Version: "1"}, nil)
	s.AddReceivingMiddleware(Logging(log.Default()), convertToolErrors)
	s.AddTool(&mcp.Tool{Name: "converted", InputSchema: schema}, converted)

	t := mcp.NewServer(&mcp.Implementation{Name: "switched", Version: "1"}, nil)
	t.AddReceivingMiddleware(switchConvert)
	t.AddTool(&mcp.Tool{Name: "switched", InputSchema: schema}, switched)
}

// gateway holds two servers; only the internal one converts errors.
type gateway struct {
	public   *mcp.Server
	internal *mcp.Server
}

func newGateway() *gateway {
	g := &gateway{
		public:   mcp.NewServer(&mcp.Implementation{Name: "public", Version: "1"}, nil),
		internal: mcp.NewServer(&mcp.Implementation{Name: "internal", Version: "1"}, nil),
	}
	g.internal.AddReceivingMiddleware(convertToolErrors)
	return g
}

func publicSearch(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, errors.New("index unavailable") // want `tool "public_search": go-sdk sends this error as a JSON-RPC error with code 0`
}

func internalSearch(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, errors.New("index unavailable")
}

// register: the converting middleware of the internal server does not
// reach the public one.
func (g *gateway) register() {
	g.public.AddTool(&mcp.Tool{Name: "public_search", InputSchema: schema}, publicSearch)
	g.internal.AddTool(&mcp.Tool{Name: "internal_search", InputSchema: schema}, internalSearch)
}

// Run builds the gateway.
func Run() { newGateway().register() }

type plugin interface{ Middleware() mcp.Middleware }

func pluggedIn(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, errors.New("backend down")
}

func chosen(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, errors.New("backend down")
}

// SetupRuntime: middleware chosen at run time (an interface method, a
// map lookup between a logging and a converting middleware) leaves the
// errors unknown: no finding.
func SetupRuntime(p plugin) {
	s := mcp.NewServer(&mcp.Implementation{Name: "plugged", Version: "1"}, nil)
	s.AddReceivingMiddleware(p.Middleware())
	s.AddTool(&mcp.Tool{Name: "plugged", InputSchema: schema}, pluggedIn)

	mws := map[string]mcp.Middleware{"log": Logging(log.Default()), "convert": convertToolErrors}
	c := mcp.NewServer(&mcp.Implementation{Name: "chosen", Version: "1"}, nil)
	c.AddReceivingMiddleware(mws[os.Getenv("MCP_MIDDLEWARE")])
	c.AddTool(&mcp.Tool{Name: "chosen", InputSchema: schema}, chosen)
}
