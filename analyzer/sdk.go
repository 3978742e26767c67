package analyzer

import (
	"go/types"
	"strings"
)

// SDK names the library a server is built with.
type SDK int

// The SDKs the model knows. HandRolled is a server that answers JSON-RPC itself.
const (
	SDKUnknown SDK = iota
	GoSDK          // github.com/modelcontextprotocol/go-sdk
	MCPGo          // github.com/mark3labs/mcp-go
	MCPGolang      // github.com/metoro-io/mcp-golang
	HandRolled
	GoMCP   // github.com/ThinkInAIXYZ/go-mcp
	GoMCPGo // github.com/gomcpgo/mcp
	// KtrMCP is github.com/ktr0731/go-mcp, known only through the
	// dispatchers its generator writes (toolmethods.go, libraryfunc.go).
	KtrMCP
)

func (s SDK) String() string {
	switch s {
	case GoSDK:
		return "go-sdk"
	case MCPGo:
		return "mcp-go"
	case MCPGolang:
		return "mcp-golang"
	case HandRolled:
		return "hand-rolled"
	case GoMCP:
		return "go-mcp"
	case GoMCPGo:
		return "gomcpgo/mcp"
	case KtrMCP:
		return "ktr0731/go-mcp"
	}
	return "unknown"
}

// Import paths of the SDK packages the model reads. They are the only
// place where the SDKs' paths are spelled out.
const (
	goSDKMCP      = "github.com/modelcontextprotocol/go-sdk/mcp"
	goSDKJSONRPC  = "github.com/modelcontextprotocol/go-sdk/jsonrpc"
	goSDKModule   = "github.com/modelcontextprotocol/go-sdk"
	mcpGoMCP      = "github.com/mark3labs/mcp-go/mcp"
	mcpGoServer   = "github.com/mark3labs/mcp-go/server"
	mcpGoModule   = "github.com/mark3labs/mcp-go"
	metoroPkg     = "github.com/metoro-io/mcp-golang"
	metoroModule  = "github.com/metoro-io/mcp-golang"
	goMCPServer   = "github.com/ThinkInAIXYZ/go-mcp/server"
	goMCPProto    = "github.com/ThinkInAIXYZ/go-mcp/protocol"
	goMCPModule   = "github.com/ThinkInAIXYZ/go-mcp"
	gomcpgoProto  = "github.com/gomcpgo/mcp/pkg/protocol"
	gomcpgoModule = "github.com/gomcpgo/mcp"
	ktrMCPModule  = "github.com/ktr0731/go-mcp"
)

// sdkPackages are the packages of the SDK modules that are the SDK: the
// rest of those modules (examples/, conformance servers, cmd/) is user
// code to check like any other.
var sdkPackages = []string{
	goSDKModule + "/mcp", goSDKModule + "/jsonrpc", goSDKModule + "/auth", goSDKModule + "/oauthex", goSDKModule + "/jsonschema",
	mcpGoModule + "/mcp", mcpGoModule + "/server", mcpGoModule + "/client", mcpGoModule + "/util",
	mcpGoModule + "/tracing", mcpGoModule + "/mcptest",
	metoroModule, metoroModule + "/transport",
	goMCPModule + "/server", goMCPModule + "/protocol", goMCPModule + "/transport", goMCPModule + "/client", goMCPModule + "/pkg",
	gomcpgoModule + "/pkg",
}

// isSDKPackage reports whether path is a library package of an SDK (or
// one of its internal packages).
func isSDKPackage(path string) bool {
	if sdkOfPath(path) == SDKUnknown {
		return false
	}
	if strings.Contains(path, "/internal/") || strings.HasSuffix(path, "/internal") {
		return true
	}
	for _, p := range sdkPackages {
		if path == p || p != metoroModule && strings.HasPrefix(path, p+"/") {
			return true // mcp-golang's root package is its module: only it is the SDK
		}
	}
	return false
}

// sdkOfPath tells which SDK module a package path belongs to.
// IsServerType reports whether t is (a pointer to) an SDK's server:
// go-sdk mcp.Server, mcp-go server.MCPServer, go-mcp server.Server.
func IsServerType(t types.Type) bool {
	return isNamed(t, goSDKMCP, "Server") || isNamed(t, mcpGoServer, "MCPServer") || isNamed(t, goMCPServer, "Server")
}

// SDKOfPath is the SDK whose package has import path path, or
// SDKUnknown.
func SDKOfPath(path string) SDK { return sdkOfPath(path) }

