package ignoredarg

import (
	"context"
	"os"
	"strconv"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type WriteFileInput struct {
	Path        string  `json:"path"`
	Content     string  `json:"content"`
	Permissions *string `json:"permissions,omitempty"`
	Mode        string  `json:"mode,omitempty"`
}

type WriteFileOutput struct {
	Written bool `json:"written"`
}

// writeFile writes with 0644, the default it chose before the parse,
// when "permissions" does not parse: the author's default for a bad value
// as for an absent one, not reported.
func writeFile(ctx context.Context, req *mcp.CallToolRequest, in WriteFileInput) (*mcp.CallToolResult, WriteFileOutput, error) {
	var perm os.FileMode = 0o644
	if in.Permissions != nil && *in.Permissions != "" {
		p, err := strconv.ParseUint(*in.Permissions, 8, 32)
		if err == nil {
			perm = os.FileMode(p)
		}
	}
	if err := os.WriteFile(in.Path, []byte(in.Content), perm); err != nil {
		return nil, WriteFileOutput{}, err
	}
	return nil, WriteFileOutput{Written: true}, nil
}

// chmodFile refuses a mode that does not parse.
func chmodFile(ctx context.Context, req *mcp.CallToolRequest, in WriteFileInput) (*mcp.CallToolResult, WriteFileOutput, error) {
	p, err := strconv.ParseUint(in.Mode, 8, 32)
	if err != nil {
		return nil, WriteFileOutput{}, err
	}
	return nil, WriteFileOutput{Written: true}, os.Chmod(in.Path, os.FileMode(p))
}

func registerGoSDK(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "write_file"}, writeFile)
	mcp.AddTool(s, &mcp.Tool{Name: "chmod_file"}, chmodFile)
}
