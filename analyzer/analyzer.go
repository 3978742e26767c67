package analyzer

import (
	"go/ast"
	"go/types"
	"reflect"

	"golang.org/x/tools/go/analysis"
)

// Analyzer builds the Model of a package. Every mcplint pass requires it
// and reads the model from pass.ResultOf[analyzer.Analyzer].(*Model). Its
// flags (-mcp.spec and others) are the one configuration of all passes.
var Analyzer = &analysis.Analyzer{
	Name:       "mcp",
	Doc:        "builds the model of MCP servers (tool registrations, handlers, error semantics) that the mcplint passes share; reports only malformed suppression directives",
	URL:        "https://github.com/mcplint-go/mcplint#configuration",
	Run:        Guard("mcp", run),
	ResultType: reflect.TypeFor[*Model](),
	FactTypes: []analysis.Fact{
		new(packageFact), new(WrapperFact), new(RegistrarFact), new(FactoryFact), new(MutatorFact), new(HandlerFactoryFact),
		new(ForwarderFact), new(NameParamFact), new(HandlerSinkFact), new(MiddlewareFact), new(MiddlewareSlotFact),
		new(SuccessHelperFact), new(TypedSinkFact), new(AdaptedTypesFact), new(ToolConstructorFact), new(ToolListFact), new(ToolNameFact), new(ToolAdaptersFact), new(ToolMethodFact), new(StructLitsFact), new(StructAdaptersFact), new(ToolRegistryFact), new(ValidateFact), new(RefusesEmptyFact), new(NilOnErrorFact), new(NilSafeFact), new(NegativeBoundFact), new(NilSliceFact), new(MapOrderFact), new(UncheckedParamFact), new(SkippedFailureFact), new(PureFact), new(OutsideReadFact), new(ErrorFieldFact), new(EnumStringsFact), new(RoutesFact), new(FailureTextFact), new(ToolTypeFact), new(ExitSwallowFact),
	},
}

func init() { registerFlags(&Analyzer.Flags) }

func run(pass *analysis.Pass) (any, error) {
	m := &Model{Config: config, handlerOf: map[ast.Node]*Handler{}}
	if isSDKPackage(pass.Pkg.Path()) {
		sdk := sdkOfPath(pass.Pkg.Path())
		// The SDK itself: remember its version for the packages that use it.
		f := &packageFact{SDK: sdk}
		if pass.Module != nil {
			f.Version = pass.Module.Version
		}
		pass.ExportPackageFact(f)
		return m, nil
	}
	if repeated(pass.Pkg) {
		return m, nil // a test variant whose package is analyzed too (repeats.go)
	}
	for _, imp := range pass.Pkg.Imports() {
		var f packageFact
		if isSDKPackage(imp.Path()) {
			sdk := sdkOfPath(imp.Path())
			m.Relevant = true
			v := ""
			if pass.ImportPackageFact(imp, &f) {
				v = f.Version
			}
			m.addSDK(sdk, v)
		} else if pass.ImportPackageFact(imp, &f) && f.UsesMCP {
			m.Relevant = true
		}
	}
	if !m.Relevant && mayBeServerSource(pass) && (mentionsMethods(pass.Files) || declaresCallParams(pass)) {
		m.Relevant = true // a hand-rolled server, recognised by its dispatcher
		m.addSDK(HandRolled, "")
	}
	var validates map[*types.Func]ValidateFact
	var toolLits []*ast.CompositeLit
	if mayBeServerSource(pass) {
		defer exportInterfaceFacts(pass)        // last: on an interface with one implementation here, its facts (ifacefacts.go)
		exportToolNames(pass)                   // a tool interface's implementations may be here (implfacts.go)
		toolLits = exportStructLits(pass)       // and tools as literals of a project struct type (structtools.go)
		validates = exportValidateFacts(pass)   // and the argument types of tools (validate.go)
		exportNilOnError(pass)                  // and the helpers their failure paths read (nilonerror.go)
		exportNilSafe(pass)                     // and the methods that accept a nil receiver (nilsafe.go)
		exportNegativeBounds(pass)              // and the helpers that slice by a parameter (negbounds.go)
		exportNilSlices(pass)                   // and the helpers that can return a nil slice (nilslice.go)
		exportExitSwallows(pass)                // and the command runners that return a failed run with a nil error (exitswallow.go)
		exportMapOrders(pass)                   // and the lists built in map order (maporder.go)
		exportUncheckedParams(pass)             // and the helpers that pass identifiers on unchecked (uncheckedids.go)
		exportPure(pass)                        // and the functions that compute from their arguments alone (pure.go)
		exportOutsideReads(pass)                // and the functions that read from outside the process (outsidereads.go)
		exportSkippedFailures(pass)             // and the loops that skip the items whose call fails (skippedfailure.go)
		exportErrorFields(pass)                 // and the results that carry a failure in a field (errorfield.go)
		exportEnumStrings(pass)                 // and the enum types whose String() names tools (enumstrings.go)
		m.RouteTools = exportRoutes(pass)       // and the routers that call a function per tool name (routes.go)
		exportFailureTexts(pass)                // and the helpers that answer a failure with a text and no error (failuretext.go)
		m.enumMismatches = enumMismatches(pass) // schema literals whose enum admits nothing, wherever they are (enumtype.go)
	}
	if !m.Relevant {
		if len(m.enumMismatches) > 0 && m.directives == nil {
			m.directives = readDirectives(pass)
		}
		if len(toolLits) > 0 {
			if m.TableTools = TableTools(pass, toolLits); len(m.TableTools) > 0 {
				m.directives = readDirectives(pass) // the passes report on them
			}
		}
		if len(m.RouteTools) > 0 {
			// the passes read the route tools' bodies as handlers': the
			// package's index, without the SDK calls it has none of
			m.directives = readDirectives(pass)
			newBuilder(pass, m)
		}
		return m, nil
	}
	pass.ExportPackageFact(&packageFact{UsesMCP: true})
	m.directives = readDirectives(pass)
	b := newBuilder(pass, m)
	b.validates = validates
	b.build()
	return m, nil
}

