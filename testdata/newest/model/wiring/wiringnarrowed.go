package wiring

import (
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

const listTagsName = "list_tags"

// tools returns the definitions; the server picks each one's handler by
// its name.
func tools() []mcp.Tool {
	return []mcp.Tool{
		mcp.NewTool(listTagsName),
		mcp.NewTool("get_config"),
		mcp.NewTool("ping"),
	}
}

func registerNarrowed(s *server.MCPServer) { // want registerNarrowed:"mutates tools: wiring.registerNarrowed \\(\\*server.MCPServer\\).AddTool" registerNarrowed:"registers\\(list_tags,get_config,ping\\) on param 0"
	for _, tool := range tools() {
		switch tool.Name {
		case listTagsName:
			s.AddTool(tool, handle)
		case "get_config":
			s.AddTool(tool, handle2)
		}
		if tool.Name == "ping" {
			s.AddTool(tool, handle)
		}
	}
}
