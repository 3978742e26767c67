package errlayer

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"strings"

	"github.com/mcplint-go/mcplint/analyzer"
	"github.com/mcplint-go/mcplint/internal/analysisutil"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/astutil"
	"golang.org/x/tools/go/types/typeutil"
)

// kind is a set of what an error value may be, as far as the data flow
// on the syntax tree can tell.
type kind uint8

const (
	kNil        kind = 1 << iota // nil
	kCtx                         // context cancellation: ctx.Err(), context.Canceled
	kRPC                         // a deliberate *jsonrpc.Error (or mcp-go URLElicitationRequiredError), unwrapped
	kWrappedRPC                  // such an error wrapped with fmt.Errorf("%w")
	kValidation                  // an argument-validation failure
	kBusiness                    // any other error: upstream calls, errors.New, fmt.Errorf
	kUnknown                     // the flow cannot tell (parameters, fields, function values)
	kServer                      // the server's own failure: encoding its answer (json.Marshal)
)

// origin is one place an error value comes from.
type origin struct {
	k    kind
	expr ast.Expr // the expression that made it
	why  string   // what made it, for messages: "fmt.Errorf", "RequireString"
}

func kinds(os []origin) kind {
	var k kind
	for _, o := range os {
		k |= o.k
	}
	return k
}

const maxDepth = 8

// flow follows error values back through one package's syntax.
type flow struct {
	pass      *analysis.Pass
	files     map[*token.File]*ast.File
	paths     map[ast.Node][]ast.Node
	decls     map[*types.Func]*ast.FuncDecl
	summaries map[*types.Func]kind
	busy      map[types.Object]bool
	m         *analyzer.Model
	returned  map[*ast.ReturnStmt][]origin // returnedError's answers
	// passedKinds caches, for a return of a function that passes an error
	// parameter on, what its own error may be (passedOnOrigins), as
	// summaries do for whole functions: a recursive-descent parser calls
	// such helpers from every rule, and unmemoized the walk is exponential.
	passedKinds map[*ast.ReturnStmt]kind
	// steps counts the returns read under a summary; past maxSteps the
	// flow answers kUnknown, so no package can make it run for long.
	steps int
}

// maxSteps bounds the returns one package's flow reads under summaries.
const maxSteps = 200000

func newFlow(pass *analysis.Pass, m *analyzer.Model) *flow {
	f := &flow{
		pass:      pass,
		files:     map[*token.File]*ast.File{},
		paths:     map[ast.Node][]ast.Node{},
		decls:     m.FuncDecls(),
		summaries: map[*types.Func]kind{},
		busy:      map[types.Object]bool{},
		m:         m,
	}
	for _, file := range pass.Files {
		f.files[pass.Fset.File(file.Pos())] = file
	}
	if f.decls == nil { // a package the model did not build (exportHandRolledSites)
		f.decls = map[*types.Func]*ast.FuncDecl{}
		for _, file := range pass.Files {
			for _, d := range file.Decls {
				if decl, ok := d.(*ast.FuncDecl); ok && decl.Body != nil {
					if fn, ok := pass.TypesInfo.Defs[decl.Name].(*types.Func); ok {
						f.decls[fn] = decl
					}
				}
			}
		}
	}
	return f
}

// path returns the nodes enclosing n, innermost first, n included. The
// checks ask for the same return statement's path several times, so
// paths are kept.
func (f *flow) path(n ast.Node) []ast.Node {
	if p, ok := f.paths[n]; ok {
		return p
	}
	file := f.file(n)
	if file == nil {
		return nil
	}
	p := analysisutil.PathTo(file, n)
	if p == nil {
		p, _ = astutil.PathEnclosingInterval(file, n.Pos(), n.End())
	} else {
		slices.Reverse(p)
	}
	f.paths[n] = p
	return p
}

// file returns the file that holds n.
func (f *flow) file(n ast.Node) *ast.File {
	return f.files[f.pass.Fset.File(n.Pos())]
}

