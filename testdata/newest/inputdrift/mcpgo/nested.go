package mcpgo

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type ruleArgs struct {
	Name   string      `json:"name"`
	Inputs []ruleInput `json:"inputs"`
}

type ruleInput struct {
	Name string    `json:"name"`
	Kind string    `json:"kind"`
	File *fileSpec `json:"file,omitempty"`
	K8s  *k8sSpec  `json:"kubernetes,omitempty"`
}

type fileSpec struct {
	Path string `json:"path"`
}

type k8sSpec struct {
	Resource     string `json:"resource"`
	ResourceName string `json:"resource_name"`
}

// ruleSchema declares the items of "inputs" with name, kind and
// kubernetes {resource}: no "file", no "resource_name".
var ruleSchema = mcp.ToolInputSchema{
	Type: "object",
	Properties: map[string]any{
		"name": map[string]any{"type": "string"},
		"inputs": map[string]any{
			"type": "array",
			"items": map[string]any{
				"type": "object",
				"properties": map[string]any{
					"name": map[string]any{"type": "string"},
					"kind": map[string]any{"type": "string"},
					"kubernetes": map[string]any{
						"type":       "object",
						"properties": map[string]any{"resource": map[string]any{"type": "string"}},
					},
				},
			},
		},
	},
	Required: []string{"name", "inputs"},
}

// addRule reads nested fields that the items of "inputs" do not declare.
func addRule(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var args ruleArgs
	if err := req.BindArguments(&args); err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	out := args.Name
	for _, in := range args.Inputs {
		out += in.Name + in.Kind
		if in.File != nil { // want `tool "add_rule": the handler reads inputs\[\]\.file \(field File of ruleInput\), which the inputSchema literal does not declare among the properties of "inputs\[\]"`
			out += in.File.Path
		}
		if in.K8s != nil {
			out += in.K8s.Resource + in.K8s.ResourceName // want `tool "add_rule": the handler reads inputs\[\]\.kubernetes\.resource_name`
		}
	}
	return mcp.NewToolResultText(fmt.Sprint(out)), nil
}

// listRules reads only what the nested schema declares, and an object
// property declared without properties is open: nothing to say.
func listRules(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var args ruleArgs
	if err := req.BindArguments(&args); err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	out := ""
	for _, in := range args.Inputs {
		out += in.Name + in.Kind
		if in.K8s != nil {
			out += in.K8s.Resource + in.K8s.ResourceName
		}
	}
	return mcp.NewToolResultText(out), nil
}

func RegisterNested(s *server.MCPServer) {
	s.AddTool(mcp.Tool{Name: "add_rule", InputSchema: ruleSchema}, addRule)
	s.AddTool(mcp.Tool{Name: "list_rules", InputSchema: mcp.ToolInputSchema{
		Type: "object",
		Properties: map[string]any{
			"inputs": map[string]any{
				"type": "array",
				"items": map[string]any{
					"type": "object",
					"properties": map[string]any{
						"name":       map[string]any{"type": "string"},
						"kind":       map[string]any{"type": "string"},
						"kubernetes": map[string]any{"type": "object"},
					},
				},
			},
		},
	}}, listRules)
}
