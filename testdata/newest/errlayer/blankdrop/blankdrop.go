// Package blankdrop: tools that throw a call's error away with a blank
// identifier, and the drops that are the author's to make.
package blankdrop

import (
	"bytes"
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"os/exec"
	"strconv"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

var db *sql.DB

func run(ctx context.Context, name string, args ...string) (string, string, error) {
	var out, errb bytes.Buffer
	cmd := exec.CommandContext(ctx, name, args...)
	cmd.Stdout, cmd.Stderr = &out, &errb
	err := cmd.Run()
	return out.String(), errb.String(), err
}

// ports answers with whatever ss printed, failed or not.
func ports(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	out, _, _ := run(ctx, "ss", "-tlnp") // want `tool "ports": the error of blankdrop.run is thrown away here, so when it fails the tool answers with the empty or partial value it left as a success`
	return mcp.NewToolResultText(out), nil
}

// columns writes blank names for the rows that fail to convert.
func columns(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	rows, err := db.QueryContext(ctx, "SELECT name, type FROM columns")
	if err != nil {
		return mcp.NewToolResultErrorFromErr("query failed", err), nil
	}
	defer rows.Close()
	var b strings.Builder
	for rows.Next() {
		var name, typ string
		rows.Scan(&name, &typ) // want `tool "columns": the error of Rows.Scan is thrown away here`
		fmt.Fprintf(&b, "%s %s\n", name, typ)
	}
	if err := rows.Err(); err != nil {
		return mcp.NewToolResultErrorFromErr("reading columns", err), nil
	}
	return mcp.NewToolResultText(b.String()), nil
}

// Look-alikes: a release, a parse of the server's own text, an encoding
// of its own value, cleanup on the failure path, work in a goroutine, a
// write to memory.
func lookalikes(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	tmp, err := os.CreateTemp("", "x")
	if err != nil {
		return mcp.NewToolResultErrorFromErr("temp file", err), nil
	}
	defer tmp.Close()
	_ = os.Remove(tmp.Name())
	out, err := exec.CommandContext(ctx, "uptime").Output()
	if err != nil {
		partial, _, _ := run(ctx, "uptime", "-p")
		return mcp.NewToolResultError("uptime failed: " + err.Error() + partial), nil
	}
	n, _ := strconv.Atoi(strings.TrimSpace(string(out)))
	payload, _ := json.Marshal(map[string]int{"n": n})
	go func() {
		v, _, _ := run(context.Background(), "sync")
		_ = v
	}()
	var buf bytes.Buffer
	fmt.Fprintf(&buf, "%s", payload)
	return mcp.NewToolResultText(buf.String()), nil
}

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("ports"), ports)
	s.AddTool(mcp.NewTool("columns"), columns)
	s.AddTool(mcp.NewTool("lookalikes"), lookalikes)
}

type repo struct{}

func (repo) FindByName(name string) (*string, error) { return nil, fmt.Errorf("no %s", name) }

// create drops the error of a lookup it makes before creating: whether a
// failed lookup should stop the creation is the author's call.
func create(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	existing, _ := repo{}.FindByName(req.GetString("name", ""))
	if existing != nil {
		return mcp.NewToolResultError("already exists"), nil
	}
	return mcp.NewToolResultText("created"), nil
}

func RegisterCreate(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("create"), create)
}

type vmState struct{ PID, SSHPort int }

func loadState(name string) (vmState, error) {
	data, err := os.ReadFile("/run/vm/" + name + ".json")
	if err != nil {
		return vmState{}, err
	}
	var st vmState
	return st, json.Unmarshal(data, &st)
}

// status reads a PID file that is absent while the VM is stopped: the
// value it parses is tested for its zero value, which is the author's
// default, and the state it falls back to is read only under that test.
func status(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	name := req.GetString("name", "")
	pidData, _ := os.ReadFile("/run/vm/" + name + ".pid")
	pid := 0
	fmt.Sscanf(string(pidData), "%d", &pid)
	st, _ := loadState(name)
	if pid == 0 {
		pid = st.PID
	}
	return mcp.NewToolResultText(strconv.Itoa(pid)), nil
}

// sshPort answers with a field of the state it could not read: the drop
// is reported.
func sshPort(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	st, _ := loadState(req.GetString("name", "")) // want `tool "ssh_port": the error of blankdrop.loadState is thrown away here`
	return mcp.NewToolResultText(strconv.Itoa(st.SSHPort)), nil
}

