package main

import (
	"encoding/json"
	"go/token"
	"io"
	"net/url"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"unicode/utf16"

	"golang.org/x/tools/go/analysis"
)

// The subset of SARIF 2.1.0 (https://docs.oasis-open.org/sarif/sarif/v2.1.0/)
// that GitHub code scanning reads.
type (
	sarifLog struct {
		Schema  string     `json:"$schema"`
		Version string     `json:"version"`
		Runs    []sarifRun `json:"runs"`
	}
	sarifRun struct {
		Tool               sarifTool                `json:"tool"`
		Invocations        []sarifInvocation        `json:"invocations"`
		OriginalURIBaseIDs map[string]sarifArtifact `json:"originalUriBaseIds"`
		ColumnKind         string                   `json:"columnKind"`
		Results            []sarifResult            `json:"results"`
	}
	sarifTool struct {
		Driver sarifDriver `json:"driver"`
	}
	sarifDriver struct {
		Name           string      `json:"name"`
		Version        string      `json:"version,omitempty"`
		InformationURI string      `json:"informationUri"`
		Rules          []sarifRule `json:"rules"`
	}
	sarifRule struct {
		ID                   string         `json:"id"`
		ShortDescription     sarifText      `json:"shortDescription"`
		FullDescription      sarifText      `json:"fullDescription"`
		Help                 sarifHelp      `json:"help"`
		HelpURI              string         `json:"helpUri,omitempty"`
		DefaultConfiguration sarifRuleLevel `json:"defaultConfiguration"`
	}
	sarifRuleLevel struct {
		Level string `json:"level"`
	}
	sarifText struct {
		Text string `json:"text"`
	}
	sarifHelp struct {
		Text     string `json:"text"`
		Markdown string `json:"markdown,omitempty"`
	}
	sarifInvocation struct {
		ExecutionSuccessful bool          `json:"executionSuccessful"`
		WorkingDirectory    sarifArtifact `json:"workingDirectory"`
	}
	sarifArtifact struct {
		URI       string `json:"uri"`
		URIBaseID string `json:"uriBaseId,omitempty"`
	}
	sarifResult struct {
		RuleID           string          `json:"ruleId"`
		RuleIndex        int             `json:"ruleIndex"`
		Level            string          `json:"level"`
		Message          sarifText       `json:"message"`
		Locations        []sarifLocation `json:"locations"`
		RelatedLocations []sarifLocation `json:"relatedLocations,omitempty"`
		Fixes            []sarifFix      `json:"fixes,omitempty"`
		// PartialFingerprints let code scanning follow an alert across
		// runs and edits that move it (see fingerprint).
		PartialFingerprints map[string]string `json:"partialFingerprints"`
		Properties          map[string]string `json:"properties,omitempty"`
	}
	sarifLocation struct {
		ID               int                   `json:"id,omitempty"`
		PhysicalLocation sarifPhysicalLocation `json:"physicalLocation"`
		Message          *sarifText            `json:"message,omitempty"`
	}
	sarifPhysicalLocation struct {
		ArtifactLocation sarifArtifact `json:"artifactLocation"`
		Region           sarifRegion   `json:"region"`
	}
	sarifRegion struct {
		StartLine   int `json:"startLine"`
		StartColumn int `json:"startColumn"`
		EndLine     int `json:"endLine"`
		EndColumn   int `json:"endColumn"`
	}
	sarifFix struct {
		Description     sarifText             `json:"description"`
		ArtifactChanges []sarifArtifactChange `json:"artifactChanges"`
	}
	sarifArtifactChange struct {
		ArtifactLocation sarifArtifact      `json:"artifactLocation"`
		Replacements     []sarifReplacement `json:"replacements"`
	}
	sarifReplacement struct {
		DeletedRegion   sarifRegion `json:"deletedRegion"`
		InsertedContent sarifText   `json:"insertedContent"`
	}
)

type sarifBuilder struct {
	root, wd  string
	run       sarifRun
	ruleIndex map[string]int
	lines     map[string][]string // file → lines, to count columns in UTF-16
	seen      map[string]int      // fingerprint key → results with it so far
}

func newSARIFBuilder(analyzers []*analysis.Analyzer, root, wd string) *sarifBuilder {
	b := &sarifBuilder{root: root, wd: wd, ruleIndex: map[string]int{}, lines: map[string][]string{}, seen: map[string]int{}}
	b.run = sarifRun{
		Tool: sarifTool{Driver: sarifDriver{
			Name:           "mcplint",
			Version:        sarifVersion(),
			InformationURI: "https://github.com/mcplint-go/mcplint",
		}},
		Invocations:        []sarifInvocation{{ExecutionSuccessful: true, WorkingDirectory: sarifArtifact{URI: fileURI(wd)}}},
		OriginalURIBaseIDs: map[string]sarifArtifact{"%SRCROOT%": {URI: fileURI(root)}},
		ColumnKind:         "utf16CodeUnits",
		Results:            []sarifResult{},
	}
	for _, a := range analyzers {
		b.ruleIndex[a.Name] = len(b.run.Tool.Driver.Rules)
		// A rule has no name: SARIF wants a name different from the id
		// or none (SARIF1001), and the check's name is its id.
		b.run.Tool.Driver.Rules = append(b.run.Tool.Driver.Rules, sarifRule{
			ID:                   a.Name,
			ShortDescription:     sarifText{docSummary(a)},
			FullDescription:      sarifText{docParagraph(a)},
			Help:                 ruleHelp(a),
			HelpURI:              a.URL,
			DefaultConfiguration: sarifRuleLevel{"warning"},
		})
	}
	return b
}

