package analyzer

import (
	"go/ast"
	"go/constant"
	"go/types"
	"reflect"
	"strings"
)

// ErrorObjectCode returns the code element of a JSON-RPC error object
// literal of a hand-rolled server: a struct whose fields marshal as
// "code" (an integer) and "message", or a map literal with those keys.
// SDK tool results are not error objects. It returns nil otherwise (also
// for an error object without a code element).
func ErrorObjectCode(info *types.Info, lit *ast.CompositeLit) ast.Expr {
	t := info.TypeOf(lit)
	if t == nil || IsCallToolResult(t) {
		return nil
	}
	var code ast.Expr
	message := false
	switch u := t.Underlying().(type) {
	case *types.Map:
		for _, elt := range lit.Elts {
			if kv, ok := elt.(*ast.KeyValueExpr); ok {
				switch constString(info, kv.Key) {
				case "code":
					code = kv.Value
				case "message":
					message = true
				}
			}
		}
	case *types.Struct:
		for i := range u.NumFields() {
			message = message || JSONName(u, i) == "message"
		}
		for i, elt := range lit.Elts {
			field, val := i, elt
			if kv, ok := elt.(*ast.KeyValueExpr); ok {
				id, ok := kv.Key.(*ast.Ident)
				if !ok {
					return nil
				}
				field, val = fieldIndex(u, id.Name), kv.Value
			}
			if field < 0 || field >= u.NumFields() || JSONName(u, field) != "code" {
				continue
			}
			if b, ok := u.Field(field).Type().Underlying().(*types.Basic); ok && b.Info()&types.IsInteger != 0 {
				code = val
			}
		}
	}
	if !message {
		return nil
	}
	return code
}

// isErrorResultLit reports whether lit is a hand-rolled tool result with
// isError set: a struct field that marshals as "isError", or a map key.
func isErrorResultLit(info *types.Info, lit *ast.CompositeLit) bool {
	t := info.TypeOf(lit)
	if t == nil {
		return false
	}
	isTrue := func(e ast.Expr) bool {
		tv, ok := info.Types[e]
		return ok && tv.Value != nil && tv.Value.Kind() == constant.Bool && constant.BoolVal(tv.Value)
	}
	switch u := t.Underlying().(type) {
	case *types.Map:
		for _, elt := range lit.Elts {
			if kv, ok := elt.(*ast.KeyValueExpr); ok && constString(info, kv.Key) == "isError" && isTrue(kv.Value) {
				return true
			}
		}
	case *types.Struct:
		for _, elt := range lit.Elts {
			if kv, ok := elt.(*ast.KeyValueExpr); ok && isTrue(kv.Value) {
				if id, ok := kv.Key.(*ast.Ident); ok {
					if i := fieldIndex(u, id.Name); i >= 0 && JSONName(u, i) == "isError" {
						return true
					}
				}
			}
		}
	}
	return false
}

func constString(info *types.Info, e ast.Expr) string {
	if tv, ok := info.Types[e]; ok && tv.Value != nil && tv.Value.Kind() == constant.String {
		return constant.StringVal(tv.Value)
	}
	return ""
}

func fieldIndex(st *types.Struct, name string) int {
	for i := range st.NumFields() {
		if st.Field(i).Name() == name {
			return i
		}
	}
	return -1
}

// JSONName is the key a struct field marshals as (its json tag's name,
// else the field name in lower case, close enough for the keys read).
func JSONName(st *types.Struct, i int) string {
	name, _, _ := strings.Cut(reflect.StructTag(st.Tag(i)).Get("json"), ",")
	if name == "" {
		return strings.ToLower(st.Field(i).Name())
	}
	return name
}

