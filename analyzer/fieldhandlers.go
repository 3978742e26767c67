package analyzer

import (
	"go/ast"
	"go/types"
	"strings"
)

// handlerFields are the fields of SDK option structs that hold a request
// handler, when set in a composite literal (mcp.ServerOptions{...}).
var handlerFields = map[funcKey]HandlerKind{
	{goSDKMCP, "ServerOptions", "CompletionHandler"}:  CompletionHandler,
	{goSDKMCP, "ServerOptions", "SubscribeHandler"}:   ResourceHandler,
	{goSDKMCP, "ServerOptions", "UnsubscribeHandler"}: ResourceHandler,
	{goSDKMCP, "ServerOptions", "InitializedHandler"}: SessionHook,
}

// findFieldHandlers records request handlers installed without a call:
// go-sdk ServerOptions handler fields, and mcp-go hooks written straight
// into the Hooks fields (hooks.OnBeforeListTools = []server.OnBeforeListToolsFunc{f},
// or append(hooks.OnBeforeCallTool, f)), as mcp-grafana does.
func (b *builder) findFieldHandlers() {
	info := b.pass.TypesInfo
	b.walk(kCompositeLit|kCall, func(n ast.Node) {
		switch n := n.(type) {
		case *ast.CompositeLit:
			t := info.TypeOf(n)
			if t == nil {
				return
			}
			if kind, ok := hookSliceKind(t); ok {
				for _, e := range n.Elts {
					b.addRequestHandler(e, kind)
				}
				return
			}
			recv := typeName(t)
			for _, e := range n.Elts {
				kv, ok := e.(*ast.KeyValueExpr)
				if !ok {
					continue
				}
				key, ok := kv.Key.(*ast.Ident)
				if !ok || !isNamed(t, goSDKMCP, recv) {
					continue
				}
				if kind, ok := handlerFields[funcKey{goSDKMCP, recv, key.Name}]; ok {
					b.addRequestHandler(kv.Value, kind)
				}
			}
		case *ast.CallExpr:
			// append(hooks.OnBeforeCallTool, f, g)
			if id, ok := ast.Unparen(n.Fun).(*ast.Ident); ok && id.Name == "append" && len(n.Args) > 1 && n.Ellipsis == 0 {
				if _, ok := info.Uses[id].(*types.Builtin); !ok {
					return
				}
				if kind, ok := hookSliceKind(info.TypeOf(n.Args[0])); ok {
					for _, e := range n.Args[1:] {
						b.addRequestHandler(e, kind)
					}
				}
			}
		}
	})
}

// hookSliceKind reports whether t is a slice of one of mcp-go's hook
// function types (the element type of a Hooks field), and which kind of
// handler its elements are.
func hookSliceKind(t types.Type) (HandlerKind, bool) {
	s, ok := types.Unalias(t).(*types.Slice)
	if !ok {
		return 0, false
	}
	n, ok := types.Unalias(s.Elem()).(*types.Named)
	if !ok || n.Obj().Pkg() == nil || n.Obj().Pkg().Path() != mcpGoServer {
		return 0, false
	}
	name := n.Obj().Name()
	if _, isFunc := n.Underlying().(*types.Signature); !isFunc || !strings.HasSuffix(name, "Func") {
		return 0, false
	}
	switch {
	case strings.Contains(name, "RegisterSession"): // also OnUnregisterSession
		return SessionHook, true
	case strings.HasPrefix(name, "OnBefore"), strings.HasPrefix(name, "OnAfter"),
		name == "BeforeAnyHookFunc", name == "OnSuccessHookFunc", name == "OnErrorHookFunc",
		name == "OnRequestInitializationFunc":
		return RequestHook, true
	}
	return 0, false
}
