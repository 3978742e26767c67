package errlayer

import (
	"go/ast"
	"go/token"
	"go/types"
	"strings"

	"github.com/mcplint-go/mcplint/analyzer"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"
)

// negativeBounds is the panicking-read rule for an integer argument of
// the model (an offset, a limit, a truncation size) that reaches a slice
// bound with no check against zero, in the handler or in a function it
// passes the value to (analyzer's NegativeBounds, across packages):
// `items[offset:end]` panics with "slice bounds out of range" when the
// model sends -1, which no schema without "minimum" rules out.
func (c *checker) negativeBounds() {
	for _, h := range c.m.Handlers {
		if h.Kind != analyzer.ToolHandler || h.Body() == nil || strings.HasSuffix(c.pass.Fset.File(h.Body().Pos()).Name(), "_test.go") {
			continue
		}
		argTypes := c.argTypes(h)
		for _, fn := range c.m.Delegates(h) {
			ast.Inspect(funcBody(fn), func(n ast.Node) bool {
				switch x := n.(type) {
				case *ast.FuncLit:
					return false
				case *ast.CallExpr:
					c.negativeArgCall(h, fn, x, argTypes)
					c.negativeSliceBound(h, fn, x, argTypes)
				case *ast.SliceExpr:
					c.negativeSliceBound(h, fn, x, argTypes)
				}
				return true
			})
		}
	}
}

// negativeArgCall reports call when it passes an unchecked integer
// argument to a parameter that bounds a slice unchecked.
func (c *checker) negativeArgCall(h *analyzer.Handler, fn ast.Node, call *ast.CallExpr, argTypes []types.Type) {
	callee, _ := typeutil.Callee(c.pass.TypesInfo, call).(*types.Func)
	if callee == nil || callee.Pkg() == nil || analyzer.IsSDKPackage(callee.Pkg().Path()) {
		return
	}
	for _, b := range c.m.NegativeBounds(c.pass, callee) {
		if b.Param >= len(call.Args) || call.Ellipsis.IsValid() {
			continue
		}
		a := call.Args[b.Param]
		what, built := "this argument of the model", false
		if b.Field != "" {
			// The tool's argument struct handed on whole: its field
			// bounds the slice there.
			if c.directArg(a, fn, argTypes, 0) && isStructArg(c.pass.TypesInfo.TypeOf(a), argTypes) {
				if c.fieldZeroChecked(fn, b.Field) {
					continue
				}
				what = "field " + b.Field + " of the model's arguments"
			} else if v := c.builtField(a, fn, b.Field); v != nil && c.intArg(v, fn, argTypes, 0) && !c.zeroChecked(v, fn) && !c.fieldZeroChecked(fn, b.Field) {
				// A struct the handler builds from the arguments
				// (q := Query{Limit: req.GetInt("limit", 0)}): the
				// argument is named where it goes into the field, and
				// each such field is a finding of its own.
				a, what, built = v, "this argument of the model, as field "+b.Field+",", true
			} else {
				continue
			}
		} else if !c.intArg(a, fn, argTypes, 0) || c.zeroChecked(a, fn) {
			continue
		}
		reaches, panics, related := "reaches a slice bound in ", "slice bounds out of range", "the slice bound"
		if b.Make {
			reaches, panics, related = "reaches the size of a slice that make allocates in ", "makeslice: len or cap out of range", "the make call"
		}
		d := analysis.Diagnostic{
			Pos: a.Pos(), End: a.End(), Category: catPanics,
			Message: toolLabel(h) + ": " + what + " " + reaches + callee.Name() + " (" + b.Pos + ", " + paramWord(b) + " " + b.Name + ") with no check against 0: a negative value panics (" + panics + "), " +
				"which kills a server that does not recover panics and otherwise answers a JSON-RPC error the model never reads; refuse a negative value with an isError result",
		}
		if pos := c.position(ErrorSite{File: b.File, Line: b.Line, Col: b.Col}); pos.IsValid() {
			d.Related = []analysis.RelatedInformation{{Pos: pos, Message: related}}
		}
		c.report(d)
		if !built {
			return
		}
	}
}

// negativeSliceBound reports a bound of se, in one of the tool's own
// functions, that is an integer argument of the model with no check
// against 0 (`if len(results) > args.Limit { results = results[:args.Limit] }`
// lets -1 through to the slice).
func (c *checker) negativeSliceBound(h *analyzer.Handler, fn ast.Node, n ast.Node, argTypes []types.Type) {
	bounds, made := analyzer.SliceBounds(c.pass.TypesInfo, n)
	what, panics := "this slice bound", "slice bounds out of range"
	if made {
		what, panics = "this size of a slice that make allocates", "makeslice: len or cap out of range"
	}
	for _, b := range bounds {
		if !signedInt(c.pass.TypesInfo.TypeOf(b)) || !c.intArg(b, fn, argTypes, 0) || c.zeroChecked(b, fn) {
			continue // (an unsigned argument cannot decode from a negative number)
		}
		c.report(analysis.Diagnostic{
			Pos: b.Pos(), End: b.End(), Category: catPanics,
			Message: toolLabel(h) + ": " + what + " is an argument of the model with no check against 0: a negative value panics (" + panics + "), " +
				"which kills a server that does not recover panics and otherwise answers a JSON-RPC error the model never reads; refuse a negative value with an isError result",
		})
		return
	}
}

