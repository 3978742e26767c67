//go:build linux

// Command corpus runs mcplint over the corpus of real MCP servers listed in
// bench/corpus.tsv and writes a report: docs/corpus.md (packages, findings,
// errors, panics, time and peak RSS), docs/corpus.svg (mcplint time over the
// no-op floor) and docs/corpus-findings.md (every finding, for review).
//
// For each module it runs, in the module's directory and with its extra env:
//
//	mcplint -json PATTERNS           the linter as a standalone driver:
//	                                 MCP packages from source, the rest
//	                                 from export data (its default)
//	mcplint -json -load=full PATTERNS   every package from source, as the
//	                                 standard driver; its findings must be
//	                                 the same
//	noop -json -noopfacts PATTERNS   the floor: same driver, an analyzer that
//	                                 declares a fact type (deps from source)
//	noop -json -noop PATTERNS        the floor without facts (export data)
//	go vet PATTERNS                  stock vet, for scale, with its result
//	                                 cache bypassed (a no-op -printf.funcs)
//	modeldump -coverage -json PATTERNS   with -modeldump: the tool
//	                                 definitions found by syntax and those
//	                                 the model knows (untimed)
//
// after one untimed "go list -export -deps -test" so the build cache is
// warm. Time is wall clock; CPU is user+sys of the child and its reaped
// descendants; RSS is ru_maxrss from wait4, i.e. the peak of the largest
// single process in the child's tree (not a sum: go vet runs one vet
// process per package, go/packages runs go list). Linux only.
//
// Rerun (the corpus trees are set up under /work/corpus, see
// bench/corpus.tsv for commits and env):
//
//	go build -o /tmp/noop ./internal/corpus/noop
//	go build -o /tmp/mcplint ./cmd/mcplint
//	go build -o /tmp/modeldump ./internal/modeldump
//	go run ./internal/corpus -list bench/corpus.tsv -root /work/corpus \
//		-mcplint /tmp/mcplint -noop /tmp/noop -modeldump /tmp/modeldump \
//		-out docs/corpus.md -svg docs/corpus.svg
//
// Use -only name,name to run a subset (the reports then hold only those)
// and -runs N to report the fastest of N timed runs (the machine is shared).
// Every run saves its measurements to -logs/results.json, from which
// -render results.json rewrites the three reports without running anything,
// and -merge results.json runs the -only modules and puts their rows into
// that earlier run's (the report then names both mcplint versions).
package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"html"
	"log"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"syscall"
	"time"
)

var (
	listFlag      = flag.String("list", "bench/corpus.tsv", "corpus list (TSV with header)")
	rootFlag      = flag.String("root", "/work/corpus", "directory holding the corpus work trees")
	mcplintFlag   = flag.String("mcplint", "", "mcplint binary")
	mcplintArgs   = flag.String("mcplint-args", "", "extra mcplint flags, space separated")
	noopFlag      = flag.String("noop", "", "noop binary (go build ./internal/corpus/noop)")
	modeldumpFlag = flag.String("modeldump", "", "modeldump binary (go build ./internal/modeldump); when set, each module's tool definitions known to the model are counted")
	outFlag       = flag.String("out", "docs/corpus.md", "markdown report")
	svgFlag       = flag.String("svg", "docs/corpus.svg", "SVG chart")
	findingsFlag  = flag.String("findings", "", "findings list (default corpus-findings.md next to -out)")
	logsFlag      = flag.String("logs", filepath.Join(os.TempDir(), "mcplint-corpus"), "directory for raw stdout/stderr of every run")
	onlyFlag      = flag.String("only", "", "comma-separated module names to run (default all)")
	timeoutFlag   = flag.Duration("timeout", 30*time.Minute, "limit per run")
	runsFlag      = flag.Int("runs", 1, "timed runs of each tool; the fastest is reported")
	renderFlag    = flag.String("render", "", "only rewrite the reports from this results.json of an earlier run")
	mergeFlag     = flag.String("merge", "", "results.json of an earlier run whose rows the modules run now replace")
	skipFlag      = flag.String("skip", "", "comma-separated timed runs to leave out (mcplint-full, noopfacts, noop, vet), for a quick run on a busy machine; their cells say skipped")
)

type module struct {
	Name, Repo, Commit, Dir string
	Patterns, Env           []string
}

