// Package mcpgo holds mcp-go tools with output schemas.
package mcpgo

import (
	"context"
	"encoding/json"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type Args struct {
	Query string `json:"query"`
}

type Asset struct {
	ID   string `json:"id"`
	Size int64  `json:"size"`
}

type Assets struct {
	Items []Asset `json:"items"`
}

// Report and Summary have different JSON.
type Report struct {
	Title string  `json:"title"`
	Score float64 `json:"score"`
}

type Summary struct {
	Headline string `json:"headline"`
}

// ReportCopy has the JSON of Report.
type ReportCopy struct {
	Title string  `json:"title"`
	Score float64 `json:"score"`
}

func getAssets(ctx context.Context, req mcp.CallToolRequest, args Args) ([]Asset, error) {
	return []Asset{}, nil
}

func getAssetsWrapped(ctx context.Context, req mcp.CallToolRequest, args Args) (Assets, error) {
	return Assets{}, nil
}

func summary(ctx context.Context, req mcp.CallToolRequest, args Args) (Summary, error) {
	return Summary{}, nil
}

func reportCopy(ctx context.Context, req mcp.CallToolRequest, args Args) (*ReportCopy, error) {
	return &ReportCopy{}, nil
}

func report(ctx context.Context, req mcp.CallToolRequest, args Args) (Report, error) {
	return Report{}, nil
}

func rawReport(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetString("mode", "") == "fail" {
		return mcp.NewToolResultError("bad mode"), nil // fine: an error result
	}
	if req.GetString("mode", "") == "short" {
		return mcp.NewToolResultStructured(Summary{Headline: "x"}, "x"), nil
	}
	r := Report{Title: "t"}
	return mcp.NewToolResultStructuredOnly(&r), nil
}

func textReport(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetString("mode", "") == "" {
		return mcp.NewToolResultText("no mode"), nil // want `tool "text_report" declares an outputSchema but this success path returns no structuredContent: .*return mcp.NewToolResultStructured\(value, text\)`
	}
	return mcp.NewToolResultJSON(Report{})
}

func jsonReport(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultJSON(Report{})
}

func anyResult(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var v any = Summary{}
	return mcp.NewToolResultStructuredOnly(v), nil
}

const reportSchema = `{"type":"object","properties":{"title":{"type":"string"},"score":{"type":"number"}},"required":["title","score"]}`

func Register(s *server.MCPServer) {
	// mcp-go forces type object on a schema inferred from a slice
	// (mark3labs/mcp-go examples/structured_input_and_output).
	s.AddTool(mcp.NewTool("get_assets", mcp.WithOutputSchema[[]Asset]()), mcp.NewStructuredToolHandler(getAssets)) // want `outputSchema of tool "get_assets" is inferred from \[\]Asset, which encodes as an array, but mcp-go forces the schema's type to "object": every structured result fails it; .*`
	s.AddTool(mcp.NewTool("get_assets_wrapped", mcp.WithOutputSchema[Assets]()), mcp.NewStructuredToolHandler(getAssetsWrapped))

	// Schema of one type, result of another.
	s.AddTool(mcp.NewTool("summary", mcp.WithOutputSchema[Report]()), mcp.NewStructuredToolHandler(summary)) // want `outputSchema of tool "summary" is inferred from Report but the handler returns Summary, whose JSON does not fit it \(at '': .*\); clients that validate reject the result, declare mcp.WithOutputSchema\[Summary\]\(\) or return Report`
	s.AddTool(mcp.NewTool("raw_summary", mcp.WithOutputSchema[Report]()), rawReport)                         // want `outputSchema of tool "raw_summary" is inferred from Report but the handler returns Summary.*`
	s.AddTool(mcp.NewTool("report", mcp.WithOutputSchema[Report]()), mcp.NewStructuredToolHandler(report))
	s.AddTool(mcp.NewTool("report_copy", mcp.WithOutputSchema[Report]()), mcp.NewStructuredToolHandler(reportCopy)) // same JSON: fine

	// Explicit schemas.
	s.AddTool(mcp.NewTool("raw_schema", mcp.WithRawOutputSchema(json.RawMessage(`{"type":"object","properties":{"score":{"type":"integer"}}}`))), rawReport) // want `outputSchema of tool "raw_schema" disagrees with Report at /properties/score/type: Go float64 encodes as .* but the schema wants integer; clients that validate reject such results \(at '/score': got number, want integer\).*`
	s.AddTool(mcp.NewTool("raw_schema_ok", mcp.WithRawOutputSchema(json.RawMessage(reportSchema))), jsonReport)
	s.AddTool(mcp.Tool{Name: "tool_literal", RawOutputSchema: json.RawMessage(`{"type":"object","required":["title","score","url"]}`)}, jsonReport) // want `outputSchema of tool "tool_literal" disagrees with Report at /required/2: the schema requires property "url" but Go mcpgo.Report never emits it.*`
	s.AddTool(mcp.NewTool("text_report", mcp.WithRawOutputSchema(json.RawMessage(reportSchema))), textReport)
	s.AddTool(mcp.NewTool("any_result", mcp.WithRawOutputSchema(json.RawMessage(reportSchema))), anyResult)
	s.AddTool(mcp.NewTool("text_no_schema"), textReport)
	// Without a Type, mcp-go leaves outputSchema out of tools/list.
	s.AddTool(mcp.Tool{Name: "untyped_go_schema", OutputSchema: mcp.ToolOutputSchema{Required: []string{"url"}}}, textReport)
	s.AddTool(mcp.Tool{Name: "go_schema", OutputSchema: mcp.ToolOutputSchema{Type: "object", Properties: map[string]any{"title": map[string]any{"type": "integer"}}}}, jsonReport) // want `outputSchema of tool "go_schema" disagrees with Report at /properties/title/type: Go string encodes as .*`
	s.AddTool(mcp.NewTool("not_json", mcp.WithRawOutputSchema(json.RawMessage(`{type: object}`))), jsonReport)                                                                     // want `outputSchema of tool "not_json" is unusable: schema is not valid JSON.*`
}