// signature of a function node (FuncDecl or FuncLit).
func (f *flow) signature(fn ast.Node) *types.Signature {
	switch x := fn.(type) {
	case *ast.FuncDecl:
		if obj, ok := f.pass.TypesInfo.Defs[x.Name].(*types.Func); ok {
			return obj.Type().(*types.Signature)
		}
	case *ast.FuncLit:
		sig, _ := f.pass.TypesInfo.TypeOf(x).(*types.Signature)
		return sig
	}
	return nil
}

// returnedError returns where the error result of ret, a return
// statement of fn, comes from.
func (f *flow) returnedError(fn ast.Node, ret *ast.ReturnStmt) []origin {
	// Every rule asks this of the returns it reads: answered once, when
	// no summary is being computed (one under way may cut a cycle short).
	top := len(f.busy) == 0
	if os, ok := f.returned[ret]; ok && top {
		return slices.Clone(os)
	}
	os := f.returnedErrorAt(fn, ret)
	if top && len(f.busy) == 0 {
		if f.returned == nil {
			f.returned = map[*ast.ReturnStmt][]origin{}
		}
		f.returned[ret] = slices.Clone(os)
	}
	return os
}

func (f *flow) returnedErrorAt(fn ast.Node, ret *ast.ReturnStmt) []origin {
	if len(f.busy) > 0 {
		if f.steps++; f.steps > maxSteps {
			return []origin{{k: kUnknown}} // silence rather than a hang
		}
	}
	os := f.returnedErrorOf(fn, ret)
	if k := kinds(os); k != kNil && k != kServer && k != 0 && f.inServerFailure(fn, ret) {
		// `if marshalErr != nil { return nil, err }`: whatever the branch
		// returns, it answers the failed encoding of the server's own
		// value
		var last ast.Expr
		if len(ret.Results) > 0 {
			last = ret.Results[len(ret.Results)-1]
		}
		return []origin{{k: kServer, expr: last, why: "the branch of a failed encoding"}}
	}
	if kinds(os) == kBusiness && len(ret.Results) > 0 && f.handlerShaped(fn) {
		// `if s.vectorStore == nil { return nil, errors.New("vector store
		// is not configured") }`: the server was set up without a part
		// the tool needs, a server error that the spec keeps on the
		// JSON-RPC layer (an answer in text instead is another rule's).
		if ifs := f.branchEndedBy(ret, fn); ifs != nil {
			if x := unsetServerPart(f.pass.TypesInfo, ifs, fn); x != nil {
				return []origin{{k: kServer, expr: ret.Results[len(ret.Results)-1], why: types.ExprString(x) + " not set up"}}
			}
		}
		// `default: return nil, fmt.Errorf("unsupported database type:
		// %s", conn.Type)` on a connection the server's configuration
		// holds: the configuration is wrong, a server error too.
		if tag := f.configSwitchDefault(ret, fn); tag != nil {
			return []origin{{k: kServer, expr: ret.Results[len(ret.Results)-1], why: types.ExprString(tag) + " from the server's configuration"}}
		}
	}
	return os
}

// handlerShaped reports whether fn has the signature of a tool handler of
// an SDK: the function that answers the call, not a helper of it.
func (f *flow) handlerShaped(fn ast.Node) bool {
	shape, _ := analyzer.ShapeOf(f.signature(fn))
	return shape != analyzer.ShapeUnknown
}

// inServerFailure reports whether ret sits in the branch of an `if e !=
// nil` whose e holds only the server's own failure (json.Marshal of its
// answer).
func (f *flow) inServerFailure(fn ast.Node, ret *ast.ReturnStmt) bool {
	body := funcBody(fn)
	if body == nil {
		return false
	}
	found := false
	ast.Inspect(body, func(n ast.Node) bool {
		ifs, ok := n.(*ast.IfStmt)
		if !ok || found {
			return !found
		}
		if ret.Pos() < ifs.Body.Pos() || ret.End() > ifs.Body.End() {
			return true
		}
		be, ok := ast.Unparen(ifs.Cond).(*ast.BinaryExpr)
		if !ok || be.Op != token.NEQ || !isNilIdent(f.pass.TypesInfo, be.Y) {
			return true
		}
		if id, ok := ast.Unparen(be.X).(*ast.Ident); ok && kinds(f.exprOrigins(id, fn, 0)) == kServer {
			found = true
		}
		return !found
	})
	return found
}

