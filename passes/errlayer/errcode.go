package errlayer

import (
	"encoding/json"
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"reflect"
	"slices"
	"strconv"
	"strings"

	"github.com/mcplint-go/mcplint/analyzer"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/astutil"
	"golang.org/x/tools/go/types/typeutil"
)

const catErrorCode = "error-code"

// errorCodes is rule 6: hand-built JSON-RPC errors (go-sdk jsonrpc.Error
// literals, mcp-go NewJSONRPCError and NewJSONRPCErrorDetails) with a
// constant code the spec rules out. Test files are skipped: tests build
// such errors to exercise clients.
func (c *checker) errorCodes() {
	info := c.pass.TypesInfo
	check := func(file *ast.File, e ast.Expr) {
		code, msg, data := analyzer.JSONRPCErrorParts(info, e)
		if lit, ok := e.(*ast.CompositeLit); ok && code == nil {
			// A hand-rolled server's own error object type. One that is an
			// error value in a package with no dispatcher of its own goes
			// to an SDK as an error, whose wire form the SDK decides: its
			// code field never reaches the client as a JSON-RPC code.
			if len(c.m.Dispatchers) == 0 && implementsError(info.TypeOf(lit)) {
				return
			}
			code, msg, data = analyzer.ErrorObjectParts(info, lit)
		}
		if code == nil {
			return
		}
		tv, ok := info.Types[code]
		if !ok || tv.Value == nil {
			return
		}
		n64, exact := constant.Int64Val(constant.ToInt(tv.Value))
		if !exact {
			return
		}
		why := c.badCode(n64, c.messageText(msg))
		if why == "" && n64 == -32601 && c.answersToolNameMiss(e) {
			// `handler, ok := s.Handlers[name]; if !ok { Code: -32601,
			// Message: "Method not found" }`: the message says nothing,
			// the condition says an unknown tool
			why = unknownToolCode
		}
		if why != "" {
			c.report(analysis.Diagnostic{Pos: code.Pos(), End: code.End(), Category: catErrorCode,
				Message: "JSON-RPC error code " + strconv.FormatInt(n64, 10) + ": " + why})
			return
		}
		if why := c.badRequestCode(n64, e, msg, data, file); why != "" {
			c.report(analysis.Diagnostic{Pos: code.Pos(), End: code.End(), Category: catErrorCode,
				Message: "JSON-RPC error code " + strconv.FormatInt(n64, 10) + ": " + why})
		}
	}
	// JSON-RPC error values are literals of the SDKs' error types or
	// calls of their constructors.
	c.m.CompositeLits(func(file *ast.File, lit *ast.CompositeLit) { check(file, lit) })
	for _, call := range c.m.SourceCalls(analyzer.OpNewJSONRPCError, analyzer.OpNewJSONRPCErrorDetails) {
		check(c.f.file(call), call)
	}
	c.helperErrorCodes()
}

// helperErrorCodes checks the constant codes passed to a hand-rolled
// server's own error-response helper (errorResponse(id, -32601, "tool not
// found")): the helper's literal has no constant code of its own, so the
// call is where the code is written.
func (c *checker) helperErrorCodes() {
	info := c.pass.TypesInfo
	for _, file := range c.pass.Files {
		if c.inTest(file) {
			continue
		}
		ast.Inspect(file, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			if !slices.ContainsFunc(call.Args, func(a ast.Expr) bool {
				tv, ok := info.Types[a]
				return ok && tv.Value != nil && tv.Value.Kind() == constant.Int
			}) {
				return true // no constant code passed: nothing to check, whatever the callee
			}
			callee, _ := typeutil.Callee(info, call).(*types.Func)
			if callee == nil || analyzer.OpOf(callee) != analyzer.OpNone {
				return true
			}
			var h codeSrc
			if callee.Pkg() == c.pass.Pkg {
				h = c.helperCode(callee.Origin(), 1)
			} else if i := c.importedCodeParam(callee); i >= 0 {
				h = codeSrc{ok: true, param: i}
			}
			if !h.ok || h.param < 0 || h.param >= len(call.Args) {
				return true
			}
			code := call.Args[h.param]
			tv, ok := info.Types[code]
			if !ok || tv.Value == nil || tv.Value.Kind() != constant.Int {
				return true
			}
			n64, exact := constant.Int64Val(tv.Value)
			if !exact {
				return true
			}
			msg := ""
			for i, a := range call.Args {
				if s := c.messageText(a); i != h.param && s != "" {
					msg = s
					break
				}
			}
			if c.carriesError(call) {
				return true // an error's answer: which layer it belongs on is the dispatcher check's
			}
			why := c.badCode(n64, msg)
			if why == "" && n64 == -32601 && c.answersToolNameMiss(call) {
				why = unknownToolCode // the message says nothing; the condition says an unknown tool
			}
			if why != "" {
				c.report(analysis.Diagnostic{Pos: code.Pos(), End: code.End(), Category: catErrorCode,
					Message: "JSON-RPC error code " + strconv.FormatInt(n64, 10) + ": " + why})
			}
			return true
		})
	}
}

