// Package nilfield is a server whose mail client stays nil when the
// connection fails at start-up: some tools refuse to run then, others
// call it anyway.
package nilfield

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type Mail struct{ conn any }

func (m *Mail) List() ([]string, error) { return nil, errors.New("down") }
func (m *Mail) Get(id string) (string, error) {
	if m.conn == nil {
		return "", errors.New("no connection")
	}
	return id, nil
}

type Cache struct{ items map[string]string }

func (c *Cache) Get(k string) string { return c.items[k] }

type Server struct {
	mail  *Mail
	cache *Cache
	log   *Mail
}

func (s *Server) list(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if s.mail == nil {
		return mcp.NewToolResultError("mail is not connected"), nil
	}
	names, err := s.mail.List()
	if err != nil {
		return mcp.NewToolResultErrorFromErr("list failed", err), nil
	}
	return mcp.NewToolResultText(names[0]), nil
}

func (s *Server) get(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id := req.GetString("id", "")
	body, err := s.mail.Get(id) // want `tool "get": mail is used here without the nil test that another tool makes \(server.go:35\)`
	if err != nil {
		return mcp.NewToolResultErrorFromErr("get failed", err), nil
	}
	return mcp.NewToolResultText(body), nil
}

// peek tests the field itself: nothing to report.
func (s *Server) peek(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if s.mail != nil {
		if body, err := s.mail.Get("latest"); err == nil {
			return mcp.NewToolResultText(body), nil
		}
	}
	return mcp.NewToolResultError("nothing to peek at"), nil
}

// cached uses a field that no tool refuses when nil: created at start-up.
func (s *Server) cached(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText(s.cache.Get(req.GetString("key", ""))), nil
}

// logged creates its field when it is nil: a lazy init, not a refusal.
func (s *Server) logged(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if s.log == nil {
		s.log = &Mail{}
	}
	names, _ := s.log.List()
	return mcp.NewToolResultText(names[0]), nil
}

func (s *Server) tail(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	names, err := s.log.List()
	if err != nil {
		return mcp.NewToolResultErrorFromErr("tail failed", err), nil
	}
	return mcp.NewToolResultText(names[0]), nil
}

func (s *Server) Register(srv *server.MCPServer) {
	srv.AddTool(mcp.NewTool("list"), s.list)
	srv.AddTool(mcp.NewTool("get", mcp.WithString("id")), s.get)
	srv.AddTool(mcp.NewTool("peek"), s.peek)
	srv.AddTool(mcp.NewTool("cached", mcp.WithString("key")), s.cached)
	srv.AddTool(mcp.NewTool("logged"), s.logged)
	srv.AddTool(mcp.NewTool("tail"), s.tail)
}

// Rules accept a nil receiver: no rules, no restriction.
type Rules struct{ allowed map[string]bool }

func (r *Rules) Allow(name string) bool {
	if r == nil {
		return true
	}
	return r.allowed[name]
}

// Graph is built by the analysis each tool refreshes first.
type Graph struct{ Files map[string]string }

type Analyzer struct {
	rules *Rules
	graph *Graph
}

func (a *Analyzer) refresh() error {
	a.graph = &Graph{Files: map[string]string{}}
	return nil
}

func (a *Analyzer) configure(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if a.rules == nil {
		return mcp.NewToolResultError("no rules configured"), nil
	}
	if a.graph == nil {
		return mcp.NewToolResultError("no analysis yet"), nil
	}
	return mcp.NewToolResultText("ok"), nil
}

// check calls a nil-safe method and reads a field its refresh sets.
func (a *Analyzer) check(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := a.refresh(); err != nil {
		return mcp.NewToolResultErrorFromErr("refresh", err), nil
	}
	if !a.rules.Allow("check") {
		return mcp.NewToolResultError("not allowed"), nil
	}
	return mcp.NewToolResultText(a.graph.Files["main.go"]), nil
}

func (a *Analyzer) Register(srv *server.MCPServer) {
	srv.AddTool(mcp.NewTool("configure"), a.configure)
	srv.AddTool(mcp.NewTool("check"), a.check)
}

// Store is created with its index, always: one tool's nil test is only
// defensive.
type Store struct{ index *Cache }

func NewStore() *Store { return &Store{index: &Cache{items: map[string]string{}}} }

func (s *Store) find(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if s.index == nil {
		return mcp.NewToolResultError("no index"), nil
	}
	return mcp.NewToolResultText(s.index.Get("a")), nil
}

func (s *Store) peek(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText(s.index.Get("b")), nil
}

func (s *Store) Register(srv *server.MCPServer) {
	srv.AddTool(mcp.NewTool("find"), s.find)
	srv.AddTool(mcp.NewTool("peek_index"), s.peek)
}