func sdkOfPath(path string) SDK {
	switch {
	case path == goSDKModule || strings.HasPrefix(path, goSDKModule+"/"):
		return GoSDK
	case path == mcpGoModule || strings.HasPrefix(path, mcpGoModule+"/"):
		return MCPGo
	case path == metoroModule || strings.HasPrefix(path, metoroModule+"/"):
		return MCPGolang
	case path == goMCPModule || strings.HasPrefix(path, goMCPModule+"/"):
		return GoMCP
	case path == gomcpgoModule || strings.HasPrefix(path, gomcpgoModule+"/"):
		return GoMCPGo
	}
	return SDKUnknown
}

// Op is what a known SDK function does, as far as the passes care.
type Op int

// Known SDK operations.
const (
	OpNone Op = iota

	// Tool registration and removal: they change the server's tool set.
	OpAddTool             // go-sdk (*Server).AddTool, mcp-go (*MCPServer).AddTool
	OpAddToolTyped        // go-sdk mcp.AddTool[In, Out]
	OpAddTools            // mcp-go AddTools(...ServerTool)
	OpSetTools            // mcp-go SetTools(...ServerTool)
	OpAddTaskTool         // mcp-go AddTaskTool
	OpAddTaskTools        // mcp-go AddTaskTools(...ServerTaskTool)
	OpAddSessionTool      // mcp-go AddSessionTool(sessionID, tool, handler)
	OpAddSessionTools     // mcp-go AddSessionTools(sessionID, ...ServerTool)
	OpRegisterTool        // mcp-golang RegisterTool(name, description, handler)
	OpRemoveTools         // go-sdk RemoveTools, mcp-go DeleteTools
	OpDeleteSessionTools  // mcp-go DeleteSessionTools
	OpDeregisterTool      // mcp-golang DeregisterTool
	opEndToolSetMutations // sentinel: ops before it change the tool set

	// Tool definitions.
	OpNewTool              // mcp-go mcp.NewTool(name, opts...)
	OpNewServerTool        // go-sdk v0.1 mcp.NewServerTool(name, desc, handler, opts...): a tool and its handler, for AddTools
	OpNewToolWithRawSchema // mcp-go mcp.NewToolWithRawSchema(name, desc, schema)
	OpWithOutputSchema     // mcp-go mcp.WithOutputSchema[T]()
	OpWithRawOutputSchema  // mcp-go mcp.WithRawOutputSchema(raw)
	OpWithInputSchema      // mcp-go mcp.WithInputSchema[T]()
	OpWithRawInputSchema   // mcp-go mcp.WithRawInputSchema(raw)

	// Handler adapters.
	OpNewTypedToolHandler      // mcp-go: errors stay JSON-RPC -32603
	OpNewStructuredToolHandler // mcp-go: errors become isError

	// One function for every tools/call.
	OpHandleCallTool // mcp-go v0.1 (*DefaultServer).HandleCallTool(func(ctx, name, arguments) (*CallToolResult, error))
	OpCallToolMethod // gomcpgo/mcp: a handler.ToolHandler's CallTool method, which its server calls for every tools/call

	// Servers, middleware and hooks.
	OpNewServer                 // go-sdk mcp.NewServer, mcp-go server.NewMCPServer, mcp-golang NewServer
	OpWithToolHandlerMiddleware // mcp-go server.WithToolHandlerMiddleware(mw)
	OpUse                       // mcp-go (*MCPServer).Use(mw...)
	OpWithRecovery              // mcp-go server.WithRecovery(): panics become errors, errors pass
	OpAddReceivingMiddleware    // go-sdk (*Server).AddReceivingMiddleware(mw...)
	OpWithToolFilter            // mcp-go server.WithToolFilter(f)
	OpWithHooks                 // mcp-go server.WithHooks(h)
	OpClientSessionFromContext  // mcp-go server.ClientSessionFromContext(ctx)
	OpSessionID                 // mcp-go ClientSession.SessionID(), go-sdk (*ServerSession).ID()

	// Results.
	OpResultError      // mcp-go NewToolResultError, NewToolResultErrorFromErr, NewToolResultErrorf
	OpResultText       // mcp-go NewToolResultText and other text-only success results
	OpResultStructured // mcp-go NewToolResultStructured, NewToolResultStructuredOnly, NewToolResultJSON
	OpSetError         // go-sdk (*CallToolResult).SetError

	// Deliberate JSON-RPC errors.
	OpJSONRPCErrorCtor // go-sdk mcp.ResourceNotFoundError, mcp.URLElicitationRequiredError

	// Argument access that fails on a missing or mistyped argument: the
	// error it returns is an input-validation error (SEP-1303).
	OpRequireArgument // mcp-go (CallToolRequest).RequireString and the other Require*, BindArguments

	// Hand-built JSON-RPC error messages (mcp-go): the code is argument
	// 1 of NewJSONRPCError(id, code, message, data) and argument 0 of
	// NewJSONRPCErrorDetails(code, message, data).
	OpNewJSONRPCError
	OpNewJSONRPCErrorDetails
)

