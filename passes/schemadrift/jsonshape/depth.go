package jsonshape

// MaxDepth bounds the nesting (objects and arrays) of a schema document
// that CompileSchema, Validate and Confirm accept. The validator's
// compiler takes time cubic in the depth (seconds at 1000 levels, minutes
// at 3000); real schemas stay far below this.
const MaxDepth = 256

// ErrTooDeep is returned for a schema nested deeper than MaxDepth. It says
// nothing about the schema's validity: callers stay silent about it.
var ErrTooDeep error = constError("schema nested too deeply to check")

// tooDeep reports whether decoded JSON v nests deeper than MaxDepth.
func tooDeep(v any, depth int) bool {
	if depth > MaxDepth {
		return true
	}
	switch x := v.(type) {
	case map[string]any:
		for _, e := range x {
			if tooDeep(e, depth+1) {
				return true
			}
		}
	case []any:
		for _, e := range x {
			if tooDeep(e, depth+1) {
				return true
			}
		}
	}
	return false
}
