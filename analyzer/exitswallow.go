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

// A server's shell or SSH helper often runs a command and hands its
// output back as a string with a nil error whatever the command's exit
// status, noting a failure in the text at most:
//
//	func (m *Manager) Execute(ctx context.Context, cmd, target string) (string, error) {
//		result, err := m.Run(ctx, cmd, target)
//		if err != nil { return "", err }
//		...
//		if result.ExitCode != 0 {
//			output.WriteString(fmt.Sprintf("\n[Exit Code: %d]", result.ExitCode))
//		}
//		return output.String(), nil
//	}
//
// A tool that answers `output, err := m.Execute(...); if err != nil {
// isError }; return text(output), nil` then sends a failed command as a
// success. ExitSwallowFact marks such a function, in any package of the
// module; a function of the handler's own package is read directly.

// ExitSwallowFact is exported for a function that tests a command's exit
// code against 0 and goes on to return a nil error on that path.
type ExitSwallowFact struct {
	Pos string // file:line of the exit-code test
}

func (*ExitSwallowFact) AFact()           {}
func (f *ExitSwallowFact) String() string { return "swallows a non-zero exit at " + f.Pos }

// exportExitSwallows exports ExitSwallowFact for the package's exported
// functions and methods of that shape; it runs for every package of the
// module.
func exportExitSwallows(pass *analysis.Pass) {
	eachExportedFunc(pass, func(fn *types.Func, decl *ast.FuncDecl) {
		if at := exitSwallowIn(pass.TypesInfo, fn, decl); at.IsValid() {
			p := pass.Fset.Position(at)
			pass.ExportObjectFact(fn, &ExitSwallowFact{Pos: filepath.Base(p.Filename) + ":" + itoa(p.Line)})
		}
	})
}

// SwallowsExit returns where fn tests a command's exit code and goes on
// to a nil error ("" when it does not): read from fn's declaration when it
// is in this package, from its ExitSwallowFact otherwise.
func (m *Model) SwallowsExit(fn *types.Func) string {
	if m.b == nil || fn == nil || fn.Pkg() == nil {
		return ""
	}
	fn = fn.Origin()
	if fn.Pkg() != m.b.pass.Pkg {
		var fact ExitSwallowFact
		if m.b.pass.ImportObjectFact(fn, &fact) {
			return fact.Pos
		}
		return ""
	}
	decl := m.b.decls[fn]
	if decl == nil {
		return ""
	}
	if at := exitSwallowIn(m.b.pass.TypesInfo, fn, decl); at.IsValid() {
		p := m.b.pass.Fset.Position(at)
		return filepath.Base(p.Filename) + ":" + itoa(p.Line)
	}
	return ""
}

// exitSwallowIn returns the position of an `if X.ExitCode != 0` (or > 0,
// or exitStatus) in decl whose body returns no error, when decl, a
// function whose last result is an error, returns a nil error after it.
func exitSwallowIn(info *types.Info, fn *types.Func, decl *ast.FuncDecl) token.Pos {
	sig := fn.Type().(*types.Signature)
	if decl.Body == nil || sig.Results().Len() < 2 || !isErrorType(sig.Results().At(sig.Results().Len()-1).Type()) {
		return token.NoPos
	}
	if at := failedOutputReturned(info, decl); at.IsValid() {
		return at
	}
	var test *ast.IfStmt
	ast.Inspect(decl.Body, func(n ast.Node) bool {
		if test != nil {
			return false
		}
		if _, ok := n.(*ast.FuncLit); ok {
			return false
		}
		ifs, ok := n.(*ast.IfStmt)
		if ok && exitCodeTest(info, ifs.Cond) && !returnsError(info, ifs.Body) {
			test = ifs
			return false
		}
		return true
	})
	if test == nil {
		return token.NoPos
	}
	nilAfter := false
	ast.Inspect(decl.Body, func(n ast.Node) bool {
		if _, ok := n.(*ast.FuncLit); ok {
			return false
		}
		if ret, ok := n.(*ast.ReturnStmt); ok && ret.Pos() > test.Pos() && len(ret.Results) == sig.Results().Len() && isNilIdent(info, ret.Results[len(ret.Results)-1]) {
			nilAfter = true
		}
		return !nilAfter
	})
	if !nilAfter {
		return token.NoPos
	}
	return test.Pos()
}

