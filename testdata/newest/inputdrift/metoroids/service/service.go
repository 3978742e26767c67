// Package service holds mcp-golang handlers that another package
// registers (mcp-impactify's Service): their type alone gives the schema,
// so they are checked here, where their bodies are.
package service

import (
	"fmt"
	"net/http"

	mcp_golang "github.com/metoro-io/mcp-golang"
)

type Service struct{ base string }

type DeleteWidgetArgs struct {
	ID string `json:"id"`
}

type ListWidgetsArgs struct {
	OwnerID string `json:"owner_id"`
}

func (s *Service) HandleDeleteWidget(args DeleteWidgetArgs) (*mcp_golang.ToolResponse, error) {
	req, err := http.NewRequest("DELETE", fmt.Sprintf("%s/widget/%s", s.base, args.ID), nil) // want `tool handler HandleDeleteWidget: without argument "id" the handler asks the URL path`
	if err != nil {
		return nil, err
	}
	_ = req
	return mcp_golang.NewToolResponse(mcp_golang.NewTextContent("deleted")), nil
}

// HandleListWidgets filters by owner only when one is given: optional.
func (s *Service) HandleListWidgets(args ListWidgetsArgs) (*mcp_golang.ToolResponse, error) {
	url := s.base + "/widgets"
	if args.OwnerID != "" {
		url = fmt.Sprintf("%s/owners/%s/widgets", s.base, args.OwnerID)
	}
	return mcp_golang.NewToolResponse(mcp_golang.NewTextContent(url)), nil
}

// handleHidden is not exported: no other package registers it.
func (s *Service) handleHidden(args DeleteWidgetArgs) (*mcp_golang.ToolResponse, error) {
	return mcp_golang.NewToolResponse(mcp_golang.NewTextContent(fmt.Sprintf("/widget/%s", args.ID))), nil
}

var _ = (*Service).handleHidden

// Request is what a tool interface's Execute takes: no struct, so no
// schema mcp-golang could reflect, and no handler of its own.
type Request interface{ Target() string }

func (s *Service) Execute(req Request) (*mcp_golang.ToolResponse, error) {
	return mcp_golang.NewToolResponse(mcp_golang.NewTextContent(fmt.Sprintf("%s/widget/%s", s.base, req.Target()))), nil
}
