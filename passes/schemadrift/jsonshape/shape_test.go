package jsonshape

import (
	_ "embed"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
)

//go:embed types_test.go
var typesSrc string

// vetHostileSrc declares types with duplicate json tags, which go vet rejects
// in real source; the test builds the same types with reflect.StructOf.
const vetHostileSrc = "package jsonshape\n" +
	"type DupSame struct { A int `json:\"x\"`; B int `json:\"x\"`; C int }\n" +
	"type DupEmb struct { ConflictTagged; ConflictTagged2 }\n"

func dupSame(full bool) any {
	v := reflect.New(reflect.StructOf([]reflect.StructField{
		{Name: "A", Type: reflect.TypeFor[int](), Tag: `json:"x"`},
		{Name: "B", Type: reflect.TypeFor[int](), Tag: `json:"x"`},
		{Name: "C", Type: reflect.TypeFor[int]()},
	})).Elem()
	if full {
		v.Field(0).SetInt(1)
		v.Field(1).SetInt(2)
		v.Field(2).SetInt(3)
	}
	return v.Interface()
}

func dupEmb(full bool) any {
	v := reflect.New(reflect.StructOf([]reflect.StructField{
		{Name: "ConflictTagged", Type: reflect.TypeFor[ConflictTagged](), Anonymous: true},
		{Name: "ConflictTagged2", Type: reflect.TypeFor[ConflictTagged2](), Anonymous: true},
	})).Elem()
	if full {
		v.Field(0).Set(reflect.ValueOf(ConflictTagged{"a"}))
		v.Field(1).Set(reflect.ValueOf(ConflictTagged2{"b"}))
	}
	return v.Interface()
}

var (
	loadOnce sync.Once
	testPkg  *types.Package
	evalPos  token.Pos // inside types_test.go, where its imports are in scope
	testFset *token.FileSet
	loadErr  error
)

// loadTypes type-checks types_test.go from source (with a source importer for
// time and encoding/json) once per test binary.
func loadTypes(tb testing.TB) *types.Package {
	tb.Helper()
	loadOnce.Do(func() {
		testFset = token.NewFileSet()
		var files []*ast.File
		for name, src := range map[string]string{"types_test.go": typesSrc, "vethostile.go": vetHostileSrc} {
			f, err := parser.ParseFile(testFset, name, src, parser.SkipObjectResolution)
			if err != nil {
				loadErr = err
				return
			}
			files = append(files, f)
			if name == "types_test.go" {
				evalPos = f.Decls[len(f.Decls)-1].Pos()
			}
		}
		conf := types.Config{Importer: importer.ForCompiler(testFset, "source", nil)}
		testPkg, loadErr = conf.Check("example.com/types", testFset, files, nil)
	})
	if loadErr != nil {
		tb.Fatalf("type-checking types_test.go: %v", loadErr)
	}
	return testPkg
}

// typeOf evaluates a type expression such as "Page[Item]" in the test package.
func typeOf(tb testing.TB, expr string) types.Type {
	tb.Helper()
	pkg := loadTypes(tb)
	tv, err := types.Eval(testFset, pkg, evalPos, expr)
	if err != nil || !tv.IsType() {
		tb.Fatalf("%s: not a type: %v", expr, err)
	}
	return tv.Type
}

func shapeOf(tb testing.TB, expr string) Shape {
	tb.Helper()
	return ShapeOf(typeOf(tb, expr))
}

func ptr[T any](v T) *T { return &v }

var now = time.Date(2024, 5, 6, 7, 8, 9, 10, time.UTC)

