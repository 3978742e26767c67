package analyzer

import (
	"go/ast"
	"go/types"
)

// goSDKJSONSchemaPath is go-sdk v0.x's own jsonschema package, whose
// For[T]() infers a schema as google/jsonschema-go's does later.
const goSDKJSONSchemaPath = "github.com/modelcontextprotocol/go-sdk/jsonschema"

// inferredSchemaOf returns T when call builds the schema that jsonschema
// infers from T with no options: jsonschema.For[T](nil) (google's
// jsonschema-go, or go-sdk v0.x's jsonschema.For[T]()), or a generic
// function of this package that returns such a schema of its type
// parameter (`func outputSchemaFor[T any]() *jsonschema.Schema { s, err
// := jsonschema.For[T](nil); ...; return s }`), instantiated with T. The
// schema is then the one the SDK would infer from T itself.
func (b *builder) inferredSchemaOf(call *ast.CallExpr) types.Type {
	fn := b.callee(call)
	if fn == nil || fn.Pkg() == nil {
		return nil
	}
	if isSchemaFor(fn) {
		if !noOptions(b.pass.TypesInfo, call) {
			return nil // options may change what is inferred
		}
		return b.typeArg(call, 0)
	}
	if fn.Pkg() != b.pass.Pkg || len(call.Args) != 0 {
		return nil
	}
	sig := fn.Origin().Type().(*types.Signature)
	if sig.TypeParams().Len() != 1 {
		return nil
	}
	tp := sig.TypeParams().At(0)
	decl := b.decls[fn.Origin()]
	if decl == nil || decl.Body == nil {
		return nil
	}
	found := false
	ast.Inspect(decl.Body, func(n ast.Node) bool {
		inner, ok := n.(*ast.CallExpr)
		if !ok || found {
			return !found
		}
		if f := b.callee(inner); f != nil && isSchemaFor(f) && noOptions(b.pass.TypesInfo, inner) {
			if t := b.typeArg(inner, 0); t != nil && types.Identical(t, tp) {
				found = true
			}
		}
		return true
	})
	if !found {
		return nil
	}
	return b.typeArg(call, 0)
}

// isSchemaFor reports whether fn is jsonschema.For.
func isSchemaFor(fn *types.Func) bool {
	if fn.Name() != "For" || fn.Pkg() == nil {
		return false
	}
	p := fn.Pkg().Path()
	return p == jsonschemaPath || p == goSDKJSONSchemaPath
}

// noOptions reports whether call passes For no options: no argument, or
// a literal nil.
func noOptions(info *types.Info, call *ast.CallExpr) bool {
	if len(call.Args) == 0 {
		return true
	}
	if len(call.Args) != 1 {
		return false
	}
	tv, ok := info.Types[call.Args[0]]
	return ok && tv.IsNil()
}