// failedOutputReturned returns the position of a return, inside the
// failure branch of a command's run (`output, err := cmd.CombinedOutput();
// if err != nil { if len(output) > 0 { return string(output), nil } }`),
// that hands the command's output on with a nil error: the other shape of
// a runner that answers a failed command as its output.
func failedOutputReturned(info *types.Info, decl *ast.FuncDecl) token.Pos {
	outs := map[types.Object]types.Object{} // output variable -> its error variable
	ast.Inspect(decl.Body, func(n ast.Node) bool {
		if _, ok := n.(*ast.FuncLit); ok {
			return false
		}
		as, ok := n.(*ast.AssignStmt)
		if !ok || len(as.Lhs) != 2 || len(as.Rhs) != 1 {
			return true
		}
		call, ok := ast.Unparen(as.Rhs[0]).(*ast.CallExpr)
		if !ok {
			return true
		}
		fn, _ := typeutil.Callee(info, call).(*types.Func)
		if fn == nil || fn.Pkg() == nil || fn.Pkg().Path() != "os/exec" || fn.Name() != "CombinedOutput" && fn.Name() != "Output" {
			return true
		}
		out, ok1 := as.Lhs[0].(*ast.Ident)
		errID, ok2 := as.Lhs[1].(*ast.Ident)
		if ok1 && ok2 && info.ObjectOf(out) != nil && info.ObjectOf(errID) != nil {
			outs[info.ObjectOf(out)] = info.ObjectOf(errID)
		}
		return true
	})
	if len(outs) == 0 {
		return token.NoPos
	}
	var at token.Pos
	// branch visits n under the failure branches of the error variables
	// in under
	var branch func(n ast.Node, under map[types.Object]bool) bool
	branch = func(n ast.Node, under map[types.Object]bool) bool {
		switch x := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.IfStmt:
			inner := under
			if v := TestedError(info, x.Cond); v != nil {
				inner = map[types.Object]bool{v: true}
				for k := range under {
					inner[k] = true
				}
			}
			ast.Inspect(x.Body, func(m ast.Node) bool { return branch(m, inner) })
			if x.Else != nil {
				ast.Inspect(x.Else, func(m ast.Node) bool { return branch(m, under) })
			}
			return false
		case *ast.ReturnStmt:
			if at.IsValid() || len(x.Results) < 2 || !isNilIdent(info, x.Results[len(x.Results)-1]) {
				return false
			}
			for _, r := range x.Results[:len(x.Results)-1] {
				ast.Inspect(r, func(m ast.Node) bool {
					if id, ok := m.(*ast.Ident); ok {
						if errVar, isOut := outs[info.Uses[id]]; isOut && under[errVar] {
							at = x.Pos()
						}
					}
					return !at.IsValid()
				})
			}
			return false
		}
		return !at.IsValid()
	}
	ast.Inspect(decl.Body, func(n ast.Node) bool { return branch(n, nil) })
	return at
}

// TestedError is the local error variable that cond compares with nil
// (err != nil, alone or as a term of the condition), or nil.
func TestedError(info *types.Info, cond ast.Expr) *types.Var {
	var v *types.Var
	ast.Inspect(cond, func(n ast.Node) bool {
		be, ok := n.(*ast.BinaryExpr)
		if !ok || be.Op != token.NEQ || v != nil {
			return v == nil
		}
		if id, ok := ast.Unparen(be.X).(*ast.Ident); ok && isErrorType(info.TypeOf(id)) && info.Types[be.Y].IsNil() {
			v, _ = info.Uses[id].(*types.Var)
		}
		return v == nil
	})
	return v
}

// exitCodeTest reports whether cond is `x != 0` or `x > 0` for an x
// named for an exit code (res.ExitCode, exitCode, state.ExitCode(),
// ExitStatus()).
func exitCodeTest(info *types.Info, cond ast.Expr) bool {
	b, ok := ast.Unparen(cond).(*ast.BinaryExpr)
	if !ok || b.Op != token.NEQ && b.Op != token.GTR {
		return false
	}
	isZero := func(e ast.Expr) bool {
		tv, ok := info.Types[e]
		return ok && tv.Value != nil && tv.Value.Kind() == constant.Int && constant.Sign(tv.Value) == 0
	}
	x := b.X
	if !isZero(b.Y) {
		if b.Op != token.NEQ || !isZero(b.X) {
			return false
		}
		x = b.Y
	}
	name := ""
	switch e := ast.Unparen(x).(type) {
	case *ast.Ident:
		name = e.Name
	case *ast.SelectorExpr:
		name = e.Sel.Name
	case *ast.CallExpr:
		if sel, ok := ast.Unparen(e.Fun).(*ast.SelectorExpr); ok && len(e.Args) == 0 {
			name = sel.Sel.Name
		}
	}
	switch strings.ToLower(strings.ReplaceAll(name, "_", "")) {
	case "exitcode", "exitstatus":
		return true
	}
	return false
}
