package analyzer

import (
	"go/ast"
	"go/token"
	"go/types"
	"strings"
	"unicode"

	"golang.org/x/tools/go/types/typeutil"
)

// SuccessHelper is what the model knows of a project function that builds
// a tool result for its callers (textResult(s), ErrorResponse(format,
// args...), jsonResult(v)): on every path it returns a result that the
// client reads as a success, without isError, and the values of some of
// its parameters reach that result. A handler that answers a failure
// through such a helper hides the failure as surely as one that writes
// the literal itself.
type SuccessHelper struct {
	Name string // the function's name
	Pos  string // where it is declared (file:line)
	// Carries lists the indexes of the parameters whose values reach the
	// result; for a variadic function the last index stands for every
	// argument from there on.
	Carries  []int
	Variadic bool
	// NilError is set when the function also returns an error, which is
	// nil whenever the result is not: `return textResult(s)` then ends a
	// handler with a success result and a nil error.
	NilError bool
	// ErrorNamed is set when the function's name says it reports an error
	// (ErrorResponse, errResult, toolFailure): its author meant isError.
	ErrorNamed bool
	// File, Line and Col are where it builds its first success result
	// (a return), for a related position: the helper is where the fix goes.
	File      string
	Line, Col int
}

// SuccessHelperFact exports a SuccessHelper to the packages that call it.
type SuccessHelperFact struct{ SuccessHelper }

func (*SuccessHelperFact) AFact() {}
func (f *SuccessHelperFact) String() string {
	return "success result helper " + f.Name
}

// SuccessHelperOf returns what the model knows of fn as a success-result
// helper, or nil when fn is not one (or the model cannot tell).
func (m *Model) SuccessHelperOf(fn *types.Func) *SuccessHelper {
	if fn == nil || m.b == nil {
		return nil
	}
	return m.b.successHelper(fn.Origin())
}

// CarriedArgs returns the arguments of call that reach the result of the
// helper it calls.
func (h *SuccessHelper) CarriedArgs(call *ast.CallExpr) []ast.Expr {
	var out []ast.Expr
	for _, k := range h.Carries {
		if k >= len(call.Args) {
			break
		}
		out = append(out, call.Args[k])
		if h.Variadic && k == h.lastParam() {
			out = append(out, call.Args[k+1:]...)
		}
	}
	return out
}

func (h *SuccessHelper) lastParam() int {
	if len(h.Carries) == 0 {
		return -1
	}
	return h.Carries[len(h.Carries)-1]
}

// successHelper computes (and remembers) the summary of fn: from its
// body for a function of this package, from SuccessHelperFact otherwise.
func (b *builder) successHelper(fn *types.Func) *SuccessHelper {
	if b.helpers == nil {
		b.helpers = map[*types.Func]*SuccessHelper{}
	}
	if h, ok := b.helpers[fn]; ok {
		return h
	}
	b.helpers[fn] = nil // a recursive helper is not one
	var h *SuccessHelper
	if fn.Pkg() != b.pass.Pkg {
		var fact SuccessHelperFact
		if fn.Pkg() != nil && !isSDKPackage(fn.Pkg().Path()) && b.pass.ImportObjectFact(fn, &fact) {
			h = &fact.SuccessHelper
		}
	} else if decl := b.decls[fn]; decl != nil && decl.Body != nil {
		h = b.summarizeHelper(fn, decl)
	}
	b.helpers[fn] = h
	return h
}

