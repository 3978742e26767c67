package analyzer

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"
)

// builder builds the Model of one package.
type builder struct {
	// fieldAdapters are the struct adapters that registrations of a
	// project struct value's handler field make (fieldadapter.go).
	fieldAdapters []StructAdapter
	// fieldConsts caches foldField's answers (fieldconst.go).
	fieldConsts map[*types.Var]constant.Value
	// toolTypes are this package's tool types (tooltypes.go).
	toolTypes map[*types.TypeName]*ToolTypeFact
	// importedToolTypes caches the ToolTypeFacts of other packages' types,
	// nil for a type that has none.
	importedToolTypes map[*types.TypeName]*ToolTypeFact
	// soleImpls caches soleImplementation, per interface method.
	soleImpls map[*types.Func]*types.Func
	// handlerWalks caches the walks of typed handlers' argument values
	// (handlerfields.go).
	handlerWalks map[handlerWalkKey]*fieldWalk
	pass         *analysis.Pass
	m            *Model
	// forwardedDefs are the definition arguments of the registrations
	// made by calls of forwarders (RegisterTool(s, tool, h)).
	forwardedDefs map[*Registration]ast.Expr
	// callCount and keyReaders cache the argument map's flow into the
	// package's functions (argmapflow.go).
	callCount  map[*types.Func]int
	keyReaders map[*types.Func][2]int
	// reqAccessors caches reqAccessorOf.
	reqAccessors map[*types.Func]reqAccessor
	// nodes are the package's nodes that the model reads, in source
	// order, and files where each file's nodes are (inspect.go).
	nodes []indexedNode
	files []fileNodes
	// calls are all the package's calls in source order, each with its
	// static callee (nil for a dynamic call): resolved once, as half of
	// the model's walks are over calls.
	calls     []resolvedCall
	addToolAt []token.Pos          // positions of the AddTool calls, sorted (forwarder.go)
	mutating  map[*types.Func]bool // functions that may change a tool set (mutator.go)

	decls     map[*types.Func]*ast.FuncDecl // functions declared in this package
	defs      map[types.Object][]valueDef   // every assignment to a variable
	constDecl map[*types.Const]ast.Expr     // constant → its value expression

	// bound holds, while a self-wrapping handler variable's wrap is
	// followed, the variable's value before the wrap (selfwrap.go).
	bound map[types.Object]ast.Expr
	// elem holds, while an element of a struct-typed tool list is
	// registered, the element that stands for the loop value (elemtypes.go).
	elem elemBinding

	wrappers   map[*types.Func]*wrapperInfo
	forwarders map[*types.Func]*forwarder
	mutators   map[*types.Func][]string
	mwInstalls []*ast.CallExpr // calls of WithToolHandlerMiddleware, Use, AddReceivingMiddleware
	serverNews []*ast.CallExpr // server constructor calls (OpNewServer)
	mwx        *mwIndex        // built on first use (middleware.go)

	sinks map[paramKey]sink                   // handler parameters read so far
	ctors map[*types.Func]ToolConstructorFact // tool constructors of this package (constructor.go)

	helpers   map[*types.Func]*SuccessHelper // success-result helpers (resulthelper.go)
	validates map[*types.Func]ValidateFact   // this package's Validate methods (validate.go)
	// paramRefusals caches refusedParams (paramchecks.go).
	paramRefusals map[*types.Func][]refusedParam
	typedSinks    map[string]TypedSink // SDK handler types registered through unknown values (typedsinks.go)
	wraps         map[string]bool      // SDK handler types this package wraps (typedsinks.go)
	// adapted holds the project handler types that an SDK handler closure
	// adapts (adaptedtypes.go), read once the registrations are.
	adapted map[string]AdaptedType
	// caseVars maps the variable each clause of a type switch declares to
	// the switch (switchsink.go), built on first use.
	caseVars map[types.Object]*ast.TypeSwitchStmt
	// fieldLists caches fieldListElements, per field.
	fieldLists map[*types.Var][]ast.Expr
	// rangedDone holds the ServerTool literals of loops over a list
	// that a registration of this package registered element by element
	// (rangedservertools.go): their definitions are not paired again.
	rangedDone map[*ast.CompositeLit]bool
	// regName is, while a registration's handler is followed, the
	// registration's name (nameswitch.go).
	regName Name
	// env binds, while a schema helper's call is evaluated, its
	// parameters to the call's arguments (schemabuilder.go).
	env *goEnv
}

