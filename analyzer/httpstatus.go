package analyzer

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/types/typeutil"
)

// net/http returns a nil error for a 404 or a 500: a function that reads
// the body of a response and never looks at its status hands the
// upstream's error page on as if it were the answer.
//
//	resp, err := http.DefaultClient.Do(req)
//	if err != nil { return nil, err }
//	defer resp.Body.Close()
//	return io.ReadAll(resp.Body) // a 500's body, as the answer
//
// errlayer reports it in a tool's functions; SkippedFailureFact carries
// it (SkipStatus) to the tools of other packages that call the function.

// UncheckedStatus is a response whose body is read in a function that
// never reads its status.
type UncheckedStatus struct {
	Assign *ast.AssignStmt // resp, err := client.Do(req)
	Resp   *ast.Ident      // resp, as the assignment defines it
	Read   ast.Node        // the first read of its body
}

// UncheckedStatuses returns the responses of body, a function's body,
// whose status nobody reads. The response must come from net/http or
// from a function of this package (decl finds its declaration) that
// makes one and reads no status; it must stay in the function (not
// returned, stored or passed whole to a function that may check it), and
// its body must be read there.
func UncheckedStatuses(info *types.Info, body *ast.BlockStmt, decl func(*types.Func) *ast.FuncDecl) []UncheckedStatus {
	var out []UncheckedStatus
	ast.Inspect(body, func(n ast.Node) bool {
		as, ok := n.(*ast.AssignStmt)
		if !ok || len(as.Rhs) != 1 || len(as.Lhs) == 0 {
			return true
		}
		call, ok := ast.Unparen(as.Rhs[0]).(*ast.CallExpr)
		if !ok {
			return true
		}
		id, ok := as.Lhs[0].(*ast.Ident)
		if !ok {
			return true
		}
		resp, ok := info.Defs[id].(*types.Var)
		if !ok || !isHTTPResponse(resp.Type()) || !statusUnread(info, call, decl) {
			return true // only a variable defined here: one assigned again may be checked elsewhere
		}
		if read := bodyReadUnchecked(info, body, resp); read != nil && !decodesOnlyLists(info, body) && !checksDecodedError(info, body) {
			out = append(out, UncheckedStatus{Assign: as, Resp: id, Read: read})
		}
		return true
	})
	return out
}

// checksDecodedError reports whether body decodes JSON into a struct
// with an error field (Error, Err, ErrorMessage, Errors), or into a map
// with an "error" key, and then tests that field (`if rpcResp.Error != ""
// { ... }`, `if msg, ok := result["error"].(string); ok`): the peer reports its
// failures in the envelope, which the code reads, and an answer that is
// no envelope fails the decoding.
func checksDecodedError(info *types.Info, body *ast.BlockStmt) bool {
	decoded := map[types.Object]bool{}
	ast.Inspect(body, func(n ast.Node) bool {
		call, _ := jsonDecoding(info, n)
		if call == nil {
			return true
		}
		if u, ok := ast.Unparen(call.Args[len(call.Args)-1]).(*ast.UnaryExpr); ok && u.Op == token.AND {
			if id, ok := ast.Unparen(u.X).(*ast.Ident); ok && info.Uses[id] != nil {
				decoded[info.Uses[id]] = true
			}
		}
		return true
	})
	if len(decoded) == 0 {
		return false
	}
	found := false
	ast.Inspect(body, func(n ast.Node) bool {
		cond, ok := n.(*ast.IfStmt)
		if !ok || found {
			return !found
		}
		test := func(m ast.Node) bool {
			switch x := m.(type) {
			case *ast.SelectorExpr:
				if id, ok := ast.Unparen(x.X).(*ast.Ident); ok && decoded[info.Uses[id]] {
					switch x.Sel.Name {
					case "Error", "Err", "ErrorMessage", "Errors", "ErrorMsg":
						found = true
					}
				}
			case *ast.IndexExpr:
				// a map decoded whole: `if msg, ok := result["error"].(string); ok && msg != ""`
				if id, ok := ast.Unparen(x.X).(*ast.Ident); ok && decoded[info.Uses[id]] {
					if tv, ok := info.Types[x.Index]; ok && tv.Value != nil && tv.Value.Kind() == constant.String {
						switch constant.StringVal(tv.Value) {
						case "error", "err", "errors", "error_message", "errorMessage":
							found = true
						}
					}
				}
			}
			return !found
		}
		ast.Inspect(cond.Cond, test)
		if cond.Init != nil {
			ast.Inspect(cond.Init, test)
		}
		return !found
	})
	return found
}

// decodesOnlyLists reports whether body decodes JSON, and only into
// slices (`json.Unmarshal(data, &targets)` with targets a []Target): an
// error answer, an object or a page of text, does not decode into a list,
// so the failure status comes back as the decoding's error.
func decodesOnlyLists(info *types.Info, body *ast.BlockStmt) bool {
	decodes, lists := 0, 0
	ast.Inspect(body, func(n ast.Node) bool {
		if _, ok := n.(*ast.FuncLit); ok {
			return false // a closure's decodings are of its own requests (go func() { ... health ... }())
		}
		call, fn := jsonDecoding(info, n)
		if call == nil {
			return true
		}
		if fn.Name() == "Unmarshal" && reencoded(info, body, call.Args[0]) {
			return true // a value the code encoded itself, not the body
		}
		decodes++
		if t := info.TypeOf(call.Args[len(call.Args)-1]); t == nil {
			return true
		} else if p, ok := t.Underlying().(*types.Pointer); ok {
			if _, ok := p.Elem().Underlying().(*types.Slice); ok {
				lists++
			}
		}
		return true
	})
	return decodes > 0 && decodes == lists
}

