package errlayer

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"

	"github.com/mcplint-go/mcplint/analyzer"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"
)

const catDropped = "dropped-request"

// droppedRequests is the dropped-request rule for a hand-rolled stdio
// server's read loop (in a function that reads os.Stdin, routing what it
// reads to the dispatcher): a message that does not decode into the request type, or
// that names another JSON-RPC version, skipped by `continue` with only a
// log line. JSON-RPC 2.0 answers the first with error -32700 (Parse
// error, id null) and the second with -32600 (Invalid Request); a client
// that gets no answer waits for one until its own timeout. The SDKs
// answer both themselves: only packages with a hand-rolled dispatcher
// are read.
func (c *checker) droppedRequests() {
	if len(c.m.Dispatchers) == 0 {
		return
	}
	for _, f := range c.pass.Files {
		if c.inTest(f) {
			continue
		}
		for _, d := range f.Decls {
			if fd, ok := d.(*ast.FuncDecl); ok && fd.Body != nil && c.readsStdin(fd.Body) {
				c.droppedIn(fd.Body)
			}
		}
	}
	c.droppedInMessageHandlers()
}

// droppedInMessageHandlers reports the dropped requests of the functions
// a read loop hands each message to (`for scanner.Scan() { go
// s.handleMessage(line) }`), that decode it and route it to the
// dispatcher: a decode failure answered by a log line and a bare return
// is the loop's `continue`.
func (c *checker) droppedInMessageHandlers() {
	done := map[*ast.FuncDecl]bool{}
	for _, f := range c.pass.Files {
		if c.inTest(f) {
			continue
		}
		ast.Inspect(f, func(n ast.Node) bool {
			body := loopBodyOf(n)
			if body == nil {
				return true
			}
			for _, st := range body.List {
				var call *ast.CallExpr
				switch st := st.(type) {
				case *ast.GoStmt:
					call = st.Call
				case *ast.ExprStmt:
					call, _ = ast.Unparen(st.X).(*ast.CallExpr)
				}
				if call == nil || len(call.Args) == 0 {
					continue
				}
				fn, _ := typeutil.Callee(c.pass.TypesInfo, call).(*types.Func)
				if fn == nil {
					continue
				}
				decl := c.m.FuncDecl(fn.Origin())
				if decl == nil || decl.Body == nil || done[decl] || !c.dispatchesFrom(decl.Body) {
					continue
				}
				done[decl] = true
				c.droppedInHandler(decl.Body)
			}
			return true
		})
	}
}

// droppedInHandler reports, among the top-level statements of body, a
// failed decode of the request answered by a log line and a bare return.
func (c *checker) droppedInHandler(body *ast.BlockStmt) {
	for i, st := range body.List {
		ifs, ok := st.(*ast.IfStmt)
		if !ok || ifs.Else != nil || !analyzer.OnlyLogsThenReturn(c.pass.TypesInfo, ifs.Body.List) {
			continue
		}
		var prev ast.Stmt
		if i > 0 {
			prev = body.List[i-1]
		}
		if !c.failedRequestDecode(ifs, prev) {
			continue
		}
		ret := ifs.Body.List[len(ifs.Body.List)-1]
		c.report(analysis.Diagnostic{
			Pos: ret.Pos(), End: ret.End(), Category: catDropped,
			Related: []analysis.RelatedInformation{{Pos: ifs.Cond.Pos(), End: ifs.Cond.End(), Message: "the failed decode"}},
			Message: "a message that does not decode as a request is dropped here with only a log line: JSON-RPC 2.0 answers it with error -32700 (Parse error, id null), and a client that gets no answer waits for one until it times out; " +
				`write {"jsonrpc": "2.0", "id": null, "error": {"code": -32700, "message": "Parse error"}} before returning`,
		})
	}
}

// readsStdin reports whether body reads os.Stdin: a stdio server's read
// loop (a client's loop over a child server's output reads a pipe).
func (c *checker) readsStdin(body *ast.BlockStmt) bool {
	found := false
	ast.Inspect(body, func(n ast.Node) bool {
		if sel, ok := n.(*ast.SelectorExpr); ok && !found {
			if v, ok := c.pass.TypesInfo.Uses[sel.Sel].(*types.Var); ok && v.Pkg() != nil && v.Pkg().Path() == "os" && v.Name() == "Stdin" {
				found = true
			}
		}
		return !found
	})
	return found
}

// droppedIn reports the dropped requests of the read loops in fnBody.
func (c *checker) droppedIn(fnBody *ast.BlockStmt) {
	ast.Inspect(fnBody, func(n ast.Node) bool {
		body := loopBodyOf(n)
		if body == nil {
			return true
		}
		if !c.dispatchesFrom(body) {
			return true // a client's loop over a server's messages, a log reader: not the server's requests
		}
		for i, st := range body.List {
			ifs, ok := st.(*ast.IfStmt)
			if !ok || ifs.Else != nil || !analyzer.OnlyLogsThenContinue(c.pass.TypesInfo, ifs.Body.List) {
				continue
			}
			var prev ast.Stmt
			if i > 0 {
				prev = body.List[i-1]
			}
			cont := ifs.Body.List[len(ifs.Body.List)-1]
			switch {
			case c.failedRequestDecode(ifs, prev):
				c.report(analysis.Diagnostic{
					Pos: cont.Pos(), End: cont.End(), Category: catDropped,
					Related: []analysis.RelatedInformation{{Pos: ifs.Cond.Pos(), End: ifs.Cond.End(), Message: "the failed decode"}},
					Message: "a message that does not decode as a request is dropped here with only a log line: JSON-RPC 2.0 answers it with error -32700 (Parse error, id null), and a client that gets no answer waits for one until it times out; " +
						`write {"jsonrpc": "2.0", "id": null, "error": {"code": -32700, "message": "Parse error"}} before reading the next message`,
				})
			case c.otherVersionTest(ifs.Cond):
				c.report(analysis.Diagnostic{
					Pos: cont.Pos(), End: cont.End(), Category: catDropped,
					Related: []analysis.RelatedInformation{{Pos: ifs.Cond.Pos(), End: ifs.Cond.End(), Message: "the version test"}},
					Message: "a request that names another JSON-RPC version is dropped here with only a log line: JSON-RPC 2.0 answers it with error -32600 (Invalid Request), and a client that gets no answer waits for one until it times out; " +
						"answer it with that error (and its id) before reading the next message",
				})
			}
		}
		return true
	})
}

