package jsonshape

import (
	"go/types"
)

// object computes the shape of a struct type.
func (b *builder) object(t types.Type) Shape {
	fields, dropped := typeFields(t)
	s := Shape{Kind: Object, Type: t, Dropped: dropped}
	for _, f := range fields {
		if why := neverEmitted(f); why != "" {
			s.Dropped = append(s.Dropped, Dropped{Name: f.name, Field: f.vars[len(f.vars)-1], Reason: why})
			continue
		}
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

// neverEmitted reports fields whose omit option always applies: omitempty on
// a zero-length array, omitzero on a type with no non-zero value.
func neverEmitted(f field) string {
	if f.omitEmpty {
		if a, ok := f.decl.Underlying().(*types.Array); ok && a.Len() == 0 {
			return "omitempty on a zero-length array"
		}
	}
	if f.omitZero && alwaysZero(f.decl, 0) {
		return "omitzero on a type whose only value is zero"
	}
	return ""
}

func alwaysZero(t types.Type, depth int) bool {
	if depth > 10 || hasZeroMethod(t) {
		return false
	}
	switch u := t.Underlying().(type) {
	case *types.Array:
		return u.Len() == 0 || alwaysZero(u.Elem(), depth+1)
	case *types.Struct:
		for i := 0; i < u.NumFields(); i++ {
			if !alwaysZero(u.Field(i).Type(), depth+1) {
				return false
			}
		}
		return true
	}
	return false
}

// hasZeroMethod reports an IsZero() bool method, which omitzero calls.
func hasZeroMethod(t types.Type) bool {
	for _, typ := range []types.Type{t, types.NewPointer(t)} {
		if sel := types.NewMethodSet(typ).Lookup(nil, "IsZero"); sel != nil {
			return true
		}
	}
	return false
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