type run struct {
	Wall, CPU time.Duration
	RSS       int64 // KiB
	Exit      int
	TimedOut  bool
	Skipped   bool   `json:",omitempty"` // left out with -skip
	Out       []byte `json:"-"`
	Err       []byte
}

func (r run) cell() string {
	if r.Skipped {
		return "skipped"
	}
	s := fmt.Sprintf("%.1fs / %d MiB", r.Wall.Seconds(), r.RSS/1024)
	switch {
	case r.TimedOut:
		s += " (timeout)"
	case r.Exit != 0:
		s += fmt.Sprintf(" (exit %d)", r.Exit)
	}
	return s
}

type finding struct{ Posn, Check, Category, Message string }

type result struct {
	module
	Roots, All                         int
	MCPLint, Full, Facts, NoFacts, Vet run
	Findings                           []finding
	FullFindings                       []finding // of -load=full; nil in results of older runs
	Errors                             []string  // analysis errors: "pkg check: error"
	Panics                             int
	Head, Date                         string // mcplint repository and date at the start of the run
	Runs                               int
	Coverage                           *coverage // nil when not measured (no -modeldump, or older results)
}

// coverage is what modeldump -coverage -json reports for a module: the
// tool definitions found by syntax in its root packages and those the
// model knows by name and error semantics (analyzer.CoverageOf).
type coverage struct {
	Defined, Known int
	Unknown        []string // positions of the definitions the model does not know
	Errors         []string // root packages whose analysis failed
	Failed         string   `json:",omitempty"` // why there is no report (modeldump failed)
}

// keepDocsOnPartialRun sends the reports of a run limited by -only to the
// temporary directory unless -out says where: the default -out is the
// documentation of the whole corpus, and a one-server speed check written over
// it has replaced the 252-row table before.
func keepDocsOnPartialRun() {
	if *onlyFlag == "" || *mergeFlag != "" {
		return
	}
	set := map[string]bool{}
	flag.Visit(func(f *flag.Flag) { set[f.Name] = true })
	dir := os.TempDir()
	if !set["out"] {
		*outFlag = filepath.Join(dir, "corpus-only.md")
		log.Printf("-only without -out: the report goes to %s, not docs/corpus.md", *outFlag)
	}
	if !set["svg"] {
		*svgFlag = filepath.Join(dir, "corpus-only.svg")
	}
}

func main() {
	log.SetFlags(0)
	log.SetPrefix("corpus: ")
	flag.Parse()
	keepDocsOnPartialRun()
	if *findingsFlag == "" {
		*findingsFlag = filepath.Join(filepath.Dir(*outFlag), "corpus-findings.md")
	}
	if *renderFlag != "" {
		writeReports(readResults(*renderFlag))
		return
	}
	var earlier []*result
	if *mergeFlag != "" {
		earlier = readResults(*mergeFlag)
	}
	if *mcplintFlag == "" || *noopFlag == "" {
		log.Fatal("-mcplint and -noop are required")
	}
	for _, p := range []*string{mcplintFlag, noopFlag, modeldumpFlag} {
		if *p == "" {
			continue
		}
		abs, err := filepath.Abs(*p)
		if err != nil {
			log.Fatal(err)
		}
		*p = abs
	}
	mods, err := readList(*listFlag)
	if err != nil {
		log.Fatal(err)
	}
	if err := os.MkdirAll(*logsFlag, 0o755); err != nil {
		log.Fatal(err)
	}
	head := output("git", "describe", "--always", "--dirty")
	date := time.Now().UTC().Format("2006-01-02")
	var results []*result
	for _, m := range mods {
		if *onlyFlag != "" && !slices.Contains(strings.Split(*onlyFlag, ","), m.Name) {
			continue
		}
		log.Printf("%s: %s", m.Name, strings.Join(m.Patterns, " "))
		r := measure(m)
		r.Head, r.Date, r.Runs = head, date, *runsFlag
		log.Printf("%s: %d findings (full load %d), %d errors, %d panics; mcplint %s, full %s, noop+facts %s, noop %s, vet %s",
			m.Name, len(r.Findings), len(r.FullFindings), len(r.Errors), r.Panics, r.MCPLint.cell(), r.Full.cell(), r.Facts.cell(), r.NoFacts.cell(), r.Vet.cell())
		results = append(results, r)
		data, err := json.MarshalIndent(merge(earlier, results), "", "\t")
		if err != nil {
			log.Fatal(err)
		}
		write(filepath.Join(*logsFlag, "results.json"), data)
	}
	writeReports(merge(earlier, results))
}

