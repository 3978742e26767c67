package analyzer

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"
)

// A handler often passes an identifier argument straight to the API it
// wraps, with no check of its own:
//
//	type GetDropletArgs struct {
//		DropletID int `json:"droplet_id"` // optional in the reflected schema
//	}
//	func(args GetDropletArgs) (*mcp_golang.ToolResponse, error) {
//		return h.GetDroplet(args.DropletID) // client.Droplets.Get(ctx, id)
//	}
//
// The tool cannot do anything without the identifier: a call that leaves
// it out asks the API for droplet 0. When the schema calls it optional
// (mcp-golang requires a field only with jsonschema:"required"), the
// model is told it may. An identifier is a field named ID or ending in
// ID or Id, of a string or integer type; it is passed unchecked when the
// handler hands it, in a statement that always runs, to a function of a
// package outside the standard library, to a URL path built with
// fmt.Sprintf("…/%s", id), or to a function of the module that does so
// in turn (UncheckedParamFact across packages), and compares or assigns
// it nowhere. A function that lists or searches (ListVolumes, Search...)
// may take an identifier as an optional filter: not a lookup.

// UncheckedParamFact is exported for a function that passes some of its
// parameters unchecked as identifiers (see above).
type UncheckedParamFact struct {
	Params []UncheckedParam
}

// UncheckedParam is one such parameter and the call it reaches.
type UncheckedParam struct {
	Index  int
	Callee string
}

func (*UncheckedParamFact) AFact() {}
func (f *UncheckedParamFact) String() string {
	return "unchecked identifier params " + itoa(len(f.Params))
}

// maxUncheckedDepth bounds how far a parameter is followed through
// functions of the package.
const maxUncheckedDepth = 3

// exportUncheckedParams exports an UncheckedParamFact for each exported
// function and method of this package that has one to say.
func exportUncheckedParams(pass *analysis.Pass) {
	var u uncheckedReader
	eachExportedFunc(pass, func(fn *types.Func, fd *ast.FuncDecl) {
		if !hasIdentifierParam(fn) {
			return
		}
		if u.info == nil {
			decls := map[*types.Func]*ast.FuncDecl{}
			for _, f := range pass.Files {
				for _, d := range f.Decls {
					if fd, ok := d.(*ast.FuncDecl); ok {
						if fn, ok := pass.TypesInfo.Defs[fd.Name].(*types.Func); ok {
							decls[fn] = fd
						}
					}
				}
			}
			u = uncheckedReader{info: pass.TypesInfo, pkg: pass.Pkg, decl: func(fn *types.Func) *ast.FuncDecl { return decls[fn] }}
		}
		var fact UncheckedParamFact
		params := fn.Type().(*types.Signature).Params()
		for i := range params.Len() {
			if !identifierType(params.At(i).Type()) {
				continue
			}
			if callee, ok := u.passesUnchecked(fd.Body, params.At(i), 0); ok {
				fact.Params = append(fact.Params, UncheckedParam{Index: i, Callee: callee})
			}
		}
		if len(fact.Params) > 0 {
			pass.ExportObjectFact(fn, &fact)
		}
	})
}

// importUncheckedParams records the UncheckedParamFacts of the other
// packages' functions that this package calls.
func (b *builder) importUncheckedParams() {
	b.eachCalledElsewhere(hasIdentifierParam, func(fn *types.Func) {
		var fact UncheckedParamFact
		if b.pass.ImportObjectFact(fn, &fact) {
			if b.m.uncheckedParams == nil {
				b.m.uncheckedParams = map[*types.Func][]UncheckedParam{}
			}
			b.m.uncheckedParams[fn] = fact.Params
		}
	})
}

func hasIdentifierParam(fn *types.Func) bool {
	params := fn.Type().(*types.Signature).Params()
	for i := range params.Len() {
		if identifierType(params.At(i).Type()) {
			return true
		}
	}
	return false
}

// identifierType reports whether t can hold an identifier: a string or
// an integer.
func identifierType(t types.Type) bool {
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Info()&(types.IsString|types.IsInteger) != 0
}

// identifierField reports whether field is named as an identifier.
func identifierField(field *types.Var) bool {
	n := field.Name()
	return identifierType(field.Type()) && (n == "ID" || n == "Id" || strings.HasSuffix(n, "ID") || strings.HasSuffix(n, "Id"))
}

