// Package state answers JSON-RPC itself. Its tools/list answer reads
// state that tools/call writes (positives: the list changes as a side
// effect of a request), beside state written only at start-up, by an
// operator endpoint, during initialize, or not read by the list
// (negatives).
package state

import (
	"encoding/json"
	"log"
	"maps"
	"net/http"
	"os"
	"slices"
	"sync"
	"sync/atomic"
)

type request struct {
	Method string          `json:"method"`
	Params json.RawMessage `json:"params"`
}

type callParams struct {
	Name string `json:"name"`
}

type tool struct {
	Name string `json:"name"`
}

var baseTools = []tool{{Name: "search"}, {Name: "enable_admin"}}

var adminTools = []tool{{Name: "admin_users"}, {Name: "admin_roles"}}

// betaTools is switched on by a tool, through two helpers.
var betaTools bool

// readOnly is set from the configuration at start-up only.
var readOnly bool

// maintenance is set by an operator endpoint, outside MCP requests.
var maintenance bool

type server struct {
	mu              sync.Mutex
	adminEnabled    bool
	unlocked        map[string]bool
	hidden          []string
	calls           int
	debug           bool
	protocolVersion string
	catalog         []tool
	cache           []tool
	cfg             config
	experimental    atomic.Bool
	byName          map[string]*entry
}

// entry is a registered tool: the list shows it unless hidden.
type entry struct {
	def    tool
	hidden bool
	calls  int
}

func (e *entry) clone() *entry {
	c := *e
	return &c
}

type config struct {
	extra []tool
	name  string
}

func (s *server) handle(req request) any {
	switch req.Method {
	case "initialize":
		// The protocol version shapes the connection: not a side effect.
		s.protocolVersion = "2026-07-28"
		return nil
	case "tools/list":
		s.mu.Lock()
		defer s.mu.Unlock()
		if s.debug {
			log.Printf("listing tools for %s", s.cfg.name)
		}
		list := append([]tool(nil), baseTools...)
		if s.adminEnabled {
			list = append(list, adminTools...)
		}
		if betaTools && !readOnly && !maintenance {
			list = append(list, tool{Name: "beta"})
		}
		for _, t := range s.lockable() {
			if !s.unlocked[t.Name] {
				continue
			}
			list = append(list, t)
		}
		if s.protocolVersion >= "2026-07-28" {
			list = append(list, s.cfg.extra...)
		}
		if s.experimental.Load() {
			list = append(list, tool{Name: "experimental"})
		}
		for _, n := range slices.Sorted(maps.Keys(s.byName)) {
			if e := s.byName[n]; !e.hidden {
				list = append(list, e.def)
			}
		}
		list = append(list, s.loadCatalog()...)
		list = append(list, s.cached()...)
		return map[string]any{"tools": list}
	case "tools/call":
		var p callParams
		_ = json.Unmarshal(req.Params, &p)
		s.calls++ // the list does not read it
		switch p.Name {
		case "enable_admin":
			s.adminEnabled = true // want `the "tools/call" branch of \(\*state.server\).handle writes s.adminEnabled, which the tools/list branch of \(\*state.server\).handle reads to build the list: tools/list changes as a side effect of this request`
		case "beta":
			s.callTool(p.Name) // reported at the write, in enableBeta
		case "unlock":
			s.unlocked[p.Name] = true // want `writes s.unlocked\[p.Name\], which the tools/list branch`
		case "lock":
			delete(s.unlocked, p.Name) // want `writes s.unlocked, which the tools/list branch`
		case "experimental":
			s.experimental.Store(true) // want `writes s.experimental, which the tools/list branch`
		case "hide":
			if e, ok := s.byName[p.Name]; ok {
				e.hidden = true // want `writes e.hidden, which the tools/list branch`
			}
		case "count":
			// A counter on the entry: the list does not read it.
			if e, ok := s.byName[p.Name]; ok {
				e.calls++
			}
		case "preview":
			// A clone of the entry: the registered one is unchanged.
			e := s.byName[p.Name]
			e = e.clone()
			e.hidden = true
		case "local":
			// A per-request value, not the server's state.
			local := server{}
			local.adminEnabled = true
			_ = local
		case "refresh":
			// A cache the list keeps itself.
			s.cache = nil
			// Lazy initialisation: no change anyone could see.
			if s.catalog == nil {
				s.catalog = baseTools
			}
		}
		return nil
	case "logging/setLevel":
		// The list reads debug for logging only.
		s.debug = true
		s.cfg.name = "verbose"
		return nil
	case "prompts/get":
		// The beta tour prompt switches beta on too: the same write, one
		// finding with both branches as related locations.
		enableBeta()
		return nil
	case "resources/subscribe":
		s.hidden = append(s.hidden, "x") // the list does not read it
		return nil
	}
	return nil
}

func (s *server) lockable() []tool { return adminTools }

func (s *server) loadCatalog() []tool {
	if s.catalog == nil {
		return nil
	}
	return s.catalog
}

func (s *server) cached() []tool {
	if s.cache == nil {
		s.cache = baseTools
	}
	return s.cache
}

func (s *server) callTool(name string) {
	if name == "beta" {
		enableBeta()
	}
}

func enableBeta() { betaTools = true } // want `the "tools/call" branch of \(\*state.server\).handle and 1 other handler write betaTools \(through \(\*state.server\).callTool -> state.enableBeta\), which the tools/list branch`

func loadConfig(s *server) {
	readOnly = os.Getenv("READ_ONLY") != ""
	s.adminEnabled = os.Getenv("ADMIN") != "" // start-up, not a request
	s.cfg.extra = []tool{{Name: "from_config"}}
}

func init() {
	readOnly = true
}

func main() {
	s := &server{unlocked: map[string]bool{}}
	loadConfig(s)
	// An operator endpoint outside MCP request handling.
	http.HandleFunc("/admin/maintenance", func(w http.ResponseWriter, r *http.Request) {
		maintenance = true
		s.adminEnabled = false
	})
	_ = s.handle(request{Method: "tools/list"})
}
