package main

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

var bookFlightSchema = json.RawMessage(`{
	"type": "object",
	"properties": {
		"from": {"type": "string", "description": "IATA code of the departure airport"},
		"to": {"type": "string", "description": "IATA code of the arrival airport"},
		"date": {"type": "string", "description": "departure date, YYYY-MM-DD"}
	},
	"required": ["from", "to", "date"]
}`)

type bookFlightArgs struct {
	From string `json:"from"`
	To   string `json:"to"`
	Date string `json:"date"`
}

// bookFlight is a raw go-sdk handler: an error it returns would become a
// JSON-RPC error the model never reads, so every failure the model can
// act on is an isError result.
func bookFlight(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var args bookFlightArgs
	if err := json.Unmarshal(req.Params.Arguments, &args); err != nil {
		return toolError("arguments must be {from, to, date}: " + err.Error()), nil
	}
	day, err := time.Parse(time.DateOnly, args.Date)
	if err != nil {
		return toolError("date must be YYYY-MM-DD, got " + args.Date), nil
	}
	if day.Before(today()) {
		// An isError result: the model reads it and retries with a
		// future date.
		return toolError(fmt.Sprintf("departure date %s is in the past; today is %s", args.Date, today().Format(time.DateOnly))), nil
	}
	ref := fmt.Sprintf("TD-%s-%s-%s", args.From, args.To, day.Format("0102"))
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "booked, reference " + ref}}}, nil
}

func toolError(msg string) *mcp.CallToolResult {
	return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: msg}}}
}

func today() time.Time {
	y, m, d := time.Now().Date()
	return time.Date(y, m, d, 0, 0, 0, 0, time.UTC)
}