// dispatcherSite decides what the error of call, a tool's entry point
// called in a hand-rolled tools/call branch (or in a function of this
// package that a branch calls), becomes (see errorAnswerAfter). ok is
// false when the call is in no branch or the answer is not clear.
func (b *builder) dispatcherSite(call *ast.CallExpr) (ErrorSemantics, bool) {
	if !b.inToolsCallBranch(call) {
		return ErrUnknown, false
	}
	return b.errorAnswerAfter(call)
}

// answers looks for isError results and JSON-RPC error objects in n and
// in the functions of this package it calls.
func (b *builder) answers(n ast.Node, depth int, isErr, rpc *bool) {
	ast.Inspect(n, func(n ast.Node) bool {
		switch x := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.CompositeLit:
			if isErrorResultLit(b.pass.TypesInfo, x) {
				*isErr = true
			}
			if ErrorObjectCode(b.pass.TypesInfo, x) != nil {
				*rpc = true
			}
		case *ast.CallExpr:
			fn := b.callee(x)
			switch OpOf(fn) {
			case OpNewJSONRPCError, OpNewJSONRPCErrorDetails:
				*rpc = true
			case OpResultError:
				*isErr = true
			}
			if fn != nil && depth < 2 {
				if decl := b.decls[fn.Origin()]; decl != nil {
					b.answers(decl.Body, depth+1, isErr, rpc)
				}
			}
		}
		return true
	})
}

// inToolsCallBranch reports whether n lies in a tools/call branch of a
// hand-rolled dispatcher of this package, or in a function of this
// package that such a branch calls.
func (b *builder) inToolsCallBranch(n ast.Node) bool {
	for _, d := range b.m.Dispatchers {
		stmts := d.Branches[MethodToolsCall]
		if len(stmts) == 0 || b.m.handlerOf[d.Func] != nil {
			continue
		}
		from, to := stmts[0].Pos(), stmts[len(stmts)-1].End()
		if from <= n.Pos() && n.End() <= to {
			return true
		}
		found := false
		for _, s := range stmts {
			ast.Inspect(s, func(x ast.Node) bool {
				if call, ok := x.(*ast.CallExpr); ok && !found {
					if fn := b.callee(call); fn != nil {
						if decl := b.decls[fn.Origin()]; decl != nil && decl.Pos() <= n.Pos() && n.End() <= decl.End() {
							found = true
						}
					}
				}
				return !found
			})
		}
		if found {
			return true
		}
	}
	return false
}

// FromSDK reports whether t is (a pointer to) a named type of an SDK
// package: a function value of such a type (go-sdk's mcp.MethodHandler,
// mcp-go's ToolHandlerFunc) is the SDK's next handler, not a tool.
func FromSDK(t types.Type) bool {
	if p, ok := types.Unalias(t).(*types.Pointer); ok {
		t = p.Elem()
	}
	n, ok := types.Unalias(t).(*types.Named)
	return ok && n.Obj().Pkg() != nil && isSDKPackage(n.Obj().Pkg().Path())
}

// ErrorObjectParts returns the code, message and data elements of a
// hand-rolled JSON-RPC error object literal (see ErrorObjectCode), each
// nil when not given; code is nil when lit is not an error object.
func ErrorObjectParts(info *types.Info, lit *ast.CompositeLit) (code, msg, data ast.Expr) {
	code = ErrorObjectCode(info, lit)
	if code == nil {
		return nil, nil, nil
	}
	st, _ := typeUnder(info.TypeOf(lit)).(*types.Struct)
	for i, elt := range lit.Elts {
		key, val := "", elt
		if kv, ok := elt.(*ast.KeyValueExpr); ok {
			val = kv.Value
			if st == nil {
				key = constString(info, kv.Key)
			} else if id, ok := kv.Key.(*ast.Ident); ok {
				if f := fieldIndex(st, id.Name); f >= 0 {
					key = JSONName(st, f)
				}
			}
		} else if st != nil && i < st.NumFields() {
			key = JSONName(st, i)
		}
		switch key {
		case "message":
			msg = val
		case "data":
			data = val
		}
	}
	return code, msg, data
}
