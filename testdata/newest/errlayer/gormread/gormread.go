// Package gormread: a gorm query run as a statement, whose Error nobody
// reads, inside a tool.
package gormread

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	"gorm.io/gorm"
)

type Comment struct {
	ID      uint
	IssueID string
	Body    string
}

func Register(s *server.MCPServer, db *gorm.DB) {
	s.AddTool(mcp.NewTool("list_comments", mcp.WithString("issue_id", mcp.Required())), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		issue := req.GetString("issue_id", "")
		var comments []Comment
		if err := db.Where("issue_id = ?", issue).Find(&comments).Error; err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		var total int64
		db.Model(&Comment{}).Where("issue_id = ?", issue).Count(&total) // want `tool "list_comments": the error of DB.Count is thrown away here`
		return mcp.NewToolResultText(fmt.Sprintf("%d of %d", len(comments), total)), nil
	})

	// Look-alikes: the query's Error is read, or the statement is a write
	// whose failure is another matter.
	s.AddTool(mcp.NewTool("count_comments", mcp.WithString("issue_id", mcp.Required())), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		issue := req.GetString("issue_id", "")
		var total int64
		q := db.Model(&Comment{}).Where("issue_id = ?", issue).Count(&total)
		if q.Error != nil {
			return mcp.NewToolResultError(q.Error.Error()), nil
		}
		db.Model(&Comment{}).Where("issue_id = ?", issue).Update("seen", true)
		return mcp.NewToolResultText(fmt.Sprint(total)), nil
	})
}
