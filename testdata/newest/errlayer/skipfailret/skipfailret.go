// Package skipfailret drops the items whose call fails with only a log
// line, in a loop that also returns an error when another call of the
// item fails: the loop does not stop at a first success, so it is no
// search, and the skip hides a failure. A loop that returns its first
// success is a search: its skips are the candidates that did not work.
package skipfailret

import (
	"context"
	"encoding/json"
	"log/slog"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type Bus interface {
	List(ctx context.Context) ([]string, error)
	Props(ctx context.Context, name string) (map[string]any, error)
}

type Connection struct{ bus Bus }

type Params struct {
	Verbose bool `json:"verbose"`
}

func (conn *Connection) ListUnits(ctx context.Context, req *mcp.CallToolRequest, params *Params) (*mcp.CallToolResult, any, error) { // want ListUnits:"handler errors: skipfailret.go:30 skipfailret.go:46"
	units, err := conn.bus.List(ctx)
	if err != nil {
		return nil, nil, err
	}
	out := []mcp.Content{}
	for _, u := range units {
		props, err := conn.bus.Props(ctx, u)
		if err != nil {
			slog.Warn("failed to get properties", "unit", u, "error", err)
			continue // want `tool "list_units": when Bus.Props fails, this continue drops the item`
		}
		var b []byte
		if params.Verbose {
			b, err = json.Marshal(&props)
		} else {
			b, err = json.Marshal(u)
		}
		if err != nil {
			return nil, nil, err
		}
		out = append(out, &mcp.TextContent{Text: string(b)})
	}
	return &mcp.CallToolResult{Content: out}, nil, nil
}

func Register(s *mcp.Server, conn *Connection) {
	mcp.AddTool(s, &mcp.Tool{Name: "list_units"}, conn.ListUnits)
	mcp.AddTool(s, &mcp.Tool{Name: "first_unit"}, conn.FirstUnit)
}

// FirstUnit returns the first unit whose properties can be read: a
// failure moves on to the next candidate.
func (conn *Connection) FirstUnit(ctx context.Context, req *mcp.CallToolRequest, params *Params) (*mcp.CallToolResult, any, error) { // want FirstUnit:"handler errors: skipfailret.go:63"
	units, err := conn.bus.List(ctx)
	if err != nil {
		return nil, nil, err
	}
	var found []string
	for _, u := range units {
		props, err := conn.bus.Props(ctx, u)
		if err != nil {
			slog.Warn("failed to get properties", "unit", u, "error", err)
			continue
		}
		found = append(found, u)
		b, err := json.Marshal(props)
		if err != nil {
			return nil, nil, err
		}
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: string(b)}}}, nil, nil
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "no readable unit"}}}, found, nil
}