// valueDef is one assignment to a variable: expr, or result index of the
// call expr when one call defines several variables.
type valueDef struct {
	expr  ast.Expr
	index int // -1: expr is the value itself
}

func newBuilder(pass *analysis.Pass, m *Model) *builder {
	b := &builder{
		pass:          pass,
		m:             m,
		decls:         make(map[*types.Func]*ast.FuncDecl),
		defs:          make(map[types.Object][]valueDef),
		constDecl:     make(map[*types.Const]ast.Expr),
		wrappers:      make(map[*types.Func]*wrapperInfo),
		forwarders:    make(map[*types.Func]*forwarder),
		mutators:      make(map[*types.Func][]string),
		sinks:         make(map[paramKey]sink),
		paramRefusals: make(map[*types.Func][]refusedParam),
	}
	m.b = b
	m.funcDecls = make(map[*types.Func]*ast.FuncDecl)
	b.indexSyntax()
	b.index()
	return b
}

// index records the package's function declarations and the assignments
// of its variables and constants.
func (b *builder) index() {
	info := b.pass.TypesInfo
	record := func(id *ast.Ident, d valueDef) {
		if id == nil || id.Name == "_" {
			return
		}
		obj := info.Defs[id]
		if obj == nil {
			obj = info.Uses[id]
		}
		if obj != nil {
			b.defs[obj] = append(b.defs[obj], d)
		}
	}
	b.walk(kFuncDecl|kAssign|kValueSpec|kRange|kUnary, func(n ast.Node) {
		switch n := n.(type) {
		case *ast.FuncDecl:
			if fn, ok := info.Defs[n.Name].(*types.Func); ok {
				b.decls[fn] = n
				if n.Body != nil {
					b.m.funcDecls[fn] = n
				}
			}
		case *ast.AssignStmt:
			for i, lhs := range n.Lhs {
				id, _ := ast.Unparen(lhs).(*ast.Ident)
				switch {
				case len(n.Lhs) == len(n.Rhs):
					record(id, valueDef{n.Rhs[i], -1})
				case len(n.Rhs) == 1:
					record(id, valueDef{n.Rhs[0], i})
				}
				if id != nil && n.Tok.String() != "=" && n.Tok.String() != ":=" {
					record(id, valueDef{nil, -1}) // x += ...: not a single definition
				}
			}
		case *ast.ValueSpec:
			for i, id := range n.Names {
				switch {
				case len(n.Values) == len(n.Names):
					if c, ok := info.Defs[id].(*types.Const); ok {
						b.constDecl[c] = n.Values[i]
						continue
					}
					record(id, valueDef{n.Values[i], -1})
				case len(n.Values) == 1:
					record(id, valueDef{n.Values[0], i})
				}
			}
		case *ast.RangeStmt:
			for _, e := range []ast.Expr{n.Key, n.Value} {
				if id, ok := e.(*ast.Ident); ok {
					record(id, valueDef{nil, -1})
				}
			}
		case *ast.UnaryExpr:
			// &v lets anything write v: no single definition.
			if id, ok := ast.Unparen(n.X).(*ast.Ident); ok && n.Op.String() == "&" {
				record(id, valueDef{nil, -1})
			}
		}
	})
}

// singleDef returns the one assignment of a variable that is assigned
// exactly once in this package and never has its address taken.
// Parameters, exported package variables and fields have none.
func (b *builder) singleDef(obj types.Object) (valueDef, bool) {
	v, ok := obj.(*types.Var)
	if !ok || v.IsField() || v.Pkg() != b.pass.Pkg {
		return valueDef{}, false
	}
	if v.Parent() == v.Pkg().Scope() && v.Exported() {
		return valueDef{}, false // another package may assign it
	}
	ds := b.defs[obj]
	if len(ds) != 1 || ds[0].expr == nil {
		return valueDef{}, false
	}
	return ds[0], true
}

