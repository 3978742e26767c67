package errlayer

import (
	_ "embed"
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"strconv"
	"strings"

	"github.com/mcplint-go/mcplint/analyzer"
	"github.com/mcplint-go/mcplint/internal/analysisutil"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"
)

//go:embed doc.go
var doc string

// Analyzer is the errlayer check.
var Analyzer = &analysis.Analyzer{
	Name:      "errlayer",
	Doc:       analysisutil.MustExtractDoc(doc, "errlayer"),
	URL:       "https://github.com/mcplint-go/mcplint/blob/main/docs/checks/errlayer.md",
	Requires:  []*analysis.Analyzer{analyzer.Analyzer},
	Run:       analyzer.Guard("errlayer", run),
	FactTypes: []analysis.Fact{new(ErrorKindsFact), new(HandlerErrorsFact), new(DispatchErrorsFact), new(ErrorAnswerFact), new(RPCCodeParamFact), new(NameMissFact), new(ErrorCodeParamFact)},
}

// Diagnostic categories, one per sub-rule.
const (
	catJSONRPC      = "jsonrpc-business-error"
	catNilResult    = "nil-result"
	catTypedRPC     = "typed-protocol-error"
	catWrappedRPC   = "wrapped-protocol-error"
	catHiddenError  = "hidden-error"
	validationSince = analyzer.Spec20251125
)

type checker struct {
	// boundTrue holds, while isErrorAnswer reads a helper's returns, the
	// helper's bool parameters that the call passes true.
	boundTrue map[types.Object]bool
	pass      *analysis.Pass
	m         *analyzer.Model
	// factoryOf is the factory of each unregistered handler literal
	// (unregistered.go).
	factoryOf map[*ast.FuncLit]*types.Func
	// usedObjs are the objects this package refers to (unregistered.go).
	usedObjs map[types.Object]bool
	f        *flow
	// errorNamed caches errorNamedSuccess: where an error-named helper
	// builds its result without isError, NoPos when it is no such helper
	// (payloadcases.go).
	errorNamed map[*types.Func]token.Pos
	// failureText caches what functions say about their failures
	// (statedfailure.go).
	failureText map[*types.Func]helperFailure
	// helperCodes caches helperCode (handrolled.go).
	helperCodes map[helperCodeKey]codeSrc
	// getterAnswered caches, per client getter, whether the package
	// answers its failure with an isError result (setupgetter.go).
	getterAnswered map[getterKey]bool
	// fieldSite is the return that fills the error field that the
	// hidden-error finding being built names (errorFieldIn), if any.
	fieldSite analyzer.ErrorField
	// helperText is the helper failure text (helperFailureIn) that the
	// hidden-error diagnostic being built names, for its related position.
	helperText helperFailure
	// payloadReturns are the returns of a function of the package whose
	// failure answers (failurePayloadVia) a return passes on.
	payloadReturns []*ast.ReturnStmt
	// swallowedVals caches swallowedValues per function.
	swallowedVals map[ast.Node]map[types.Object]bool
	// runners are this package's functions that hold a dispatcher and
	// return a tool's failure as their error (dispatchcaller.go).
	runners map[*types.Func]dispatchRunner
	// failureWrites are the writes of a failed step's error into the
	// buffer that hiddenAt's return answers with (builderwrites.go).
	failureWrites []*ast.CallExpr
	failureBuffer string
	// fileByName indexes the FileSet's files for related positions in
	// other packages (cross.go).
	fileByName map[string]*token.File
	// nameParams are the name parameters of mcp-go v0.1.0 CallToolFuncs
	// (func(ctx, name, arguments)): the request's tool name (dispatch.go).
	nameParams map[types.Object]bool
	// toolFuncsSeen are the functions of tools already read for what
	// they swallow (an HTTP status, rows.Err): a helper of several tools
	// once (eachToolFunc).
	toolFuncsSeen map[ast.Node]bool
	// runnersSeen are the functions that run every tool of a hand-rolled
	// dispatcher (a switch on the name), read once for hidden errors.
	runnersSeen map[*ast.FuncDecl]bool
	// skipDone are the skip sites (file:line) already reported, by the
	// argument-loop rule or for another tool (skipped.go).
	skipDone map[string]bool
	// nilViaReported are the (nil, nil) returns of pass-through functions
	// already reported for a handler (nilresult.go).
	nilViaReported map[*ast.ReturnStmt]bool
	// typedReported are the returns of functions of the package already
	// reported for the *jsonrpc.Error they give a typed handler (rpchelper.go).
	typedReported map[*ast.ReturnStmt]bool
	// missAnswered are the (function, lookup miss) pairs of another
	// package's lookups already reported (namemissfact.go).
	missAnswered map[[2]token.Pos]bool
	// failedOutDone are the failure returns of functions of the package
	// already reported for a typed handler's output (failedout.go).
	failedOutDone map[*ast.ReturnStmt]bool
	// writes caches bufferWrites: a collector is looked up from every
	// return that mentions it.
	writes map[writesKey][]*ast.CallExpr
}