// returnedErrorOf is returnedError before the branch it sits in is read.
func (f *flow) returnedErrorOf(fn ast.Node, ret *ast.ReturnStmt) []origin {
	sig := f.signature(fn)
	if sig == nil || sig.Results().Len() == 0 {
		return nil
	}
	last := sig.Results().Len() - 1
	switch {
	case len(ret.Results) == 0:
		return f.varOrigins(sig.Results().At(last), ret, fn, 0)
	case len(ret.Results) == 1 && last > 0:
		if call, ok := ast.Unparen(ret.Results[0]).(*ast.CallExpr); ok {
			return f.callOrigins(call, last, fn, 0)
		}
		return []origin{{k: kUnknown, expr: ret.Results[0]}}
	case len(ret.Results) == last+1:
		return f.exprOrigins(ret.Results[last], fn, 0)
	}
	return []origin{{k: kUnknown}}
}

// exprOrigins follows an error-valued expression inside function fn.
func (f *flow) exprOrigins(e ast.Expr, fn ast.Node, depth int) []origin {
	e = ast.Unparen(e)
	if depth > maxDepth {
		return []origin{{k: kUnknown, expr: e}}
	}
	info := f.pass.TypesInfo
	if analyzer.IsJSONRPCError(info.TypeOf(e)) {
		if _, isNil := info.Uses[identOf(e)].(*types.Nil); !isNil {
			if id, ok := e.(*ast.Ident); !ok || !isLocal(info.Uses[id], f.pass.Pkg) {
				return []origin{{k: kRPC, expr: e, why: "a *jsonrpc.Error"}}
			}
		}
	}
	switch x := e.(type) {
	case *ast.Ident:
		switch obj := info.Uses[x].(type) {
		case *types.Nil:
			return []origin{{k: kNil, expr: e}}
		case *types.Var:
			if isLocal(obj, f.pass.Pkg) {
				return f.varOrigins(obj, x, fn, depth)
			}
			return f.globalOrigins(obj, e)
		}
	case *ast.SelectorExpr:
		if v, ok := info.Uses[x.Sel].(*types.Var); ok && !v.IsField() {
			return f.globalOrigins(v, e)
		}
	case *ast.CallExpr:
		return f.callOrigins(x, -1, fn, depth)
	case *ast.CompositeLit, *ast.UnaryExpr:
		// &myError{...}: a custom error made here.
		return []origin{{k: kBusiness, expr: e, why: "a " + types.TypeString(info.TypeOf(e), types.RelativeTo(f.pass.Pkg))}}
	}
	return []origin{{k: kUnknown, expr: e}}
}

func identOf(e ast.Expr) *ast.Ident {
	id, _ := ast.Unparen(e).(*ast.Ident)
	return id
}

// isLocal reports whether v is a variable local to a function of pkg.
func isLocal(obj types.Object, pkg *types.Package) bool {
	v, ok := obj.(*types.Var)
	return ok && !v.IsField() && v.Pkg() == pkg && v.Parent() != nil && v.Parent() != pkg.Scope()
}

// globalOrigins classifies a package-level error variable (a sentinel).
func (f *flow) globalOrigins(v *types.Var, e ast.Expr) []origin {
	if v.Pkg() != nil && v.Pkg().Path() == "context" && (v.Name() == "Canceled" || v.Name() == "DeadlineExceeded") {
		return []origin{{k: kCtx, expr: e}}
	}
	return []origin{{k: kBusiness, expr: e, why: v.Name()}}
}

