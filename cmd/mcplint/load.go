package main

import (
	"context"
	"errors"
	"strings"

	"github.com/mcplint-go/mcplint/analyzer"
	"golang.org/x/tools/go/packages"
)

// loadPackages loads the packages named by patterns for analysis.
//
// The standard driver type-checks every dependency from source as soon
// as an analyzer uses facts, about four times the cost of loading
// dependencies from export data. mcplint's facts only ever come from
// packages that use an MCP SDK or belong to the module being checked
// (analyzer.NeedsSource), so with full=false it loads the patterns'
// packages from source and their dependencies from export data, as go
// vet does. Only when a dependency needs source after all (a package of
// another module that uses an SDK, or a package of this module that the
// patterns leave out) does it load again, with those packages added as
// roots, so that they are type-checked from source too.
//
// The SDK packages themselves stay in the graph as leaves, loaded from
// export data, so that the model still learns the SDK's module version.
// full=true loads everything from source as the standard driver does.
func loadPackages(patterns []string, tests, full bool) ([]*packages.Package, error) {
	if full {
		cfg := &packages.Config{Mode: packages.LoadAllSyntax | packages.NeedModule, Tests: tests}
		return nonEmpty(packages.Load(cfg, patterns...))
	}
	cfg := &packages.Config{Mode: packages.LoadSyntax | packages.NeedModule, Tests: tests}
	hints := newLoadHints(patterns, tests)
	if extra := hints.read(); len(extra) > 0 {
		if pkgs, ok := loadWithExtra(cfg, patterns, extra, hints); ok {
			return pkgs, nil
		}
	}
	initial, extra, err := firstLoad(cfg, patterns)
	if err != nil {
		return nil, err
	}
	hints.write(extra)
	if len(extra) == 0 {
		return initial, nil
	}
	if pkgs, ok := loadWithExtra(cfg, patterns, extra, hints); ok {
		return pkgs, nil
	}
	// The listing and the load disagree (the tree changed in between?):
	// fall back to the standard way rather than miss a package.
	return loadPackages(patterns, tests, true)
}

// firstLoad loads the patterns and, at the same time, lists their import
// graph without compiling anything (go list -deps, a fraction of the
// load's time), to learn which dependencies need source. When some do, it
// cancels the load, which would type-check the roots against those
// dependencies' export data for nothing, and returns them as extra: the
// caller then loads once, with them, instead of a second time after a
// whole first load. When the listing fails, the graph of the load itself
// tells.
func firstLoad(cfg *packages.Config, patterns []string) (initial []*packages.Package, extra []string, err error) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	type result struct {
		pkgs []*packages.Package
		err  error
	}
	loaded := make(chan result, 1)
	lc := *cfg
	lc.Context = ctx
	go func() {
		pkgs, err := nonEmpty(packages.Load(&lc, patterns...))
		loaded <- result{pkgs, err}
	}()

	gc := &packages.Config{
		Mode:    packages.NeedName | packages.NeedImports | packages.NeedModule,
		Context: ctx, Dir: cfg.Dir, Env: cfg.Env, BuildFlags: cfg.BuildFlags, Tests: cfg.Tests,
	}
	if graph, gerr := packages.Load(gc, patterns...); gerr == nil && len(graph) > 0 && !listErrors(graph) {
		if extra := sourceDeps(graph, rootIDs(graph)); len(extra) > 0 {
			cancel()
			<-loaded
			return nil, extra, nil
		}
	}
	r := <-loaded
	if r.err != nil {
		return nil, nil, r.err
	}
	return r.pkgs, sourceDeps(r.pkgs, rootIDs(r.pkgs)), nil
}

// listErrors reports whether a package of the listing has errors: its
// graph may then be incomplete, and the load's own graph decides.
func listErrors(pkgs []*packages.Package) bool {
	bad := false
	packages.Visit(pkgs, nil, func(p *packages.Package) { bad = bad || len(p.Errors) > 0 })
	return bad
}

func rootIDs(pkgs []*packages.Package) map[string]bool {
	ids := map[string]bool{}
	for _, p := range pkgs {
		ids[p.ID] = true
	}
	return ids
}

// sourceDeps returns the import paths of the non-root packages reachable
// from the roots that must be type-checked from source.
func sourceDeps(initial []*packages.Package, roots map[string]bool) []string {
	usesSDK := map[*packages.Package]bool{}
	var uses func(p *packages.Package) bool
	uses = func(p *packages.Package) bool {
		if u, ok := usesSDK[p]; ok {
			return u
		}
		usesSDK[p] = false // an import cycle (a broken tree) ends here
		u := false
		for path, imp := range p.Imports {
			if analyzer.IsSDKPackage(path) || uses(imp) {
				u = true
			}
		}
		usesSDK[p] = u
		return u
	}
	seen := map[string]bool{}
	var paths []string
	packages.Visit(initial, nil, func(p *packages.Package) {
		if roots[p.ID] || seen[p.PkgPath] || strings.Contains(p.ID, " [") || strings.HasSuffix(p.ID, ".test") {
			return
		}
		if p.TypesInfo != nil {
			return // already from source (a root's other variant)
		}
		inModule := p.Module != nil && p.Module.Path != ""
		version := ""
		if p.Module != nil {
			version = p.Module.Version
		}
		if analyzer.NeedsSource(p.PkgPath, uses(p), version, inModule) {
			seen[p.PkgPath] = true
			paths = append(paths, p.PkgPath)
		}
	})
	return paths
}

// pruneToSource (run after the load errors are printed, since it hides
// dependencies) cuts the import edges that lead from a package loaded
// from source to one loaded from export data, except to the SDK's own
// packages, which become leaves. The checker runs the analyzers (and
// passes facts) along these edges only, so every package it visits is
// either type-checked from source or an SDK leaf with complete types.
func pruneToSource(roots []*packages.Package) {
	done := map[*packages.Package]bool{}
	var walk func(p *packages.Package)
	walk = func(p *packages.Package) {
		if done[p] {
			return
		}
		done[p] = true
		for path, imp := range p.Imports {
			switch {
			case imp.TypesInfo != nil:
				walk(imp)
			case analyzer.IsSDKPackage(imp.PkgPath) && imp.Types != nil && imp.TypesSizes != nil:
				imp.Imports = nil
			default:
				delete(p.Imports, path)
			}
		}
	}
	for _, p := range roots {
		walk(p)
	}
}

// errNoPackages is the error of a load that matched no package at all.
var errNoPackages = errors.New("no packages matched")

func nonEmpty(pkgs []*packages.Package, err error) ([]*packages.Package, error) {
	if err == nil && len(pkgs) == 0 {
		err = errNoPackages
	}
	return pkgs, err
}
