// Package tools throws away the errors of the project's API client.
package tools

import (
	"context"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"fixtures/errlayer/blankclient/api"
)

type none struct{}

func Register(s *mcp.Server, c *api.Client) {
	mcp.AddTool(s, &mcp.Tool{Name: "account_info"}, func(ctx context.Context, req *mcp.CallToolRequest, _ none) (*mcp.CallToolResult, any, error) {
		user, _ := c.UserInfo() // want `tool "account_info": the error of Client.UserInfo is thrown away here`
		quota, _ := c.Quota()   // want `tool "account_info": the error of Client.Quota is thrown away here`
		label, _ := api.Label("x")
		cached, _ := c.Cached("/var/cache/account") // the project's store: not reported
		label += cached
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: fmt.Sprint(user, quota, label)}}}, nil, nil
	})
}
