package traps

import (
	"context"
	"encoding/hex"
	"time"

	gomcp "github.com/modelcontextprotocol/go-sdk/mcp"
)

// ID is written as a hex string by MarshalText, as uuid.UUID is; the
// inference sees [16]byte, an array of 16 integers.
type ID [16]byte

func (id ID) MarshalText() ([]byte, error) { return []byte(hex.EncodeToString(id[:])), nil }

// Level is an integer written as its name.
type Level int

func (l *Level) MarshalText() ([]byte, error) { return []byte("info"), nil }

// Slug is a string already: the inference says string too.
type Slug string

func (s Slug) MarshalText() ([]byte, error) { return []byte(s), nil }

// Custom writes its own JSON: the model does not know its schema.
type Custom [16]byte

func (c Custom) MarshalText() ([]byte, error) { return []byte("x"), nil }
func (c Custom) MarshalJSON() ([]byte, error) { return []byte(`"x"`), nil }

type Contact struct {
	ID       ID        `json:"id"`
	Company  *ID       `json:"company_id,omitempty"`
	Level    Level     `json:"level"`
	Slug     Slug      `json:"slug"`
	Custom   Custom    `json:"custom"`
	Seen     time.Time `json:"seen"`
	Children []ID      `json:"children"` // an element type is not read
}

type Lookup struct {
	ID ID `json:"id"`
}

type Plainer struct {
	Slug Slug      `json:"slug"`
	At   time.Time `json:"at"`
}

func contact(ctx context.Context, req *gomcp.CallToolRequest, in Plainer) (*gomcp.CallToolResult, Contact, error) {
	return nil, Contact{}, nil
}

func lookup(ctx context.Context, req *gomcp.CallToolRequest, in Lookup) (*gomcp.CallToolResult, Plainer, error) {
	return nil, Plainer{}, nil
}

func RegisterText(s *gomcp.Server) {
	gomcp.AddTool(s, &gomcp.Tool{Name: "contact"}, contact) // want `field ID of Contact has type ID, which encoding/json writes as a string \(its MarshalText\), but the outputSchema inferred for tool "contact" describes it as an array of 16 items: go-sdk rejects every result that sets it \(JSON-RPC error "validating tool output"\); declare the field as a string, or give the tool an explicit outputSchema` `field Company of Contact has type \*ID, .* an array of 16 items` `field Level of Contact has type Level, .* describes it as an integer`
	gomcp.AddTool(s, &gomcp.Tool{Name: "lookup"}, lookup)   // want `field ID of Lookup has type ID, .* the inputSchema inferred for tool "lookup" describes it as an array of 16 items: go-sdk's argument validation refuses the string a client sends, and the value the schema asks for does not unmarshal`
	// An explicit output schema is the author's: not inferred.
	gomcp.AddTool(s, &gomcp.Tool{Name: "contact_explicit", OutputSchema: map[string]any{"type": "object"}}, contact)
}
