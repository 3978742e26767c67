package analyzer

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"
)

// forwarder describes a user function that registers the tool and
// handler it is given on the server it is given, such as jira-mcp's
// (*Filter).AddTool(s, tool, handler): a call to it is a registration.
// Fields are parameter indices (receiver not counted).
type forwarder struct {
	op      Op
	sdk     SDK
	server  int
	def     int
	handler int
	// wrap is, for a forwarder that registers its handler parameter
	// wrapped (mcp.AddTool(s, tool, wrapHandler(handler))), that call in
	// its body: what each registration's errors become is the wrapper's
	// handler's. Such a forwarder exports no fact.
	wrap *ast.CallExpr
}

// ForwarderFact is exported for a forwarding registration function.
type ForwarderFact struct {
	Op, SDK, Server, Def, Handler int
}

func (*ForwarderFact) AFact() {}
func (f *ForwarderFact) String() string {
	return "forwards registration (server " + itoa(f.Server) + ", tool " + itoa(f.Def) + ", handler " + itoa(f.Handler) + ")"
}

// forwarderOf returns fn's forwarding behaviour, or nil.
func (b *builder) forwarderOf(fn *types.Func) *forwarder {
	if fn == nil {
		return nil
	}
	fn = fn.Origin()
	if f, ok := b.forwarders[fn]; ok {
		return f
	}
	b.forwarders[fn] = nil
	var fw *forwarder
	if decl := b.decls[fn]; decl != nil {
		if decl.Body != nil && b.holdsAddTool(decl.Body) {
			fw = b.forwarderFromBody(fn, decl.Body)
		}
	} else if fn.Pkg() != b.pass.Pkg {
		var fact ForwarderFact
		if b.pass.ImportObjectFact(fn, &fact) {
			fw = &forwarder{op: Op(fact.Op), sdk: SDK(fact.SDK), server: fact.Server, def: fact.Def, handler: fact.Handler}
		}
	}
	b.forwarders[fn] = fw
	return fw
}

// holdsAddTool reports whether body holds an AddTool call, without
// which it forwards nothing: most functions are answered from the
// positions of the package's AddTool calls, without reading the body.
func (b *builder) holdsAddTool(body *ast.BlockStmt) bool {
	if b.addToolAt == nil {
		b.addToolAt = []token.Pos{}
		for _, c := range b.calls {
			if c.op == OpAddTool || c.op == OpAddToolTyped {
				b.addToolAt = append(b.addToolAt, c.call.Pos())
			}
		}
		slices.Sort(b.addToolAt)
	}
	i, _ := slices.BinarySearch(b.addToolAt, body.Pos())
	return i < len(b.addToolAt) && b.addToolAt[i] < body.End()
}

func (b *builder) forwarderFromBody(fn *types.Func, body *ast.BlockStmt) *forwarder {
	if body == nil {
		return nil
	}
	params := fn.Type().(*types.Signature).Params()
	paramIndex := func(e ast.Expr) int {
		id, ok := ast.Unparen(e).(*ast.Ident)
		if !ok {
			return -1
		}
		obj := b.pass.TypesInfo.Uses[id]
		for i := range params.Len() {
			if params.At(i) == obj {
				return i
			}
		}
		return -1
	}
	var fw *forwarder
	ok := true
	inspectCalls(body, func(call *ast.CallExpr) bool {
		callee := b.callee(call)
		op := OpOf(callee)
		if op != OpAddTool && op != OpAddToolTyped {
			return true
		}
		server, def, handler := registrationArgs(call, op)
		if server == nil {
			ok = false
			return false
		}
		srv := paramIndex(server)
		if srv < 0 && b.receiverField(fn, server) {
			srv = forwardReceiver // s.mcpServer.AddTool(tool, handler) in a method of s
		}
		f := &forwarder{op: op, sdk: sdkOfPath(callee.Pkg().Path()), server: srv, def: paramIndex(def), handler: paramIndex(handler)}
		if wrap, ok := ast.Unparen(handler).(*ast.CallExpr); ok && f.handler < 0 && len(wrap.Args) == 1 && paramIndex(wrap.Args[0]) >= 0 && b.callee(wrap) != nil && b.callee(wrap).Pkg() == b.pass.Pkg {
			// mcp.AddTool(server, tool, wrapHandler(handler)): a
			// wrapper of this package around the handler parameter
			f.handler, f.wrap = paramIndex(wrap.Args[0]), wrap
		}
		if f.server < 0 && f.server != forwardReceiver || f.def < 0 || f.handler < 0 || fw != nil && *fw != *f {
			ok = false
			return false
		}
		fw = f
		return true
	})
	if !ok {
		return nil
	}
	return fw
}

