// Package othertags decodes arguments into structs with a decoder of its
// own: a field named by a `param` tag is that decoder's, not
// encoding/json's, and its name is not judged; a field named by a json
// tag is.
package othertags

import (
	"context"
	"encoding/json"
	"reflect"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// mapArguments fills the fields of out by their `param` tags.
func mapArguments(args any, out any) error {
	m, _ := args.(map[string]any)
	v := reflect.ValueOf(out).Elem()
	for i := range v.NumField() {
		if x, ok := m[v.Type().Field(i).Tag.Get("param")]; ok {
			v.Field(i).Set(reflect.ValueOf(x))
		}
	}
	return nil
}

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("read_lines", mcp.WithString("path", mcp.Required()), mcp.WithNumber("start_line")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var in struct {
			Path      string  `param:"path,required"`
			StartLine float64 `param:"start_line"`
		}
		if err := mapArguments(req.Params.Arguments, &in); err != nil {
			return mcp.NewToolResultErrorFromErr("bad arguments", err), nil
		}
		_ = in.StartLine
		return mcp.NewToolResultText(in.Path), nil
	})
	s.AddTool(mcp.NewTool("read_range", mcp.WithString("path", mcp.Required()), mcp.WithNumber("start_line")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var in struct {
			Path      string  `json:"path"`
			StartLine float64 `json:"startLine"`
		}
		b, _ := json.Marshal(req.Params.Arguments)
		if err := json.Unmarshal(b, &in); err != nil {
			return mcp.NewToolResultErrorFromErr("bad arguments", err), nil
		}
		_ = in.StartLine // want `reads argument "startLine"`
		return mcp.NewToolResultText(in.Path), nil
	})
}