// failedRequestDecode reports whether ifs tests the error of decoding a
// JSON-RPC request (json.Unmarshal(line, &req), dec.Decode(&req)) made in
// its init or in the statement before it.
func (c *checker) failedRequestDecode(ifs *ast.IfStmt, prev ast.Stmt) bool {
	bin, ok := ast.Unparen(ifs.Cond).(*ast.BinaryExpr)
	if !ok || bin.Op != token.NEQ || !isNilIdent(c.pass.TypesInfo, bin.Y) {
		return false
	}
	errID, ok := ast.Unparen(bin.X).(*ast.Ident)
	if !ok {
		return false
	}
	errObj := c.pass.TypesInfo.ObjectOf(errID)
	for _, st := range []ast.Stmt{ifs.Init, prev} {
		as, ok := st.(*ast.AssignStmt)
		if !ok || len(as.Lhs) != 1 || len(as.Rhs) != 1 {
			continue
		}
		if id, ok := as.Lhs[0].(*ast.Ident); !ok || c.pass.TypesInfo.ObjectOf(id) != errObj {
			continue
		}
		if call, ok := ast.Unparen(as.Rhs[0]).(*ast.CallExpr); ok && c.decodesRequest(call) {
			return true
		}
	}
	return false
}

// decodesRequest reports whether call is json.Unmarshal or a json
// Decoder's Decode into a JSON-RPC request: a struct with a field that
// decodes "method".
func (c *checker) decodesRequest(call *ast.CallExpr) bool {
	fn, _ := typeutil.Callee(c.pass.TypesInfo, call).(*types.Func)
	if fn == nil || fn.Pkg() == nil || fn.Pkg().Path() != "encoding/json" || fn.Name() != "Unmarshal" && fn.Name() != "Decode" || len(call.Args) == 0 {
		return false
	}
	return requestStruct(c.pass.TypesInfo.TypeOf(call.Args[len(call.Args)-1])) != nil
}

// requestStruct returns t's struct when t (or what it points to) has a
// field that encoding/json fills from "method".
func requestStruct(t types.Type) *types.Struct {
	if t == nil {
		return nil
	}
	st, ok := analyzer.Deref(t).Underlying().(*types.Struct)
	if !ok {
		return nil
	}
	for i := range st.NumFields() {
		if analyzer.JSONName(st, i) == "method" {
			return st
		}
	}
	return nil
}

// otherVersionTest reports whether cond is `req.JSONRPC != "2.0"` on a
// JSON-RPC request.
func (c *checker) otherVersionTest(cond ast.Expr) bool {
	bin, ok := ast.Unparen(cond).(*ast.BinaryExpr)
	if !ok || bin.Op != token.NEQ {
		return false
	}
	tv := c.pass.TypesInfo.Types[bin.Y]
	if tv.Value == nil || tv.Value.Kind() != constant.String || constant.StringVal(tv.Value) != "2.0" {
		return false
	}
	sel, ok := ast.Unparen(bin.X).(*ast.SelectorExpr)
	if !ok {
		return false
	}
	st := requestStruct(c.pass.TypesInfo.TypeOf(sel.X))
	if st == nil {
		return false
	}
	for i := range st.NumFields() {
		if st.Field(i).Name() == sel.Sel.Name && analyzer.JSONName(st, i) == "jsonrpc" {
			return true
		}
	}
	return false
}

// dispatchesFrom reports whether the loop body routes what it reads to a
// hand-rolled dispatcher: the dispatcher's method test is in the body,
// or the body calls a function of this package that holds one.
func (c *checker) dispatchesFrom(body *ast.BlockStmt) bool {
	funcs := map[ast.Node]bool{}
	for _, d := range c.m.Dispatchers {
		if body.Pos() <= d.Cond.Pos() && d.Cond.End() <= body.End() {
			return true
		}
		funcs[d.Func] = true
	}
	found := false
	ast.Inspect(body, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if !ok || found {
			return !found
		}
		if fn, _ := typeutil.Callee(c.pass.TypesInfo, call).(*types.Func); fn != nil {
			if decl := c.m.FuncDecl(fn.Origin()); decl != nil && funcs[decl] {
				found = true
			}
		}
		return !found
	})
	return found
}

// loopBodyOf is the body of n when n is a for or range loop, nil
// otherwise.
func loopBodyOf(n ast.Node) *ast.BlockStmt {
	switch x := n.(type) {
	case *ast.ForStmt:
		return x.Body
	case *ast.RangeStmt:
		return x.Body
	}
	return nil
}
