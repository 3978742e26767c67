package helpersmetoro

import (
	"os"

	mcp_golang "github.com/metoro-io/mcp-golang"
)

// mustRegister forwards mcp-golang's RegisterTool, whose handler is any
// value (flink's mustRegisterMCPTool): each call's handler is its tool's.
func mustRegister(s *mcp_golang.Server, name, description string, handler any) {
	if err := s.RegisterTool(name, description, handler); err != nil {
		panic(err)
	}
}

type app struct{ root string }

func (a *app) listSites(args Args) (*mcp_golang.ToolResponse, error) {
	entries, err := os.ReadDir(a.root + args.Path)
	if err != nil {
		return mcp_golang.NewToolResponse(mcp_golang.NewTextContent("cannot list: " + err.Error())), nil // want `tool "list_sites": the error's text goes back in a ToolResponse`
	}
	return reply(entries[0].Name()), nil
}

// getSite returns its error: mcp-golang sends it as an isError result.
func (a *app) getSite(args Args) (*mcp_golang.ToolResponse, error) {
	b, err := os.ReadFile(a.root + args.Path)
	if err != nil {
		return nil, err
	}
	return reply(string(b)), nil
}

func RegisterApp(s *mcp_golang.Server) {
	a := &app{root: "/srv/"}
	mustRegister(s, "list_sites", "Lists the sites.", a.listSites)
	mustRegister(s, "get_site", "Gets a site.", a.getSite)
}
