package analyzer

import (
	"golang.org/x/tools/go/analysis"
)

// Report sends d for the pass named check unless a suppression directive
// in the source covers it. Every pass reports through Report, so
// suppression behaves the same under go vet, the standalone command,
// golangci-lint and nogo.
func Report(pass *analysis.Pass, check string, d analysis.Diagnostic) {
	m, _ := pass.ResultOf[Analyzer].(*Model)
	if m != nil && m.suppressed(pass, check, d) {
		return
	}
	pass.Report(d)
}

// suppressed reports whether a directive covers d for check. The
// directives are read by the model (see directives.go).
func (m *Model) suppressed(pass *analysis.Pass, check string, d analysis.Diagnostic) bool {
	if m.directives == nil {
		return false
	}
	return m.directives.covers(pass.Fset, check, d.Pos)
}