// uncheckedReader answers passesUnchecked for the functions of one
// package.
type uncheckedReader struct {
	info    *types.Info
	pkg     *types.Package
	decl    func(*types.Func) *ast.FuncDecl
	imports func(*types.Func) []UncheckedParam
}

// passesUnchecked reports whether body hands v, unchecked, to a call that
// takes it as an identifier, and names the call.
func (u uncheckedReader) passesUnchecked(body *ast.BlockStmt, v types.Object, depth int) (string, bool) {
	is := func(e ast.Expr) bool {
		id, ok := ast.Unparen(e).(*ast.Ident)
		return ok && u.info.Uses[id] == v
	}
	if body == nil || depth > maxUncheckedDepth || checkedOrAssigned(u.info, body, is) {
		return "", false
	}
	callee, _, ok := u.firstUncheckedUse(body, is, depth)
	return callee, ok
}

// firstUncheckedUse finds, in the statements of body that always run, a
// call that takes, as an identifier, an expression that is recognises;
// it returns the call's label and the expression.
func (u uncheckedReader) firstUncheckedUse(body *ast.BlockStmt, is func(ast.Expr) bool, depth int) (string, ast.Expr, bool) {
	for _, s := range body.List {
		var found string
		var at ast.Expr
		ast.Inspect(s, func(n ast.Node) bool {
			if found != "" {
				return false
			}
			switch n := n.(type) {
			case *ast.FuncLit, *ast.BlockStmt:
				return false // not a statement that always runs
			case *ast.CallExpr:
				for i, a := range n.Args {
					if is(a) {
						if c, ok := u.takesIdentifier(n, i, depth); ok {
							found, at = c, a
						}
					}
				}
			}
			return found == ""
		})
		if found != "" {
			return found, at, true
		}
	}
	return "", nil, false
}

// takesIdentifier reports whether argument i of call is taken as an
// identifier, and names the call.
func (u uncheckedReader) takesIdentifier(call *ast.CallExpr, i, depth int) (string, bool) {
	fn, _ := typeutil.Callee(u.info, call).(*types.Func)
	if fn == nil || fn.Pkg() == nil || call.Ellipsis.IsValid() {
		return "", false
	}
	path := fn.Pkg().Path()
	if path == "fmt" && fn.Name() == "Sprintf" && len(call.Args) > 0 {
		if tv, ok := u.info.Types[call.Args[0]]; ok && tv.Value != nil && tv.Value.Kind() == constant.String &&
			strings.Contains(constant.StringVal(tv.Value), "/%") {
			return "the URL path " + types.ExprString(call.Args[0]), true
		}
		return "", false
	}
	if listsBy(fn.Name()) {
		return "", false // ListVolumes(projectID): an identifier there may be an optional filter
	}
	if fn.Pkg() == u.pkg {
		decl := u.decl(fn.Origin())
		sig := fn.Type().(*types.Signature)
		if decl == nil || i >= sig.Params().Len() || sig.Variadic() && i >= sig.Params().Len()-1 {
			return "", false
		}
		return u.passesUnchecked(decl.Body, sig.Params().At(i), depth+1)
	}
	if u.imports != nil {
		for _, p := range u.imports(fn.Origin()) {
			if p.Index == i {
				return p.Callee, true
			}
		}
	}
	if isSDKPackage(path) || isLoggingPackage(path) {
		return "", false // text content, results, log fields: not a lookup
	}
	if sameModule(path, u.pkg.Path()) {
		return "", false // a function of the module that did not say it takes it unchecked
	}
	if !strings.Contains(strings.SplitN(path, "/", 2)[0], ".") {
		return "", false // the standard library: formatting, logging, conversions
	}
	return calleeLabel(fn), true
}

// sameModule reports whether path is most likely a package of pkgPath's
// module: the same first element when it names no host (module
// "digitalocean-mcp-server"), else the same host, owner and repository.
func sameModule(path, pkgPath string) bool {
	a, b := strings.SplitN(path, "/", 4), strings.SplitN(pkgPath, "/", 4)
	if a[0] != b[0] {
		return false
	}
	if !strings.Contains(a[0], ".") {
		return true
	}
	return len(a) >= 3 && len(b) >= 3 && a[1] == b[1] && a[2] == b[2]
}

