// Package storemcpgo is an mcp-go server that keeps its sessions and
// each session's active profile in one store behind one lock. The tool
// filter shows the tools of the active profile. Fifteen tools mark their
// session persisted in the same store: that is other state than the
// profiles the filter reads, and nothing about it is reported. Switching
// the profile (three tools, one helper) is reported once, at the write;
// the same helper on an archive store is not part of that finding.
package storemcpgo

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
	lastSeen  time.Time
}

type profile struct {
	name  string
	tools []string
}

// Store keeps what the server knows about its sessions.
type Store struct {
	mu             sync.RWMutex
	sessions       map[string]*session
	activeProfiles map[string]*profile
}

func newStore() *Store {
	return &Store{sessions: map[string]*session{}, activeProfiles: map[string]*profile{}}
}

var defaultStore = newStore()

// archiveStore keeps profiles of closed sessions: another store than the
// one the filter reads.
var archiveStore = newStore()

// store returns the store of the server ctx belongs to.
func store(ctx context.Context) *Store {
	if ctx == nil {
		return nil
	}
	return defaultStore
}

// persist marks the session persisted: the filter does not read it.
func (s *Store) persist(id string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.sessions[id] == nil {
		s.sessions[id] = &session{}
	}
	s.sessions[id].persisted = true
	s.sessions[id].lastSeen = time.Now()
}

// setProfile switches the session's profile: the filter lists its tools.
func (s *Store) setProfile(id string, p *profile) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.activeProfiles[id] = p // want `tool "use_profile" and 2 other handlers write s.activeProfiles\[id\] \(through \(\*storemcpgo.Store\).setProfile\), which the tool filter in storemcpgo.newServer reads to build the list`
}

func sessionID(ctx context.Context) string {
	if cs := server.ClientSessionFromContext(ctx); cs != nil {
		return cs.SessionID()
	}
	return ""
}

func newServer() *server.MCPServer {
	s := server.NewMCPServer("store", "1", server.WithToolFilter(func(ctx context.Context, tools []mcp.Tool) []mcp.Tool {
		s := store(ctx)
		if s == nil {
			return tools
		}
		s.mu.RLock()
		defer s.mu.RUnlock()
		prof := s.activeProfiles[sessionID(ctx)] // want `tool filter chooses the listed tools by the client session`
		if prof == nil {
			return tools
		}
		var out []mcp.Tool
		for _, t := range tools {
			if slices.Contains(prof.tools, t.Name) {
				out = append(out, t)
			}
		}
		return out
	}))
	s.AddTool(mcp.NewTool("list_issues"), listIssues)
	s.AddTool(mcp.NewTool("get_issue"), getIssue)
	s.AddTool(mcp.NewTool("create_issue"), createIssue)
	s.AddTool(mcp.NewTool("update_issue"), updateIssue)
	s.AddTool(mcp.NewTool("close_issue"), closeIssue)
	s.AddTool(mcp.NewTool("list_prs"), listPRs)
	s.AddTool(mcp.NewTool("get_pr"), getPR)
	s.AddTool(mcp.NewTool("create_pr"), createPR)
	s.AddTool(mcp.NewTool("merge_pr"), mergePR)
	s.AddTool(mcp.NewTool("list_repos"), listRepos)
	s.AddTool(mcp.NewTool("get_repo"), getRepo)
	s.AddTool(mcp.NewTool("search_code"), searchCode)
	s.AddTool(mcp.NewTool("list_branches"), listBranches)
	s.AddTool(mcp.NewTool("get_file"), getFile)
	s.AddTool(mcp.NewTool("put_file"), putFile)
	s.AddTool(mcp.NewTool("use_profile"), useProfile)
	s.AddTool(mcp.NewTool("use_default_profile"), useDefaultProfile)
	s.AddTool(mcp.NewTool("reset_profile"), resetProfile)
	s.AddTool(mcp.NewTool("archive_profile"), archiveProfile)
	return s
}