// registrationArgs returns the server, tool and handler expressions of a
// two-argument AddTool call (method or go-sdk's generic function).
func registrationArgs(call *ast.CallExpr, op Op) (server, def, handler ast.Expr) {
	args := call.Args
	if op == OpAddToolTyped {
		if len(args) != 3 {
			return nil, nil, nil
		}
		return args[0], args[1], args[2]
	}
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok || len(args) != 2 {
		return nil, nil, nil
	}
	return sel.X, args[0], args[1]
}

// addForwarded records a call to a forwarder as a registration.
func (b *builder) addForwarded(call *ast.CallExpr, fw *forwarder) {
	n := len(call.Args)
	if fw.server >= n || fw.def >= n || fw.handler >= n || call.Ellipsis.IsValid() {
		return
	}
	var server ast.Expr
	if fw.server == forwardReceiver {
		// the method's receiver holds the server: r.server.AddTool(...)
		sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
		if !ok {
			return
		}
		server = sel.X
	} else {
		server = call.Args[fw.server]
	}
	r := &Registration{SDK: fw.sdk, Op: fw.op, Call: call, Server: b.serverRef(server, call)}
	b.fillDef(r, call.Args[fw.def], -1)
	if b.forwardedDefs == nil {
		b.forwardedDefs = map[*Registration]ast.Expr{}
	}
	b.forwardedDefs[r] = call.Args[fw.def] // named by a constructor later (nameByConstructors)
	if fw.wrap != nil {
		// the wrapper's handler decides the errors; the tool's own
		// function is a project shape the checks do not read
		b.fillHandler(r, fw.wrap, -1)
		b.m.Registrations = append(b.m.Registrations, r)
		return
	}
	b.fillHandler(r, call.Args[fw.handler], -1)
	if fw.op == OpAddToolTyped {
		b.typedOutFromHandler(r, b.pass.TypesInfo.TypeOf(call.Args[fw.handler]))
	}
	b.m.Registrations = append(b.m.Registrations, r)
}

// typedOutFromHandler reads In and Out from a go-sdk typed handler type.
func (b *builder) typedOutFromHandler(r *Registration, t types.Type) {
	sig, ok := types.Unalias(t).Underlying().(*types.Signature)
	if !ok || sig.Results().Len() != 3 || sig.Params().Len() != 3 {
		return
	}
	out := sig.Results().At(1).Type()
	if p, ok := types.Unalias(out).(*types.Pointer); ok {
		out = p.Elem()
	}
	r.OutType = out
	if r.OutputSchema.Kind == SchemaNone && !isEmptyInterface(out) {
		r.OutputSchema = Schema{Kind: SchemaInferred, Expr: r.Call, GoType: out}
	}
	if r.InputSchema.Kind == SchemaNone {
		r.InputSchema = Schema{Kind: SchemaInferred, Expr: r.Call, GoType: sig.Params().At(2).Type()}
	}
}

// forwardReceiver is the forwarder's server index when the server is a
// field of the method's receiver (func (s *Server) AddTool(tool, h) {
// s.mcpServer.AddTool(tool, h) }): each call registers on the value the
// method is called on.
const forwardReceiver = -2

// receiverField reports whether e is a field of fn's receiver (s.server).
func (b *builder) receiverField(fn *types.Func, e ast.Expr) bool {
	recv := fn.Type().(*types.Signature).Recv()
	sel, ok := ast.Unparen(e).(*ast.SelectorExpr)
	if recv == nil || !ok {
		return false
	}
	id, ok := ast.Unparen(sel.X).(*ast.Ident)
	if !ok || b.pass.TypesInfo.Uses[id] != recv {
		return false
	}
	s := b.pass.TypesInfo.Selections[sel]
	return s != nil && s.Kind() == types.FieldVal
}