func (b *builder) summarizeHelper(fn *types.Func, decl *ast.FuncDecl) *SuccessHelper {
	sig := fn.Type().(*types.Signature)
	res := sig.Results()
	// (result, error), or go-sdk's typed triple (result, out, error)
	// (a typed handler itself has that shape and is no helper)
	withErr := (res.Len() == 2 || res.Len() == 3) && isErrorType(res.At(res.Len()-1).Type())
	if shape, _ := shapeOf(sig); res.Len() == 3 && shape != ShapeUnknown {
		return nil
	}
	if res.Len() != 1 && !withErr || !isResultType(res.At(0).Type()) {
		return nil
	}
	last := res.Len() - 1
	info := b.pass.TypesInfo
	successes := 0
	var first *ast.ReturnStmt
	ok := true
	ast.Inspect(decl.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.ReturnStmt:
			switch {
			case len(n.Results) != res.Len():
				ok = false
			case withErr && isNilIdent(info, n.Results[0]) && !isNilIdent(info, n.Results[last]):
				// (nil, err): the helper's own failure (a failed
				// json.Marshal), not the answer it builds.
			case b.underEncodingFailure(n):
				// return errorResult("Failed to serialize: " + err.Error())
				// after json.Marshal of the answer: the helper's own
				// failure again, whatever it answers with.
			case withErr && !isNilIdent(info, n.Results[last]) || !b.buildsSuccess(n.Results[0], decl, 0):
				ok = false
			default:
				successes++
				if first == nil {
					first = n
				}
			}
		}
		return ok
	})
	if !ok || successes == 0 {
		// A helper whose every return is its (nil, err) passes an error
		// on (return nil, err): it builds no result at all.
		return nil
	}
	h := &SuccessHelper{Name: fn.Name(), Pos: b.posString(decl.Pos()), Variadic: sig.Variadic(), NilError: withErr, ErrorNamed: namesError(fn.Name())}
	p := b.pass.Fset.Position(first.Pos())
	h.File, h.Line, h.Col = p.Filename, p.Line, p.Column
	for i := 0; i < sig.Params().Len(); i++ {
		p := sig.Params().At(i)
		if isContext(p.Type()) || !usesObject(info, decl.Body, p) {
			continue
		}
		h.Carries = append(h.Carries, i)
	}
	if h.Variadic && h.lastParam() != sig.Params().Len()-1 {
		h.Variadic = false // the variadic parameter does not reach the result
	}
	return h
}

// buildsSuccess reports whether e, a returned result, is surely a
// success: a result literal without IsError, an SDK builder of text or
// structured success results, mcp-golang's ToolResponse (which has no
// isError at all), another success helper, or a local variable that holds
// one of these and is never changed.
func (b *builder) buildsSuccess(e ast.Expr, decl *ast.FuncDecl, depth int) bool {
	info := b.pass.TypesInfo
	e = ast.Unparen(e)
	switch x := e.(type) {
	case *ast.Ident:
		v, ok := info.Uses[x].(*types.Var)
		if !ok || v.Parent() == nil || v.Pkg() != b.pass.Pkg || depth > 2 || mutatedIn(info, decl.Body, v) {
			return false
		}
		defs := b.defs[v]
		if len(defs) == 0 {
			return false
		}
		for _, d := range defs {
			// result, err := mcp.NewToolResultJSON(v): the call's first
			// result is the result it builds.
			if d.index > 0 || !b.buildsSuccess(d.expr, decl, depth+1) {
				return false
			}
		}
		return true
	case *ast.CallExpr:
		fn, _ := typeutil.Callee(info, x).(*types.Func)
		if fn == nil {
			return false
		}
		switch OpOf(fn) {
		case OpResultText, OpResultStructured:
			return true
		}
		if IsToolResponseBuilder(fn) {
			return true
		}
		h := b.successHelper(fn.Origin())
		return h != nil && !h.NilError
	}
	if isNamed(info.TypeOf(e), metoroPkg, "ToolResponse") {
		lit := compositeLitOf(e)
		return lit != nil
	}
	r := ClassifyResult(info, e)
	return r.Lit != nil && !r.Positional && !r.IsError.MaybeTrue()
}

// isResultType reports whether t is (a pointer to) a tool result of an
// SDK (a CallToolResult or mcp-golang's ToolResponse) or a hand-rolled
// server's own result type.
func isResultType(t types.Type) bool {
	return IsCallToolResult(t) || isNamed(t, metoroPkg, "ToolResponse") || ProjectResultErrorField(t) != ""
}

// mutatedIn reports whether body may change v after it is built: a field
// assignment (v.IsError = true), a method call on it (a setter), or its
// address taken.
func mutatedIn(info *types.Info, body *ast.BlockStmt, v *types.Var) bool {
	is := func(e ast.Expr) bool {
		id, ok := ast.Unparen(e).(*ast.Ident)
		return ok && info.Uses[id] == v
	}
	mutated := false
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.AssignStmt:
			for _, l := range n.Lhs {
				if sel, ok := ast.Unparen(l).(*ast.SelectorExpr); ok && is(sel.X) {
					mutated = true
				}
				if ix, ok := ast.Unparen(l).(*ast.IndexExpr); ok && is(ix.X) {
					mutated = true // m[k] = v on a map or slice
				}
			}
		case *ast.CallExpr:
			if sel, ok := ast.Unparen(n.Fun).(*ast.SelectorExpr); ok && is(sel.X) {
				mutated = true
			}
			if fn, ok := typeutil.Callee(info, n).(*types.Func); ok && fn.Pkg() != nil && isSDKPackage(fn.Pkg().Path()) {
				break // an SDK's constructor (mcp.NewTool(name, desc, schema)) keeps what it is given
			}
			for _, a := range n.Args {
				if is(a) {
					mutated = true // passed on: may be changed there
				}
			}
		case *ast.UnaryExpr:
			if is(n.X) {
				mutated = true
			}
		}
		return !mutated
	})
	return mutated
}