// callOrigins classifies result index (-1: the last) of a call.
func (f *flow) callOrigins(call *ast.CallExpr, index int, fn ast.Node, depth int) []origin {
	info := f.pass.TypesInfo
	if tv, ok := info.Types[call.Fun]; ok && tv.IsType() {
		if len(call.Args) == 1 {
			return f.exprOrigins(call.Args[0], fn, depth+1)
		}
		return []origin{{k: kUnknown, expr: call}}
	}
	callee, _ := typeutil.Callee(info, call).(*types.Func)
	if callee == nil {
		if factory, lit := f.calledFactory(call); lit != nil && !f.busy[factory] {
			// handleCommon(kind)(ctx, req): the handler that a factory
			// of this package returns, called at once.
			f.busy[factory] = true
			defer delete(f.busy, factory)
			var k kind
			forEachReturn(lit.Body, func(r *ast.ReturnStmt) { k |= kinds(f.returnedError(lit, r)) })
			return []origin{{k: k, expr: call, why: factory.Name()}}
		}
		if v, lit := f.calledClosure(call); lit != nil && !f.busy[v] {
			// listDevices(ctx, args), a closure of the enclosing
			// function assigned once: its returns are the call's.
			f.busy[v] = true
			defer delete(f.busy, v)
			var k kind
			forEachReturn(lit.Body, func(r *ast.ReturnStmt) { k |= kinds(f.returnedError(lit, r)) })
			return []origin{{k: k, expr: call, why: v.Name()}}
		}
		return []origin{{k: kUnknown, expr: call}} // a function value: next(ctx, req)
	}
	sig := callee.Type().(*types.Signature)
	if index < 0 {
		index = sig.Results().Len() - 1
	}
	if index < 0 || index >= sig.Results().Len() {
		return []origin{{k: kUnknown, expr: call}}
	}
	if analyzer.IsJSONRPCError(sig.Results().At(index).Type()) {
		return []origin{{k: kRPC, expr: call, why: callee.Name()}}
	}
	switch analyzer.OpOf(callee) {
	case analyzer.OpRequireArgument:
		return []origin{{k: kValidation, expr: call, why: callee.Name()}}
	case analyzer.OpJSONRPCErrorCtor:
		return []origin{{k: kRPC, expr: call, why: callee.Name()}}
	case analyzer.OpResultStructured:
		// mcp-go's NewToolResultJSON fails only when json.Marshal of the
		// answer does: the server's own failure, as json.Marshal's.
		return []origin{{k: kServer, expr: call, why: callee.Name()}}
	}
	pkg := ""
	if callee.Pkg() != nil {
		pkg = callee.Pkg().Path()
	}
	switch {
	case pkg == "context" && (callee.Name() == "Err" || callee.Name() == "Cause"):
		return []origin{{k: kCtx, expr: call}}
	case pkg == "errors" && callee.Name() == "New":
		return []origin{{k: kBusiness, expr: call, why: "errors.New"}}
	case pkg == "fmt" && callee.Name() == "Errorf":
		return f.errorfOrigins(call, fn, depth)
	case encoders[pkg] && (callee.Name() == "Marshal" || callee.Name() == "MarshalIndent"):
		// Encoding a Go value fails only for values the server built
		// wrong (channels, cycles): a server error, which the spec keeps
		// on the JSON-RPC layer.
		return []origin{{k: kServer, expr: call, why: callee.Pkg().Name() + "." + callee.Name()}}
	case analyzer.IsSDKPackage(pkg) && (strings.HasPrefix(callee.Name(), "SendNotification") || strings.HasPrefix(callee.Name(), "Notify")):
		// server.SendNotificationToClient, session.NotifyProgress: the
		// session or its transport failed (no client, a closed stream),
		// not the tool's work; the spec keeps it on the JSON-RPC layer.
		return []origin{{k: kServer, expr: call, why: analyzer.FuncLabel(callee)}}
	case pkg == "time" && callee.Name() == "LoadLocation" && len(call.Args) == 1 && f.constantOrGlobal(call.Args[0]):
		// A zone the server names itself fails only when the host lacks
		// its time zone database: the server's own configuration.
		return []origin{{k: kServer, expr: call, why: "time.LoadLocation"}}
	case callee.Name() == "MarshalJSON" && len(call.Args) == 0 && callee.Type().(*types.Signature).Recv() != nil:
		// A json.Marshaler of the server's own value (an encoder type
		// that wraps the answer): encoding it fails as json.Marshal does.
		return []origin{{k: kServer, expr: call, why: "MarshalJSON"}}
	case pkg == "encoding/json" && callee.Name() == "Unmarshal" && len(call.Args) == 2:
		if f.mentionsArguments(call.Args[0], fn, depth) {
			return []origin{{k: kValidation, expr: call, why: "json.Unmarshal of the arguments"}}
		}
	}
	if f.encodesToMemory(call, callee) {
		// json.NewEncoder(buf).Encode(payload) into a bytes.Buffer fails
		// only as json.Marshal does: the server's own value.
		return []origin{{k: kServer, expr: call, why: "json.Encoder.Encode"}}
	}
	if f.writesMultipartToMemory(call, callee, fn) {
		return []origin{{k: kServer, expr: call, why: analyzer.FuncLabel(callee)}}
	}
	if f.buildsOwnRequest(call, callee, fn) {
		return []origin{{k: kServer, expr: call, why: analyzer.FuncLabel(callee)}}
	}
	if arg := wrappedArg(info, callee, call); arg != nil {
		return []origin{{k: wrappedKinds(kinds(f.exprOrigins(arg, fn, depth+1))), expr: call, why: analyzer.FuncLabel(callee)}}
	}
	if k := f.errorArgKinds(call, fn, depth); k == kServer {
		// An error made from the server's own failure (a failed
		// json.Marshal), whatever the function makes of it
		// (errors.Internal(err) of a project's error package), is still
		// the server's own failure.
		return []origin{{k: kServer, expr: call, why: analyzer.FuncLabel(callee)}}
	}
	if decl := f.decls[callee.Origin()]; decl != nil {
		if os := f.callbackOrigins(call, callee, decl, depth); os != nil {
			return os
		}
		if os := f.passedOnOrigins(call, callee, decl, fn, depth); os != nil {
			return os
		}
		return []origin{{k: f.summary(callee.Origin()), expr: call, why: callee.Name()}}
	}
	var fact ErrorKindsFact
	if f.pass.ImportObjectFact(callee.Origin(), &fact) {
		if i := int(fact.Passes) - 1; i >= 0 && i < len(call.Args) && !call.Ellipsis.IsValid() && depth <= maxDepth {
			// to.ErrorResult(fmt.Errorf("owner is required")): the
			// argument's error is the call's
			return f.exprOrigins(call.Args[i], fn, depth+1)
		}
		return []origin{{k: kind(fact.Kinds), expr: call, why: callee.Name()}}
	}
	return []origin{{k: kBusiness, expr: call, why: analyzer.FuncLabel(callee)}}
}

