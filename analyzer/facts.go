package analyzer

import (
	"go/token"
	"path/filepath"
)

// packageFact marks a package that matters to the model: an SDK package
// (SDK and module version set) or a package that uses one, directly or
// through another package with this fact. Packages without it cost the
// passes nothing.
type packageFact struct {
	SDK     SDK
	Version string
	UsesMCP bool
}

func (*packageFact) AFact() {}
func (f *packageFact) String() string {
	if f.SDK != SDKUnknown {
		return "sdk " + f.SDK.String() + " " + f.Version
	}
	return "uses mcp"
}

// WrapperFact is exported for a function that takes a handler (parameter
// Param) and returns one that calls it, with what it does to the inner
// handler's errors (Effect: 0 passes them on, 1 turns them into isError
// results, 2 unknown).
type WrapperFact struct {
	Param    int
	Effect   int
	Recovers bool // the returned handler recovers the wrapped one's panics into an isError result
}

func (*WrapperFact) AFact() {}
func (f *WrapperFact) String() string {
	return "wrapper(" + itoa(f.Param) + ") " + [...]string{"passes", "converts", "unknown"}[f.Effect]
}

// RegisteredName is a tool name registered by a function of another
// package, with where (file:line:col, as a string: positions do not cross
// packages under go vet).
type RegisteredName struct {
	Name  string
	Known bool
	Pos   string
	// Session is set for a per-session registration (mcp-go
	// AddSessionTool): it does not collide with the server's own tools.
	Session bool
}

// RegistrarFact is exported for a function that registers tools on a
// server passed as parameter Param.
type RegistrarFact struct {
	Param int
	Tools []RegisteredName
}

func (*RegistrarFact) AFact() {}
func (f *RegistrarFact) String() string {
	s := "registers("
	for i, t := range f.Tools {
		if i > 0 {
			s += ","
		}
		s += t.Name
	}
	return s + ") on param " + itoa(f.Param)
}

// FactoryFact is exported for a function that returns a tool definition
// (mcp.Tool, *mcp.Tool or server.ServerTool), with the tool's name.
type FactoryFact struct {
	Name  string
	Known bool
	Pos   string
	// OutputSchema is the kind of output schema the tool declares.
	OutputSchema SchemaKind
	// Def is where the definition expression starts (file:line:col), so
	// that coverage can count it as known where it is registered.
	Def string
	// InputJSON is the tool's inputSchema as JSON, when the model could
	// read all of it (a JSON or Go literal, or mcp-go NewTool options):
	// the registering package checks its handler's reads against it.
	InputJSON []byte
}

func (*FactoryFact) AFact() {}
func (f *FactoryFact) String() string {
	if !f.Known {
		return "factory(?)"
	}
	return "factory(" + f.Name + ")"
}

// MutatorFact is exported for a function whose call may change a
// server's tool set; Chain names the calls down to the SDK method.
type MutatorFact struct {
	Chain []string
}

func (*MutatorFact) AFact() {}
func (f *MutatorFact) String() string {
	s := "mutates tools:"
	for _, c := range f.Chain {
		s += " " + c
	}
	return s
}

func (b *builder) posString(p token.Pos) string {
	pos := b.pass.Fset.Position(p)
	return filepath.Base(pos.Filename) + ":" + itoa(pos.Line) + ":" + itoa(pos.Column)
}

// HandlerSinkFact is exported for a function that takes a tool handler
// and decides what its returned errors become (it registers it, stores
// it in an SDK handler type, or adapts it): a toolset helper such as
// NewTool(toolset, tool, handler).
type HandlerSinkFact struct {
	Params []ParamSink
}

// ParamSink is what becomes of the errors of the handler passed as
// parameter Param: Errors and Code as in ErrorSemantics and
// Handler.ErrorCode, SDK as in SDK, Why names what decided it.
type ParamSink struct {
	Param  int
	Errors int
	Code   int64
	SDK    int
	Why    string
}

func (*HandlerSinkFact) AFact() {}
func (f *HandlerSinkFact) String() string {
	s := "handler sink:"
	for _, p := range f.Params {
		s += " param " + itoa(p.Param) + " " + ErrorSemantics(p.Errors).String() + " by " + p.Why
	}
	return s
}