// UsesObject reports whether node uses obj (an identifier that refers to it).
func UsesObject(info *types.Info, node ast.Node, obj types.Object) bool {
	return usesObject(info, node, obj)
}

func usesObject(info *types.Info, body ast.Node, obj types.Object) bool {
	used := false
	ast.Inspect(body, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok && info.Uses[id] == obj {
			used = true
		}
		return !used
	})
	return used
}

// CompositeOf returns the composite literal e is, or whose address it takes
// (T{...}, &T{...}), or nil.
func CompositeOf(e ast.Expr) *ast.CompositeLit { return compositeLitOf(e) }

func compositeLitOf(e ast.Expr) *ast.CompositeLit {
	if u, ok := e.(*ast.UnaryExpr); ok && u.Op == token.AND {
		e = ast.Unparen(u.X)
	}
	lit, _ := e.(*ast.CompositeLit)
	return lit
}

// NamesError reports whether an identifier (a function, a field) has a
// word that says it reports a failure; see namesError.
func NamesError(name string) bool { return namesError(name) }

// namesError reports whether a function's name has a word that says it
// reports a failure: err, error, errorf, fail, failed, failure (camelCase
// or snake_case words, so "referrer" and "terrain" do not count), and
// rejected or rejection (MakeRejected: a refusal is a failure too).
func namesError(name string) bool {
	for _, w := range nameWords(name) {
		switch w {
		case "err", "error", "errorf", "errors", "fail", "failed", "failure", "rejected", "rejection":
			return true
		}
	}
	return false
}

// nameWords splits a Go identifier into its lower-cased words.
func nameWords(name string) []string {
	var words []string
	var cur []rune
	flush := func() {
		if len(cur) > 0 {
			words = append(words, strings.ToLower(string(cur)))
			cur = cur[:0]
		}
	}
	rs := []rune(name)
	for i, r := range rs {
		switch {
		case r == '_' || unicode.IsDigit(r):
			flush()
			continue
		case unicode.IsUpper(r) && i > 0 && (unicode.IsLower(rs[i-1]) || i+1 < len(rs) && unicode.IsLower(rs[i+1])):
			flush()
		}
		cur = append(cur, r)
	}
	flush()
	return words
}

func isContext(t types.Type) bool {
	n, ok := types.Unalias(t).(*types.Named)
	return ok && n.Obj().Pkg() != nil && n.Obj().Pkg().Path() == "context" && n.Obj().Name() == "Context"
}

// IsToolResponseBuilder reports whether fn is mcp-golang's
// NewToolResponse: its ToolResponse has no isError, so what it builds is
// always sent as a success.
func IsToolResponseBuilder(fn *types.Func) bool {
	return fn != nil && fn.Pkg() != nil && fn.Pkg().Path() == metoroPkg && fn.Name() == "NewToolResponse"
}

// underEncodingFailure reports whether ret, a return of decl, runs only
// when encoding the answer failed: it is in the body of `if err != nil`
// where err comes from a call of an encoding package (json.Marshal).
func (b *builder) underEncodingFailure(ret *ast.ReturnStmt) bool {
	info := b.pass.TypesInfo
	path := b.pathTo(ret)
	for i := len(path) - 1; i > 0; i-- {
		ifs, ok := path[i-1].(*ast.IfStmt)
		if !ok || path[i] != ifs.Body {
			continue
		}
		v := notNilVar(info, ifs.Cond)
		defs := b.defs[v]
		if v == nil || len(defs) == 0 {
			return false
		}
		for _, d := range defs {
			call, ok := ast.Unparen(d.expr).(*ast.CallExpr)
			if !ok {
				return false
			}
			fn, _ := typeutil.Callee(info, call).(*types.Func)
			// encoding/json and its siblings, or an SDK's JSON result
			// (mcp-go's NewToolResultJSON), which fails only as
			// json.Marshal does.
			if fn == nil || fn.Pkg() == nil || !strings.HasPrefix(fn.Pkg().Path(), "encoding/") && OpOf(fn) != OpResultStructured {
				return false
			}
		}
		return true
	}
	return false
}