// calledFactory returns the handler factory of this package whose result
// call calls at once (`handleCommon(kind)(ctx, req)`), and the handler
// literal it returns; nil when call is not such a call.
func (f *flow) calledFactory(call *ast.CallExpr) (*types.Func, *ast.FuncLit) {
	inner, ok := ast.Unparen(call.Fun).(*ast.CallExpr)
	if !ok {
		return nil, nil
	}
	factory, _ := typeutil.Callee(f.pass.TypesInfo, inner).(*types.Func)
	if factory == nil || factory.Pkg() != f.pass.Pkg {
		return nil, nil
	}
	factory = factory.Origin()
	lit := f.m.ReturnedHandler(factory)
	if lit == nil {
		return nil, nil
	}
	return factory, lit
}

// calledClosure returns the local variable that call calls and the
// function literal that is its only value (the registering function that
// defines one tool's handler and calls it from another's), or nil.
func (f *flow) calledClosure(call *ast.CallExpr) (*types.Var, *ast.FuncLit) {
	id, ok := ast.Unparen(call.Fun).(*ast.Ident)
	if !ok {
		return nil, nil
	}
	v, ok := f.pass.TypesInfo.Uses[id].(*types.Var)
	if !ok || !isLocal(v, f.pass.Pkg) {
		return nil, nil
	}
	lit := f.m.ClosureOf(v)
	if lit == nil {
		return nil, nil
	}
	return v, lit
}

