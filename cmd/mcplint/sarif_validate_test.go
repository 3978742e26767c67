package main_test

import (
	"os"
	"path/filepath"
	"regexp"
	"testing"

	"github.com/mcplint-go/mcplint/internal/integration"
)

// validatorFinding is a line of sarif-multitool's report that names an
// error or a warning ("file(12,13): error GH2012: ...").
var validatorFinding = regexp.MustCompile(`(?m)^.*\): (error|warning) [A-Z]+[0-9]+:.*$`)

// TestSARIFValidator runs Microsoft's SARIF validator on the example's
// SARIF with GitHub's ingestion rules (Gh) and the SARIF rules (Sarif),
// and fails on any error or warning: what code scanning would refuse or
// warn about. .ci/run installs the validator (npm @microsoft/sarif-multitool).
func TestSARIFValidator(t *testing.T) {
	validator := integration.Need(t, "sarif-multitool")
	bin := integration.Mcplint(t)
	dir := integration.Example(t, "travel-desk")
	r := integration.Run(t, dir, nil, bin, "-format=sarif")
	if r.Code != 0 {
		t.Fatalf("-format=sarif: %s", r)
	}
	log := filepath.Join(t.TempDir(), "travel-desk.sarif")
	if err := os.WriteFile(log, []byte(r.Stdout), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, kind := range []string{"Gh", "Sarif"} {
		t.Run(kind, func(t *testing.T) {
			out := filepath.Join(t.TempDir(), "validation.sarif")
			v := integration.Run(t, dir, nil, validator, "validate", "--rule-kind", kind, "--output", out, log)
			if v.Code != 0 {
				t.Fatalf("sarif-multitool validate --rule-kind %s: %s", kind, v)
			}
			for _, f := range validatorFinding.FindAllString(v.Stdout+v.Stderr, -1) {
				t.Errorf("%s", f)
			}
		})
	}
}
