// Package typedhelper registers go-sdk typed handlers through a generic
// helper of another package: the schemas go-sdk infers are those of the
// handler each call passes, and their inference traps are the call's.
package typedhelper

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"fixtures/schemadrift/typedhelper/reg"
)

type GetInput struct {
	ID string `json:"id"`
}

type Attachment struct {
	Content []byte `json:"content"`
}

type Meta struct {
	Size int `json:"size"`
}

func getAttachment(ctx context.Context, req *mcp.CallToolRequest, in GetInput) (*mcp.CallToolResult, Attachment, error) {
	return nil, Attachment{Content: []byte(in.ID)}, nil
}

func getMeta(ctx context.Context, req *mcp.CallToolRequest, in GetInput) (*mcp.CallToolResult, Meta, error) {
	return nil, Meta{Size: len(in.ID)}, nil
}

func Register(s *mcp.Server) {
	reg.Typed(s, "get_attachment", "Get an attachment", getAttachment) // want `field Content of Attachment is a \[\]byte, which encoding/json writes as a base64 string, but the outputSchema inferred for tool "get_attachment" describes it as an array of integers 0-255`
	reg.Typed(s, "get_meta", "Get its metadata", getMeta)
	// The helper declares the output schema: nothing is inferred from Out.
	reg.Explicit(s, "get_attachment_raw", getAttachment)
}
