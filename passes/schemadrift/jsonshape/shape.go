package jsonshape

import (
	"go/types"
)

// Kind classifies the JSON that a Go type encodes to.
type Kind uint8

const (
	Invalid Kind = iota
	// Object is a Go struct: a JSON object with a fixed, ordered set of
	// properties (some of which may be left out).
	Object
	// Map is a Go map: a JSON object whose keys depend on the data.
	Map
	// Array is a Go slice or array.
	Array
	// String is a Go string, a []byte (base64), a time.Time, a type with a
	// value-receiver MarshalText, or a number/bool with the ,string option.
	String
	// Integer is a Go integer kind: never has a fraction.
	Integer
	// Number is a Go float kind (or json.Number): may have a fraction.
	Number
	// Boolean is a Go bool.
	Boolean
	// Any is JSON the package cannot know: interfaces, json.RawMessage, type
	// parameters and the point where a recursive type refers to itself.
	Any
	// Opaque is a type with its own MarshalJSON (or a pointer-receiver
	// MarshalText/MarshalJSON that encoding/json uses only for addressable
	// values): its JSON is whatever the method writes.
	Opaque
	// Unsupported is a type encoding/json refuses (chan, func, complex,
	// unsafe.Pointer, maps with other keys): Marshal returns an error as soon
	// as such a value is reached.
	Unsupported
)

var kindNames = [...]string{"invalid", "object", "map", "array", "string", "integer", "number", "boolean", "any", "opaque", "unsupported"}

func (k Kind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return "Kind(?)"
}

// MapKey says how a Go map key becomes a JSON property name.
type MapKey uint8

const (
	// KeyString keys are Go strings, used verbatim.
	KeyString MapKey = iota
	// KeyInt keys are Go integers, written in decimal.
	KeyInt
	// KeyText keys implement encoding.TextMarshaler.
	KeyText
)

// Shape is the set of JSON values a Go type can encode to with encoding/json.
//
// Nullable is a flag rather than a wrapper kind: a nil pointer, slice, map or
// interface encodes as null, otherwise the value has the shape described by
// the remaining fields.
type Shape struct {
	Kind Kind
	// Type is the Go type the shape was computed for (after instantiation);
	// for a dereferenced pointer it is the pointer type.
	Type types.Type
	// Nullable reports that the value can encode as JSON null.
	Nullable bool

	// Props are an Object's properties in encoding order.
	Props []Property
	// Dropped are an Object's Go fields that encoding/json never emits; they
	// give related positions for a property the schema wants but Go omits.
	Dropped []Dropped

	// Elem is the element shape of an Array or the value shape of a Map.
	Elem *Shape
	// Len is the fixed length of a Go array; -1 for a slice.
	Len int
	// Key says how a Map's keys are written.
	Key MapKey

	// Format is "date-time" for time.Time and "byte" for base64 []byte.
	Format string
	// Quoted reports a String produced by the ,string option from a number,
	// bool or string (the JSON text of the value inside a JSON string).
	Quoted bool
	// NumberLiteral reports a Number from json.Number, which may be integral.
	NumberLiteral bool
	// Recursive reports an Any that stands for a type already being expanded.
	Recursive bool
	// Reason says why a shape is Any, Opaque or Unsupported.
	Reason string
}

// Property is one JSON property of an Object shape.
type Property struct {
	// Name is the JSON property name.
	Name string
	// Shape is the shape of the value whenever the property is emitted. With
	// omitempty/omitzero a nil pointer/slice/map is left out rather than
	// written as null, so Shape is then not Nullable at the top.
	Shape Shape
	// Field is the Go struct field the property comes from.
	Field *types.Var
	// Path is the chain of fields from the outer struct to Field, through
	// promoted embedded structs; Path[len(Path)-1] == Field.
	Path []*types.Var
	// OmitEmpty, OmitZero and Quoted are the tag options as written.
	OmitEmpty, OmitZero, Quoted bool
	// Omittable reports that some Go value leaves the property out: omitempty
	// on a kind that has empty values, omitzero, or a promoted field reached
	// through an embedded pointer that may be nil.
	Omittable bool
	// OmitReason says why the property is Omittable, e.g. "omitempty".
	OmitReason string
}