func readResults(name string) []*result {
	var results []*result
	data, err := os.ReadFile(name)
	if err == nil {
		err = json.Unmarshal(data, &results)
	}
	if err != nil {
		log.Fatal(err)
	}
	return results
}

// merge returns earlier with each row replaced by the newer one of the
// same module, in earlier's order; modules new to it come last.
func merge(earlier, newer []*result) []*result {
	if len(earlier) == 0 {
		return newer
	}
	out := slices.Clone(earlier)
	for _, r := range newer {
		i := slices.IndexFunc(out, func(e *result) bool { return e.Name == r.Name })
		if i < 0 {
			out = append(out, r)
		} else {
			out[i] = r
		}
	}
	return out
}

// versions describes the mcplint versions behind the rows: one, or the
// first row's and the modules run again at another.
func versions(rs []*result) string {
	s := rs[0].Head
	others := map[string][]string{}
	var heads []string
	for _, r := range rs {
		if r.Head != rs[0].Head {
			if others[r.Head] == nil {
				heads = append(heads, r.Head)
			}
			others[r.Head] = append(others[r.Head], r.Name)
		}
	}
	for _, h := range heads {
		s += fmt.Sprintf(" (%s run again at %s)", strings.Join(others[h], ", "), h)
	}
	return s
}

func writeReports(results []*result) {
	if len(results) == 0 {
		log.Fatal("no results")
	}
	write(*outFlag, report(results))
	write(*svgFlag, chart(results))
	write(*findingsFlag, findingsReport(results))
}

func write(name string, data []byte) {
	if err := os.WriteFile(name, data, 0o644); err != nil {
		log.Fatal(err)
	}
}

// readList reads the TSV corpus list; columns are found by header name.
func readList(name string) ([]module, error) {
	data, err := os.ReadFile(name)
	if err != nil {
		return nil, err
	}
	lines := strings.Split(strings.TrimRight(string(data), "\n"), "\n")
	col := map[string]int{}
	for i, h := range strings.Split(lines[0], "\t") {
		col[h] = i
	}
	for _, h := range []string{"name", "repo", "commit", "dir", "patterns", "env"} {
		if _, ok := col[h]; !ok {
			return nil, fmt.Errorf("%s: no %q column", name, h)
		}
	}
	var mods []module
	for _, line := range lines[1:] {
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		f := strings.Split(line, "\t")
		get := func(h string) string {
			if col[h] < len(f) {
				return strings.TrimSpace(f[col[h]])
			}
			return ""
		}
		mods = append(mods, module{
			Name: get("name"), Repo: get("repo"), Commit: get("commit"), Dir: get("dir"),
			Patterns: strings.Fields(get("patterns")), Env: envFields(get("env")),
		})
	}
	return mods, nil
}

