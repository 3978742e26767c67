package errlayer

import "go/ast"

// tableTools runs, on the tools that a package without an SDK defines as
// struct literals (Model.TableTools), the rules that do not depend on
// what the adapter of another package makes of a returned error: a
// failure skipped in a loop, an HTTP status never read, a result set
// whose error is never checked. The layer rules need the adapter, and
// stay silent here.
func (c *checker) tableTools() {
	for _, h := range c.m.TableTools {
		c.eachToolFunc(funcNode(h), c.toolFuncsSeen, func(body *ast.BlockStmt) {
			c.uncheckedStatus(h, body)
			c.uncheckedRowsErr(h, body)
			c.skippedFailures(h, body)
		})
	}
}
