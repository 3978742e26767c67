package analyzer

import (
	"go/types"
	"reflect"
	"strconv"
	"strings"
)

// InferCycle reports whether google/jsonschema-go's For[T] fails on t
// with "cycle detected": a named type reached again inside itself through
// exported fields (embedded structs flattened), pointers, slices, arrays
// or map values (jsonschema-go v0.4.3 infer.go forType). go-sdk's
// mcp.AddTool then panics at registration, and mcp-go's
// WithOutputSchema[T] (v0.46.0 and later) prints the error and declares no
// schema at all. encoding/json has no such limit. Beyond a depth it cannot
// follow, InferCycle answers true: the schema is then treated as unknown.
func InferCycle(t types.Type) bool {
	return inferCycle(t, nil, 0)
}

func inferCycle(t types.Type, path []types.Type, depth int) bool {
	if depth > 64 {
		return true
	}
	t = types.Unalias(t)
	for {
		p, ok := t.Underlying().(*types.Pointer)
		if !ok {
			break
		}
		t = types.Unalias(p.Elem())
	}
	if n, ok := t.(*types.Named); ok {
		for _, seen := range path {
			if types.Identical(seen, n) {
				return true
			}
		}
		path = append(path, n)
	}
	switch u := t.Underlying().(type) {
	case *types.Slice:
		return inferCycle(u.Elem(), path, depth+1)
	case *types.Array:
		return inferCycle(u.Elem(), path, depth+1)
	case *types.Map:
		return inferCycle(u.Elem(), path, depth+1)
	case *types.Struct:
		return structCycle(u, path, depth, nil)
	}
	return false
}

// structCycle walks the fields reflect.VisibleFields gives: an embedded
// field is not a property itself, its promoted fields are.
func structCycle(st *types.Struct, path []types.Type, depth int, embedding []*types.Struct) bool {
	for _, e := range embedding {
		if e == st {
			return false // an embedding cycle: VisibleFields stops
		}
	}
	embedding = append(embedding, st)
	for i := range st.NumFields() {
		f := st.Field(i)
		if f.Embedded() {
			et := types.Unalias(f.Type())
			if p, ok := et.Underlying().(*types.Pointer); ok {
				et = types.Unalias(p.Elem())
			}
			if inner, ok := et.Underlying().(*types.Struct); ok {
				if structCycle(inner, path, depth+1, embedding) {
					return true
				}
				continue
			}
		}
		if !f.Exported() {
			continue
		}
		name, _, found := strings.Cut(reflect.StructTag(st.Tag(i)).Get("json"), ",")
		if name == "-" && !found {
			continue
		}
		if inferCycle(f.Type(), path, depth+1) {
			return true
		}
	}
	return false
}

// googleSchemas reports whether mcp-go version v infers schemas with
// google/jsonschema-go (v0.46.0 and later; invopop/jsonschema before).
// An unknown version counts as recent.
func googleSchemas(v string) bool {
	parts := strings.SplitN(strings.TrimPrefix(v, "v"), ".", 3)
	if v == "" || len(parts) < 2 {
		return true
	}
	major, err1 := strconv.Atoi(parts[0])
	minor, err2 := strconv.Atoi(parts[1])
	return err1 != nil || err2 != nil || major > 0 || minor >= 46
}