func measure(m module) *result {
	r := &result{module: m}
	dir := filepath.Join(*rootFlag, m.Dir)
	do := func(tag, prog string, args ...string) run {
		if slices.Contains(strings.Split(*skipFlag, ","), tag) {
			return run{Skipped: true}
		}
		argv := func() []string {
			a := slices.Clone(args)
			for i := range a {
				a[i] = strings.ReplaceAll(a[i], "NONCE", fmt.Sprint(time.Now().UnixNano()))
			}
			return append(a, m.Patterns...)
		}
		x := execute(dir, m.Env, prog, argv()...)
		for i := 1; i < *runsFlag && tag != "roots" && tag != "deps" && tag != "warm" && tag != "coverage"; i++ {
			if y := execute(dir, m.Env, prog, argv()...); y.Wall < x.Wall {
				x = y
			}
		}
		base := filepath.Join(*logsFlag, m.Name+"."+tag)
		os.WriteFile(base+".stdout", x.Out, 0o644)
		os.WriteFile(base+".stderr", x.Err, 0o644)
		return x
	}
	r.Roots = countLines(do("roots", "go", "list", "-e").Out)
	r.All = countLines(do("deps", "go", "list", "-e", "-deps", "-test").Out)
	do("warm", "go", "list", "-e", "-export", "-deps", "-test", "-f", "{{.ImportPath}}")
	r.MCPLint = do("mcplint", *mcplintFlag, append([]string{"-json"}, strings.Fields(*mcplintArgs)...)...)
	r.Full = do("mcplint-full", *mcplintFlag, append([]string{"-json", "-load=full"}, strings.Fields(*mcplintArgs)...)...)
	r.Facts = do("noopfacts", *noopFlag, "-json", "-noopfacts")
	r.NoFacts = do("noop", *noopFlag, "-json", "-noop")
	// Go caches vet results; a flag value that matches no function makes
	// every run a cache miss (export data stays cached, as for the others).
	r.Vet = do("vet", "go", "vet", "-printf.funcs=corpusNONCE")
	r.Panics = strings.Count(string(r.MCPLint.Err), "panic:") + strings.Count(string(r.MCPLint.Err), "internal error")
	r.Findings, r.Errors = parseJSON(r.MCPLint.Out, dir)
	r.FullFindings, _ = parseJSON(r.Full.Out, dir)
	if *modeldumpFlag != "" {
		r.Coverage = parseCoverage(do("coverage", *modeldumpFlag, "-coverage", "-json"))
	}
	return r
}

// parseCoverage reads modeldump -coverage -json output.
func parseCoverage(x run) *coverage {
	var c coverage
	if err := json.Unmarshal(x.Out, &c); err != nil {
		lines := strings.Split(strings.TrimSpace(string(x.Err)), "\n")
		return &coverage{Failed: fmt.Sprintf("exit %d: %s", x.Exit, lines[len(lines)-1])}
	}
	return &c
}

// execute runs prog in its own process group and reports its resource use.
func execute(dir string, env []string, prog string, args ...string) run {
	ctx, cancel := context.WithTimeout(context.Background(), *timeoutFlag)
	defer cancel()
	cmd := exec.CommandContext(ctx, prog, args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), env...)
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	cmd.Cancel = func() error { return syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL) }
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	start := time.Now()
	err := cmd.Run()
	r := run{Wall: time.Since(start), Out: out.Bytes(), Err: errb.Bytes(), TimedOut: ctx.Err() != nil}
	if cmd.ProcessState == nil {
		r.Exit, r.Err = -1, append(r.Err, err.Error()...)
		return r
	}
	r.Exit = cmd.ProcessState.ExitCode()
	if ru, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage); ok {
		r.RSS = ru.Maxrss
		r.CPU = time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
	}
	return r
}

func countLines(b []byte) int {
	seen := map[string]bool{}
	sc := bufio.NewScanner(bytes.NewReader(b))
	for sc.Scan() {
		if s := strings.TrimSpace(sc.Text()); s != "" {
			seen[s] = true
		}
	}
	return len(seen)
}

// parseJSON reads the driver's -json tree {pkgID: {analyzer: [diag] or
// {"error": ...}}}. Diagnostics in files shared by a package and its test
// variant appear twice; they are counted once.
func parseJSON(out []byte, dir string) ([]finding, []string) {
	var tree map[string]map[string]json.RawMessage
	if err := json.Unmarshal(out, &tree); err != nil {
		if len(bytes.TrimSpace(out)) == 0 {
			return nil, nil
		}
		return nil, []string{"cannot parse -json output: " + err.Error()}
	}
	seen := map[finding]bool{}
	var fs []finding
	var errs []string
	for _, pkg := range sortedKeys(tree) {
		for _, check := range sortedKeys(tree[pkg]) {
			raw := tree[pkg][check]
			var e struct{ Error string }
			if json.Unmarshal(raw, &e) == nil && e.Error != "" {
				errs = append(errs, fmt.Sprintf("%s %s: %s", pkg, check, e.Error))
				continue
			}
			var diags []struct{ Category, Posn, Message string }
			if err := json.Unmarshal(raw, &diags); err != nil {
				errs = append(errs, fmt.Sprintf("%s %s: bad result: %v", pkg, check, err))
				continue
			}
			for _, d := range diags {
				posn := d.Posn
				if rel, err := filepath.Rel(dir, posn); err == nil && !strings.HasPrefix(rel, "..") {
					posn = rel
				}
				f := finding{posn, check, d.Category, d.Message}
				if !seen[f] {
					seen[f] = true
					fs = append(fs, f)
				}
			}
		}
	}
	slices.SortFunc(fs, func(a, b finding) int { return strings.Compare(a.Posn, b.Posn) })
	return fs, errs
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}

