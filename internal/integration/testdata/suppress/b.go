package suppress

import "github.com/modelcontextprotocol/go-sdk/mcp"

//lint:file-ignore schemadrift the reason, for the whole file

func RegisterB(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "file_ignore_schemadrift"}, h)
}
