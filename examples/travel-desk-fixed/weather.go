package main

import (
	"context"
	"encoding/json"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// weatherSchema is what clients were promised when the tool shipped.
var weatherSchema = json.RawMessage(`{
	"type": "object",
	"properties": {
		"temperature": {"type": "number", "description": "degrees Celsius"},
		"conditions": {"type": "string"},
		"humidity": {"type": "number", "description": "percent"}
	},
	"required": ["temperature", "conditions", "humidity"]
}`)

type weatherArgs struct {
	City string `json:"city" jsonschema:"the city to report on"`
}

// weather is the Go side of weatherSchema, field for field.
type weather struct {
	Temperature float64 `json:"temperature"`
	Conditions  string  `json:"conditions"`
	Humidity    float64 `json:"humidity"`
}

func getWeatherData(ctx context.Context, req *mcp.CallToolRequest, args weatherArgs) (*mcp.CallToolResult, weather, error) {
	return nil, weather{Temperature: 21.5, Conditions: "sunny in " + args.City, Humidity: 40}, nil
}