// shapeCases pair a type expression with a zero and a fully populated value
// of the same (real) type. full sets every field to a non-zero value.
var shapeCases = []struct {
	expr      string
	zero      any
	full      any
	fullFails bool // encoding/json returns an error for full
}{
	{"Basic", Basic{}, Basic{S: "s", I: -1, U: 2, F: 1.5, F32: 2.5, B: true, Renamed: "r", BadTag: "b", unexported: 1, Dash: "d", DashComma: "dc", OnlyOpts: 3, Ptr: 4}, false},
	{"Inner", Inner{}, Inner{A: 1, B: "b"}, false},
	{"OmitEmptyAll", OmitEmptyAll{}, OmitEmptyAll{S: "s", I: 1, F: 1.5, B: true, P: ptr(0), Sl: []string{"a"}, M: map[string]int{"k": 1}, A2: [2]int{1, 2}, St: Inner{A: 1}, If: 3, T: now, PS: &Inner{}, PP: ptr(ptr(1)), Raw: json.RawMessage(`{"x":1}`), By: []byte{1}}, false},
	{"OmitZeroAll", OmitZeroAll{}, OmitZeroAll{S: "s", St: Inner{A: 1}, T: now, Sl: []int{}, P: &Inner{}, A2: [2]int{0, 1}, Z: ZeroMethod{N: 2}, M: map[int]int{}}, false},
	{"Quoted", Quoted{}, Quoted{I: 1, F: 2.5, B: true, S: "q", P: ptr(3), PO: ptr(4), N: "5.5", Sl: []int{1}, T: now, L: 1}, false},
	{"Embedded", Embedded{}, Embedded{Inner: Inner{A: 1, B: "b"}, PtrEmb: &PtrEmb{C: 1, D: "d"}, Inner2: Inner2{E: 1}, unexportedEmb: unexportedEmb{F: 1, g: 2}, X: 1}, false},
	{"TaggedUnexportedEmb", TaggedUnexportedEmb{}, TaggedUnexportedEmb{unexportedEmb: unexportedEmb{F: 1}, Y: 2}, false},
	{"EmbNonStruct", EmbNonStruct{}, EmbNonStruct{MyInt: 1, MyStr: ptr(MyStr("s")), myInt: 2}, false},
	{"Conflicts", Conflicts{}, Conflicts{ConflictA: ConflictA{Name: "a", Depth1: 1}, ConflictB: ConflictB{Name: "b"}, Level: 1}, false},
	{"TagWins", TagWins{}, TagWins{ConflictA: ConflictA{Name: "a", Depth1: 1}, ConflictTagged: ConflictTagged{Other: "o"}}, false},
	{"Shallow", Shallow{}, Shallow{ConflictA: ConflictA{Name: "a", Depth1: 1}, Name: 1}, false},
	{"DupTags", DupTags{}, DupTags{A: 1, C: 3}, false},
	{"DupSame", dupSame(false), dupSame(true), false},
	{"DupEmb", dupEmb(false), dupEmb(true), false},
	{"SameTypeTwice", SameTypeTwice{}, SameTypeTwice{Wrap1{Leaf{1}}, Wrap2{Leaf{2}, 3}}, false},
	{"Pointers", Pointers{}, Pointers{P: ptr(1), PS: ptr("s"), PI: &Inner{A: 1}, Sl: []int{1}, M: map[string]string{"k": "v"}, B: []byte("hi"), BA: [3]byte{1, 2, 3}, IP: IntPtr(ptr(5)), Arr: [2]Inner{{A: 1}, {B: "x"}}, Any: struct {
		X int `json:"x"`
	}{X: 1}}, false},
	{"Maps", Maps{}, Maps{IntKeys: map[int]string{-1: "a"}, UintKeys: map[uint16]bool{7: true}, TextKeys: map[TextKey]int{{"a", "b"}: 1}, Nested: map[string][]float64{"k": {1.5}}}, false},
	{"Specials", Specials{}, Specials{T: now, PT: &now, D: time.Second, Raw: json.RawMessage(`[1,"a"]`), Num: "12.5", Bytes: []byte{0, 1}, Custom: 3, PCustom: ptr(Celsius(4)), Addr: AddrMarshal{V: 1}, Text: 2, PText: ptr(Level(3))}, false},
	{"*Specials", (*Specials)(nil), &Specials{T: now, PT: &now, D: 1, Raw: json.RawMessage(`1`), Num: "1", Bytes: []byte{}, Custom: 3, PCustom: ptr(Celsius(4)), Addr: AddrMarshal{V: 1}, Text: 2, PText: ptr(Level(3))}, false},
	{"Page[Item]", Page[Item]{}, Page[Item]{Items: []Item{{ID: 1, Score: 0.5}}, Next: ptr("n"), Total: 1}, false},
	{"Page[*Item]", Page[*Item]{}, Page[*Item]{Items: []*Item{{ID: 1}, nil}, Next: ptr("n"), Total: 1}, false},
	{"Pair[string, []int]", Pair[string, []int]{}, Pair[string, []int]{Key: "k", Val: []int{1}}, false},
	{"Node", Node{}, Node{Name: "n", Children: []Node{{Name: "c"}}, Parent: &Node{Name: "p"}}, false},
	{"SelfEmbed", SelfEmbed{}, SelfEmbed{SelfEmbed: &SelfEmbed{V: 2}, V: 1}, false},
	{"Ifaces", Ifaces{}, Ifaces{A: map[string]any{"x": 1}, E: fmt.Errorf("e"), M: json.RawMessage(`true`)}, false},
	{"Unsup", Unsup{}, Unsup{C: make(chan int), Cx: 1i, N: 1}, true},
	{"Names", Names(nil), Names{"a"}, false},
	{"Scores", Scores(nil), Scores{"a": 1.5}, false},
	{"Weather", Weather{}, Weather{Temp: 1.5, Humidity: 2, Note: ptr("n"), Tags: []string{"t"}}, false},
	{"WeatherF", WeatherF{}, WeatherF{Temp: 1, Humidity: 2, humidity: 3}, false},
	{"Wrapped", Wrapped{}, Wrapped{Inner: Inner{A: 1, B: "b"}, N: 2}, false},
	{"[]Inner", []Inner(nil), []Inner{{A: 1}}, false},
	{"[2]float32", [2]float32{}, [2]float32{1.5, 2}, false},
	{"map[int64]*Inner", map[int64]*Inner(nil), map[int64]*Inner{3: {A: 1}, 4: nil}, false},
	{"*int", (*int)(nil), ptr(1), false},
	{"time.Time", time.Time{}, now, false},
	{"json.RawMessage", json.RawMessage(nil), json.RawMessage(`{"a":[1]}`), false},
	{"[]byte", []byte(nil), []byte("abc"), false},
	{"Celsius", Celsius(0), Celsius(1.5), false},
	{"Level", Level(0), Level(1), false},
	{"any", nil, map[string]any{"a": 1}, false},
}

