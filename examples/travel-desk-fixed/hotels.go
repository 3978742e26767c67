package main

import (
	"context"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// check_in has no omitempty: the inferred schema requires it, as the
// handler does.
type hotelArgs struct {
	City    string `json:"city"`
	Nights  int    `json:"nights"`
	CheckIn string `json:"check_in"`
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