// passedOnOrigins reads a call of a function of this package that
// returns an error parameter as its error (func fail(err error)
// (*Result, error) { return nil, err }): there the call's error is the
// argument's, seen from the caller; the function's other returns count as
// its summary does. It returns nil when no return passes a parameter on.
func (f *flow) passedOnOrigins(call *ast.CallExpr, callee *types.Func, decl *ast.FuncDecl, fn ast.Node, depth int) []origin {
	sig := callee.Origin().Type().(*types.Signature)
	if depth > maxDepth || f.busy[callee.Origin()] || sig.Variadic() || len(call.Args) != sig.Params().Len() {
		return nil
	}
	n := sig.Results().Len()
	param := func(e ast.Expr) int {
		id, ok := ast.Unparen(e).(*ast.Ident)
		if !ok {
			return -1
		}
		for i := range sig.Params().Len() {
			if p := sig.Params().At(i); f.pass.TypesInfo.Uses[id] == p && !assigned(f.pass.TypesInfo, decl.Body, p) {
				return i
			}
		}
		return -1
	}
	f.busy[callee.Origin()] = true
	defer delete(f.busy, callee.Origin())
	var out []origin
	used := false
	forEachReturn(decl.Body, func(r *ast.ReturnStmt) {
		if len(r.Results) == n {
			if i := param(r.Results[n-1]); i >= 0 && !f.inServerFailure(decl, r) {
				used = true
				out = append(out, f.exprOrigins(call.Args[i], fn, depth+1)...)
				return
			}
		}
		out = append(out, origin{k: f.ownKinds(decl, r), expr: call, why: callee.Name()})
	})
	if !used {
		return nil
	}
	return out
}

// assigned reports whether body assigns v or takes its address.
func assigned(info *types.Info, body *ast.BlockStmt, v *types.Var) bool {
	found := false
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.AssignStmt:
			for _, l := range n.Lhs {
				if id, ok := ast.Unparen(l).(*ast.Ident); ok && (info.Uses[id] == v || info.Defs[id] == v) {
					found = true
				}
			}
		case *ast.UnaryExpr:
			if id, ok := ast.Unparen(n.X).(*ast.Ident); ok && n.Op == token.AND && info.Uses[id] == v {
				found = true
			}
		}
		return !found
	})
	return found
}

// errorArgKinds is what the error-typed arguments of call mean (0 when
// it has none).
func (f *flow) errorArgKinds(call *ast.CallExpr, fn ast.Node, depth int) kind {
	var k kind
	for _, a := range call.Args {
		if t := f.pass.TypesInfo.TypeOf(a); t != nil && types.Implements(t, errorType) {
			k |= kinds(f.exprOrigins(a, fn, depth+1))
		}
	}
	return k
}

// errorfOrigins: fmt.Errorf makes a new non-nil error; with %w the error
// keeps what the wrapped one meant to the SDK (errors.As sees it).
func (f *flow) errorfOrigins(call *ast.CallExpr, fn ast.Node, depth int) []origin {
	info := f.pass.TypesInfo
	wraps := false
	if len(call.Args) > 0 {
		if tv, ok := info.Types[call.Args[0]]; ok && tv.Value != nil {
			wraps = strings.Contains(tv.Value.String(), "%w")
		}
	}
	var k kind
	errArgs, nilArgs := 0, 0
	for _, a := range call.Args[min(1, len(call.Args)):] {
		t := info.TypeOf(a)
		if t == nil || !types.Implements(t, errorType) {
			continue
		}
		inner := kinds(f.exprOrigins(a, fn, depth+1))
		errArgs++
		if inner == kNil {
			nilArgs++
		}
		if inner != kNil {
			// A helper that may also return nil (its success path) says
			// nothing of what its non-nil error is: the caller wraps it
			// under err != nil.
			inner &^= kNil
		}
		k |= wrapKinds(inner, wraps)
	}
	if errArgs > 0 && nilArgs == errArgs {
		// `content, err = FormatJSONResponse(data); if err != nil { return
		// nil, fmt.Errorf("...: %w", err) }` with a helper whose every
		// return gives a nil error: the branch never runs, and no failure
		// of the tool reaches it.
		return []origin{{k: kServer, expr: call, why: "a branch that never runs (the error it wraps is always nil)"}}
	}
	if k == 0 {
		k = kBusiness
	}
	return []origin{{k: k, expr: call, why: "fmt.Errorf"}}
}

