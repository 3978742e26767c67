package analyzer

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"path/filepath"
	"strings"

	"golang.org/x/tools/go/analysis"
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
