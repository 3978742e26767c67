// Package reflectlayer is a project tool layer over mcp-go that calls each
// tool function by reflection (mcp-netbird's copy of mcp-grafana's
// ConvertTool) and passes the function's error on.
package reflectlayer

import (
	"context"
	"errors"
	"fmt"
	"reflect"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type Tool struct {
	Tool    mcp.Tool
	Handler server.ToolHandlerFunc
}

// ReflectTool calls its handler by reflection, as mcp-netbird's copy of
// mcp-grafana's layer does, and passes the handler's error on: every
// tool's failure goes out as a JSON-RPC error, reported once, here. Its
// checks of its own invariants (the results the reflected call has) are
// the server's bugs, not failures of a tool: not reported.
func ReflectTool(name string, toolHandler any) Tool {
	handlerValue := reflect.ValueOf(toolHandler)
	handler := func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		args := reflect.New(handlerValue.Type().In(1))
		output := handlerValue.Call([]reflect.Value{reflect.ValueOf(ctx), args.Elem()})
		if len(output) != 2 {
			return nil, errors.New("tool handler must return 2 values")
		}
		if !output[0].CanInterface() {
			return nil, errors.New("tool handler first return value must be interfaceable")
		}
		var handlerErr error
		var ok bool
		if output[1].Kind() == reflect.Interface && !output[1].IsNil() {
			handlerErr, ok = output[1].Interface().(error)
			if !ok {
				return nil, errors.New("tool handler second return value must be error")
			}
		}
		if handlerErr != nil {
			return nil, handlerErr // want `tool adapter: every tool's failure \(the error of toolHandler\(\.\.\.\)\) is returned here`
		}
		return mcp.NewToolResultText(fmt.Sprint(output[0].Interface())), nil
	}
	return Tool{Tool: mcp.NewTool(name), Handler: handler}
}

type TeamArgs struct {
	Team string `json:"team"`
}

type Team struct {
	Name string `json:"name"`
}

var errNoTeam = errors.New("no such team")

func lookup(name string) (*Team, error) { return nil, errNoTeam }

func seekTeam(ctx context.Context, args TeamArgs) (*Team, error) {
	return lookup(args.Team)
}

func listTeams(ctx context.Context, args TeamArgs) ([]Team, error) {
	t, err := lookup(args.Team)
	if err != nil {
		return nil, fmt.Errorf("list: %w", err)
	}
	return []Team{*t}, nil
}

func Register(s *server.MCPServer) {
	for _, t := range []Tool{ReflectTool("seek_team", seekTeam), ReflectTool("list_teams", listTeams)} {
		s.AddTool(t.Tool, t.Handler)
	}
}
