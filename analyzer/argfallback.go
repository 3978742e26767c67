package analyzer

import (
	"go/ast"
	"go/constant"
	"go/token"
)

// fallbackReads returns the accessor reads of body that stand in for
// another argument when it is empty: `v := req.GetString("text", "")`,
// then `if v == "" { v = req.GetString("payload", "") }`. Each maps to
// the name of the argument it stands in for. The first name is the one
// a schema declares; the second is an old name kept for old clients,
// which a client that follows the schema never needs.
func (b *builder) fallbackReads(body *ast.BlockStmt) map[ast.Node]string {
	var out map[ast.Node]string
	info := b.pass.TypesInfo
	ast.Inspect(body, func(n ast.Node) bool {
		block, ok := n.(*ast.BlockStmt)
		if !ok {
			return true
		}
		for i, st := range block.List {
			ifs, ok := st.(*ast.IfStmt)
			if !ok || ifs.Init != nil || i == 0 {
				continue
			}
			v := emptinessTested(ifs.Cond)
			if v == nil {
				continue
			}
			primary := b.readAssigned(block.List[i-1], v)
			if primary == "" {
				continue
			}
			for _, bs := range ifs.Body.List {
				as, ok := bs.(*ast.AssignStmt)
				if !ok || as.Tok != token.ASSIGN || len(as.Lhs) != 1 || len(as.Rhs) != 1 {
					continue
				}
				if id, ok := as.Lhs[0].(*ast.Ident); !ok || info.ObjectOf(id) != info.ObjectOf(v) {
					continue
				}
				if call, ok := ast.Unparen(as.Rhs[0]).(*ast.CallExpr); ok {
					if _, isRead := b.accessorRead(call); isRead {
						if out == nil {
							out = map[ast.Node]string{}
						}
						out[call] = primary
					}
				}
			}
		}
		return true
	})
	return out
}

// emptinessTested returns v of a condition `v == ""` or `v == 0`.
func emptinessTested(cond ast.Expr) *ast.Ident {
	be, ok := ast.Unparen(cond).(*ast.BinaryExpr)
	if !ok || be.Op != token.EQL {
		return nil
	}
	id, ok := ast.Unparen(be.X).(*ast.Ident)
	lit, isLit := ast.Unparen(be.Y).(*ast.BasicLit)
	if !ok || !isLit {
		return nil
	}
	if v := constant.MakeFromLiteral(lit.Value, lit.Kind, 0); v.Kind() == constant.String && constant.StringVal(v) == "" || v.Kind() == constant.Int && constant.Sign(v) == 0 {
		return id
	}
	return nil
}

// readAssigned returns the name of the argument that st (`v :=
// req.GetString("text", "")`) reads into v, or "".
func (b *builder) readAssigned(st ast.Stmt, v *ast.Ident) string {
	as, ok := st.(*ast.AssignStmt)
	if !ok || len(as.Lhs) != 1 || len(as.Rhs) != 1 {
		return ""
	}
	id, ok := as.Lhs[0].(*ast.Ident)
	if !ok || b.pass.TypesInfo.ObjectOf(id) != b.pass.TypesInfo.ObjectOf(v) {
		return ""
	}
	call, ok := ast.Unparen(as.Rhs[0]).(*ast.CallExpr)
	if !ok {
		return ""
	}
	r, ok := b.accessorRead(call)
	if !ok {
		return ""
	}
	return r.Name
}