func ok() (*mcp.CallToolResult, error) { return mcp.NewToolResultText("ok"), nil }

// The fifteen tools persist their session through the package's store,
// some through store(ctx), some through the variable itself.

func listIssues(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	s := store(ctx)
	s.persist(sessionID(ctx))
	return ok()
}

func getIssue(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	store(ctx).persist(sessionID(ctx))
	return ok()
}

func createIssue(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	defaultStore.persist(sessionID(ctx))
	return ok()
}

func updateIssue(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	defaultStore.persist(sessionID(ctx))
	return ok()
}

func closeIssue(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	defaultStore.persist(sessionID(ctx))
	return ok()
}

func listPRs(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	defaultStore.persist(sessionID(ctx))
	return ok()
}

func getPR(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	defaultStore.persist(sessionID(ctx))
	return ok()
}

func createPR(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	defaultStore.persist(sessionID(ctx))
	return ok()
}

func mergePR(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	defaultStore.persist(sessionID(ctx))
	return ok()
}

func listRepos(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	defaultStore.persist(sessionID(ctx))
	return ok()
}

func getRepo(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	defaultStore.persist(sessionID(ctx))
	return ok()
}

func searchCode(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	defaultStore.persist(sessionID(ctx))
	return ok()
}

func listBranches(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	defaultStore.persist(sessionID(ctx))
	return ok()
}

func getFile(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	defaultStore.persist(sessionID(ctx))
	return ok()
}

func putFile(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	defaultStore.persist(sessionID(ctx))
	return ok()
}

// The three profile tools reach one write: one finding.

func useProfile(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	store(ctx).setProfile(sessionID(ctx), &profile{name: req.GetString("name", ""), tools: req.GetStringSlice("tools", nil)})
	return ok()
}

func useDefaultProfile(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	defaultStore.setProfile(sessionID(ctx), &profile{name: "default"})
	return ok()
}

func resetProfile(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	s := store(ctx)
	s.setProfile(sessionID(ctx), nil)
	return ok()
}

// archiveProfile reaches the same write, in another store: not one of
// the handlers of the finding.
func archiveProfile(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	archiveStore.setProfile(sessionID(ctx), &profile{name: "archived"})
	return ok()
}

// closures builds a server whose filter and tools capture stores: live,
// which the filter reads, shared, another name for it, and archive, a
// store of its own.
func closures() *server.MCPServer {
	live := newStore()
	archive := newStore()
	shared := live
	s := server.NewMCPServer("closures", "1", server.WithToolFilter(func(ctx context.Context, tools []mcp.Tool) []mcp.Tool {
		live.mu.RLock()
		defer live.mu.RUnlock()
		return visible(live.activeProfiles["default"], tools)
	}))
	s.AddTool(mcp.NewTool("archive_session"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		archive.mu.Lock()
		defer archive.mu.Unlock()
		archive.activeProfiles["default"] = &profile{name: "archived"} // another store: not reported
		live.persist(sessionID(ctx))                                   // another map: not reported
		return ok()
	})
	s.AddTool(mcp.NewTool("pin_profile"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		shared.activeProfiles["default"] = &profile{name: "pinned"} // want `tool "pin_profile" writes shared.activeProfiles\["default"\], which the tool filter in storemcpgo.closures reads`
		return ok()
	})
	s.AddTool(mcp.NewTool("use_live_profile"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		live.activeProfiles["default"] = &profile{name: "live"} // want `tool "use_live_profile" writes live.activeProfiles\["default"\], which the tool filter in storemcpgo.closures reads`
		return ok()
	})
	return s
}

// visible returns the tools of profile p, or all of them without one.
func visible(p *profile, tools []mcp.Tool) []mcp.Tool {
	if p == nil {
		return tools
	}
	return slices.DeleteFunc(slices.Clone(tools), func(t mcp.Tool) bool { return !slices.Contains(p.tools, t.Name) })
}
