package inputdrift

import (
	"go/ast"
	"sort"

	"github.com/mcplint-go/mcplint/analyzer"
)

// sharedFinding is a pending read-undeclared finding on a read in a
// helper that several tools call (analyzer.ArgRead.Shared).
type sharedFinding struct {
	r    *analyzer.Registration
	args *analyzer.ArgSchema
	rd   analyzer.ArgRead
	tool string
}

// sharedUndeclared keeps, for a shared helper's read of a name r's schema
// does not declare, the tool that comes first by name; a name another
// tool of the package declares is that tool's read (declaredByAnyTool).
func (c *checker) sharedUndeclared(r *analyzer.Registration, args *analyzer.ArgSchema, rd analyzer.ArgRead) {
	if !args.Complete || args.Open || len(args.Props) == 0 || c.declaredByAnyTool(rd.Name) || args.Props[rd.FallbackOf] != nil {
		return
	}
	tool := toolLabel(r)
	if old, ok := c.pendingShared[rd.Node]; ok && old.tool <= tool {
		return
	}
	c.pendingShared[rd.Node] = sharedFinding{r, args, rd, tool}
}

// reportShared reports the pending shared findings, in source order.
func (c *checker) reportShared() {
	nodes := make([]ast.Node, 0, len(c.pendingShared))
	for n := range c.pendingShared {
		nodes = append(nodes, n)
	}
	sort.Slice(nodes, func(i, j int) bool { return nodes[i].Pos() < nodes[j].Pos() })
	for _, n := range nodes {
		f := c.pendingShared[n]
		if c.reported[n] {
			continue
		}
		c.reported[n] = true
		c.undeclared(f.r, f.args, f.rd, f.tool)
	}
}