// writesKey is a collector and the function whose body is read for it.
type writesKey struct {
	v  *types.Var
	fn ast.Node
}

func run(pass *analysis.Pass) (any, error) {
	m := pass.ResultOf[analyzer.Analyzer].(*analyzer.Model)
	if !m.Relevant {
		if analyzer.MayBeServerSource(pass) {
			exportHandRolledSites(pass, m) // handlers of a table that another package fills
			exportErrorCodeParams(pass)    // error-response helpers that take the code
		}
		if len(m.TableTools) > 0 || len(m.RouteTools) > 0 {
			c := &checker{pass: pass, m: m, f: newFlow(pass, m), failureText: map[*types.Func]helperFailure{}, toolFuncsSeen: map[ast.Node]bool{}, skipDone: map[string]bool{}, nilViaReported: map[*ast.ReturnStmt]bool{}, typedReported: map[*ast.ReturnStmt]bool{}, failedOutDone: map[*ast.ReturnStmt]bool{}}
			c.tableTools()
			c.routeTools()
		}
		return nil, nil
	}
	c := &checker{pass: pass, m: m, f: newFlow(pass, m), failureText: map[*types.Func]helperFailure{}, toolFuncsSeen: map[ast.Node]bool{}, skipDone: map[string]bool{}, nilViaReported: map[*ast.ReturnStmt]bool{}, typedReported: map[*ast.ReturnStmt]bool{}, failedOutDone: map[*ast.ReturnStmt]bool{}, factoryOf: map[*ast.FuncLit]*types.Func{}}
	c.exportFacts()
	c.findDispatchRunners()
	for _, h := range m.Handlers {
		if h.Kind != analyzer.ToolHandler || h.Body() == nil || c.inTest(h.Body()) {
			continue // test files hold stub handlers that never serve a model
		}
		fn := funcNode(h)
		c.jsonrpcBusiness(h, fn)
		c.nilResult(h, fn)
		c.nilTypedOut(h, fn)
		c.typedProtocol(h, fn)
		c.hiddenError(h, fn)
		c.failedOutVia(h, fn)
		c.swallowed(h)
		c.eachToolFunc(fn, c.toolFuncsSeen, func(body *ast.BlockStmt) {
			c.uncheckedStatus(h, body)
			c.uncheckedRowsErr(h, body)
			c.nilOnFailure(h, body)
			c.skippedFailures(h, body)
		})
		c.boundSkips(h)
	}
	exitReported, notObject, argsHelpers := map[token.Pos]bool{}, map[token.Pos]bool{}, map[*types.Func][]*ast.ReturnStmt{}
	flagDropped := map[*ast.ReturnStmt]bool{}
	for _, h := range m.Handlers {
		if h.Kind == analyzer.ToolHandler && h.Body() != nil && !c.inTest(h.Body()) {
			c.droppedIsError(h, funcNode(h), flagDropped)
			c.exitSwallowed(h, exitReported)
			c.argsNotObject(h, notObject, argsHelpers)
		}
	}
	c.reportArgsHelpers(argsHelpers)
	unregistered := c.unregisteredHandlers()
	for _, h := range unregistered {
		fn := funcNode(h)
		c.hiddenError(h, fn)
		c.exitSwallowed(h, exitReported)
		if h.Shape == analyzer.ShapeGoSDKTyped {
			// Only go-sdk's typed AddTool takes this signature, and what it
			// does with a *jsonrpc.Error does not depend on where: passed
			// through when unwrapped (mcp/server.go toolForErr).
			h.Errors = analyzer.ErrIsError
			c.typedProtocol(h, fn)
		}
		// what the tool's code drops on its way to a success answer does
		// not depend on the registration another package makes
		c.eachToolFunc(fn, c.toolFuncsSeen, func(body *ast.BlockStmt) {
			c.uncheckedStatus(h, body)
			c.uncheckedRowsErr(h, body)
			c.nilOnFailure(h, body)
			c.skippedFailures(h, body)
		})
	}
	c.servedUnregistered(unregistered)
	c.panickingReads(unregistered)
	c.ignoredArguments(unregistered)
	c.unguardedNilFields()
	c.negativeBounds()
	c.errorCodes()
	c.dispatchFailures()
	c.runnerCases()
	c.droppedRequests()
	c.handRolledFailures()
	c.dispatchCallers()
	seen := map[ast.Expr]bool{}
	for _, r := range m.Registrations {
		h := r.Handler
		if h == nil || seen[h.Expr] {
			continue
		}
		seen[h.Expr] = true
		switch {
		case h.Body() == nil && h.Func != nil:
			c.crossPackage(r)
			c.upstreamClientHandler(r)
		case h.Body() != nil && !c.inTest(h.Body()):
			c.handRolledRegistration(r)
		}
	}
	return nil, nil
}

