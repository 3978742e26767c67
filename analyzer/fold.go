package analyzer

import (
	"fmt"
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/types/typeutil"
)

// foldString folds e to the constant string it always has: literals,
// constants (also from other packages), concatenation, fmt.Sprintf with
// constant arguments, and local or unexported package variables that are
// assigned exactly once from such an expression.
func (b *builder) foldString(e ast.Expr) (string, bool) {
	v, ok := b.fold(e, 0)
	if !ok || v.Kind() != constant.String {
		return "", false
	}
	return constant.StringVal(v), true
}

const maxFoldDepth = 16

func (b *builder) fold(e ast.Expr, depth int) (constant.Value, bool) {
	if depth > maxFoldDepth || e == nil {
		return nil, false
	}
	e = ast.Unparen(e)
	if tv, ok := b.pass.TypesInfo.Types[e]; ok && tv.Value != nil {
		return tv.Value, true
	}
	switch e := e.(type) {
	case *ast.BinaryExpr:
		if e.Op != token.ADD {
			return nil, false
		}
		x, ok1 := b.fold(e.X, depth+1)
		y, ok2 := b.fold(e.Y, depth+1)
		if !ok1 || !ok2 || x.Kind() != constant.String || y.Kind() != constant.String {
			return nil, false
		}
		return constant.MakeString(constant.StringVal(x) + constant.StringVal(y)), true
	case *ast.Ident:
		if base, ok := b.bound[b.pass.TypesInfo.Uses[e]]; ok {
			return b.fold(base, depth+1) // a parameter bound to its argument (recvelems.go)
		}
		if def, ok := b.singleDef(b.pass.TypesInfo.Uses[e]); ok && def.index < 0 {
			return b.fold(def.expr, depth+1)
		}
	case *ast.SelectorExpr:
		if f := b.boundField(e); f != nil {
			return b.fold(f, depth+1) // a field of a closure's bound argument
		}
		return b.foldField(e)
	case *ast.CallExpr:
		if v, ok := b.foldNameMethod(e); ok {
			return v, true
		}
		if v, ok := b.foldEnumMethod(e); ok {
			return v, true
		}
		return b.foldSprintf(e, depth)
	}
	return nil, false
}

// foldNameMethod folds a call with no arguments of a function or method
// of this package that returns one constant (t.name(), toolName()), or
// t.Name() (or GetName()) on a type of another package known from its
// ToolNameFact (a tool type of another package: &mcp.Tool{Name:
// searchTool.Name()}).
func (b *builder) foldNameMethod(call *ast.CallExpr) (constant.Value, bool) {
	fn, _ := typeutil.Callee(b.pass.TypesInfo, call).(*types.Func)
	if fn == nil || len(call.Args) != 0 {
		return nil, false
	}
	if fn.Pkg() == b.pass.Pkg {
		// any function or method of this package that returns one
		// constant: t.name(), toolName()
		if decl := b.m.funcDecls[fn.Origin()]; decl != nil {
			if name, ok := constantReturn(b.pass.TypesInfo, decl); ok {
				return constant.MakeString(name), true
			}
		}
		return nil, false
	}
	tn := recvTypeName(fn)
	if tn == nil || tn.Pkg() == nil || fn.Name() != "Name" && fn.Name() != "GetName" {
		return nil, false
	}
	var fact ToolNameFact
	if b.pass.ImportObjectFact(tn, &fact) {
		return constant.MakeString(fact.Name), true
	}
	return nil, false
}

func (b *builder) foldSprintf(call *ast.CallExpr, depth int) (constant.Value, bool) {
	fn, _ := typeutil.Callee(b.pass.TypesInfo, call).(*types.Func)
	if fn == nil || fn.Pkg() == nil || fn.Pkg().Path() != "fmt" || fn.Name() != "Sprintf" || call.Ellipsis.IsValid() || len(call.Args) == 0 {
		return nil, false
	}
	format, ok := b.fold(call.Args[0], depth+1)
	if !ok || format.Kind() != constant.String {
		return nil, false
	}
	var args []any
	for _, a := range call.Args[1:] {
		v, ok := b.fold(a, depth+1)
		if !ok {
			return nil, false
		}
		args = append(args, constantToGo(v))
	}
	s := fmt.Sprintf(constant.StringVal(format), args...)
	if strings.Contains(s, "%!") { // a verb fmt could not apply: not what runs
		return nil, false
	}
	return constant.MakeString(s), true
}

func constantToGo(v constant.Value) any {
	switch v.Kind() {
	case constant.String:
		return constant.StringVal(v)
	case constant.Bool:
		return constant.BoolVal(v)
	case constant.Int:
		if i, ok := constant.Int64Val(v); ok {
			return i
		}
	case constant.Float:
		f, _ := constant.Float64Val(v)
		return f
	}
	return v.ExactString()
}

// nameLiteral returns the single string literal that spells all of e, so a
// fix can rewrite it: e itself, or the literal a constant or variable is
// defined with in this package.
func (b *builder) nameLiteral(e ast.Expr) *ast.BasicLit {
	for range maxFoldDepth {
		e = ast.Unparen(e)
		switch x := e.(type) {
		case *ast.BasicLit:
			if x.Kind == token.STRING {
				return x
			}
			return nil
		case *ast.CallExpr:
			// t.name(): the literal its one return spells
			fn, _ := typeutil.Callee(b.pass.TypesInfo, x).(*types.Func)
			if fn == nil || len(x.Args) != 0 {
				return nil
			}
			decl := b.m.funcDecls[fn.Origin()]
			if decl == nil || decl.Body == nil {
				return nil
			}
			if _, ok := constantReturn(b.pass.TypesInfo, decl); !ok {
				return nil
			}
			forEachReturn(decl.Body, func(r *ast.ReturnStmt) { e = r.Results[0] })
		case *ast.Ident:
			obj := b.pass.TypesInfo.Uses[x]
			if c, ok := obj.(*types.Const); ok && c.Pkg() == b.pass.Pkg {
				e = b.constDecl[c]
				continue
			}
			def, ok := b.singleDef(obj)
			if !ok || def.index >= 0 {
				return nil
			}
			e = def.expr
		default:
			return nil
		}
	}
	return nil
}