// carriesError reports whether an argument of call holds an error value
// (err.Error(), err): the response answers a failure, and the dispatcher
// checks say whether that failure belongs on this layer at all.
func (c *checker) carriesError(call *ast.CallExpr) bool {
	found := false
	for _, a := range call.Args {
		ast.Inspect(a, func(n ast.Node) bool {
			if id, ok := n.(*ast.Ident); ok {
				if v, ok := c.pass.TypesInfo.Uses[id].(*types.Var); ok && isError(v.Type()) {
					found = true
				}
			}
			return !found
		})
	}
	return found
}

// messageText returns the constant text of an error message: a constant,
// the format of fmt.Sprintf("Tool not found: %s", name), or the constant
// parts of a concatenation ("unknown tool " + name).
func (c *checker) messageText(e ast.Expr) string {
	if s := c.constString(e); s != "" || e == nil {
		return s
	}
	switch x := ast.Unparen(e).(type) {
	case *ast.CallExpr:
		if fn, _ := typeutil.Callee(c.pass.TypesInfo, x).(*types.Func); fn != nil && fn.Pkg() != nil && fn.Pkg().Path() == "fmt" && fn.Name() == "Sprintf" && len(x.Args) > 0 {
			return c.constString(x.Args[0])
		}
	case *ast.BinaryExpr:
		if x.Op == token.ADD {
			return c.messageText(x.X) + c.messageText(x.Y)
		}
	}
	return ""
}

func (c *checker) constString(e ast.Expr) string {
	if e == nil {
		return ""
	}
	if tv, ok := c.pass.TypesInfo.Types[e]; ok && tv.Value != nil && tv.Value.Kind() == constant.String {
		return constant.StringVal(tv.Value)
	}
	return ""
}

// badCode says what is wrong with a code (and message), or "".
func (c *checker) badCode(code int64, msg string) string {
	m := strings.ToLower(msg)
	latest := c.m.Config.AtLeast(analyzer.Spec20260728)
	switch {
	case code == -32601 && strings.Contains(m, "tool") && (strings.Contains(m, "unknown") || strings.Contains(m, "not found")):
		return unknownToolCode
	case !latest:
		return ""
	case code == -32002:
		return "retired by spec 2026-07-28 (implementations MUST NOT emit it); a missing resource is -32602 (Invalid params)"
	case code == -32042:
		return "retired by spec 2026-07-28 (implementations MUST NOT emit it)"
	case code <= -32020 && code >= -32099 && code != -32020 && code != -32021 && code != -32022:
		return "the range -32020 to -32099 is reserved for codes the MCP spec defines and implementations MUST NOT emit others; use a code outside -32768 to -32000"
	}
	return ""
}

