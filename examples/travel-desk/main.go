// Command travel-desk is the MCP server of a small travel agency: an
// assistant books flights, checks the weather and searches hotels through
// it, and staff can switch on admin tools.
//
// It is written with five classic mistakes, one per mcplint check; see
// ../travel-desk-fixed for the same server written correctly.
package main

import (
	"context"
	"log"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func main() {
	s := newServer()
	if err := s.Run(context.Background(), &mcp.StdioTransport{}); err != nil {
		log.Fatal(err)
	}
}

func newServer() *mcp.Server {
	s := mcp.NewServer(&mcp.Implementation{Name: "travel-desk", Version: "0.1.0"}, nil)

	s.AddTool(&mcp.Tool{
		Name:        "book_flight",
		Description: "Book a seat on a flight between two airports on a given date.",
		InputSchema: bookFlightSchema,
	}, bookFlight)

	mcp.AddTool(s, &mcp.Tool{
		Name:         "get_weather_data",
		Description:  "Current weather at a destination.",
		OutputSchema: weatherSchema,
	}, getWeatherData)

	// mistake (toolnames): a space is outside [A-Za-z0-9_.-]; clients that
	// check names refuse the tool or the whole server.
	mcp.AddTool(s, &mcp.Tool{
		Name:        "search hotels",
		Description: "Hotels with free rooms in a city for a stay.",
	}, searchHotels)

	// mistake (listmutation): calling this tool changes tools/list for
	// every client of the server, as a side effect of a request.
	mcp.AddTool(s, &mcp.Tool{
		Name:        "enable_admin",
		Description: "Switch on the admin tools.",
	}, func(ctx context.Context, req *mcp.CallToolRequest, _ struct{}) (*mcp.CallToolResult, any, error) {
		addAdminTools(s)
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "admin tools enabled"}}}, nil, nil
	})
	return s
}
