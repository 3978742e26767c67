package inputdrift

import (
	"go/ast"
	"go/token"
	"go/types"
	"path/filepath"
	"strconv"

	"github.com/mcplint-go/mcplint/analyzer"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"
)

// RawArgsDecodeFact marks an exported function that takes a raw
// handler's request and fails when its arguments are absent: it decodes
// them unguarded (analyzer.RawArgsDecodes) and returns the error
// (mcputil.GetArguments(req) in a helper package). File, Line and Col
// locate the decode.
type RawArgsDecodeFact struct {
	File      string
	Line, Col int
}

func (*RawArgsDecodeFact) AFact() {}
func (f *RawArgsDecodeFact) String() string {
	return "decodes absent arguments at " + filepath.Base(f.File) + ":" + strconv.Itoa(f.Line)
}

// exportRawArgsDecodes exports a RawArgsDecodeFact for each exported
// function of this package that takes a request and decodes its raw
// arguments unguarded, failing with the error.
func (c *checker) exportRawArgsDecodes() {
	analyzer.EachExportedFunc(c.pass, func(fn *types.Func, fd *ast.FuncDecl) {
		if !takesRequest(fn) || !returnsError(fn) {
			return
		}
		if decodes := analyzer.RawArgsDecodes(c.pass.TypesInfo, fd.Body); len(decodes) > 0 {
			p := c.pass.Fset.Position(decodes[0].Pos())
			c.pass.ExportObjectFact(fn, &RawArgsDecodeFact{File: p.Filename, Line: p.Line, Col: p.Column})
		}
	})
}

// absentArguments reports a raw handler that fails the call when the
// client leaves "arguments" out, while r's schema requires no argument
// (so leaving it out is valid): it decodes the raw arguments unguarded,
// itself or through a helper of this package or another one.
func (c *checker) absentArguments(r *analyzer.Registration, h *analyzer.Handler, args *analyzer.ArgSchema) {
	if h == nil || h.Body() == nil || (h.Shape != analyzer.ShapeGoSDKRaw && h.Shape != analyzer.ShapeGoMCP) || requiresSome(args) || c.requiredFor[r] {
		return // (a tool told to mark an argument required has the fix for both)
	}
	info := c.pass.TypesInfo
	for _, fn := range c.m.ArgDelegates(h) {
		body := analyzer.FuncBody(fn)
		for _, call := range analyzer.RawArgsDecodes(info, body) {
			c.reportAbsent(r, h, call, call.Pos())
			return
		}
		done := false
		ast.Inspect(body, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok || done {
				return !done
			}
			callee, _ := typeutil.Callee(info, call).(*types.Func)
			if callee == nil || !passesRequest(info, call) || !analyzer.FailsOnError(info, body, call) {
				return true
			}
			var at token.Pos
			if decl := c.m.FuncDecl(callee); decl != nil {
				if decodes := analyzer.RawArgsDecodes(info, decl.Body); len(decodes) > 0 && returnsError(callee) {
					at = decodes[0].Pos()
				}
			} else if var_ := new(RawArgsDecodeFact); c.pass.ImportObjectFact(callee.Origin(), var_) {
				c.related = c.readPosition(CrossRead{File: var_.File, Line: var_.Line, Col: var_.Col})
				if c.related != nil {
					c.related.Message = "the decode"
				}
				c.reportAbsent(r, h, call, token.NoPos)
				c.related = nil
				done = true
				return false
			}
			if at.IsValid() {
				c.reportAbsent(r, h, call, at)
				done = true
			}
			return !done
		})
		if done {
			return
		}
	}
}

// reportAbsent reports the call that fails on absent arguments; at is the
// decode, when it is in this package.
func (c *checker) reportAbsent(r *analyzer.Registration, h *analyzer.Handler, call *ast.CallExpr, at token.Pos) {
	if c.reported[call] {
		return
	}
	c.reported[call] = true
	why := `json.Unmarshal: "unexpected end of JSON input"`
	if h.Shape == analyzer.ShapeGoMCP {
		why = `protocol.VerifyAndUnmarshal: "request arguments is empty"`
	}
	d := analysis.Diagnostic{
		Pos: call.Pos(), End: call.End(), Category: catRequired,
		Message: toolLabel(r) + ": the schema requires no argument, so a client may leave \"arguments\" out, but the handler then fails: the raw arguments are empty and decoding them fails (" + why +
			"), so a schema-valid call is refused; decode them only when they are not empty (len(...) > 0), or mark the argument the tool needs required",
	}
	if at.IsValid() && at != call.Pos() {
		d.Related = []analysis.RelatedInformation{{Pos: at, End: at, Message: "the decode"}}
	}
	c.report(d)
}

// requiresSome reports whether args lists a required property, or may
// (a property whose required-ness the model could not read).
func requiresSome(args *analyzer.ArgSchema) bool {
	if args == nil || !args.Complete {
		return true
	}
	for _, p := range args.Props {
		if p.Required || !p.RequiredKnown {
			return true
		}
	}
	return false
}

func takesRequest(fn *types.Func) bool {
	sig := fn.Type().(*types.Signature)
	for i := range sig.Params().Len() {
		if analyzer.IsCallToolRequest(sig.Params().At(i).Type()) {
			return true
		}
	}
	return false
}

func passesRequest(info *types.Info, call *ast.CallExpr) bool {
	for _, a := range call.Args {
		if analyzer.IsCallToolRequest(info.TypeOf(a)) {
			return true
		}
	}
	return false
}

func returnsError(fn *types.Func) bool {
	res := fn.Type().(*types.Signature).Results()
	return res.Len() > 0 && types.Identical(res.At(res.Len()-1).Type(), types.Universe.Lookup("error").Type())
}
