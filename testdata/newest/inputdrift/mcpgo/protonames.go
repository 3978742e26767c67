package mcpgo

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// GetProjectRequest is shaped like a generated protobuf message: its json
// tag holds the proto name, its protobuf tag the lowerCamel JSON name,
// and the server decodes the arguments with protojson, which accepts both.
type GetProjectRequest struct {
	ProjectId string `protobuf:"bytes,1,opt,name=project_id,json=projectId,proto3" json:"project_id,omitempty"`
}

func getProject(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var in GetProjectRequest
	if err := req.BindArguments(&in); err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(in.ProjectId), nil
}

func RegisterProtoNames(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("get_project", mcp.WithString("projectId", mcp.Required())), getProject)
}
