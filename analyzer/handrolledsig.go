package analyzer

import (
	"go/types"

	"golang.org/x/tools/go/analysis"
)

// MayBeServerSource reports whether the package is the user's own code
// (not the standard library, not a versioned dependency): where a
// hand-rolled server's handlers may live without importing anything
// that says so.
func MayBeServerSource(pass *analysis.Pass) bool { return mayBeServerSource(pass) }

// MayBeHandRolledHandler reports whether sig could be the handler type
// of a hand-rolled server's tool table, declared in a package that need
// not import the server (calculator-server's internal/handlers):
// func([ctx,] args) (result, error) where args is the call's arguments
// as JSON would decode them untyped: a map keyed by string,
// json.RawMessage or []byte. The shape is all a package that registers
// nothing can tell; the registering package decides whether the
// function is a tool (ToolRegistryFact).
func MayBeHandRolledHandler(sig *types.Signature) bool {
	if sig == nil || sig.Results().Len() != 2 || !isErrorType(sig.Results().At(1).Type()) || isErrorType(sig.Results().At(0).Type()) {
		return false
	}
	params := sig.Params()
	if params.Len() == 0 || params.Len() > 2 || sig.Variadic() {
		return false
	}
	if params.Len() == 2 && !isNamed(params.At(0).Type(), "context", "Context") {
		return false
	}
	return isUntypedArguments(params.At(params.Len() - 1).Type())
}

// isUntypedArguments reports whether t holds a call's arguments as
// decoded JSON without a Go type: map[string]T, or []byte (and so
// json.RawMessage).
func isUntypedArguments(t types.Type) bool {
	switch u := t.Underlying().(type) {
	case *types.Map:
		b, ok := u.Key().Underlying().(*types.Basic)
		return ok && b.Kind() == types.String
	case *types.Slice:
		b, ok := u.Elem().Underlying().(*types.Basic)
		return ok && b.Kind() == types.Byte
	}
	return false
}
