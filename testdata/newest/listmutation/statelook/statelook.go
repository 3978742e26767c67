// Package statelook answers JSON-RPC itself. Its tools/list answer reads
// state, and its other requests write state that looks related but
// cannot change the list: counters kept on the registry's entries, a
// different field of the same struct, copies, lazy initialisation under
// sync.Once, a configuration reloaded on SIGHUP, and reads made only to
// lock or log. Nothing here is reported.
package statelook

import (
	"encoding/json"
	"log"
	"os"
	"os/signal"
	"slices"
	"sync"
	"syscall"
	"time"
)

type request struct {
	Method string          `json:"method"`
	Params json.RawMessage `json:"params"`
}

type callParams struct {
	Name string `json:"name"`
}

type tool struct {
	Name        string `json:"name"`
	Description string `json:"description"`
}

// entry is what the registry keeps per tool: the definition the list
// shows, and usage counters it does not.
type entry struct {
	def      tool
	calls    int
	lastUsed time.Time
}

type config struct {
	Tools []tool
	label string
}

// withDefaults fills in a copy: the caller's config is unchanged.
func (c config) withDefaults() config {
	if c.label == "" {
		c.label = "default"
	}
	c.Tools = append([]tool(nil), c.Tools...)
	return c
}

// normalise fills in a copy too.
func normalise(c config) config {
	c.Tools = nil
	return c
}

// Registry is embedded in server.
type Registry struct {
	tools []tool
	hits  map[string]int
}

type session struct {
	id       string
	lastSeen time.Time
	calls    int
}

type other struct {
	tools []tool
}

type server struct {
	Registry
	mu       sync.Mutex
	entries  map[string]*entry
	stats    map[string]int
	sessions map[string]*session
	cfg      config
	loadOnce sync.Once
	catalog  []tool
	verbose  bool
	other    *other
	cursors  map[string]int
	metrics  bool
	listed   int
}

func (s *server) handle(req request) any {
	switch req.Method {
	case "tools/list":
		s.mu.Lock()
		defer s.mu.Unlock()
		s.loadOnce.Do(func() { s.catalog = s.cfg.Tools })
		n := len(s.sessions)
		log.Printf("tools/list from one of %d sessions", n)
		if s.verbose {
			start := time.Now()
			log.Printf("listing at %v", start)
		}
		if s.metrics {
			s.listed++ // counted, never listed
		}
		var list []tool
		start := 0
		if c, ok := s.cursors[string(req.Params)]; ok {
			start = c
		}
		s.cursors["next"] = start + 10
		for _, e := range s.entries {
			list = append(list, e.def)
		}
		for name := range s.entries {
			_ = name
		}
		list = append(list, s.tools...)
		list = append(list, s.catalog...)
		list = append(list, s.cfg.Tools...)
		slices.SortFunc(list, func(a, b tool) int {
			if a.Name < b.Name {
				return -1
			}
			return 1
		})
		return map[string]any{"tools": list}
	case "tools/call":
		var p callParams
		_ = json.Unmarshal(req.Params, &p)
		// Usage counters on the entry the list takes the definition from.
		if e := s.entries[p.Name]; e != nil {
			e.calls++
			e.lastUsed = time.Now()
		}
		for _, e := range s.entries {
			if e.def.Name == p.Name {
				e.calls++
			}
		}
		// A different field of the same struct.
		s.stats[p.Name]++
		// A different field of the embedded registry.
		s.hits[p.Name]++
		s.Registry.hits[p.Name]++
		// A copy of the server: the list does not see it.
		t := *s
		t.verbose = true
		t.catalog = nil
		_ = t
		// A copy of an entry taken from the map and dropped.
		if e, ok := s.entries[p.Name]; ok {
			c := *e
			c.def.Description = "changed"
			_ = c
		}
		// A field with the same name in another struct type.
		s.other.tools = append(s.other.tools, tool{Name: p.Name})
		// Copies of the configuration.
		cfg := s.cfg.withDefaults()
		_ = normalise(s.cfg)
		_ = cfg
		// Lazy initialisation under sync.Once.
		s.loadOnce.Do(func() { s.catalog = s.cfg.Tools })
		// A session's own bookkeeping; the list counts sessions only.
		if sess := s.sessions[p.Name]; sess != nil {
			sess.lastSeen = time.Now()
			sess.calls++
		}
		s.touch(p.Name)
		return nil
	case "logging/setLevel":
		// The list reads verbose only to decide whether to log, and
		// metrics only to decide whether to count.
		s.verbose = true
		s.metrics = true
		return nil
	case "notifications/cancelled":
		// Pagination state that the list keeps itself.
		clear(s.cursors)
		return nil
	}
	return nil
}

// touch updates the usage of a tool through a helper.
func (s *server) touch(name string) {
	e, ok := s.entries[name]
	if !ok {
		return
	}
	e.calls++
}

// reload rereads the configuration on SIGHUP: the list may change over
// time, but not as a side effect of a request.
func (s *server) reload() {
	sig := make(chan os.Signal, 1)
	signal.Notify(sig, syscall.SIGHUP)
	go func() {
		for range sig {
			s.mu.Lock()
			s.cfg = config{Tools: []tool{{Name: "reloaded"}}}
			s.mu.Unlock()
		}
	}()
}

func main() {
	s := &server{entries: map[string]*entry{}, stats: map[string]int{}, sessions: map[string]*session{}}
	s.hits = map[string]int{}
	s.other = &other{}
	s.reload()
	_ = s.handle(request{Method: "tools/list"})
}