func funcNode(h *analyzer.Handler) ast.Node {
	if h.Lit != nil {
		return h.Lit
	}
	return h.Decl
}

func (c *checker) report(d analysis.Diagnostic) { analyzer.Report(c.pass, "errlayer", d) }

// errorsReachModel reports whether the handler's returned errors become
// JSON-RPC errors in a shape this pass reads (error last).
func jsonrpcShape(h *analyzer.Handler) bool {
	if h.Errors != analyzer.ErrJSONRPC {
		return false
	}
	switch h.Shape {
	case analyzer.ShapeGoSDKRaw, analyzer.ShapeGoSDKTyped, analyzer.ShapeMCPGoRaw, analyzer.ShapeMCPGoTyped, analyzer.ShapeGoMCP, analyzer.ShapeGoSDKSession:
		return true
	}
	return false
}

// projectShape reports whether h is a handler of the project's own type
// (a layer's func(ctx, Request) (*mcp.CallToolResult, error)) whose
// returned errors the model followed to a JSON-RPC error, and which
// returns the SDK's result: it can answer a failure with IsError itself.
func (c *checker) projectShape(h *analyzer.Handler, fn ast.Node) bool {
	if h.Errors != analyzer.ErrJSONRPC || h.Shape != analyzer.ShapeUnknown {
		return false
	}
	sig := c.f.signature(fn)
	return sig != nil && sig.Results().Len() == 2 && analyzer.IsCallToolResult(sig.Results().At(0).Type()) &&
		types.Identical(sig.Results().At(1).Type(), types.Universe.Lookup("error").Type())
}

// insteadGoMCP is go-mcp's isError result (it has no error-result helper).
const insteadGoMCP = "protocol.NewCallToolResult([]protocol.Content{&protocol.TextContent{Type: \"text\", Text: err.Error()}}, true), nil"

// insteadGoMCPGo is gomcpgo/mcp's isError answer (pkg/protocol/types.go).
const insteadGoMCPGo = "&protocol.CallToolResponse{IsError: true, Content: []protocol.ToolContent{{Type: \"text\", Text: err.Error()}}}, nil"

// insteadKtrMCP is ktr0731/go-mcp's isError answer (type.go CallToolResult).
const insteadKtrMCP = "&mcp.CallToolResult{Content: []mcp.CallToolContent{mcp.TextContent{Text: err.Error()}}, IsError: true}, nil"

// toolLabel names the tools a handler serves: `tool "x"`.
func toolLabel(h *analyzer.Handler) string {
	var names []string
	for _, r := range h.Tools {
		if r.Name.Known {
			names = append(names, strconv.Quote(r.Name.Value))
		}
	}
	// a handler stored once and registered in a loop over a map gets its
	// tools in map order: sorted, the message is the same at every run
	slices.Sort(names)
	names = slices.Compact(names)
	switch {
	case len(names) == 0:
		return "tool handler"
	case len(names) == 1:
		return "tool " + names[0]
	case len(names) > 3:
		names = append(names[:3], "...")
	}
	return "tools " + strings.Join(names, ", ")
}

