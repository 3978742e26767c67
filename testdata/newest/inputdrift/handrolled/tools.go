// Package handrolled registers tools on a hand-rolled server whose tool
// literal carries its inputSchema as a Go value (rpc.JSONSchema): the
// handlers' reads of the argument map are checked against it.
package handrolled

import (
	"errors"
	"fmt"

	"fixtures/inputdrift/handrolled/rpc"
)

func Register(s *rpc.Server) {
	s.RegisterTool(rpc.Tool{
		Name: "get_issue",
		InputSchema: rpc.JSONSchema{
			Type: "object",
			Properties: map[string]rpc.Property{
				"issue_id": {Type: "string"},
				"limit":    {Type: "number"},
				"verbose":  {Type: "boolean"},
			},
			Required: []string{"issue_id"},
		},
	}, func(args map[string]any) (*rpc.CallToolResult, error) {
		return getIssue(args)
	})
	s.RegisterTool(rpc.Tool{
		Name: "close_issue",
		InputSchema: rpc.JSONSchema{
			Type: "object",
			Properties: map[string]rpc.Property{
				"issue_id": {Type: "string"},
				"reason":   {Type: "string"},
			},
		},
	}, func(args map[string]any) (*rpc.CallToolResult, error) {
		id, _ := args["issue_id"].(string)
		reason, _ := args["reason"].(string)
		if reason == "" {
			reason = "done" // a default: not a required argument
		}
		return rpc.TextResult(id + reason), nil
	})
	s.RegisterTool(rpc.Tool{
		Name:        "stats",
		InputSchema: schemaFor("stats"), // built at run time: not read
	}, func(args map[string]any) (*rpc.CallToolResult, error) {
		n, _ := args["anything"].(string)
		return rpc.TextResult(n), nil
	})
}

func schemaFor(name string) rpc.JSONSchema {
	if name == "" {
		return rpc.JSONSchema{Type: "object"}
	}
	return rpc.JSONSchema{Type: "object", Properties: map[string]rpc.Property{name: {Type: "string"}}}
}

func getIssue(args map[string]any) (*rpc.CallToolResult, error) {
	id, ok := args["issueId"].(string) // want `tool "get_issue": the handler reads argument "issueId" \(a .\(string\) assertion\), which the inputSchema literal does not declare, so a client that follows the schema never sends it; the schema declares "issue_id": read that name`
	if !ok {
		return nil, errors.New("issue id is required")
	}
	limit, _ := args["limit"].(int) // want `tool "get_issue": argument "limit" is declared number by the inputSchema literal, but the handler asserts it with a .\(int\) assertion, which never holds`
	verbose, _ := args["verbose"].(bool)
	return rpc.TextResult(fmt.Sprint(id, limit, verbose)), nil
}
