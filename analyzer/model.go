package analyzer

import (
	"go/ast"
	"go/token"
	"go/types"
	"sync"
)

// Model is what the analyzer knows about one package: its tool
// registrations, the handlers behind them, the other MCP request handlers,
// and the settings every pass shares. Passes read it; they never look at
// SDK identifiers themselves.
type Model struct {
	// lazy guards the builder's caches that the passes fill on demand
	// (ArgReads): the passes of one package run concurrently on this
	// one Model.
	lazy     sync.Mutex
	argReads map[argReadsKey][]ArgRead // ArgReads' answers
	// validation answers mayValidateInput once per package.
	validation struct {
		once sync.Once
		may  bool
	}
	// nilOnError holds the NilOnErrorFacts of the functions of other
	// packages that this package calls.
	nilOnError map[*types.Func][]int
	// nilSafe holds, for the pointer methods of other packages that
	// this package calls, whether they carry a NilSafeFact.
	nilSafe map[*types.Func]bool
	// negBounds holds the NegativeBoundFacts of the functions of other
	// packages that this package calls.
	negBounds map[*types.Func][]NegBound
	// nilSlices holds the NilSliceFacts of the functions of other
	// packages that this package calls.
	nilSlices map[*types.Func][]NilSliceResult
	// mapOrders holds the MapOrderFacts of the functions of other
	// packages that this package calls.
	mapOrders map[*types.Func]string
	// uncheckedParams holds the UncheckedParamFacts of the functions of
	// other packages that this package calls.
	uncheckedParams map[*types.Func][]UncheckedParam
	// errorFields holds the ErrorFieldFacts of the functions of other
	// packages this package calls.
	errorFields map[*types.Func]ErrorField
	// skipped holds the SkippedFailureFacts of the functions of other
	// packages this package calls.
	skipped map[*types.Func][]SkipSite
	// pure holds the other packages' functions this package calls that
	// have a PureFact.
	pure map[*types.Func]bool
	// outside holds the other packages' functions this package calls
	// that read from outside the process (OutsideReadFact).
	outside map[*types.Func]bool
	// pureHere reads this package's functions for purity, once.
	pureHere *pureReader
	// enumMismatches are the package's schema literals whose enum
	// admits no value (enumtype.go).
	enumMismatches []EnumMismatch
	// readFields caches ReadFields, per argument struct.
	readFields map[*types.Named]*fieldReads
	// Relevant is false for a package that uses no MCP SDK, directly or
	// through a package that does. Everything else is then empty.
	Relevant bool
	Config   Config
	// SDKs lists the SDKs this package imports directly, with the module
	// version when the SDK package's fact carried one.
	SDKs []SDKVersion
	// Registrations in source order, one per registered tool (an AddTools
	// call with three ServerTools gives three).
	Registrations []*Registration
	// Handlers are the request handlers other than tool handlers whose
	// bodies are in this package (resources, prompts, middleware, hooks,
	// tool filters). A tool handler appears here too, with Kind ToolHandler,
	// once per distinct body.
	Handlers []*Handler
	// Mutations are the calls in this package that change a tool set,
	// registrations and removals alike, at start-up or not.
	Mutations []*Mutation

	// Dispatchers are the places that route tools/call or tools/list by
	// method name themselves (hand-rolled servers, gateways, middleware).
	Dispatchers []*Dispatcher
	// TableTools are, in a package that is not relevant (no SDK, no
	// dispatcher), the tools its struct literals define (tabletools.go):
	// what the adapter of another package makes of their errors is not
	// known here, what their code drops on the way is.
	TableTools []*Handler
	// RouteTools are the tools of this package's routers that answer a
	// tool result of the project's own (routes.go): the functions their
	// cases call, each the handler of the tool its case names.
	RouteTools []*Handler
	// TableFills are the registrations of handlers stored in a
	// hand-rolled tool table under a constant name (addTableFills);
	// TableFillsComplete is set when every store into the tables was one.
	TableFills         []*Registration
	TableFillsComplete bool

	// ToolImpls are the tools defined as implementations of a tool
	// interface the package declares (see ToolImpl).
	ToolImpls []*ToolImpl

	// ImportedImpls are implementations of a tool interface, declared in
	// other packages, that an adapter seen here or upstream runs
	// (implfacts.go).
	ImportedImpls []ImportedImpl

	// Imported holds what functions of other packages do to servers,
	// read from facts when this package calls them (see RegistrarFact).
	Imported []*ImportedRegistration

	// Definitions are the tool definitions of this package that no
	// registration reaches and that travel with no handler the model
	// can find (FromDefinition set, Handler nil): the checks of names and
	// schemas that need no handler read them.
	Definitions []*Registration

	// HelperCalls are calls that pass a constant tool name to a function
	// that registers a tool under it (func register(s, name string)).
	HelperCalls []*HelperCall

	// Unread says which parts of the servers the model could not read
	// (middleware chosen at run time) and how many tools that leaves
	// without findings.
	Unread []UnreadNote

	handlerOf  map[ast.Node]*Handler // body node (FuncLit or FuncDecl) → handler
	b          *builder              // answers queries that need the package's syntax and facts
	directives *directives           // suppression directives of the package

	funcDecls map[*types.Func]*ast.FuncDecl // functions declared with a body in this package
	// handRolledListed are the Definitions read from hand-rolled
	// tools/list answers (findListedDefinitions), for coverage.
	handRolledListed []*Registration
}

