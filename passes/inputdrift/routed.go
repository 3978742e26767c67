package inputdrift

import (
	"go/ast"
	"go/types"
	"strconv"
	"strings"

	"github.com/mcplint-go/mcplint/analyzer"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"
)

// routedArgs checks a tool whose handler, shared by several tools, hands
// the call to a router of another package with the tool's name
// (tw.manager.ExecuteTool(toolName, argsJSON)): the route the router takes
// for that name decodes the raw arguments into a struct of its own
// (analyzer.RoutesFact), whose fields meet r's schema by key. The
// findings are said at the registration, with the reads as related
// positions.
func (c *checker) routedArgs(r *analyzer.Registration, h *analyzer.Handler) {
	if !r.Name.Known || h.Body() == nil {
		return
	}
	route, router := c.routeFor(h, r.Name.Value)
	if route == nil || !route.Decoded {
		return
	}
	args := c.m.Args(r)
	at := regNode(r)
	if at == nil {
		return
	}
	tool := toolLabel(r)
	via := route.Target + " (the route " + router + " takes for it)"
	if args == nil || !args.Complete || args.Open || len(args.Props) == 0 {
		// the schema is unknown, but an integer assertion on a decoded
		// argument fails whatever it says
		for _, f := range route.Fields {
			if f.Never {
				c.routedNever(at, nil, f, tool, via)
			}
		}
		return
	}
	var undeclared []string
	var related []analysis.RelatedInformation
	read := map[string]bool{}
	for _, f := range route.Fields {
		if f.Read {
			read[f.Key] = true
		}
		prop := args.Props[f.Key]
		if f.Never && prop != nil {
			c.routedNever(at, prop, f, tool, via)
			continue
		}
		switch {
		case prop == nil && f.Read && !declaredFolded(args, f.Key):
			undeclared = append(undeclared, strconv.Quote(f.Key))
			if rel := c.readPosition(CrossRead{File: f.At.File, Line: f.At.Line, Col: f.At.Col}); rel != nil {
				rel.Message = "reads " + strconv.Quote(f.Key)
				related = append(related, *rel)
			}
		case prop != nil && prop.Type != "" && f.Accepts != "" && disjoint(f.Accepts, prop.Type):
			pos, end := prop.DeclRange()
			if !pos.IsValid() {
				pos, end = at.Pos(), at.End()
			}
			msg := tool + ": argument " + strconv.Quote(f.Key) + " is declared " + prop.Type + ", but " + via +
				" decodes it into a field that takes " + f.Accepts + ", so every call that sends it as the schema says fails to decode; make the schema and the field agree"
			if route.Map {
				msg = tool + ": argument " + strconv.Quote(f.Key) + " is declared " + prop.Type + ", but " + via + " reads it as " + f.As +
					", so the assertion fails on every call that sends it as the schema says and the argument is ignored; make the schema and the read agree"
			}
			d := analysis.Diagnostic{Pos: pos, End: end, Category: catType, Message: msg}
			if rel := c.readPosition(CrossRead{File: f.Decl.File, Line: f.Decl.Line, Col: f.Decl.Col}); rel != nil {
				rel.Message = "the field " + strconv.Quote(f.Key) + " is decoded into"
				d.Related = append(d.Related, *rel)
			}
			c.report(d)
		}
	}
	if len(undeclared) > 0 {
		c.report(analysis.Diagnostic{
			Pos: at.Pos(), End: at.End(), Category: catUndeclared, Related: related,
			Message: tool + ": " + via + " reads arguments " + strings.Join(undeclared, ", ") + " (" + readsOf(route) + "), which " + args.From +
				" does not declare, so a client that follows the schema never sends them; declare them in the inputSchema or stop reading them",
		})
	}
	if reportUnread && route.OnlyDecode {
		c.reportUnreadProps(r, args, read, false)
	}
}

// routeFor returns the route that h's call of a router takes for the tool
// name, and the router's name: a call in h's body of a function with a
// RoutesFact whose name argument is that constant, or a variable the
// handler does not assign (the name its factory was given, or the loop's
// tool name it captured).
func (c *checker) routeFor(h *analyzer.Handler, name string) (*analyzer.Route, string) {
	info := c.pass.TypesInfo
	fn := h.FuncNode()
	var route *analyzer.Route
	router := ""
	ast.Inspect(analyzer.FuncBody(fn), func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if !ok || route != nil {
			return route == nil
		}
		callee, _ := typeutil.Callee(info, call).(*types.Func)
		f, ok := c.m.RoutesOf(callee)
		if !ok || f.NameParam >= len(call.Args) {
			return true
		}
		arg := ast.Unparen(call.Args[f.NameParam])
		if tv, ok := info.Types[arg]; ok && tv.Value != nil {
			if s, err := strconv.Unquote(tv.Value.ExactString()); err != nil || s != name {
				return true
			}
		} else if id, ok := arg.(*ast.Ident); !ok || assignedWithin(info, fn, id) {
			return true
		}
		for i := range f.Routes {
			if f.Routes[i].Name == name {
				route, router = &f.Routes[i], callee.Name()
			}
		}
		return true
	})
	return route, router
}

// assignedWithin reports whether the variable id names is declared or
// assigned inside fn: then it is not the name fn was made for.
func assignedWithin(info *types.Info, fn ast.Node, id *ast.Ident) bool {
	v, ok := info.Uses[id].(*types.Var)
	if !ok {
		return true
	}
	if fn.Pos() <= v.Pos() && v.Pos() < fn.End() {
		return true
	}
	found := false
	ast.Inspect(fn, func(n ast.Node) bool {
		if as, ok := n.(*ast.AssignStmt); ok {
			for _, l := range as.Lhs {
				if lid, ok := ast.Unparen(l).(*ast.Ident); ok && info.Uses[lid] == v {
					found = true
				}
			}
		}
		return !found
	})
	return found
}

// readsOf says how a route reads its arguments, for messages.
func readsOf(r *analyzer.Route) string {
	if r.Map {
		return "keys of the argument map"
	}
	return "fields of the struct it decodes the arguments into"
}

// routedNever reports f, a key of the argument map a route asserts to an
// integer type (args["from"].(int64)): encoding/json decodes every JSON
// number into float64. It is said at the property when the schema is
// known, else at the registration.
func (c *checker) routedNever(at ast.Node, prop *analyzer.ArgProp, f analyzer.RoutedField, tool, via string) {
	pos, end := at.Pos(), at.End()
	if prop != nil {
		if p, e := prop.DeclRange(); p.IsValid() {
			pos, end = p, e
		}
	}
	d := analysis.Diagnostic{
		Pos: pos, End: end, Category: catType,
		Message: tool + ": " + via + " reads argument " + strconv.Quote(f.Key) + " as " + f.As + ", but the arguments are decoded by encoding/json, which makes every JSON number a float64: the assertion never holds and the argument is silently ignored; assert float64 and convert",
	}
	if rel := c.readPosition(CrossRead{File: f.At.File, Line: f.At.Line, Col: f.At.Col}); rel != nil {
		rel.Message = "the read of " + strconv.Quote(f.Key)
		d.Related = append(d.Related, *rel)
	}
	c.report(d)
}
