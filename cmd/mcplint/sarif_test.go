package main_test

import (
	"encoding/json"
	"os"
	"strings"
	"testing"

	"github.com/mcplint-go/mcplint"
	"github.com/mcplint-go/mcplint/internal/integration"
)

type sarifLog struct {
	Version string `json:"version"`
	Runs    []struct {
		Tool struct {
			Driver struct {
				Name    string `json:"name"`
				Version string `json:"version"`
				Rules   []struct {
					ID               string `json:"id"`
					ShortDescription struct{ Text string }
					HelpURI          string `json:"helpUri"`
				} `json:"rules"`
			} `json:"driver"`
		} `json:"tool"`
		OriginalURIBaseIDs map[string]struct{ URI string } `json:"originalUriBaseIds"`
		Results            []struct {
			RuleID    string `json:"ruleId"`
			RuleIndex int    `json:"ruleIndex"`
			Message   struct{ Text string }
			Locations []struct {
				PhysicalLocation struct {
					ArtifactLocation struct {
						URI       string `json:"uri"`
						URIBaseID string `json:"uriBaseId"`
					} `json:"artifactLocation"`
					Region struct {
						StartLine, StartColumn, EndLine, EndColumn int
					} `json:"region"`
				} `json:"physicalLocation"`
			} `json:"locations"`
			Fixes []struct {
				ArtifactChanges []struct {
					Replacements []json.RawMessage `json:"replacements"`
				} `json:"artifactChanges"`
			} `json:"fixes"`
		} `json:"results"`
	} `json:"runs"`
}

// TestSARIF checks -format=sarif on the examples: the log parses, has one
// rule per check with its help URL, and one result per finding of -json.
func TestSARIF(t *testing.T) {
	bin := integration.Mcplint(t)
	for _, name := range []string{"travel-desk", "travel-desk-fixed"} {
		t.Run(name, func(t *testing.T) {
			dir := integration.Example(t, name)
			r := integration.Run(t, dir, nil, bin, "-format=sarif")
			if r.Code != 0 {
				t.Fatalf("-format=sarif: %s", r)
			}
			var log sarifLog
			if err := json.Unmarshal([]byte(r.Stdout), &log); err != nil {
				t.Fatalf("the SARIF output does not parse: %v\n%s", err, r.Stdout)
			}
			if log.Version != "2.1.0" || len(log.Runs) != 1 || log.Runs[0].Tool.Driver.Name != "mcplint" {
				t.Fatalf("not a SARIF 2.1.0 log of one mcplint run:\n%s", r.Stdout)
			}
			run := log.Runs[0]

			rules := map[string]int{}
			for i, rule := range run.Tool.Driver.Rules {
				if _, dup := rules[rule.ID]; dup {
					t.Errorf("rule %s appears twice", rule.ID)
				}
				rules[rule.ID] = i
			}
			for _, a := range mcplint.Analyzers()[1:] {
				i, ok := rules[a.Name]
				if !ok {
					t.Errorf("no rule for check %s", a.Name)
					continue
				}
				rule := run.Tool.Driver.Rules[i]
				if rule.HelpURI != a.URL || rule.ShortDescription.Text == "" || strings.Contains(rule.ShortDescription.Text, "\n") {
					t.Errorf("rule %s: helpUri %q (want %q), shortDescription %q", a.Name, rule.HelpURI, a.URL, rule.ShortDescription.Text)
				}
			}
			if len(rules) != len(mcplint.Analyzers()) {
				t.Errorf("%d rules, want one per analyzer (%d)", len(rules), len(mcplint.Analyzers()))
			}

			f, err := integration.ParseJSON(integration.Run(t, dir, nil, bin, "-json").Stdout)
			if err != nil {
				t.Fatal(err)
			}
			if len(run.Results) != f.Count() {
				t.Errorf("%d SARIF results, want one per finding of -json (%d):\n%s", len(run.Results), f.Count(), f)
			}
			perRule := map[string]int{}
			for _, res := range run.Results {
				perRule[res.RuleID]++
				if i, ok := rules[res.RuleID]; !ok || i != res.RuleIndex {
					t.Errorf("result with ruleId %q, ruleIndex %d", res.RuleID, res.RuleIndex)
				}
				if len(res.Locations) != 1 {
					t.Errorf("result %q has %d locations", res.Message.Text, len(res.Locations))
					continue
				}
				loc := res.Locations[0].PhysicalLocation
				reg := loc.Region
				if a := loc.ArtifactLocation; a.URIBaseID != "%SRCROOT%" || strings.HasPrefix(a.URI, "/") || strings.Contains(a.URI, ":") ||
					!fileExists(strings.TrimPrefix(run.OriginalURIBaseIDs["%SRCROOT%"].URI, "file://")+a.URI) {
					t.Errorf("result %q: artifact %+v, want a repository-relative uri under %%SRCROOT%% (%s)", res.Message.Text, a, run.OriginalURIBaseIDs["%SRCROOT%"].URI)
				}
				if reg.StartLine < 1 || reg.StartColumn < 1 || reg.EndLine < reg.StartLine || reg.EndColumn < 1 ||
					(reg.EndLine == reg.StartLine && reg.EndColumn < reg.StartColumn) {
					t.Errorf("result %q: region %+v", res.Message.Text, reg)
				}
				for _, fix := range res.Fixes {
					if len(fix.ArtifactChanges) == 0 || len(fix.ArtifactChanges[0].Replacements) == 0 {
						t.Errorf("result %q: a fix without replacements", res.Message.Text)
					}
				}
			}
			for a, ds := range f {
				if perRule[a] != len(ds) {
					t.Errorf("%s: %d SARIF results, %d findings", a, perRule[a], len(ds))
				}
			}
			if _, ok := run.OriginalURIBaseIDs["%SRCROOT%"]; !ok {
				t.Errorf("no originalUriBaseIds[%%SRCROOT%%]")
			}
		})
	}
}

func fileExists(name string) bool {
	_, err := os.Stat(name)
	return err == nil
}