// badRequestCode checks, under spec 2026-07-28, the errors that answer a
// request's per-request _meta: a missing required field is malformed
// (-32602) and a protocol version the server does not implement is
// UnsupportedProtocolVersionError (-32022, data {supported, requested},
// both required by the schema). What the error answers is read from its
// message or from the condition it sits under; when neither says, nothing
// is reported.
func (c *checker) badRequestCode(code int64, errExpr, msg, data ast.Expr, file *ast.File) string {
	if !c.m.Config.AtLeast(analyzer.Spec20260728) {
		return ""
	}
	text := strings.ToLower(c.texts(msg))
	// An internal error, or a text about another party (a gateway's
	// upstream), is not about the request's own version.
	unsupported := strings.Contains(text, "protocol version") &&
		(strings.Contains(text, "unsupported") || strings.Contains(text, "not supported")) &&
		code != -32603 && !strings.Contains(text, "upstream") && !strings.Contains(text, "backend") && !strings.Contains(text, "remote")
	switch {
	case code == -32022:
		if keys, known := c.dataKeys(data, errExpr, file); known && (!keys["supported"] || !keys["requested"]) {
			return "an UnsupportedProtocolVersionError must carry data {\"supported\": [...], \"requested\": \"...\"} (both required by spec 2026-07-28), which clients read to pick a version"
		}
	case unsupported:
		if c.inInitialize(errExpr, file) {
			return "" // the legacy handshake answers with -32602 and data (2025-11-25)
		}
		return "an unsupported protocol version is answered with -32022 (UnsupportedProtocolVersionError, data {\"supported\": [...], \"requested\": \"...\"}) in spec 2026-07-28"
	case code != -32602 && (c.missingMetaText(text) || c.underMetaNil(errExpr, file)):
		return "a request missing required _meta fields is malformed, and spec 2026-07-28 says the server MUST reject it with -32602 (Invalid params)"
	}
	return ""
}

// texts concatenates the string constants in e (a message, possibly built
// with fmt.Sprintf or +).
func (c *checker) texts(e ast.Expr) string {
	if e == nil {
		return ""
	}
	var b strings.Builder
	ast.Inspect(e, func(n ast.Node) bool {
		if x, ok := n.(ast.Expr); ok {
			if s := c.constString(x); s != "" {
				b.WriteString(s)
				b.WriteByte(' ')
				return false
			}
		}
		return true
	})
	return b.String()
}

func (c *checker) missingMetaText(text string) bool {
	meta := strings.Contains(text, "_meta") || strings.Contains(text, "io.modelcontextprotocol/protocolversion") ||
		strings.Contains(text, "io.modelcontextprotocol/clientcapabilities")
	return meta && (strings.Contains(text, "missing") || strings.Contains(text, "required") || strings.Contains(text, "absent"))
}

// underMetaNil reports whether e sits in the body of `if <x>.Meta == nil`.
func (c *checker) underMetaNil(e ast.Expr, file *ast.File) bool {
	path, _ := astutil.PathEnclosingInterval(file, e.Pos(), e.End())
	var child ast.Node = e
	for _, n := range path {
		switch x := n.(type) {
		case *ast.FuncDecl, *ast.FuncLit:
			return false
		case *ast.IfStmt:
			if child == x.Body {
				if be, ok := ast.Unparen(x.Cond).(*ast.BinaryExpr); ok && be.Op == token.EQL {
					for _, pair := range [][2]ast.Expr{{be.X, be.Y}, {be.Y, be.X}} {
						if sel, ok := ast.Unparen(pair[0]).(*ast.SelectorExpr); ok && c.isMetaField(sel) && isNilIdent(c.pass.TypesInfo, pair[1]) {
							return true
						}
					}
				}
			}
		}
		child = n
	}
	return false
}

// isMetaField reports whether sel selects a request's _meta: a field
// tagged json:"_meta" (both SDKs' params types, a hand-rolled server's),
// not a business object's Meta.
func (c *checker) isMetaField(sel *ast.SelectorExpr) bool {
	s, ok := c.pass.TypesInfo.Selections[sel]
	if !ok || s.Kind() != types.FieldVal {
		return false
	}
	t := s.Recv()
	idx := s.Index()
	for i, k := range idx {
		if p, ok := t.Underlying().(*types.Pointer); ok {
			t = p.Elem()
		}
		st, ok := t.Underlying().(*types.Struct)
		if !ok {
			return false
		}
		if i == len(idx)-1 {
			name, _, _ := strings.Cut(reflect.StructTag(st.Tag(k)).Get("json"), ",")
			return name == "_meta"
		}
		t = st.Field(k).Type()
	}
	return false
}

// inInitialize reports whether the function holding e handles the
// legacy initialize request (names the method or is named after it).
func (c *checker) inInitialize(e ast.Expr, file *ast.File) bool {
	path, _ := astutil.PathEnclosingInterval(file, e.Pos(), e.End())
	for _, n := range path {
		var body ast.Node
		switch x := n.(type) {
		case *ast.FuncDecl:
			if strings.Contains(strings.ToLower(x.Name.Name), "initialize") {
				return true
			}
			body = x.Body
		case *ast.FuncLit:
			body = x.Body
		default:
			continue
		}
		found := false
		ast.Inspect(body, func(n ast.Node) bool {
			if x, ok := n.(ast.Expr); ok && c.constString(x) == "initialize" {
				found = true
			}
			return !found
		})
		return found
	}
	return false
}

