package main

import (
	"errors"
	"go/types"
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
// (analyzer.NeedsSource), so with full=false it type-checks the
// patterns' packages and those dependencies from source and imports
// every other one from export data, as go vet does. It learns which
// dependencies need source from the import graph of the one go list run
// that also builds the export data (the run the export-data floor makes
// too), so a module that depends on another repository's SDK wrapper
// costs no second load, on a first run as on every other.
//
// The SDK packages themselves stay in the graph as leaves, loaded from
// export data, so that the model still learns the SDK's module version.
// full=true loads everything from source as the standard driver does.
func loadPackages(patterns []string, tests, full bool) ([]*packages.Package, error) {
	if full {
		cfg := &packages.Config{Mode: packages.LoadAllSyntax | packages.NeedModule, Tests: tests}
		return nonEmpty(packages.Load(cfg, patterns...))
	}
	roots, err := listGraph(patterns, tests)
	if err != nil {
		return nil, err
	}
	ids := rootIDs(roots)
	extra := map[string]bool{}
	for _, path := range sourceDeps(roots, ids) {
		extra[path] = true
	}
	typeCheck(roots, func(p *packages.Package) bool {
		return ids[p.ID] || extra[p.PkgPath] && !strings.Contains(p.ID, " [")
	})
	return roots, nil
}

// listGraph runs go list once for the patterns' whole import graph: names,
// files, imports, modules and export data files, no types yet.
func listGraph(patterns []string, tests bool) ([]*packages.Package, error) {
	const mode = packages.NeedName | packages.NeedFiles | packages.NeedCompiledGoFiles |
		packages.NeedImports | packages.NeedDeps | packages.NeedExportFile |
		packages.NeedModule | packages.NeedTypesSizes
	return nonEmpty(packages.Load(&packages.Config{Mode: mode, Tests: tests}, patterns...))
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

// testVariantsOf returns the test variants among roots ("p [p.test]")
// whose package p is a root too: the variant holds all of p's files
// again, so its model would repeat p's (analyzer.SetRepeats).
func testVariantsOf(roots []*packages.Package) func(*types.Package) bool {
	plain := map[string]bool{}
	for _, p := range roots {
		if p.ID == p.PkgPath {
			plain[p.PkgPath] = true
		}
	}
	variants := map[*types.Package]bool{}
	for _, p := range roots {
		if p.ID != p.PkgPath && p.Types != nil && plain[p.PkgPath] {
			variants[p.Types] = true
		}
	}
	return func(pkg *types.Package) bool { return variants[pkg] }
}
