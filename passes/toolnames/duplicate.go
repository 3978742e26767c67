package toolnames

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"path/filepath"
	"sort"

	"github.com/mcplint-go/mcplint/analyzer"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/astutil"
)

// entry is one tool name registered on a known server: by a registration
// of this package, by a call to another package's function that the
// facts say registers it (imp), or by a call that passes the name to a
// helper registering under its name parameter (helper); impPos is then
// where the function registers, as a string.
type entry struct {
	name   string
	key    string
	server analyzer.ServerRef
	call   *ast.CallExpr
	reg    *analyzer.Registration
	imp    *analyzer.ImportedRegistration
	helper *analyzer.HelperCall
	via    *types.Func // the function of imp or helper
	impPos string
	ctx    context
}

// context is where a call runs: the innermost function and the branches
// (if/else arms, switch and select cases, loop bodies, the right operand
// of && and ||, go and defer) between that function's body and the call.
// Two registrations with the same context both run whenever one does.
type context struct {
	fn       ast.Node
	branches []branch
}

type branch struct {
	node ast.Node
	arm  int
}

func (c context) same(d context) bool {
	if c.fn == nil || c.fn != d.fn || len(c.branches) != len(d.branches) {
		return false
	}
	for i := range c.branches {
		if c.branches[i] != d.branches[i] {
			return false
		}
	}
	return true
}

// checkDuplicates reports a tool name registered a second time on the
// same server value, where both registrations surely run together: in
// the same function, under the same conditions, with no removal or
// SetTools between them. Different server values (one per tenant, per
// token) never collide, nor do per-session tools with the server's own.
func checkDuplicates(pass *analysis.Pass, m *analyzer.Model) {
	groups := map[string][]*entry{}
	var order []string
	add := func(e *entry) {
		k := e.key + "\x00" + e.name
		if groups[k] == nil {
			order = append(order, k)
		}
		groups[k] = append(groups[k], e)
	}
	for _, r := range m.Registrations {
		if r.Name.Known && r.Server.Key != "" {
			add(&entry{name: r.Name.Value, key: r.Server.Key, server: r.Server, call: r.Call, reg: r, ctx: contextOf(pass, r.Call)})
		}
	}
	for _, ir := range m.Imported {
		if ir.Server.Key == "" {
			continue
		}
		for _, t := range ir.Tools {
			if t.Known && !t.Session {
				add(&entry{name: t.Name, key: ir.Server.Key, server: ir.Server, call: ir.Call, imp: ir, via: ir.Callee, impPos: t.Pos, ctx: contextOf(pass, ir.Call)})
			}
		}
	}
	for _, hc := range m.HelperCalls {
		// Server.Key is "" unless the helper registers on every call.
		if hc.Server.Key != "" && !hc.Session {
			add(&entry{name: hc.Name.Value, key: hc.Server.Key, server: hc.Server, call: hc.Call, helper: hc, via: hc.Callee, impPos: hc.Pos, ctx: contextOf(pass, hc.Call)})
		}
	}
	for _, k := range order {
		es := groups[k]
		if len(es) < 2 {
			continue
		}
		sort.SliceStable(es, func(i, j int) bool { return es[i].call.Pos() < es[j].call.Pos() })
		for j := 1; j < len(es); j++ {
			for i := range j {
				if collide(pass, m, es[i], es[j]) {
					reportDuplicate(pass, es[i], es[j])
					break
				}
			}
		}
	}
}

// collide reports whether a (registered first) and b surely register the
// same name on the same server value one after the other.
func collide(pass *analysis.Pass, m *analyzer.Model, a, b *entry) bool {
	if a.call == b.call {
		// AddTools(x, x) collides; one call to another package's
		// registrar is checked in that package.
		return a.reg != nil && b.reg != nil
	}
	if !a.ctx.same(b.ctx) {
		return false
	}
	sa, sb := a.reg != nil && a.reg.Op.PerSession(), b.reg != nil && b.reg.Op.PerSession()
	if sa != sb || sa && !sameValue(pass, a.reg.Call.Args[0], b.reg.Call.Args[0]) {
		return false
	}
	if b.reg != nil && b.reg.Op == analyzer.OpSetTools {
		return false // SetTools replaces the whole set
	}
	for _, mu := range m.Mutations {
		switch mu.Op {
		case analyzer.OpRemoveTools, analyzer.OpDeleteSessionTools, analyzer.OpDeregisterTool, analyzer.OpSetTools:
			if mu.Server.Key == a.key && mu.Call.Pos() > a.call.End() && mu.Call.Pos() < b.call.Pos() {
				return false // removed or replaced in between
			}
		}
	}
	return true
}

