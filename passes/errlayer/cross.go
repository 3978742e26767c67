package errlayer

import (
	"go/ast"
	"go/token"
	"go/types"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/mcplint-go/mcplint/analyzer"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"
)

// exportFacts exports, for the functions of this package, what their
// error result may be (when it is not simply "any error") and, for those
// with a tool-handler shape, the returns that send a failure as an error.
// Declarations are visited in file order, so the facts are deterministic.
func (c *checker) exportFacts() {
	c.exportErrorAnswers()
	exportRPCCodeParams(c.pass)
	exportErrorCodeParams(c.pass)
	c.exportNameMisses()
	for _, file := range c.pass.Files {
		for _, d := range file.Decls {
			decl, ok := d.(*ast.FuncDecl)
			if !ok || decl.Body == nil {
				continue
			}
			fn, ok := c.pass.TypesInfo.Defs[decl.Name].(*types.Func)
			if !ok || !fn.Exported() {
				continue // only exported functions are called or registered elsewhere
			}
			if lit := c.m.ReturnedHandler(fn); lit != nil {
				c.exportSites(fn, lit) // a handler factory: the returned handler's sites
				continue
			}
			if target := c.m.ReturnedFunc(fn); target != nil {
				c.exportSites(fn, target) // returns a handler of the package by name
				continue
			}
			if lit := c.m.PairHandler(fn); lit != nil {
				if !c.servedHere(lit) {
					c.exportSites(fn, lit) // a factory of a (tool, handler) pair: the handler's sites
				}
				continue
			}
			sig := fn.Type().(*types.Signature)
			if sig.Results().Len() == 0 || !isErrorResult(sig.Results().At(sig.Results().Len()-1).Type()) {
				continue
			}
			if i := passedParam(c.pass.TypesInfo, decl, sig); i >= 0 {
				c.pass.ExportObjectFact(fn, &ErrorKindsFact{Kinds: uint8(c.f.summary(fn)), Passes: int8(i + 1)})
			} else if k := c.f.summary(fn); k&kBusiness == 0 {
				c.pass.ExportObjectFact(fn, &ErrorKindsFact{Kinds: uint8(k)})
			}
			c.exportSites(fn, decl)
		}
	}
	copyInterfaceSites(c.pass)
}

// exportSites exports a HandlerErrorsFact for fn when the handler h (fn's
// declaration, or the literal that fn, a handler factory, returns) has a
// tool-handler shape and returns errors that may be tool failures.
func (c *checker) exportSites(fn *types.Func, h ast.Node) {
	if !handlerShaped(c.f.signature(h)) {
		return
	}
	if sites := c.errorSites(h); len(sites) > 0 {
		c.pass.ExportObjectFact(fn, &HandlerErrorsFact{Sites: sites})
	}
}

// handlerShaped reports whether sig is that of a tool handler of an SDK,
// of a hand-rolled server, or of a tool body that a handler forwards to.
func handlerShaped(sig *types.Signature) bool {
	switch shape, _ := analyzer.ShapeOf(sig); shape {
	case analyzer.ShapeGoSDKRaw, analyzer.ShapeGoSDKTyped, analyzer.ShapeMCPGoRaw, analyzer.ShapeMCPGoTyped, analyzer.ShapeGoMCP:
		return true
	}
	return analyzer.MayBeHandRolledHandler(sig) || forwardable(sig)
}

// servedHere reports whether the model of this package pairs lit, a
// handler literal, with a tool (a registration here, or a definition
// beside it): its returns are reported here, and the registering package
// must not report them again.
func (c *checker) servedHere(lit *ast.FuncLit) bool {
	for _, h := range c.m.Handlers {
		if h.Lit == lit && len(h.Tools) > 0 {
			return true
		}
	}
	return false
}

// forwardable reports whether sig is that of a tool's body with one more
// parameter than a handler (HandleQuery(s Server, ctx, req
// mcp.CallToolRequest) (*mcp.CallToolResult, error)): a handler closure
// of another package forwards its results (`return tools.HandleQuery(s,
// ctx, req)`), so its returns are the tool's.
func forwardable(sig *types.Signature) bool {
	if sig.Results().Len() != 2 || !analyzer.IsCallToolResult(sig.Results().At(0).Type()) || !isError(sig.Results().At(1).Type()) {
		return false
	}
	for i := range sig.Params().Len() {
		if analyzer.IsCallToolRequest(sig.Params().At(i).Type()) {
			return true
		}
	}
	return false
}