func marshalDecode(t *testing.T, v any) (any, error) {
	raw, err := json.Marshal(v)
	if err != nil {
		return nil, err
	}
	return decodeJSON(raw)
}

func TestShapeMatchesEncodingJSON(t *testing.T) {
	if len(shapeCases) < 30 {
		t.Fatalf("want at least 30 cases, have %d", len(shapeCases))
	}
	for _, tc := range shapeCases {
		t.Run(tc.expr, func(t *testing.T) {
			sh := shapeOf(t, tc.expr)

			zero, err := marshalDecode(t, tc.zero)
			if err != nil {
				t.Fatalf("marshal zero: %v", err)
			}
			if err := conforms(sh, zero, ""); err != nil {
				t.Errorf("zero %s does not conform: %v\nshape: %s", js(zero), err, dump(sh))
			}
			if sh.Kind == Object && zero != nil {
				if got, want := keys(zero), propNames(sh, func(p Property) bool { return !p.Omittable && p.Shape.Kind != Unsupported }); !slices.Equal(got, want) {
					t.Errorf("zero keys = %v, shape says always-emitted = %v", got, want)
				}
			}
			if !dataDependent(sh) {
				if synth := Synthesize(sh)[1]; js(synth) != js(zero) {
					t.Errorf("Synthesize zero = %s, encoding/json = %s", js(synth), js(zero))
				}
			}

			full, err := marshalDecode(t, tc.full)
			if tc.fullFails {
				if err == nil {
					t.Fatalf("marshal full: want an error (unsupported type), got %s", js(full))
				}
				return
			}
			if err != nil {
				t.Fatalf("marshal full: %v", err)
			}
			if err := conforms(sh, full, ""); err != nil {
				t.Errorf("full %s does not conform: %v\nshape: %s", js(full), err, dump(sh))
			}
			if sh.Kind == Object {
				if got, want := keys(full), propNames(sh, func(p Property) bool { return true }); !slices.Equal(got, want) {
					t.Errorf("full keys = %v, shape properties = %v", got, want)
				}
			}

			for i, inst := range Synthesize(sh) {
				if err := conforms(sh, inst, ""); err != nil {
					t.Errorf("Synthesize[%d] = %s does not conform: %v", i, js(inst), err)
				}
			}
			// The populated instance must be realizable: decoding it into the
			// Go type and marshalling again gives it back.
			if plain(sh) {
				inst := Synthesize(sh)[0]
				p := reflect.New(reflect.TypeOf(tc.full))
				if err := json.Unmarshal([]byte(js(inst)), p.Interface()); err != nil {
					t.Fatalf("unmarshal Synthesize populated %s: %v", js(inst), err)
				}
				again, err := marshalDecode(t, p.Elem().Interface())
				if err != nil || js(again) != js(inst) {
					t.Errorf("Synthesize populated %s round-trips to %s (%v)", js(inst), js(again), err)
				}
			}
		})
	}
}

