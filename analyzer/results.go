package analyzer

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/types/typeutil"
)

// The CallToolResult fields the model reads in result literals. Both SDKs
// name them alike; they are matched here only, passes ask ClassifyResult.
const (
	fieldIsError           = "IsError"
	fieldStructuredContent = "StructuredContent"
	fieldCode              = "Code" // of JSON-RPC error types (jsonrpc.Error, WireError)
	fieldMessage           = "Message"
	fieldData              = "Data"
)

// ErrorFlag is what a CallToolResult literal says about its IsError field.
type ErrorFlag int

const (
	IsErrorAbsent  ErrorFlag = iota // no IsError element: a success result
	IsErrorFalse                    // IsError: false (a constant)
	IsErrorTrue                     // IsError: true (a constant)
	IsErrorUnknown                  // IsError: a value that is not constant
)

// Set reports whether the literal names IsError at all.
func (f ErrorFlag) Set() bool { return f != IsErrorAbsent }

// MaybeTrue reports whether IsError may be true: set to true or to a value
// the model does not know.
func (f ErrorFlag) MaybeTrue() bool { return f == IsErrorTrue || f == IsErrorUnknown }

// ResultExpr is what an expression says about the tool result it builds:
// a call of an SDK result builder, or a CallToolResult composite literal
// of either SDK (T{...} or &T{...}).
type ResultExpr struct {
	// Op is what the called function is to the model (OpResultError,
	// OpResultText, OpResultStructured, ...) when the expression is a
	// call, else OpNone.
	Op Op
	// Lit is the CallToolResult literal, or nil. The fields below describe it.
	Lit *ast.CompositeLit
	// Positional is true when some element of Lit is not keyed: the model
	// cannot tell which fields it sets.
	Positional bool
	// IsError is what the keyed elements say about IsError.
	IsError ErrorFlag
	// ErrorField is the Go name of the field that marshals as
	// "isError": IsError for the SDKs' results, the project's own name
	// for a hand-rolled result type.
	ErrorField string
	// Structured is the value of the StructuredContent element, or nil
	// when there is none or it is the literal nil.
	Structured ast.Expr
}

// ClassifyResult says what e, an expression in a tool handler, builds:
// see ResultExpr. Parentheses are looked through.
func ClassifyResult(info *types.Info, e ast.Expr) ResultExpr {
	e = ast.Unparen(e)
	if u, ok := e.(*ast.UnaryExpr); ok && u.Op == token.AND {
		e = ast.Unparen(u.X)
	}
	var r ResultExpr
	switch x := e.(type) {
	case *ast.CallExpr:
		fn, _ := typeutil.Callee(info, x).(*types.Func)
		r.Op = OpOf(fn)
	case *ast.CompositeLit:
		r.ErrorField = fieldIsError
		if !IsCallToolResult(info.TypeOf(x)) {
			if r.ErrorField = ProjectResultErrorField(info.TypeOf(x)); r.ErrorField == "" && !mapResult(info, x) {
				break
			}
			if r.ErrorField == "" {
				r.ErrorField = mapIsErrorKey
			}
		}
		r.Lit = x
		for _, elt := range x.Elts {
			kv, ok := elt.(*ast.KeyValueExpr)
			if !ok {
				r.Positional = true
				continue
			}
			switch {
			case isKey(kv, r.ErrorField):
				r.IsError = IsErrorUnknown
				if tv, ok := info.Types[kv.Value]; ok && tv.Value != nil && tv.Value.Kind() == constant.Bool {
					r.IsError = IsErrorFalse
					if constant.BoolVal(tv.Value) {
						r.IsError = IsErrorTrue
					}
				}
			case isKey(kv, fieldStructuredContent) && !isNilIdent(info, kv.Value):
				r.Structured = kv.Value
			}
		}
	}
	return r
}

// ProjectResultErrorField returns the Go name of the field of t, (a
// pointer to) a hand-rolled server's own tool result type, that marshals
// as "isError": a struct declared outside the SDKs with a bool field
// tagged so and a field that marshals as "content". It returns "" for
// any other type.
func ProjectResultErrorField(t types.Type) string {
	if t == nil || FromSDK(t) {
		return ""
	}
	if p, ok := t.Underlying().(*types.Pointer); ok {
		t = p.Elem()
	}
	st, ok := t.Underlying().(*types.Struct)
	if !ok {
		return ""
	}
	field, content := "", false
	for i := range st.NumFields() {
		name := JSONName(st, i)
		switch {
		case name == "isError" || st.Field(i).Name() == "IsError":
			// (a layer that converts its result to the SDK's may tag the
			// field otherwise: its Go name says what it is for)
			if b, ok := st.Field(i).Type().Underlying().(*types.Basic); ok && b.Kind() == types.Bool {
				field = st.Field(i).Name()
			}
		case name == "content":
			content = true
		}
	}
	if !content {
		return ""
	}
	return field
}

