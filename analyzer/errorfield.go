package analyzer

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"path/filepath"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"
)

// A function may report its failures inside the value it returns instead
// of as an error: a debugger client whose LaunchProgram answers
// LaunchResponse{Context: {ErrorMessage: err.Error()}}, a page lister that
// returns ListResult{Error: err.Error()}, nil. A tool that sends such a
// value to the client as a success result, without looking at the
// field, hides the failure: errlayer reports it (hidden-error).

// ErrorFieldFact is exported for a function of the module whose result
// (a struct, or a pointer to one) carries an error's text in a field
// named for errors on some return that has no error.
type ErrorFieldFact struct {
	ErrorField
}

// ErrorField says which field carries the failure, and where a return
// puts it there.
type ErrorField struct {
	Field string // the field's name
	Pos   string // file:line of a return that fills it
	// File, Line and Col locate that return, for related positions.
	File      string
	Line, Col int
}

func (*ErrorFieldFact) AFact() {}
func (f *ErrorFieldFact) String() string {
	return "error in field " + f.Field + " at " + f.Pos
}

// ErrorFieldOf returns what fn's result says of its failures, from fn's
// body in this package or from its ErrorFieldFact (imported while the
// model was built).
func (m *Model) ErrorFieldOf(fn *types.Func) (ErrorField, bool) {
	if m.b == nil || fn == nil {
		return ErrorField{}, false
	}
	fn = fn.Origin()
	if fn.Pkg() == m.b.pass.Pkg {
		ef := errorFieldOf(m.b.pass, m.funcDecls, fn, 0)
		return ef, ef.Field != ""
	}
	ef, ok := m.errorFields[fn]
	return ef, ok
}

// importErrorFields records the ErrorFieldFacts of the other packages'
// functions this package calls.
func (b *builder) importErrorFields() {
	b.eachCalledElsewhere(returnsStruct, func(fn *types.Func) {
		var fact ErrorFieldFact
		if b.pass.ImportObjectFact(fn, &fact) {
			if b.m.errorFields == nil {
				b.m.errorFields = map[*types.Func]ErrorField{}
			}
			b.m.errorFields[fn] = fact.ErrorField
		}
	})
}

// exportErrorFields exports an ErrorFieldFact for each exported function
// and method of this package that has one; it runs for every package of
// the module, SDK or not (the client that fills the field seldom imports
// one).
func exportErrorFields(pass *analysis.Pass) {
	var decls map[*types.Func]*ast.FuncDecl
	eachExportedFunc(pass, func(fn *types.Func, fd *ast.FuncDecl) {
		if !returnsStruct(fn) {
			return
		}
		if decls == nil {
			decls = funcDeclsOf(pass)
		}
		if ef := errorFieldOf(pass, decls, fn, 0); ef.Field != "" {
			pass.ExportObjectFact(fn, &ErrorFieldFact{ef})
		}
	})
}

func funcDeclsOf(pass *analysis.Pass) map[*types.Func]*ast.FuncDecl {
	out := map[*types.Func]*ast.FuncDecl{}
	for _, f := range pass.Files {
		for _, d := range f.Decls {
			if fd, ok := d.(*ast.FuncDecl); ok && fd.Body != nil {
				if fn, ok := pass.TypesInfo.Defs[fd.Name].(*types.Func); ok {
					out[fn] = fd
				}
			}
		}
	}
	return out
}

// returnsStruct reports whether fn's first result is a struct of the
// project or a pointer to one, and any other result is an error.
func returnsStruct(fn *types.Func) bool {
	res := fn.Type().(*types.Signature).Results()
	if res.Len() == 0 || res.Len() > 2 {
		return false
	}
	if res.Len() == 2 && !isErrorType(res.At(1).Type()) {
		return false
	}
	t := res.At(0).Type()
	n, ok := types.Unalias(Deref(t)).(*types.Named)
	if !ok || n.Obj().Pkg() == nil || isSDKPackage(n.Obj().Pkg().Path()) {
		return false
	}
	_, isStruct := n.Underlying().(*types.Struct)
	return isStruct
}

// errorFieldOf reads fn's returns for a value that carries an error's
// text in a field named for errors, with a nil error or none: a literal
// that sets the field, a local whose field (or a field of a value it
// holds) is assigned the text, or the call of a function of this package
// that does so, one call deep.
func errorFieldOf(pass *analysis.Pass, decls map[*types.Func]*ast.FuncDecl, fn *types.Func, depth int) ErrorField {
	decl := decls[fn.Origin()]
	if decl == nil || !returnsStruct(fn) {
		return ErrorField{}
	}
	info := pass.TypesInfo
	assigned := errorFieldAssignments(info, decl.Body) // root variable -> field assignment
	var out ErrorField
	at := func(n ast.Node, field string) {
		p := pass.Fset.Position(n.Pos())
		out = ErrorField{Field: field, Pos: filepath.Base(p.Filename) + ":" + itoa(p.Line), File: p.Filename, Line: p.Line, Col: p.Column}
	}
	ast.Inspect(decl.Body, func(n ast.Node) bool {
		if _, ok := n.(*ast.FuncLit); ok || out.Field != "" {
			return false
		}
		ret, ok := n.(*ast.ReturnStmt)
		if !ok || len(ret.Results) == 0 {
			return true
		}
		if len(ret.Results) == 2 && !isNilIdent(info, ret.Results[1]) {
			return true // the failure goes out as an error too
		}
		res := ast.Unparen(ret.Results[0])
		if f := literalErrorField(info, res, 0); f != "" {
			at(ret, f)
			return false
		}
		// A local whose field was assigned the text, returned itself or
		// inside the returned literal (Context: &context).
		ast.Inspect(res, func(n ast.Node) bool {
			if id, ok := n.(*ast.Ident); ok && out.Field == "" {
				if as, ok := assigned[info.Uses[id]]; ok {
					at(as, as.Lhs[0].(*ast.SelectorExpr).Sel.Name)
				}
			}
			return out.Field == ""
		})
		if out.Field != "" {
			return false
		}
		if call, ok := res.(*ast.CallExpr); ok && depth < maxErrorFieldDepth {
			// the callee's field carries this call's failure when the
			// call hands it the error, or when the callee takes none and
			// fills the field from its own failures (a cache wrapper)
			if callee := typeutil.StaticCallee(info, call); callee != nil && callee.Pkg() == pass.Pkg && (passesError(info, call) || !takesError(callee)) {
				if ef := errorFieldOf(pass, decls, callee, depth+1); ef.Field != "" {
					at(ret, ef.Field)
					return false
				}
			}
		}
		return true
	})
	return out
}

