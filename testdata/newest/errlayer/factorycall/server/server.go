// Package server registers the handlers of package tools.
package server

import (
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"fixtures/errlayer/factorycall/tools"
)

func New() *server.MCPServer {
	s := server.NewMCPServer("factorycall", "1.0.0")
	s.AddTool(mcp.NewTool("get_user_info", mcp.WithString("id")), tools.UserInfoHandleFunc()) // want `tool "get_user_info": tools.UserInfoHandleFunc's handler returns errors that mcp-go sends as JSON-RPC errors -32603`
	s.AddTool(mcp.NewTool("update_issue"), tools.Update)                                      // want `tool "update_issue": tools.Update returns errors that mcp-go sends as JSON-RPC errors -32603 and the model never reads: tools.go:38 \(fmt.Errorf\)`
	s.AddTool(mcp.NewTool("ping"), tools.Ping)
	s.AddTool(tools.GetIssue())                          // want `tool "get_issue": tools.GetIssue.s handler returns errors that mcp-go sends as JSON-RPC errors -32603`
	s.AddTool(mcp.NewTool("latest_model"), tools.Latest) // want `tool "latest_model": tools.Latest returns errors that mcp-go sends as JSON-RPC errors -32603 and the model never reads: tools.go:68 \(fmt.Errorf\)`
	return s
}
