package main

import (
	"context"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// mistake (inputdrift): omitempty makes check_in optional in the schema
// go-sdk infers, so the model is told it may leave it out, but
// searchHotels refuses a call without it.
type hotelArgs struct {
	City    string `json:"city"`
	Nights  int    `json:"nights"`
	CheckIn string `json:"check_in,omitempty"`
}

type hotelList struct {
	Hotels []string `json:"hotels"`
}

func searchHotels(ctx context.Context, req *mcp.CallToolRequest, args hotelArgs) (*mcp.CallToolResult, hotelList, error) {
	if args.Nights < 1 {
		return nil, hotelList{}, fmt.Errorf("nights must be at least 1")
	}
	if args.CheckIn == "" {
		return nil, hotelList{}, fmt.Errorf("check_in is required (YYYY-MM-DD)")
	}
	return nil, hotelList{Hotels: []string{"Grand " + args.City, args.City + " Inn"}}, nil
}
