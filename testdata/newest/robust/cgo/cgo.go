// Package cgo registers go-sdk tools from a file that imports "C". The
// analysis sees cmd/cgo's rewrite of this file; findings must still be
// reported, positioned in this .go file.
package cgo

/*
#include <stdlib.h>

static int twice(int x) { return 2 * x; }
*/
import "C"

import (
	"context"
	"encoding/json"
	"fmt"
	"unsafe"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	N int `json:"n"`
}

type Out struct {
	N int `json:"n"`
}

func double(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	return nil, Out{N: int(C.twice(C.int(in.N)))}, nil
}

func echo(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	cs := C.CString(string(req.Params.Arguments))
	defer C.free(unsafe.Pointer(cs))
	if C.twice(1) != 2 {
		return nil, fmt.Errorf("libc is broken") // want `errlayer: tool "echo": go-sdk sends this error as a JSON-RPC error with code 0`
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: C.GoString(cs)}}}, nil
}

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "double it"}, double) // want `toolnames: tool name "double it" has a space`
	mcp.AddTool(s, &mcp.Tool{Name: "double"}, double)
	mcp.AddTool(s, &mcp.Tool{Name: "double too"}, double) //nolint:mcplint // directives work in cgo files too
	//lint:ignore toolnames the next line is suppressed
	mcp.AddTool(s, &mcp.Tool{Name: "double three"}, double)
	mcp.AddTool(s, &mcp.Tool{Name: "double_str",
		OutputSchema: json.RawMessage(`{"type":"object","properties":{"n":{"type":"string"}}}`)}, double) // want `schemadrift: outputSchema of tool "double_str" disagrees with Out at /properties/n/type`
	s.AddTool(&mcp.Tool{Name: "echo", InputSchema: json.RawMessage(`{"type":"object"}`)}, echo)
}
