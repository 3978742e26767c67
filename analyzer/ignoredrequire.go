package analyzer

import (
	"go/ast"
	"go/types"
	"strings"

	"golang.org/x/mod/semver"
)

// A tool that asks mcp-go for a required argument and throws the answer's
// error away goes on without the argument:
//
//	target, _ := req.RequireString("target")
//	out, err := exec.CommandContext(ctx, "nmap", target).Output()
//
// RequireString fails when the argument is absent or of another type;
// with its error discarded the tool runs on the zero value and answers a
// success for a call the model did not make. The SDK checks nothing
// before the handler unless the server enables input validation
// (WithInputSchemaValidation, mcp-go v0.55.0 and later), so this error is
// the only check the argument gets.

// mcpGoValidationSince is the first mcp-go release with
// server.WithInputSchemaValidation (server/server.go).
const mcpGoValidationSince = "v0.55.0"

// IgnoredArgRequires returns h's Require* reads (which ArgReads does not
// mark Fails when the error is dropped) whose error is assigned to the
// blank identifier while the value is kept, as IgnoredParses with
// How IgnoredDiscarded and Accessor set. A read the schema declares
// optional (the discard is then a default, as GetString's) and one the
// tool replaces by a default under a test of its value are left out, as
// is every read when the server may validate its input (a newer mcp-go
// whose server is not built in this package, or is built with
// WithInputSchemaValidation).
func (m *Model) IgnoredArgRequires(h *Handler) []IgnoredParse {
	if m.b == nil || h.FuncNode() == nil || h.SDK != MCPGo || m.mayValidateInput() {
		return nil
	}
	info := m.b.pass.TypesInfo
	requires := map[*ast.CallExpr]string{}
	for _, rd := range m.ArgReads(h, nil) {
		if call, ok := rd.Node.(*ast.CallExpr); ok && strings.HasPrefix(rd.Via, "Require") && !m.declaredOptional(h, rd.Name) {
			requires[call] = rd.Name
		}
	}
	if len(requires) == 0 {
		return nil
	}
	var out []IgnoredParse
	for _, fn := range m.ArgDelegates(h) {
		body := funcBodyOf(fn)
		ast.Inspect(body, func(n ast.Node) bool {
			as, ok := n.(*ast.AssignStmt)
			if !ok || len(as.Lhs) != 2 || len(as.Rhs) != 1 || !isBlank(as.Lhs[1]) || isBlank(as.Lhs[0]) {
				return true
			}
			call, _ := ast.Unparen(as.Rhs[0]).(*ast.CallExpr)
			name, ok := requires[call]
			if !ok {
				return true
			}
			p := IgnoredParse{Arg: name, Call: call, Callee: CalleeName(info, call), How: IgnoredDiscarded, Accessor: true, Stmt: as}
			if !defaulted(info, body, p) {
				out = append(out, p)
			}
			return true
		})
	}
	return out
}

// declaredOptional reports whether every schema of h's tools that the
// model reads declares name and leaves it optional.
func (m *Model) declaredOptional(h *Handler, name string) bool {
	seen := false
	for _, r := range h.Tools {
		a := m.Args(r)
		if a == nil {
			return false
		}
		for _, p := range a.Props {
			if p.Name == name {
				if !p.RequiredKnown || p.Required {
					return false
				}
				seen = true
			}
		}
	}
	return seen
}

// mayValidateInput reports whether the mcp-go server may check the
// arguments against the input schema before the handler runs: a release
// that has WithInputSchemaValidation, unless this package builds the
// server without it.
func (m *Model) mayValidateInput() bool {
	m.validation.once.Do(func() {
		v := m.Version(MCPGo)
		if v == "" || !semver.IsValid(v) || semver.Compare(v, mcpGoValidationSince) < 0 {
			return
		}
		builds, validates := false, false
		for _, obj := range m.b.pass.TypesInfo.Uses {
			fn, ok := obj.(*types.Func)
			if !ok || fn.Pkg() == nil || fn.Pkg().Path() != mcpGoServer {
				continue
			}
			switch fn.Name() {
			case "NewMCPServer":
				builds = true
			case "WithInputSchemaValidation":
				validates = true
			}
		}
		m.validation.may = !builds || validates
	})
	return m.validation.may
}