// Always reports that every Go value of the type emits the property.
func (p Property) Always() bool { return !p.Omittable }

// Dropped is an exported-looking Go field that encoding/json never emits.
type Dropped struct {
	// Name is the Go field name or the JSON name it would have had.
	Name  string
	Field *types.Var
	// Reason is e.g. "unexported", `json:"-"`, "ambiguous" or "shadowed".
	Reason string
}

// Prop returns the property with JSON name name, if any.
func (s Shape) Prop(name string) (Property, bool) {
	for _, p := range s.Props {
		if p.Name == name {
			return p, true
		}
	}
	return Property{}, false
}

// maxNamedDepth bounds the nesting of named types expanded at once; it stops
// generic types whose instantiations grow without end (type T[X] struct{ N *T[[]X] }).
const maxNamedDepth = 64

// ShapeOf computes the shape of the JSON that encoding/json.Marshal writes
// for a value of type t. It never panics; types it cannot know become Any.
//
// For go-sdk tool outputs the caller passes the element type of a pointer Out
// (the SDK replaces a typed nil by the zero element), not the pointer.
func ShapeOf(t types.Type) Shape {
	var b builder
	return b.shape(t, false)
}

type builder struct {
	stack []types.Type // named types being expanded
}

func (b *builder) shape(t types.Type, quoted bool) Shape {
	if t == nil {
		return Shape{Kind: Any, Reason: "unknown type"}
	}
	t = types.Unalias(t)
	if s, ok := special(t, quoted); ok {
		return s
	}
	switch t.(type) {
	case *types.TypeParam:
		return Shape{Kind: Any, Type: t, Reason: "type parameter"}
	}
	u := t.Underlying()
	if u == nil {
		return Shape{Kind: Any, Type: t, Reason: "unknown type"}
	}
	if _, ok := u.(*types.Interface); ok {
		return Shape{Kind: Any, Type: t, Nullable: true, Reason: "interface"}
	}
	if s, ok := marshaler(t); ok {
		return s
	}

	if named, ok := t.(*types.Named); ok {
		for _, seen := range b.stack {
			if types.Identical(seen, named) {
				return Shape{Kind: Any, Type: t, Recursive: true, Reason: "recursive type " + named.Obj().Name()}
			}
		}
		if len(b.stack) >= maxNamedDepth {
			return Shape{Kind: Any, Type: t, Reason: "type nesting too deep"}
		}
		b.stack = append(b.stack, named)
		defer func() { b.stack = b.stack[:len(b.stack)-1] }()
	}

	switch u := u.(type) {
	case *types.Basic:
		return basic(t, u, quoted)
	case *types.Pointer:
		// encoding/json follows the pointer and passes the ,string option on.
		s := b.shape(u.Elem(), quoted)
		s.Nullable = true
		s.Type = t
		return s
	case *types.Struct:
		return b.object(t)
	case *types.Slice:
		if isByte(u.Elem()) && !selfMarshals(types.NewPointer(u.Elem())) {
			return Shape{Kind: String, Type: t, Nullable: true, Format: "byte"}
		}
		e := b.shape(u.Elem(), false)
		return Shape{Kind: Array, Type: t, Nullable: true, Elem: &e, Len: -1}
	case *types.Array:
		e := b.shape(u.Elem(), false)
		return Shape{Kind: Array, Type: t, Elem: &e, Len: int(u.Len())}
	case *types.Map:
		key, ok := mapKey(u.Key())
		if !ok {
			return Shape{Kind: Unsupported, Type: t, Reason: "map key type " + u.Key().String() + " is not a string, integer or TextMarshaler"}
		}
		e := b.shape(u.Elem(), false)
		return Shape{Kind: Map, Type: t, Nullable: true, Elem: &e, Key: key}
	case *types.Chan:
		return Shape{Kind: Unsupported, Type: t, Reason: "channel"}
	case *types.Signature:
		return Shape{Kind: Unsupported, Type: t, Reason: "func"}
	}
	return Shape{Kind: Unsupported, Type: t, Reason: "type " + t.String()}
}

