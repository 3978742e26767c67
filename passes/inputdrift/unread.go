package inputdrift

import (
	"go/ast"
	"go/constant"
	"go/types"
	"sort"
	"strconv"
	"strings"

	"github.com/mcplint-go/mcplint/analyzer"
	"github.com/mcplint-go/mcplint/internal/analysisutil"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"
)

// reportUnread turns category declared-unread on (-inputdrift.unread,
// on by default since it is said only where every read is in sight).
var reportUnread bool

func init() {
	Analyzer.Flags.BoolVar(&reportUnread, "unread", true, "inputdrift: report declared arguments that the handler never reads (declared-unread; -inputdrift.unread=false turns it off)")
}

// catUnread is the category of a declared argument nothing reads.
const catUnread = "declared-unread"

// unread reports the properties r's schema declares that h never
// reads. It needs every read to be in sight: an mcp-go handler whose
// request is used only through argument accessors with constant names
// (req.GetString("x", ""), req.RequireInt("n")) and req.Params.Name, and
// a schema made of mcp.NewTool options the model read in full.
//
// A raw handler that throws its request away (`_ mcp.CallToolRequest`)
// reads none of the properties, whatever the schema is made of: each is
// reported unless the handler is a stub.
func (c *checker) unread(r *analyzer.Registration, h *analyzer.Handler, args *analyzer.ArgSchema) {
	if !reportUnread || !args.Complete {
		return
	}
	if c.decorated(h) {
		return // DocPermissions(getDoc): the decorator may read what the handler does not
	}
	if (h.Shape == analyzer.ShapeMCPGoRaw || h.Shape == analyzer.ShapeGoSDKRaw) && requestIgnored(h) && !c.isStub(h) {
		c.reportUnreadProps(r, args, nil, true)
		return
	}
	if h.Shape != analyzer.ShapeMCPGoRaw || !strings.HasPrefix(args.From, "the schema of the mcp.NewTool") {
		return
	}
	read, ok := c.accessorReadsOnly(h)
	if !ok || readsUndeclared(read, args) {
		return
	}
	c.reportUnreadProps(r, args, read, false)
}

// decorated reports whether h was registered as the argument of a call
// (a middleware of the project: Permissions(getDoc)) rather than as
// itself: the call's function stands between the SDK and h, and may read
// the arguments h leaves alone.
func (c *checker) decorated(h *analyzer.Handler) bool {
	if h.Expr == nil {
		return false
	}
	for _, f := range c.pass.Files {
		if h.Expr.Pos() < f.FileStart || h.Expr.Pos() >= f.FileEnd {
			continue
		}
		path := analysisutil.PathTo(f, h.Expr)
		if len(path) < 2 {
			return false
		}
		call, ok := path[len(path)-2].(*ast.CallExpr)
		if !ok || call.Fun == h.Expr {
			return false
		}
		// a function of the project that returns a function: not the
		// SDK's registration, which returns none
		fn, _ := typeutil.Callee(c.pass.TypesInfo, call).(*types.Func)
		if fn == nil || fn.Pkg() == nil || analyzer.IsSDKPackage(fn.Pkg().Path()) {
			return false
		}
		res := fn.Type().(*types.Signature).Results()
		if res.Len() != 1 {
			return false
		}
		_, isFunc := res.At(0).Type().Underlying().(*types.Signature)
		return isFunc
	}
	return false
}

// handlerParams returns the parameter list of h's function, or nil.
func handlerParams(h *analyzer.Handler) *ast.FieldList {
	switch fn := h.FuncNode().(type) {
	case *ast.FuncLit:
		return fn.Type.Params
	case *ast.FuncDecl:
		return fn.Type.Params
	}
	return nil
}

// requestIgnored reports whether h's request parameter is blank or
// unnamed: nothing in the handler can read an argument.
func requestIgnored(h *analyzer.Handler) bool {
	params := handlerParams(h)
	if params == nil || len(params.List) == 0 {
		return false
	}
	last := params.List[len(params.List)-1]
	return len(last.Names) == 0 || len(last.Names) == 1 && last.Names[0].Name == "_"
}

// reportUnreadProps reports the properties of args that are not in read
// (names read, or read under another case). ignored says the handler
// throws its request away.
func (c *checker) reportUnreadProps(r *analyzer.Registration, args *analyzer.ArgSchema, read map[string]bool, ignored bool) {
	if len(read) == 0 && !ignored {
		return // a handler that reads no argument: a stub ("not yet implemented"), not a drift
	}
	names := make([]string, 0, len(args.Props))
	for n, p := range args.Props {
		if pos, _ := p.DeclRange(); p.RequiredKnown && !readFolded(read, n) && pos.IsValid() {
			names = append(names, n)
		}
	}
	sort.Strings(names)
	for _, n := range names {
		p := args.Props[n]
		msg := toolLabel(r) + ": argument " + strconv.Quote(n) + " is declared, but the handler never reads it, so a model that sets it gets an answer that silently ignores it; read it, or remove the property"
		if ignored {
			msg = toolLabel(r) + ": argument " + strconv.Quote(n) + " is declared, but the handler throws its request away (_), so a model that sets it gets an answer that silently ignores it; read it, or remove the property"
		}
		if p.Required {
			drop := "remove mcp.Required() or the property"
			if !strings.HasPrefix(args.From, "the schema of the mcp.NewTool") {
				drop = "remove it from \"required\" or drop the property"
			}
			msg = toolLabel(r) + ": argument " + strconv.Quote(n) + " is declared required, but the handler never reads it, so the model must find a value for every call and the value is dropped; " + drop + ", or read it"
		}
		pos, end := p.DeclRange()
		c.report(analysis.Diagnostic{Pos: pos, End: end, Category: catUnread, Message: msg})
	}
}

