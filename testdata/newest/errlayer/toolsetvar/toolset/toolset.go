// Package toolset is a project's collection of mcp-go tools: packages of
// tools add server.ServerTool values to it, the server adds them all.
package toolset

import "github.com/mark3labs/mcp-go/server"

type Set struct{ read, write []server.ServerTool }

func New() *Set { return &Set{} }

func (t *Set) RegisterRead(s server.ServerTool)  { t.read = append(t.read, s) }
func (t *Set) RegisterWrite(s server.ServerTool) { t.write = append(t.write, s) }
func (t *Set) Tools() []server.ServerTool        { return append(t.read, t.write...) }