// exportedHandlerVar returns the one definition of obj, an exported
// package variable of function type that this package initializes with a
// function literal and never assigns (`var SlateHandler
// server.ToolHandlerFunc = func(ctx, req) ...`): singleDef leaves exported
// variables alone because another package may assign them, but a handler
// declared this way is the tool's, and rebinding it elsewhere is rare
// enough not to silence every such server.
func (b *builder) exportedHandlerVar(obj types.Object) (valueDef, bool) {
	v, ok := obj.(*types.Var)
	if !ok || v.IsField() || v.Pkg() != b.pass.Pkg || v.Parent() != v.Pkg().Scope() || !v.Exported() {
		return valueDef{}, false
	}
	if _, isFunc := v.Type().Underlying().(*types.Signature); !isFunc {
		return valueDef{}, false
	}
	ds := b.defs[obj]
	if len(ds) != 1 || ds[0].expr == nil || ds[0].index >= 0 {
		return valueDef{}, false
	}
	if _, isLit := ast.Unparen(ds[0].expr).(*ast.FuncLit); !isLit {
		return valueDef{}, false
	}
	return ds[0], true
}

// origin follows e back to the expression that produced its value:
// through parentheses, conversions, variables with a single definition
// and calls to functions of this package that return one expression at
// the wanted result index. It stops at anything else and returns it.
func (b *builder) origin(e ast.Expr) ast.Expr {
	e, _ = b.originAt(e, -1, 0)
	return e
}

// originAt is origin for result index (or -1 for single-valued e). It
// returns the expression reached and the index still to select in it.
func (b *builder) originAt(e ast.Expr, index, depth int) (ast.Expr, int) {
	for ; depth < maxFoldDepth; depth++ {
		e = ast.Unparen(e)
		switch x := e.(type) {
		case *ast.Ident:
			if base, ok := b.bound[b.pass.TypesInfo.Uses[x]]; ok && index < 0 {
				e = base // a closure's parameter bound to its argument (closurecalls.go)
				continue
			}
			def, ok := b.singleDef(b.pass.TypesInfo.Uses[x])
			if !ok || index >= 0 {
				return e, index
			}
			e, index = def.expr, def.index
		case *ast.CallExpr:
			if tv, ok := b.pass.TypesInfo.Types[x.Fun]; ok && tv.IsType() && len(x.Args) == 1 {
				e = x.Args[0] // conversion
				continue
			}
			ret := b.singleReturn(x, index)
			if ret == nil {
				return e, index
			}
			e, index = ret, -1
		case *ast.SelectorExpr:
			v := b.fieldValue(x)
			if v == nil || index >= 0 {
				return e, index
			}
			e = v
		default:
			return e, index
		}
	}
	return e, index
}

// fieldValue returns the expression that field selection x (v.Field) was
// set to, when v's origin is a composite literal that sets it, or nil.
func (b *builder) fieldValue(x *ast.SelectorExpr) ast.Expr {
	sel, ok := b.pass.TypesInfo.Selections[x]
	if !ok || sel.Kind() != types.FieldVal || len(sel.Index()) != 1 {
		return nil
	}
	lit := b.compositeLit(x.X)
	if lit == nil {
		return nil
	}
	for i, elt := range lit.Elts {
		if kv, ok := elt.(*ast.KeyValueExpr); ok {
			if id, ok := kv.Key.(*ast.Ident); ok && id.Name == x.Sel.Name {
				return kv.Value
			}
		} else if i == sel.Index()[0] {
			return elt
		}
	}
	return nil
}

// singleReturn returns the expression that a function of this package,
// called by call, returns at result index (0 when -1), when all of its
// return statements return that same expression, or when there is
// exactly one return statement.
//
// A function literal called where it stands (var Tool = func() mcp.Tool
// { ...; return mcp.NewTool(...) }()) is read the same way.
func (b *builder) singleReturn(call *ast.CallExpr, index int) ast.Expr {
	var body *ast.BlockStmt
	if lit, ok := ast.Unparen(call.Fun).(*ast.FuncLit); ok {
		body = lit.Body
	} else {
		fn, _ := typeutil.Callee(b.pass.TypesInfo, call).(*types.Func)
		if decl := b.decls[fn]; decl != nil {
			body = decl.Body
		}
	}
	if body == nil {
		return nil
	}
	if index < 0 {
		index = 0
	}
	var found ast.Expr
	count := 0
	forEachReturn(body, func(r *ast.ReturnStmt) {
		count++
		if index < len(r.Results) && len(r.Results) > 1 || index == 0 && len(r.Results) == 1 {
			found = r.Results[index]
		}
	})
	if count != 1 {
		return nil
	}
	return found
}

// callee returns the function or method call invokes, or nil.
func (b *builder) callee(call *ast.CallExpr) *types.Func {
	fn, _ := typeutil.Callee(b.pass.TypesInfo, call).(*types.Func)
	return fn
}
