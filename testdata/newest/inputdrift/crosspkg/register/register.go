package register

import (
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"fixtures/inputdrift/crosspkg/handler"
)

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("update_user", mcp.WithString("name"), mcp.WithString("groups")),
		handler.UpdateUser) // want `tool "update_user": argument "groups" is declared string by the schema of the mcp.NewTool options, but the handler asserts it with a .\(\[\]string\) assertion in UpdateUser, handler.go:\d+, which never holds` `tool "update_user": the handler reads argument "userid" \(a .\(string\) assertion in UpdateUser, handler.go:\d+\), which the schema of the mcp.NewTool options does not declare`
	s.AddTool(mcp.NewTool("get_user", mcp.WithString("id", mcp.Required())), handler.GetUser)
	s.AddTool(mcp.NewTool("set_tags", mcp.WithString("tags")), handler.SetTags)
	s.AddTool(mcp.NewTool("scan",
		mcp.WithString("source", mcp.Required()),
		mcp.WithString("format"), // want `tool "scan": argument "format" is declared, but the handler never reads it`
	), handler.ScanHandler("spec: "))
	s.AddTool(mcp.NewTool("list", mcp.WithString("dir"), mcp.WithString("order")), handler.ListHandler())
}
