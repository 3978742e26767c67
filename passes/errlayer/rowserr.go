package errlayer

import (
	"go/ast"

	"github.com/mcplint-go/mcplint/analyzer"
	"golang.org/x/tools/go/analysis"
)

// uncheckedRowsErr is the rule for a result set read to its end without
// asking why it ended: `for rows.Next() { ... }` stops on the last row and
// on a failure alike (a lost connection, a row that fails mid-stream), and
// only rows.Err() tells them apart. A tool that never calls it answers a
// truncated result as the whole one. Rows are a value with Next() bool,
// Scan(...) error and Err() error (database/sql, sqlx, pgx); a function
// that returns the rows or passes them on leaves the check to another.
func (c *checker) uncheckedRowsErr(h *analyzer.Handler, body *ast.BlockStmt) {
	for _, u := range analyzer.UncheckedRowsLoops(c.pass.TypesInfo, c.pass.Pkg, body) {
		name := u.Rows.Name()
		c.report(analysis.Diagnostic{
			Pos: u.Loop.Pos(), End: u.Loop.Cond.End(), Category: catSwallowed,
			Message: toolLabel(h) + ": " + name + ".Err() is never checked after this loop, and " + name + ".Next() returns false on a failure as on the last row, " +
				"so a result cut short (a lost connection, a row that fails mid-stream) goes back to the model as the whole answer; after the loop, return an isError result when " + name + ".Err() != nil",
		})
	}
}
