package errlayer

import (
	"go/ast"
	"go/types"
	"strings"
	"unicode"

	"github.com/mcplint-go/mcplint/internal/analysisutil"
	"golang.org/x/tools/go/types/typeutil"
)

// A handler that builds its answer in a strings.Builder writes a step's
// failure into it and goes on:
//
//	if err != nil {
//		result.WriteString(fmt.Sprintf("❌ Failed to create MR: %v\n", err))
//	}
//	...
//	return mcp.NewToolResultText(result.String()), nil
//
// The answer carries the failure, and the result says success. A write
// inside a loop reports one item of many (a batch lists each item's
// failure) and is left alone, as is a branch that returns on its own.

// isTextBuffer reports whether t is strings.Builder or bytes.Buffer, or a
// pointer to one.
func isTextBuffer(t types.Type) bool {
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	n, ok := types.Unalias(t).(*types.Named)
	if !ok || n.Obj().Pkg() == nil {
		return false
	}
	switch n.Obj().Pkg().Path() + "." + n.Obj().Name() {
	case "strings.Builder", "bytes.Buffer":
		return true
	}
	return false
}

// isTextCollector reports whether t holds the parts of an answer the way
// a text buffer does: a buffer, a []string whose parts are joined
// (resultParts = append(resultParts, "Warning: sync failed: "+err.Error())),
// or a map with string keys that is encoded (logs["error"] = err.Error()).
func isTextCollector(t types.Type) bool {
	if isTextBuffer(t) {
		return true
	}
	switch u := t.Underlying().(type) {
	case *types.Slice:
		b, ok := u.Elem().Underlying().(*types.Basic)
		return ok && b.Kind() == types.String
	case *types.Map:
		b, ok := u.Key().Underlying().(*types.Basic)
		return ok && b.Kind() == types.String
	}
	return false
}

// bufferWrites returns the calls in fn that write text into the local
// buffer v: v.WriteString(s), v.Write(b), fmt.Fprintf(&v, ...) and the
// other fmt.Fprint functions; for a []string, the appends to it; for a
// map, the calls whose value is set at a key (v["error"] = err.Error()).
func (c *checker) bufferWrites(v *types.Var, fn ast.Node) []*ast.CallExpr {
	k := writesKey{v, fn}
	if w, ok := c.writes[k]; ok {
		return w
	}
	w := c.readWrites(v, fn)
	if c.writes == nil {
		c.writes = map[writesKey][]*ast.CallExpr{}
	}
	c.writes[k] = w
	return w
}

// readWrites is bufferWrites, uncached.
func (c *checker) readWrites(v *types.Var, fn ast.Node) []*ast.CallExpr {
	info := c.pass.TypesInfo
	names := func(e ast.Expr) bool {
		e = ast.Unparen(e)
		if u, ok := e.(*ast.UnaryExpr); ok {
			e = ast.Unparen(u.X)
		}
		id, ok := e.(*ast.Ident)
		return ok && info.Uses[id] == v
	}
	var out []*ast.CallExpr
	ast.Inspect(funcBody(fn), func(n ast.Node) bool {
		if as, ok := n.(*ast.AssignStmt); ok && len(as.Lhs) == 1 && len(as.Rhs) == 1 {
			if ix, ok := ast.Unparen(as.Lhs[0]).(*ast.IndexExpr); ok && names(ix.X) {
				if call, ok := ast.Unparen(as.Rhs[0]).(*ast.CallExpr); ok {
					out = append(out, call) // v["error"] = fmt.Sprintf(...)
				}
			}
			return true
		}
		call, ok := n.(*ast.CallExpr)
		if !ok {
			return true
		}
		if id, ok := ast.Unparen(call.Fun).(*ast.Ident); ok && id.Name == "append" && len(call.Args) > 1 && names(call.Args[0]) {
			if _, isBuiltin := info.Uses[id].(*types.Builtin); isBuiltin {
				out = append(out, call)
			}
			return true
		}
		callee, _ := typeutil.Callee(info, call).(*types.Func)
		if callee == nil || callee.Pkg() == nil {
			return true
		}
		switch {
		case callee.Pkg().Path() == "fmt" && (callee.Name() == "Fprintf" || callee.Name() == "Fprint" || callee.Name() == "Fprintln"):
			if len(call.Args) > 0 && names(call.Args[0]) {
				out = append(out, call)
			}
		case callee.Name() == "WriteString" || callee.Name() == "Write":
			if sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok && names(sel.X) {
				out = append(out, call)
			}
		}
		return true
	})
	return out
}

