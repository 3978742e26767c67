package analyzer

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"strings"

	"golang.org/x/tools/go/ast/inspector"
)

// The model walks a package's syntax many times, each walk for a few
// node types. On a large package (github-mcp-server's pkg/github, 113
// tools) a dozen ast.Inspect walks cost more than the rest of the
// analysis, so every whole-package walk goes through one
// inspector.Inspector, built once for a package that uses an SDK: a walk
// then visits only the node types it asks for. Packages without MCP code
// never build it.

// walk calls f, in source order, for each node of the package whose type
// is one of types; f returns false to skip the node's subtree.
func (b *builder) walk(types []ast.Node, f func(n ast.Node) (descend bool)) {
	b.ins.Nodes(types, func(n ast.Node, push bool) bool { return !push || f(n) })
}

// walkSource is walk over the package's non-test files, with each node's
// file: tests define stub tools and fake servers that never serve a
// model.
func (b *builder) walkSource(types []ast.Node, f func(file *ast.File, n ast.Node) (descend bool)) {
	for fc := range b.ins.Root().Children() {
		file := fc.Node().(*ast.File)
		if b.isTestFile(file) {
			continue
		}
		fc.Inspect(types, func(c inspector.Cursor) bool { return f(file, c.Node()) })
	}
}

// resolvedCall is a call, its static callee (nil for a dynamic call) and
// what the callee does in an SDK.
type resolvedCall struct {
	call *ast.CallExpr
	fn   *types.Func
	op   Op
}

// resolveCalls lists the package's calls with their callees.
func (b *builder) resolveCalls() {
	b.ins.Preorder([]ast.Node{(*ast.CallExpr)(nil)}, func(n ast.Node) {
		call := n.(*ast.CallExpr)
		fn := b.callee(call)
		b.calls = append(b.calls, resolvedCall{call, fn, OpOf(fn)})
	})
}

// inTestFile reports whether pos is in a _test.go file.
func (b *builder) inTestFile(pos token.Pos) bool {
	return strings.HasSuffix(b.pass.Fset.File(pos).Name(), "_test.go")
}

// fileOf returns the file of the package that holds n.
func (b *builder) fileOf(n ast.Node) *ast.File {
	for _, f := range b.pass.Files {
		if f.FileStart <= n.Pos() && n.End() <= f.FileEnd {
			return f
		}
	}
	return nil
}

func (b *builder) isTestFile(f *ast.File) bool {
	return strings.HasSuffix(b.pass.Fset.File(f.Pos()).Name(), "_test.go")
}

// Walk calls f, in source order, for each node of the package whose type
// is one of types; f returns false to skip the node's subtree. It does
// nothing when the package has no MCP code.
func (m *Model) Walk(types []ast.Node, f func(n ast.Node) (descend bool)) {
	if m.b != nil {
		m.b.walk(types, f)
	}
}

// WalkSource is Walk over the package's non-test files, with each node's
// file.
func (m *Model) WalkSource(types []ast.Node, f func(file *ast.File, n ast.Node) (descend bool)) {
	if m.b != nil {
		m.b.walkSource(types, f)
	}
}

// SourceCalls returns, in source order, the calls in the package's
// non-test files of the SDK functions ops, without a walk: the model
// resolved every call once.
func (m *Model) SourceCalls(ops ...Op) []*ast.CallExpr {
	if m.b == nil {
		return nil
	}
	var out []*ast.CallExpr
	for _, c := range m.b.calls {
		if slices.Contains(ops, c.op) && !m.b.inTestFile(c.call.Pos()) {
			out = append(out, c.call)
		}
	}
	return out
}
