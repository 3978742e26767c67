package toolnames

import (
	_ "embed"

	"github.com/mcplint-go/mcplint/analyzer"
	"github.com/mcplint-go/mcplint/internal/analysisutil"
	"golang.org/x/tools/go/analysis"
)

//go:embed doc.go
var doc string

// Analyzer is the toolnames check.
var Analyzer = &analysis.Analyzer{
	Name:     "toolnames",
	Doc:      analysisutil.MustExtractDoc(doc, "toolnames"),
	URL:      "https://github.com/mcplint-go/mcplint/blob/main/docs/checks/toolnames.md",
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
