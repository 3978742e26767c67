// Package storelook is an mcp-go server whose tool filter reads a
// session store that tool handlers also write, with writes that look
// like they change the list and do not: the other map of the store, a
// field of a profile the filter does not read, the lock, a lock per
// session, the same field of another store, and a filter that only
// checks and compares the store pointer. Writes to what the filter reads
// through the store are reported.
package storelook

import (
	"context"
	"slices"
	"sync"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type session struct {
	persisted bool
	calls     int
}

type profile struct {
	tools    []string
	lastUsed time.Time
}

type limits struct {
	maxTools int
	calls    int
}

// Store keeps what the server knows about its sessions.
type Store struct {
	mu             sync.RWMutex
	sessions       map[string]*session
	activeProfiles map[string]*profile
	locks          map[string]*sync.Mutex
	limits         limits
	tools          map[string]*toolState
}

// toolState is what the store knows of one tool.
type toolState struct {
	disabled bool
	calls    int
}

// registry returns the store's tools by name.
func (s *Store) registry() map[string]*toolState { return s.tools }

func newStore() *Store {
	return &Store{
		sessions:       map[string]*session{},
		activeProfiles: map[string]*profile{},
		locks:          map[string]*sync.Mutex{},
		limits:         limits{maxTools: 40},
		tools:          map[string]*toolState{},
	}
}

func (s *Store) setProfile(id string, p *profile) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.activeProfiles[id] = p
}

// lockFor returns the session's lock, made on first use.
func (s *Store) lockFor(id string) *sync.Mutex {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.locks[id] == nil {
		s.locks[id] = &sync.Mutex{}
	}
	return s.locks[id]
}

type userKey struct{}

func userID(ctx context.Context) string {
	id, _ := ctx.Value(userKey{}).(string)
	return id
}

type app struct {
	st    *Store
	audit *Store // a second store: its profiles are not listed
}

// filter lists the tools of the caller's active profile. It nil-checks
// and compares the store pointers, locks, and reads one profile's tools
// and the store's limit.
func (a *app) filter(ctx context.Context, tools []mcp.Tool) []mcp.Tool {
	s := a.st
	if s == nil || s == a.audit {
		return tools
	}
	if !s.mu.TryRLock() {
		return tools
	}
	defer s.mu.RUnlock()
	if l := s.locks[userID(ctx)]; l != nil {
		l.Lock()
		defer l.Unlock()
	}
	prof := s.activeProfiles[userID(ctx)]
	if prof == nil {
		return tools
	}
	reg := s.registry()
	var out []mcp.Tool
	for _, t := range tools {
		if e := reg[t.Name]; e != nil && e.disabled {
			continue
		}
		if slices.Contains(prof.tools, t.Name) && len(out) < s.limits.maxTools {
			out = append(out, t)
		}
	}
	return out
}

func ok() (*mcp.CallToolResult, error) { return mcp.NewToolResultText("ok"), nil }

// persist writes the other map of the store.
func (a *app) persist(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	a.st.mu.Lock()
	defer a.st.mu.Unlock()
	if a.st.sessions[userID(ctx)] == nil {
		a.st.sessions[userID(ctx)] = &session{}
	}
	a.st.sessions[userID(ctx)].persisted = true
	a.st.sessions[userID(ctx)].calls++
	if e := a.st.registry()[req.Params.Name]; e != nil {
		e.calls++ // the filter reads disabled only
	}
	return ok()
}

// touch writes a field of the profile that the filter does not read.
func (a *app) touch(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	a.st.mu.Lock()
	defer a.st.mu.Unlock()
	if p := a.st.activeProfiles[userID(ctx)]; p != nil {
		p.lastUsed = time.Now()
	}
	a.st.limits.calls++ // the filter reads limits.maxTools only
	return ok()
}

// archive writes the profiles of the audit store, not of the listed one.
func (a *app) archive(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	a.audit.setProfile(userID(ctx), &profile{tools: req.GetStringSlice("tools", nil)})
	return ok()
}

// serialize takes the caller's lock, made on first use.
func (a *app) serialize(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	l := a.st.lockFor(userID(ctx))
	l.Lock()
	defer l.Unlock()
	return ok()
}

// grant adds a tool to the caller's profile: the filter lists it.
func (a *app) grant(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	s := a.st
	s.mu.Lock()
	defer s.mu.Unlock()
	if p := s.activeProfiles[userID(ctx)]; p != nil {
		p.tools = append(p.tools, req.GetString("tool", "")) // want `tool "grant" writes p.tools, which the tool filter \(\*storelook.app\).filter reads to build the list`
	}
	return ok()
}

// disable switches a tool off in the registry the filter reads.
func (a *app) disable(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	a.st.registry()[req.GetString("tool", "")].disabled = true // want `tool "disable" writes a.st.registry\(\)\[req.GetString\("tool", ""\)\].disabled, which the tool filter`
	return ok()
}

// lowerLimit changes how many tools the filter lists.
func (a *app) lowerLimit(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	a.st.limits.maxTools-- // want `tool "lower_limit" writes a.st.limits.maxTools, which the tool filter`
	return ok()
}

// resetStore replaces the store: every profile is gone.
func (a *app) resetStore(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	a.st = newStore() // want `tool "reset_store" writes a.st, which the tool filter`
	return ok()
}

func main() {
	a := &app{st: newStore(), audit: newStore()}
	s := server.NewMCPServer("storelook", "1", server.WithToolFilter(a.filter))
	s.AddTool(mcp.NewTool("persist"), a.persist)
	s.AddTool(mcp.NewTool("touch"), a.touch)
	s.AddTool(mcp.NewTool("archive"), a.archive)
	s.AddTool(mcp.NewTool("serialize"), a.serialize)
	s.AddTool(mcp.NewTool("grant"), a.grant)
	s.AddTool(mcp.NewTool("disable"), a.disable)
	s.AddTool(mcp.NewTool("lower_limit"), a.lowerLimit)
	s.AddTool(mcp.NewTool("reset_store"), a.resetStore)
	_ = server.NewStreamableHTTPServer(s)
}
