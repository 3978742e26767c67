// Package gclplugin is mcplint's golangci-lint v2 module plugin.
//
// Import it from a custom golangci-lint build (.custom-gcl.yml, see the
// README) and enable the linter "mcplint":
//
//	linters:
//	  enable: [mcplint]
//	  settings:
//	    custom:
//	      mcplint:
//	        type: module
//	        description: checks MCP servers
//	        settings:
//	          spec: "2025-11-25"   # -mcp.spec
//	          portable: true       # -mcp.portable
//	          prefix: 12           # -mcp.prefix
//	          strict: true         # -mcp.strict
//	          disable: [listmutation]
//	          inputdrift:
//	            unread: false      # -inputdrift.unread=false
//
// Each setting is the analyzer flag of the same name that go vet and the
// mcplint command take (-mcp.spec and so on), so every driver reads one
// configuration. An unknown key is an error.
//
// Under golangci-lint, //nolint directives are golangci-lint's to apply
// (mcplint's model leaves them alone, analyzer.NolintByDriver), so that
// nolintlint sees them used; //lint:ignore CHECK stays mcplint's.
// Related information is folded into the message, as golangci-lint would
// make an issue of each entry.
package gclplugin

import (
	"fmt"
	"path/filepath"
	"slices"
	"strconv"

	"github.com/golangci/plugin-module-register/register"
	"github.com/mcplint-go/mcplint"
	"github.com/mcplint-go/mcplint/analyzer"
	"golang.org/x/tools/go/analysis"
)

func init() {
	register.Plugin("mcplint", New)
}

// Settings are the plugin's settings in .golangci.yml. golangci-lint
// lower-cases keys, so the JSON names are lower case.
type Settings struct {
	Spec     *string `json:"spec"`     // -mcp.spec
	Portable *bool   `json:"portable"` // -mcp.portable
	Prefix   *int    `json:"prefix"`   // -mcp.prefix
	Strict   *bool   `json:"strict"`   // -mcp.strict
	// Disable lists checks not to run (like -NAME=false).
	Disable []string `json:"disable"`
	// Inputdrift holds inputdrift's own flags (-inputdrift.*).
	Inputdrift *InputdriftSettings `json:"inputdrift"`
}

// InputdriftSettings are the settings of the inputdrift check, nested
// under its name as golangci-lint's configuration reader nests any
// dotted key.
type InputdriftSettings struct {
	Unread *bool `json:"unread"` // -inputdrift.unread
}

// checkFlags returns the checks' own flags the settings stand for, by
// check and flag name.
func (s Settings) checkFlags() map[string]map[string]string {
	f := map[string]map[string]string{}
	if s.Inputdrift != nil && s.Inputdrift.Unread != nil {
		f["inputdrift"] = map[string]string{"unread": strconv.FormatBool(*s.Inputdrift.Unread)}
	}
	return f
}

// flags returns the analyzer flags the settings stand for, by flag name,
// with the values as the command line would spell them.
func (s Settings) flags() map[string]string {
	f := map[string]string{}
	if s.Spec != nil {
		f["spec"] = *s.Spec
	}
	if s.Portable != nil {
		f["portable"] = strconv.FormatBool(*s.Portable)
	}
	if s.Prefix != nil {
		f["prefix"] = strconv.Itoa(*s.Prefix)
	}
	if s.Strict != nil {
		f["strict"] = strconv.FormatBool(*s.Strict)
	}
	return f
}

// New is the plugin's constructor, called by golangci-lint with the
// settings of .golangci.yml.
func New(conf any) (register.LinterPlugin, error) {
	s, err := register.DecodeSettings[Settings](conf)
	if err != nil {
		return nil, fmt.Errorf("mcplint: %w", err)
	}
	for name, value := range s.flags() {
		if err := analyzer.Analyzer.Flags.Set(name, value); err != nil {
			return nil, fmt.Errorf("mcplint: setting %s: %w", name, err)
		}
	}
	for check, flags := range s.checkFlags() {
		i := slices.IndexFunc(mcplint.Analyzers(), func(a *analysis.Analyzer) bool { return a.Name == check })
		for name, value := range flags {
			if err := mcplint.Analyzers()[i].Flags.Set(name, value); err != nil {
				return nil, fmt.Errorf("mcplint: setting %s.%s: %w", check, name, err)
			}
		}
	}
	for _, name := range s.Disable {
		if !slices.Contains(analyzer.Checks, name) {
			return nil, fmt.Errorf("mcplint: disable: unknown check %q (checks: %v)", name, analyzer.Checks)
		}
	}
	// golangci-lint applies //nolint to mcplint's issues itself.
	analyzer.NolintByDriver = true
	return &plugin{disable: s.Disable}, nil
}

type plugin struct {
	disable []string
}

// BuildAnalyzers returns the model analyzer and the enabled checks. The
// model reports malformed suppression directives, so it stays in.
//
// golangci-lint turns each related-information entry of a diagnostic into
// an issue of its own, so that one finding would count as two or three,
// on lines where there is nothing to fix. The checks are therefore
// wrapped so that related information is folded into the message, and
// golangci-lint counts what mcplint counts.
func (p *plugin) BuildAnalyzers() ([]*analysis.Analyzer, error) {
	var as []*analysis.Analyzer
	for _, a := range mcplint.Analyzers() {
		if slices.Contains(p.disable, a.Name) {
			continue
		}
		if a != analyzer.Analyzer { // the model: others require it by identity
			a = foldRelated(a)
		}
		as = append(as, a)
	}
	return as, nil
}

// foldRelated returns a copy of check a whose diagnostics carry their
// related information in the message, as " (see FILE:LINE: MESSAGE)".
func foldRelated(a *analysis.Analyzer) *analysis.Analyzer {
	w := *a
	w.Run = func(pass *analysis.Pass) (any, error) {
		p := *pass
		p.Report = func(d analysis.Diagnostic) {
			for _, r := range d.Related {
				posn := pass.Fset.Position(r.Pos)
				d.Message += fmt.Sprintf(" (see %s:%d: %s)", filepath.Base(posn.Filename), posn.Line, r.Message)
			}
			d.Related = nil
			pass.Report(d)
		}
		return a.Run(&p)
	}
	return &w
}

// GetLoadMode asks for type information: the checks need types and facts.
func (p *plugin) GetLoadMode() string { return register.LoadModeTypesInfo }
