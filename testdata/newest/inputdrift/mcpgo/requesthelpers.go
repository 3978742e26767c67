package mcpgo

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type buildInput struct{ code, mainFile, testCode string }

// resolveBuildInput reads the arguments of every build tool from their
// request: "mainFile" is declared by none of them (reported once, at the
// read), "testCode" by one (a shared helper may read it for that one).
func resolveBuildInput(req mcp.CallToolRequest) buildInput {
	in := buildInput{code: req.GetString("code", "")}
	if f, ok := req.GetArguments()["mainFile"].(string); ok { // want `tool "build" \(and every other tool that calls resolveBuildInput\): the handler reads argument "mainFile" \(a \.\(string\) assertion in resolveBuildInput\), which the schema of the mcp.NewTool options does not declare`
		in.mainFile = f
	}
	if t, ok := req.GetArguments()["testCode"].(string); ok {
		in.testCode = t
	}
	return in
}

// buildFlags is called by one tool only: all its reads are that tool's.
func buildFlags(req mcp.CallToolRequest) string {
	return req.GetString("tags", "") + req.GetString("ldflags", "") // want `tool "build": the handler reads argument "ldflags" \(GetString in buildFlags\)`
}

func handleBuild(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	in := resolveBuildInput(req)
	return mcp.NewToolResultText(in.code + buildFlags(req)), nil
}

func handleTest(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	in := resolveBuildInput(req)
	return mcp.NewToolResultText(in.code + in.testCode), nil
}

// handleRelease runs another tool's handler with a request of its own:
// that handler's reads ("strict") are the other tool's, not this one's.
func handleRelease(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var sub mcp.CallToolRequest
	sub.Params.Arguments = map[string]any{"strict": true}
	_, err := handleLint(ctx, sub)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(req.GetString("version", "") + " linted"), nil
}

func handleLint(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetBool("strict", false) || req.GetInt("level", 0) > 1 { // want `tool "lint": the handler reads argument "level" \(GetInt\)`
		return mcp.NewToolResultText("strict"), nil
	}
	return mcp.NewToolResultText("lenient"), nil
}

func registerBuildTools(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("build", mcp.WithString("code"), mcp.WithString("tags")), handleBuild)
	s.AddTool(mcp.NewTool("test", mcp.WithString("code"), mcp.WithString("testCode")), handleTest)
	s.AddTool(mcp.NewTool("release", mcp.WithString("version")), handleRelease)
	s.AddTool(mcp.NewTool("lint", mcp.WithBoolean("strict")), handleLint)
}
