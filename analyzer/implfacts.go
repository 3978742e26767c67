package analyzer

import (
	"go/ast"
	"go/constant"
	"go/types"
	"path/filepath"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"
)

// A project's tool interface, its implementations and the adapter that
// runs them are often in three packages, none importing the one after it:
//
//	// package tools: no MCP import
//	type Tool interface { Name() string; Run(ctx, args) (*Result, error) }
//	func (t *DNSTool) Name() string { return "check_dns" }
//	// package mcp: the one SDK handler that runs every tool
//	func handler(t tools.Tool) mcp.ToolHandler { ... res, err := t.Run(ctx, args) ... }
//	// package main: &tools.DNSTool{} into a registry
//
// Facts carry the pieces downstream: every package of the module being
// checked exports the constant its types' Name() methods return
// (ToolNameFact, cheap, also in packages that use no SDK), and a package
// whose SDK handlers run an interface's entry point exports what they make
// of its error (ToolAdaptersFact). A package that sees both knows each
// implementation as a tool: named, with the adapter's error semantics
// (Model.ImportedImpls). It cannot report on the implementations' bodies,
// which are in the package upstream.

// ToolNameFact is exported for a named type whose Name() or GetName()
// method returns one constant string.
type ToolNameFact struct {
	Name string
	Key  string // DefKey of the type's declaration
}

func (*ToolNameFact) AFact()           {}
func (f *ToolNameFact) String() string { return "tool name " + f.Name }

// ToolAdaptersFact is exported for a package whose SDK tool handlers (or
// hand-rolled tools/call branch) run a tool interface's entry point.
type ToolAdaptersFact struct {
	Adapters []ToolAdapter
}

// ToolAdapter is one interface entry point run as a tool and what its
// returned error becomes.
type ToolAdapter struct {
	IfacePkg, Iface, Method string
	Errors                  int // ErrorSemantics
	Why                     string
}

func (*ToolAdaptersFact) AFact()           {}
func (f *ToolAdaptersFact) String() string { return "tool adapters " + itoa(len(f.Adapters)) }

// ImportedImpl is an implementation of a tool interface that the model
// knows from facts (see ToolNameFact).
type ImportedImpl struct {
	Key    string // DefKey of the type
	Name   string
	Errors ErrorSemantics
	Why    string
}

// exportToolNames exports a ToolNameFact for each named type of this
// package whose Name() or GetName() method returns a constant.
func exportToolNames(pass *analysis.Pass) {
	done := map[*types.TypeName]bool{}
	for _, f := range pass.Files {
		if strings.HasSuffix(pass.Fset.File(f.Pos()).Name(), "_test.go") {
			continue
		}
		for _, d := range f.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok || fd.Recv == nil || fd.Body == nil || fd.Name.Name != "Name" && fd.Name.Name != "GetName" {
				continue
			}
			fn, _ := pass.TypesInfo.Defs[fd.Name].(*types.Func)
			if fn == nil {
				continue
			}
			tn := recvTypeName(fn)
			name, ok := constantReturn(pass.TypesInfo, fd)
			if tn == nil || !ok || done[tn] {
				continue
			}
			done[tn] = true
			pos := pass.Fset.Position(tn.Pos())
			pass.ExportObjectFact(tn, &ToolNameFact{Name: name, Key: DefKey(pass.Pkg.Path(), filepath.Base(pos.Filename)+":"+itoa(pos.Line)+":"+itoa(pos.Column))})
		}
	}
}

// recvTypeName returns the named type a method is declared on.
func recvTypeName(fn *types.Func) *types.TypeName {
	sig := fn.Type().(*types.Signature)
	if sig.Recv() == nil || sig.Params().Len() != 0 || sig.Results().Len() != 1 {
		return nil
	}
	if b, ok := sig.Results().At(0).Type().Underlying().(*types.Basic); !ok || b.Kind() != types.String {
		return nil
	}
	t := sig.Recv().Type()
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	n, ok := types.Unalias(t).(*types.Named)
	if !ok {
		return nil
	}
	return n.Obj()
}

