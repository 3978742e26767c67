package analyzer

import (
	"go/ast"
	"go/token"
	"go/types"
	"strconv"
)

// addRegistrations turns one registration call into Registrations.
func (b *builder) addRegistrations(call *ast.CallExpr, op Op, sdk SDK) {
	defer b.expandListed(len(b.m.Registrations))
	args := call.Args
	server := serverExpr(call, op)
	if op == OpAddToolTyped {
		if len(args) < 3 {
			return
		}
		args = args[1:]
	}
	if op == OpAddSessionTool || op == OpAddSessionTools {
		if len(args) == 0 {
			return
		}
		args = args[1:] // session ID
	}
	ref := b.serverRef(server, call)
	newReg := func() *Registration {
		return &Registration{SDK: sdk, Op: op, Call: call, Server: ref}
	}
	switch op {
	case OpAddTool, OpAddToolTyped, OpAddTaskTool, OpAddSessionTool:
		if len(args) == 0 {
			return
		}
		if len(args) == 2 && call.Ellipsis == token.NoPos && op != OpAddToolTyped {
			// for _, t := range tools { s.AddTool(t, h) }: one per element
			elems := b.rangeElements(args[0])
			if elems == nil && !b.perElementHandler(args[0], args[1]) {
				// for _, td := range defs { s.AddTool(td.tool, h.dispatch(td.name)) }:
				// the field of each element, served by one handler (a
				// handler field of the element is the expansion's, below)
				elems = b.rangeFieldElements(args[0])
			}
			if elems != nil {
				narrowed, isNarrowed := b.narrowingName(args[0], call)
				for _, e := range elems {
					r := newReg()
					b.fillDef(r, e, -1)
					if isNarrowed && r.Name.Known && narrowed.Known && r.Name.Value != narrowed.Value {
						continue // the element another case registers
					}
					b.fillHandler(r, args[1], -1)
					b.m.Registrations = append(b.m.Registrations, r)
				}
				return
			}
			// for _, t := range esTools.GetTools() { s.AddTool(&t, h) }:
			// the list of another package (ToolListFact), one per element
			if names := b.importedListNames(args[0]); names != nil {
				for _, n := range names {
					r := newReg()
					b.fillDef(r, args[0], -1)
					r.Name, r.ImportedDef = n.name, n.key
					b.fillHandler(r, args[1], -1)
					b.m.Registrations = append(b.m.Registrations, r)
				}
				return
			}
		}
		if len(args) == 2 && call.Ellipsis == token.NoPos && op != OpAddToolTyped {
			// s.AddTool(tool.GetTool(), tool.GetHandler()) on a tool
			// interface: one per implementation of this package
			if impls := b.getterImpls(args[0], args[1]); impls != nil {
				for _, im := range impls {
					r := newReg()
					b.fillDef(r, im.def, -1)
					if im.method != nil {
						r.Errors, r.Handler = b.semantics(r, chain{h: b.handlerForFunc(im.method, im.handler)})
						if r.Handler != nil {
							r.Handler.Tools = append(r.Handler.Tools, r)
						}
					} else {
						b.fillHandler(r, im.handler, -1)
					}
					b.m.Registrations = append(b.m.Registrations, r)
				}
				return
			}
		}
		r := newReg()
		switch {
		case len(args) == 2 && call.Ellipsis == token.NoPos:
			b.fillDef(r, args[0], -1)
			b.fillHandler(r, args[1], -1)
			if nm, ok := b.narrowingName(args[0], call); ok && !r.Name.Known {
				r.Name = nm
			}
		case len(args) == 1:
			// s.AddTool(tools.GetMe(client)): a factory returns both.
			b.fillDef(r, args[0], 0)
			b.fillHandler(r, args[0], 1)
		case sdk == GoMCP && len(args) > 2:
			// go-mcp RegisterTool(tool, handler, middlewares...): the
			// per-tool middleware is not read; errors stay unknown.
			b.fillDef(r, args[0], -1)
		}
		if op == OpAddToolTyped {
			b.typedOut(r, call)
		}
		b.m.Registrations = append(b.m.Registrations, r)
	case OpNewServerTool:
		// go-sdk v0.1: NewServerTool(name, description, handler, opts...)
		// builds the tool that AddTools registers.
		if len(args) < 3 {
			return
		}
		r := newReg()
		r.Name = b.name(args[0])
		r.Def = call
		b.fillHandler(r, args[2], -1)
		if in := sessionParamsIn(b.pass.TypesInfo.TypeOf(args[2])); in != nil && len(args) == 3 {
			// No option: the input schema is the one inferred from In.
			r.InputSchema = Schema{Kind: SchemaInferred, Expr: call, GoType: in}
		}
		b.m.Registrations = append(b.m.Registrations, r)
	case OpRegisterTool:
		if len(args) < 3 {
			return
		}
		r := newReg()
		r.Name = b.name(args[0])
		b.fillHandler(r, args[2], -1)
		b.m.Registrations = append(b.m.Registrations, r)
	case OpHandleCallTool:
		if len(args) == 1 {
			for _, rt := range b.nameRoutes(args[0]) {
				r := newReg()
				r.Name = b.name(rt.name)
				b.fillHandler(r, rt.handler, -1)
				if h := r.Handler; h != nil && h.Shape == ShapeUnknown {
					h.Shape, h.SDK = ShapeHandRolled, MCPGo // the project's func(ctx, args) of a name switch
				}
				b.m.Registrations = append(b.m.Registrations, r)
			}
		}
	case OpAddTools, OpSetTools, OpAddTaskTools, OpAddSessionTools:
		for _, st := range b.serverTools(args, call.Ellipsis.IsValid()) {
			if lit := b.compositeLit(st); lit != nil {
				if pairs := b.rangedServerTool(lit); pairs != nil {
					b.markRanged(lit)
					// ServerTool{Tool: tool, ...} in a loop over a list:
					// one per element (rangedservertools.go)
					for _, p := range pairs {
						r := newReg()
						b.fillDef(r, p.def, -1)
						b.fillHandler(r, p.handler, -1)
						b.m.Registrations = append(b.m.Registrations, r)
					}
					continue
				}
			}
			r := newReg()
			b.fillServerTool(r, st)
			b.m.Registrations = append(b.m.Registrations, r)
		}
	}
}

