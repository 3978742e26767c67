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

// mistake (schemadrift): the struct drifted from weatherSchema: the
// temperature went to temp_c and humidity was dropped. go-sdk validates
// the output against the declared schema, so every call fails with a
// JSON-RPC error "validating tool output".
type weather struct {
	TempC      float64 `json:"temp_c"`
	Conditions string  `json:"conditions"`
	WindKPH    float64 `json:"wind_kph"`
}

func getWeatherData(ctx context.Context, req *mcp.CallToolRequest, args weatherArgs) (*mcp.CallToolResult, weather, error) {
	return nil, weather{TempC: 21.5, Conditions: "sunny in " + args.City, WindKPH: 12}, nil
}