// calleeLabel names fn for messages: (*T).M as T.M, or pkg.F.
func calleeLabel(fn *types.Func) string {
	if sig, ok := fn.Type().(*types.Signature); ok && sig.Recv() != nil {
		t := Deref(sig.Recv().Type())
		if n, ok := types.Unalias(t).(*types.Named); ok {
			return n.Obj().Name() + "." + fn.Name()
		}
	}
	return fn.Pkg().Name() + "." + fn.Name()
}

// checkedOrAssigned reports whether body compares the value that is
// recognises with anything, uses it as a switch tag, passes it to len,
// or assigns it.
func checkedOrAssigned(info *types.Info, body *ast.BlockStmt, is func(ast.Expr) bool) bool {
	found := false
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.BinaryExpr:
			switch n.Op {
			case token.EQL, token.NEQ, token.LSS, token.GTR, token.LEQ, token.GEQ:
				found = found || is(n.X) || is(n.Y)
			}
		case *ast.SwitchStmt:
			found = found || n.Tag != nil && is(n.Tag)
		case *ast.AssignStmt:
			for _, l := range n.Lhs {
				found = found || is(l)
			}
		case *ast.IncDecStmt:
			found = found || is(n.X)
		case *ast.CallExpr:
			if id, ok := ast.Unparen(n.Fun).(*ast.Ident); ok && id.Name == "len" && len(n.Args) == 1 {
				found = found || is(n.Args[0])
			}
		}
		return !found
	})
	return found
}

// uncheckedIDs returns the reader for this package's functions, with
// the facts of the functions of other packages.
func (b *builder) uncheckedIDs() uncheckedReader {
	return uncheckedReader{
		info:    b.pass.TypesInfo,
		pkg:     b.pass.Pkg,
		decl:    func(fn *types.Func) *ast.FuncDecl { return b.decls[fn] },
		imports: func(fn *types.Func) []UncheckedParam { return b.m.uncheckedParams[fn] },
	}
}

// identifierReads returns the fields of a typed handler's argument
// struct (of type in) that fn passes unchecked as identifiers: reads that
// fail the call when the argument is absent.
func (b *builder) identifierReads(fn ast.Node, in types.Type) []ArgRead {
	body := funcBodyOf(fn)
	if body == nil {
		return nil
	}
	info := b.pass.TypesInfo
	var fields []*types.Var
	seen := map[*types.Var]bool{}
	ast.Inspect(body, func(n ast.Node) bool {
		sel, ok := n.(*ast.SelectorExpr)
		if !ok {
			return true
		}
		if f, ok := info.Uses[sel.Sel].(*types.Var); ok && f.IsField() && !seen[f] && identifierField(f) && b.isArgStruct(sel.X, in) {
			seen[f] = true
			fields = append(fields, f)
		}
		return true
	})
	u := b.uncheckedIDs()
	var out []ArgRead
	for _, field := range fields {
		same := func(e ast.Expr) bool {
			sel, ok := ast.Unparen(e).(*ast.SelectorExpr)
			return ok && info.Uses[sel.Sel] == field && b.isArgStruct(sel.X, in)
		}
		if fieldAssigned(info, body, field) || checkedOrAssigned(info, body, same) {
			continue
		}
		if callee, at, ok := u.firstUncheckedUse(body, same, 0); ok {
			out = append(out, ArgRead{Node: at, Fails: true, Field: field, Unchecked: callee,
				Via: "passed unchecked to " + callee + " as the identifier"})
		}
	}
	return out
}

// isLoggingPackage reports whether path is a logging library's (zap,
// logrus, zerolog, hclog, klog, logr, ...): a value handed to it is
// written down, not looked up.
func isLoggingPackage(path string) bool {
	last := path[strings.LastIndex(path, "/")+1:]
	return strings.Contains(last, "log") || last == "zap" || strings.HasPrefix(path, "go.uber.org/zap/")
}

// listsBy reports whether a function named name lists or searches: an
// identifier it takes may narrow the answer rather than name the object.
func listsBy(name string) bool {
	n := strings.ToLower(name)
	for _, p := range []string{"list", "search", "find", "query", "filter", "count", "all"} {
		if strings.HasPrefix(n, p) {
			return true
		}
	}
	return false
}