// ChangesToolSet reports whether op adds or removes tools.
func (op Op) ChangesToolSet() bool { return op > OpNone && op < opEndToolSetMutations }

// Registers reports whether op registers one or more tools.
func (op Op) Registers() bool {
	switch op {
	case OpAddTool, OpAddToolTyped, OpAddTools, OpSetTools, OpAddTaskTool, OpAddTaskTools,
		OpAddSessionTool, OpAddSessionTools, OpRegisterTool, OpNewServerTool, OpHandleCallTool, OpCallToolMethod:
		return true
	}
	return false
}

// PerSession reports whether op changes one session's tools only.
func (op Op) PerSession() bool {
	return op == OpAddSessionTool || op == OpAddSessionTools || op == OpDeleteSessionTools
}

type funcKey struct{ pkg, recv, name string }

// knownFuncs is the one table of SDK functions the model recognises.
// recv is the receiver's type name without pointer, "" for package functions.
var knownFuncs = map[funcKey]Op{
	{goSDKMCP, "Server", "AddTool"}:                  OpAddTool,
	{goSDKMCP, "", "AddTool"}:                        OpAddToolTyped,
	{goSDKMCP, "", "NewServerTool"}:                  OpNewServerTool,
	{goSDKMCP, "Server", "RemoveTools"}:              OpRemoveTools,
	{goSDKMCP, "", "NewServer"}:                      OpNewServer,
	{goSDKMCP, "Server", "AddReceivingMiddleware"}:   OpAddReceivingMiddleware,
	{goSDKMCP, "CallToolResult", "SetError"}:         OpSetError,
	{goSDKMCP, "", "ResourceNotFoundError"}:          OpJSONRPCErrorCtor,
	{goSDKMCP, "", "URLElicitationRequiredError"}:    OpJSONRPCErrorCtor,
	{mcpGoServer, "MCPServer", "AddTool"}:            OpAddTool,
	{mcpGoServer, "DefaultServer", "HandleCallTool"}: OpHandleCallTool,
	{mcpGoServer, "MCPServer", "AddTools"}:           OpAddTools,
	{mcpGoServer, "MCPServer", "SetTools"}:           OpSetTools,
	{mcpGoServer, "MCPServer", "AddTaskTool"}:        OpAddTaskTool,
	{mcpGoServer, "MCPServer", "AddTaskTools"}:       OpAddTaskTools,
	{mcpGoServer, "MCPServer", "AddSessionTool"}:     OpAddSessionTool,
	{mcpGoServer, "MCPServer", "AddSessionTools"}:    OpAddSessionTools,
	{mcpGoServer, "MCPServer", "DeleteTools"}:        OpRemoveTools,
	{mcpGoServer, "MCPServer", "DeleteSessionTools"}: OpDeleteSessionTools,
	{mcpGoServer, "", "NewMCPServer"}:                OpNewServer,
	{mcpGoServer, "", "WithToolHandlerMiddleware"}:   OpWithToolHandlerMiddleware,
	{mcpGoServer, "MCPServer", "Use"}:                OpUse,
	{mcpGoServer, "", "WithRecovery"}:                OpWithRecovery,
	{mcpGoServer, "", "WithToolFilter"}:              OpWithToolFilter,
	{mcpGoServer, "", "WithHooks"}:                   OpWithHooks,
	{mcpGoServer, "", "ClientSessionFromContext"}:    OpClientSessionFromContext,
	{mcpGoServer, "ClientSession", "SessionID"}:      OpSessionID,
	{goSDKMCP, "ServerSession", "ID"}:                OpSessionID,
	{mcpGoMCP, "", "NewTool"}:                        OpNewTool,
	{mcpGoMCP, "", "NewToolWithRawSchema"}:           OpNewToolWithRawSchema,
	{mcpGoMCP, "", "WithOutputSchema"}:               OpWithOutputSchema,
	{mcpGoMCP, "", "WithRawOutputSchema"}:            OpWithRawOutputSchema,
	{mcpGoMCP, "", "WithInputSchema"}:                OpWithInputSchema,
	{mcpGoMCP, "", "WithRawInputSchema"}:             OpWithRawInputSchema,
	{mcpGoMCP, "", "NewTypedToolHandler"}:            OpNewTypedToolHandler,
	{mcpGoMCP, "", "NewStructuredToolHandler"}:       OpNewStructuredToolHandler,
	{mcpGoMCP, "", "NewToolResultError"}:             OpResultError,
	{mcpGoMCP, "", "NewToolResultErrorFromErr"}:      OpResultError,
	{mcpGoMCP, "", "NewToolResultErrorf"}:            OpResultError,
	{mcpGoMCP, "", "NewToolResultText"}:              OpResultText,
	{mcpGoMCP, "", "NewToolResultImage"}:             OpResultText,
	{mcpGoMCP, "", "NewToolResultAudio"}:             OpResultText,
	{mcpGoMCP, "", "NewToolResultResource"}:          OpResultText,
	{mcpGoMCP, "", "NewToolResultStructured"}:        OpResultStructured,
	{mcpGoMCP, "", "NewToolResultStructuredOnly"}:    OpResultStructured,
	{mcpGoMCP, "", "NewToolResultJSON"}:              OpResultStructured,
	{metoroPkg, "Server", "RegisterTool"}:            OpRegisterTool,
	{metoroPkg, "Server", "DeregisterTool"}:          OpDeregisterTool,
	{metoroPkg, "", "NewServer"}:                     OpNewServer,

	// go-mcp (github.com/ThinkInAIXYZ/go-mcp), see docs/sdks.md.
	{goMCPServer, "Server", "RegisterTool"}:   OpAddTool,
	{goMCPServer, "Server", "UnregisterTool"}: OpRemoveTools,
	{goMCPServer, "", "NewServer"}:            OpNewServer,
	{goMCPServer, "Server", "Use"}:            OpUse,
	{goMCPProto, "", "NewTool"}:               OpNewTool,
	{goMCPProto, "", "NewToolWithRawSchema"}:  OpNewToolWithRawSchema,
	{goMCPProto, "", "VerifyAndUnmarshal"}:    OpRequireArgument,

	// Argument access (errlayer: argument-validation errors).
	{mcpGoMCP, "CallToolRequest", "BindArguments"}:      OpRequireArgument,
	{mcpGoMCP, "CallToolRequest", "RequireString"}:      OpRequireArgument,
	{mcpGoMCP, "CallToolRequest", "RequireInt"}:         OpRequireArgument,
	{mcpGoMCP, "CallToolRequest", "RequireFloat"}:       OpRequireArgument,
	{mcpGoMCP, "CallToolRequest", "RequireBool"}:        OpRequireArgument,
	{mcpGoMCP, "CallToolRequest", "RequireStringSlice"}: OpRequireArgument,
	{mcpGoMCP, "CallToolRequest", "RequireIntSlice"}:    OpRequireArgument,
	{mcpGoMCP, "CallToolRequest", "RequireFloatSlice"}:  OpRequireArgument,
	{mcpGoMCP, "CallToolRequest", "RequireBoolSlice"}:   OpRequireArgument,
	{mcpGoMCP, "", "NewJSONRPCError"}:                   OpNewJSONRPCError,
	{mcpGoMCP, "", "NewJSONRPCErrorDetails"}:            OpNewJSONRPCErrorDetails,
}