// special handles the standard-library types whose output is known although
// they marshal themselves.
func special(t types.Type, quoted bool) (Shape, bool) {
	named, ok := t.(*types.Named)
	if !ok || named.Obj().Pkg() == nil {
		return Shape{}, false
	}
	switch named.Obj().Pkg().Path() + "." + named.Obj().Name() {
	case "time.Time":
		// MarshalJSON writes RFC 3339 with nanoseconds; ,string is ignored.
		return Shape{Kind: String, Type: t, Format: "date-time"}, true
	case "encoding/json.RawMessage":
		// Copied verbatim (nil is written as null).
		return Shape{Kind: Any, Type: t, Nullable: true, Reason: "json.RawMessage"}, true
	case "encoding/json.Number":
		// Written as a number literal, or inside a string with ,string.
		if quoted {
			return Shape{Kind: String, Type: t, Quoted: true}, true
		}
		return Shape{Kind: Number, Type: t, NumberLiteral: true}, true
	}
	return Shape{}, false
}

// marshaler mirrors the first four cases of encoding/json's newTypeEncoder.
func marshaler(t types.Type) (Shape, bool) {
	if p, isPtr := t.Underlying().(*types.Pointer); isPtr {
		if _, known := special(types.Unalias(p.Elem()), false); known {
			return Shape{}, false // *time.Time etc.: dereferenced like any pointer
		}
		// A pointer type that marshals itself writes null when nil.
		switch {
		case hasMarshal(t, "MarshalJSON"):
			return Shape{Kind: Opaque, Type: t, Nullable: true, Reason: "MarshalJSON"}, true
		case hasMarshal(t, "MarshalText"):
			return Shape{Kind: String, Type: t, Nullable: true, Reason: "MarshalText"}, true
		}
		return Shape{}, false
	}
	ptr := types.NewPointer(t)
	switch {
	case hasMarshal(t, "MarshalJSON"):
		return Shape{Kind: Opaque, Type: t, Reason: "MarshalJSON"}, true
	case hasMarshal(ptr, "MarshalJSON"):
		// Used only when the value is addressable (reached through a pointer),
		// otherwise the default encoding applies: either may happen.
		return Shape{Kind: Opaque, Type: t, Reason: "pointer-receiver MarshalJSON"}, true
	case hasMarshal(t, "MarshalText"):
		return Shape{Kind: String, Type: t, Reason: "MarshalText"}, true
	case hasMarshal(ptr, "MarshalText"):
		return Shape{Kind: Opaque, Type: t, Reason: "pointer-receiver MarshalText"}, true
	}
	return Shape{}, false
}

// selfMarshals reports whether t implements json.Marshaler or
// encoding.TextMarshaler.
func selfMarshals(t types.Type) bool {
	return hasMarshal(t, "MarshalJSON") || hasMarshal(t, "MarshalText")
}

// hasMarshal reports whether t's method set has name with the signature
// func() ([]byte, error) shared by MarshalJSON and MarshalText.
func hasMarshal(t types.Type, name string) bool {
	if n, ok := types.Unalias(t).(*types.Named); ok {
		if _, isPtr := n.Underlying().(*types.Pointer); isPtr {
			return false // a defined pointer type has no methods
		}
	}
	sel := types.NewMethodSet(t).Lookup(nil, name)
	if sel == nil {
		return false
	}
	sig, ok := sel.Type().(*types.Signature)
	if !ok || sig.Params().Len() != 0 || sig.Results().Len() != 2 {
		return false
	}
	if !isByteSlice(sig.Results().At(0).Type()) {
		return false
	}
	return types.Identical(sig.Results().At(1).Type(), types.Universe.Lookup("error").Type())
}

func isByte(t types.Type) bool {
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Kind() == types.Uint8
}

func isByteSlice(t types.Type) bool {
	s, ok := t.Underlying().(*types.Slice)
	return ok && isByte(s.Elem())
}