// serverTools returns the ServerTool expressions passed to AddTools and
// friends: the arguments, or the elements of a slice literal spread with
// "...". An element the model cannot see stays as it is.
func (b *builder) serverTools(args []ast.Expr, spread bool) []ast.Expr {
	if !spread {
		return args
	}
	if len(args) != 1 {
		return nil
	}
	lit, ok := b.origin(args[0]).(*ast.CompositeLit)
	if !ok {
		// a slice built at run time: the values appended to it
		// (builtlists.go), or unknown tools
		return b.builtServerTools(args[0])
	}
	return lit.Elts
}

// fillServerTool reads a server.ServerTool{Tool: ..., Handler: ...} value.
func (b *builder) fillServerTool(r *Registration, e ast.Expr) {
	lit := b.compositeLit(e)
	if lit == nil {
		if call, ok := b.origin(e).(*ast.CallExpr); ok {
			b.importedDef(r, call) // a ServerTool from another package's factory
		}
		return
	}
	for i, elt := range lit.Elts {
		key, val := fieldOf(elt, i, "Tool", "Handler")
		switch key {
		case "Tool":
			b.fillDef(r, val, -1)
		case "Handler":
			b.fillHandler(r, val, -1)
		}
	}
}

// fillServerToolDef reads only the Tool of a ServerTool value.
func (b *builder) fillServerToolDef(r *Registration, e ast.Expr) {
	if lit := b.compositeLit(e); lit != nil {
		for i, elt := range lit.Elts {
			if key, val := fieldOf(elt, i, "Tool", "Handler"); key == "Tool" {
				b.fillDef(r, val, -1)
			}
		}
	}
}

// compositeLit returns the composite literal that e is, points to or was
// defined with, or nil.
func (b *builder) compositeLit(e ast.Expr) *ast.CompositeLit {
	e = b.origin(e)
	if u, ok := e.(*ast.UnaryExpr); ok && u.Op == token.AND {
		e = ast.Unparen(u.X)
	}
	lit, _ := e.(*ast.CompositeLit)
	return lit
}

