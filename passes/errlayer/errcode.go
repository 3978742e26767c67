package errlayer

import (
	"go/ast"
	"go/constant"
	"go/types"
	"strconv"
	"strings"

	"github.com/mcplint-go/mcplint/analyzer"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"
)

const catErrorCode = "error-code"

// errorCodes is rule 6: hand-built JSON-RPC errors (go-sdk jsonrpc.Error
// literals, mcp-go NewJSONRPCError and NewJSONRPCErrorDetails) with a
// constant code the spec rules out. Test files are skipped: tests build
// such errors to exercise clients.
func (c *checker) errorCodes() {
	info := c.pass.TypesInfo
	for _, file := range c.pass.Files {
		if strings.HasSuffix(c.pass.Fset.File(file.Pos()).Name(), "_test.go") {
			continue
		}
		ast.Inspect(file, func(n ast.Node) bool {
			var code, msg ast.Expr
			switch x := n.(type) {
			case *ast.CompositeLit:
				if !analyzer.IsJSONRPCError(info.TypeOf(x)) {
					return true
				}
				for _, elt := range x.Elts {
					if kv, ok := elt.(*ast.KeyValueExpr); ok {
						if id, ok := kv.Key.(*ast.Ident); ok {
							switch id.Name {
							case "Code":
								code = kv.Value
							case "Message":
								msg = kv.Value
							}
						}
					}
				}
			case *ast.CallExpr:
				fn, _ := typeutil.Callee(info, x).(*types.Func)
				switch analyzer.OpOf(fn) {
				case analyzer.OpNewJSONRPCError:
					if len(x.Args) >= 3 {
						code, msg = x.Args[1], x.Args[2]
					}
				case analyzer.OpNewJSONRPCErrorDetails:
					if len(x.Args) >= 2 {
						code, msg = x.Args[0], x.Args[1]
					}
				}
			}
			if code == nil {
				return true
			}
			tv, ok := info.Types[code]
			if !ok || tv.Value == nil {
				return true
			}
			n64, exact := constant.Int64Val(constant.ToInt(tv.Value))
			if !exact {
				return true
			}
			if why := c.badCode(n64, c.constString(msg)); why != "" {
				c.report(analysis.Diagnostic{Pos: code.Pos(), End: code.End(), Category: catErrorCode,
					Message: "JSON-RPC error code " + strconv.FormatInt(n64, 10) + ": " + why})
			}
			return true
		})
	}
}

func (c *checker) constString(e ast.Expr) string {
	if e == nil {
		return ""
	}
	if tv, ok := c.pass.TypesInfo.Types[e]; ok && tv.Value != nil && tv.Value.Kind() == constant.String {
		return constant.StringVal(tv.Value)
	}
	return ""
}

// badCode says what is wrong with a code (and message), or "".
func (c *checker) badCode(code int64, msg string) string {
	m := strings.ToLower(msg)
	latest := c.m.Config.AtLeast(analyzer.Spec20260728)
	switch {
	case code == -32601 && strings.Contains(m, "tool") && (strings.Contains(m, "unknown") || strings.Contains(m, "not found")):
		return "an unknown tool is -32602 (Invalid params) in the spec and in both Go SDKs, not -32601 (Method not found)"
	case !latest:
		return ""
	case code == -32002:
		return "retired by spec 2026-07-28 (implementations MUST NOT emit it); a missing resource is -32602 (Invalid params)"
	case code == -32042:
		return "retired by spec 2026-07-28 (implementations MUST NOT emit it)"
	case code <= -32020 && code >= -32099 && code != -32020 && code != -32021 && code != -32022:
		return "the range -32020 to -32099 is reserved for codes the MCP spec defines and implementations MUST NOT emit others; use a code outside -32768 to -32000"
	}
	return ""
}
