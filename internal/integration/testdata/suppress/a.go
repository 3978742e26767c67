// Package suppress registers tools under every form of suppression
// directive. Each tool name says what the directive should do; the test
// holds the expected findings.
package suppress

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func h(ctx context.Context, req *mcp.CallToolRequest, in struct{}) (*mcp.CallToolResult, any, error) {
	return nil, nil, nil
}

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "plain"}, h)
	mcp.AddTool(s, &mcp.Tool{Name: "nolint_line"}, h) //nolint:mcplint // the reason
	//nolint:mcplint // the reason, for the next statement
	mcp.AddTool(s, &mcp.Tool{Name: "nolint_above"}, h)
	//lint:ignore errlayer the reason
	mcp.AddTool(s, &mcp.Tool{Name: "ignore_errlayer"}, h)
	//lint:ignore errlayer,toolnames the reason covers the whole statement
	mcp.AddTool(s, &mcp.Tool{
		Name: "ignore_two",
	}, h)
	mcp.AddTool(s, &mcp.Tool{Name: "nolint_no_reason"}, h) //nolint:mcplint
	//lint:ignore errlayer
	mcp.AddTool(s, &mcp.Tool{Name: "ignore_no_reason"}, h)
	mcp.AddTool(s, &mcp.Tool{Name: "other_linter"}, h) //nolint:errcheck // not ours
	//lint:ignore SA4006 staticcheck's, not ours
	mcp.AddTool(s, &mcp.Tool{Name: "staticcheck_check"}, h)
	//nolint:all // every linter
	mcp.AddTool(s, &mcp.Tool{Name: "nolint_all"}, h)
	//lint:ignore errlayer the directive covers the next line only
	_ = 0
	mcp.AddTool(s, &mcp.Tool{Name: "after_covered_line"}, h)
	mcp.AddTool(s, &mcp.Tool{Name: "nolint_check_name"}, h)       //nolint:errlayer // a check, not a linter
	mcp.AddTool(s, &mcp.Tool{Name: "nolint_checks_and_other"}, h) //nolint:toolnames,errcheck,schemadrift // the same
}

// RegisterMore is suppressed as a whole declaration.
//
//nolint:mcplint // the reason, for the whole function
func RegisterMore(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "in_nolint_func"}, h)
}