func ratio(a, b time.Duration) string {
	if b <= 0 {
		return "-"
	}
	return fmt.Sprintf("%.2f", a.Seconds()/b.Seconds())
}

func report(rs []*result) []byte {
	var b bytes.Buffer
	fmt.Fprintf(&b, "# mcplint on the MCP server corpus\n\n")
	fmt.Fprintf(&b, "Generated by `go run ./internal/corpus` (see its doc comment to rerun) on %s, mcplint at %s, %s, %d CPUs.\n",
		rs[0].Date, versions(rs), output("go", "env", "GOVERSION"), runtime.NumCPU())
	fmt.Fprintf(&b, "Fastest of %d timed run(s) per tool. ", rs[0].Runs)
	fmt.Fprintf(&b, "Cells are wall time / peak RSS: RSS is ru_maxrss of the largest single process in the run's process tree "+
		"(go vet runs one vet process per package and go/packages runs go list, so it is not a sum). "+
		"Build cache warm (`go list -export -deps -test` first), go vet's result cache bypassed; tests included (the drivers' default). "+
		"mcplint type-checks from source only the packages that use an MCP SDK or belong to the module and imports the rest from export data; "+
		"mcplint -load=full type-checks every package from source, as the standard driver does when an analyzer uses facts; "+
		"\"same\" says whether both found exactly the same findings. "+
		"noop+facts = the standard driver and an analyzer declaring a fact type (all packages from source), noop = no facts (deps from export data: the floor). "+
		"Findings are deduplicated across a package and its test variant. "+
		"Tool defs = tool definitions found by syntax in the root packages (non-test files: SDK tool literals and constructor calls), "+
		"known = those the model knows by name and error semantics, as counted by `modeldump -coverage` (analyzer.CoverageOf); a tool the model does not know is a tool no check looks at; "+
		"the unknown ones are listed in the findings list. Findings list: [corpus-findings.md](corpus-findings.md); chart: [corpus.svg](corpus.svg).\n\n")

	var skipped []string
	for _, r := range rs {
		if r.Full.Skipped || r.Facts.Skipped || r.NoFacts.Skipped || r.Vet.Skipped {
			skipped = append(skipped, r.Name)
		}
	}
	if len(skipped) > 0 {
		fmt.Fprintf(&b, "%d of %d modules were run with -skip (cells \"skipped\"): only mcplint, the runs not skipped and the coverage count were measured for them.\n\n", len(skipped), len(rs))
	}
	b.WriteString("| module | pkgs (roots / deps+tests) | findings | tool defs | known | % | analysis errors | panics | mcplint | mcplint -load=full | same | noop | noop+facts | go vet | mcplint ÷ noop | full ÷ noop+facts | mcplint ÷ vet | CPU mcplint / noop |\n")
	b.WriteString("|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|\n")
	var tot struct{ f, e, p, defined, known int }
	for _, r := range rs {
		tot.f, tot.e, tot.p = tot.f+len(r.Findings), tot.e+len(r.Errors), tot.p+r.Panics
		if c := r.Coverage; c != nil && c.Failed == "" {
			tot.defined, tot.known = tot.defined+c.Defined, tot.known+c.Known
		}
		fmt.Fprintf(&b, "| %s | %d/%d | %d | %s | %d | %d | %s | %s | %s | %s | %s | %s | %s | %s | %s | %.1fs / %.1fs |\n",
			r.Name, r.Roots, r.All, len(r.Findings), coverageCells(r.Coverage), len(r.Errors), r.Panics,
			r.MCPLint.cell(), r.Full.cell(), sameFindings(r), r.NoFacts.cell(), r.Facts.cell(), r.Vet.cell(),
			ratio(r.MCPLint.Wall, r.NoFacts.Wall), ratio(r.Full.Wall, r.Facts.Wall), ratio(r.MCPLint.Wall, r.Vet.Wall),
			r.MCPLint.CPU.Seconds(), r.NoFacts.CPU.Seconds())
	}
	fmt.Fprintf(&b, "| **total** | | %d | %d | %d | %s | %d | %d | | | | | | | | | | |\n\n",
		tot.f, tot.defined, tot.known, percent(tot.known, tot.defined), tot.e, tot.p)

	// Findings per check, and per check/category.
	checks, cats := map[string]bool{}, map[string]map[string]int{}
	for _, r := range rs {
		for _, f := range r.Findings {
			checks[f.Check] = true
			k := f.Check + "/" + f.Category
			if cats[k] == nil {
				cats[k] = map[string]int{}
			}
			cats[k][r.Name]++
		}
	}
	names := sortedKeys(checks)
	b.WriteString("## Findings per check\n\n| module |")
	for _, c := range names {
		b.WriteString(" " + c + " |")
	}
	b.WriteString("\n|---|" + strings.Repeat("---|", len(names)) + "\n")
	for _, r := range rs {
		n := map[string]int{}
		for _, f := range r.Findings {
			n[f.Check]++
		}
		b.WriteString("| " + r.Name + " |")
		for _, c := range names {
			fmt.Fprintf(&b, " %d |", n[c])
		}
		b.WriteString("\n")
	}
	b.WriteString("\n## Findings per check/category\n\n| check/category | findings | modules |\n|---|---|---|\n")
	for _, k := range sortedKeys(cats) {
		total, mods := 0, []string{}
		for _, m := range sortedKeys(cats[k]) {
			total += cats[k][m]
			mods = append(mods, fmt.Sprintf("%s (%d)", m, cats[k][m]))
		}
		fmt.Fprintf(&b, "| %s | %d | %s |\n", k, total, strings.Join(mods, ", "))
	}

	b.WriteString("\n## Modules\n\n| module | commit | dir | patterns | env |\n|---|---|---|---|---|\n")
	for _, r := range rs {
		fmt.Fprintf(&b, "| [%s](https://github.com/%s) | `%.12s` | %s | `%s` | %s |\n",
			r.Name, r.Repo, r.Commit, r.Dir, strings.Join(r.Patterns, " "), strings.Join(r.Env, " "))
	}
	return b.Bytes()
}

