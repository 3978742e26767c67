package analyzer

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"strings"
)

// The model reads a package's syntax many times, each time for a few node
// types. On a large package (github-mcp-server's pkg/github, 113 tools,
// and its test variant) a dozen ast.Inspect walks cost more than the rest
// of the analysis, and an inspector.Inspector (two events for every node)
// costs as much in allocation. So one walk, for a package that uses an
// SDK, lists the nodes of the few types the model reads, in source order,
// each with its enclosing function; the model's "walks" then run over
// that list. Packages without MCP code never build it.

// nodeKind is a bit for each node type the model reads.
type nodeKind uint16

const (
	kCall nodeKind = 1 << iota
	kCompositeLit
	kFuncDecl
	kFuncLit
	kAssign
	kValueSpec
	kRange
	kUnary
	kKeyValue
	kSwitch
	kIf
	kBlock
	kCaseClause
)

func kindOf(n ast.Node) nodeKind {
	switch n.(type) {
	case *ast.CallExpr:
		return kCall
	case *ast.CompositeLit:
		return kCompositeLit
	case *ast.FuncDecl:
		return kFuncDecl
	case *ast.FuncLit:
		return kFuncLit
	case *ast.AssignStmt:
		return kAssign
	case *ast.ValueSpec:
		return kValueSpec
	case *ast.RangeStmt:
		return kRange
	case *ast.UnaryExpr:
		return kUnary
	case *ast.KeyValueExpr:
		return kKeyValue
	case *ast.SwitchStmt:
		return kSwitch
	case *ast.IfStmt:
		return kIf
	case *ast.BlockStmt:
		return kBlock
	case *ast.CaseClause:
		return kCaseClause
	}
	return 0
}

// indexedNode is a node of the list, with the index in the list of the
// innermost function declaration or literal that holds it (-1: none).
type indexedNode struct {
	node ast.Node
	kind nodeKind
	fn   int32
}

// fileNodes is the part of the list that one file holds.
type fileNodes struct {
	file       *ast.File
	start, end int
	test       bool
}

// indexSyntax lists the nodes of the package's non-test files that the
// model reads. Tests define stub tools and fake servers that never serve
// a model, and no check reports in them; a package's test variant (with
// its large _test.go files, pkg/github's are 70% of its syntax) then
// costs the model no more than the package itself.
func (b *builder) indexSyntax() {
	for _, f := range b.pass.Files {
		start := len(b.nodes)
		if b.isTestFile(f) {
			b.files = append(b.files, fileNodes{f, start, start, true})
			continue
		}
		var funcs []int32 // the enclosing functions, innermost last
		ast.Inspect(f, func(n ast.Node) bool {
			if n == nil {
				return true
			}
			for len(funcs) > 0 && b.nodes[funcs[len(funcs)-1]].node.End() <= n.Pos() {
				funcs = funcs[:len(funcs)-1] // n comes after the function
			}
			k := kindOf(n)
			if k == 0 {
				return true
			}
			fn := int32(-1)
			if len(funcs) > 0 {
				fn = funcs[len(funcs)-1]
			}
			b.nodes = append(b.nodes, indexedNode{n, k, fn})
			if k&(kFuncDecl|kFuncLit) != 0 {
				funcs = append(funcs, int32(len(b.nodes)-1))
			}
			return true
		})
		b.files = append(b.files, fileNodes{f, start, len(b.nodes), b.isTestFile(f)})
	}
}

// walk calls f, in source order, for each node of the package of the
// kinds in mask.
func (b *builder) walk(mask nodeKind, f func(n ast.Node)) {
	for _, n := range b.nodes {
		if n.kind&mask != 0 {
			f(n.node)
		}
	}
}

// walkSource is walk over the package's non-test files, with each node's
// file: tests define stub tools and fake servers that never serve a
// model.
func (b *builder) walkSource(mask nodeKind, f func(file *ast.File, n ast.Node)) {
	for _, fs := range b.files {
		if fs.test {
			continue
		}
		for _, n := range b.nodes[fs.start:fs.end] {
			if n.kind&mask != 0 {
				f(fs.file, n.node)
			}
		}
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
	b.walk(kCall, func(n ast.Node) {
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

// CompositeLits calls f, in source order, for each composite literal in
// the package's non-test files, with its file. It does nothing when the
// package has no MCP code.
func (m *Model) CompositeLits(f func(file *ast.File, lit *ast.CompositeLit)) {
	if m.b != nil {
		m.b.walkSource(kCompositeLit, func(file *ast.File, n ast.Node) { f(file, n.(*ast.CompositeLit)) })
	}
}

// Funcs calls f, in source order, for each function declaration and
// function literal of the package, test files included. It does nothing
// when the package has no MCP code.
func (m *Model) Funcs(f func(fn ast.Node)) {
	if m.b != nil {
		m.b.walk(kFuncDecl|kFuncLit, f)
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
