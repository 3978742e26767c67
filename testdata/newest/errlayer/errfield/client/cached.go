package client

import (
	"errors"
	"fmt"
	"sync"
)

type ToolError struct {
	Code, Message string
}

type ToolResponse struct {
	Items []string   `json:"items,omitempty"`
	Error *ToolError `json:"error"`
}

type Facade struct {
	mu    sync.Mutex
	cache map[string]*ToolResponse
}

// ResolveTeam answers through a cache wrapper that fills Error from the
// failures of the computation it runs (hltv-mcp-go's facade).
func (f *Facade) ResolveTeam(name string) *ToolResponse {
	return f.withCache("team:"+name, func() (*ToolResponse, error) {
		if name == "" {
			return nil, errors.New("name required")
		}
		return &ToolResponse{Items: []string{name}}, nil
	})
}

// Teams calls the response builder with a nil error: its answer carries
// no failure.
func (f *Facade) Teams() *ToolResponse {
	return f.response([]string{"a", "b"}, nil)
}

func (f *Facade) withCache(key string, compute func() (*ToolResponse, error)) *ToolResponse {
	f.mu.Lock()
	defer f.mu.Unlock()
	if r, ok := f.cache[key]; ok {
		return r
	}
	r, err := compute()
	if err != nil {
		return f.response(nil, err)
	}
	f.cache[key] = r
	return r
}

func (f *Facade) response(items []string, err error) *ToolResponse {
	if err != nil {
		return &ToolResponse{Error: &ToolError{Code: "INTERNAL", Message: err.Error()}}
	}
	return &ToolResponse{Items: items}
}

// Render writes a response as text, its failure too.
func Render(r *ToolResponse) string {
	if r.Error != nil {
		return fmt.Sprintf("request failed: %s %s", r.Error.Code, r.Error.Message)
	}
	return fmt.Sprint(r.Items)
}