// SDKVersion is an SDK and the version of its module ("" when unknown).
type SDKVersion struct {
	SDK     SDK
	Version string
}

// Version returns the module version of sdk as imported by this package, or "".
func (m *Model) Version(sdk SDK) string {
	for _, v := range m.SDKs {
		if v.SDK == sdk {
			return v.Version
		}
	}
	return ""
}

// Uses reports whether this package imports sdk.
func (m *Model) Uses(sdk SDK) bool {
	for _, v := range m.SDKs {
		if v.SDK == sdk {
			return true
		}
	}
	return false
}

// Registration is one tool added to a server.
type Registration struct {
	SDK  SDK
	Op   Op            // how it was registered
	Call *ast.CallExpr // the registration call
	// Server is the server value the tool is added to.
	Server ServerRef
	// Name of the tool.
	Name Name
	// Def is the expression that defines the tool (an mcp.Tool literal, an
	// mcp.NewTool call, a ServerTool's Tool field), nil when not found.
	Def         ast.Expr
	InputSchema Schema
	// OutputSchema is what the tool declares as its outputSchema.
	OutputSchema Schema
	// OutType is the Go type whose JSON becomes structuredContent when the
	// SDK ties one to the tool: go-sdk typed handler's Out, mcp-go
	// NewStructuredToolHandler's TResult. Nil otherwise.
	OutType types.Type
	// Handler is the tool's handler as far as the model could follow it.
	Handler *Handler
	// Errors is what a non-nil error returned by the handler becomes
	// for this registration, and Why names what decided it.
	Errors ErrorSemantics
	Why    string
	// Via is set when the tool definition and handler come from a
	// factory function (func GetMe(...) (mcp.Tool, server.ToolHandlerFunc)).
	Via *types.Func
	// ImportedDef identifies, as DefKey does, the definition in another
	// package that Via returns ("" when unknown).
	ImportedDef string
	// FromDefinition is set for a tool known from its definition: the
	// model paired a tool literal with the handler beside it (a helper
	// call, a struct literal, a return) and no registration call of this
	// package reaches it. Call is the pairing call or nil; Server is
	// unknown.
	FromDefinition bool
	// PanicsRecovered is set when a wrapper between the registration and
	// the handler recovers the handler's panics into an isError result.
	PanicsRecovered bool
	// Layer is set for an exported mcp-golang handler of this package
	// that another package registers (findLayerHandlers): unnamed here,
	// with the schema its argument type gives and mcp-golang's errors.
	Layer bool
	// ViaHelper is set for a tool registered by a call of a project
	// helper that takes its name and handler as parameters
	// (addHelperRegistration): Call is that call, the handler is the
	// one it passes, and the tool's definition and schemas are the
	// helper's own registration's, not this one's.
	ViaHelper bool
	// ListElem is set for one of the registrations that a loop over
	// another package's tool list stands for (toollists.go): the DefKey
	// of the list's element. ListDef is the element's literal when the
	// list is this package's.
	ListElem string
	ListDef  ast.Expr
	// Elem is the element's literal of a listed registration of this
	// package's list, whatever its definition is.
	Elem *ast.CompositeLit
	// Bound lists, for a registration by a helper call, the interface
	// calls of the helper's shared handler and the methods of the value
	// this call hands it (boundtools.go).
	Bound []BoundCall
	// Case is, for a definition of a hand-rolled server's tools/list
	// answer, the case of a switch on the tool name that its tools/call
	// branch reaches and that runs this tool (findListedCases).
	Case *ast.CaseClause
}

