package jsonshape

import (
	"go/types"
)

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
	val, ptr := methods(t), methods(types.NewPointer(t))
	switch {
	case marshals(val, "MarshalJSON"):
		return Shape{Kind: Opaque, Type: t, Reason: "MarshalJSON"}, true
	case marshals(ptr, "MarshalJSON"):
		// Used only when the value is addressable (reached through a pointer),
		// otherwise the default encoding applies: either may happen.
		return Shape{Kind: Opaque, Type: t, Reason: "pointer-receiver MarshalJSON"}, true
	case marshals(val, "MarshalText"):
		return Shape{Kind: String, Type: t, Reason: "MarshalText"}, true
	case marshals(ptr, "MarshalText"):
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
	return marshals(methods(t), name)
}

// methods is t's method set; a defined pointer type has none.
func methods(t types.Type) *types.MethodSet {
	if n, ok := types.Unalias(t).(*types.Named); ok {
		if _, isPtr := n.Underlying().(*types.Pointer); isPtr {
			return types.NewMethodSet(types.NewStruct(nil, nil))
		}
	}
	return types.NewMethodSet(t)
}

func marshals(ms *types.MethodSet, name string) bool {
	sel := ms.Lookup(nil, name)
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
