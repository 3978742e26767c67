// Package bufferwrites builds answers in a strings.Builder: a step whose
// failure is written into the answer, which then goes back as a success,
// hides that failure; per-item reports in a loop, a branch that returns
// on its own and a note that does not carry the error do not.
package bufferwrites

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func createMR(target string) (int, error) {
	if target == "" {
		return 0, errors.New("no target branch")
	}
	return 1, nil
}

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("finish_release"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var result strings.Builder
		id, err := createMR(req.GetString("target", ""))
		if err != nil {
			result.WriteString(fmt.Sprintf("Failed to create MR: %v\n", err))
		} else {
			fmt.Fprintf(&result, "Created MR !%d\n", id)
		}
		result.WriteString("Release is ready for review.\n")
		return mcp.NewToolResultText(result.String()), nil // want `tool "finish_release": the error that a failed step writes into result goes back in a success result`
	})

	// One line per branch: the answer lists each item's outcome.
	s.AddTool(mcp.NewTool("create_all"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var out bytes.Buffer
		for _, target := range req.GetStringSlice("targets", nil) {
			if _, err := createMR(target); err != nil {
				fmt.Fprintf(&out, "%s: %v\n", target, err)
				continue
			}
			fmt.Fprintf(&out, "%s: created\n", target)
		}
		return mcp.NewToolResultText(out.String()), nil
	})

	// The failure branch answers on its own, with isError.
	s.AddTool(mcp.NewTool("finish_hotfix"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var result strings.Builder
		if _, err := createMR(req.GetString("target", "")); err != nil {
			result.WriteString(fmt.Sprintf("Failed to create MR: %v\n", err))
			return mcp.NewToolResultError(result.String()), nil
		}
		result.WriteString("Hotfix is ready.\n")
		return mcp.NewToolResultText(result.String()), nil
	})

	// The failure branch writes a note without the error: nothing of the
	// failure reaches the answer's text as an error.
	s.AddTool(mcp.NewTool("summary"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var b strings.Builder
		if _, err := createMR(req.GetString("target", "")); err != nil {
			b.WriteString("no merge request\n")
		}
		b.WriteString("done\n")
		return mcp.NewToolResultText(b.String()), nil
	})

	// A check reports what failed: the failed probe is its answer.
	s.AddTool(mcp.NewTool("health_check"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var report strings.Builder
		if _, err := createMR("main"); err != nil {
			fmt.Fprintf(&report, "merge requests: failing (%v)\n", err)
		}
		report.WriteString("done\n")
		return mcp.NewToolResultText(report.String()), nil
	})
}

func validateNamespaceAccess(ns string) error {
	if ns == "kube-system" {
		return errors.New("forbidden")
	}
	return nil
}

// RegisterInfo states the outcome of an access check either way: the
// check's error is its verdict, part of the answer.
func RegisterInfo(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("organization_info"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var output strings.Builder
		ns := req.GetString("namespace", "")
		output.WriteString("Namespace: " + ns + "\n")
		err := validateNamespaceAccess(ns)
		if err != nil {
			output.WriteString(fmt.Sprintf("\nAccess: No (%v)\n", err))
		} else {
			output.WriteString("\nAccess: Yes\n")
		}
		return mcp.NewToolResultText(output.String()), nil
	})
}

func streamLogs(pod string) (string, error) {
	if pod == "" {
		return "", errors.New("no such pod")
	}
	return "log lines", nil
}

// RegisterLogs writes a failure into a map that it encodes, or into a
// list of parts that it joins: the answer carries the failure, and the
// result says success. A list of per-item outcomes built in a loop is
// the batch's answer.
func RegisterLogs(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("get_pod_logs"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		logs := map[string]any{"pod": req.GetString("pod", "")}
		text, err := streamLogs(req.GetString("pod", ""))
		if err != nil {
			logs["error"] = fmt.Sprintf("failed to stream pod logs: %v", err)
		} else {
			logs["logs"] = text
		}
		out, err := json.Marshal(logs)
		if err != nil {
			return nil, fmt.Errorf("encode logs: %w", err)
		}
		return mcp.NewToolResultText(string(out)), nil // want `tool "get_pod_logs": the error that a failed step writes into logs goes back in a success result`
	})
	s.AddTool(mcp.NewTool("process_thoughts"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		parts := []string{"Saved locally."}
		if _, err := createMR(req.GetString("target", "")); err != nil {
			parts = append(parts, fmt.Sprintf("Warning: remote sync failed: %v", err))
		}
		return mcp.NewToolResultText(strings.Join(parts, "\n")), nil // want `tool "process_thoughts": the error that a failed step writes into parts goes back in a success result`
	})
	s.AddTool(mcp.NewTool("sync_all"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var parts []string
		for _, t := range []string{"a", "b"} {
			if _, err := createMR(t); err != nil {
				parts = append(parts, fmt.Sprintf("%s: %v", t, err))
				continue
			}
			parts = append(parts, t+": ok")
		}
		return mcp.NewToolResultText(strings.Join(parts, "\n")), nil
	})
}
