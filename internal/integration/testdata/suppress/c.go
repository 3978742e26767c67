//nolint:mcplint // the reason, above the package clause: the whole file
package suppress

import "github.com/modelcontextprotocol/go-sdk/mcp"

func RegisterC(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "nolint_file"}, h)
}