// mayBeServerSource reports whether a package without an SDK import is
// worth scanning for a hand-rolled dispatcher: not the standard library
// and not a versioned dependency from the module cache, whose findings
// nobody would see. This keeps packages that use no SDK nearly free.
func mayBeServerSource(pass *analysis.Pass) bool {
	return pass.Module != nil && pass.Module.Path != "" && pass.Module.Version == "" && !repeated(pass.Pkg)
}

func (m *Model) addSDK(sdk SDK, version string) {
	for i, v := range m.SDKs {
		if v.SDK == sdk {
			if v.Version == "" {
				m.SDKs[i].Version = version
			}
			return
		}
	}
	m.SDKs = append(m.SDKs, SDKVersion{sdk, version})
}

// build walks the package once for SDK calls, then resolves them.
func (b *builder) build() {
	b.resolveCalls()
	for _, c := range b.calls {
		switch c.op {
		case OpWithToolHandlerMiddleware, OpUse, OpAddReceivingMiddleware:
			b.mwInstalls = append(b.mwInstalls, c.call)
		case OpNewServer:
			b.serverNews = append(b.serverNews, c.call)
		}
	}
	for _, c := range b.calls {
		if c.fn == nil {
			continue
		}
		switch {
		case c.op.Registers():
			b.addRegistrations(c.call, c.op, sdkOfPath(c.fn.Pkg().Path()))
		case c.op == OpNone:
			if fw := b.forwarderOf(c.fn); fw != nil {
				b.addForwarded(c.call, fw)
			} else {
				b.addImported(c.call, c.fn)
			}
		}
		if c.op.ChangesToolSet() {
			server := serverExpr(c.call, c.op)
			b.m.Mutations = append(b.m.Mutations, &Mutation{Op: c.op, Call: c.call, Server: b.serverRef(server, c.call)})
		}
	}
	b.adapted = b.findAdaptedTypes()
	b.findTypedHandlers()
	b.findConstructors()
	b.nameByConstructors()
	b.findTypedElements()
	b.findRowClosures()
	b.findClosureRegistrations()
	b.findDefinitions()
	b.findRequestHandlers()
	b.findDispatchers()
	b.exportToolMethods()
	b.findListedDefinitions()
	b.findRegistries()
	b.findToolTypeLits()
	b.addCallToolMethods()
	b.joinDefinitionsByName()
	b.findToolImpls()
	b.findAdaptedImpls()
	b.findStructAdapters()
	b.findHelperCalls()
	b.findFactoryParams()
	b.findFieldTables()
	b.findTableDefinitions()
	b.findLayerHandlers()
	b.findToolMethodImpls()
	b.checkSlotFills()
	b.exportFacts()
	b.importNilOnError()
	b.importNilSafe()
	b.importNegativeBounds()
	b.importNilSlices()
	b.importMapOrders()
	b.importUncheckedParams()
	b.importSkippedFailures()
	b.bindToolValues()
	b.importOutsideReads()
	b.importErrorFields()
	b.exportToolLists()
	b.exportTypedSinks()
}