// errorFieldAssignments returns the local variables of body one of whose
// fields named for errors is assigned an error's text (context.ErrorMessage
// = err.Error()), each with that assignment (its field alone).
func errorFieldAssignments(info *types.Info, body *ast.BlockStmt) map[types.Object]*ast.AssignStmt {
	out := map[types.Object]*ast.AssignStmt{}
	ast.Inspect(body, func(n ast.Node) bool {
		as, ok := n.(*ast.AssignStmt)
		if !ok || as.Tok != token.ASSIGN || len(as.Lhs) != len(as.Rhs) {
			return true
		}
		for i, l := range as.Lhs {
			sel, ok := ast.Unparen(l).(*ast.SelectorExpr)
			if !ok || !isErrorFieldName(sel.Sel.Name) || !carriesError(info, as.Rhs[i]) && !statesFailure(info, as.Rhs[i]) {
				continue
			}
			if root := rootIdent(sel.X); root != nil {
				if v, ok := info.Uses[root].(*types.Var); ok && !v.IsField() && out[v] == nil {
					out[v] = &ast.AssignStmt{Lhs: []ast.Expr{sel}, TokPos: as.Pos(), Tok: token.ASSIGN, Rhs: []ast.Expr{as.Rhs[i]}}
				}
			}
		}
		return true
	})
	return out
}

// carriesError reports whether e computes from a value of type error
// (err.Error(), fmt.Sprintf("...: %v", err), err).
func carriesError(info *types.Info, e ast.Expr) bool {
	found := false
	ast.Inspect(e, func(n ast.Node) bool {
		if x, ok := n.(ast.Expr); ok && !found {
			if t := info.TypeOf(x); t != nil && isErrorType(t) && !isNilIdent(info, x) {
				found = true
			}
		}
		return !found
	})
	return found
}

// statesFailure reports whether e is a non-empty constant string: the
// text a function writes in its result's error field for a failure it
// found itself (Error: "cmd is required"), with no error value behind it.
func statesFailure(info *types.Info, e ast.Expr) bool {
	tv, ok := info.Types[e]
	return ok && tv.Value != nil && tv.Value.Kind() == constant.String && constant.StringVal(tv.Value) != ""
}

// maxErrorFieldDepth bounds the calls of this package followed from a
// return to the literal that fills the field: a method that returns its
// cache wrapper's result, which returns its error helper's.
const maxErrorFieldDepth = 2

// takesError reports whether fn has a parameter of type error: a
// response builder (errorResponse(query, err)) that fills the field
// from it.
func takesError(fn *types.Func) bool {
	params := fn.Type().(*types.Signature).Params()
	for i := range params.Len() {
		if isErrorType(params.At(i).Type()) {
			return true
		}
	}
	return false
}

// passesError reports whether one of call's arguments is a non-nil error
// (createLaunchResponse(nil, program, args, fmt.Errorf("...")).
func passesError(info *types.Info, call *ast.CallExpr) bool {
	for _, a := range call.Args {
		if t := info.TypeOf(a); t != nil && isErrorType(t) && !isNilIdent(info, a) {
			return true
		}
	}
	return false
}

func rootIdent(e ast.Expr) *ast.Ident {
	for {
		switch x := ast.Unparen(e).(type) {
		case *ast.Ident:
			return x
		case *ast.SelectorExpr:
			e = x.X
		case *ast.StarExpr:
			e = x.X
		case *ast.IndexExpr:
			e = x.X
		default:
			return nil
		}
	}
}

// literalErrorField returns the field named for errors that the literal
// e (or a literal inside it, two levels deep: Context: DebugContext{...})
// sets to an error's text.
func literalErrorField(info *types.Info, e ast.Expr, depth int) string {
	lit := CompositeOf(e)
	if lit == nil || depth > 2 {
		return ""
	}
	for _, elt := range lit.Elts {
		kv, ok := elt.(*ast.KeyValueExpr)
		if !ok {
			continue
		}
		if id, ok := kv.Key.(*ast.Ident); ok && isErrorFieldName(id.Name) && (carriesError(info, kv.Value) || statesFailure(info, kv.Value)) {
			return id.Name
		}
		if f := literalErrorField(info, kv.Value, depth+1); f != "" {
			return f
		}
	}
	return ""
}

// isErrorFieldName reports whether a field's name says it holds the
// call's own failure (Error, Err, ErrorMessage, ErrMsg), not a list of
// findings the call is about (ChainErrors, ValidationErrors).
func isErrorFieldName(name string) bool {
	switch strings.ToLower(name) {
	case "error", "err", "errormessage", "errmessage", "errormsg", "errmsg", "errortext", "errorstring", "errstr", "errordetail", "errordetails", "failure", "failurereason":
		return true
	}
	return false
}
