// Package failurebranch: failures answered as success text, told by the
// branch's condition, whatever the language of the text: a call without
// an argument the tool needs, a part of the server that is not set up.
package failurebranch

import (
	"context"
	"errors"
	"fmt"
	"log"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	mcp_golang "github.com/metoro-io/mcp-golang"
)

type Cloud struct{}

func (c *Cloud) Regions(ctx context.Context, product string) (string, error) {
	if product == "" {
		return "", errors.New("no product")
	}
	return product, nil
}

var cloud *Cloud

type RegionArgs struct {
	RegionID *string `json:"region_id" jsonschema:"required"`
	Product  *string `json:"product,omitempty"`
	Filter   string  `json:"filter,omitempty"`
}

func Setup(s *mcp_golang.Server) {
	_ = s.RegisterTool("get_region", "one region", func(args RegionArgs) (*mcp_golang.ToolResponse, error) {
		if cloud == nil {
			return mcp_golang.NewToolResponse(mcp_golang.NewTextContent("腾讯云工具未初始化，请检查配置")), nil // want `tool "get_region": the answer that cloud is not set up goes back in a ToolResponse`
		}
		if args.RegionID == nil || *args.RegionID == "" {
			log.Printf("refused")
			return mcp_golang.NewToolResponse(mcp_golang.NewTextContent("参数 region_id 不能为空")), nil // want `tool "get_region": the answer to a call without argument "region_id" goes back in a ToolResponse`
		}
		// An optional argument left out: the tool answers for all of
		// them, which names no argument.
		if args.Filter == "" {
			return mcp_golang.NewToolResponse(mcp_golang.NewTextContent("所有地域")), nil
		}
		out, err := cloud.Regions(context.Background(), *args.RegionID)
		if err != nil {
			return nil, err
		}
		return mcp_golang.NewToolResponse(mcp_golang.NewTextContent(out)), nil
	})
}

// history is state of the server that the tool reads but calls no method
// of: an empty history is an answer.
var history []string

type tools struct {
	cloud *Cloud
	last  *string
}

func (t *tools) regions(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if t.cloud == nil {
		return mcp.NewToolResultText("クラウドが設定されていません"), nil // want `tool "regions": the answer that t.cloud is not set up goes back in a success result`
	}
	product := req.GetString("product", "")
	if product == "" {
		return mcp.NewToolResultText("需要参数 product"), nil // want `tool "regions": the answer to a call without argument "product" goes back in a success result`
	}
	out, err := t.cloud.Regions(ctx, product)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(out), nil
}

func (t *tools) recent(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if len(history) == 0 {
		return mcp.NewToolResultText("履歴はありません"), nil
	}
	if t.last == nil {
		return mcp.NewToolResultText("まだありません"), nil
	}
	return mcp.NewToolResultText(*t.last + history[0]), nil
}

// refused answers its missing argument as an isError result: correct.
func (t *tools) refused(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	product := req.GetString("product", "")
	if product == "" {
		return mcp.NewToolResultError("需要参数 product"), nil
	}
	if t.cloud == nil {
		return mcp.NewToolResultError("クラウドが設定されていません"), nil
	}
	out, err := t.cloud.Regions(ctx, product)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(out), nil
}

// unconfigured refuses the call with an error when the server was set up
// without its cloud: a server error, which mcp-go's JSON-RPC error fits.
// An error about the call itself still is the tool's failure.
func (t *tools) unconfigured(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if t.cloud == nil {
		return nil, errors.New("cloud client is not configured")
	}
	product := req.GetString("product", "")
	if product == "" {
		return nil, errors.New("product is required") // want `tool "unconfigured": mcp-go sends this error as a JSON-RPC error -32603`
	}
	out, err := t.cloud.Regions(ctx, product)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(out), nil
}

// getCloud hands out the server's cloud client.
func (t *tools) getCloud() *Cloud { return t.cloud }

// fromGetter refuses the call when the getter hands out no client: the
// server was set up without it, as in unconfigured. A local that holds
// a value of the call is still the call's.
func (t *tools) fromGetter(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	cloud := t.getCloud()
	if cloud == nil {
		return nil, errors.New("cloud client not available")
	}
	zone := t.zoneFor(req.GetString("region", ""))
	if zone == nil {
		return nil, errors.New("no zone in that region") // want `tool "from_getter": mcp-go sends this error as a JSON-RPC error -32603`
	}
	out, err := cloud.Regions(ctx, *zone)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(out), nil
}

func (t *tools) zoneFor(region string) *string {
	if region == "" {
		return nil
	}
	return &region
}

type connection struct{ Kind, DSN string }

type config struct{ conns map[string]connection }

func (c *config) lookup(name string) (connection, bool) {
	conn, ok := c.conns[name]
	return conn, ok
}

type dbTools struct{ cfg *config }

// listTables refuses a connection kind that the server's configuration
// should not hold: a server error. The kind the call itself names is the
// call's failure.
func (d *dbTools) listTables(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	conn, ok := d.cfg.lookup(req.GetString("connection", ""))
	if !ok {
		return mcp.NewToolResultError("no such connection"), nil
	}
	switch conn.Kind {
	case "mysql", "postgres":
	default:
		return nil, fmt.Errorf("unsupported database type: %s", conn.Kind)
	}
	switch kind := req.GetString("kind", "table"); kind {
	case "table", "view":
	default:
		return nil, fmt.Errorf("unsupported kind: %s", kind) // want `tool "list_tables": mcp-go sends this error as a JSON-RPC error -32603`
	}
	return mcp.NewToolResultText(conn.DSN), nil
}

func Register(s *server.MCPServer) {
	d := &dbTools{cfg: &config{}}
	s.AddTool(mcp.NewTool("list_tables"), d.listTables)
	t := &tools{}
	s.AddTool(mcp.NewTool("from_getter"), t.fromGetter)
	s.AddTool(mcp.NewTool("closure"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if t.cloud == nil {
			return nil, errors.New("cloud client is not configured")
		}
		out, err := t.cloud.Regions(ctx, "cvm")
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultText(out), nil
	})
	s.AddTool(mcp.NewTool("unconfigured", mcp.WithString("product", mcp.Required())), t.unconfigured)
	s.AddTool(mcp.NewTool("regions", mcp.WithString("product", mcp.Required())), t.regions)
	s.AddTool(mcp.NewTool("recent"), t.recent)
	s.AddTool(mcp.NewTool("refused", mcp.WithString("product", mcp.Required())), t.refused)
}
