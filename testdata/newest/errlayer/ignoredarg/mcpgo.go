package ignoredarg

import (
	"context"
	"encoding/json"
	"log"
	"strconv"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type filter struct {
	From, To time.Time
	Vars     map[string]string
	Limit    int
}

// history drops a "from" that does not parse: the answer is the
// unfiltered history, a success.
func history(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var f filter
	fromStr := req.GetString("from", "")
	if fromStr != "" {
		if ts, err := time.Parse(time.RFC3339, fromStr); err == nil { // want `tool "history": when time.Parse fails on argument "from", the handler drops it without a word .it uses the value only when the parse succeeds`
			f.From = ts
		}
	}
	args := req.GetArguments()
	if cb, ok := args["to"].(string); ok && cb != "" {
		ts, err := time.Parse(time.RFC3339, cb) // want `argument "to"`
		if err == nil {
			f.To = ts
		}
	}
	if raw := req.GetString("extra_vars", ""); raw != "" {
		vars := map[string]string{}
		if err := json.Unmarshal([]byte(raw), &vars); err != nil { // want `argument "extra_vars", the handler drops it without a word .it only logs the failure`
			log.Printf("bad extra_vars: %v", err)
		} else {
			f.Vars = vars
		}
	}
	return mcp.NewToolResultText(render(f)), nil
}

// checked answers a value that does not parse with an isError result;
// a default for an unusable limit and a probe that tries two layouts
// are choices the author made: not reported.
func checked(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var f filter
	if s := req.GetString("from", ""); s != "" {
		ts, err := time.Parse(time.RFC3339, s)
		if err != nil {
			return mcp.NewToolResultError("from must be RFC 3339: " + err.Error()), nil
		}
		f.From = ts
	}
	n, _ := strconv.Atoi(req.GetString("limit", "10"))
	if n <= 0 {
		n = 10
	}
	f.Limit = n
	to := req.GetString("to", "")
	ts, err := time.Parse(time.RFC3339, to)
	if err != nil {
		ts, err = time.Parse(time.DateOnly, to)
	}
	if err != nil {
		return mcp.NewToolResultError("to must be a date: " + err.Error()), nil
	}
	f.To = ts
	// a value the tool itself built, not one the model sent
	if d, err := time.ParseDuration("24h"); err == nil {
		f.From = f.To.Add(-d)
	}
	return mcp.NewToolResultText(render(f)), nil
}

// discarded drops the error of a parse whose result it uses as is.
func discarded(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var f filter
	_ = json.Unmarshal([]byte(req.GetString("vars", "")), &f.Vars) // want `argument "vars", the handler drops it without a word .the error is discarded`
	return mcp.NewToolResultText(render(f)), nil
}

func render(f filter) string { return f.From.String() + f.To.String() }

func register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("history", mcp.WithString("from"), mcp.WithString("to"), mcp.WithString("extra_vars")), history)
	s.AddTool(mcp.NewTool("checked", mcp.WithString("from"), mcp.WithString("to"), mcp.WithString("limit")), checked)
	s.AddTool(mcp.NewTool("discarded", mcp.WithString("vars")), discarded)
}
