// Package analysisutil holds small helpers the passes and the analyzer
// share that are not knowledge of the SDKs (that lives in package
// analyzer): syntax and type helpers, and the analyzers' documentation.
package analysisutil

import (
	"fmt"
	"strings"
)

// MustExtractDoc returns the documentation of analyzer name from the
// content of a doc.go file: the text of its "# Analyzer name" section up
// to the next "# Analyzer" heading, with the comment markers and the
// leading "name:" removed. It
// is x/tools' internal helper of the same name, rewritten since that one
// cannot be imported.
func MustExtractDoc(content, name string) string {
	doc, err := extractDoc(content, name)
	if err != nil {
		panic(err)
	}
	return doc
}

func extractDoc(content, name string) (string, error) {
	var lines []string
	in := false
	for _, line := range strings.Split(content, "\n") {
		if strings.HasPrefix(line, "package ") {
			break
		}
		line = strings.TrimPrefix(strings.TrimPrefix(line, "//"), " ")
		if strings.HasPrefix(line, "# Analyzer ") {
			if in {
				break
			}
			in = strings.TrimSpace(strings.TrimPrefix(line, "# Analyzer ")) == name
			continue
		}
		if in {
			lines = append(lines, line)
		}
	}
	if lines == nil {
		return "", fmt.Errorf("doc.go has no '# Analyzer %s' section", name)
	}
	// As in x/tools, the section starts "name: summary" and the Doc is
	// the text after "name:" (drivers print "name: " themselves).
	body := strings.TrimSpace(strings.Join(lines, "\n"))
	rest := strings.TrimPrefix(body, name+":")
	if rest == body {
		return "", fmt.Errorf("'# Analyzer %s' heading not followed by a '%s: summary' line", name, name)
	}
	return strings.TrimSpace(rest), nil
}