// sameFindings tells whether the default load and -load=full found the
// same findings: they should, since the packages loaded from export data
// yield no facts.
func sameFindings(r *result) string {
	switch {
	case r.Full.Wall == 0:
		return "-"
	case slices.Equal(r.Findings, r.FullFindings):
		return "yes"
	}
	return fmt.Sprintf("**no** (%d)", len(r.FullFindings))
}

func output(prog string, args ...string) string {
	out, err := exec.Command(prog, args...).Output()
	if err != nil {
		return "?"
	}
	return strings.TrimSpace(string(out))
}

func findingsReport(rs []*result) []byte {
	var b bytes.Buffer
	b.WriteString("# mcplint findings on the corpus\n\nGenerated by `go run ./internal/corpus`; paths are relative to each module's directory. Format: `file:line:col` check/category: message.\n")
	for _, r := range rs {
		fmt.Fprintf(&b, "\n## %s (%d findings, %d errors)\n\n", r.Name, len(r.Findings), len(r.Errors))
		for _, f := range r.Findings {
			fmt.Fprintf(&b, "- `%s` %s/%s: %s\n", f.Posn, f.Check, f.Category, oneLine(f.Message))
		}
		for _, e := range r.Errors {
			fmt.Fprintf(&b, "- ERROR %s\n", oneLine(e))
		}
		if c := r.Coverage; c != nil {
			switch {
			case c.Failed != "":
				fmt.Fprintf(&b, "\nCoverage not measured: modeldump %s\n", oneLine(c.Failed))
			case len(c.Unknown) > 0:
				fmt.Fprintf(&b, "\n%d of %d tool definitions unknown to the model: %s\n", len(c.Unknown), c.Defined, "`"+strings.Join(c.Unknown, "`, `")+"`")
			}
			for _, e := range c.Errors {
				fmt.Fprintf(&b, "- coverage ERROR %s\n", oneLine(e))
			}
		}
		if r.Panics > 0 || r.MCPLint.Exit != 0 {
			lines := strings.Split(strings.TrimSpace(string(r.MCPLint.Err)), "\n")
			fmt.Fprintf(&b, "\nmcplint exit %d, stderr (first %d of %d lines):\n\n```\n%s\n```\n",
				r.MCPLint.Exit, min(len(lines), 20), len(lines), strings.Join(lines[:min(len(lines), 20)], "\n"))
		}
	}
	return b.Bytes()
}

