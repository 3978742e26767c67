// Package store keeps the tasks of package tools in files; it imports no
// SDK.
package store

import (
	"database/sql"
	"encoding/json"
	"errors"
	"log"
	"os"
	"path/filepath"
	"reflect"
	"sort"
	"strconv"
	"strings"
	"time"
)

type Task struct{ ID, Title string }

type Store struct{ Dir string }

// LoadAll drops the files it cannot read with a log line: its caller
// cannot tell an unreadable store from an empty one.
func (s *Store) LoadAll() ([]Task, error) {
	entries, err := os.ReadDir(s.Dir)
	if err != nil {
		return nil, err
	}
	var tasks []Task
	for _, e := range entries {
		t, err := s.load(e.Name())
		if err != nil {
			log.Printf("skip %s: %v", e.Name(), err)
			continue
		}
		tasks = append(tasks, t)
	}
	return tasks, nil
}

func (s *Store) load(name string) (Task, error) {
	data, err := os.ReadFile(filepath.Join(s.Dir, name))
	if err != nil {
		return Task{}, err
	}
	return Task{ID: name, Title: string(data)}, nil
}

// Archived reaches the skip of LoadAll two calls deep, in its own
// package: deeper than a SkippedFailureFact looks (maxSkipDepth).
func (s *Store) Archived() ([]Task, error) {
	return s.all()
}

func (s *Store) all() ([]Task, error) { return s.LoadAll() }

// Look-alikes.

// LoadReported keeps the names it could not read and returns them.
func (s *Store) LoadReported(names []string) ([]Task, []string) {
	var tasks []Task
	var failed []string
	for _, n := range names {
		t, err := s.load(n)
		if err != nil {
			failed = append(failed, n)
			continue
		}
		tasks = append(tasks, t)
	}
	return tasks, failed
}

// First stops at the first name it can read: a failure only moves on to
// the next candidate.
func (s *Store) First(names []string) (Task, error) {
	for _, n := range names {
		t, err := s.load(n)
		if err != nil {
			continue
		}
		return t, nil
	}
	return Task{}, errors.New("none of the names could be read")
}

// Existing keeps the paths that are there: a failed os.Stat is the
// answer the loop asks for.
func Existing(paths []string) []string {
	var out []string
	for _, p := range paths {
		if _, err := os.Stat(p); err != nil {
			continue
		}
		out = append(out, p)
	}
	return out
}

// Touch keeps nothing of its items: there is no answer to cut short.
func (s *Store) Touch(names []string) {
	for _, n := range names {
		if _, err := s.load(n); err != nil {
			log.Print(err)
			continue
		}
	}
}

// LastError reads the failure after the loop.
func (s *Store) LastError(names []string) ([]Task, error) {
	var tasks []Task
	var err error
	for _, n := range names {
		var t Task
		t, err = s.load(n)
		if err != nil {
			continue
		}
		tasks = append(tasks, t)
	}
	return tasks, err
}

// Decoded skips the lines that do not parse: a malformed item, not an
// outage, and the author's choice to make.
func Decoded(lines [][]byte) []Task {
	var out []Task
	for _, l := range lines {
		var t Task
		if err := json.Unmarshal(l, &t); err != nil {
			continue
		}
		out = append(out, t)
	}
	return out
}

func parseID(s string) (int64, error) { return strconv.ParseInt(s, 10, 64) }

// IDs skips the names that are not numbers: parseID only wraps a decoder.
func IDs(names []string) []int64 {
	var out []int64
	for _, n := range names {
		id, err := parseID(n)
		if err != nil {
			continue
		}
		out = append(out, id)
	}
	return out
}

// configFiles are the places a zone name may be found.
var configFiles = []string{"/etc/timezone", "/etc/TZ"}

// Zones tries known candidates: a file that cannot be read is one that is
// not there.
func Zones() []string {
	var out []string
	for _, f := range configFiles {
		data, err := os.ReadFile(f)
		if err != nil {
			continue
		}
		out = append(out, string(data))
	}
	return out
}

type memoCache struct{ m map[string]string }

func (c *memoCache) Get(key string) (string, error) {
	if v, ok := c.m[key]; ok {
		return v, nil
	}
	return "", errors.New("miss")
}

var memo = &memoCache{m: map[string]string{}}

// Cached keeps the ids the cache holds: a miss is an answer, not a
// failure.
func Cached(ids []string) []string {
	var out []string
	for _, id := range ids {
		v, err := memo.Get(id)
		if err != nil {
			continue
		}
		out = append(out, v)
	}
	return out
}

