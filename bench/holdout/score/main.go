// Command score measures mcplint against the blind labels of
// bench/holdout/labels (format: ../shared/reference/labelling.md).
//
// For each labelled server it reads mcplint's -json output (one file per
// server, named OWNER__NAME.json, in -results) and prints, per server and
// pooled: WANT groups found, recall, findings on labelled lines and
// precision over them, and every finding on an unlabelled line (to review
// by hand). A finding satisfies a group when its position, or one of its
// related positions, is on a line of that group in the same file.
//
//	cd /work/holdout/OWNER__NAME && mcplint -json ./... > RESULTS/OWNER__NAME.json
//	go run ./bench/holdout/score -labels bench/holdout/labels -results RESULTS
package main

import (
	"bufio"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"log"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
)

type label struct {
	path, analyzer, kind, group, reason string
	line                                int
	want                                bool
}

type finding struct {
	analyzer, message string
	at                []string // "path:line" of the position and related positions
	// end is the last line of the diagnostic's range (0: one line): a
	// finding on a multi-line statement covers the labelled lines inside it.
	end int
}

func main() {
	labels := flag.String("labels", "bench/holdout/labels", "directory of OWNER__NAME.tsv label files")
	results := flag.String("results", "", "directory of OWNER__NAME.json mcplint -json outputs")
	misses := flag.Bool("misses", false, "list the WANT groups no finding satisfies")
	coreOnly := flag.Bool("core", false, "count only core WANT groups (inside the checks' written rules); extra rows count as labelled lines")
	flag.Parse()
	files, err := filepath.Glob(filepath.Join(*labels, "*.tsv"))
	if err != nil || len(files) == 0 {
		log.Fatalf("no label files in %s", *labels)
	}
	var found, groups, tp, labelled int
	var perServer []float64
	for _, f := range files {
		repo := strings.TrimSuffix(filepath.Base(f), ".tsv")
		ls := readLabels(f)
		if *coreOnly {
			ls = coreGroups(ls)
		}
		fs := readFindings(filepath.Join(*results, repo+".json"))
		g, fnd, onWant, onLabel, unlabelled, missed := score(ls, fs)
		groups += g
		found += fnd
		tp += onWant
		labelled += onLabel
		recall := "-"
		if g > 0 {
			perServer = append(perServer, float64(fnd)/float64(g))
			recall = fmt.Sprintf("%.2f", float64(fnd)/float64(g))
		}
		fmt.Printf("%s\tWANT groups %d\tfound %d\trecall %s\tfindings on labelled lines %d (on WANT %d)\tunlabelled %d\n",
			repo, g, fnd, recall, onLabel, onWant, len(unlabelled))
		for _, u := range unlabelled {
			fmt.Printf("\tunlabelled: %s %s: %s\n", u.analyzer, u.at[0], u.message)
		}
		if *misses {
			for _, l := range missed {
				fmt.Printf("\tmissed %s %s %s:%d (%s): %s\n", l.group, l.analyzer, l.path, l.line, l.kind, l.reason)
			}
		}
	}
	mean := 0.0
	for _, r := range perServer {
		mean += r
	}
	if len(perServer) > 0 {
		mean /= float64(len(perServer))
	}
	prec := "-"
	if labelled > 0 {
		prec = fmt.Sprintf("%.2f", float64(tp)/float64(labelled))
	}
	fmt.Printf("pooled\tWANT groups %d\tfound %d\trecall %.2f\tper-server mean %.2f (%d servers with defects)\tprecision over labelled lines %s\n",
		groups, found, ratio(found, groups), mean, len(perServer), prec)
}

// coreGroups takes the extra WANT rows of ls out of the expected groups:
// a finding on one is still a finding on a defect, but the group is not
// counted in recall.
func coreGroups(ls []label) []label {
	out := make([]label, len(ls))
	for i, l := range ls {
		if l.want && l.kind == "extra" {
			l.group = ""
		}
		out[i] = l
	}
	return out
}

func ratio(a, b int) float64 {
	if b == 0 {
		return 0
	}
	return float64(a) / float64(b)
}

