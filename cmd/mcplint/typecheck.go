package main

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/scanner"
	"go/token"
	"go/types"
	"os"
	"runtime"
	"sync"
	"sync/atomic"

	"golang.org/x/sync/errgroup"
	"golang.org/x/tools/go/gcexportdata"
	"golang.org/x/tools/go/packages"
)

// typeCheck completes a listed import graph (every package with its
// compiled files, imports, module and export data file, as one
// go list -deps -export run gives it) the way go/packages' LoadSyntax
// would, except that the packages for which fromSource returns true are
// type-checked from source with function bodies, as go/packages does for
// roots only. Every other package comes from its export data, read only
// where a package checked from source imports it; a package that imports
// one checked from source is checked from source too (without bodies),
// since export data cannot refer to types made from source.
//
// It exists because go/packages decides "from source" by the patterns
// alone: knowing that a dependency needs source (it uses an SDK) only
// after listing, the standard way is to load a second time with that
// dependency as a pattern, which doubles the go list and type-check time.
func typeCheck(roots []*packages.Package, fromSource func(*packages.Package) bool) {
	tc := &graphChecker{
		fset:  token.NewFileSet(),
		nodes: map[*packages.Package]*checkNode{},
	}
	var leaves []*checkNode
	var visit func(p *packages.Package) *checkNode
	visit = func(p *packages.Package) *checkNode {
		if n, ok := tc.nodes[p]; ok {
			return n
		}
		n := &checkNode{pkg: p, bodies: fromSource(p)}
		tc.nodes[p] = n // go list breaks import cycles: the graph is a DAG
		n.source = n.bodies || (p.ExportFile == "" && p.PkgPath != "unsafe")
		for _, imp := range p.Imports {
			in := visit(imp)
			in.preds = append(in.preds, n)
			n.pending.Add(1)
			n.source = n.source || in.source
		}
		if n.source {
			for _, imp := range p.Imports {
				tc.nodes[imp].needTypes = true
			}
		}
		if len(p.Imports) == 0 {
			leaves = append(leaves, n)
		}
		return n
	}
	for _, p := range roots {
		visit(p)
	}
	var g errgroup.Group
	var enqueue func(n *checkNode)
	enqueue = func(n *checkNode) {
		g.Go(func() error {
			tc.check(n)
			for _, pred := range n.preds {
				if pred.pending.Add(-1) == 0 {
					enqueue(pred)
				}
			}
			return nil
		})
	}
	for _, n := range leaves {
		enqueue(n)
	}
	g.Wait()
}

type graphChecker struct {
	fset     *token.FileSet
	nodes    map[*packages.Package]*checkNode
	exportMu sync.Mutex // gcexportdata.Read may complete any package of its view
}

type checkNode struct {
	pkg       *packages.Package
	bodies    bool // type-check from source, function bodies included
	source    bool // type-check from source (bodies, or an import is from source)
	needTypes bool // a package checked from source imports it
	preds     []*checkNode
	pending   atomic.Int32 // imports not yet checked
}

// cpuTokens bounds parsing and type-checking to the processors there are.
var cpuTokens = make(chan struct{}, runtime.GOMAXPROCS(0))

func (tc *graphChecker) check(n *checkNode) {
	p := n.pkg
	p.Fset = tc.fset
	if p.PkgPath == "unsafe" {
		p.Types, p.Syntax, p.TypesInfo = types.Unsafe, []*ast.File{}, newTypesInfo()
		return
	}
	// Every package gets its types.Package before any export data is read
	// (packages are checked after their imports), so that reading one never
	// has to create a package for an indirect dependency.
	p.Types = types.NewPackage(p.PkgPath, p.Name)
	switch {
	case n.source:
		tc.fromSource(n)
	case n.needTypes:
		if err := tc.fromExportData(p); err != nil {
			p.Errors = append(p.Errors, packages.Error{Pos: "-", Msg: err.Error(), Kind: packages.UnknownError})
			p.IllTyped = true
		}
	}
}

func (tc *graphChecker) fromExportData(p *packages.Package) error {
	tc.exportMu.Lock()
	defer tc.exportMu.Unlock()
	if p.ExportFile == "" {
		return fmt.Errorf("no export data for %s", p.PkgPath)
	}
	f, err := os.Open(p.ExportFile)
	if err != nil {
		return err
	}
	defer f.Close()
	// The go command's export files are read as go/packages (v0.52.0)
	// reads them: NewReader finds the export data in them.
	//lint:ignore SA1019 go/packages reads go list -export files so too
	r, err := gcexportdata.NewReader(f)

	if err != nil {
		return fmt.Errorf("reading %s: %v", p.ExportFile, err)
	}
	view := map[string]*types.Package{}
	var add func(imports map[string]*packages.Package)
	add = func(imports map[string]*packages.Package) {
		for _, imp := range imports {
			if _, ok := view[imp.PkgPath]; !ok {
				view[imp.PkgPath] = imp.Types
				add(imp.Imports)
			}
		}
	}
	add(p.Imports)
	tp, err := gcexportdata.Read(r, tc.fset, view, p.PkgPath)
	if err != nil {
		return fmt.Errorf("reading %s: %v", p.ExportFile, err)
	}
	p.Types = tp
	return nil
}

