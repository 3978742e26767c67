// Command custom-gcl is golangci-lint v2.15.0 with mcplint's module
// plugin built in: what "golangci-lint custom" makes from .custom-gcl.yml,
// written as a Go module so that it builds from the module proxy alone
// (golangci-lint custom clones golangci-lint from GitHub). CI builds it
// to prove the plugin; users follow the README instead.
package main

import (
	"fmt"
	"os"
	"runtime/debug"

	"github.com/golangci/golangci-lint/v2/pkg/commands"
	"github.com/golangci/golangci-lint/v2/pkg/exitcodes"

	// The plugin registers itself as "mcplint" (register.Plugin in init),
	// as the blank imports of golangci-lint's cmd/golangci-lint/plugins.go.
	_ "github.com/mcplint-go/mcplint/gclplugin"
)

func main() {
	info := commands.BuildInfo{Version: "2.15.0-custom-gcl-mcplint", Commit: "?", Date: "(unknown)", GoVersion: "unknown"}
	if bi, ok := debug.ReadBuildInfo(); ok {
		info.GoVersion = bi.GoVersion
	}
	if err := commands.Execute(info); err != nil {
		fmt.Fprintf(os.Stderr, "The command is terminated due to an error: %v\n", err)
		os.Exit(exitcodes.Failure)
	}
}
