package errlayer

import (
	"go/ast"
	"go/token"
	"go/types"
	"path/filepath"
	"strconv"

	"github.com/mcplint-go/mcplint/analyzer"
	"golang.org/x/tools/go/analysis"
)

const catUnguardedNil = "unguarded-nil-field"

// fieldKey is a field of a server's struct type: s.client, whatever the
// variable that holds the server.
type fieldKey struct {
	owner *types.Named
	field *types.Var
}

// unguardedNilFields is the rule for a field of the server that some
// tools refuse to use when it is nil (`if s.client == nil { return
// failure }`: a connection that failed at start-up, a client that is not
// configured) while another tool dereferences it without that test. When
// the field is nil, that tool panics: the process dies where the SDK does
// not recover panics, and the model gets a JSON-RPC error where it does,
// instead of the isError answer its siblings give.
func (c *checker) unguardedNilFields() {
	guards := map[fieldKey]token.Pos{}
	type deref struct {
		h    *analyzer.Handler
		node ast.Node
	}
	var derefs []map[fieldKey]deref
	for _, h := range c.m.Handlers {
		if h.Kind != analyzer.ToolHandler || h.Body() == nil || c.inTest(h.Body()) {
			continue
		}
		tested := map[fieldKey]bool{}
		used := map[fieldKey]deref{}
		// the fields the tool sets itself, in its functions of this
		// package (refresh() assigning s.graph before the tool reads it)
		c.eachToolFunc(funcNode(h), map[ast.Node]bool{}, func(body *ast.BlockStmt) {
			ast.Inspect(body, func(n ast.Node) bool {
				if as, ok := n.(*ast.AssignStmt); ok {
					for _, l := range as.Lhs {
						if sel, ok := ast.Unparen(l).(*ast.SelectorExpr); ok {
							if k, ok := c.fieldOf(sel); ok {
								tested[k] = true
							}
						}
					}
				}
				return true
			})
		})
		for _, fn := range c.m.Delegates(h) {
			ast.Inspect(funcBody(fn), func(n ast.Node) bool {
				switch n := n.(type) {
				case *ast.IfStmt:
					if k, ok := c.nilTestedField(n.Cond); ok {
						tested[k] = true
						if c.failsWhenNil(n) {
							if _, seen := guards[k]; !seen {
								guards[k] = n.Pos()
							}
						}
					}
				case *ast.BinaryExpr:
					if k, ok := c.nilTestedField(n); ok {
						tested[k] = true
					}
				case *ast.SelectorExpr:
					if k, ok := c.derefField(n); ok {
						if _, seen := used[k]; !seen {
							used[k] = deref{h, n}
						}
					}
				}
				return true
			})
		}
		for k := range tested {
			delete(used, k)
		}
		derefs = append(derefs, used)
	}
	for _, used := range derefs {
		for k, d := range used {
			g, ok := guards[k]
			if !ok || c.neverNil(k) {
				continue
			}
			p := c.pass.Fset.Position(g)
			c.report(analysis.Diagnostic{
				Pos: d.node.Pos(), End: d.node.End(), Category: catUnguardedNil,
				Related: []analysis.RelatedInformation{{Pos: g, Message: "another tool refuses to run when the field is nil"}},
				Message: toolLabel(d.h) + ": " + k.field.Name() + " is used here without the nil test that another tool makes (" + filepath.Base(p.Filename) + ":" + strconv.Itoa(p.Line) +
					"): when it is nil, this call panics, which kills a server that does not recover panics and otherwise answers a JSON-RPC error the model never reads; test it and answer an isError result as that tool does",
			})
		}
	}
}

// nilTestedField returns the field that cond compares with nil: `s.F ==
// nil` or `s.F != nil`.
func (c *checker) nilTestedField(cond ast.Expr) (fieldKey, bool) {
	be, ok := ast.Unparen(cond).(*ast.BinaryExpr)
	if !ok || be.Op != token.EQL && be.Op != token.NEQ {
		return fieldKey{}, false
	}
	for _, pair := range [][2]ast.Expr{{be.X, be.Y}, {be.Y, be.X}} {
		if sel, ok := ast.Unparen(pair[0]).(*ast.SelectorExpr); ok && isNilIdent(c.pass.TypesInfo, pair[1]) {
			return c.fieldOf(sel)
		}
	}
	return fieldKey{}, false
}

