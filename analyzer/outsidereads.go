package analyzer

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"
)

// A call whose error a tool throws away answers with what it left behind
// (blankdrops.go). That is a failure to report when the value comes from
// outside the process: a command, a file, an HTTP request, a query. The
// project's own API client is such a call too (`user, _ :=
// client.GetUserInfo()`), in another package of the module: its methods
// carry an OutsideReadFact when they reach such a read through the
// functions of their package.

// OutsideReadFact is exported for an exported function or method of the
// module whose body, or a function of its package it calls (three calls
// deep), makes an HTTP request or runs a command (remoteRead), or calls
// a function of another package that has the fact. A lookup in the
// project's store (database/sql, a file) is not one: its value may be a
// default the author accepts, and labellers left those unlabelled.
type OutsideReadFact struct{}

func (*OutsideReadFact) AFact()         {}
func (*OutsideReadFact) String() string { return "reads outside" }

// maxOutsideDepth bounds how far through its package a function is read
// for an outside read.
const maxOutsideDepth = 3

// exportOutsideReads exports the OutsideReadFacts of this package.
func exportOutsideReads(pass *analysis.Pass) {
	decls := funcDeclsOf(pass)
	memo := map[*types.Func]bool{}
	var reads func(fn *types.Func, depth int) bool
	reads = func(fn *types.Func, depth int) bool {
		if r, ok := memo[fn]; ok {
			return r
		}
		memo[fn] = false // a cycle reads nothing more
		decl := decls[fn]
		if decl == nil {
			return false
		}
		found := false
		ast.Inspect(decl.Body, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok || found {
				return !found
			}
			f, ok := typeutil.Callee(pass.TypesInfo, call).(*types.Func)
			switch {
			case !ok || f.Pkg() == nil:
			case remoteRead(f):
				found = true
			case f.Pkg() == pass.Pkg:
				found = depth < maxOutsideDepth && reads(f.Origin(), depth+1)
			default:
				found = pass.ImportObjectFact(f.Origin(), new(OutsideReadFact))
			}
			return !found
		})
		if depth == 0 || found {
			memo[fn] = found // a miss below the top may be the depth's
		} else {
			delete(memo, fn)
		}
		return found
	}
	eachExportedFunc(pass, func(fn *types.Func, fd *ast.FuncDecl) {
		if resultsEndInError(fn) && reads(fn, 0) {
			pass.ExportObjectFact(fn, new(OutsideReadFact))
		}
	})
}

// remoteRead reports whether fn, a standard library function, makes an
// HTTP request or runs a command.
func remoteRead(fn *types.Func) bool {
	if !outsideRead(fn) {
		return false
	}
	switch fn.Pkg().Path() {
	case "net/http", "os/exec":
		return true
	}
	return false
}

// resultsEndInError reports whether fn's last result is an error.
func resultsEndInError(fn *types.Func) bool {
	res := fn.Type().(*types.Signature).Results()
	return res.Len() > 0 && isErrorType(res.At(res.Len()-1).Type())
}

// importOutsideReads records the OutsideReadFacts of the other packages'
// functions this package calls.
func (b *builder) importOutsideReads() {
	b.eachCalledElsewhere(resultsEndInError, func(fn *types.Func) {
		if b.pass.ImportObjectFact(fn, new(OutsideReadFact)) {
			if b.m.outside == nil {
				b.m.outside = map[*types.Func]bool{}
			}
			b.m.outside[fn] = true
		}
	})
}
