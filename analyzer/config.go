package analyzer

import (
	"flag"
	"fmt"
)

// Spec versions of MCP that change what the passes report.
const (
	Spec20250618 = "2025-06-18"
	Spec20251125 = "2025-11-25"
	Spec20260728 = "2026-07-28"
	// DefaultSpec is the version a server is assumed to target.
	DefaultSpec = Spec20260728
)

// Config holds the settings every pass reads. There is one Config for the
// whole run, set through the flags of Analyzer ("-mcp.spec" and so on), so
// go vet, the standalone command, golangci-lint and nogo set it alike.
type Config struct {
	// Spec is the MCP spec version the server targets.
	Spec string
	// PortableNames makes toolnames apply the stricter client rule
	// ^[A-Za-z0-9_-]{1,64}$.
	PortableNames bool
	// ServerNameBudget is the number of characters a client prefix
	// (server name and separator) takes from the 60 Cursor allows for
	// server name plus tool name; used with PortableNames.
	ServerNameBudget int
	// StrictSchema turns on schemadrift's opt-in rules.
	StrictSchema bool
}

// AtLeast reports whether the configured spec is v or newer. Spec
// versions are dates, so they compare as strings.
func (c Config) AtLeast(v string) bool { return c.Spec >= v }

type specFlag struct{ v *string }

func (f specFlag) String() string {
	if f.v == nil {
		return DefaultSpec
	}
	return *f.v
}

func (f specFlag) Set(s string) error {
	switch s {
	case Spec20250618, Spec20251125, Spec20260728:
		*f.v = s
		return nil
	}
	return fmt.Errorf("unknown MCP spec version %q (want %s, %s or %s)", s, Spec20250618, Spec20251125, Spec20260728)
}

var config = Config{Spec: DefaultSpec}

func registerFlags(fs *flag.FlagSet) {
	fs.Var(specFlag{&config.Spec}, "spec", "MCP spec version the server targets: "+Spec20250618+", "+Spec20251125+" or "+Spec20260728)
	fs.BoolVar(&config.PortableNames, "portable", false, "toolnames: also require names that the strictest clients accept (^[A-Za-z0-9_-]{1,64}$)")
	fs.IntVar(&config.ServerNameBudget, "prefix", 0, "toolnames: with -mcp.portable, characters a client prefix takes from Cursor's 60 for server name plus tool name")
	fs.BoolVar(&config.StrictSchema, "strict", false, "schemadrift: turn on the opt-in rules (any fields, error results without structured content, typed IsError results)")
}