// sameValue reports whether two session ID expressions surely have the
// same value: equal constants, or the same variable.
func sameValue(pass *analysis.Pass, x, y ast.Expr) bool {
	tx, ty := pass.TypesInfo.Types[x], pass.TypesInfo.Types[y]
	if tx.Value != nil && ty.Value != nil {
		return tx.Value.ExactString() == ty.Value.ExactString()
	}
	ix, ok1 := ast.Unparen(x).(*ast.Ident)
	iy, ok2 := ast.Unparen(y).(*ast.Ident)
	return ok1 && ok2 && pass.TypesInfo.Uses[ix] != nil && pass.TypesInfo.Uses[ix] == pass.TypesInfo.Uses[iy]
}

func reportDuplicate(pass *analysis.Pass, first, second *entry) {
	where := "on this server"
	if second.server.Obj != nil {
		where = "on server " + second.server.Obj.Name()
	}
	what := fmt.Sprintf("tool %q", second.name)
	if second.via != nil {
		what += fmt.Sprintf(", registered here by %s (%s),", analyzer.FuncLabel(second.via), second.impPos)
	}
	prev := "at " + shortPos(pass, first.call.Pos())
	if first.via != nil {
		prev = fmt.Sprintf("by %s (%s) called at %s", analyzer.FuncLabel(first.via), first.impPos, shortPos(pass, first.call.Pos()))
	}
	effect := "the SDK silently keeps only the last registration, so clients list one tool and the other handler never runs"
	if first.reg != nil && second.reg != nil && first.reg.SDK == analyzer.HandRolled && second.reg.SDK == analyzer.HandRolled {
		effect = "the server's tool table keeps only the last handler under a name, so the other handler never runs"
	}
	if first.reg != nil && second.reg != nil && first.reg.SDK == analyzer.MCPGo && isTask(first.reg.Op) != isTask(second.reg.Op) {
		effect = "mcp-go panics at start-up when a task tool and a regular tool share a name"
	}
	at := position(second, first)
	analyzer.Report(pass, check, analysis.Diagnostic{
		Pos:      at.Pos(),
		End:      at.End(),
		Category: catDuplicate,
		Message:  fmt.Sprintf("%s is already registered %s %s; %s: give one of them another name or drop one", what, where, prev, effect),
		Related:  []analysis.RelatedInformation{{Pos: position(first, second).Pos(), Message: fmt.Sprintf("first registration of %q", first.name)}},
	})
}

func isTask(op analyzer.Op) bool {
	return op == analyzer.OpAddTaskTool || op == analyzer.OpAddTaskTools
}

// position is where to report e: its name expression when that lies in
// the call (or tells apart two tools of one call), else the call.
func position(e, other *entry) ast.Node {
	if e.helper != nil {
		return e.helper.Name.Expr // the name argument
	}
	if e.reg != nil {
		if n := e.reg.Name.Expr; n != nil && (e.call == other.call || e.call.Pos() <= n.Pos() && n.End() <= e.call.End()) {
			return n
		}
	}
	return e.call
}

func shortPos(pass *analysis.Pass, p token.Pos) string {
	pos := pass.Fset.Position(p)
	return fmt.Sprintf("%s:%d", filepath.Base(pos.Filename), pos.Line)
}

// contextOf returns where call runs.
func contextOf(pass *analysis.Pass, call *ast.CallExpr) context {
	var file *ast.File
	for _, f := range pass.Files {
		if f.FileStart <= call.Pos() && call.End() <= f.FileEnd {
			file = f
			break
		}
	}
	if file == nil {
		return context{}
	}
	path, _ := astutil.PathEnclosingInterval(file, call.Pos(), call.End())
	var c context
	for i := 1; i < len(path); i++ {
		child := path[i-1]
		switch n := path[i].(type) {
		case *ast.FuncLit, *ast.FuncDecl:
			c.fn = n
			// reverse to outermost-first for a stable comparison
			for l, r := 0, len(c.branches)-1; l < r; l, r = l+1, r-1 {
				c.branches[l], c.branches[r] = c.branches[r], c.branches[l]
			}
			return c
		case *ast.IfStmt:
			if child == n.Body {
				c.branches = append(c.branches, branch{n, 1})
			} else if child == n.Else {
				c.branches = append(c.branches, branch{n, 2})
			}
		case *ast.CaseClause, *ast.CommClause, *ast.GoStmt, *ast.DeferStmt:
			c.branches = append(c.branches, branch{n, 0})
		case *ast.ForStmt:
			if child == n.Body {
				c.branches = append(c.branches, branch{n, 0})
			}
		case *ast.RangeStmt:
			if child == n.Body {
				c.branches = append(c.branches, branch{n, 0})
			}
		case *ast.BinaryExpr:
			if (n.Op == token.LAND || n.Op == token.LOR) && child == n.Y {
				c.branches = append(c.branches, branch{n, 0})
			}
		}
	}
	return context{} // package-level: not compared
}
