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
	// Reason says why a shape is Any, Opaque or Unsupported; it is
	// "MarshalText" for a String whose text comes from a MarshalText method
	// (always a JSON string, but its content is data).
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
