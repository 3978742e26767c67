package main

import (
	"context"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type hotelArgs struct {
	City   string `json:"city"`
	Nights int    `json:"nights"`
}

type hotelList struct {
	Hotels []string `json:"hotels"`
}

func searchHotels(ctx context.Context, req *mcp.CallToolRequest, args hotelArgs) (*mcp.CallToolResult, hotelList, error) {
	if args.Nights < 1 {
		return nil, hotelList{}, fmt.Errorf("nights must be at least 1")
	}
	return nil, hotelList{Hotels: []string{"Grand " + args.City, args.City + " Inn"}}, nil
}