// conforms reports whether the decoded JSON value v is one the shape admits.
func conforms(sh Shape, v any, at string) error {
	if v == nil {
		if sh.Nullable || sh.Kind == Any || sh.Kind == Opaque {
			return nil
		}
		return fmt.Errorf("%s: null for non-nullable %s", at, sh.Kind)
	}
	bad := func() error { return fmt.Errorf("%s: %s for %s", at, js(v), sh.Kind) }
	switch sh.Kind {
	case Any, Opaque:
		return nil
	case Unsupported, Invalid:
		return bad()
	case Object:
		m, ok := v.(map[string]any)
		if !ok {
			return bad()
		}
		for k := range m {
			if _, ok := sh.Prop(k); !ok {
				return fmt.Errorf("%s: unexpected property %q", at, k)
			}
		}
		for _, p := range sh.Props {
			pv, ok := m[p.Name]
			if !ok {
				if !p.Omittable && p.Shape.Kind != Unsupported {
					return fmt.Errorf("%s: property %q is always emitted but missing", at, p.Name)
				}
				continue
			}
			if err := conforms(p.Shape, pv, at+"/"+p.Name); err != nil {
				return err
			}
		}
	case Map:
		m, ok := v.(map[string]any)
		if !ok {
			return bad()
		}
		for k, e := range m {
			if sh.Key == KeyInt {
				if _, err := strconv.ParseInt(k, 10, 64); err != nil {
					return fmt.Errorf("%s: map key %q is not an integer", at, k)
				}
			}
			if err := conforms(*sh.Elem, e, at+"/"+k); err != nil {
				return err
			}
		}
	case Array:
		a, ok := v.([]any)
		if !ok || (sh.Len >= 0 && len(a) != sh.Len) {
			return bad()
		}
		for i, e := range a {
			if err := conforms(*sh.Elem, e, at+"/"+strconv.Itoa(i)); err != nil {
				return err
			}
		}
	case String:
		s, ok := v.(string)
		if !ok {
			return bad()
		}
		switch {
		case sh.Format == "date-time":
			if _, err := time.Parse(time.RFC3339Nano, s); err != nil {
				return fmt.Errorf("%s: %v", at, err)
			}
		case sh.Format == "byte":
			if _, err := base64.StdEncoding.DecodeString(s); err != nil {
				return fmt.Errorf("%s: %v", at, err)
			}
		case sh.Quoted:
			inner, err := decodeJSON([]byte(s))
			if err != nil {
				return fmt.Errorf("%s: quoted %q: %v", at, s, err)
			}
			if _, isMap := inner.(map[string]any); isMap {
				return bad()
			}
		}
	case Integer:
		n, ok := v.(json.Number)
		if !ok || strings.ContainsAny(string(n), ".eE") {
			return bad()
		}
	case Number:
		if _, ok := v.(json.Number); !ok {
			return bad()
		}
	case Boolean:
		if _, ok := v.(bool); !ok {
			return bad()
		}
	}
	return nil
}