// dataKeys returns the object keys of an error's data when the syntax
// shows them: no data or nil (no keys), a map or struct literal, one
// marshalled with json.Marshal, or a JSON string; known is false otherwise.
func (c *checker) dataKeys(data, at ast.Expr, file *ast.File) (keys map[string]bool, known bool) {
	info := c.pass.TypesInfo
	keys = map[string]bool{}
	if data == nil || isNilIdent(info, data) {
		return keys, true
	}
	e := ast.Unparen(data)
	for range 3 {
		id, ok := e.(*ast.Ident)
		if !ok {
			break
		}
		v, ok := info.Uses[id].(*types.Var)
		if !ok || !isLocal(v, c.pass.Pkg) {
			return nil, false
		}
		path, _ := astutil.PathEnclosingInterval(file, id.Pos(), id.End())
		fn := enclosingFunc(path)
		defs := c.f.reachingDefs(v, id, fn)
		if len(defs) != 1 || defs[0].rhs == nil {
			return nil, false
		}
		e = ast.Unparen(defs[0].rhs)
		if call, ok := e.(*ast.CallExpr); ok && defs[0].index <= 0 {
			if callee, _ := typeutil.Callee(info, call).(*types.Func); callee != nil && callee.Pkg() != nil &&
				callee.Pkg().Path() == "encoding/json" && callee.Name() == "Marshal" && len(call.Args) == 1 {
				e = ast.Unparen(call.Args[0])
			}
		}
	}
	if conv, ok := e.(*ast.CallExpr); ok && len(conv.Args) == 1 {
		if tv, ok := info.Types[conv.Fun]; ok && tv.IsType() {
			e = ast.Unparen(conv.Args[0]) // json.RawMessage(`...`)
		}
	}
	if s := c.constString(e); s != "" {
		var obj map[string]json.RawMessage
		if json.Unmarshal([]byte(s), &obj) != nil {
			return nil, false
		}
		for k := range obj {
			keys[k] = true
		}
		return keys, true
	}
	lit := compositeOf(e)
	if lit == nil {
		return nil, false
	}
	switch t := analyzer.Under(info.TypeOf(lit)).(type) {
	case *types.Map:
		for _, elt := range lit.Elts {
			kv, ok := elt.(*ast.KeyValueExpr)
			if !ok {
				return nil, false
			}
			k := c.constString(kv.Key)
			if k == "" {
				return nil, false
			}
			keys[k] = true
		}
		return keys, true
	case *types.Struct:
		// The type's fields, not the literal's: a zero field still
		// marshals (unless omitempty, which a schema-required key should
		// not have; not judged here).
		for i := 0; i < t.NumFields(); i++ {
			name, _, _ := strings.Cut(reflect.StructTag(t.Tag(i)).Get("json"), ",")
			if name == "" {
				name = strings.ToLower(t.Field(i).Name()) // close enough for the two keys read
			}
			keys[name] = true
		}
		return keys, true
	}
	return nil, false
}

// implementsError reports whether t or *t implements error.
func implementsError(t types.Type) bool {
	if t == nil {
		return false
	}
	return types.Implements(t, errorType) || types.Implements(types.NewPointer(t), errorType)
}

const unknownToolCode = "an unknown tool is -32602 (Invalid params) in the spec and in both Go SDKs, not -32601 (Method not found)"

// answersToolNameMiss reports whether e, an error object, is built in a
// hand-rolled dispatcher's tools/call branch (or a function it reaches)
// under a miss of the tool's name in a lookup table or a name switch.
func (c *checker) answersToolNameMiss(e ast.Expr) bool {
	fn := enclosingFunc(c.f.path(e))
	if fn == nil {
		return false
	}
	inCall := false
	for _, d := range c.m.Dispatchers {
		for _, st := range d.Branches[analyzer.MethodToolsCall] {
			if st.Pos() <= e.Pos() && e.End() <= st.End() {
				inCall = true
			}
		}
	}
	return inCall && c.toolNameMiss(e, fn).missed
}