// score returns the WANT groups, those found, the findings on WANT lines,
// the findings on any labelled line, the findings on no labelled line and
// the first row of each WANT group no finding satisfies.
func score(ls []label, fs []finding) (groups, found, onWant, onLabel int, unlabelled []finding, missed []label) {
	byLine := map[string][]label{}
	wantGroups := map[string]bool{}
	for _, l := range ls {
		k := fmt.Sprintf("%s:%d", l.path, l.line)
		byLine[k] = append(byLine[k], l)
		if l.want && l.group != "" {
			wantGroups[l.group] = true
		}
	}
	hit := map[string]bool{}
	for _, f := range fs {
		var any, want bool
		for _, at := range covered(f) {
			for _, l := range byLine[at] {
				if l.analyzer != f.analyzer {
					continue
				}
				any = true
				if l.want {
					want = true
					if l.group != "" {
						hit[l.group] = true
					}
				}
			}
		}
		switch {
		case want:
			onWant++
			onLabel++
		case any:
			onLabel++
		default:
			unlabelled = append(unlabelled, f)
		}
	}
	seen := map[string]bool{}
	for _, l := range ls {
		if l.want && l.group != "" && !hit[l.group] && !seen[l.group] {
			seen[l.group] = true
			missed = append(missed, l)
		}
	}
	return len(wantGroups), len(hit), onWant, onLabel, unlabelled, missed
}

// covered lists the "path:line" positions f stands on: its related
// positions, and every line of its own range.
func covered(f finding) []string {
	out := append([]string(nil), f.at...)
	if len(f.at) == 0 || f.end == 0 {
		return out
	}
	i := strings.LastIndex(f.at[0], ":")
	from, err := strconv.Atoi(f.at[0][i+1:])
	if err != nil {
		return out
	}
	for l := from + 1; l <= f.end && l < from+50; l++ {
		out = append(out, fmt.Sprintf("%s:%d", f.at[0][:i], l))
	}
	return out
}

func readLabels(file string) []label {
	f, err := os.Open(file)
	if err != nil {
		log.Fatal(err)
	}
	defer f.Close()
	var out []label
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for n := 0; sc.Scan(); n++ {
		cols := strings.Split(sc.Text(), "\t")
		if n == 0 || len(cols) < 7 {
			continue
		}
		var line int
		if _, err := fmt.Sscan(cols[2], &line); err != nil {
			log.Fatalf("%s:%d: line %q: %v", file, n+1, cols[2], err)
		}
		out = append(out, label{path: cols[1], line: line, analyzer: cols[3], want: cols[4] == "WANT", group: cols[5], kind: cols[6], reason: strings.Join(cols[7:], " ")})
	}
	return out
}

// readFindings reads go vet's -json stream: one object per package,
// {pkg: {analyzer: [{posn, message, related: [{posn}]}]}}. Positions are
// made relative to the server's root by cutting up to "OWNER__NAME/".
func readFindings(file string) []finding {
	f, err := os.Open(file)
	if err != nil {
		log.Fatalf("%v (run mcplint -json in the server's tree first)", err)
	}
	defer f.Close()
	repo := strings.TrimSuffix(filepath.Base(file), ".json")
	type diag struct {
		Posn    string `json:"posn"`
		End     string `json:"end"`
		Message string `json:"message"`
		Related []struct {
			Posn string `json:"posn"`
		} `json:"related"`
	}
	var out []finding
	seen := map[string]bool{} // a package and its test variant report the same finding
	dec := json.NewDecoder(f)
	for {
		var pkgs map[string]map[string]json.RawMessage
		if err := dec.Decode(&pkgs); err == io.EOF {
			break
		} else if err != nil {
			log.Fatalf("%s: %v", file, err)
		}
		for _, byAnalyzer := range pkgs {
			for name, raw := range byAnalyzer {
				var ds []diag
				if json.Unmarshal(raw, &ds) != nil {
					continue // {"error": ...}
				}
				for _, d := range ds {
					key := name + "\x00" + d.Posn + "\x00" + d.Message
					if seen[key] {
						continue
					}
					seen[key] = true
					fd := finding{analyzer: name, message: d.Message, at: []string{rel(repo, d.Posn)}}
					if end := rel(repo, d.End); d.End != "" {
						if i := strings.LastIndex(end, ":"); i >= 0 && end[:i] == fd.at[0][:strings.LastIndex(fd.at[0], ":")] {
							fd.end, _ = strconv.Atoi(end[i+1:])
						}
					}
					for _, r := range d.Related {
						fd.at = append(fd.at, rel(repo, r.Posn))
					}
					out = append(out, fd)
				}
			}
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].at[0] < out[j].at[0] })
	return out
}

// rel turns ".../OWNER__NAME/internal/x.go:12:3" into "internal/x.go:12".
func rel(repo, posn string) string {
	if i := strings.Index(posn, repo+"/"); i >= 0 {
		posn = posn[i+len(repo)+1:]
	}
	if i := strings.LastIndex(posn, ":"); i >= 0 && strings.Count(posn, ":") >= 2 {
		posn = posn[:i]
	}
	return posn
}