// jsonDecoding returns n and its callee when n is a call of
// encoding/json's Unmarshal or (*Decoder).Decode; nil otherwise.
func jsonDecoding(info *types.Info, n ast.Node) (*ast.CallExpr, *types.Func) {
	call, ok := n.(*ast.CallExpr)
	if !ok || len(call.Args) == 0 {
		return nil, nil
	}
	fn, ok := typeutil.Callee(info, call).(*types.Func)
	if !ok || fn.Pkg() == nil || fn.Pkg().Path() != "encoding/json" || fn.Name() != "Unmarshal" && fn.Name() != "Decode" {
		return nil, nil
	}
	return call, fn
}

// reencoded reports whether data is a variable that body assigns from
// json.Marshal (b, _ := json.Marshal(raw); json.Unmarshal(b, &item)):
// the decoding of the code's own value, not of an answer.
func reencoded(info *types.Info, body *ast.BlockStmt, data ast.Expr) bool {
	id, ok := ast.Unparen(data).(*ast.Ident)
	if !ok || info.Uses[id] == nil {
		return false
	}
	v := info.Uses[id]
	found := false
	ast.Inspect(body, func(n ast.Node) bool {
		as, ok := n.(*ast.AssignStmt)
		if !ok || found || len(as.Rhs) != 1 || len(as.Lhs) == 0 {
			return !found
		}
		if l, ok := as.Lhs[0].(*ast.Ident); !ok || info.ObjectOf(l) != v {
			return true
		}
		if call, ok := ast.Unparen(as.Rhs[0]).(*ast.CallExpr); ok {
			if fn, ok := typeutil.Callee(info, call).(*types.Func); ok && fn.Pkg() != nil && fn.Pkg().Path() == "encoding/json" && strings.HasPrefix(fn.Name(), "Marshal") {
				found = true
			}
		}
		return !found
	})
	return found
}

// bodyReadUnchecked returns the first read of resp's body in body when
// nothing there reads resp's status or lets resp out of sight.
func bodyReadUnchecked(info *types.Info, body *ast.BlockStmt, resp *types.Var) ast.Node {
	var read ast.Node
	settled := false
	ast.Inspect(body, func(n ast.Node) bool {
		if settled {
			return false
		}
		switch n := n.(type) {
		case *ast.SelectorExpr:
			if x, ok := ast.Unparen(n.X).(*ast.Ident); ok && info.Uses[x] == resp {
				switch n.Sel.Name {
				case "StatusCode", "Status":
					settled = true // read: whatever it does with it is the author's
				}
				return false
			}
		case *ast.CallExpr:
			for _, a := range n.Args {
				// io.ReadAll(resp.Body), json.NewDecoder(resp.Body): the body
				// is the answer; resp.Body.Close() alone is not a read.
				if sel, ok := ast.Unparen(a).(*ast.SelectorExpr); ok && sel.Sel.Name == "Body" {
					if x, ok := ast.Unparen(sel.X).(*ast.Ident); ok && info.Uses[x] == resp && read == nil {
						read = n
					}
				}
			}
		case *ast.BinaryExpr:
			if IsNilComparison(info, n, resp) {
				return false
			}
		case *ast.Ident:
			if info.Uses[n] == resp {
				settled = true // returned, stored or passed whole: checked out of sight
			}
		}
		return true
	})
	if settled {
		return nil
	}
	return read
}

// statusUnread reports whether the response call returns has a status
// nobody has looked at: net/http's own calls, or a function of this
// package that makes one and never reads a status. Another package's
// client (an API SDK, a project wrapper) may check it: not judged.
func statusUnread(info *types.Info, call *ast.CallExpr, decl func(*types.Func) *ast.FuncDecl) bool {
	fn := typeutil.StaticCallee(info, call)
	if fn == nil {
		return false
	}
	if netHTTPCall(fn) {
		return true
	}
	fd := decl(fn.Origin())
	if fd == nil || fd.Body == nil {
		return false
	}
	makes, reads := false, false
	ast.Inspect(fd.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.SelectorExpr:
			if n.Sel.Name == "StatusCode" || n.Sel.Name == "Status" {
				reads = true
			}
		case *ast.CallExpr:
			if f := typeutil.StaticCallee(info, n); f != nil && netHTTPCall(f) {
				makes = true
			}
		}
		return !reads
	})
	return makes && !reads
}

// netHTTPCall reports whether fn is one of net/http's request functions,
// which return any status with a nil error.
func netHTTPCall(fn *types.Func) bool {
	if fn.Pkg() == nil || fn.Pkg().Path() != "net/http" {
		return false
	}
	switch fn.Name() {
	case "Get", "Post", "PostForm", "Head", "Do":
		return true
	}
	return false
}

// isHTTPResponse reports whether t is *net/http.Response.
func isHTTPResponse(t types.Type) bool {
	p, ok := t.(*types.Pointer)
	if !ok {
		return false
	}
	n, ok := types.Unalias(p.Elem()).(*types.Named)
	return ok && n.Obj().Pkg() != nil && n.Obj().Pkg().Path() == "net/http" && n.Obj().Name() == "Response"
}

// IsNilComparison reports whether be is `v == nil` or `v != nil`.
func IsNilComparison(info *types.Info, be *ast.BinaryExpr, v types.Object) bool {
	for _, pair := range [][2]ast.Expr{{be.X, be.Y}, {be.Y, be.X}} {
		if id, ok := ast.Unparen(pair[0]).(*ast.Ident); ok && info.Uses[id] == v && isNilIdent(info, pair[1]) {
			return true
		}
	}
	return false
}
