package jsonshape

import (
	"cmp"
	"go/types"
	"reflect"
	"slices"
	"strings"
	"unicode"
)

// field is one candidate JSON property; it mirrors encoding/json's field.
type field struct {
	name      string
	tag       bool  // name came from the json tag
	index     []int // field index sequence from the outer struct
	typ       types.Type
	decl      types.Type // declared type of the field (typ may be its pointee)
	omitEmpty bool
	omitZero  bool
	quoted    bool
	vars      []*types.Var
	viaPtr    *types.Var // first embedded pointer on the path, if any
}

// typeFields is a port of encoding/json's typeFields (Go 1.26) to go/types:
// breadth-first over embedded structs, Go's dominance rules modified by JSON
// tags, ambiguous names dropped. Porting it line by line keeps the subtle
// cases (same type embedded twice, unexported embedded structs, tagged
// embedded structs) identical to what Marshal does at run time.
func typeFields(t types.Type) ([]field, []Dropped) {
	var current []field
	next := []field{{typ: t}}
	var count, nextCount typeCount
	var visited []types.Type
	var fields []field
	var dropped []Dropped

	for len(next) > 0 {
		current, next = next, current[:0]
		count, nextCount = nextCount, typeCount{}

		for _, f := range current {
			if containsType(visited, f.typ) {
				continue
			}
			visited = append(visited, f.typ)

			st, ok := f.typ.Underlying().(*types.Struct)
			if !ok {
				continue
			}
			for i := 0; i < st.NumFields(); i++ {
				sf := st.Field(i)
				sfType := types.Unalias(sf.Type())
				if sf.Embedded() {
					et := sfType
					if p, ok := et.Underlying().(*types.Pointer); ok {
						et = p.Elem()
					}
					if !sf.Exported() && !isStruct(et) {
						// Embedded fields of unexported non-struct types are ignored.
						dropped = append(dropped, Dropped{Name: sf.Name(), Field: sf, Reason: "unexported"})
						continue
					}
					// Unexported embedded structs are kept: their exported
					// fields are promoted.
				} else if !sf.Exported() {
					dropped = append(dropped, Dropped{Name: sf.Name(), Field: sf, Reason: "unexported"})
					continue
				}
				tag := reflect.StructTag(st.Tag(i)).Get("json")
				if tag == "-" {
					dropped = append(dropped, Dropped{Name: sf.Name(), Field: sf, Reason: `json:"-"`})
					continue
				}
				name, opts := parseTag(tag)
				if !isValidTag(name) {
					name = ""
				}
				index := append(slices.Clip(f.index), i)
				vars := append(slices.Clip(f.vars), sf)

				ft := sfType
				if p, ok := ft.(*types.Pointer); ok {
					ft = types.Unalias(p.Elem()) // follow an unnamed pointer
				}

				// Only strings, floats, integers, and booleans can be quoted.
				quoted := false
				if opts.contains("string") {
					if b, ok := ft.Underlying().(*types.Basic); ok &&
						b.Info()&(types.IsBoolean|types.IsInteger|types.IsFloat|types.IsString) != 0 {
						quoted = true
					}
				}

				if name != "" || !sf.Embedded() || !isStruct(ft) {
					tagged := name != ""
					if name == "" {
						name = sf.Name()
					}
					fields = append(fields, field{
						name:      name,
						tag:       tagged,
						index:     index,
						typ:       ft,
						decl:      sfType,
						omitEmpty: opts.contains("omitempty"),
						omitZero:  opts.contains("omitzero"),
						quoted:    quoted,
						vars:      vars,
						viaPtr:    f.viaPtr,
					})
					if count.get(f.typ) > 1 {
						// If there were multiple instances, add a second, so
						// that the annihilation code sees a duplicate.
						fields = append(fields, fields[len(fields)-1])
					}
					continue
				}

				// Record new anonymous struct to explore in next round.
				if nextCount.inc(ft) == 1 {
					via := f.viaPtr
					if _, isPtr := sfType.(*types.Pointer); isPtr && via == nil {
						via = sf
					}
					next = append(next, field{name: typeName(ft), index: index, typ: ft, vars: vars, viaPtr: via})
				}
			}
		}
	}

	slices.SortFunc(fields, func(a, b field) int {
		// Sort by name, breaking ties with depth, then with "name came from
		// json tag", then with index sequence.
		if c := strings.Compare(a.name, b.name); c != 0 {
			return c
		}
		if c := cmp.Compare(len(a.index), len(b.index)); c != 0 {
			return c
		}
		if a.tag != b.tag {
			if a.tag {
				return -1
			}
			return +1
		}
		return slices.Compare(a.index, b.index)
	})

	// Delete all fields hidden by the Go rules for embedded fields, except
	// that fields with JSON tags are promoted.
	out := fields[:0]
	for advance, i := 0, 0; i < len(fields); i += advance {
		fi := fields[i]
		for advance = 1; i+advance < len(fields); advance++ {
			if fields[i+advance].name != fi.name {
				break
			}
		}
		group := fields[i : i+advance]
		if len(group) == 1 {
			out = append(out, fi)
			continue
		}
		// Sorted by depth then tag: the first dominates unless the second is
		// at the same depth with the same tagged-ness (a Go error: all go).
		if len(group[0].index) == len(group[1].index) && group[0].tag == group[1].tag {
			dropped = appendLosers(dropped, group, "ambiguous")
			continue
		}
		dropped = appendLosers(dropped, group[1:], "shadowed")
		out = append(out, fi)
	}
	fields = out
	slices.SortFunc(fields, func(a, b field) int { return slices.Compare(a.index, b.index) })
	return fields, dropped
}