// fieldOf returns the field name and value of a composite literal element,
// using positional names for unkeyed literals.
func fieldOf(elt ast.Expr, i int, positional ...string) (string, ast.Expr) {
	if kv, ok := elt.(*ast.KeyValueExpr); ok {
		if id, ok := kv.Key.(*ast.Ident); ok {
			return id.Name, kv.Value
		}
		return "", nil
	}
	if i >= 0 && i < len(positional) {
		return positional[i], elt
	}
	return "", nil
}

// sameNameDefs returns the name argument that every assignment to id's
// variable passes to an SDK tool constructor (NewTool, NewToolWithRawSchema),
// when they all pass the same expression; nil otherwise.
func (b *builder) sameNameDefs(id *ast.Ident) ast.Expr {
	v, ok := b.pass.TypesInfo.Uses[id].(*types.Var)
	if !ok || v.IsField() || v.Pkg() != b.pass.Pkg {
		return nil
	}
	var name ast.Expr
	for _, d := range b.defs[v] {
		if d.expr == nil {
			continue // var mcpTool mcp.Tool: assigned below
		}
		call, ok := ast.Unparen(d.expr).(*ast.CallExpr)
		if !ok || d.index >= 0 || len(call.Args) == 0 {
			return nil
		}
		switch OpOf(b.callee(call)) {
		case OpNewTool, OpNewToolWithRawSchema:
		default:
			return nil
		}
		arg := ast.Unparen(call.Args[0])
		if name == nil {
			name = arg
		} else if types.ExprString(name) != types.ExprString(arg) || !sameRoot(b.pass.TypesInfo, name, arg) {
			return nil
		}
	}
	return name
}

// sameRoot reports whether a and b, written the same, start from the same
// variable (tool.Name in two branches reads the one parameter).
func sameRoot(info *types.Info, a, b ast.Expr) bool {
	ra, rb := rootIdent(a), rootIdent(b)
	return ra != nil && rb != nil && info.ObjectOf(ra) == info.ObjectOf(rb)
}

