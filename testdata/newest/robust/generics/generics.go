// Package generics registers go-sdk tools through generic code: handler
// factories, a generic wrapper of mcp.AddTool, generic Out types,
// instantiated generic structs in schemas, recursive generic types and
// type sets. Where the instantiation is known the checks report as for
// plain code; where only a type parameter is known they stay silent.
package generics

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Page is a generic Out type.
type Page[T any] struct {
	Items []T    `json:"items"`
	Next  string `json:"next,omitempty"`
}

// Tree is a recursive generic type.
type Tree[T any] struct {
	Value    T          `json:"value"`
	Children []*Tree[T] `json:"children,omitempty"`
}

// Number is a type set.
type Number interface {
	~int | ~int64 | ~float64
}

// Sum is instantiated with a type from the type set.
type Sum[N Number] struct {
	Total N `json:"total"`
}

type Query struct {
	Q string `json:"q"`
}

type Terms[N Number] struct {
	Terms []N `json:"terms"`
}

// lister is a generic handler factory.
func lister[T any](items func() []T) mcp.ToolHandlerFor[Query, Page[T]] {
	return func(ctx context.Context, req *mcp.CallToolRequest, q Query) (*mcp.CallToolResult, Page[T], error) {
		return nil, Page[T]{Items: items()}, nil
	}
}

// rawFor is a generic factory of raw handlers.
func rawFor[T any](path string) mcp.ToolHandler {
	return func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		v, err := load[T](path)
		if err != nil {
			return nil, fmt.Errorf("load: %w", err) // want `errlayer: tool "raw_generic": go-sdk sends this error as a JSON-RPC error with code 0`
		}
		b, _ := json.Marshal(v)
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: string(b)}}}, nil
	}
}

func load[T any](path string) (T, error) {
	var v T
	b, err := os.ReadFile(path)
	if err != nil {
		return v, err
	}
	return v, json.Unmarshal(b, &v)
}

// fetch is a typed handler whose Out is its type parameter.
func fetch[T any](ctx context.Context, req *mcp.CallToolRequest, in Key[string]) (*mcp.CallToolResult, T, error) {
	var zero T
	if in.Key == "" {
		return nil, zero, errors.New("no key") // fine: an isError result
	}
	return nil, zero, &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: "no such key"} // want `errlayer: tools "fetch_sum", "fetch_t": go-sdk sends this \*jsonrpc.Error \(code -32602\) as a JSON-RPC error`
}

func sum[N Number](ctx context.Context, req *mcp.CallToolRequest, in Terms[N]) (*mcp.CallToolResult, Sum[N], error) {
	var total N
	for _, t := range in.Terms {
		total += t
	}
	return nil, Sum[N]{Total: total}, nil
}

func tree[T any](ctx context.Context, req *mcp.CallToolRequest, q Query) (*mcp.CallToolResult, *Tree[T], error) {
	return nil, &Tree[T]{}, nil
}

// register is a generic wrapper of mcp.AddTool with type parameters on
// In and Out.
func register[In, Out any](s *mcp.Server, name string, h mcp.ToolHandlerFor[In, Out]) {
	mcp.AddTool(s, &mcp.Tool{Name: name, Description: "registered by a generic helper"}, h)
}

// registerWith passes a schema through a generic wrapper.
func registerWith[In, Out any](s *mcp.Server, t *mcp.Tool, h mcp.ToolHandlerFor[In, Out]) {
	mcp.AddTool(s, t, h)
}

// Store is a generic type with a handler method.
type Store[K comparable, V any] struct {
	m map[K]V
}

type Key[K comparable] struct {
	Key K `json:"key"`
}

func (s *Store[K, V]) get(ctx context.Context, req *mcp.CallToolRequest, in Key[K]) (*mcp.CallToolResult, V, error) {
	return nil, s.m[in.Key], nil
}

