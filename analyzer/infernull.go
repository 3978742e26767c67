package analyzer

import "go/types"

// jsonschemaPath is google/jsonschema-go's package, whose For[T] infers
// the schemas of go-sdk's typed tools.
const jsonschemaPath = "github.com/google/jsonschema-go/jsonschema"

// InferredNull says which nil Go values the schema that
// google/jsonschema-go infers from a Go type admits as JSON null, in the
// version the package is built with. A nil pointer is admitted by every
// version (["null", T]). A nil map never is: a map is inferred as
// "object" (v0.2.0 to v0.4.3 infer.go). A nil slice is admitted since
// v0.4.0 (["null", "array"]); v0.2.x and v0.3.0, which go-sdk v1.0.0 to
// v1.2.0 require, infer "array", so go-sdk's validation of its own
// output refuses a nil slice (measured on go-sdk v1.1.0 with jsonschema-go
// v0.3.0: `validating /properties/items: type: ... has type "null", want
// "array"`).
type InferredNull struct {
	// SlicesKnown is false when the version could not be told: nothing
	// is then said about slices.
	SlicesKnown bool
	// Slices is true when a nil slice is admitted.
	Slices bool
}

// InferenceNull reads InferredNull for the jsonschema-go among pkg's
// dependencies. The version is told by the API: Schema.ItemsArray came
// with v0.4.0, the release that made slices nullable.
func InferenceNull(pkg *types.Package) InferredNull {
	js := findImport(pkg, jsonschemaPath, 4096)
	if js == nil {
		return InferredNull{}
	}
	obj, _ := js.Scope().Lookup("Schema").(*types.TypeName)
	if obj == nil {
		return InferredNull{}
	}
	st, ok := obj.Type().Underlying().(*types.Struct)
	if !ok {
		return InferredNull{}
	}
	for i := range st.NumFields() {
		if st.Field(i).Name() == "ItemsArray" {
			return InferredNull{SlicesKnown: true, Slices: true}
		}
	}
	return InferredNull{SlicesKnown: true, Slices: false}
}

// findImport looks for path among pkg's transitive imports, visiting at
// most limit packages.
func findImport(pkg *types.Package, path string, limit int) *types.Package {
	seen := map[*types.Package]bool{pkg: true}
	queue := []*types.Package{pkg}
	for len(queue) > 0 && len(seen) < limit {
		p := queue[0]
		queue = queue[1:]
		for _, imp := range p.Imports() {
			if imp.Path() == path {
				return imp
			}
			if !seen[imp] {
				seen[imp] = true
				queue = append(queue, imp)
			}
		}
	}
	return nil
}