// constantReturn returns the constant string a function's one return
// statement returns.
func constantReturn(info *types.Info, fd *ast.FuncDecl) (string, bool) {
	var val string
	n, ok := 0, false
	forEachReturn(fd.Body, func(r *ast.ReturnStmt) {
		n++
		if len(r.Results) != 1 {
			return
		}
		if tv := info.Types[r.Results[0]]; tv.Value != nil && tv.Value.Kind() == constant.String {
			val, ok = constant.StringVal(tv.Value), true
		}
	})
	return val, ok && n == 1
}

// findAdaptedImpls records the package's adapters of tool interfaces,
// exports them, and knows the implementations that facts name
// (Model.ImportedImpls).
func (b *builder) findAdaptedImpls() {
	var own []ToolAdapter
	seen := map[*types.Func]bool{}
	for _, c := range b.calls {
		fn := c.fn
		if fn == nil || seen[fn] || fn.Pkg() == nil {
			continue
		}
		seen[fn] = true
		sig := fn.Type().(*types.Signature)
		if sig.Recv() == nil || !types.IsInterface(sig.Recv().Type()) || !IsToolMethod(fn, fn.Pkg()) {
			continue
		}
		n, ok := types.Unalias(sig.Recv().Type()).(*types.Named)
		if !ok || !namesItself(n.Underlying().(*types.Interface)) {
			continue
		}
		sem, why, _, served := b.adapterSemantics(fn)
		if sem == ErrUnknown || !served {
			continue
		}
		own = append(own, ToolAdapter{IfacePkg: n.Obj().Pkg().Path(), Iface: n.Obj().Name(), Method: fn.Name(), Errors: int(sem), Why: why})
	}
	if len(own) > 0 {
		b.pass.ExportPackageFact(&ToolAdaptersFact{Adapters: own})
	}
	adapters := slices.Clone(own)
	for _, pf := range b.pass.AllPackageFacts() {
		if f, ok := pf.Fact.(*ToolAdaptersFact); ok && pf.Package != b.pass.Pkg {
			adapters = append(adapters, f.Adapters...)
		}
	}
	if len(adapters) == 0 {
		return
	}
	ifaces := b.adaptedInterfaces(adapters)
	if len(ifaces) == 0 {
		return
	}
	local := map[types.Object]bool{}
	for _, ti := range b.m.ToolImpls {
		if ti.Served {
			local[ti.Type] = true // counted where it is declared
		}
	}
	for _, of := range b.pass.AllObjectFacts() {
		f, ok := of.Fact.(*ToolNameFact)
		tn, isType := of.Object.(*types.TypeName)
		if !ok || !isType || local[tn] {
			continue
		}
		for _, ai := range ifaces {
			if types.Implements(tn.Type(), ai.it) || types.Implements(types.NewPointer(tn.Type()), ai.it) {
				b.m.ImportedImpls = append(b.m.ImportedImpls, ImportedImpl{Key: f.Key, Name: f.Name, Errors: ErrorSemantics(ai.a.Errors), Why: ai.a.Why})
				break
			}
		}
	}
}

type adaptedIface struct {
	a  ToolAdapter
	it *types.Interface
}

// adaptedInterfaces resolves the adapters' interfaces among the packages
// this one imports, directly or not.
func (b *builder) adaptedInterfaces(adapters []ToolAdapter) []adaptedIface {
	pkgs := map[string]*types.Package{b.pass.Pkg.Path(): b.pass.Pkg}
	var visit func(p *types.Package)
	visit = func(p *types.Package) {
		for _, imp := range p.Imports() {
			if pkgs[imp.Path()] == nil {
				pkgs[imp.Path()] = imp
				visit(imp)
			}
		}
	}
	visit(b.pass.Pkg)
	var out []adaptedIface
	for _, a := range adapters {
		p := pkgs[a.IfacePkg]
		if p == nil {
			continue
		}
		tn, ok := p.Scope().Lookup(a.Iface).(*types.TypeName)
		if !ok {
			continue
		}
		if it, ok := tn.Type().Underlying().(*types.Interface); ok {
			out = append(out, adaptedIface{a, it})
		}
	}
	return out
}