// wrapKinds is what an error made from one of kinds inner means to the
// SDK: with wraps (%w, errors.Wrap) it keeps what errors.As and errors.Is
// find in it; a server's own failure stays one, and anything else is a
// new business error.
func wrapKinds(inner kind, wraps bool) kind {
	var k kind
	switch {
	case inner&kValidation != 0:
		k |= kValidation
	case wraps && inner&(kRPC|kWrappedRPC) != 0:
		k |= kWrappedRPC
	case wraps && inner&kCtx != 0:
		k |= kCtx
	case inner == kServer:
		k |= kServer
	}
	if inner&(kBusiness|kUnknown|kNil) != 0 {
		k |= kBusiness
	}
	return k
}

func wrappedKinds(inner kind) kind {
	if k := wrapKinds(inner, true); k != 0 {
		return k
	}
	return kBusiness
}

// wrapperNames are the names error packages give a function that adds a
// message or a stack to an error and keeps it for errors.As
// (github.com/pkg/errors, cockroachdb/errors, go-faster/errors, juju).
var wrapperNames = map[string]bool{
	"Wrap": true, "Wrapf": true, "WithMessage": true, "WithMessagef": true,
	"WithStack": true, "Annotate": true, "Annotatef": true, "Trace": true,
}

// wrappedArg returns the error that call, to a function of another
// package named like an error wrapper whose first parameter is an error
// and whose only result is one, wraps; or nil.
func wrappedArg(info *types.Info, callee *types.Func, call *ast.CallExpr) ast.Expr {
	if !wrapperNames[callee.Name()] || callee.Pkg() == nil || len(call.Args) == 0 {
		return nil
	}
	sig := callee.Type().(*types.Signature)
	if sig.Recv() != nil || sig.Params().Len() == 0 || sig.Results().Len() != 1 ||
		!isError(sig.Params().At(0).Type()) || !isError(sig.Results().At(0).Type()) {
		return nil
	}
	if t := info.TypeOf(call.Args[0]); t == nil || !types.Implements(t, errorType) {
		return nil
	}
	return call.Args[0]
}

var errorType = types.Universe.Lookup("error").Type().Underlying().(*types.Interface)

// mentionsArguments reports whether e reads a tool call's arguments
// (req.Params.Arguments, req.GetArguments(), req.GetRawArguments()),
// directly or through a local variable.
func (f *flow) mentionsArguments(e ast.Expr, fn ast.Node, depth int) bool {
	found := false
	ast.Inspect(e, func(n ast.Node) bool {
		switch x := n.(type) {
		case *ast.SelectorExpr:
			switch x.Sel.Name {
			case "Arguments", "GetArguments", "GetRawArguments":
				found = true
			}
		case *ast.Ident:
			if depth < 2 && isLocal(f.pass.TypesInfo.Uses[x], f.pass.Pkg) {
				for _, d := range f.reachingDefs(f.pass.TypesInfo.Uses[x].(*types.Var), x, fn) {
					if d.rhs != nil && f.mentionsArguments(d.rhs, fn, depth+1) {
						found = true
					}
				}
			}
		}
		return !found
	})
	return found
}

// summary is what the error result of a function of this package may be.
func (f *flow) summary(fn *types.Func) kind {
	if k, ok := f.summaries[fn]; ok {
		return k
	}
	if f.busy[fn] {
		return kUnknown // recursion
	}
	decl := f.decls[fn]
	sig := fn.Type().(*types.Signature)
	if decl == nil || sig.Results().Len() == 0 || !isErrorResult(sig.Results().At(sig.Results().Len()-1).Type()) {
		return kUnknown
	}
	f.busy[fn] = true
	var k kind
	forEachReturn(decl.Body, func(r *ast.ReturnStmt) {
		if f.ctxValueGuarded(r, decl) {
			k |= kServer // the server's wiring: a context value missing
			return
		}
		k |= kinds(f.returnedError(decl, r))
	})
	delete(f.busy, fn)
	if k == 0 {
		k = kNil // never returns normally
	}
	f.summaries[fn] = k
	return k
}

func isError(t types.Type) bool {
	return types.Identical(t, types.Universe.Lookup("error").Type())
}

