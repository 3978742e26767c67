// Package objectout registers typed tools whose Out go-sdk v1.8.0 (from v1.7.0) accepts
// any output schema: an Out that encodes as an array or a primitive is
// no longer a panic at registration.
package objectout

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type Skill struct {
	Name string `json:"name"`
}

type Skills []Skill

type In struct {
	Name string `json:"name"`
}

type SkillList struct {
	Skills []Skill `json:"skills"`
}

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "list_skills"}, func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, []Skill, error) {
		return nil, []Skill{{Name: in.Name}}, nil
	})
	mcp.AddTool(s, &mcp.Tool{Name: "list_named"}, func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, *Skills, error) {
		return nil, &Skills{}, nil
	})
	mcp.AddTool(s, &mcp.Tool{Name: "count"}, func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, int, error) {
		return nil, 1, nil
	})

	// Correct code that looks like the bug: a struct holding the list, a
	// map (an object), and Out = any (no output schema is inferred).
	mcp.AddTool(s, &mcp.Tool{Name: "list_wrapped"}, func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, SkillList, error) {
		return nil, SkillList{}, nil
	})
	mcp.AddTool(s, &mcp.Tool{Name: "by_name"}, func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, map[string]Skill, error) {
		return nil, map[string]Skill{}, nil
	})
	mcp.AddTool(s, &mcp.Tool{Name: "anything"}, func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
		return nil, map[string]string{"ok": "yes"}, nil
	})
}