// Notes adds each task's notes when they can be read: a part left out by
// `if err == nil` is not reported (see appendSkips).
func (s *Store) Notes(ids []string) string {
	out := ""
	for _, id := range ids {
		if data, err := os.ReadFile(filepath.Join(s.Dir, id+".notes")); err == nil {
			out += string(data)
		}
	}
	return out
}

// MustCount ends the process when the store cannot be read.
func (s *Store) MustCount() int {
	entries, err := os.ReadDir(s.Dir)
	if err != nil {
		log.Fatalf("read %s: %v", s.Dir, err)
	}
	return len(entries)
}

// Titles reads a result set to its end and never asks why it ended.
func Titles(db *sql.DB) ([]string, error) {
	rows, err := db.Query("SELECT title FROM tasks")
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		var t string
		if err := rows.Scan(&t); err != nil {
			return nil, err
		}
		out = append(out, t)
	}
	return out, nil
}

// CheckedTitles asks.
func CheckedTitles(db *sql.DB) ([]string, error) {
	rows, err := db.Query("SELECT title FROM tasks")
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		var t string
		if err := rows.Scan(&t); err != nil {
			return nil, err
		}
		out = append(out, t)
	}
	return out, rows.Err()
}

// ToISO converts a "seconds.micros" stamp: a pure function, whose failure
// says the stamp is malformed.
func ToISO(ts string) (string, error) {
	secs, _, ok := strings.Cut(ts, ".")
	if !ok {
		return "", errors.New("bad stamp " + ts)
	}
	n, err := strconv.ParseInt(secs, 10, 64)
	if err != nil {
		return "", err
	}
	return time.Unix(n, 0).UTC().Format(time.RFC3339), nil
}

// Pairs skips twice: the second call sets err again, so the first
// failure is read nowhere after its skip.
func (s *Store) Pairs(names []string) []string {
	var out []string
	for _, n := range names {
		t, err := s.load(n)
		if err != nil {
			continue
		}
		meta, err := s.load(n + ".meta")
		if err != nil {
			continue
		}
		out = append(out, t.Title+meta.Title)
	}
	return out
}

// CappedTitles drops the rows that do not scan and stops at max: the
// cap is not a search for a first success, so the dropped rows are lost
// from an answer that reports success.
func CappedTitles(db *sql.DB, max int) ([]string, error) {
	rows, err := db.Query("SELECT title FROM tasks")
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		var t string
		if err := rows.Scan(&t); err != nil {
			continue
		}
		out = append(out, t)
		if len(out) >= max {
			break
		}
	}
	return out, rows.Err()
}

// FirstTitle looks for the first row that scans: a search, whose
// failed candidates are not part of the answer.
func FirstTitle(db *sql.DB) (string, error) {
	rows, err := db.Query("SELECT title FROM tasks")
	if err != nil {
		return "", err
	}
	defer rows.Close()
	var found []string
	for rows.Next() {
		var t string
		if err := rows.Scan(&t); err != nil {
			continue
		}
		found = append(found, t)
		if t != "" {
			break
		}
	}
	if len(found) == 0 {
		return "", rows.Err()
	}
	return found[len(found)-1], rows.Err()
}

// Diff compares two JSON documents: pure too, though it sorts with a
// function literal and walks nested maps by recursion.
func Diff(a, b []byte) ([]string, error) {
	var x, y map[string]any
	if err := json.Unmarshal(a, &x); err != nil {
		return nil, err
	}
	if err := json.Unmarshal(b, &y); err != nil {
		return nil, err
	}
	out := diffKeys("", x, y)
	sort.Slice(out, func(i, j int) bool { return out[i] < out[j] })
	return out, nil
}

func diffKeys(prefix string, x, y map[string]any) []string {
	var out []string
	for k, v := range x {
		if sub, ok := v.(map[string]any); ok {
			if other, ok := y[k].(map[string]any); ok {
				out = append(out, diffKeys(prefix+k+".", sub, other)...)
				continue
			}
		}
		if list, ok := v.([]any); ok {
			out = append(out, diffList(prefix+k, list, y[k])...)
			continue
		}
		if w, ok := y[k]; !ok || !reflect.DeepEqual(v, w) {
			out = append(out, prefix+k)
		}
	}
	return out
}

// diffList recurses back into diffKeys: a mutual recursion.
func diffList(prefix string, list []any, other any) []string {
	var out []string
	for _, v := range list {
		if m, ok := v.(map[string]any); ok {
			o, _ := other.(map[string]any)
			out = append(out, diffKeys(prefix+".", m, o)...)
		}
	}
	return out
}