// toolName is the tool's name for a fix's text, or "tool".
func toolName(h *analyzer.Handler) string {
	if len(h.Tools) == 1 && h.Tools[0].Name.Known {
		return h.Tools[0].Name.Value
	}
	return "tool"
}

// sends says what the SDK makes of a returned error: a JSON-RPC error
// with the handler's code.
func sends(h *analyzer.Handler) string {
	return sdkOf(h).String() + " sends this error as a JSON-RPC error " + codeText(h.ErrorCode)
}

// sdkOf is the SDK that serves h: its own, or for a handler of a
// project's type, that of the registrations it serves.
func sdkOf(h *analyzer.Handler) analyzer.SDK {
	if h.SDK != analyzer.SDKUnknown {
		return h.SDK
	}
	for _, r := range h.Tools {
		if r.SDK != analyzer.SDKUnknown {
			return r.SDK
		}
	}
	return h.SDK
}

// codeText writes the JSON-RPC code of a plain error for a message: go-sdk
// gives raw handlers' errors code 0, which is no JSON-RPC error code.
func codeText(code int64) string {
	if code == 0 {
		return "with code 0"
	}
	return strconv.FormatInt(code, 10)
}

// reportable says whether an error of kinds k on the JSON-RPC path is a
// finding: any error, or an argument-validation error under specs that
// make those tool execution errors (SEP-1303).
func (c *checker) reportable(k kind) bool {
	return k&kBusiness != 0 || k&kValidation != 0 && c.m.Config.AtLeast(validationSince)
}

// firstWhy picks the origin a message names.
func firstWhy(os []origin) (why string, validation bool) {
	for _, o := range os {
		if o.k&kBusiness != 0 {
			return o.why, false
		}
	}
	for _, o := range os {
		if o.k&kValidation != 0 {
			return o.why, true
		}
	}
	return "", false
}

// jsonrpcBusiness is rule 1: a tool failure returned as an error that the
// SDK sends as a JSON-RPC error.
func (c *checker) jsonrpcBusiness(h *analyzer.Handler, fn ast.Node) {
	project := !jsonrpcShape(h)
	if project && !c.projectShape(h, fn) {
		return
	}
	adapter := false
	forEachReturn(h.Body(), func(ret *ast.ReturnStmt) {
		os := c.f.returnedError(fn, ret)
		exec, execCall := "", (*ast.CallExpr)(nil)
		if c.routesTools(h) {
			exec, execCall = c.forwardedExecCall(os)
		}
		if exec != "" {
			// (An execution that never fails, every return of it a nil
			// error, is no failure on the wrong layer.)
			if !adapter && kinds(os) != kNil && !c.cancellation(ret, fn) && !c.forwardsOnlyAnswers(os) {
				adapter = true
				c.reportAdapter(h, ret, exec, c.execPassThroughs(execCall))
			}
			return
		}
		if !c.reportable(kinds(os)) || c.cancellation(ret, fn) || c.malformedArguments(ret, fn) || c.sessionMissing(ret, fn) || c.underToolNameMiss(ret, fn) || c.f.ownError(ret, fn) || c.unknownToolOnly(os) || c.setupByConvention(ret) {
			return
		}
		why, validation := firstWhy(os)
		from := ""
		switch {
		case validation:
			from = " (from " + why + ": argument validation, a tool execution error since spec " + validationSince + ")"
		case why != "":
			from = " (from " + why + ")"
		}
		instead := "a *mcp.CallToolResult with IsError set (CallToolResult.SetError) and a nil error"
		if h.Shape == analyzer.ShapeGoSDKSession {
			instead = "a *mcp.CallToolResultFor[Out] with IsError: true and the message in Content, and a nil error"
		}
		switch sdkOf(h) {
		case analyzer.MCPGo:
			instead = "mcp.NewToolResultErrorFromErr(\"...\", err), nil"
		case analyzer.GoMCP:
			instead = insteadGoMCP
		case analyzer.GoMCPGo:
			instead = insteadGoMCPGo
		case analyzer.KtrMCP:
			instead = insteadKtrMCP
		}
		d := analysis.Diagnostic{
			Pos:      ret.Pos(),
			End:      ret.End(),
			Category: catJSONRPC,
			Message:  toolLabel(h) + ": " + sends(h) + from + "; the model never reads it; return " + instead + " instead",
		}
		d.Related = c.forwardedSites(os)
		if fix := c.errorResultFix(h, fn, ret, os); fix != nil && !project {
			d.SuggestedFixes = fix
		}
		c.report(d)
	})
}