func RegisterVM(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("status"), status)
	s.AddTool(mcp.NewTool("ssh_port"), sshPort)
}

// send builds its request without checking it: the later test of the
// client's error is about the call that follows, not a default.
func send(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	r, _ := http.NewRequest("POST", req.GetString("url", "")+"/send", nil) // want `tool "send": the error of http.NewRequest is thrown away here`
	resp, err := http.DefaultClient.Do(r)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	defer resp.Body.Close()
	var out map[string]any
	if err := json.NewDecoder(resp.Body).Decode(&out); err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	if out["id"] == nil {
		return mcp.NewToolResultError("no id in the answer"), nil
	}
	return mcp.NewToolResultText(resp.Status), nil
}

func RegisterSend(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("send"), send)
}

// apiGet reads an upstream through a helper that does the request.
func apiGet(path string) ([]byte, error) { return doGet("https://api.example.com" + path) }

func doGet(url string) ([]byte, error) {
	resp, err := http.Get(url)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("GET %s: %s", url, resp.Status)
	}
	var buf bytes.Buffer
	_, err = buf.ReadFrom(resp.Body)
	return buf.Bytes(), err
}

// search decodes the upstream's answer and drops the decode's error: an
// answer that is not this JSON becomes "Found 0 results".
func search(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	data, err := apiGet("/search?q=" + req.GetString("q", ""))
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	var result map[string]any
	json.Unmarshal(data, &result) // want `tool "search": the error of json.Unmarshal is thrown away here`
	hits, _ := result["results"].([]any)
	return mcp.NewToolResultText(fmt.Sprintf("Found %d results", len(hits))), nil
}

// defaults decodes the server's own configuration text, whose failure
// leaves the defaults: the author's choice, not reported.
func defaults(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	conf := `{"limit": 10}`
	var opts map[string]any
	json.Unmarshal([]byte(conf), &opts)
	return mcp.NewToolResultText(fmt.Sprint(opts["limit"])), nil
}

// apiDo sends a request with the method it is given.
func apiDo(method, path string) ([]byte, error) {
	r, err := http.NewRequest(method, "https://api.example.com"+path, nil)
	if err != nil {
		return nil, err
	}
	resp, err := http.DefaultClient.Do(r)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	if resp.StatusCode >= 300 {
		return nil, fmt.Errorf("%s %s: %s", method, path, resp.Status)
	}
	var buf bytes.Buffer
	_, err = buf.ReadFrom(resp.Body)
	return buf.Bytes(), err
}

// trigger posts a command: the upstream took it, and the decode of its
// echo only fills the id shown. Not reported.
func trigger(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	data, err := apiDo("POST", "/command")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	var result map[string]any
	json.Unmarshal(data, &result)
	return mcp.NewToolResultText(fmt.Sprintf("Command ID: %v", result["id"])), nil
}

func RegisterSearch(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("trigger"), trigger)
	s.AddTool(mcp.NewTool("search", mcp.WithString("q")), search)
	s.AddTool(mcp.NewTool("defaults"), defaults)
}

type node interface{ AddChildren(children ...node) error }

type header struct{ kids []node }

func (h *header) AddChildren(children ...node) error { // want AddChildren:"error result: nil"
	h.kids = append(h.kids, children...)
	return nil
}

var root node = &header{}

// attach adds to a tree in memory: a write to memory, not reported.
func attach(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var h header
	root.AddChildren(&h)
	return mcp.NewToolResultText("attached"), nil
}

func RegisterAttach(s *server.MCPServer) { s.AddTool(mcp.NewTool("attach"), attach) }

// portsAndOwner checks run's error for the list it answers with, and
// blanks it for an optional owner line: a choice the author made where
// the call's failure is known.
func portsAndOwner(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	out, _, err := run(ctx, "ss", "-tlnp")
	if err != nil {
		return mcp.NewToolResultErrorFromErr("ss failed", err), nil
	}
	owner, _, _ := run(ctx, "id", "-un")
	return mcp.NewToolResultText(out + "\nowner: " + owner), nil
}

func RegisterOwner(s *server.MCPServer) { s.AddTool(mcp.NewTool("ports_owner"), portsAndOwner) }