func keys(v any) []string {
	m, _ := v.(map[string]any)
	var ks []string
	for k := range m {
		ks = append(ks, k)
	}
	slices.Sort(ks)
	return ks
}

func propNames(sh Shape, keep func(Property) bool) []string {
	var ns []string
	for _, p := range sh.Props {
		if keep(p) {
			ns = append(ns, p.Name)
		}
	}
	slices.Sort(ns)
	return ns
}

// dataDependent shapes contain parts whose JSON the shape cannot predict
// exactly (the output of a marshaler method).
func dataDependent(sh Shape) bool {
	if sh.Kind == Opaque || sh.Reason == "MarshalText" {
		return true
	}
	if sh.Elem != nil && dataDependent(*sh.Elem) {
		return true
	}
	for _, p := range sh.Props {
		if dataDependent(p.Shape) {
			return true
		}
	}
	return false
}

// plain shapes can be decoded back from their synthesized JSON.
func plain(sh Shape) bool {
	if sh.Kind == Map && sh.Key == KeyText || sh.Reason == "MarshalText" {
		return false
	}
	switch sh.Kind {
	case Any, Opaque, Unsupported:
		return false
	}
	if sh.Elem != nil && !plain(*sh.Elem) {
		return false
	}
	for _, p := range sh.Props {
		if !plain(p.Shape) {
			return false
		}
	}
	return true
}

func js(v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		return fmt.Sprintf("<%v>", err)
	}
	return string(b)
}

// dump renders a shape compactly for failure messages and golden checks.
func dump(sh Shape) string {
	var b strings.Builder
	dumpTo(&b, sh)
	return b.String()
}

func dumpTo(b *strings.Builder, sh Shape) {
	if sh.Nullable {
		b.WriteString("?")
	}
	switch sh.Kind {
	case Object:
		b.WriteString("{")
		for i, p := range sh.Props {
			if i > 0 {
				b.WriteString(",")
			}
			b.WriteString(p.Name)
			if p.Omittable {
				b.WriteString("~")
			}
			b.WriteString(":")
			dumpTo(b, p.Shape)
		}
		b.WriteString("}")
	case Map:
		b.WriteString("map[")
		dumpTo(b, *sh.Elem)
		b.WriteString("]")
	case Array:
		if sh.Len >= 0 {
			fmt.Fprintf(b, "[%d]", sh.Len)
		} else {
			b.WriteString("[]")
		}
		dumpTo(b, *sh.Elem)
	default:
		b.WriteString(sh.Kind.String())
		if sh.Quoted {
			b.WriteString("(q)")
		}
		if sh.Format != "" {
			b.WriteString("(" + sh.Format + ")")
		}
	}
}