// failedErrsThroughWrites returns the errors whose failure branch writes
// the error into the buffer v, which ret answers with (once, not per
// item of a loop, in a branch that goes on to ret), and those writes.
func (c *checker) failedErrsThroughWrites(v *types.Var, ret *ast.ReturnStmt, fn ast.Node) ([]types.Object, []*ast.CallExpr) {
	var errs []types.Object
	var writes []*ast.CallExpr
	for _, w := range c.bufferWrites(v, fn) {
		if w.Pos() > ret.Pos() || c.inLoop(w) || c.branchReturns(w, fn) || c.verdictWrite(w, v, fn) {
			continue
		}
		for _, e := range c.failedErrsAt(w, fn) {
			if c.mentionsAny(w, []types.Object{e}, fn) {
				errs = append(errs, e)
				writes = append(writes, w)
			}
		}
	}
	return errs, writes
}

// verdictWrite reports whether w, a write into v, is one side of an
// if/else on the error of a check (a call named Validate..., Check...,
// Verify...) that writes v on both sides (`if err != nil {
// out.WriteString("Access: No (" + err.Error() + ")") } else {
// out.WriteString("Access: Yes") }`): the check's outcome is a verdict the
// answer states, not a failure. A step that acts (createMR) and fails is
// one, whatever the else says.
func (c *checker) verdictWrite(w *ast.CallExpr, v *types.Var, fn ast.Node) bool {
	path := c.f.path(w)
	for i, p := range path {
		if p == fn {
			break
		}
		ifs, ok := p.(*ast.IfStmt)
		if !ok {
			continue
		}
		if ifs.Else == nil || !(w.Pos() >= ifs.Body.Pos() && w.End() <= ifs.Body.End()) || !c.checksFor(ifs, path[i+1:]) {
			return false
		}
		for _, o := range c.bufferWrites(v, fn) {
			if o.Pos() >= ifs.Else.Pos() && o.End() <= ifs.Else.End() {
				return true
			}
		}
		return false
	}
	return false
}

// checksFor reports whether the error ifs tests comes from a check: the
// call of its init, or of the statement before it in its block (parents
// are ifs's enclosing nodes, innermost first).
func (c *checker) checksFor(ifs *ast.IfStmt, parents []ast.Node) bool {
	as, _ := ifs.Init.(*ast.AssignStmt)
	if as == nil && len(parents) > 0 {
		if blk, ok := parents[0].(*ast.BlockStmt); ok {
			for i, s := range blk.List {
				if s == ifs && i > 0 {
					as, _ = blk.List[i-1].(*ast.AssignStmt)
				}
			}
		}
	}
	if as == nil || len(as.Rhs) != 1 {
		return false
	}
	call, ok := ast.Unparen(as.Rhs[0]).(*ast.CallExpr)
	if !ok {
		return false
	}
	name := calleeName(c.pass.TypesInfo, call)
	if name == "" {
		return false
	}
	name = strings.ToUpper(name[:1]) + name[1:] // validateAccess as ValidateAccess
	for _, p := range []string{"Validate", "Check", "Verify", "Test", "Probe", "Ping", "Can", "Has", "Is"} {
		if strings.HasPrefix(name, p) && (len(name) == len(p) || unicode.IsUpper(rune(name[len(p)]))) {
			return true
		}
	}
	return false
}

// branchReturns reports whether the block around n, up to fn, holds a
// return: the failure is answered there, not by a later return.
func (c *checker) branchReturns(n ast.Node, fn ast.Node) bool {
	for _, p := range c.f.path(n) {
		if p == fn {
			break
		}
		if ifs, ok := p.(*ast.IfStmt); ok {
			return analysisutil.HasReturn(ifs.Body)
		}
	}
	return false
}