// fillDef reads the tool definition (result index of e, or -1): its
// name and schemas.
func (b *builder) fillDef(r *Registration, e ast.Expr, index int) {
	if d := b.toolVarValue(e); d != nil && index < 0 {
		e = d
	}
	if el := b.indexedElement(e); el != nil && index < 0 {
		e = el // mcp.AddTool(s, tools[0], h), tools := toolCatalog()
	}
	if id, ok := ast.Unparen(e).(*ast.Ident); ok && index < 0 {
		if _, single := b.singleDef(b.pass.TypesInfo.Uses[id]); !single {
			if d, ok := b.reachingDef(id); ok {
				e, index = d.expr, d.index
			} else if name := b.sameNameDefs(id); name != nil {
				// mcpTool = mcp.NewToolWithRawSchema(tool.Name, ...) in one
				// branch, mcp.NewTool(tool.Name, ...) in another: the name
				// is sure, the schema is not.
				r.Def = e
				r.Name = b.name(name)
				r.InputSchema = Schema{Kind: SchemaUnknown, Expr: e}
				r.OutputSchema = Schema{Kind: SchemaUnknown, Expr: e}
				return
			}
		}
	}
	ctor := e
	if id, ok := ast.Unparen(e).(*ast.Ident); ok && index < 0 {
		// tool := readOnlyTool("prometheus_rules", desc); return tool, h
		if d, single := b.singleDef(b.pass.TypesInfo.Uses[id]); single && d.index < 0 {
			ctor = d.expr
		}
	}
	if call, ok := ast.Unparen(ctor).(*ast.CallExpr); ok && index < 0 {
		if f, ok := b.ctorCall(call); ok && (f.NameField != "" || b.ctorName(call, f).Known) {
			// companyDocumentTool("get_inpi_extract", ...), or
			// serverToolFromSpec(reportsSpec, h): the name is the call's
			// (an argument, or a field of the spec it passes), not the
			// constructor body's parameter.
			r.Def = call
			r.Name = b.ctorName(call, f)
			r.InputSchema = Schema{Kind: SchemaUnknown, Expr: call}
			r.OutputSchema = Schema{Kind: SchemaUnknown, Expr: call}
			if f.Bare && r.Op == OpAddToolTyped {
				// no schema of its own: typedOut records the ones the
				// SDK infers from the handler's types
				r.InputSchema, r.OutputSchema = Schema{}, Schema{}
			}
			return
		}
	}
	def, rest := b.originAt(e, index, 0)
	if call, ok := def.(*ast.CallExpr); ok && rest == 0 && OpOf(b.callee(call)) == OpNewTool && sdkOfPath(b.callee(call).Pkg().Path()) == GoMCP {
		rest = -1 // go-mcp protocol.NewTool returns (*Tool, error)
	}
	if ix, ok := def.(*ast.IndexExpr); ok && rest <= 0 && b.keyedByName(ix) {
		// tool, ok := s.tools[name]: a definition looked up by its name
		// in a table filled at run time (from a file, a spec). The key is
		// the tool's name; the schemas are not in the source.
		r.Def = def
		r.Name = b.name(ix.Index)
		r.InputSchema = Schema{Kind: SchemaUnknown, Expr: def}
		r.OutputSchema = Schema{Kind: SchemaUnknown, Expr: def}
		return
	}
	if rest >= 0 {
		if call, ok := def.(*ast.CallExpr); ok {
			b.importedDef(r, call)
		}
		return
	}
	if u, ok := def.(*ast.UnaryExpr); ok && u.Op == token.AND {
		def = ast.Unparen(u.X)
	}
	r.Def = def
	if b.importedVarDef(r, def) {
		return // scan.ScanImageTool, another package's tool variable
	}
	if sel, ok := def.(*ast.SelectorExpr); ok && sel.Sel.Name == "Tool" {
		// tool.Tool of a ServerTool that another package's factory returned.
		if call, ok := b.origin(sel.X).(*ast.CallExpr); ok {
			b.importedDef(r, call)
		}
		return
	}
	switch d := def.(type) {
	case *ast.CompositeLit:
		for _, elt := range d.Elts {
			key, val := fieldOf(elt, -1)
			if kv, ok := elt.(*ast.KeyValueExpr); ok && isMapLit(b.pass.TypesInfo, d) {
				// a definition written as a map: {"name": ..., "inputSchema": ...}
				key, val = mapDefKeys[constString(b.pass.TypesInfo, kv.Key)], kv.Value
			}
			switch key {
			case "Name":
				r.Name = b.name(val)
			case "InputSchema", "RawInputSchema":
				r.InputSchema = b.schemaValue(val)
			case "OutputSchema", "RawOutputSchema":
				r.OutputSchema = b.schemaValue(val)
			}
		}
	case *ast.CallExpr:
		switch OpOf(b.callee(d)) {
		case OpNewTool:
			if len(d.Args) == 3 && sdkOfPath(b.callee(d).Pkg().Path()) == GoMCP {
				r.Name = b.name(d.Args[0])
				r.InputSchema = b.reflectedInput(d.Args[2])
			} else if len(d.Args) == 3 && mcpGoPropertiesArg(b.callee(d)) {
				r.Name = b.name(d.Args[0])
				r.InputSchema = b.propertiesSchema(d.Args[2])
			} else if len(d.Args) > 0 {
				r.Name = b.name(d.Args[0])
				b.toolOptions(r, d.Args[1:], d.Ellipsis.IsValid())
			}
		case OpNewToolWithRawSchema:
			if len(d.Args) == 3 {
				r.Name = b.name(d.Args[0])
				r.InputSchema = b.schemaValue(d.Args[2])
			}
		default:
			if f, ok := b.ctorCall(d); ok {
				// A project constructor: named by its argument, with
				// schemas the model does not read.
				r.Name = b.ctorName(d, f)
				r.InputSchema = Schema{Kind: SchemaUnknown, Expr: d}
				r.OutputSchema = Schema{Kind: SchemaUnknown, Expr: d}
				return
			}
			b.importedDef(r, d)
		}
	case *ast.SelectorExpr:
		// ListEnvironmentsDef.McpTool: a field of a package variable's
		// literal (a project tool table entry).
		if val := b.packageVarField(d); val != nil && r.Def != val {
			b.fillDef(r, val, -1)
			return
		}
		r.InputSchema = Schema{Kind: SchemaUnknown, Expr: d}
		r.OutputSchema = Schema{Kind: SchemaUnknown, Expr: d}
	}
}

