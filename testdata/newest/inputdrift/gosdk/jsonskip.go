package gosdk

import (
	"context"
	"errors"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// UpdateNoteArgs hides the note's ID from encoding/json (it was meant to
// come from the URL path of a REST API): the tool can never get it.
type UpdateNoteArgs struct {
	ID      int    `json:"-"`
	Content string `json:"content,omitempty"`
	Page    int    `json:"page,omitempty"`
	Limit   int    `json:"limit,omitempty"`
}

func updateNote(ctx context.Context, req *mcp.CallToolRequest, args UpdateNoteArgs) (*mcp.CallToolResult, any, error) {
	if args.ID == 0 { // want `tool "update_note": the handler fails the call when field ID is empty \(the check args.ID == 0\), but the field is tagged json:"-"`
		return nil, nil, errors.New("note ID is required")
	}
	return nil, nil, nil
}

func listNotes(ctx context.Context, req *mcp.CallToolRequest, args UpdateNoteArgs) (*mcp.CallToolResult, any, error) {
	if args.Limit == 0 {
		args.Limit = 20 // a default, not a refusal
	}
	if args.Page == 0 { // want `tool "list_notes": the handler fails the call without argument "page" \(the check args.Page == 0\)`
		return nil, nil, errors.New("page is required")
	}
	return nil, nil, nil
}

func registerSkip(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "update_note"}, updateNote)
	mcp.AddTool(s, &mcp.Tool{Name: "list_notes"}, listNotes)
}
