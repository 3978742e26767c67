package analyzer

import (
	"cmp"
	"go/ast"
	"go/token"
	"go/types"
	"path/filepath"
	"slices"
	"strings"

	"golang.org/x/tools/go/types/typeutil"
)

// Coverage compares the tool definitions that a package's files spell
// out (found by syntax, with types only to tell which package a name comes
// from) with the tools the model knows with a folded name and known error
// semantics. It is what internal/corpus reports per server: a tool the
// model does not know is a tool no check looks at.
type Coverage struct {
	// Defined are the definitions found by syntax, in source order: an
	// mcp.Tool literal (go-sdk, mcp-go), an mcp.NewTool or
	// mcp.NewToolWithRawSchema call (mcp-go), a RegisterTool call (mcp-golang).
	Defined []ast.Expr
	// Known are the entries of Defined that the model knows by name and
	// error semantics.
	Known []ast.Expr
	// KnownElsewhere are definitions of other packages (as DefKey gives
	// them) that this package registers and the model knows: a toolset
	// package's factory registered by its importer. A caller that measures
	// many packages counts them where they are defined.
	KnownElsewhere []string
	// Listed are the elements of other packages' tool lists that this
	// package registers in a loop (toollists.go) and the implementations
	// of tool interfaces known from facts (implfacts.go), as DefKeys:
	// definitions that no syntax of their own package spells as a tool.
	// ListedKnown are those the model knows.
	Listed, ListedKnown []string
}

// DefKey identifies a definition across packages: its package path and
// its position as file:line:col, the file by its base name.
func DefKey(pkgPath, pos string) string { return pkgPath + " " + pos }

// DefKeyOf is the DefKey of a definition of package pkgPath.
func DefKeyOf(pkgPath string, fset *token.FileSet, def ast.Expr) string {
	p := fset.Position(def.Pos())
	return DefKey(pkgPath, filepath.Base(p.Filename)+":"+itoa(p.Line)+":"+itoa(p.Column))
}

// CoverageOf returns the coverage of a package's non-test files.
func CoverageOf(m *Model, fset *token.FileSet, files []*ast.File, info *types.Info) Coverage {
	var c Coverage
	if !m.Relevant {
		return c // an SDK's own packages define no server's tools
	}
	known := map[token.Pos]bool{}
	var knownNames []token.Pos // where known tools' names are written
	for _, r := range m.Registrations {
		if r.Name.Known && r.Errors != ErrUnknown {
			if r.Name.Expr != nil {
				knownNames = append(knownNames, r.Name.Expr.Pos())
			}
			if r.Def != nil {
				known[r.Def.Pos()] = true
			}
			if r.SDK == MCPGolang && r.Call != nil {
				known[r.Call.Pos()] = true
			}
			if r.ImportedDef != "" {
				c.KnownElsewhere = append(c.KnownElsewhere, r.ImportedDef)
			}
		}
		if r.ListElem != "" && !strings.HasSuffix(fset.Position(r.Call.Pos()).Filename, "_test.go") {
			c.Listed = append(c.Listed, r.ListElem)
			if r.Name.Known && r.Errors != ErrUnknown {
				c.ListedKnown = append(c.ListedKnown, r.ListElem)
			}
		}
	}
	for _, ii := range m.ImportedImpls {
		c.Listed = append(c.Listed, ii.Key)
		if ii.Errors != ErrUnknown {
			c.ListedKnown = append(c.ListedKnown, ii.Key)
		}
	}
	impls := map[types.Object]*ToolImpl{}
	for _, ti := range m.ToolImpls {
		if ti.Served { // run by a tools/call branch or an SDK adapter, not by a command line
			impls[ti.Type] = ti
		}
	}
	for _, f := range files {
		if strings.HasSuffix(fset.Position(f.Pos()).Filename, "_test.go") {
			continue
		}
		ast.Inspect(f, func(n ast.Node) bool {
			if ts, ok := n.(*ast.TypeSpec); ok && impls[info.Defs[ts.Name]] != nil {
				// A tool defined as an implementation of the package's
				// tool interface (see ToolImpl).
				ti := impls[info.Defs[ts.Name]]
				c.Defined = append(c.Defined, ts.Name)
				if ti.Name.Known && ti.Errors != ErrUnknown {
					c.Known = append(c.Known, ts.Name)
				}
				return true
			}
			def := syntacticDefinition(n, info)
			ctor := false
			if def == nil {
				def, ctor = m.ctorDefinition(n), true
			} else if !m.spellsName(def) {
				def = nil
			}
			if def == nil {
				return true
			}
			c.Defined = append(c.Defined, def)
			if known[def.Pos()] || ctor && slices.ContainsFunc(knownNames, func(p token.Pos) bool { return def.Pos() <= p && p < def.End() }) {
				// (a constructor call whose name argument a known tool
				// is named by: NewGrepTool(r).Register(s), recvelems.go)
				c.Known = append(c.Known, def)
			}
			return true
		})
	}
	// A call of a helper that takes a tool's name and handler
	// (addTool(s, "list_rules", desc, h)) defines the tool it names: the
	// helper's own literal, named by its parameter, is not counted.
	for _, r := range m.Registrations {
		if !r.ViaHelper || r.ImportedDef != "" || strings.HasSuffix(fset.Position(r.Call.Pos()).Filename, "_test.go") {
			continue // (a definition of another package counts there)
		}
		if r.Def != nil && known[r.Def.Pos()] {
			continue // its definition is spelled in the source and counted above
		}
		c.Defined = append(c.Defined, r.Call)
		if r.Errors != ErrUnknown {
			c.Known = append(c.Known, r.Call)
		}
	}
	for _, r := range m.Registrations {
		// An element of a table of the project's own struct type that
		// names a tool and its mcp-golang handler (deftables.go): no SDK
		// syntax spells it, the element is the definition.
		lit, ok := r.Def.(*ast.CompositeLit)
		if !ok || !r.FromDefinition || r.SDK != MCPGolang || isToolType(info.TypeOf(lit)) || strings.HasSuffix(fset.Position(lit.Pos()).Filename, "_test.go") {
			continue
		}
		c.Defined = append(c.Defined, lit)
		if r.Name.Known && r.Errors != ErrUnknown {
			c.Known = append(c.Known, lit)
		}
	}
	for _, r := range m.Registrations {
		if r.ListDef == nil || strings.HasSuffix(fset.Position(r.ListDef.Pos()).Filename, "_test.go") {
			continue
		}
		c.Defined = append(c.Defined, r.ListDef)
		if r.Errors != ErrUnknown {
			c.Known = append(c.Known, r.ListDef)
		}
	}
	for _, r := range m.Registrations {
		// An element of this package's list that a loop registers behind a
		// definition that does not spell its name (mcp.NewTool(t.Name,
		// t.Opts...)), or a hand-rolled (or gomcpgo/mcp) tool registered by a call of the
		// package's registry function or stored in its tool table: the
		// element, the tool literal or the name is the definition.
		var def ast.Expr
		switch {
		case r.Elem != nil && r.ListDef == nil && r.ImportedDef == "":
			def = r.Elem
		case r.SDK == HandRolled && r.Handler != nil && r.Handler.Shape == ShapeHandRolled && r.Def != nil:
			def = r.Def
		case (r.SDK == HandRolled || r.SDK == GoMCPGo) && r.Handler != nil && r.Handler.Shape == ShapeHandRolled && r.Name.Expr != nil:
			// gomcpgo/mcp's tools too: a case of its CallTool router names
			// each (gomcpgo.go), and no SDK syntax spells its definitions.
			def = r.Name.Expr
		}
		if def == nil || strings.HasSuffix(fset.Position(def.Pos()).Filename, "_test.go") || slices.Contains(c.Defined, def) {
			continue
		}
		c.Defined = append(c.Defined, def)
		if r.Name.Known && r.Errors != ErrUnknown {
			c.Known = append(c.Known, def)
		}
	}
	for _, r := range m.handRolledListed {
		// A tool of a hand-rolled tools/list, spelled in the project's own
		// type, which no SDK syntax names: known when the model found the
		// case of its tools/call switch too (findListedCases).
		if strings.HasSuffix(fset.Position(r.Def.Pos()).Filename, "_test.go") {
			continue
		}
		c.Defined = append(c.Defined, r.Def)
		if r.Name.Known && r.Case != nil {
			c.Known = append(c.Known, r.Def)
		}
	}
	byPos := func(x, y ast.Node) int { return cmp.Compare(x.Pos(), y.Pos()) }
	slices.SortStableFunc(c.Defined, func(x, y ast.Expr) int { return byPos(x, y) })
	slices.SortStableFunc(c.Known, func(x, y ast.Expr) int { return byPos(x, y) })
	return c
}