// packageVarField returns the value that sel, v.F of a package variable v
// of this package declared once with a struct literal, has in that
// literal; nil otherwise.
func (b *builder) packageVarField(sel *ast.SelectorExpr) ast.Expr {
	id, ok := ast.Unparen(sel.X).(*ast.Ident)
	if !ok {
		return nil
	}
	v, ok := b.pass.TypesInfo.Uses[id].(*types.Var)
	if !ok || v.Pkg() != b.pass.Pkg || v.Parent() != v.Pkg().Scope() {
		return nil
	}
	// One assignment; the address taken (&ListEnvironmentsDef, to a
	// filter) is no other value.
	var lit ast.Expr
	for _, d := range b.defs[v] {
		if d.expr == nil {
			continue
		}
		if lit != nil || d.index >= 0 {
			return nil
		}
		lit = d.expr
	}
	if lit == nil {
		return nil
	}
	_, val := fieldOfLiteral(lit, sel.Sel.Name)
	return val
}

// mapDefKeys maps the keys of a tool definition written as a map to the
// fields of the SDKs' Tool types.
var mapDefKeys = map[string]string{"name": "Name", "inputSchema": "InputSchema", "outputSchema": "OutputSchema"}

// mcpGoPropertiesArg reports whether fn is mcp-go v0.5's (and older)
// NewTool(name, description string, inputSchema map[string]interface{}),
// whose third argument becomes the schema's properties.
func mcpGoPropertiesArg(fn *types.Func) bool {
	sig, ok := fn.Type().(*types.Signature)
	return ok && !sig.Variadic() && sig.Params().Len() == 3 && isArgMapType(sig.Params().At(2).Type())
}

// propertiesSchema is the input schema whose properties are e: an object
// with exactly those properties, none required.
func (b *builder) propertiesSchema(e ast.Expr) Schema {
	s := b.schemaValue(e)
	if s.Kind != SchemaGoValue && s.Kind != SchemaJSON || len(s.JSON) == 0 {
		return Schema{Kind: SchemaUnknown, Expr: e}
	}
	s.Kind = SchemaGoValue
	s.JSON = []byte(`{"type":"object","properties":` + string(s.JSON) + `}`)
	s.PropertiesOnly = true
	return s
}

// keyedByName reports whether ix indexes a map of string keys whose
// values are tool definitions.
func (b *builder) keyedByName(ix *ast.IndexExpr) bool {
	m, ok := typeUnder(b.pass.TypesInfo.TypeOf(ix.X)).(*types.Map)
	if !ok {
		return false
	}
	k, ok := m.Key().Underlying().(*types.Basic)
	e := Deref(m.Elem())
	return ok && k.Info()&types.IsString != 0 && (isNamed(e, goSDKMCP, "Tool") || isNamed(e, mcpGoMCP, "Tool"))
}

// reflectedInput is the input schema of go-mcp's protocol.NewTool(name,
// description, v): go-mcp reflects it from v's struct type at run time
// (protocol/schema_generate.go). An interface-typed v (a field holding
// any struct) leaves it unknown here.
func (b *builder) reflectedInput(v ast.Expr) Schema {
	t := b.pass.TypesInfo.TypeOf(v)
	if t == nil {
		return Schema{Kind: SchemaUnknown, Expr: v}
	}
	if _, ok := derefType(t).Underlying().(*types.Struct); !ok {
		return Schema{Kind: SchemaUnknown, Expr: v}
	}
	return Schema{Kind: SchemaInferred, Expr: v, GoType: t}
}