// Name is a tool name expression and its folded constant value.
type Name struct {
	Expr  ast.Expr // nil when the model found no name expression
	Value string
	Known bool // Value holds the folded constant
	// Literal is the string literal that spells the whole name, when there
	// is exactly one (a suggested fix can rewrite it).
	Literal *ast.BasicLit
}

// ServerRef identifies a server value within a package.
type ServerRef struct {
	// Obj is the variable or field holding the server, when there is one.
	Obj types.Object
	// Param is the index of the enclosing function's parameter that holds
	// the server (Obj is then that parameter), or -1.
	Param int
	// Key is a printable, comparable identity ("" when unknown): two
	// registrations on the same Key go to the same server value.
	Key string
}

// SchemaKind says how a schema was declared.
type SchemaKind int

// Schema declaration kinds.
const (
	SchemaNone     SchemaKind = iota // no schema declared
	SchemaInferred                   // inferred by the SDK from a Go type (GoType)
	SchemaGoValue                    // a Go literal: *jsonschema.Schema or map[string]any
	SchemaJSON                       // JSON text: a string, []byte or json.RawMessage literal (JSON)
	SchemaUnknown                    // declared, but the model cannot see its value
)

func (k SchemaKind) String() string {
	return [...]string{"none", "inferred", "go-value", "json", "unknown"}[k]
}

// Schema is an input or output schema declaration.
type Schema struct {
	Kind SchemaKind
	Expr ast.Expr // the declaring expression
	// GoType is the type the SDK infers from (SchemaInferred).
	GoType types.Type
	// JSON is the text of a JSON literal (SchemaJSON), or the JSON the
	// model rebuilt from a Go literal (SchemaGoValue) when it could.
	JSON []byte
	// PropertiesOnly is set when Expr gives the properties only (mcp-go
	// v0.5's NewTool): JSON wraps them in an object schema.
	PropertiesOnly bool
	// From names where a schema read from another package's fact comes
	// from, for messages ("the inputSchema that SendEmailTool builds").
	From string
}

// ErrorSemantics says what a non-nil error returned by a handler becomes
// on the wire.
type ErrorSemantics int

// Error semantics.
const (
	ErrUnknown ErrorSemantics = iota // the model cannot tell: passes stay silent
	ErrJSONRPC                       // a JSON-RPC error response; the model never sees it
	ErrIsError                       // a CallToolResult with isError: true
)

func (e ErrorSemantics) String() string {
	return [...]string{"unknown", "json-rpc", "is-error"}[e]
}

// HandlerKind says which MCP request a handler answers.
type HandlerKind int

// Handler kinds.
const (
	ToolHandler HandlerKind = iota
	ResourceHandler
	PromptHandler
	CompletionHandler
	ReceivingMiddleware // go-sdk AddReceivingMiddleware
	ToolMiddleware      // mcp-go ToolHandlerMiddleware
	RequestHook         // mcp-go hooks run per request
	ToolFilter          // mcp-go ToolFilterFunc
	SessionHook         // mcp-go OnRegisterSession and similar
	ServerSelector      // go-sdk getServer callback of NewStreamableHTTPHandler / NewSSEHandler
	DispatcherHandler   // a hand-rolled JSON-RPC dispatcher
)

func (k HandlerKind) String() string {
	return [...]string{"tool", "resource", "prompt", "completion", "receiving-middleware",
		"tool-middleware", "request-hook", "tool-filter", "session-hook", "server-selector", "dispatcher"}[k]
}

// Shape is the Go shape of a tool handler, which fixes how its results
// are read.
type Shape int

