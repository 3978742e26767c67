// Package tools registers its tools on the hand-rolled server of package
// rpc and answers through its result helpers.
package tools

import (
	"errors"
	"fmt"

	"fixtures/errlayer/registry/rpc"
)

type client struct{ items map[string]string }

func (c *client) get(id string) (string, error) {
	if v, ok := c.items[id]; ok {
		return v, nil
	}
	return "", errors.New("upstream: 404")
}

func Register(s *rpc.Server, c *client) {
	s.RegisterTool(rpc.Tool{Name: "get_item"}, func(args map[string]any) (*rpc.CallToolResult, error) {
		return getItem(c, args)
	})
	s.RegisterTool(rpc.Tool{Name: "create_item"}, func(args map[string]any) (*rpc.CallToolResult, error) {
		name, _ := args["name"].(string)
		if name == "" {
			return rpc.JSONResult(rpc.NewErrorResponse("name is required", nil)), nil // want `tool "create_item": the failure answer that NewErrorResponse builds goes back through JSONResult`
		}
		if _, err := c.get(name); err == nil {
			return rpc.ErrorResult("item exists: " + name), nil
		}
		return rpc.JSONResult(map[string]any{"success": true, "name": name}), nil
	})
	s.RegisterTool(rpc.Tool{Name: "find_item"}, func(args map[string]any) (*rpc.CallToolResult, error) {
		id, _ := args["id"].(string)
		v, err := c.get(id)
		if err != nil {
			return &rpc.CallToolResult{Content: []rpc.ContentItem{{Type: "text", Text: err.Error()}}}, nil // want `tool "find_item": the error's text goes back in a CallToolResult without IsError, so the client and model take the failure for an answer; set IsError: true`
		}
		if v == "" {
			return rpc.JSONResult(map[string]any{"success": false, "message": "No items found"}), nil // an empty answer
		}
		return rpc.TextResult(v), nil
	})
	s.RegisterTool(rpc.Tool{Name: "list_items"}, func(args map[string]any) (*rpc.CallToolResult, error) {
		v, err := c.get("all")
		if err != nil {
			return nil, fmt.Errorf("list: %w", err) // the dispatcher answers it with isError
		}
		return rpc.JSONResult(v), nil
	})
	s.RegisterTool(rpc.Tool{Name: "status"}, func(map[string]any) (*rpc.CallToolResult, error) {
		// The tool's only answer: it says what it always says.
		return rpc.JSONResult(rpc.NewErrorResponse("status is not implemented", nil)), nil
	})
}

func getItem(c *client, args map[string]any) (*rpc.CallToolResult, error) {
	id, _ := args["id"].(string)
	v, err := c.get(id)
	if err != nil {
		return rpc.JSONResult(rpc.NewErrorResponse("Failed to get item", err)), nil // want `tool "get_item": the error's text goes back through JSONResult \(rpc.go:\d+:1\), which builds a result without IsError`
	}
	if v != "" {
		return rpc.JSONResult(map[string]any{"success": true, "item": v}), nil
	}
	return rpc.JSONResult(map[string]any{"success": false, "message": fmt.Sprintf("Item not found: %s", id)}), nil // want `tool "get_item": the failure "Item not found: %s" goes back through JSONResult`
}

// RegisterPartial answers a failed lookup of extra data with a partial
// answer whose note carries the error: a degraded answer its author
// chose, not a failure.
func RegisterPartial(s *rpc.Server, c *client) {
	s.RegisterTool(rpc.Tool{Name: "describe_item"}, func(args map[string]any) (*rpc.CallToolResult, error) {
		id, _ := args["id"].(string)
		extra, err := c.get(id + "/extra")
		if err != nil {
			return rpc.JSONResult(map[string]any{"id": id, "extra": nil, "note": "could not get extra fields: " + err.Error()}), nil
		}
		name, err := c.get(id)
		if err != nil {
			// The text under an error key: the failure itself.
			return rpc.JSONResult(map[string]any{"id": id, "error": "lookup: " + err.Error()}), nil // want `tool "describe_item": the error's text goes back through JSONResult`
		}
		return rpc.JSONResult(map[string]any{"id": id, "name": name, "extra": extra}), nil
	})
}
