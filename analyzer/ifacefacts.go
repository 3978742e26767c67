package analyzer

import (
	"go/types"

	"golang.org/x/tools/go/analysis"
)

// A package often hides its one implementation behind an interface that
// it declares next to it:
//
//	type PageSvc interface{ SearchPages(q string, limit, offset int) (*PageResult, error) }
//	type pageSvc struct{ ... }
//	func (s *pageSvc) SearchPages(q string, limit, offset int) (*PageResult, error) { ... names[offset:end] ... }
//
// A tool calls svc.SearchPages through the interface, and the call has no
// static callee. When the package holds exactly one type that implements
// one of its interfaces, the facts of that type's methods are its
// interface's methods' facts too: a caller reads them off the interface
// method (typeutil.Callee). An implementation in another package, or two
// of them, leaves the interface's methods without facts.

// exportInterfaceFacts copies, for each interface of this package with
// one implementation here, the facts of the implementation's methods to
// the interface's methods. It runs after the other exports of the
// package (deferred in run), the builder's included.
func exportInterfaceFacts(pass *analysis.Pass) {
	for _, p := range SoleImplementations(pass) {
		copyFuncFacts(pass, p.Impl, p.Method)
	}
	exportSharedSkips(pass)
}

// maxImplementations bounds how many implementations of one interface
// are read for exportSharedSkips: a storage interface has a backend or
// two, a plugin interface dozens, where no one of them is "the" tool's.
const maxImplementations = 3

// exportSharedSkips exports, on each method of an interface of this
// package that two or three of its types implement (a SQLite and a JSONL
// store), the skip sites of all of them: whichever backend a
// configuration picks, a tool that calls the method reaches its sites.
// The other facts need the one implementation the call runs, and are
// copied only from a sole one.
func exportSharedSkips(pass *analysis.Pass) {
	concrete := concreteTypes(pass)
	for _, it := range exportedInterfaces(pass) {
		impls := implementations(it, concrete)
		if len(impls) < 2 || len(impls) > maxImplementations {
			continue
		}
		for i := range it.NumMethods() {
			m := it.Method(i)
			if m.Pkg() != pass.Pkg {
				continue
			}
			var sites []SkipSite
			for _, impl := range impls {
				obj, _, _ := types.LookupFieldOrMethod(impl, true, pass.Pkg, m.Name())
				fn, ok := obj.(*types.Func)
				if !ok || fn.Pkg() != pass.Pkg {
					continue
				}
				var fact SkippedFailureFact
				if pass.ImportObjectFact(fn, &fact) {
					sites = append(sites, fact.Sites...)
				}
			}
			if len(sites) > maxSkipSites {
				sites = sites[:maxSkipSites]
			}
			if len(sites) > 0 {
				pass.ExportObjectFact(m, &SkippedFailureFact{Sites: sites})
			}
		}
	}
}

// ImplementedMethod pairs a method of an interface of this package with
// the method of its one implementation here.
type ImplementedMethod struct {
	Method, Impl *types.Func
}

// SoleImplementations lists, for each exported interface of this package
// that exactly one of its concrete types (or a pointer to one)
// implements, its methods and that type's, in the order of the package's
// scope. Passes copy their own facts with it.
func SoleImplementations(pass *analysis.Pass) []ImplementedMethod {
	concrete := concreteTypes(pass)
	if len(concrete) == 0 {
		return nil
	}
	var out []ImplementedMethod
	for _, it := range exportedInterfaces(pass) {
		impl := soleImplementation(it, concrete)
		if impl == nil {
			continue
		}
		for i := range it.NumMethods() {
			m := it.Method(i)
			if m.Pkg() != pass.Pkg {
				continue // embedded from another package: not ours to describe
			}
			obj, _, _ := types.LookupFieldOrMethod(impl, true, pass.Pkg, m.Name())
			if fn, ok := obj.(*types.Func); ok && fn.Pkg() == pass.Pkg {
				out = append(out, ImplementedMethod{Method: m, Impl: fn})
			}
		}
	}
	return out
}