// toolOptions reads mcp-go ToolOptions for schemas.
func (b *builder) toolOptions(r *Registration, opts []ast.Expr, spread bool) {
	if spread {
		r.OutputSchema = Schema{Kind: SchemaUnknown}
		return
	}
	for _, o := range opts {
		call, ok := ast.Unparen(o).(*ast.CallExpr)
		if !ok {
			continue
		}
		switch OpOf(b.callee(call)) {
		case OpWithOutputSchema:
			r.OutputSchema = Schema{Kind: SchemaInferred, Expr: call, GoType: b.typeArg(call, 0)}
			if t := r.OutputSchema.GoType; t != nil && googleSchemas(b.m.Version(MCPGo)) && InferCycle(t) {
				// jsonschema-go fails on a recursive type; mcp-go then
				// declares no output schema (see InferCycle).
				r.OutputSchema = Schema{Kind: SchemaNone}
			}
		case OpWithRawOutputSchema:
			if len(call.Args) == 1 {
				r.OutputSchema = b.schemaValue(call.Args[0])
			}
		case OpWithInputSchema:
			r.InputSchema = Schema{Kind: SchemaInferred, Expr: call, GoType: b.typeArg(call, 0)}
		case OpWithRawInputSchema:
			if len(call.Args) == 1 {
				r.InputSchema = b.schemaValue(call.Args[0])
			}
		}
	}
}

// typeArg returns the i-th type argument of a call to a generic function.
func (b *builder) typeArg(call *ast.CallExpr, i int) types.Type {
	fun := ast.Unparen(call.Fun)
	if ix, ok := fun.(*ast.IndexExpr); ok {
		fun = ix.X
	} else if ix, ok := fun.(*ast.IndexListExpr); ok {
		fun = ix.X
	}
	var id *ast.Ident
	switch f := fun.(type) {
	case *ast.Ident:
		id = f
	case *ast.SelectorExpr:
		id = f.Sel
	}
	inst, ok := b.pass.TypesInfo.Instances[id]
	if !ok || inst.TypeArgs == nil || i >= inst.TypeArgs.Len() {
		return nil
	}
	return inst.TypeArgs.At(i)
}

// typedOut records go-sdk mcp.AddTool's Out type and, when the tool
// declares no output schema, the schema the SDK infers from it.
func (b *builder) typedOut(r *Registration, call *ast.CallExpr) {
	out := b.typeArg(call, 1)
	if out == nil {
		return
	}
	if p, ok := types.Unalias(out).(*types.Pointer); ok {
		out = p.Elem()
	}
	r.OutType = out
	if r.OutputSchema.Kind == SchemaNone && !isEmptyInterface(out) {
		r.OutputSchema = Schema{Kind: SchemaInferred, Expr: call, GoType: out}
	}
	in := b.typeArg(call, 0)
	if r.InputSchema.Kind == SchemaNone && in != nil {
		r.InputSchema = Schema{Kind: SchemaInferred, Expr: call, GoType: in}
	}
}

func isEmptyInterface(t types.Type) bool {
	it, ok := t.Underlying().(*types.Interface)
	return ok && it.Empty()
}

// schemaValue classifies a schema expression.
func (b *builder) schemaValue(e ast.Expr) Schema {
	// schema := &jsonschema.Schema{}; schema.Type = ...: the literal is
	// not the value the tool gets, also when it reaches the tool through
	// other variables (inputSchema = schema).
	for x, depth := e, 0; depth < maxFoldDepth; depth++ {
		id, ok := ast.Unparen(x).(*ast.Ident)
		if !ok {
			break
		}
		v, ok := b.pass.TypesInfo.Uses[id].(*types.Var)
		if !ok {
			break
		}
		def, ok := b.singleDef(v)
		if !ok || def.index >= 0 {
			break
		}
		if b.changedAfterDef(v, def.expr) {
			return Schema{Kind: SchemaUnknown, Expr: e}
		}
		x = def.expr
	}
	if call, ok := ast.Unparen(e).(*ast.CallExpr); ok {
		if js, ok := b.builtSchemaJSON(call); ok {
			return Schema{Kind: SchemaGoValue, Expr: e, JSON: js}
		}
		if t := b.inferredSchemaOf(call); t != nil {
			return Schema{Kind: SchemaInferred, Expr: e, GoType: t}
		}
	}
	o := b.origin(e)
	if id, ok := o.(*ast.Ident); ok && id.Name == "nil" {
		return Schema{Kind: SchemaNone, Expr: e}
	}
	if s, ok := b.foldString(o); ok {
		return Schema{Kind: SchemaJSON, Expr: e, JSON: []byte(s)}
	}
	if call, ok := o.(*ast.CallExpr); ok {
		// json.RawMessage(`...`) and []byte("...") were folded by origin;
		// here only calls whose result is unknown remain.
		_ = call
		return Schema{Kind: SchemaUnknown, Expr: e}
	}
	if lit := b.compositeLit(o); lit != nil {
		s := Schema{Kind: SchemaGoValue, Expr: e}
		if js, ok := b.goSchemaJSON(lit); ok {
			s.JSON = js
		}
		return s
	}
	return Schema{Kind: SchemaUnknown, Expr: e}
}

