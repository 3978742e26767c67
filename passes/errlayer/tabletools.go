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

// routeTools runs, on the tools of a router in a package without an SDK
// whose answer is the project's own tool result (Model.RouteTools), the
// rules that do not depend on what the adapter of another package makes
// of a returned error: tableTools' rules, and a failure answered as a
// success result or dropped on the way to one (hidden-error,
// swallowed-error), which the result's own isError field decides.
func (c *checker) routeTools() {
	for _, h := range c.m.RouteTools {
		if c.inTest(h.Body()) {
			continue
		}
		fn := funcNode(h)
		c.hiddenError(h, fn)
		c.swallowed(h)
		c.eachToolFunc(fn, c.toolFuncsSeen, func(body *ast.BlockStmt) {
			c.uncheckedStatus(h, body)
			c.uncheckedRowsErr(h, body)
			c.nilOnFailure(h, body)
			c.skippedFailures(h, body)
		})
	}
}
