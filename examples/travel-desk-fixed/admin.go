package main

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type bookingRef struct {
	Ref string `json:"ref"`
}

// addAdminTools registers the staff-only tools.
func addAdminTools(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "cancel_booking", Description: "Cancel a booking."}, cancelBooking)
	mcp.AddTool(s, &mcp.Tool{Name: "refund_booking", Description: "Refund a booking."}, refundBooking)
	mcp.AddTool(s, &mcp.Tool{Name: "list_all_bookings", Description: "Every booking of every customer."}, listAllBookings)
}

func cancelBooking(ctx context.Context, req *mcp.CallToolRequest, in bookingRef) (*mcp.CallToolResult, any, error) {
	return text("cancelled " + in.Ref), nil, nil
}

func refundBooking(ctx context.Context, req *mcp.CallToolRequest, in bookingRef) (*mcp.CallToolResult, any, error) {
	return text("refunded " + in.Ref), nil, nil
}

func listAllBookings(ctx context.Context, req *mcp.CallToolRequest, _ struct{}) (*mcp.CallToolResult, any, error) {
	return text("TD-ZRH-LIS-0412"), nil, nil
}

func text(s string) *mcp.CallToolResult {
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: s}}}
}
