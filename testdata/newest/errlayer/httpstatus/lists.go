package httpstatus

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type target struct {
	ID    string `json:"id"`
	Title string `json:"title"`
}

// listTargets reads no status, but decodes the body into a list: an
// error answer (an object or a page of text) fails to decode, so a
// failure status comes back as the decoding's error, not as an answer.
func listTargets(ctx context.Context) ([]target, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, "http://localhost:9222/json/list", nil)
	if err != nil {
		return nil, err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	if err != nil {
		return nil, err
	}
	var targets []target
	if err := json.Unmarshal(body, &targets); err != nil {
		return nil, fmt.Errorf("parse target list: %w", err)
	}
	return targets, nil
}

// getTarget decodes into a struct: an error object decodes into it
// without complaint, so the unread status is reported.
func getTarget(ctx context.Context, id string) (*target, error) {
	resp, err := http.Get("http://localhost:9222/json/" + id) // want `tool "get_target": the status of this HTTP response is never read`
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	var t target
	if err := json.NewDecoder(resp.Body).Decode(&t); err != nil {
		return nil, err
	}
	return &t, nil
}

func listTargetsTool(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	ts, err := listTargets(ctx)
	if err != nil {
		return mcp.NewToolResultErrorFromErr("list targets", err), nil
	}
	var titles []string
	for _, t := range ts {
		titles = append(titles, t.Title)
	}
	return mcp.NewToolResultText(strings.Join(titles, "\n")), nil
}

func getTargetTool(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	t, err := getTarget(ctx, req.GetString("id", ""))
	if err != nil {
		return mcp.NewToolResultErrorFromErr("get target", err), nil
	}
	return mcp.NewToolResultText(t.Title), nil
}

func registerTargets(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("list_targets"), listTargetsTool)
	s.AddTool(mcp.NewTool("get_target"), getTargetTool)
}

// listVersions decodes the body into a list, then re-encodes each element
// to decode it into a struct: the second decoding is of its own value, so
// the body is still decoded only into a list.
func listVersions(ctx context.Context) ([]target, error) {
	resp, err := http.Get("http://localhost:9222/json/versions")
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	var raw []map[string]any
	if err := json.NewDecoder(resp.Body).Decode(&raw); err != nil {
		return nil, err
	}
	out := make([]target, len(raw))
	for i, r := range raw {
		b, err := json.Marshal(r)
		if err != nil {
			return nil, err
		}
		if err := json.Unmarshal(b, &out[i]); err != nil {
			return nil, err
		}
	}
	// Each target's health comes from a request of its own, decoded in a
	// closure: not a decoding of this body.
	done := make(chan struct{})
	go func() {
		defer close(done)
		hr, err := http.Get("http://localhost:9222/json/health")
		if err != nil {
			return
		}
		defer hr.Body.Close()
		if hr.StatusCode != http.StatusOK {
			return
		}
		var h struct{ OK bool }
		_ = json.NewDecoder(hr.Body).Decode(&h)
	}()
	<-done
	return out, nil
}

func listVersionsTool(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	vs, err := listVersions(ctx)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(fmt.Sprint(len(vs))), nil
}

func RegisterVersions(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("list_versions"), listVersionsTool)
}