// OpOf returns what fn is to the model, or OpNone. Generic functions are
// looked up by their origin.
func OpOf(fn *types.Func) Op {
	if fn == nil || fn.Pkg() == nil {
		return OpNone
	}
	fn = fn.Origin()
	k := funcKey{pkg: fn.Pkg().Path(), name: fn.Name()}
	if sig, ok := fn.Type().(*types.Signature); ok && sig.Recv() != nil {
		k.recv = typeName(sig.Recv().Type())
	}
	return knownFuncs[k]
}

// typeName is the name of a (pointer to a) named type, or "".
func typeName(t types.Type) string {
	if p, ok := types.Unalias(t).(*types.Pointer); ok {
		t = p.Elem()
	}
	if n, ok := types.Unalias(t).(*types.Named); ok {
		return n.Obj().Name()
	}
	return ""
}

// IsCallToolResult reports whether t is (a pointer to) a CallToolResult of any SDK.
func IsCallToolResult(t types.Type) bool {
	// go-sdk v0.x: CallToolResultFor[Out], of which CallToolResult is an
	// alias (CallToolResultFor[any]), has IsError as well.
	return isNamed(t, goSDKMCP, "CallToolResult") || isNamed(t, goSDKMCP, "CallToolResultFor") ||
		isNamed(t, mcpGoMCP, "CallToolResult") || isNamed(t, goMCPProto, "CallToolResult") || isNamed(t, gomcpgoProto, "CallToolResponse") ||
		isNamed(t, ktrMCPModule, "CallToolResult")
}

