package main

import (
	"crypto/sha256"
	"encoding/hex"
	"go/token"
	"regexp"
	"runtime/debug"
	"strings"

	"golang.org/x/tools/go/analysis"
)

// docSummary is the first line of a check's documentation, without the
// "name: " that go/analysis docs start with.
func docSummary(a *analysis.Analyzer) string {
	summary, _, _ := strings.Cut(a.Doc, "\n")
	return strings.TrimPrefix(summary, a.Name+": ")
}

// docParagraph is the first paragraph of a check's documentation (its
// doc.go's), on one line: GitHub code scanning requires a rule's
// fullDescription (GH2012).
func docParagraph(a *analysis.Analyzer) string {
	para, _, _ := strings.Cut(strings.TrimSpace(a.Doc), "\n\n")
	para = strings.TrimPrefix(para, a.Name+": ")
	return strings.Join(strings.Fields(para), " ")
}

// ruleHelp is the whole documentation as text, and as markdown with a
// link to the check's page.
func ruleHelp(a *analysis.Analyzer) sarifHelp {
	h := sarifHelp{Text: a.Doc}
	if a.URL != "" {
		h.Text += "\n\nDocumentation: " + a.URL
		h.Markdown = "```\n" + strings.TrimSpace(a.Doc) + "\n```\n\n[Documentation of " + a.Name + "](" + a.URL + ")"
	}
	return h
}

// sarifVersion is the driver version for SARIF, which wants one that
// starts with a number (SARIF2005): the module version without its "v",
// or 0.0.0-devel with the VCS revision as build metadata for a local build.
func sarifVersion() string {
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		return "0.0.0-devel"
	}
	return sarifVersionOf(bi)
}

func sarifVersionOf(bi *debug.BuildInfo) string {
	if v := bi.Main.Version; v != "" && v != "(devel)" {
		return strings.TrimPrefix(v, "v")
	}
	var rev, dirty string
	for _, s := range bi.Settings {
		switch s.Key {
		case "vcs.revision":
			rev = s.Value[:min(len(s.Value), 12)]
		case "vcs.modified":
			if s.Value == "true" {
				dirty = ".dirty"
			}
		}
	}
	if rev == "" {
		return "0.0.0-devel"
	}
	return "0.0.0-devel+" + rev + dirty
}

// fingerprintKey names our partial fingerprint; the version suffix lets
// a later change of its recipe start afresh instead of matching wrongly.
const fingerprintKey = "mcplintFinding/v1"

// positions in messages ("registered again at tools.go:41") move with
// unrelated edits, so the fingerprint leaves them out.
var positions = regexp.MustCompile(`:\d+(:\d+)?\b`)

// fingerprint identifies a finding by what does not move when lines are
// added above it: the check, category, file, the text of the flagged line
// and the message without positions, plus how many earlier results had
// the same key, so that two identical findings in one file stay apart.
func (b *sarifBuilder) fingerprint(a *analysis.Analyzer, fset *token.FileSet, d analysis.Diagnostic) string {
	p := fset.Position(d.Pos)
	line := ""
	b.column(p) // loads the file's lines
	if lines := b.lines[p.Filename]; p.Line >= 1 && p.Line <= len(lines) {
		line = strings.TrimSpace(lines[p.Line-1])
	}
	key := strings.Join([]string{a.Name, d.Category, b.artifact(p.Filename).URI, line, positions.ReplaceAllString(d.Message, "")}, "\x00")
	n := b.seen[key]
	b.seen[key] = n + 1
	sum := sha256.Sum256([]byte(key))
	return hex.EncodeToString(sum[:16]) + ":" + itoa(n+1)
}
