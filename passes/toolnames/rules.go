package toolnames

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// rule is one naming rule: a character set and a length limit.
type rule struct {
	max     int
	allowed func(r rune) bool
	// describe is how the message states the rule.
	describe string
}

// specRule is the 2025-11-25 and 2026-07-28 spec rule:
// ^[A-Za-z0-9_.-]{1,128}$.
var specRule = rule{
	max:      128,
	allowed:  func(r rune) bool { return portableRune(r) || r == '.' },
	describe: "allowed: A-Z a-z 0-9 _ - ., 1 to 128 characters",
}

// portableRule is what Claude, Codex and Antigravity enforce:
// ^[A-Za-z0-9_-]{1,64}$.
var portableRule = rule{
	max:      64,
	allowed:  portableRune,
	describe: "^[A-Za-z0-9_-]{1,64}$",
}

func portableRune(r rune) bool {
	return 'a' <= r && r <= 'z' || 'A' <= r && r <= 'Z' || '0' <= r && r <= '9' || r == '_' || r == '-'
}

// badRunes groups the runes of name that r does not allow, with their
// offsets (in characters), in order of first appearance.
type badRune struct {
	r       rune
	offsets []int
}

func (ru rule) badRunes(name string) []badRune {
	var out []badRune
	i := 0
	for _, c := range name {
		if !ru.allowed(c) {
			found := false
			for k := range out {
				if out[k].r == c {
					out[k].offsets = append(out[k].offsets, i)
					found = true
					break
				}
			}
			if !found {
				out = append(out, badRune{r: c, offsets: []int{i}})
			}
		}
		i++
	}
	return out
}

// sanitize replaces the runes r does not allow with '_' and cuts the
// result to r.max characters.
func (ru rule) sanitize(name string) string {
	var b strings.Builder
	n := 0
	for _, c := range name {
		if n == ru.max {
			break
		}
		if !ru.allowed(c) {
			c = '_'
		}
		b.WriteRune(c)
		n++
	}
	return b.String()
}

// describeBad says which characters are wrong and where: `a space at
// offset 6, "(" at offsets 7 and 20`.
func describeBad(bad []badRune) string {
	const maxShown = 3
	var parts []string
	for i, b := range bad {
		if i == maxShown {
			parts = append(parts, fmt.Sprintf("%d more", len(bad)-maxShown))
			break
		}
		parts = append(parts, runeName(b.r)+" at "+offsets(b.offsets))
	}
	return joinAnd(parts)
}

func runeName(r rune) string {
	switch r {
	case ' ':
		return "a space"
	case '.':
		return "a dot"
	case '/':
		return "a slash"
	case ':':
		return "a colon"
	case ',':
		return "a comma"
	case utf8.RuneError:
		return "an invalid UTF-8 byte"
	}
	return fmt.Sprintf("%q", string(r))
}

func offsets(offs []int) string {
	const maxShown = 4
	if len(offs) == 1 {
		return fmt.Sprintf("offset %d", offs[0])
	}
	var parts []string
	for i, o := range offs {
		if i == maxShown {
			parts = append(parts, "…")
			break
		}
		parts = append(parts, fmt.Sprint(o))
	}
	return "offsets " + joinAnd(parts)
}

func joinAnd(parts []string) string {
	if len(parts) <= 1 {
		return strings.Join(parts, "")
	}
	return strings.Join(parts[:len(parts)-1], ", ") + " and " + parts[len(parts)-1]
}

// show quotes a name for a message, shortened when it is long.
func show(name string) string {
	const maxShown = 48
	if utf8.RuneCountInString(name) <= maxShown {
		return fmt.Sprintf("%q", name)
	}
	r := []rune(name)
	return fmt.Sprintf("%q", string(r[:maxShown-1])+"…")
}
