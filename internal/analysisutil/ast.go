package analysisutil

import (
	"go/ast"
	"go/types"
	"sync"
)

// ForEachReturn calls f for each return statement of body, not counting
// those of nested function literals. A nil body (a function declared
// without one) has none.
//
// The rules ask it of the same handler bodies many times over, so the
// returns of a body are found once and kept (returnsOf).
func ForEachReturn(body ast.Node, f func(*ast.ReturnStmt)) {
	if body == nil {
		return
	}
	if b, ok := body.(*ast.BlockStmt); ok && b == nil {
		return
	}
	for _, r := range returnsOf(body) {
		f(r)
	}
}

// returnCache holds the returns of each body ForEachReturn was asked
// about. Syntax trees live as long as the run that loaded them, and the
// cache holds no more than pointers into them.
var returnCache sync.Map // ast.Node -> []*ast.ReturnStmt

func returnsOf(body ast.Node) []*ast.ReturnStmt {
	if v, ok := returnCache.Load(body); ok {
		return v.([]*ast.ReturnStmt)
	}
	var out []*ast.ReturnStmt
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.ReturnStmt:
			out = append(out, n)
		case ast.Expr:
			// Only a function literal brings statements into an
			// expression, and its returns are its own: skipping every
			// expression (tool definitions' long literals) loses nothing.
			return false
		}
		return true
	})
	returnCache.Store(body, out)
	return out
}

// IsNamed reports whether t is (a pointer to) the named type pkg.name,
// pkg being a package path. A nil t is no named type.
func IsNamed(t types.Type, pkg, name string) bool {
	if t == nil {
		return false
	}
	if p, ok := types.Unalias(t).(*types.Pointer); ok {
		t = p.Elem()
	}
	n, ok := types.Unalias(t).(*types.Named)
	return ok && n.Obj().Pkg() != nil && n.Obj().Pkg().Path() == pkg && n.Obj().Name() == name
}

// PathTo returns the nodes from file down to n itself, n last, or nil
// when n is not in file. It visits only the nodes that enclose n and the
// siblings it passes on the way, so it is cheap even in a large file;
// unlike astutil.PathEnclosingInterval, it builds no sorted child lists.
func PathTo(file *ast.File, n ast.Node) []ast.Node {
	if file == nil || n == nil || n.Pos() < file.FileStart || n.End() > file.FileEnd {
		return nil
	}
	var stack, found []ast.Node
	ast.Inspect(file, func(x ast.Node) bool {
		switch {
		case found != nil:
			return false
		case x == nil:
			stack = stack[:len(stack)-1]
			return true
		case x.Pos() > n.Pos() || x.End() < n.End():
			return false // does not enclose n
		}
		stack = append(stack, x)
		if x == n {
			found = append([]ast.Node(nil), stack...)
			return false
		}
		return true
	})
	return found
}

// HasReturn reports whether n holds a return statement outside the
// function literals inside it.
func HasReturn(n ast.Node) bool {
	found := false
	ast.Inspect(n, func(m ast.Node) bool {
		switch m.(type) {
		case *ast.FuncLit:
			return false
		case *ast.ReturnStmt:
			found = true
		}
		return !found
	})
	return found
}

// FuncTypeOf returns the type of a function declaration or literal, or
// nil for any other node.
func FuncTypeOf(n ast.Node) *ast.FuncType {
	switch n := n.(type) {
	case *ast.FuncDecl:
		return n.Type
	case *ast.FuncLit:
		return n.Type
	}
	return nil
}
