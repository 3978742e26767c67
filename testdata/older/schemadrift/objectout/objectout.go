// Package objectout registers typed tools whose Out go-sdk v1.4.1 infers
// an output schema from: an Out that encodes as an array or a primitive
// makes mcp.AddTool panic (output schema must have type "object").
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
	mcp.AddTool(s, &mcp.Tool{Name: "list_skills"}, func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, []Skill, error) { // want `mcp.AddTool infers the outputSchema of tool "list_skills" from Out \[\]Skill, which encodes as an array: go-sdk v1.4.1 requires type "object"`
		return nil, []Skill{{Name: in.Name}}, nil
	})
	mcp.AddTool(s, &mcp.Tool{Name: "list_named"}, func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, *Skills, error) { // want `from Out Skills, which encodes as an array`
		return nil, &Skills{}, nil
	})
	mcp.AddTool(s, &mcp.Tool{Name: "count"}, func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, int, error) { // want `from Out int, which encodes as a number`
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
