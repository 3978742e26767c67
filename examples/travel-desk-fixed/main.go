// Command travel-desk is the MCP server of a small travel agency, written
// so that mcplint has nothing to say: compare with ../travel-desk.
package main

import (
	"context"
	"log"
	"os"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func main() {
	s := newServer(os.Getenv("TRAVEL_DESK_ADMIN") == "1")
	if err := s.Run(context.Background(), &mcp.StdioTransport{}); err != nil {
		log.Fatal(err)
	}
}

// newServer builds the whole tool set at startup, so tools/list is the
// same for every connection and never changes as a side effect of a call.
// Staff run their own instance with the admin tools switched on.
func newServer(admin bool) *mcp.Server {
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

	mcp.AddTool(s, &mcp.Tool{
		Name:        "search_hotels",
		Description: "Hotels with free rooms in a city for a stay.",
	}, searchHotels)

	if admin {
		addAdminTools(s)
	}
	return s
}
