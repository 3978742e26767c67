package errlayer

import "strconv"

// ErrorKindsFact is exported for a function whose error result is not
// simply "any error": one that always returns a nil error (a helper like
// terraform-mcp-server's ToolError that returns (result, nil)), only
// argument-validation errors, only deliberate JSON-RPC errors, and so on.
// Kinds is a bit set of the kinds in flow.go. Functions without the fact
// are taken to return any error.
type ErrorKindsFact struct {
	Kinds uint8
	// Passes is 1 + the index of the error parameter that every non-nil
	// error return of the function hands on as it is (`func ErrorResult(err
	// error) (*mcp.CallToolResult, error) { log(err); return nil, err }`),
	// 0 when there is none: the call's error is then its argument's.
	Passes int8 `json:",omitempty"`
}

func (*ErrorKindsFact) AFact() {}
func (f *ErrorKindsFact) String() string {
	s := "error result: " + kind(f.Kinds).String()
	if f.Passes > 0 {
		s += " (passes parameter " + strconv.Itoa(int(f.Passes)-1) + " on)"
	}
	return s
}

func (k kind) String() string {
	names := []string{"nil", "ctx", "jsonrpc", "wrapped-jsonrpc", "validation", "any", "unknown"}
	s := ""
	for i, n := range names {
		if k&(1<<i) != 0 {
			if s != "" {
				s += "|"
			}
			s += n
		}
	}
	return s
}

// HandlerErrorsFact is exported for a function with the shape of a tool
// handler whose returns may send an error that is not a deliberate
// protocol error. A package that registers the function where a returned
// error becomes a JSON-RPC error reports the sites at the registration.
type HandlerErrorsFact struct {
	Sites []ErrorSite
}

// ErrorSite is one return of a handler (positions are strings: they do
// not cross packages under go vet).
type ErrorSite struct {
	Pos        string // file:line
	File       string // the file's full name, to find it in a FileSet that holds it
	Line, Col  int
	Why        string // where the error comes from
	Validation bool   // an argument-validation error only
}

func (*HandlerErrorsFact) AFact() {}
func (f *HandlerErrorsFact) String() string {
	s := "handler errors:"
	for _, site := range f.Sites {
		s += " " + site.Pos
	}
	return s
}