// TestShapeDetails pins the decisions that the encoding/json comparison
// above cannot see (kinds of unknown parts, nullability after omitempty).
func TestShapeDetails(t *testing.T) {
	cases := map[string]string{
		"Basic":               "{S:string,i:integer,u:integer,f:number,F32:number,b:boolean,renamed_field:string,BadTag:string,-:string,OnlyOpts~:integer,Ptr:integer}",
		"OmitEmptyAll":        "{s~:string,i~:integer,f~:number,b~:boolean,p~:integer,sl~:[]string,m~:map[integer],a2:[2]integer,st:{a:integer,b~:string},if~:?any,t:string(date-time),ps~:{a:integer,b~:string},pp~:?integer,raw~:?any,by~:string(byte)}",
		"OmitZeroAll":         "{s~:string,st~:{a:integer,b~:string},t~:string(date-time),sl~:[]integer,p~:{a:integer,b~:string},a2~:[2]integer,z~:{N:integer},m~:map[integer]}",
		"Quoted":              "{i:string(q),f:string(q),b:string(q),s:string(q),p:?string(q),po~:string(q),n:string(q),sl:?[]integer,t:string(date-time),l:string}",
		"Embedded":            "{a:integer,b~:string,c~:integer,D~:string,inner2:{E:integer},f:integer,x:integer}",
		"TaggedUnexportedEmb": "{ue:{f:integer},Y:integer}",
		"EmbNonStruct":        "{MyInt:integer,MyStr:?string}",
		"Conflicts":           "{Depth1:integer,Level:integer}",
		"TagWins":             "{Depth1:integer,Name:string}",
		"Shallow":             "{Depth1:integer,Name:integer}",
		"DupTags":             "{C:integer}",
		"DupSame":             "{C:integer}",
		"DupEmb":              "{}",
		"SameTypeTwice":       "{W:integer}",
		"Pointers":            "{P:?integer,ps:?string,PI:?{a:integer,b~:string},Sl:?[]integer,M:?map[string],B:?string(byte),BA:[3]integer,ip~:integer,Arr:[2]{a:integer,b~:string},anon:{x:integer}}",
		"Specials":            "{T:string(date-time),PT:?string(date-time),D:integer,Raw:?any,Num:number,Bytes:?string(byte),Custom:opaque,PCustom:?opaque,Addr:opaque,Text:string,PText:?string}",
		"Node":                "{name:string,children~:[]any,parent~:any}",
		"SelfEmbed":           "{V:integer}",
		"Ifaces":              "{a:?any,e~:?any,m:?any}",
		"Unsup":               "{c~:unsupported,cx~:unsupported,n:integer}",
		"Page[Item]":          "{items:?[]{id:integer,score:number},next~:string,total:integer}",
		"Wrapped":             "{inner:{a:integer,b~:string},n:string(q)}",
		"map[int64]*Inner":    "?map[?{a:integer,b~:string}]",
	}
	for expr, want := range cases {
		if got := dump(shapeOf(t, expr)); got != want {
			t.Errorf("%s:\n got %s\nwant %s", expr, got, want)
		}
	}

	sh := shapeOf(t, "Node")
	if p, _ := sh.Prop("parent"); !p.Shape.Recursive {
		t.Errorf("Node.parent should be a recursion marker: %+v", p.Shape)
	}
	emb := shapeOf(t, "Embedded")
	if p, _ := emb.Prop("c"); len(p.Path) != 2 || p.Path[0].Name() != "PtrEmb" || p.Field.Name() != "C" || !strings.Contains(p.OmitReason, "PtrEmb") {
		t.Errorf("Embedded.c path/reason = %v %q", p.Path, p.OmitReason)
	}
	var reasons []string
	for _, d := range shapeOf(t, "Basic").Dropped {
		reasons = append(reasons, d.Field.Name()+"="+d.Reason)
	}
	if got := strings.Join(reasons, ","); got != `unexported=unexported,Dash=json:"-"` {
		t.Errorf("Basic dropped = %s", got)
	}
	if got := dump(shapeOf(t, "chan int")); got != "unsupported" {
		t.Errorf("chan int = %s", got)
	}
	if got := dump(shapeOf(t, "map[[2]int]string")); got != "unsupported" {
		t.Errorf("map with array keys = %s", got)
	}
}

// TestShapeOfOddTypes checks that ShapeOf does not panic on types a pass may
// meet in broken or unusual code.
func TestShapeOfOddTypes(t *testing.T) {
	odd := []types.Type{
		nil,
		types.Typ[types.Invalid],
		types.Typ[types.UntypedNil],
		types.Typ[types.UnsafePointer],
		types.Typ[types.Complex64],
		types.NewTuple(),
		types.NewSignatureType(nil, nil, nil, nil, nil, false),
		types.NewStruct(nil, nil),
		types.NewInterfaceType(nil, nil),
		types.NewTypeParam(types.NewTypeName(token.NoPos, nil, "T", nil), types.NewInterfaceType(nil, nil)),
		types.NewNamed(types.NewTypeName(token.NoPos, nil, "Unfinished", nil), nil, nil),
	}
	for _, typ := range odd {
		sh := ShapeOf(typ)
		_ = Compare(sh, map[string]any{"type": "object", "required": []any{"x"}})
		_ = Synthesize(sh)
	}
}