func basic(t types.Type, u *types.Basic, quoted bool) Shape {
	info := u.Info()
	var k Kind
	switch {
	case info&types.IsBoolean != 0:
		k = Boolean
	case info&types.IsInteger != 0:
		k = Integer
	case info&types.IsFloat != 0:
		k = Number
	case info&types.IsComplex != 0:
		return Shape{Kind: Unsupported, Type: t, Reason: "complex number"}
	case info&types.IsString != 0:
		k = String
	case u.Kind() == types.UnsafePointer:
		return Shape{Kind: Unsupported, Type: t, Reason: "unsafe.Pointer"}
	default:
		return Shape{Kind: Any, Type: t, Reason: "invalid type"}
	}
	if quoted {
		return Shape{Kind: String, Type: t, Quoted: true}
	}
	return Shape{Kind: k, Type: t}
}

// mapKey mirrors newMapEncoder: string and integer kinds are always allowed,
// other keys must implement encoding.TextMarshaler.
func mapKey(t types.Type) (MapKey, bool) {
	if b, ok := t.Underlying().(*types.Basic); ok {
		switch {
		case b.Info()&types.IsString != 0:
			return KeyString, true
		case b.Info()&types.IsInteger != 0:
			if hasMarshal(t, "MarshalText") {
				return KeyText, true
			}
			return KeyInt, true
		}
	}
	if hasMarshal(t, "MarshalText") {
		return KeyText, true
	}
	return 0, false
}

// object computes the shape of a struct type.
func (b *builder) object(t types.Type) Shape {
	fields, dropped := typeFields(t)
	s := Shape{Kind: Object, Type: t, Dropped: dropped}
	for _, f := range fields {
		omitNil := (f.omitEmpty || f.omitZero) && nilable(f.decl)
		p := Property{
			Name:      f.name,
			Shape:     b.fieldShape(f.decl, f.quoted, omitNil),
			Field:     f.vars[len(f.vars)-1],
			Path:      f.vars,
			OmitEmpty: f.omitEmpty,
			OmitZero:  f.omitZero,
			Quoted:    f.quoted,
		}
		p.Omittable, p.OmitReason = omittable(f)
		s.Props = append(s.Props, p)
	}
	return s
}

// fieldShape is the shape of a field's value when it is emitted: with
// omitempty/omitzero a nil pointer, slice or map is left out instead of
// being written as null.
func (b *builder) fieldShape(t types.Type, quoted, omitNil bool) Shape {
	if omitNil {
		if p, ok := t.Underlying().(*types.Pointer); ok && !selfMarshals(t) {
			s := b.shape(p.Elem(), quoted)
			if s.Type == nil {
				s.Type = t
			}
			return s
		}
	}
	s := b.shape(t, quoted)
	if omitNil && s.Kind != Any {
		s.Nullable = false
	}
	return s
}

func nilable(t types.Type) bool {
	switch t.Underlying().(type) {
	case *types.Pointer, *types.Slice, *types.Map, *types.Interface:
		return true
	}
	return false
}

// omittable mirrors the checks in encoding/json's structEncoder.encode: a nil
// embedded pointer on the way, omitempty with isEmptyValue, or omitzero.
func omittable(f field) (bool, string) {
	if f.viaPtr != nil {
		return true, "promoted through embedded pointer " + f.viaPtr.Name() + " that may be nil"
	}
	if f.omitZero {
		return true, "omitzero"
	}
	if !f.omitEmpty {
		return false, ""
	}
	switch u := f.decl.Underlying().(type) {
	case *types.Basic:
		if u.Info()&(types.IsBoolean|types.IsInteger|types.IsFloat|types.IsString) != 0 {
			return true, "omitempty"
		}
	case *types.Pointer, *types.Slice, *types.Map, *types.Interface:
		return true, "omitempty"
	case *types.Array:
		if u.Len() == 0 {
			return true, "omitempty"
		}
	}
	// Structs, non-empty arrays, chans, funcs and complex numbers are never
	// "empty" for omitempty.
	return false, ""
}