// encoders are the packages whose Marshal encodes a Go value as text:
// it fails only on a value the server built wrong.
var encoders = map[string]bool{
	"encoding/json": true, "encoding/xml": true,
	"github.com/bytedance/sonic": true, "github.com/goccy/go-json": true, "github.com/json-iterator/go": true, "github.com/segmentio/encoding/json": true,
	"gopkg.in/yaml.v2": true, "gopkg.in/yaml.v3": true, "go.yaml.in/yaml/v3": true, "sigs.k8s.io/yaml": true, "github.com/goccy/go-yaml": true,
}

// isErrorResult reports whether t, a function's last result, carries an
// error: the error interface, or a pointer to or a named type of the
// program's own that implements it (func newAPIError(msg string)
// *APIError), whose non-nil values the caller returns as errors.
func isErrorResult(t types.Type) bool {
	if isError(t) {
		return true
	}
	if types.IsInterface(t) {
		return false
	}
	switch types.Unalias(t).(type) {
	case *types.Pointer, *types.Named:
		return types.Implements(t, errorType)
	}
	return false
}

// forEachReturn calls fn for the return statements of body, not those of
// nested function literals.
var forEachReturn = analysisutil.ForEachReturn

// callbackOrigins reads a call of a function of this package that runs a
// function literal it is passed and returns that literal's results
// (executeWithSetupCheck(ctx, ft, "x", func() (*mcp.CallToolResult,
// error) { ... })): the error is the literal's, or one of the callee's
// own. It returns nil when call passes no literal that decl returns the
// call of.
func (f *flow) callbackOrigins(call *ast.CallExpr, callee *types.Func, decl *ast.FuncDecl, depth int) []origin {
	if depth > maxDepth || f.busy[callee.Origin()] {
		return nil
	}
	// The parameters of the declared (not instantiated) signature are the
	// objects the body's identifiers use.
	sig := callee.Origin().Type().(*types.Signature)
	lits := map[types.Object]*ast.FuncLit{}
	for i, a := range call.Args {
		if lit, ok := ast.Unparen(a).(*ast.FuncLit); ok && i < sig.Params().Len() && !sig.Variadic() {
			lits[sig.Params().At(i)] = lit
		}
	}
	if len(lits) == 0 {
		return nil
	}
	f.busy[callee.Origin()] = true
	defer delete(f.busy, callee.Origin())
	var out []origin
	used := false
	forEachReturn(decl.Body, func(r *ast.ReturnStmt) {
		if len(r.Results) == 1 {
			if c, ok := ast.Unparen(r.Results[0]).(*ast.CallExpr); ok {
				if id, ok := ast.Unparen(c.Fun).(*ast.Ident); ok && lits[f.pass.TypesInfo.Uses[id]] != nil {
					lit := lits[f.pass.TypesInfo.Uses[id]]
					used = true
					forEachReturn(lit.Body, func(lr *ast.ReturnStmt) {
						out = append(out, f.returnedError(lit, lr)...)
					})
					return
				}
			}
		}
		out = append(out, origin{k: f.ownKinds(decl, r), expr: call, why: callee.Name()})
	})
	if !used {
		return nil
	}
	return out
}

// ownKinds is what r, a return of decl, returns as its error, read once
// (passedKinds).
func (f *flow) ownKinds(decl *ast.FuncDecl, r *ast.ReturnStmt) kind {
	if k, ok := f.passedKinds[r]; ok {
		return k
	}
	k := kinds(f.returnedError(decl, r))
	if f.passedKinds == nil {
		f.passedKinds = map[*ast.ReturnStmt]kind{}
	}
	f.passedKinds[r] = k
	return k
}

// constantOrGlobal reports whether e is a constant or a package-level
// variable (the server's configuration, not an argument of the call).
func (f *flow) constantOrGlobal(e ast.Expr) bool {
	info := f.pass.TypesInfo
	if tv, ok := info.Types[e]; ok && tv.Value != nil {
		return true
	}
	id, ok := ast.Unparen(e).(*ast.Ident)
	if !ok {
		return false
	}
	v, ok := info.Uses[id].(*types.Var)
	return ok && v.Pkg() != nil && v.Parent() == v.Pkg().Scope()
}
