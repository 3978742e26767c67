// Package writeloop: a loop whose item's write fails with only a log
// line, and the answer says the work was done.
package writeloop

import (
	"context"
	"database/sql"
	"fmt"
	"log/slog"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type taskStore struct{ db *sql.DB }

func (s *taskStore) Save(ctx context.Context, quest, beacon string) error {
	_, err := s.db.ExecContext(ctx, "INSERT INTO tasks VALUES (?, ?)", quest, beacon)
	return err
}

func (s *taskStore) Lookup(ctx context.Context, beacon string) (string, error) {
	var name string
	err := s.db.QueryRowContext(ctx, "SELECT name FROM beacons WHERE id = ?", beacon).Scan(&name)
	return name, err
}

func Register(s *server.MCPServer, st *taskStore) {
	s.AddTool(mcp.NewTool("create_quest", mcp.WithArray("beacons", mcp.WithStringItems())), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		for _, b := range req.GetStringSlice("beacons", nil) {
			err := st.Save(ctx, "q1", b)
			if err != nil {
				slog.ErrorContext(ctx, "failed to create task", "beacon", b, "err", err) // want `tool "create_quest": when taskStore.Save fails, the item's write is only logged here and the loop goes on`
			}
		}
		return mcp.NewToolResultText("quest created"), nil
	})
	s.AddTool(mcp.NewTool("check_beacons", mcp.WithArray("beacons", mcp.WithStringItems())), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		n := 0
		for _, b := range req.GetStringSlice("beacons", nil) {
			n++
			// a read, not the item's work: the count is its own answer
			if _, err := st.Lookup(ctx, b); err != nil {
				slog.Warn("lookup", "err", err)
			}
		}
		return mcp.NewToolResultText(fmt.Sprint(n)), nil
	})
	s.AddTool(mcp.NewTool("cleanup", mcp.WithArray("paths", mcp.WithStringItems())), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		for _, p := range req.GetStringSlice("paths", nil) {
			if err := os.Remove(p); err != nil { // a release: best effort
				slog.Warn("remove", "err", err)
			}
		}
		return mcp.NewToolResultText("done"), nil
	})
	s.AddTool(mcp.NewTool("save_counted", mcp.WithArray("beacons", mcp.WithStringItems())), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		failed := 0
		for _, b := range req.GetStringSlice("beacons", nil) {
			if err := st.Save(ctx, "q2", b); err != nil {
				slog.Error("save", "err", err)
				failed++ // the branch counts the failure: the answer says it
			}
		}
		return mcp.NewToolResultText(fmt.Sprintf("%d failed", failed)), nil
	})
}
