package traps

import (
	"context"
	"encoding/json"

	gomcp "github.com/modelcontextprotocol/go-sdk/mcp"
)

// Row is a search hit kept as the JSON the backend sent.
type Row = json.RawMessage

type Search struct {
	Total int               `json:"total"`
	Rows  []json.RawMessage `json:"rows"`
	Thumb []byte            `json:"thumb,omitempty"`
}

type Start struct {
	Class   string `json:"class"`
	Objects []Row  `json:"objects,omitempty"`
	Seed    []byte `json:"seed,omitempty"` // a JSON array of byte values decodes into []byte: fine for input
}

// Blob writes its own JSON: the inference does not apply to it either.
type Blob []byte

func (b Blob) MarshalJSON() ([]byte, error) { return json.Marshal(string(b)) }

type RawIn struct {
	Name  string         `json:"name"`
	Blob  Blob           `json:"blob"`
	Extra map[string]any `json:"extra,omitempty"`
	Note  any            `json:"note,omitempty"` // the schema true: only with -schemadrift.strict
}

func search(ctx context.Context, req *gomcp.CallToolRequest, in RawIn) (*gomcp.CallToolResult, Search, error) {
	return nil, Search{}, nil
}

func graph(ctx context.Context, req *gomcp.CallToolRequest, in Start) (*gomcp.CallToolResult, RawIn, error) {
	return nil, RawIn{}, nil
}

func RegisterRaw(s *gomcp.Server) {
	gomcp.AddTool(s, &gomcp.Tool{Name: "search"}, search) // want `field Rows of Search holds json.RawMessage, which encoding/json copies as the JSON it holds, but the outputSchema inferred for tool "search" describes it as an array of integers 0-255 \(the inference reads its \[\]byte\): go-sdk rejects every result that sets it to an object, a string or a number \(JSON-RPC error "validating tool output"\); declare it as any \(or map\[string\]any\), or give the tool an explicit outputSchema` `field Thumb of Search is a \[\]byte, which encoding/json writes as a base64 string, but the outputSchema inferred for tool "search" describes it as an array of integers 0-255: go-sdk rejects every result that sets it`
	gomcp.AddTool(s, &gomcp.Tool{Name: "graph"}, graph)   // want `field Objects of Start holds json.RawMessage, .* the inputSchema inferred for tool "graph" .*: go-sdk's argument validation refuses the object or string a client sends for it`
	// The author's own schemas: nothing is inferred.
	gomcp.AddTool(s, &gomcp.Tool{Name: "search_explicit", OutputSchema: map[string]any{"type": "object"}}, search)
	gomcp.AddTool(s, &gomcp.Tool{Name: "graph_explicit", InputSchema: map[string]any{"type": "object"}}, graph)
}