// coverageCells renders the tool defs, known and % cells of a module.
func coverageCells(c *coverage) string {
	switch {
	case c == nil:
		return "- | - | -"
	case c.Failed != "":
		return "error | - | -"
	}
	return fmt.Sprintf("%d | %d | %s", c.Defined, c.Known, percent(c.Known, c.Defined))
}

// percent formats known/defined as a whole percentage, rounded down, or
// "-" when nothing is defined.
func percent(known, defined int) string {
	if defined == 0 {
		return "-"
	}
	return fmt.Sprintf("%d%%", known*100/defined)
}

func oneLine(s string) string { return strings.Join(strings.Fields(s), " ") }

// chart draws mcplint wall time divided by the no-op analyzer's wall time
// (no facts: dependencies from export data, the floor) per module.
func chart(rs []*result) []byte {
	const left, barMax, row, top = 330, 420, 22, 40
	maxV := 2.0
	for _, r := range rs {
		if r.NoFacts.Wall > 0 {
			maxV = max(maxV, r.MCPLint.Wall.Seconds()/r.NoFacts.Wall.Seconds())
		}
	}
	w, h := left+barMax+70, top+row*len(rs)+30
	x := func(v float64) float64 { return left + v/maxV*barMax }
	var b bytes.Buffer
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" font-family="sans-serif" font-size="12">`+"\n", w, h)
	fmt.Fprintf(&b, `<rect width="%d" height="%d" fill="white"/>`+"\n", w, h)
	fmt.Fprintf(&b, `<text x="10" y="20" font-size="14" font-weight="bold">mcplint wall time ÷ no-op analyzer (dependencies from export data)</text>`+"\n")
	for i, r := range rs {
		y := top + i*row
		fmt.Fprintf(&b, `<text x="%d" y="%d" text-anchor="end">%s</text>`+"\n", left-6, y+14, html.EscapeString(r.Name))
		if r.NoFacts.Wall <= 0 {
			continue
		}
		v := r.MCPLint.Wall.Seconds() / r.NoFacts.Wall.Seconds()
		color := "#4a7ebb"
		if r.Panics > 0 || len(r.Errors) > 0 || r.MCPLint.Exit != 0 {
			color = "#c0504d"
		}
		fmt.Fprintf(&b, `<rect x="%d" y="%d" width="%.1f" height="%d" fill="%s"/>`+"\n", left, y+3, x(v)-left, row-6, color)
		fmt.Fprintf(&b, `<text x="%.1f" y="%d">%.2f× (%.1fs)</text>`+"\n", x(v)+4, y+14, v, r.MCPLint.Wall.Seconds())
	}
	bottom := top + row*len(rs)
	fmt.Fprintf(&b, `<line x1="%.1f" y1="%d" x2="%.1f" y2="%d" stroke="black" stroke-dasharray="4 3"/>`+"\n", x(1), top-4, x(1), bottom)
	fmt.Fprintf(&b, `<text x="%.1f" y="%d" text-anchor="middle">1× (floor)</text>`+"\n", x(1), bottom+16)
	fmt.Fprintf(&b, `<text x="10" y="%d" fill="#c0504d">red: analysis errors, panics or non-zero exit</text>`+"\n", bottom+16)
	b.WriteString("</svg>\n")
	return b.Bytes()
}

// envFields splits a row's env column into NAME=value entries: a word that
// does not start a new NAME= belongs to the value before it
// (GOFLAGS=-mod=mod -tags=remote,containers_image_openpgp).
func envFields(s string) []string {
	var out []string
	for _, w := range strings.Fields(s) {
		name, _, ok := strings.Cut(w, "=")
		if (!ok || name == "" || strings.ToUpper(name) != name || strings.HasPrefix(name, "-")) && len(out) > 0 {
			out[len(out)-1] += " " + w
			continue
		}
		out = append(out, w)
	}
	return out
}