// accessorReadsOnly returns the argument names h reads, when its request
// parameter is used only as the receiver of mcp-go argument accessors
// with a constant name (and for req.Params.Name); ok is false otherwise
// (the request passed on, its argument map read whole, bound to a struct).
func (c *checker) accessorReadsOnly(h *analyzer.Handler) (map[string]bool, bool) {
	info := c.pass.TypesInfo
	params := handlerParams(h)
	if params == nil || len(params.List) == 0 {
		return nil, false
	}
	last := params.List[len(params.List)-1]
	if len(last.Names) != 1 {
		return nil, false // unnamed or blank request: nothing read, but nothing known either
	}
	req := info.Defs[last.Names[0]]
	if req == nil {
		return nil, false
	}
	read := map[string]bool{}
	ok := true
	ast.PreorderStack(h.Body(), nil, func(n ast.Node, stack []ast.Node) bool {
		id, isID := n.(*ast.Ident)
		if !ok || !isID || info.Uses[id] != req {
			return ok
		}
		name, good := accessorUse(info, id, stack)
		switch {
		case !good:
			ok = false
		case name != "":
			read[name] = true
		}
		return false
	})
	return read, ok
}

// accessorUse reads the use id (the request) given its enclosing nodes:
// the constant name of an accessor call on it, "" with good for
// req.Params.Name, good false for any other use.
func accessorUse(info *types.Info, id *ast.Ident, stack []ast.Node) (name string, good bool) {
	if len(stack) < 2 {
		return "", false
	}
	if call, ok := stack[len(stack)-1].(*ast.CallExpr); ok && len(call.Args) == 3 && call.Args[0] == id && isParseFunc(info, call) {
		// mcp.ParseString(req, "x", d): mcp-go's package-level accessors
		tv := info.Types[call.Args[1]]
		if tv.Value == nil || tv.Value.Kind() != constant.String {
			return "", false
		}
		return constant.StringVal(tv.Value), true
	}
	sel, ok := stack[len(stack)-1].(*ast.SelectorExpr)
	if !ok || sel.X != id {
		return "", false
	}
	if sel.Sel.Name == "GetArguments" && len(stack) >= 3 {
		// req.GetArguments()["x"]: one entry of the map, by a constant key
		call, isCall := stack[len(stack)-2].(*ast.CallExpr)
		ix, isIndex := stack[len(stack)-3].(*ast.IndexExpr)
		if !isCall || call.Fun != sel || len(call.Args) != 0 || !isIndex || ix.X != call {
			return "", false
		}
		tv := info.Types[ix.Index]
		if tv.Value == nil || tv.Value.Kind() != constant.String {
			return "", false
		}
		return constant.StringVal(tv.Value), true
	}
	if sel.Sel.Name == "Params" {
		outer, ok := stack[len(stack)-2].(*ast.SelectorExpr)
		return "", ok && outer.Sel.Name == "Name"
	}
	call, ok := stack[len(stack)-2].(*ast.CallExpr)
	if !ok || call.Fun != sel || len(call.Args) == 0 || !isAccessor(sel.Sel.Name) {
		return "", false
	}
	tv := info.Types[call.Args[0]]
	if tv.Value == nil || tv.Value.Kind() != constant.String {
		return "", false
	}
	return constant.StringVal(tv.Value), true
}

// isAccessor reports whether name is an mcp-go CallToolRequest accessor
// that reads one argument by name (GetString, RequireIntSlice, ...).
func isAccessor(name string) bool {
	for _, prefix := range []string{"Get", "Require"} {
		if rest, ok := strings.CutPrefix(name, prefix); ok && analyzer.IsMCPGoAccessorKind(rest) {
			return true
		}
	}
	return false
}

// readFolded reports whether name, or a name that differs from it only in
// case, is read: a read under the wrong case is read-undeclared's finding,
// the same defect seen from the schema.
func readFolded(read map[string]bool, name string) bool {
	for n := range read {
		if strings.EqualFold(n, name) {
			return true
		}
	}
	return false
}

// readsUndeclared reports whether a name read is not declared: the schema
// and the handler drifted apart, and read-undeclared says which name the
// handler reads; the declared one left unread is the same defect.
func readsUndeclared(read map[string]bool, args *analyzer.ArgSchema) bool {
	for n := range read {
		if args.Props[n] == nil {
			return true
		}
	}
	return false
}

// isParseFunc reports whether call calls one of mcp-go's package-level
// argument accessors, mcp.ParseString(req, "x", d) and the like.
func isParseFunc(info *types.Info, call *ast.CallExpr) bool {
	fn, _ := typeutil.Callee(info, call).(*types.Func)
	return fn != nil && fn.Pkg() != nil && fn.Pkg().Path() == "github.com/mark3labs/mcp-go/mcp" && strings.HasPrefix(fn.Name(), "Parse")
}