// returnsToolResult reports whether sig returns a tool result and an
// error.
func returnsToolResult(sig *types.Signature) bool {
	return sig != nil && sig.Results().Len() == 2 && analyzer.IsCallToolResult(sig.Results().At(0).Type()) && isError(sig.Results().At(1).Type())
}

// forwardedSites returns, as related positions, the returns of the
// handler-shaped function whose call is the error os come from (`return
// tools.HandleQuery(s, ctx, req)`, `return p.handleReadFile(ctx, req)`);
// nil when there is none.
func (c *checker) forwardedSites(os []origin) []analysis.RelatedInformation {
	var related []analysis.RelatedInformation
	for _, o := range os {
		call, ok := ast.Unparen(o.expr).(*ast.CallExpr)
		if !ok {
			continue
		}
		fn := typeutil.StaticCallee(c.pass.TypesInfo, call)
		if fn == nil {
			continue
		}
		for _, s := range c.delegateSites(fn) {
			if s.Validation && !c.m.Config.AtLeast(validationSince) {
				continue
			}
			if pos := c.position(s); pos.IsValid() {
				related = append(related, analysis.RelatedInformation{Pos: pos, Message: "this return's error becomes a JSON-RPC error"})
			}
		}
	}
	return related
}

// exportHandRolledSites exports the HandlerErrorsFacts of a package that
// uses no SDK and serves nothing itself but may hold the handlers of a
// hand-rolled server's tool table (calculator-server's internal/handlers,
// registered from cmd/server). Only functions of a handler's shape are
// read, so a package without any costs one pass over its declarations.
func exportHandRolledSites(pass *analysis.Pass, m *analyzer.Model) {
	var c *checker
	for _, file := range pass.Files {
		for _, d := range file.Decls {
			decl, ok := d.(*ast.FuncDecl)
			if !ok || decl.Body == nil || !decl.Name.IsExported() {
				continue
			}
			fn, ok := pass.TypesInfo.Defs[decl.Name].(*types.Func)
			if !ok || !analyzer.MayBeHandRolledHandler(fn.Type().(*types.Signature)) {
				continue
			}
			if c == nil {
				c = &checker{pass: pass, m: m, f: newFlow(pass, m), failureText: map[*types.Func]helperFailure{}}
			}
			c.exportSites(fn, decl)
		}
	}
	if anyErrorAnswerShape(pass) {
		if c == nil {
			c = &checker{pass: pass, m: m, f: newFlow(pass, m), failureText: map[*types.Func]helperFailure{}}
		}
		c.exportErrorAnswers()
	}
	exportRPCCodeParams(pass)
	if c == nil && anyNameLookup(pass) {
		c = &checker{pass: pass, m: m, f: newFlow(pass, m), failureText: map[*types.Func]helperFailure{}}
	}
	if c != nil {
		c.exportNameMisses()
	}
	exportEncoderKinds(pass, m)
	exportNeverFails(pass)
	copyInterfaceSites(pass)
	unionInterfaceSites(pass)
	exportForwardedSites(pass, m, c)
}

// exportNeverFails exports ErrorKindsFact{kNil} for each exported function
// of a package that serves no MCP itself whose every return statement
// gives a literal nil error: a project function that answers its failures
// in its result (func SearchFiles(...) (ToolResult, error) returning
// ToolResult{"isError": true}, nil) never fails, and a tool's `if err !=
// nil { return nil, err }` after it is a branch that never runs, no
// failure on the wrong layer. A function with a bare return (named
// results) or none is left alone.
func exportNeverFails(pass *analysis.Pass) {
	analyzer.EachExportedFunc(pass, func(fn *types.Func, decl *ast.FuncDecl) {
		sig := fn.Type().(*types.Signature)
		if sig.Results().Len() == 0 || !isError(sig.Results().At(sig.Results().Len()-1).Type()) {
			return
		}
		n, nilOnly := 0, true
		forEachReturn(decl.Body, func(r *ast.ReturnStmt) {
			n++
			if len(r.Results) != sig.Results().Len() || !isNilIdent(pass.TypesInfo, r.Results[len(r.Results)-1]) {
				nilOnly = false
			}
		})
		var prior ErrorKindsFact
		if n > 0 && nilOnly && !pass.ImportObjectFact(fn, &prior) {
			pass.ExportObjectFact(fn, &ErrorKindsFact{Kinds: uint8(kNil)})
		}
	})
}

