//lint:file-ignore SA5008 this file declares unusual json tags on purpose: the test checks that ShapeOf reads them as encoding/json does

package jsonshape

// The declarations in this file are compiled into the test binary (so real
// values can be marshalled with encoding/json) and also type-checked from
// source with go/types (shape_test.go embeds this file), so that ShapeOf and
// encoding/json are compared on exactly the same types. Keep the imports to
// encoding/json and time.

import (
	"encoding/json"
	"time"
)

type Basic struct {
	S          string
	I          int     `json:"i"`
	U          uint8   `json:"u"`
	F          float64 `json:"f"`
	F32        float32
	B          bool   `json:"b"`
	Renamed    string `json:"renamed_field"`
	BadTag     string `json:"a\\b"`
	unexported int
	Dash       string `json:"-"`
	DashComma  string `json:"-,"`
	OnlyOpts   int    `json:",omitempty"`
	Ptr        uintptr
}

type Inner struct {
	A int    `json:"a"`
	B string `json:"b,omitempty"`
}

type OmitEmptyAll struct {
	S   string          `json:"s,omitempty"`
	I   int             `json:"i,omitempty"`
	F   float64         `json:"f,omitempty"`
	B   bool            `json:"b,omitempty"`
	P   *int            `json:"p,omitempty"`
	Sl  []string        `json:"sl,omitempty"`
	M   map[string]int  `json:"m,omitempty"`
	A0  [0]int          `json:"a0,omitempty"`
	A2  [2]int          `json:"a2,omitempty"`
	St  Inner           `json:"st,omitempty"`
	If  any             `json:"if,omitempty"`
	T   time.Time       `json:"t,omitempty"`
	PS  *Inner          `json:"ps,omitempty"`
	PP  **int           `json:"pp,omitempty"`
	Raw json.RawMessage `json:"raw,omitempty"`
	By  []byte          `json:"by,omitempty"`
}

type ZeroMethod struct{ N int }

// IsZero treats -1 like 0, so omitzero must call it.
func (z ZeroMethod) IsZero() bool { return z.N == 0 || z.N == -1 }

type OmitZeroAll struct {
	S  string      `json:"s,omitzero"`
	St Inner       `json:"st,omitzero"`
	T  time.Time   `json:"t,omitzero"`
	Sl []int       `json:"sl,omitzero"`
	P  *Inner      `json:"p,omitzero"`
	A2 [2]int      `json:"a2,omitzero"`
	Z  ZeroMethod  `json:"z,omitzero"`
	M  map[int]int `json:"m,omitzero"`
}

type Quoted struct {
	I  int         `json:"i,string"`
	F  float64     `json:"f,string"`
	B  bool        `json:"b,string"`
	S  string      `json:"s,string"`
	P  *int        `json:"p,string"`
	PO *int        `json:"po,string,omitempty"`
	N  json.Number `json:"n,string"`
	Sl []int       `json:"sl,string"`
	T  time.Time   `json:"t,string"`
	L  Level       `json:"l,string"`
}

type PtrEmb struct {
	C int `json:"c"`
	D string
}

type Inner2 struct{ E int }

type unexportedEmb struct {
	F int `json:"f"`
	g int
}

type Embedded struct {
	Inner
	*PtrEmb
	Inner2 `json:"inner2"`
	unexportedEmb
	X int `json:"x"`
}

type TaggedUnexportedEmb struct {
	unexportedEmb `json:"ue"`
	Y             int
}

type MyInt int
type MyStr string
type myInt int

type EmbNonStruct struct {
	MyInt
	*MyStr
	myInt
}

type ConflictA struct {
	Name   string
	Depth1 int
}

type ConflictB struct{ Name string }

type ConflictTagged struct {
	Other string `json:"Name"`
}

type Conflicts struct {
	ConflictA
	ConflictB
	Level int
}

type TagWins struct {
	ConflictA
	ConflictTagged
}

type Shallow struct {
	ConflictA
	Name int
}

// DupTags: the tagged field wins over the untagged one at the same depth.
// (Two tagged fields with one name upset go vet; see vetHostileSrc.)
type DupTags struct {
	A int `json:"C"`
	C int
}

type ConflictTagged2 struct {
	Other2 string `json:"Name"`
}

type Leaf struct{ L int }
type Wrap1 struct{ Leaf }
type Wrap2 struct {
	Leaf
	W int
}

type SameTypeTwice struct {
	Wrap1
	Wrap2
}

type IntPtr *int

type Pointers struct {
	P   *int
	PS  *string `json:"ps"`
	PI  *Inner
	Sl  []int
	M   map[string]string
	B   []byte
	BA  [3]byte
	IP  IntPtr `json:"ip,omitempty"`
	Arr [2]Inner
	Any struct {
		X int `json:"x"`
	} `json:"anon"`
}

type TextKey struct{ A, B string }

func (k TextKey) MarshalText() ([]byte, error) { return []byte(k.A + "-" + k.B), nil }

type Maps struct {
	IntKeys  map[int]string `json:"int_keys"`
	UintKeys map[uint16]bool
	TextKeys map[TextKey]int
	Nested   map[string][]float64
}

// Celsius marshals itself as an object.
type Celsius float64

func (c Celsius) MarshalJSON() ([]byte, error) {
	return json.Marshal(map[string]float64{"celsius": float64(c)})
}

// AddrMarshal uses MarshalJSON only when addressable.
type AddrMarshal struct{ V int }

func (a *AddrMarshal) MarshalJSON() ([]byte, error) { return []byte(`"addr"`), nil }

// Level marshals as text.
type Level int

func (l Level) MarshalText() ([]byte, error) { return []byte("level"), nil }

type Specials struct {
	T       time.Time
	PT      *time.Time
	D       time.Duration
	Raw     json.RawMessage
	Num     json.Number
	Bytes   []byte
	Custom  Celsius
	PCustom *Celsius
	Addr    AddrMarshal
	Text    Level
	PText   *Level
}

type Page[T any] struct {
	Items []T     `json:"items"`
	Next  *string `json:"next,omitempty"`
	Total int     `json:"total"`
}

type Item struct {
	ID    int     `json:"id"`
	Score float64 `json:"score"`
}

type Pair[K comparable, V any] struct {
	Key K
	Val V
}

type Node struct {
	Name     string `json:"name"`
	Children []Node `json:"children,omitempty"`
	Parent   *Node  `json:"parent,omitempty"`
}

type SelfEmbed struct {
	*SelfEmbed
	V int
}

type Ifaces struct {
	A any            `json:"a"`
	E error          `json:"e,omitempty"`
	M json.Marshaler `json:"m"`
}

type Unsup struct {
	C  chan int   `json:"c,omitzero"`
	F  func()     `json:"-"`
	Cx complex128 `json:"cx,omitzero"`
	N  int        `json:"n"`
}

type Names []string
type Scores map[string]float64

type Weather struct {
	Temp     float64  `json:"temp"`
	Humidity int      `json:"humidity"`
	Note     *string  `json:"note,omitempty"`
	Tags     []string `json:"tags"`
}

type WeatherF struct {
	Temp     float64 `json:"temp"`
	Humidity float64 `json:"humidity"`
	humidity int
}

type Wrapped struct {
	Inner `json:"inner"`
	N     int `json:"n,string"`
}