// Typed registers generic tools from generic code: Out depends on T.
func Typed[T any](s *mcp.Server, items func() []T, name string) {
	// Out is Page[T]: whatever T is, a nil Items encodes as null, which
	// the schema does not allow; the items' own type is unknown.
	mcp.AddTool(s, &mcp.Tool{Name: "page_of_t",
		OutputSchema: json.RawMessage(`{"type":"object","properties":{"items":{"type":"array","items":{"type":"string"}}}}`)}, lister(items)) // want `schemadrift: outputSchema of tool "page_of_t" disagrees with Page\[T\] at /properties/items: Go \[\]T can encode as null`
	mcp.AddTool(s, &mcp.Tool{Name: "page_of_t_nullable",
		OutputSchema: json.RawMessage(`{"type":"object","properties":{"items":{"type":["array","null"],"items":{"type":"string"}}}}`)}, lister(items))
	// Tree[T].Value is a T: unknown, silence.
	mcp.AddTool(s, &mcp.Tool{Name: "tree_of_t",
		OutputSchema: json.RawMessage(`{"type":"object","properties":{"value":{"type":"string"}}}`)}, tree[T])
	// Out is T itself.
	mcp.AddTool(s, &mcp.Tool{Name: "fetch_t",
		OutputSchema: json.RawMessage(`{"type":"object","properties":{"x":{"type":"string"}},"required":["x"]}`)}, fetch[T])
	// Names that are parameters of a helper are not followed (silence).
	register(s, name, lister(items))
	register(s, name+" list", lister(items))
}

func Register(s *mcp.Server) {
	users := func() []string { return nil }
	ids := func() []int { return nil }

	// Instantiated: Page[string] and Page[int] are known.
	mcp.AddTool(s, &mcp.Tool{Name: "users"}, lister(users))
	mcp.AddTool(s, &mcp.Tool{Name: "ids",
		OutputSchema: json.RawMessage(`{"type":"object","properties":{"items":{"type":["array","null"],"items":{"type":"string"}}}}`)}, lister(ids)) // want `schemadrift: outputSchema of tool "ids" disagrees with Page\[int\] at /properties/items/items/type`
	mcp.AddTool(s, &mcp.Tool{Name: "ids ok", // want `toolnames: tool name "ids ok" has a space`
		OutputSchema: json.RawMessage(`{"type":"object","properties":{"items":{"type":["array","null"],"items":{"type":"integer"}}}}`)}, lister(ids))

	// Explicit instantiation of a generic handler with a type set.
	mcp.AddTool(s, &mcp.Tool{Name: "sum_int"}, sum[int])
	mcp.AddTool(s, &mcp.Tool{Name: "sum_float",
		OutputSchema: json.RawMessage(`{"type":"object","properties":{"total":{"type":"integer"}}}`)}, sum[float64]) // want `schemadrift: outputSchema of tool "sum_float" disagrees with Sum\[float64\] at /properties/total/type`
	mcp.AddTool(s, &mcp.Tool{Name: "sum_int64",
		OutputSchema: json.RawMessage(`{"type":"object","properties":{"total":{"type":"integer"}}}`)}, sum[int64])
	mcp.AddTool(s, &mcp.Tool{Name: "fetch_sum"}, fetch[Sum[int]])

	// A recursive generic Out.
	mcp.AddTool(s, &mcp.Tool{Name: "tree_int"}, tree[int])
	mcp.AddTool(s, &mcp.Tool{Name: "tree_str",
		OutputSchema: json.RawMessage(`{"type":"object","properties":{"value":{"type":"string"},"children":{"type":["array","null"],"items":{"$ref":"#"}}}}`)}, tree[string])
	mcp.AddTool(s, &mcp.Tool{Name: "tree_str_drift",
		OutputSchema: json.RawMessage(`{"type":"object","properties":{"value":{"type":"number"},"children":{"type":["array","null"],"items":{"$ref":"#"}}}}`)}, tree[string]) // want `schemadrift: outputSchema of tool "tree_str_drift" disagrees with \*?Tree\[string\] at /properties/value/type`

	// A method of an instantiated generic type as handler.
	st := &Store[string, Sum[int]]{}
	mcp.AddTool(s, &mcp.Tool{Name: "store.get"}, st.get)
	mcp.AddTool(s, &mcp.Tool{Name: "store/get"}, st.get) // want `toolnames: tool name "store/get" has a slash`

	// Through the generic wrappers: the tool literal is followed, and so is
	// a constant passed to a name parameter.
	register(s, "wrapped users", lister(users))               // want `toolnames: tool name "wrapped users" has a space`
	registerWith(s, &mcp.Tool{Name: "wrapped sum"}, sum[int]) // want `toolnames: tool name "wrapped sum" has a space`

	// A generic raw handler factory.
	s.AddTool(&mcp.Tool{Name: "raw_generic", InputSchema: json.RawMessage(`{"type":"object"}`)}, rawFor[Page[int]]("ids.json"))
	Typed(s, users, "typed_users")
}
