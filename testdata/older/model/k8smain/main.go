// want package:"uses mcp"

// Package k8smain pairs package k8stools' definitions with its handlers.
package k8smain

import (
	"fixtures/model/k8stools"

	"github.com/mark3labs/mcp-go/server"
)

func Setup() { // want Setup:"mutates tools: k8smain.Setup \\(\\*server.MCPServer\\).AddTool"
	s := server.NewMCPServer("k8s", "1")
	c := &k8stools.Client{}
	s.AddTool(k8stools.CreateGetPodTool(), k8stools.HandleGetPod(c))
	s.AddTool(k8stools.CreateGetPodTool(), k8stools.HandleAny(nil, "get_pod"))
	tools := []server.ServerTool{{Tool: k8stools.ListPodsTool, Handler: k8stools.HandleGetPod(c)}}
	_ = tools
}
