package errlayer

import (
	"go/ast"
	"go/types"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/mcplint-go/mcplint/analyzer"
	"golang.org/x/tools/go/analysis"
)

// exportFacts exports, for the functions of this package, what their
// error result may be (when it is not simply "any error") and, for those
// with a tool-handler shape, the returns that send a failure as an error.
// Declarations are visited in file order, so the facts are deterministic.
func (c *checker) exportFacts() {
	for _, file := range c.pass.Files {
		for _, d := range file.Decls {
			decl, ok := d.(*ast.FuncDecl)
			if !ok || decl.Body == nil {
				continue
			}
			fn, ok := c.pass.TypesInfo.Defs[decl.Name].(*types.Func)
			if !ok || !fn.Exported() {
				continue // only exported functions are called or registered elsewhere
			}
			if lit := c.m.ReturnedHandler(fn); lit != nil {
				c.exportSites(fn, lit) // a handler factory: the returned handler's sites
				continue
			}
			sig := fn.Type().(*types.Signature)
			if sig.Results().Len() == 0 || !isErrorResult(sig.Results().At(sig.Results().Len()-1).Type()) {
				continue
			}
			if k := c.f.summary(fn); k&kBusiness == 0 {
				c.pass.ExportObjectFact(fn, &ErrorKindsFact{Kinds: uint8(k)})
			}
			c.exportSites(fn, decl)
		}
	}
}

// exportSites exports a HandlerErrorsFact for fn when the handler h (fn's
// declaration, or the literal that fn, a handler factory, returns) has a
// tool-handler shape and returns errors that may be tool failures.
func (c *checker) exportSites(fn *types.Func, h ast.Node) {
	switch shape, _ := analyzer.ShapeOf(c.f.signature(h)); shape {
	case analyzer.ShapeGoSDKRaw, analyzer.ShapeGoSDKTyped, analyzer.ShapeMCPGoRaw, analyzer.ShapeMCPGoTyped, analyzer.ShapeGoMCP:
		if sites := c.errorSites(h); len(sites) > 0 {
			c.pass.ExportObjectFact(fn, &HandlerErrorsFact{Sites: sites})
		}
	}
}

// errorSites lists the returns of a handler-shaped function whose error
// may be a tool failure (any spec: the registering package filters).
func (c *checker) errorSites(h ast.Node) []ErrorSite {
	var sites []ErrorSite
	forEachReturn(funcBody(h), func(ret *ast.ReturnStmt) {
		os := c.f.returnedError(h, ret)
		k := kinds(os)
		if k&(kBusiness|kValidation) == 0 || c.cancellation(ret, h) || c.f.ownError(ret, h) {
			return
		}
		why, validation := firstWhy(os)
		pos := c.pass.Fset.Position(ret.Pos())
		sites = append(sites, ErrorSite{
			Pos:        filepath.Base(pos.Filename) + ":" + strconv.Itoa(pos.Line),
			Why:        why,
			Validation: validation && k&kBusiness == 0,
		})
	})
	return sites
}

// crossPackage reports, at a registration whose handler body is in
// another package, the returns of that handler that the SDK sends as
// JSON-RPC errors (rule 1 across packages).
func (c *checker) crossPackage(r *analyzer.Registration) {
	h := r.Handler
	if r.Errors != analyzer.ErrJSONRPC || !jsonrpcShape(h) {
		return
	}
	var fact HandlerErrorsFact
	if !c.pass.ImportObjectFact(h.Func.Origin(), &fact) {
		return
	}
	var list []string
	for _, s := range fact.Sites {
		if s.Validation && !c.m.Config.AtLeast(validationSince) {
			continue
		}
		item := s.Pos
		if s.Why != "" {
			item += " (" + s.Why + ")"
		}
		list = append(list, item)
	}
	if len(list) == 0 {
		return
	}
	more := ""
	if len(list) > 3 {
		more = " and " + strconv.Itoa(len(list)-3) + " more"
		list = list[:3]
	}
	label := "tool handler"
	if r.Name.Known {
		label = "tool " + strconv.Quote(r.Name.Value)
	}
	what := analyzer.FuncLabel(h.Func)
	if h.Factory {
		what += "'s handler" // the literal that the factory returns
	}
	instead := "*mcp.CallToolResult values with IsError set"
	switch h.SDK {
	case analyzer.MCPGo:
		instead = "mcp.NewToolResultErrorFromErr(...), nil"
	case analyzer.GoMCP:
		instead = insteadGoMCP
	}
	c.report(analysis.Diagnostic{
		Pos:      h.Expr.Pos(),
		End:      h.Expr.End(),
		Category: catJSONRPC,
		Message: label + ": " + what + " returns errors that " + sendsPlural(h) +
			" and the model never reads: " + strings.Join(list, ", ") + more + "; return " + instead + " instead",
	})
}

func sendsPlural(h *analyzer.Handler) string {
	return h.SDK.String() + " sends as JSON-RPC errors " + codeText(h.ErrorCode)
}

// funcBody is the body of a function declaration or literal.
func funcBody(fn ast.Node) *ast.BlockStmt {
	if lit, ok := fn.(*ast.FuncLit); ok {
		return lit.Body
	}
	return fn.(*ast.FuncDecl).Body
}
