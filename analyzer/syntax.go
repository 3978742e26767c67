package analyzer

import (
	"go/ast"
	"go/types"

	"github.com/mcplint-go/mcplint/internal/analysisutil"
)

// The syntax and type helpers the analyzer shares with the passes.
var (
	forEachReturn = analysisutil.ForEachReturn
	isNamed       = analysisutil.IsNamed
)

// FuncDecl returns the declaration of fn, a function or method declared
// with a body in this package, or nil. Pass fn.Origin() for an
// instantiated generic function.
func (m *Model) FuncDecl(fn *types.Func) *ast.FuncDecl { return m.funcDecls[fn] }

// FuncDecls indexes the functions and methods declared with a body in
// this package, for passes that look for declarations by position. It is
// shared: callers must not modify it.
func (m *Model) FuncDecls() map[*types.Func]*ast.FuncDecl { return m.funcDecls }