// IsCallToolRequest reports whether t is (a pointer to) a CallToolRequest
// of any SDK: what a tools/call handler or an mcp-go call-tool hook receives.
func IsCallToolRequest(t types.Type) bool {
	return isGoSDKCallToolRequest(t) || isNamed(t, mcpGoMCP, "CallToolRequest") || isNamed(t, goMCPProto, "CallToolRequest") || isNamed(t, gomcpgoProto, "CallToolRequest")
}

// isGoSDKCallToolRequest reports whether t is (a pointer to) go-sdk's
// CallToolRequest: from v1.0 an alias of ServerRequest[*CallToolParamsRaw],
// which the type checker sees as that instantiation; before, a named type.
func isGoSDKCallToolRequest(t types.Type) bool {
	if isNamed(t, goSDKMCP, "CallToolRequest") {
		return true
	}
	if !isNamed(t, goSDKMCP, "ServerRequest") {
		return false
	}
	n, _ := types.Unalias(Deref(t)).(*types.Named)
	if n == nil || n.TypeArgs().Len() != 1 {
		return false
	}
	arg := n.TypeArgs().At(0)
	return isNamed(arg, goSDKMCP, "CallToolParamsRaw") || isNamed(arg, goSDKMCP, "CallToolParams")
}

// IsRequestStateField reports whether obj is the RequestState field of
// an SDK's multi-round-trip result (go-sdk CallToolResult, mcp-go
// MultiRoundTripResult): the opaque state the server hands the client to
// send back, which the spec (2026-07-28, SEP-2322) requires the server to
// protect (HMAC or AEAD).
func IsRequestStateField(obj types.Object) bool {
	v, ok := obj.(*types.Var)
	return ok && v.IsField() && v.Name() == "RequestState" && v.Pkg() != nil &&
		(v.Pkg().Path() == goSDKMCP || v.Pkg().Path() == mcpGoMCP)
}

// IsToolNameField reports whether obj is the tool-name field of a
// tools/call request (go-sdk CallToolParams and CallToolParamsRaw, mcp-go
// CallToolParams: req.Params.Name; go-mcp CallToolRequest: req.Name).
func IsToolNameField(obj types.Object) bool {
	v, ok := obj.(*types.Var)
	if !ok || !v.IsField() || v.Name() != "Name" || v.Pkg() == nil {
		return false
	}
	for _, k := range []struct{ pkg, typ string }{
		{goSDKMCP, "CallToolParams"}, {goSDKMCP, "CallToolParamsRaw"},
		{mcpGoMCP, "CallToolParams"}, {goMCPProto, "CallToolRequest"},
	} {
		if v.Pkg().Path() != k.pkg {
			continue
		}
		if o, ok := v.Pkg().Scope().Lookup(k.typ).(*types.TypeName); ok {
			if st, ok := o.Type().Underlying().(*types.Struct); ok {
				for i := range st.NumFields() {
					if st.Field(i) == v {
						return true
					}
				}
			}
		}
	}
	return false
}

// IsListToolsResult reports whether t is (a pointer to) a ListToolsResult
// of any SDK: what a tools/list answer or an AfterListTools hook holds.
func IsListToolsResult(t types.Type) bool {
	return isNamed(t, goSDKMCP, "ListToolsResult") || isNamed(t, mcpGoMCP, "ListToolsResult") || isNamed(t, goMCPProto, "ListToolsResult")
}

// IsJSONRPCError reports whether t is go-sdk's *jsonrpc.Error (an alias of an
// internal WireError) or mcp-go's URLElicitationRequiredError: the errors a
// tool handler returns on purpose to produce a specific JSON-RPC error.
func IsJSONRPCError(t types.Type) bool {
	if isNamed(t, mcpGoMCP, "URLElicitationRequiredError") {
		return true
	}
	if p, ok := types.Unalias(t).(*types.Pointer); ok {
		t = p.Elem()
	}
	if a, ok := t.(*types.Alias); ok && a.Obj().Pkg() != nil && a.Obj().Pkg().Path() == goSDKJSONRPC && a.Obj().Name() == "Error" {
		return true
	}
	n, ok := types.Unalias(t).(*types.Named)
	return ok && n.Obj().Pkg() != nil && sdkOfPath(n.Obj().Pkg().Path()) == GoSDK && n.Obj().Name() == "WireError"
}
