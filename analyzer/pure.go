package analyzer

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"
)

// A pure function computes its results from its arguments alone: it
// calls nothing but builtins, conversions, functions of the standard
// library's packages that touch no file, network or process
// (purePackages), and pure functions of its own package (a recursion,
// direct or mutual, included); a function literal it hands to such a
// package's function (a sort.Slice comparison) is read as its own code,
// any other makes it impure, and it starts no goroutine and sends on no
// channel. Its failure says
// that what it was handed is malformed (a timestamp that does not parse),
// not that a store or an API is down: a loop that skips such an item
// chose to (skippedfailure.go).

// PureFact is exported for a pure exported function of the module.
type PureFact struct{}

func (*PureFact) AFact()         {}
func (*PureFact) String() string { return "pure" }

// purePackages are the standard library's packages whose functions touch
// nothing outside their arguments.
var purePackages = map[string]bool{
	"strings": true, "strconv": true, "bytes": true, "unicode": true, "unicode/utf8": true, "errors": true,
	"fmt": true, "math": true, "sort": true, "slices": true, "maps": true, "time": true, "regexp": true,
	"encoding/json": true, "encoding/base64": true, "encoding/hex": true, "encoding/xml": true, "encoding/csv": true,
	"net/url": true, "path": true, "path/filepath": true, "net/netip": true, "net/mail": true, "html": true,
	"reflect": true, "math/big": true, "encoding/binary": true, "unicode/utf16": true, "hash/fnv": true,
	"crypto/sha256": true, "crypto/sha1": true, "crypto/md5": true,
}

// maxPureDepth bounds how far pure functions of the package are followed.
const maxPureDepth = 3

// exportPure exports a PureFact for each pure exported function and
// method of this package.
func exportPure(pass *analysis.Pass) {
	p := newPureReader(pass)
	eachExportedFunc(pass, func(fn *types.Func, fd *ast.FuncDecl) {
		if p.pure(fn, fd, 0) {
			pass.ExportObjectFact(fn, &PureFact{})
		}
	})
}

func newPureReader(pass *analysis.Pass) *pureReader {
	return &pureReader{pass: pass, memo: map[*types.Func]bool{}}
}

// pureFunc reports whether fn, a function of this package, is pure.
func (p *pureReader) pureFunc(fn *types.Func) bool {
	fn = fn.Origin()
	if fn.Pkg() != p.pass.Pkg {
		return false
	}
	return p.pure(fn, p.decl(fn), 0)
}

type pureReader struct {
	pass  *analysis.Pass
	memo  map[*types.Func]bool
	decls map[*types.Func]*ast.FuncDecl
	// inProgress holds the functions being read, assumed pure by the
	// recursions they reach; log lists memo's entries in the order they
	// were made, to undo those that rested on an assumption that failed.
	inProgress map[*types.Func]bool
	log        []*types.Func
}

func (p *pureReader) decl(fn *types.Func) *ast.FuncDecl {
	if p.decls == nil {
		p.decls = map[*types.Func]*ast.FuncDecl{}
		for _, f := range p.pass.Files {
			for _, d := range f.Decls {
				if fd, ok := d.(*ast.FuncDecl); ok && fd.Body != nil {
					if obj, ok := p.pass.TypesInfo.Defs[fd.Name].(*types.Func); ok {
						p.decls[obj] = fd
					}
				}
			}
		}
	}
	return p.decls[fn]
}

func (p *pureReader) pure(fn *types.Func, fd *ast.FuncDecl, depth int) bool {
	if fd == nil || fd.Body == nil || depth > maxPureDepth {
		return false
	}
	if v, ok := p.memo[fn]; ok {
		return v
	}
	if p.inProgress[fn] {
		return true // a recursion is as pure as the rest of its cycle: undone below if that is not
	}
	if p.inProgress == nil {
		p.inProgress = map[*types.Func]bool{}
	}
	p.inProgress[fn] = true
	mark := len(p.log)
	info := p.pass.TypesInfo
	// the function literals handed to a pure package's function (a
	// sort.Slice comparison) run inside the call: their code is fn's
	local := map[*ast.FuncLit]bool{}
	ast.Inspect(fd.Body, func(n ast.Node) bool {
		if call, ok := n.(*ast.CallExpr); ok {
			if callee, ok := typeutil.Callee(info, call).(*types.Func); ok && callee.Pkg() != nil && purePackages[callee.Pkg().Path()] {
				for _, a := range call.Args {
					if lit, ok := ast.Unparen(a).(*ast.FuncLit); ok {
						local[lit] = true
					}
				}
			}
		}
		return true
	})
	pure := true
	ast.Inspect(fd.Body, func(n ast.Node) bool {
		if !pure {
			return false
		}
		switch n := n.(type) {
		case *ast.FuncLit:
			pure = local[n] // one returned or stored runs elsewhere, as a handler does
		case *ast.GoStmt, *ast.SendStmt:
			pure = false
		case *ast.CallExpr:
			if tv, ok := info.Types[n.Fun]; ok && (tv.IsType() || tv.IsBuiltin()) {
				return true
			}
			callee, ok := typeutil.Callee(info, n).(*types.Func)
			switch {
			case !ok || callee.Pkg() == nil:
				pure = false
			case purePackages[callee.Pkg().Path()]:
			case callee.Pkg() == p.pass.Pkg:
				pure = p.pure(callee.Origin(), p.decl(callee.Origin()), depth+1)
			default:
				pure = false
			}
		}
		return pure
	})
	delete(p.inProgress, fn)
	if !pure {
		// what was found pure while fn was assumed pure is not proved
		for _, f := range p.log[mark:] {
			delete(p.memo, f)
		}
		p.log = p.log[:mark]
	}
	p.memo[fn] = pure
	p.log = append(p.log, fn)
	return pure
}
