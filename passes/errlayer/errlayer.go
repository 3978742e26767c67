package errlayer

import (
	_ "embed"

	"github.com/mcplint-go/mcplint/analyzer"
	"github.com/mcplint-go/mcplint/internal/analysisutil"
	"golang.org/x/tools/go/analysis"
)

//go:embed doc.go
var doc string

// Analyzer is the errlayer check.
var Analyzer = &analysis.Analyzer{
	Name:     "errlayer",
	Doc:      analysisutil.MustExtractDoc(doc, "errlayer"),
	URL:      "https://github.com/mcplint-go/mcplint/blob/main/docs/checks/errlayer.md",
	Requires: []*analysis.Analyzer{analyzer.Analyzer},
	Run:      run,
}

func run(pass *analysis.Pass) (any, error) {
	m := pass.ResultOf[analyzer.Analyzer].(*analyzer.Model)
	if !m.Relevant {
		return nil, nil
	}
	return nil, nil
}
