// Package envelope answers through a generic envelope whose constructor
// sets Success false: from an mcp-go structured handler, returned with a
// nil error, it is a success on the wire.
package envelope

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type Response[T any] struct {
	Success bool   `json:"success"`
	Message string `json:"message,omitempty"`
	Data    T      `json:"data,omitempty"`
}

func Failed[T any](message string) Response[T] {
	return Response[T]{Success: false, Message: message}
}

func Done[T any](data T) Response[T] {
	return Response[T]{Success: true, Data: data}
}

type DeployArgs struct {
	App string `json:"app"`
}

type Deployment struct {
	ID string `json:"id"`
}

var errBusy = errors.New("deployer busy")

func deploy(ctx context.Context, req mcp.CallToolRequest, args DeployArgs) (Response[Deployment], error) {
	if args.App == "" {
		return Failed[Deployment]("You must name an app"), nil // want `tool "deploy": the structured result that Failed builds says it failed \(success false, "You must name an app"\) but goes back with a nil error`
	}
	if err := start(args.App); err != nil {
		return Failed[Deployment](err.Error()), nil // want `tool "deploy": the structured result that Failed builds says it failed \(success false, the error's text\)`
	}
	return Done(Deployment{ID: args.App}), nil
}

// undeploy returns the error beside the envelope: an isError result.
func undeploy(ctx context.Context, req mcp.CallToolRequest, args DeployArgs) (Response[Deployment], error) {
	if err := start(args.App); err != nil {
		return Failed[Deployment](err.Error()), err
	}
	return Done(Deployment{ID: args.App}), nil
}

func start(app string) error {
	if app == "busy" {
		return errBusy
	}
	return nil
}

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("deploy", mcp.WithInputSchema[DeployArgs](), mcp.WithOutputSchema[Response[Deployment]]()), mcp.NewStructuredToolHandler(deploy))
	s.AddTool(mcp.NewTool("undeploy", mcp.WithInputSchema[DeployArgs](), mcp.WithOutputSchema[Response[Deployment]]()), mcp.NewStructuredToolHandler(undeploy))
}
