package mcpgo

import "github.com/mark3labs/mcp-go/mcp"

// Array arguments with an enum: on the items the schema is right; on the
// array itself it admits no value.
var (
	statusFilter = mcp.NewTool("list_reports",
		mcp.WithArray("statuses", mcp.WithStringItems(), mcp.Enum("DONE", "FATAL"), mcp.Description("Filter by status.")), // want `argument "statuses" is an array, but mcp.Enum sets its enum on the array itself`
	)
	typeFilter = mcp.NewTool("list_secrets",
		mcp.WithArray("type",
			mcp.Description("Secret types"),
			mcp.Enum("SecretFile", "SecretText"), // want `argument "type" is an array, but mcp.Enum sets its enum on the array itself`
		),
	)
	labelled = mcp.NewTool("list_labels",
		mcp.WithArray("labels", mcp.WithStringItems(mcp.Description("a label")), mcp.Enum("bug", "docs")), // want `argument "labels" is an array`
	)

	// The enum on the items: right.
	colors = mcp.NewTool("paint",
		mcp.WithArray("colors", mcp.WithStringItems(mcp.Enum("red", "green"))),
		mcp.WithString("finish", mcp.Enum("matte", "gloss")),
	)
	sizes = mcp.NewTool("sizes",
		mcp.WithArray("sizes", mcp.Items(map[string]any{"type": "string", "enum": []string{"S", "M"}})),
	)
)