// exportEncoderKinds exports, from a package of the module that serves no
// MCP itself, the ErrorKindsFact of each exported function that encodes
// JSON and whose only errors are the server's own (a failed json.Marshal
// of its argument: func MarshalResponse(v any) (string, error)): a tool
// that answers with such a helper's error answers a server error, not a
// tool's failure. Only functions that call an encoder are read, so a
// package of plain helpers costs one walk of their calls.
func exportEncoderKinds(pass *analysis.Pass, m *analyzer.Model) {
	var f *flow
	analyzer.EachExportedFunc(pass, func(fn *types.Func, decl *ast.FuncDecl) {
		sig := fn.Type().(*types.Signature)
		if sig.Results().Len() == 0 || !isErrorResult(sig.Results().At(sig.Results().Len()-1).Type()) || !callsJSONEncoder(pass.TypesInfo, decl.Body) {
			return
		}
		if f == nil {
			f = newFlow(pass, m)
		}
		if k := f.summary(fn); k&(kBusiness|kValidation|kUnknown) == 0 {
			pass.ExportObjectFact(fn, &ErrorKindsFact{Kinds: uint8(k)})
		}
	})
}

// callsJSONEncoder reports whether body calls json.Marshal, MarshalIndent
// or an Encoder's Encode.
func callsJSONEncoder(info *types.Info, body *ast.BlockStmt) bool {
	found := false
	ast.Inspect(body, func(n ast.Node) bool {
		if call, ok := n.(*ast.CallExpr); ok {
			if fn, _ := typeutil.Callee(info, call).(*types.Func); fn != nil && fn.Pkg() != nil && fn.Pkg().Path() == "encoding/json" {
				switch fn.Name() {
				case "Marshal", "MarshalIndent", "Encode":
					found = true
				}
			}
		}
		return !found
	})
	return found
}

// copyInterfaceSites exports, on the methods of an interface with one
// implementation in this package, that implementation's facts (its
// returns' error sites, its error kinds): a tool that calls it through
// the interface reads them (analyzer/ifacefacts.go).
func copyInterfaceSites(pass *analysis.Pass) {
	for _, p := range analyzer.SoleImplementations(pass) {
		for _, f := range []analysis.Fact{new(HandlerErrorsFact), new(ErrorKindsFact)} {
			if pass.ImportObjectFact(p.Impl, f) {
				pass.ExportObjectFact(p.Method, f)
			}
		}
	}
}

// delegateSites returns the error sites of fn, a function whose results
// a handler returns as its own: read from its HandlerErrorsFact when it
// is another package's, from its body when it is a handler-shaped
// function of this one (`return p.handleReadFile(ctx, req)`), so the
// diagnostic at the forwarding return points at the failures it sends.
func (c *checker) delegateSites(fn *types.Func) []ErrorSite {
	fn = fn.Origin()
	if fn.Pkg() != c.pass.Pkg {
		var fact HandlerErrorsFact
		if !c.pass.ImportObjectFact(fn, &fact) {
			return nil
		}
		return fact.Sites
	}
	decl := c.m.FuncDecl(fn)
	if decl == nil || decl.Body == nil {
		return nil
	}
	// a helper of this package that answers as a handler does
	// (handleGroupDiscovery(client, group) (*mcp.CallToolResult, error))
	// names its failures too, whatever it takes
	if sig := c.f.signature(decl); !handlerShaped(sig) && !returnsToolResult(sig) {
		return nil
	}
	return c.errorSites(decl)
}

// errorSites lists the returns of a handler-shaped function whose error
// may be a tool failure (any spec: the registering package filters).
func (c *checker) errorSites(h ast.Node) []ErrorSite {
	return c.errorSitesDepth(h, 0)
}

// maxDelegateDepth bounds how far errorSites follows the results of a
// handler into the handler-shaped functions of its package it returns.
const maxDelegateDepth = 2

