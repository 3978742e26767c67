// Package layer is a project tool layer over mcp-go, as mcp-grafana
// writes one: MustTool builds the mcp.Tool from its name parameter and an
// adapter closure that calls any handler func(ctx, Args) (R, error)
// through reflection; a returned error becomes an isError result unless
// it is a *HardError, which the handler returns on purpose.
package layer

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// HardError asks the adapter to send the error as a JSON-RPC error.
type HardError struct{ Err error }

func (e *HardError) Error() string { return e.Err.Error() }

type Tool struct {
	Tool    mcp.Tool
	Handler server.ToolHandlerFunc
}

func (t *Tool) Register(s *server.MCPServer) { s.AddTool(t.Tool, t.Handler) }

type HandlerFunc[T, R any] = func(ctx context.Context, args T) (R, error)

func MustTool[T, R any](name, description string, h HandlerFunc[T, R], options ...mcp.ToolOption) Tool {
	tool, handler, err := ConvertTool(name, description, h, options...)
	if err != nil {
		panic(err)
	}
	return Tool{Tool: tool, Handler: handler}
}

func ConvertTool[T, R any](name, description string, h HandlerFunc[T, R], options ...mcp.ToolOption) (mcp.Tool, server.ToolHandlerFunc, error) { // want ConvertTool:"error result: nil"
	hv := reflect.ValueOf(h)
	argType := hv.Type().In(1)
	handler := func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		raw, err := json.Marshal(req.Params.Arguments)
		if err != nil {
			return nil, fmt.Errorf("marshal args: %w", err)
		}
		args := reflect.New(argType)
		if err := json.Unmarshal(raw, args.Interface()); err != nil {
			return nil, fmt.Errorf("unmarshal args: %w", err)
		}
		out := hv.Call([]reflect.Value{reflect.ValueOf(ctx), args.Elem()})
		if len(out) != 2 {
			return nil, errors.New("handler must return 2 values")
		}
		var handlerErr error
		if !out[1].IsNil() {
			var ok bool
			handlerErr, ok = out[1].Interface().(error)
			if !ok {
				return nil, errors.New("second result must be an error")
			}
		}
		if handlerErr != nil {
			var hard *HardError
			if errors.As(handlerErr, &hard) {
				return nil, hard.Err
			}
			return mcp.NewToolResultError(handlerErr.Error()), nil
		}
		b, err := json.Marshal(out[0].Interface())
		if err != nil {
			return nil, fmt.Errorf("marshal result: %w", err)
		}
		return mcp.NewToolResultText(string(b)), nil
	}
	t := mcp.Tool{Name: name, Description: description}
	for _, o := range options {
		o(&t)
	}
	return t, handler, nil
}

// StrictTool is a constructor whose adapter passes every handler error
// on: mcp-go sends it as a JSON-RPC error.
func StrictTool[T, R any](name string, h HandlerFunc[T, R]) Tool {
	handler := func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var args T
		res, err := h(ctx, args)
		if err != nil {
			return nil, err // want `tool adapter: every tool's failure \(the error of h\(\.\.\.\)\) is returned here`
		}
		return mcp.NewToolResultText(fmt.Sprint(res)), nil
	}
	return Tool{Tool: mcp.NewTool(name), Handler: handler}
}

// ReflectTool calls the handler through reflection, as ConvertTool does,
// and passes its error on: mcp-go sends it as a JSON-RPC error.
func ReflectTool[T, R any](name string, h HandlerFunc[T, R]) Tool {
	hv := reflect.ValueOf(h)
	argType := hv.Type().In(1)
	handler := func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		args := reflect.New(argType)
		out := hv.Call([]reflect.Value{reflect.ValueOf(ctx), args.Elem()})
		var handlerErr error
		if out[1].Kind() == reflect.Interface && !out[1].IsNil() {
			var ok bool
			handlerErr, ok = out[1].Interface().(error)
			if !ok {
				return nil, errors.New("second result must be an error")
			}
		}
		if handlerErr != nil {
			return nil, handlerErr // want `tool adapter: every tool's failure \(the error of h\(\.\.\.\)\) is returned here`
		}
		return mcp.NewToolResultText(fmt.Sprint(out[0].Interface())), nil
	}
	return Tool{Tool: mcp.NewTool(name), Handler: handler}
}