// syntacticDefinition returns n when n defines one tool, or nil.
func syntacticDefinition(n ast.Node, info *types.Info) ast.Expr {
	switch x := n.(type) {
	case *ast.CompositeLit:
		if t := info.TypeOf(x); t != nil && isToolType(t) {
			if _, isPtr := types.Unalias(t).(*types.Pointer); !isPtr {
				return x
			}
		}
	case *ast.CallExpr:
		fn, _ := typeutil.Callee(info, x).(*types.Func)
		switch OpOf(fn) {
		case OpNewTool, OpNewToolWithRawSchema, OpRegisterTool, OpNewServerTool:
			return x
		}
	}
	return nil
}

// isToolType reports whether t is an SDK's tool definition type.
func isToolType(t types.Type) bool {
	n, ok := types.Unalias(t).(*types.Named)
	if !ok || n.Obj().Pkg() == nil {
		return false
	}
	path := n.Obj().Pkg().Path()
	return (path == goSDKMCP || path == mcpGoMCP || path == goMCPProto) && n.Obj().Name() == "Tool"
}

// spellsName reports whether a definition spells its tool's name as a
// constant. A literal without one (the zero value, a proxy's tool named
// at run time, a constructor's literal named by its parameter) defines no
// tool of its own in the source, so coverage does not count it.
func (m *Model) spellsName(def ast.Expr) bool {
	var name ast.Expr
	switch d := def.(type) {
	case *ast.CompositeLit:
		for _, elt := range d.Elts {
			if key, val := fieldOf(elt, -1); key == "Name" {
				name = val
			}
		}
	case *ast.CallExpr:
		if len(d.Args) > 0 {
			name = d.Args[0]
		}
	}
	return name != nil && m.FoldName(name).Known
}

// ctorDefinition returns n when it is a call of a project tool
// constructor with a constant name (constructor.go), or nil.
func (m *Model) ctorDefinition(n ast.Node) ast.Expr {
	call, ok := n.(*ast.CallExpr)
	if !ok || m.b == nil {
		return nil
	}
	if f, ok := m.b.ctorCall(call); ok && m.b.ctorName(call, f).Known {
		return call
	}
	return nil
}
