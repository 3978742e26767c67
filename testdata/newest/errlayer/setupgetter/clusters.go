package setupgetter

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"fixtures/errlayer/setupgetter/clientset"
)

// GetClustersFn hands out the server's clientset.
type GetClustersFn func(context.Context) (clientset.Interface, error)

// ListClusters gets its clientset, sets a default, then tests the
// getter's error: the same setup failure, kept on the protocol layer as
// in the package's other tools.
func ListClusters(get GetClustersFn) (mcp.Tool, server.ToolHandlerFunc) {
	return mcp.NewTool("list_clusters"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		cs, err := get(ctx)
		limit := 100
		if err != nil {
			return nil, fmt.Errorf("failed to get clientset: %w", err)
		}
		names, err := cs.Clusters(ctx)
		if err != nil {
			return mcp.NewToolResultErrorFromErr("listing clusters", err), nil
		}
		return mcp.NewToolResultText(fmt.Sprint(names[:min(limit, len(names))])), nil
	}
}

func RegisterClusters(s *server.MCPServer, get GetClustersFn) {
	s.AddTool(ListClusters(get))
}
