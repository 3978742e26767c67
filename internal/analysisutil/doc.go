// Package analysisutil holds small helpers the passes share that are not
// knowledge of the SDKs (that lives in package analyzer).
package analysisutil

import (
	"fmt"
	"strings"
)

// MustExtractDoc returns the documentation of analyzer name from the
// content of a doc.go file: the text of its "# Analyzer name" section up
// to the next "# Analyzer" heading, with the comment markers removed. It
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
	return strings.TrimSpace(strings.Join(lines, "\n")), nil
}