// cancellation reports whether ret sits under a condition that tests for
// context cancellation (if errors.Is(err, context.Canceled), ctx.Err() != nil).
func (c *checker) cancellation(ret *ast.ReturnStmt, fn ast.Node) bool {
	info := c.pass.TypesInfo
	for _, n := range c.f.path(ret) {
		if n == fn {
			break
		}
		ifs, ok := n.(*ast.IfStmt)
		if !ok {
			continue
		}
		found := false
		ast.Inspect(ifs.Cond, func(n ast.Node) bool {
			var obj types.Object
			switch x := n.(type) {
			case *ast.SelectorExpr:
				obj = info.Uses[x.Sel]
			case *ast.Ident:
				obj = info.Uses[x]
			}
			if obj != nil && obj.Pkg() != nil && obj.Pkg().Path() == "context" {
				switch obj.Name() {
				case "Canceled", "DeadlineExceeded", "Err", "Cause":
					found = true
				}
			}
			return !found
		})
		if found {
			return true
		}
	}
	return false
}

// malformedArguments reports whether ret sits under an if statement that
// tests a failed type assertion of the request's whole arguments, made
// in its init or in the statement just before it, once absent arguments
// were answered before:
//
//	args := req.Params.Arguments
//	if args == nil { return mcp.NewToolResultError("no arguments"), nil }
//	m, ok := args.(map[string]any)
//	if !ok { return nil, errors.New("invalid arguments") }
//
// Arguments that are not an object fail the CallToolRequest schema: a
// malformed request, which the spec answers with a JSON-RPC error. The
// assertion alone fails on absent arguments too, which tools/call
// allows: that failure is the tool's to answer.
func (c *checker) malformedArguments(ret *ast.ReturnStmt, fn ast.Node) bool {
	path := c.f.path(ret)
	for i, n := range path {
		if n == fn {
			break
		}
		ifs, ok := n.(*ast.IfStmt)
		if !ok {
			continue
		}
		assign := ifs.Init
		if assign == nil && i+1 < len(path) {
			if block, ok := path[i+1].(*ast.BlockStmt); ok {
				for j, st := range block.List {
					if st == ifs && j > 0 {
						assign = block.List[j-1]
					}
				}
			}
		}
		if okVar := c.argumentsAssertion(assign, fn); okVar != nil && mentions(c.pass.TypesInfo, ifs.Cond, okVar) {
			return true
		}
	}
	return false
}

// sessionMissing reports whether ret sits under "if session == nil"
// where session came from mcp-go's server.ClientSessionFromContext: a
// request without a session is the server's own wiring failing, a server
// error for which the spec keeps the JSON-RPC error (grafana's proxied
// tools).
func (c *checker) sessionMissing(ret *ast.ReturnStmt, fn ast.Node) bool {
	info := c.pass.TypesInfo
	sessions := map[types.Object]bool{}
	ast.Inspect(fn, func(n ast.Node) bool {
		as, ok := n.(*ast.AssignStmt)
		if !ok || len(as.Lhs) != 1 || len(as.Rhs) != 1 {
			return true
		}
		call, ok := ast.Unparen(as.Rhs[0]).(*ast.CallExpr)
		if !ok {
			return true
		}
		fn, _ := typeutil.Callee(info, call).(*types.Func)
		if analyzer.OpOf(fn) != analyzer.OpClientSessionFromContext {
			return true
		}
		if id, ok := as.Lhs[0].(*ast.Ident); ok {
			if obj := info.ObjectOf(id); obj != nil {
				sessions[obj] = true
			}
		}
		return true
	})
	if len(sessions) == 0 {
		return false
	}
	for _, n := range c.f.path(ret) {
		if n == fn {
			break
		}
		ifs, ok := n.(*ast.IfStmt)
		if !ok {
			continue
		}
		be, ok := ast.Unparen(ifs.Cond).(*ast.BinaryExpr)
		if !ok || be.Op != token.EQL {
			continue
		}
		for _, side := range []ast.Expr{be.X, be.Y} {
			if id, ok := ast.Unparen(side).(*ast.Ident); ok && sessions[info.Uses[id]] {
				return true
			}
		}
	}
	return false
}