func (b *sarifBuilder) add(a *analysis.Analyzer, fset *token.FileSet, d analysis.Diagnostic) {
	end := d.End
	if !end.IsValid() {
		end = d.Pos
	}
	r := sarifResult{
		RuleID:    a.Name,
		RuleIndex: b.ruleIndex[a.Name],
		Level:     "warning",
		Message:   sarifText{d.Message},
		Locations: []sarifLocation{{PhysicalLocation: b.physical(fset, d.Pos, end)}},
	}
	if d.Category != "" {
		r.Properties = map[string]string{"category": d.Category}
	}
	r.PartialFingerprints = map[string]string{fingerprintKey: b.fingerprint(a, fset, d)}
	for i, rel := range d.Related {
		// GitHub shows related locations only when the message links them.
		id := i + 1
		r.Message.Text += "\n" + rel.Message + " ([related](" + itoa(id) + "))"
		relEnd := rel.End
		if !relEnd.IsValid() {
			relEnd = rel.Pos
		}
		r.RelatedLocations = append(r.RelatedLocations, sarifLocation{
			ID: id, PhysicalLocation: b.physical(fset, rel.Pos, relEnd), Message: &sarifText{rel.Message},
		})
	}
	for _, fix := range d.SuggestedFixes {
		byFile := map[string]*sarifArtifactChange{}
		var order []string
		for _, e := range fix.TextEdits {
			loc := b.physical(fset, e.Pos, e.End)
			key := loc.ArtifactLocation.URI
			ch := byFile[key]
			if ch == nil {
				ch = &sarifArtifactChange{ArtifactLocation: loc.ArtifactLocation}
				byFile[key] = ch
				order = append(order, key)
			}
			ch.Replacements = append(ch.Replacements, sarifReplacement{DeletedRegion: loc.Region, InsertedContent: sarifText{string(e.NewText)}})
		}
		f := sarifFix{Description: sarifText{fix.Message}}
		for _, k := range order {
			f.ArtifactChanges = append(f.ArtifactChanges, *byFile[k])
		}
		r.Fixes = append(r.Fixes, f)
	}
	b.run.Results = append(b.run.Results, r)
}

func (b *sarifBuilder) physical(fset *token.FileSet, pos, end token.Pos) sarifPhysicalLocation {
	p, e := fset.Position(pos), fset.Position(end)
	return sarifPhysicalLocation{
		ArtifactLocation: b.artifact(p.Filename),
		Region: sarifRegion{
			StartLine: p.Line, StartColumn: b.column(p),
			EndLine: e.Line, EndColumn: b.column(e),
		},
	}
}

// artifact names file relative to %SRCROOT% when it is inside it.
func (b *sarifBuilder) artifact(file string) sarifArtifact {
	if rel, err := filepath.Rel(b.root, file); err == nil && rel != ".." && !strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
		return sarifArtifact{URI: (&url.URL{Path: filepath.ToSlash(rel)}).String(), URIBaseID: "%SRCROOT%"}
	}
	return sarifArtifact{URI: fileURI(file)}
}

// column converts go/token's byte column to SARIF's default UTF-16 one.
func (b *sarifBuilder) column(p token.Position) int {
	lines, ok := b.lines[p.Filename]
	if !ok {
		data, _ := os.ReadFile(p.Filename)
		lines = strings.Split(string(data), "\n")
		b.lines[p.Filename] = lines
	}
	if p.Line < 1 || p.Line > len(lines) || p.Column < 1 {
		return max(p.Column, 1)
	}
	line := lines[p.Line-1]
	n := min(p.Column-1, len(line))
	return len(utf16.Encode([]rune(line[:n]))) + 1
}

func (b *sarifBuilder) write(w io.Writer) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(sarifLog{
		Schema:  "https://json.schemastore.org/sarif-2.1.0.json",
		Version: "2.1.0",
		Runs:    []sarifRun{b.run},
	})
}

func fileURI(path string) string {
	u := &url.URL{Scheme: "file", Path: filepath.ToSlash(path)}
	s := u.String()
	if !strings.HasSuffix(s, "/") {
		if fi, err := os.Stat(path); err == nil && fi.IsDir() {
			s += "/"
		}
	}
	return s
}

func itoa(i int) string { return strconv.Itoa(i) }