// exportedInterfaces lists the package's exported interfaces that have
// methods, in scope order.
func exportedInterfaces(pass *analysis.Pass) []*types.Interface {
	var out []*types.Interface
	scope := pass.Pkg.Scope()
	for _, name := range scope.Names() {
		tn, ok := scope.Lookup(name).(*types.TypeName)
		if !ok || !tn.Exported() {
			continue
		}
		if it, ok := tn.Type().Underlying().(*types.Interface); ok && it.NumMethods() > 0 {
			out = append(out, it)
		}
	}
	return out
}

// concreteTypes lists the package's named types that are not interfaces
// nor generic, in scope order.
func concreteTypes(pass *analysis.Pass) []*types.TypeName {
	scope := pass.Pkg.Scope()
	var concrete []*types.TypeName
	for _, name := range scope.Names() {
		tn, ok := scope.Lookup(name).(*types.TypeName)
		if !ok || tn.IsAlias() || types.IsInterface(tn.Type()) {
			continue
		}
		if n, ok := tn.Type().(*types.Named); ok && n.TypeParams().Len() > 0 {
			continue
		}
		concrete = append(concrete, tn)
	}
	return concrete
}

// soleImplementation returns the one type among concrete (or a pointer to
// it) that implements it, nil when there are none or several.
func soleImplementation(it *types.Interface, concrete []*types.TypeName) types.Type {
	if impls := implementations(it, concrete); len(impls) == 1 {
		return impls[0]
	}
	return nil
}

// implementations returns the types among concrete (or pointers to them)
// that implement it.
func implementations(it *types.Interface, concrete []*types.TypeName) []types.Type {
	var out []types.Type
	for _, tn := range concrete {
		switch {
		case types.Implements(tn.Type(), it):
			out = append(out, tn.Type())
		case types.Implements(types.NewPointer(tn.Type()), it):
			out = append(out, types.NewPointer(tn.Type()))
		}
	}
	return out
}

// copyFuncFacts exports on to the facts about a function's behaviour that
// from, a method of this package, has.
func copyFuncFacts(pass *analysis.Pass, from, to *types.Func) {
	for _, f := range []analysis.Fact{new(NilOnErrorFact), new(NegativeBoundFact), new(NilSliceFact), new(MapOrderFact), new(UncheckedParamFact), new(SkippedFailureFact),
		new(FactoryFact), new(HandlerFactoryFact)} {
		if pass.ImportObjectFact(from, f) {
			pass.ExportObjectFact(to, f)
		}
	}
}

// SharedMethod is a method of an interface of this package that several
// of its concrete types implement, with their methods.
type SharedMethod struct {
	Method *types.Func
	Impls  []*types.Func
}

// SharedImplementations lists, for each exported interface of this
// package that two or more of its concrete types (or pointers to them)
// implement, each of its methods with those types' methods, in scope
// order: a tool registry's interface (Tool.Call) and its tools.
func SharedImplementations(pass *analysis.Pass) []SharedMethod {
	concrete := concreteTypes(pass)
	if len(concrete) < 2 {
		return nil
	}
	var out []SharedMethod
	for _, it := range exportedInterfaces(pass) {
		impls := implementations(it, concrete)
		if len(impls) < 2 {
			continue
		}
		for i := range it.NumMethods() {
			m := it.Method(i)
			if m.Pkg() != pass.Pkg {
				continue
			}
			sm := SharedMethod{Method: m}
			for _, impl := range impls {
				obj, _, _ := types.LookupFieldOrMethod(impl, true, pass.Pkg, m.Name())
				if fn, ok := obj.(*types.Func); ok && fn.Pkg() == pass.Pkg {
					sm.Impls = append(sm.Impls, fn)
				}
			}
			out = append(out, sm)
		}
	}
	return out
}