// intArg reports whether e is an integer the model gave: a field of the
// handler's argument struct, an entry of the argument map, an mcp-go
// accessor's result (GetInt, GetFloat), a conversion of one, or a local
// that any assignment sets from one.
func (c *checker) intArg(e ast.Expr, fn ast.Node, argTypes []types.Type, depth int) bool {
	info := c.pass.TypesInfo
	switch x := ast.Unparen(e).(type) {
	case *ast.CallExpr:
		if tv, ok := info.Types[x.Fun]; ok && tv.IsType() && len(x.Args) == 1 {
			return c.intArg(x.Args[0], fn, argTypes, depth)
		}
		callee, _ := typeutil.Callee(info, x).(*types.Func)
		if callee != nil && callee.Pkg() != nil && analyzer.IsSDKPackage(callee.Pkg().Path()) && (strings.HasPrefix(callee.Name(), "Get") || strings.HasPrefix(callee.Name(), "Require")) {
			return true // req.GetInt("offset", 0)
		}
		return false
	case *ast.BinaryExpr:
		if x.Op == token.ADD || x.Op == token.SUB {
			return c.intArg(x.X, fn, argTypes, depth) || c.intArg(x.Y, fn, argTypes, depth)
		}
		return false
	case *ast.Ident:
		v, ok := info.Uses[x].(*types.Var)
		if !ok || depth >= 2 || !isLocal(v, c.pass.Pkg) {
			return c.directArg(x, fn, argTypes, 0)
		}
		for _, d := range c.f.reachingDefs(v, x, fn) {
			if d.rhs != nil && !d.unknown && c.intArg(d.rhs, fn, argTypes, depth+1) {
				return true
			}
		}
		return false
	}
	return c.directArg(e, fn, argTypes, 0)
}

// builtField returns the value that a struct handed on as a, built in fn
// as a composite literal (Query{Limit: v}, &Query{...}, or a local set
// from one), gives its field name; nil when the struct has another
// origin or the field is not set by key.
func (c *checker) builtField(a ast.Expr, fn ast.Node, name string) ast.Expr {
	switch x := ast.Unparen(a).(type) {
	case *ast.UnaryExpr:
		if x.Op == token.AND {
			return c.builtField(x.X, fn, name)
		}
	case *ast.CompositeLit:
		for _, e := range x.Elts {
			if kv, ok := e.(*ast.KeyValueExpr); ok {
				if k, ok := kv.Key.(*ast.Ident); ok && k.Name == name {
					return kv.Value
				}
			}
		}
	case *ast.Ident:
		v, ok := c.pass.TypesInfo.Uses[x].(*types.Var)
		if !ok || !isLocal(v, c.pass.Pkg) {
			return nil
		}
		defs := c.f.reachingDefs(v, x, fn)
		if len(defs) != 1 || defs[0].rhs == nil || defs[0].unknown {
			return nil
		}
		if _, lit := ast.Unparen(defs[0].rhs).(*ast.Ident); lit {
			return nil // a copy of another variable: not followed
		}
		return c.builtField(defs[0].rhs, fn, name)
	}
	return nil
}

// zeroChecked reports whether fn compares the value e reads (its
// variable or field) with a constant of at most 1, or clamps it with max.
func (c *checker) zeroChecked(e ast.Expr, fn ast.Node) bool {
	info := c.pass.TypesInfo
	keys := map[types.Object]bool{}
	expanded := map[types.Object]bool{}
	var collect func(e ast.Expr, depth int)
	collect = func(e ast.Expr, depth int) {
		ast.Inspect(e, func(n ast.Node) bool {
			switch x := n.(type) {
			case *ast.SelectorExpr:
				if s, ok := info.Selections[x]; ok && s.Kind() == types.FieldVal {
					keys[s.Obj()] = true
				}
			case *ast.Ident:
				// expanded once, at the first depth that may: a variable
				// met deeper first is still followed when met shallower
				if v, ok := info.Uses[x].(*types.Var); ok && !expanded[v] {
					keys[v] = true
					if isLocal(v, c.pass.Pkg) && depth < 2 {
						expanded[v] = true
						for _, d := range c.f.reachingDefs(v, x, fn) {
							if d.rhs != nil {
								collect(d.rhs, depth+1)
							}
						}
					}
				}
			}
			return true
		})
	}
	collect(e, 0)
	mentions := func(e ast.Expr) bool {
		found := false
		ast.Inspect(e, func(n ast.Node) bool {
			switch x := n.(type) {
			case *ast.SelectorExpr:
				if s, ok := info.Selections[x]; ok && keys[s.Obj()] {
					found = true
				}
			case *ast.Ident:
				if keys[info.Uses[x]] {
					found = true
				}
			}
			return !found
		})
		return found
	}
	return analyzer.ChecksLowerBound(info, funcBody(fn), mentions)
}

func signedInt(t types.Type) bool {
	if t == nil {
		return false
	}
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Info()&types.IsInteger != 0 && b.Info()&types.IsUnsigned == 0
}

// isStructArg reports whether t is (a pointer to) one of the tool's
// argument types.
func isStructArg(t types.Type, argTypes []types.Type) bool {
	for _, a := range argTypes {
		if t != nil && types.Identical(analyzer.Deref(t), analyzer.Deref(a)) {
			return true
		}
	}
	return false
}

// fieldZeroChecked reports whether fn compares a field called name with
// a constant of at most 1 (or clamps it with max) before handing it on.
func (c *checker) fieldZeroChecked(fn ast.Node, name string) bool {
	return analyzer.ChecksLowerBound(c.pass.TypesInfo, funcBody(fn), func(e ast.Expr) bool {
		sel, ok := ast.Unparen(e).(*ast.SelectorExpr)
		return ok && sel.Sel.Name == name
	})
}

func paramWord(b analyzer.NegBound) string {
	if b.Field != "" {
		return "as"
	}
	return "parameter"
}