func (tc *graphChecker) fromSource(n *checkNode) {
	p := n.pkg
	report := func(err error) {
		switch err := err.(type) {
		case types.Error:
			p.TypeErrors = append(p.TypeErrors, err)
			p.Errors = append(p.Errors, packages.Error{Pos: err.Fset.Position(err.Pos).String(), Msg: err.Msg, Kind: packages.TypeError})
		case scanner.ErrorList:
			for _, e := range err {
				p.Errors = append(p.Errors, packages.Error{Pos: e.Pos.String(), Msg: e.Msg, Kind: packages.ParseError})
			}
		case *os.PathError:
			p.Errors = append(p.Errors, packages.Error{Pos: err.Path + ":1", Msg: err.Err.Error(), Kind: packages.ParseError})
		default:
			p.Errors = append(p.Errors, packages.Error{Pos: "-", Msg: err.Error(), Kind: packages.UnknownError})
		}
	}
	p.Syntax = tc.parse(p.CompiledGoFiles, report)
	p.TypesInfo = newTypesInfo()
	cfg := &types.Config{
		Importer: importerFunc(func(path string) (*types.Package, error) {
			if path == "unsafe" {
				return types.Unsafe, nil
			}
			imp := p.Imports[path]
			switch {
			case imp == nil:
				return nil, fmt.Errorf("no metadata for %s", path)
			case imp.Types == nil || !imp.Types.Complete():
				return nil, fmt.Errorf("could not import %s", path)
			}
			return imp.Types, nil
		}),
		IgnoreFuncBodies: !n.bodies,
		Error:            report,
		Sizes:            p.TypesSizes,
	}
	if p.Module != nil && p.Module.GoVersion != "" {
		cfg.GoVersion = "go" + p.Module.GoVersion
	}
	cpuTokens <- struct{}{}
	err := types.NewChecker(cfg, tc.fset, p.Types, p.TypesInfo).Files(p.Syntax)
	<-cpuTokens
	if err != nil && len(p.Errors) == 0 {
		report(err)
	}
	p.IllTyped = len(p.Errors) > 0
	for _, imp := range p.Imports {
		p.IllTyped = p.IllTyped || imp.IllTyped
	}
	if !n.bodies {
		// Checked from source only because an import is (a module
		// package recompiled for another package's test): its bodies
		// carry no types, and an analyzer run on them would read
		// expressions without types. Its dependents need its types
		// only; pruneToSource then treats it as export data.
		p.Syntax, p.TypesInfo = nil, nil
	}
}

// parse parses files in parallel, keeping their order and the files that
// parsed at least in part.
func (tc *graphChecker) parse(files []string, report func(error)) []*ast.File {
	parsed := make([]*ast.File, len(files))
	errs := make([]error, len(files))
	var g errgroup.Group
	for i, name := range files {
		g.Go(func() error {
			src, err := os.ReadFile(name)
			if err != nil {
				errs[i] = err
				return nil
			}
			cpuTokens <- struct{}{}
			// With object resolution, as go/packages does by default: some
			// passes read ast.Ident.Obj.
			parsed[i], errs[i] = parser.ParseFile(tc.fset, name, src, parser.AllErrors|parser.ParseComments)
			<-cpuTokens
			return nil
		})
	}
	g.Wait()
	var out []*ast.File
	for i, f := range parsed {
		if errs[i] != nil {
			report(errs[i])
		}
		if f != nil {
			out = append(out, f)
		}
	}
	return out
}

func newTypesInfo() *types.Info {
	return &types.Info{
		Types:        map[ast.Expr]types.TypeAndValue{},
		Defs:         map[*ast.Ident]types.Object{},
		Uses:         map[*ast.Ident]types.Object{},
		Implicits:    map[ast.Node]types.Object{},
		Instances:    map[*ast.Ident]types.Instance{},
		Scopes:       map[ast.Node]*types.Scope{},
		Selections:   map[*ast.SelectorExpr]*types.Selection{},
		FileVersions: map[*ast.File]string{},
	}
}

type importerFunc func(path string) (*types.Package, error)

func (f importerFunc) Import(path string) (*types.Package, error) { return f(path) }
