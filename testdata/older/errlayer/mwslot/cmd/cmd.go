// Package cmd fills mwslot's middleware slots. Logging keeps mwslot's
// findings right; ToResult makes them false positives, which the model
// notes here (Model.Unread) without reporting anything.
package cmd

import (
	"github.com/mark3labs/mcp-go/server"

	"fixtures/errlayer/mwslot"
	"fixtures/errlayer/mwslot/mw"
)

// Run builds the servers.
func Run(strict bool) {
	mwslot.NewServer(mwslot.Config{ToolMiddleware: []server.ToolHandlerMiddleware{mw.Logging()}})
	mwslot.NewWithMiddleware(mw.Logging())
	if strict {
		mwslot.NewServer(mwslot.Config{ToolMiddleware: []server.ToolHandlerMiddleware{mw.ToResult()}})
		mwslot.NewWithMiddleware(mw.Recover)
	}
}
