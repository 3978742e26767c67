// Package tools: loops that drop the items whose call fails, here and in
// package store.
package tools

import (
	"context"
	"database/sql"
	"fmt"
	"log"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"fixtures/errlayer/skipped/store"
)

type client interface {
	Get(ctx context.Context, id string) (string, error)
	IDs(ctx context.Context) ([]string, error)
}

func Register(s *server.MCPServer, st *store.Store, c client, db *sql.DB) {
	s.AddTool(mcp.NewTool("count_tasks"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return mcp.NewToolResultText(fmt.Sprint(st.MustCount())), nil // want `tool "count_tasks": st.MustCount calls log.Fatalf \(store.go:\d+\), which ends the server process`
	})
	s.AddTool(mcp.NewTool("titles"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		titles, err := store.Titles(db) // want `tool "titles": store.Titles reads a result set to its end and never checks rows.Err\(\) \(store.go:\d+\)`
		if err != nil {
			return mcp.NewToolResultErrorFromErr("titles", err), nil
		}
		checked, err := store.CheckedTitles(db)
		if err != nil {
			return mcp.NewToolResultErrorFromErr("titles", err), nil
		}
		return mcp.NewToolResultText(strings.Join(append(titles, checked...), "\n")), nil
	})
	s.AddTool(mcp.NewTool("capped_titles"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		titles, err := store.CappedTitles(db, 50) // want `tool "capped_titles": store.CappedTitles skips the items whose Rows.Scan fails \(store.go:\d+\)`
		if err != nil {
			return mcp.NewToolResultErrorFromErr("titles", err), nil
		}
		first, err := store.FirstTitle(db)
		if err != nil {
			return mcp.NewToolResultErrorFromErr("titles", err), nil
		}
		return mcp.NewToolResultText(strings.Join(append(titles, first), "\n")), nil
	})
	s.AddTool(mcp.NewTool("pairs", mcp.WithArray("names", mcp.WithStringItems())), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return mcp.NewToolResultText(strings.Join(st.Pairs(req.GetStringSlice("names", nil)), ",")), nil // want `tool "pairs": st.Pairs skips the items whose Store.load fails \(store.go:275\)`
	})
	s.AddTool(mcp.NewTool("reload"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if _, err := c.IDs(ctx); err != nil {
			log.Fatalf("reload: %v", err) // want `tool "reload": log.Fatalf ends the server process when this runs`
		}
		return mcp.NewToolResultText("reloaded"), nil
	})
	s.AddTool(mcp.NewTool("list_tasks"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		tasks, err := st.LoadAll() // want `tool "list_tasks": st.LoadAll skips the items whose Store.load fails \(store.go:\d+\) with no word in its result, and the answer reports success`
		if err != nil {
			return mcp.NewToolResultErrorFromErr("load", err), nil
		}
		return mcp.NewToolResultText(fmt.Sprint(tasks)), nil
	})
	s.AddTool(mcp.NewTool("list_archived"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		tasks, err := st.Archived() // the skip is two calls deep in package store
		if err != nil {
			return mcp.NewToolResultErrorFromErr("load", err), nil
		}
		return mcp.NewToolResultText(fmt.Sprint(tasks)), nil
	})
	s.AddTool(mcp.NewTool("fetch_all"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return fetchAll(ctx, c)
	})
	s.AddTool(mcp.NewTool("fetch_reported"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return fetchReported(ctx, c)
	})
	s.AddTool(mcp.NewTool("lookalikes", mcp.WithArray("names", mcp.WithStringItems())), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		names := req.GetStringSlice("names", nil)
		tasks, failed := st.LoadReported(names)
		first, err := st.First(names)
		if err != nil {
			return mcp.NewToolResultErrorFromErr("first", err), nil
		}
		st.Touch(names)
		last, err := st.LastError(names)
		if err != nil {
			return mcp.NewToolResultErrorFromErr("last", err), nil
		}
		return mcp.NewToolResultText(fmt.Sprint(tasks, failed, first, last, store.Existing(names), store.Decoded(nil), store.Zones(), store.Cached(names), st.Notes(names), store.IDs(names), store.Versions(names))), nil
	})
}

// fetchAll drops, with a log line, the items the upstream fails on.
func fetchAll(ctx context.Context, c client) (*mcp.CallToolResult, error) {
	ids, err := c.IDs(ctx)
	if err != nil {
		return mcp.NewToolResultErrorFromErr("ids", err), nil
	}
	var out []string
	for _, id := range ids {
		v, err := c.Get(ctx, id)
		if err != nil {
			log.Printf("get %s: %v", id, err)
			continue // want `tool "fetch_all": when client.Get fails, this continue drops the item with no word in the answer, which reports success`
		}
		out = append(out, v)
	}
	return mcp.NewToolResultText(strings.Join(out, "\n")), nil
}

// stamps skips the stamps that do not convert: store.ToISO is pure.
func stamps(ctx context.Context, c client) []string {
	ids, _ := c.IDs(ctx)
	var out []string
	for _, id := range ids {
		iso, err := store.ToISO(id)
		if err != nil {
			continue
		}
		out = append(out, iso)
	}
	for i := 1; i < len(ids); i++ {
		d, err := store.Diff([]byte(ids[i-1]), []byte(ids[i]))
		if err != nil {
			continue // a pair that does not decode: the item is malformed
		}
		out = append(out, d...)
	}
	return out
}

// fetchReported writes each failure into the answer: the model reads it.
func fetchReported(ctx context.Context, c client) (*mcp.CallToolResult, error) {
	ids, err := c.IDs(ctx)
	if err != nil {
		return mcp.NewToolResultErrorFromErr("ids", err), nil
	}
	var sb strings.Builder
	sb.WriteString(strings.Join(stamps(ctx, c), ","))
	for _, id := range ids {
		v, err := c.Get(ctx, id)
		if err != nil {
			fmt.Fprintf(&sb, "%s: failed: %v\n", id, err)
			continue
		}
		sb.WriteString(v + "\n")
	}
	return mcp.NewToolResultText(sb.String()), nil
}