func appendLosers(dropped []Dropped, group []field, reason string) []Dropped {
	var seen []*types.Var
	for _, f := range group {
		v := f.vars[len(f.vars)-1]
		if slices.Contains(seen, v) {
			continue // duplicate added for a repeated embedded type
		}
		seen = append(seen, v)
		dropped = append(dropped, Dropped{Name: f.name, Field: v, Reason: reason})
	}
	return dropped
}

// typeCount counts struct types by identity (reflect.Type equality).
type typeCount struct {
	types []types.Type
	n     []int
}

func (c *typeCount) get(t types.Type) int {
	for i, u := range c.types {
		if types.Identical(u, t) {
			return c.n[i]
		}
	}
	return 0
}

func (c *typeCount) inc(t types.Type) int {
	for i, u := range c.types {
		if types.Identical(u, t) {
			c.n[i]++
			return c.n[i]
		}
	}
	c.types = append(c.types, t)
	c.n = append(c.n, 1)
	return 1
}

func containsType(list []types.Type, t types.Type) bool {
	for _, u := range list {
		if types.Identical(u, t) {
			return true
		}
	}
	return false
}

func isStruct(t types.Type) bool {
	_, ok := t.Underlying().(*types.Struct)
	return ok
}

func typeName(t types.Type) string {
	if n, ok := t.(*types.Named); ok {
		return n.Obj().Name()
	}
	return ""
}

// tagOptions and parseTag are copied from encoding/json/tags.go.
type tagOptions string

func parseTag(tag string) (string, tagOptions) {
	tag, opt, _ := strings.Cut(tag, ",")
	return tag, tagOptions(opt)
}

func (o tagOptions) contains(optionName string) bool {
	s := string(o)
	for s != "" {
		var name string
		name, s, _ = strings.Cut(s, ",")
		if name == optionName {
			return true
		}
	}
	return false
}

// isValidTag is copied from encoding/json/encode.go.
func isValidTag(s string) bool {
	if s == "" {
		return false
	}
	for _, c := range s {
		switch {
		case strings.ContainsRune("!#$%&()*+-./:;<=>?@[]^_{|}~ ", c):
			// Backslash and quote chars are reserved, but otherwise any
			// punctuation chars are allowed in a tag name.
		case !unicode.IsLetter(c) && !unicode.IsDigit(c):
			return false
		}
	}
	return true
}