// IsStructuredContent reports whether e is the StructuredContent field of
// a CallToolResult of either SDK (r.StructuredContent).
func IsStructuredContent(info *types.Info, e ast.Expr) bool {
	sel, ok := ast.Unparen(e).(*ast.SelectorExpr)
	return ok && sel.Sel.Name == fieldStructuredContent && IsCallToolResult(info.TypeOf(sel.X))
}

// JSONRPCErrorParts returns the code, message and data of the JSON-RPC
// error e builds, each nil when not given: the keyed elements of a go-sdk
// jsonrpc.Error literal, or the arguments of mcp-go NewJSONRPCError and
// NewJSONRPCErrorDetails. Only the literal or the call itself counts (not
// &lit, nor parentheses), so that a walk over all nodes sees each once.
func JSONRPCErrorParts(info *types.Info, e ast.Expr) (code, msg, data ast.Expr) {
	switch x := e.(type) {
	case *ast.CompositeLit:
		if !IsJSONRPCError(info.TypeOf(x)) {
			return nil, nil, nil
		}
		for _, elt := range x.Elts {
			if kv, ok := elt.(*ast.KeyValueExpr); ok {
				switch {
				case isKey(kv, fieldCode):
					code = kv.Value
				case isKey(kv, fieldMessage):
					msg = kv.Value
				case isKey(kv, fieldData):
					data = kv.Value
				}
			}
		}
	case *ast.CallExpr:
		fn, _ := typeutil.Callee(info, x).(*types.Func)
		switch OpOf(fn) {
		case OpNewJSONRPCError:
			if len(x.Args) >= 4 {
				code, msg, data = x.Args[1], x.Args[2], x.Args[3]
			}
		case OpNewJSONRPCErrorDetails:
			if len(x.Args) >= 3 {
				code, msg, data = x.Args[0], x.Args[1], x.Args[2]
			}
		}
	}
	return code, msg, data
}

// ErrorLitCode returns the constant Code of lit, a literal of a JSON-RPC
// error type (go-sdk's jsonrpc.Error or a look-alike: the type is not
// checked), when it has one that fits an int64.
func ErrorLitCode(info *types.Info, lit *ast.CompositeLit) (int64, bool) {
	for _, elt := range lit.Elts {
		kv, ok := elt.(*ast.KeyValueExpr)
		if !ok || !isKey(kv, fieldCode) {
			continue
		}
		if tv, ok := info.Types[kv.Value]; ok && tv.Value != nil {
			if n, exact := constant.Int64Val(constant.ToInt(tv.Value)); exact {
				return n, true
			}
		}
	}
	return 0, false
}

func isKey(kv *ast.KeyValueExpr, field string) bool {
	if lit, ok := kv.Key.(*ast.BasicLit); ok && lit.Kind == token.STRING {
		return lit.Value == field // a map result's "isError"
	}
	id, ok := kv.Key.(*ast.Ident)
	return ok && id.Name == field
}

// mapIsErrorKey is the key of a map result literal that marshals as
// "isError", quoted as Go source.
const mapIsErrorKey = `"isError"`

// mapResult reports whether lit is a hand-rolled server's tool result
// built as a map: map[string]any{"content": []map[string]any{{"type":
// "text", "text": ...}}}, keyed by the constant "content" with a literal
// list of content items.
func mapResult(info *types.Info, lit *ast.CompositeLit) bool {
	m, ok := typeUnder(info.TypeOf(lit)).(*types.Map)
	if !ok || !types.Identical(m.Key().Underlying(), types.Typ[types.String]) {
		return false
	}
	for _, elt := range lit.Elts {
		kv, ok := elt.(*ast.KeyValueExpr)
		if !ok {
			continue
		}
		if k, ok := kv.Key.(*ast.BasicLit); ok && k.Value == `"content"` {
			_, list := ast.Unparen(kv.Value).(*ast.CompositeLit)
			return list
		}
	}
	return false
}