// argumentsAssertion returns the ok variable of
// "x, ok := <req>.Params.Arguments.(T)", or nil.
func (c *checker) argumentsAssertion(st ast.Stmt, fn ast.Node) types.Object {
	as, ok := st.(*ast.AssignStmt)
	if !ok || len(as.Lhs) != 2 || len(as.Rhs) != 1 {
		return nil
	}
	ta, ok := ast.Unparen(as.Rhs[0]).(*ast.TypeAssertExpr)
	if !ok {
		return nil
	}
	x := ast.Unparen(ta.X)
	id, ok := x.(*ast.Ident)
	if !ok {
		// req.Params.Arguments.(map[string]any) fails for absent
		// arguments too, which tools/call allows: not a malformed
		// request, a call the tool must answer; unless it runs only
		// under `if req.Params.Arguments != nil`
		if sel, isSel := x.(*ast.SelectorExpr); isSel && sel.Sel.Name == "Arguments" && c.underNotNil(x, ta, fn) {
			if okID, isID := as.Lhs[1].(*ast.Ident); isID {
				return c.pass.TypesInfo.ObjectOf(okID)
			}
		}
		return nil
	}
	// args := req.Params.Arguments; if args == nil { ... }; then
	// args.(map[string]any): only arguments that are not an object reach
	// the assertion's failure
	v, ok := c.pass.TypesInfo.Uses[id].(*types.Var)
	if !ok || !isLocal(v, c.pass.Pkg) || !nilTestedBefore(c.pass.TypesInfo, v, ta.Pos(), fn) {
		return nil
	}
	if value := c.onlyValue(v, fn); value != nil {
		x = ast.Unparen(value)
	}
	sel, ok := x.(*ast.SelectorExpr)
	if !ok || sel.Sel.Name != "Arguments" {
		return nil
	}
	if params, ok := ast.Unparen(sel.X).(*ast.SelectorExpr); !ok || params.Sel.Name != "Params" {
		return nil
	}
	okID, ok := as.Lhs[1].(*ast.Ident)
	if !ok {
		return nil
	}
	return c.pass.TypesInfo.ObjectOf(okID)
}

// mentions reports whether e uses obj.
func mentions(info *types.Info, e ast.Expr, obj types.Object) bool {
	return analyzer.UsesObject(info, e, obj)
}

func (c *checker) inTest(n ast.Node) bool {
	return strings.HasSuffix(c.pass.Fset.File(n.Pos()).Name(), "_test.go")
}

// nilTestedBefore reports whether fn tests v against nil before pos.
func nilTestedBefore(info *types.Info, v *types.Var, pos token.Pos, fn ast.Node) bool {
	found := false
	ast.Inspect(fn, func(n ast.Node) bool {
		if be, ok := n.(*ast.BinaryExpr); ok && be.Pos() < pos && analyzer.IsNilComparison(info, be, v) {
			found = true
		}
		return !found
	})
	return found
}

// underNotNil reports whether at, in fn, runs only in the body of an if
// whose condition is `x != nil` (the same expression).
func (c *checker) underNotNil(x ast.Expr, at ast.Node, fn ast.Node) bool {
	want := types.ExprString(x)
	var child ast.Node = at
	for _, n := range c.f.path(at) {
		if n == fn {
			break
		}
		if ifs, ok := n.(*ast.IfStmt); ok && child == ifs.Body {
			if be, ok := ast.Unparen(ifs.Cond).(*ast.BinaryExpr); ok && be.Op == token.NEQ && isNilIdent(c.pass.TypesInfo, be.Y) && types.ExprString(ast.Unparen(be.X)) == want {
				return true
			}
		}
		child = n
	}
	return false
}