// errorSitesDepth is errorSites, which also lists the sites of a
// function of this package whose results a return forwards (`return
// categoryHandler.CreateCategoryHandler(ctx, req)`): the failures are
// written there.
func (c *checker) errorSitesDepth(h ast.Node, depth int) []ErrorSite {
	var sites []ErrorSite
	forEachReturn(funcBody(h), func(ret *ast.ReturnStmt) {
		os := c.f.returnedError(h, ret)
		k := kinds(os)
		if k&(kBusiness|kValidation) == 0 || c.cancellation(ret, h) || c.f.ownError(ret, h) || c.malformedArguments(ret, h) {
			return // (a malformed request's answer too: as jsonrpcBusiness judges it where it is registered)
		}
		if depth < maxDelegateDepth {
			if inner := c.forwardedTo(ret, depth); len(inner) > 0 {
				sites = append(sites, inner...) // the failures are written there
				return
			}
		}
		why, validation := firstWhy(os)
		pos := c.pass.Fset.Position(ret.Pos())
		sites = append(sites, ErrorSite{
			Pos:        filepath.Base(pos.Filename) + ":" + strconv.Itoa(pos.Line),
			File:       pos.Filename,
			Line:       pos.Line,
			Col:        pos.Column,
			Why:        why,
			Validation: validation && k&kBusiness == 0,
		})
	})
	return sites
}

// forwardedTo returns the error sites of the handler-shaped function of
// this package whose call ret returns as it is, nil for any other return.
func (c *checker) forwardedTo(ret *ast.ReturnStmt, depth int) []ErrorSite {
	if len(ret.Results) != 1 {
		return nil
	}
	call, ok := ast.Unparen(ret.Results[0]).(*ast.CallExpr)
	if !ok {
		return nil
	}
	if _, lit := c.f.calledFactory(call); lit != nil {
		return c.errorSitesDepth(lit, depth+1) // handleCommon(kind)(ctx, req)
	}
	fn, _ := typeutil.Callee(c.pass.TypesInfo, call).(*types.Func)
	if fn == nil || fn.Pkg() != c.pass.Pkg {
		return nil
	}
	decl := c.m.FuncDecl(fn.Origin())
	if decl == nil || decl.Body == nil {
		return nil
	}
	// The callee answers for the handler: a handler-shaped function, or
	// one that returns a tool result and an error whatever it takes
	// (`case "latest": return h.getLatest()`).
	if sig := c.f.signature(decl); !handlerShaped(sig) && !returnsToolResult(sig) {
		return nil
	}
	return c.errorSitesDepth(decl, depth+1)
}

// crossPackage reports, at a registration whose handler body is in
// another package, the returns of that handler that the SDK or the
// hand-rolled server's dispatcher sends as JSON-RPC errors (rule 1
// across packages). The returns are listed in the message and, where
// the driver loaded their package into this pass's FileSet (mcplint's
// own driver does, go vet does not), as related positions.
func (c *checker) crossPackage(r *analyzer.Registration) {
	h := r.Handler
	if r.Errors != analyzer.ErrJSONRPC || !jsonrpcShape(h) && !handRolledRPC(h) {
		return
	}
	var fact HandlerErrorsFact
	if c.pass.ImportObjectFact(h.Func.Origin(), &fact) {
		c.reportSites(r, fact.Sites)
	}
}

// handRolledRPC reports whether h is a handler of a hand-rolled server's
// tool table whose dispatcher answers its errors with JSON-RPC errors.
func handRolledRPC(h *analyzer.Handler) bool {
	return h.Shape == analyzer.ShapeHandRolled && h.Errors == analyzer.ErrJSONRPC
}

// handRolledRegistration reports, at the registration of a hand-rolled
// tool whose handler is in this package, the handler's returns that the
// dispatcher answers with JSON-RPC errors. They are reported once, at
// the registration, not at each return: the fix is in the dispatcher.
func (c *checker) handRolledRegistration(r *analyzer.Registration) {
	if h := r.Handler; r.Errors == analyzer.ErrJSONRPC && handRolledRPC(h) {
		c.reportSites(r, c.errorSites(funcNode(h)))
	}
}