// failsWhenNil reports whether ifs, a nil test of a field, answers a
// failure when the field is nil: `== nil` whose body ends in a failing
// return.
func (c *checker) failsWhenNil(ifs *ast.IfStmt) bool {
	be, ok := ast.Unparen(ifs.Cond).(*ast.BinaryExpr)
	if !ok || be.Op != token.EQL || len(ifs.Body.List) == 0 {
		return false
	}
	ret, ok := ifs.Body.List[len(ifs.Body.List)-1].(*ast.ReturnStmt)
	if !ok || len(ret.Results) == 0 {
		return false
	}
	last := ret.Results[len(ret.Results)-1]
	if isError(c.pass.TypesInfo.TypeOf(last)) && !isNilIdent(c.pass.TypesInfo, last) {
		return true
	}
	r := analyzer.ClassifyResult(c.pass.TypesInfo, ret.Results[0])
	return r.Op == analyzer.OpResultError || r.Lit != nil && r.IsError == analyzer.IsErrorTrue
}

// derefField returns the field whose value sel dereferences: s.F.M() or
// s.F.G where F holds a pointer or an interface. A method that tests its
// receiver against nil (analyzer's NilSafe) takes a nil one.
func (c *checker) derefField(sel *ast.SelectorExpr) (fieldKey, bool) {
	inner, ok := ast.Unparen(sel.X).(*ast.SelectorExpr)
	if !ok {
		return fieldKey{}, false
	}
	k, ok := c.fieldOf(inner)
	if !ok {
		return fieldKey{}, false
	}
	if s, ok := c.pass.TypesInfo.Selections[sel]; ok && s.Kind() == types.MethodVal {
		if fn, ok := s.Obj().(*types.Func); ok && c.m.NilSafe(c.pass, fn) {
			return fieldKey{}, false // `if w == nil { return nil }`: the method takes nil
		}
	}
	return k, true
}

// fieldOf returns the field that sel selects on a value of a named
// struct type (or a pointer to one), when the field holds a pointer or an
// interface.
func (c *checker) fieldOf(sel *ast.SelectorExpr) (fieldKey, bool) {
	s, ok := c.pass.TypesInfo.Selections[sel]
	if !ok || s.Kind() != types.FieldVal {
		return fieldKey{}, false
	}
	f := s.Obj().(*types.Var)
	switch f.Type().Underlying().(type) {
	case *types.Pointer, *types.Interface:
	default:
		return fieldKey{}, false
	}
	named, _ := types.Unalias(analyzer.Deref(s.Recv())).(*types.Named)
	if named == nil || named.Obj().Pkg() != c.pass.Pkg {
		return fieldKey{}, false
	}
	return fieldKey{named, f}, true
}

// neverNil reports whether every value this package gives field k is a
// new value (&T{...}, T{...} of a pointer-free kind, new(T), make(...)):
// the other tool's nil test is then only defensive.
func (c *checker) neverNil(k fieldKey) bool {
	info := c.pass.TypesInfo
	sets, fresh := 0, true
	check := func(v ast.Expr) {
		sets++
		switch x := ast.Unparen(v).(type) {
		case *ast.UnaryExpr:
			if _, lit := ast.Unparen(x.X).(*ast.CompositeLit); x.Op == token.AND && lit {
				return
			}
		case *ast.CompositeLit:
			return
		case *ast.CallExpr:
			if id, ok := ast.Unparen(x.Fun).(*ast.Ident); ok {
				if b, ok := info.Uses[id].(*types.Builtin); ok && (b.Name() == "new" || b.Name() == "make") {
					return
				}
			}
		}
		fresh = false
	}
	for _, f := range c.pass.Files {
		ast.Inspect(f, func(n ast.Node) bool {
			switch x := n.(type) {
			case *ast.CompositeLit:
				t := info.TypeOf(x)
				if t == nil || !types.Identical(analyzer.Deref(t), k.owner) {
					return true
				}
				for _, elt := range x.Elts {
					kv, ok := elt.(*ast.KeyValueExpr)
					if !ok {
						fresh = false // positional: the field's value is somewhere in it
						continue
					}
					if id, ok := kv.Key.(*ast.Ident); ok && id.Name == k.field.Name() {
						check(kv.Value)
					}
				}
			case *ast.AssignStmt:
				for i, l := range x.Lhs {
					sel, ok := ast.Unparen(l).(*ast.SelectorExpr)
					if !ok {
						continue
					}
					if s, ok := info.Selections[sel]; ok && s.Obj() == k.field {
						if len(x.Lhs) == len(x.Rhs) {
							check(x.Rhs[i])
						} else {
							sets++
							fresh = false
						}
					}
				}
			}
			return true
		})
	}
	return sets > 0 && fresh
}