// name folds a tool name expression.
func (b *builder) name(e ast.Expr) Name {
	n := Name{Expr: e}
	n.Value, n.Known = b.foldString(e)
	if n.Known {
		if lit := b.nameLiteral(e); lit != nil {
			if s, err := strconv.Unquote(lit.Value); err == nil && s == n.Value {
				n.Literal = lit
			}
		}
	}
	return n
}

// sessionParamsIn is In of a go-sdk v0.1 handler type
// func(ctx, *ServerSession, *CallToolParamsFor[In]) (...), or nil.
// SessionParamsIn is In of a go-sdk v0.x handler's *CallToolParamsFor[In]
// parameter (the third), or nil.
func SessionParamsIn(sig *types.Signature) types.Type { return sessionParamsIn(sig) }

func sessionParamsIn(t types.Type) types.Type {
	sig, ok := t.(*types.Signature)
	if !ok || sig.Params().Len() != 3 {
		return nil
	}
	p := Deref(sig.Params().At(2).Type())
	n, ok := types.Unalias(p).(*types.Named)
	if !ok || !isNamed(n, goSDKMCP, "CallToolParamsFor") || n.TypeArgs().Len() != 1 {
		return nil
	}
	return n.TypeArgs().At(0)
}

// nameRoute is one case of a tools/call function's switch on the tool's
// name: case "get_league": return h.HandleGetLeague(ctx, arguments).
type nameRoute struct {
	name    ast.Expr // the case's constant
	handler ast.Expr // the function the case returns the call of
}

// nameRoutes reads mcp-go v0.1's one tools/call function (a literal or
// a function of this package), func(ctx, name string, arguments), for
// the switch on name whose cases return a call of one function each,
// with its results unchanged: each such case serves one tool.
func (b *builder) nameRoutes(e ast.Expr) []nameRoute {
	var body *ast.BlockStmt
	var sig *types.Signature
	switch x := ast.Unparen(e).(type) {
	case *ast.FuncLit:
		body = x.Body
		sig, _ = b.pass.TypesInfo.TypeOf(x).(*types.Signature)
	default:
		if fn := b.funcObj(x); fn != nil {
			if decl := b.m.funcDecls[fn.Origin()]; decl != nil {
				body = decl.Body
				sig, _ = fn.Type().(*types.Signature)
			}
		}
	}
	if body == nil || sig == nil || sig.Params().Len() != 3 {
		return nil
	}
	nameParam := sig.Params().At(1)
	return b.switchRoutes(body, func(tag ast.Expr) bool {
		id, ok := ast.Unparen(tag).(*ast.Ident)
		return ok && b.pass.TypesInfo.Uses[id] == nameParam
	})
}

// switchRoutes reads the switches of body on the tool's name (isName
// says which tag is it) whose cases return the call of a function:
// `case "read_file": return h.handleReadFile(args)`.
func (b *builder) switchRoutes(body *ast.BlockStmt, isName func(ast.Expr) bool) []nameRoute {
	var out []nameRoute
	for i, st := range body.List {
		sw, ok := st.(*ast.SwitchStmt)
		if !ok || sw.Init != nil || sw.Tag == nil || !isName(sw.Tag) {
			continue
		}
		for _, cs := range sw.Body.List {
			cc := cs.(*ast.CaseClause)
			if len(cc.List) != 1 || len(cc.Body) != 1 {
				continue
			}
			var call *ast.CallExpr
			switch x := cc.Body[0].(type) {
			case *ast.ReturnStmt:
				if len(x.Results) == 1 {
					call, _ = ast.Unparen(x.Results[0]).(*ast.CallExpr)
				}
			case *ast.AssignStmt:
				// result, err = h.handleSearch(ctx, req.Arguments), the
				// error returned as it is after the switch
				if x.Tok == token.ASSIGN && len(x.Rhs) == 1 && b.returnsErrAfter(x.Lhs[len(x.Lhs)-1], body.List[i+1:]) {
					call, _ = ast.Unparen(x.Rhs[0]).(*ast.CallExpr)
				}
			}
			if call == nil || b.funcObj(ast.Unparen(call.Fun)) == nil {
				continue
			}
			out = append(out, nameRoute{name: cc.List[0], handler: call.Fun})
		}
	}
	return out
}