// Handler shapes.
const (
	ShapeUnknown         Shape = iota
	ShapeGoSDKRaw              // func(ctx, *mcp.CallToolRequest) (*mcp.CallToolResult, error)
	ShapeGoSDKTyped            // func(ctx, *mcp.CallToolRequest, In) (*mcp.CallToolResult, Out, error)
	ShapeMCPGoRaw              // func(ctx, mcp.CallToolRequest) (*mcp.CallToolResult, error)
	ShapeMCPGoTyped            // func(ctx, mcp.CallToolRequest, T) (*mcp.CallToolResult, error)
	ShapeMCPGoStructured       // func(ctx, mcp.CallToolRequest, TArgs) (TResult, error)
	ShapeMCPGoTask             // func(ctx, mcp.CallToolRequest) (*mcp.CreateTaskResult, error)
	ShapeMCPGolang             // func([ctx,] Args) (*mcp_golang.ToolResponse, error)
	ShapeGoMCP                 // go-mcp: func([ctx,] *protocol.CallToolRequest) (*protocol.CallToolResult, error)
	ShapeGoSDKSession          // go-sdk v0.1/v0.2: func(ctx, *mcp.ServerSession, *mcp.CallToolParamsFor[In]) (*mcp.CallToolResultFor[Out], error)
	ShapeHandRolled            // a hand-rolled server's own handler type, stored in its tool table (registry.go)
)

func (s Shape) String() string {
	return [...]string{"unknown", "go-sdk-raw", "go-sdk-typed", "mcp-go-raw", "mcp-go-typed",
		"mcp-go-structured", "mcp-go-task", "mcp-golang", "go-mcp", "go-sdk-session", "hand-rolled"}[s]
}

// Handler is a function body that answers an MCP request.
type Handler struct {
	Kind  HandlerKind
	SDK   SDK
	Shape Shape
	// Expr is the expression the handler was given as, at registration.
	Expr ast.Expr
	// Func is the named function or method, nil for a function literal.
	// With Factory set, it is the handler factory of another package that
	// returned the handler (see HandlerFactoryFact).
	Func    *types.Func
	Factory bool
	// Lit or Decl hold the body when it is in this package.
	Lit  *ast.FuncLit
	Decl *ast.FuncDecl
	// Errors is what a returned error becomes (tool handlers).
	Errors ErrorSemantics
	// ErrorCode is the JSON-RPC code a plain returned error gets when
	// Errors is ErrJSONRPC: 0 for go-sdk raw handlers, -32603 for mcp-go.
	ErrorCode int64
	// Why names what decided Errors ("mcp.AddTool", "wrapTool", "server middleware").
	Why string
	// Tools lists the registrations this handler serves (tool handlers).
	Tools []*Registration
	// typed is the typed sink that made this a handler (typedsinks.go):
	// its semantics hold over a pairing's defaults, as the sink knows
	// the registering server's middleware.
	typed *TypedSink
}

// Body returns the handler's body, or nil when it is not in this package.
func (h *Handler) Body() *ast.BlockStmt {
	switch {
	case h == nil:
		return nil
	case h.Lit != nil:
		return h.Lit.Body
	case h.Decl != nil:
		return h.Decl.Body
	}
	return nil
}

// FuncNode returns the *ast.FuncLit or *ast.FuncDecl that holds the
// handler's body, or nil when it is not in this package.
func (h *Handler) FuncNode() ast.Node {
	switch {
	case h == nil:
		return nil
	case h.Lit != nil:
		return h.Lit
	case h.Decl != nil:
		return h.Decl
	}
	return nil
}

// Type returns the handler's signature, or nil.
func (h *Handler) Type() *types.Signature {
	if h == nil {
		return nil
	}
	if h.Func != nil {
		sig, _ := h.Func.Type().(*types.Signature)
		if h.Factory && sig != nil {
			sig, _ = types.Unalias(sig.Results().At(0).Type()).Underlying().(*types.Signature)
		}
		return sig
	}
	return nil
}

// Pos is where the handler's body starts, or where it was named.
func (h *Handler) Pos() token.Pos {
	switch {
	case h.Lit != nil:
		return h.Lit.Pos()
	case h.Decl != nil:
		return h.Decl.Pos()
	case h.Expr != nil:
		return h.Expr.Pos()
	}
	return token.NoPos
}

// Mutation is a call that changes a tool set.
type Mutation struct {
	Op     Op
	Call   *ast.CallExpr
	Server ServerRef
}

// ImportedRegistration is a call to a function of another package that
// registers tools on a server passed to it (from RegistrarFact).
type ImportedRegistration struct {
	Call   *ast.CallExpr
	Callee *types.Func
	Server ServerRef
	Tools  []RegisteredName
}