// reportSites reports the registration r whose handler's returns sites
// send a tool's failure as a JSON-RPC error.
func (c *checker) reportSites(r *analyzer.Registration, sites []ErrorSite) {
	h := r.Handler
	var list []string
	var related []analysis.RelatedInformation
	for _, s := range sites {
		if s.Validation && !c.m.Config.AtLeast(validationSince) {
			continue
		}
		item := s.Pos
		if s.Why != "" {
			item += " (" + s.Why + ")"
		}
		list = append(list, item)
		if pos := c.position(s); pos.IsValid() {
			related = append(related, analysis.RelatedInformation{Pos: pos, Message: "this return's error becomes a JSON-RPC error"})
		}
	}
	if len(list) == 0 {
		return
	}
	more := ""
	if len(list) > 3 {
		more = " and " + strconv.Itoa(len(list)-3) + " more"
		list = list[:3]
	}
	label := regLabel(r)
	what := "its handler" // a function literal
	if h.Func != nil {
		what = analyzer.FuncLabel(h.Func)
	}
	if h.Factory {
		what += "'s handler" // the literal that the factory returns
	}
	instead := "return *mcp.CallToolResult values with IsError set"
	switch h.SDK {
	case analyzer.MCPGo:
		instead = "return mcp.NewToolResultErrorFromErr(...), nil"
		if r.Op == analyzer.OpHandleCallTool { // mcp-go v0.1 has no result helpers
			instead = `return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{mcp.TextContent{Type: "text", Text: err.Error()}}}, nil`
		}
	case analyzer.GoMCP:
		instead = "return " + insteadGoMCP
	case analyzer.GoMCPGo:
		instead = "return " + insteadGoMCPGo
	case analyzer.HandRolled:
		instead = `answer a tool's error with a result {"content": [{"type": "text", "text": err.Error()}], "isError": true} (in the tools/call dispatcher, for every tool)`
	}
	c.report(analysis.Diagnostic{
		Pos:      h.Expr.Pos(),
		End:      h.Expr.End(),
		Category: catJSONRPC,
		Message: label + ": " + what + " returns errors that " + sendsPlural(h) +
			" and the model never reads: " + strings.Join(list, ", ") + more + "; " + instead + " instead",
		Related: related,
	})
}

// position is where site is in this pass's FileSet, if that holds
// the site's file.
func (c *checker) position(site ErrorSite) token.Pos {
	name, line := site.File, site.Line
	if name == "" || line <= 0 {
		return token.NoPos
	}
	if c.fileByName == nil {
		c.fileByName = map[string]*token.File{}
		c.pass.Fset.Iterate(func(f *token.File) bool {
			c.fileByName[f.Name()] = f
			return true
		})
	}
	f := c.fileByName[name]
	if f == nil || line > f.LineCount() {
		return token.NoPos
	}
	start := f.LineStart(line)
	if off := f.Offset(start) + site.Col - 1; site.Col > 0 && off < f.Size() {
		return f.Pos(off)
	}
	return start
}

func sendsPlural(h *analyzer.Handler) string {
	if h.SDK == analyzer.HandRolled {
		return "the hand-rolled server's tools/call dispatcher answers with JSON-RPC errors"
	}
	return h.SDK.String() + " sends as JSON-RPC errors " + codeText(h.ErrorCode)
}

// funcBody is the body of a function declaration or literal.
func funcBody(fn ast.Node) *ast.BlockStmt {
	if lit, ok := fn.(*ast.FuncLit); ok {
		return lit.Body
	}
	return fn.(*ast.FuncDecl).Body
}

// passedParam returns the index of decl's error parameter that each of its
// returns hands on as its error when that error is not nil, or -1: every
// return's last result is nil or that parameter, which decl never assigns.
func passedParam(info *types.Info, decl *ast.FuncDecl, sig *types.Signature) int {
	n := sig.Results().Len()
	found := -1
	ok := true
	forEachReturn(decl.Body, func(r *ast.ReturnStmt) {
		if !ok {
			return
		}
		if len(r.Results) != n {
			ok = false
			return
		}
		last := r.Results[n-1]
		if isNilIdent(info, last) {
			return
		}
		id, isID := ast.Unparen(last).(*ast.Ident)
		if !isID {
			ok = false
			return
		}
		i := -1
		for j := range sig.Params().Len() {
			if info.Uses[id] == sig.Params().At(j) {
				i = j
			}
		}
		if i < 0 || found >= 0 && found != i {
			ok = false
			return
		}
		found = i
	})
	if !ok || found < 0 || !isErrorResult(sig.Params().At(found).Type()) || assigned(info, decl.Body, sig.Params().At(found)) {
		return -1
	}
	return found
}