// returnsErrAfter reports whether the statements after a switch begin
// with `if err != nil { ...; return ..., err }` for the variable lhs: the
// error a case assigns leaves the function as it is, as it would from a
// `return h.handleSearch(...)` in the case.
func (b *builder) returnsErrAfter(lhs ast.Expr, after []ast.Stmt) bool {
	id, ok := ast.Unparen(lhs).(*ast.Ident)
	if !ok || len(after) == 0 {
		return false
	}
	v := b.pass.TypesInfo.Uses[id]
	if v == nil || !isErrorType(v.Type()) {
		return false
	}
	ifs, ok := after[0].(*ast.IfStmt)
	if !ok || ifs.Init != nil || len(ifs.Body.List) == 0 {
		return false
	}
	cond, ok := ast.Unparen(ifs.Cond).(*ast.BinaryExpr)
	if !ok || cond.Op != token.NEQ {
		return false
	}
	if x, ok := ast.Unparen(cond.X).(*ast.Ident); !ok || b.pass.TypesInfo.Uses[x] != v {
		return false
	}
	ret, ok := ifs.Body.List[len(ifs.Body.List)-1].(*ast.ReturnStmt)
	if !ok || len(ret.Results) == 0 {
		return false
	}
	last, ok := ast.Unparen(ret.Results[len(ret.Results)-1]).(*ast.Ident)
	return ok && b.pass.TypesInfo.Uses[last] == v
}

// narrowingName returns the name that a test of the definition's Name,
// enclosing the registration call, fixes: a loop over a list of definitions that
// picks each one's handler by name,
//
//	for _, tool := range provider.GetTools() {
//		switch tool.Name {
//		case mcp.ListTagsToolName:
//			s.AddTool(tool, provider.ListTags)
//
// or `if tool.Name == "x" { s.AddTool(tool, h) }`. The case's one
// constant is the name of the tool registered there; of a list the model
// can read, only that element is.
func (b *builder) narrowingName(def ast.Expr, call *ast.CallExpr) (Name, bool) {
	id, ok := ast.Unparen(def).(*ast.Ident)
	if !ok {
		return Name{}, false
	}
	v := b.pass.TypesInfo.Uses[id]
	if v == nil {
		return Name{}, false
	}
	isNameOfDef := func(e ast.Expr) bool {
		sel, ok := ast.Unparen(e).(*ast.SelectorExpr)
		if !ok || sel.Sel.Name != "Name" {
			return false
		}
		x, ok := ast.Unparen(sel.X).(*ast.Ident)
		return ok && b.pass.TypesInfo.Uses[x] == v
	}
	path := b.pathTo(call)
	for i := len(path) - 1; i > 0; i-- {
		switch n := path[i].(type) {
		case *ast.CaseClause:
			sw, ok := path[i-1].(*ast.BlockStmt)
			if !ok || i < 2 || len(n.List) != 1 {
				continue
			}
			if s, ok := path[i-2].(*ast.SwitchStmt); ok && s.Body == sw && s.Tag != nil && isNameOfDef(s.Tag) {
				return b.name(n.List[0]), true
			}
		case *ast.IfStmt:
			be, ok := ast.Unparen(n.Cond).(*ast.BinaryExpr)
			if !ok || be.Op != token.EQL || i+1 >= len(path) || path[i+1] != n.Body {
				continue
			}
			for _, pair := range [][2]ast.Expr{{be.X, be.Y}, {be.Y, be.X}} {
				if isNameOfDef(pair[0]) {
					if nm := b.name(pair[1]); nm.Known {
						return nm, true
					}
				}
			}
		case *ast.FuncDecl, *ast.FuncLit:
			return Name{}, false
		}
	}
	return Name{}, false
}
