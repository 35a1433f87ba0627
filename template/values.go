package template

// Values of template variables (RFC 6570 §2.3): strings, lists,
// associative arrays, and undefined.

import (
	"fmt"
	"github.com/go-iri/iri"
	"math"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"
	"unsafe"
)

// ValueKind says which kind of value a [Value] holds (RFC 6570 §2.3).
type ValueKind uint8

const (
	KindUndefined ValueKind = iota // no value: the variable is ignored (§3.2.1)
	KindString                     // a string
	KindList                       // a list of strings
	KindAssoc                      // an associative array of (name, value) pairs, in order
)

// String returns "undefined", "string", "list" or "associative array".
func (k ValueKind) String() string {
	switch k {
	case KindUndefined:
		return "undefined"
	case KindString:
		return "string"
	case KindList:
		return "list"
	case KindAssoc:
		return "associative array"
	}
	return "ValueKind(" + strconv.Itoa(int(k)) + ")"
}

// article returns the kind's name with its indefinite article.
func (k ValueKind) article() string {
	if k == KindAssoc || k == KindUndefined {
		return "an " + k.String()
	}
	return "a " + k.String()
}

// Value is the value of a template variable (RFC 6570 §2.3); the zero Value
// is undefined. Build one with [StringValue], [ListValue], [AssocValue] or
// [ValueOf]. Strings must be valid UTF-8: expansion reports ill-formed
// UTF-8 as [iri.ErrInvalidUTF8]. A Value shares the slices it was built from;
// neither it nor the caller should change them afterwards.
type Value struct {
	// The members of a list or the pairs of an associative array are
	// kept as a pointer and a length rather than as slices, so that a
	// Value is six words and a Lookup returns it in registers.
	s     string
	list  *string // the first member of a list
	pairs *Pair   // the first pair of an associative array
	n     int     // the number of members or pairs
	kind  ValueKind
}

// Pair is one (name, value) member of an associative array. A pair whose
// value is Undefined is ignored by expansion (§2.4.2, §3.2.1).
type Pair struct {
	Name      string // the pair's name
	Value     string // the pair's value
	Undefined bool   // the value is undefined: expansion skips the pair
}

// StringValue returns the string value s. The empty string is defined
// (§2.3).
func StringValue(s string) Value { return Value{kind: KindString, s: s} }

// ListValue returns the list of the given members; an empty list is
// undefined (§2.3).
func ListValue(members ...string) Value {
	return Value{kind: KindList, list: unsafe.SliceData(members), n: len(members)}
}

// AssocValue returns the associative array of the given pairs, in their
// order; an array without pairs or whose pairs are all undefined is
// undefined (§2.3).
func AssocValue(pairs ...Pair) Value {
	return Value{kind: KindAssoc, pairs: unsafe.SliceData(pairs), n: len(pairs)}
}

// Kind returns the kind of the value as built; an empty list is
// KindList, though not [Value.Defined].
func (v Value) Kind() ValueKind { return v.kind }

// Defined reports whether the value is defined in the sense of RFC 6570
// §2.3: a string (even empty), a list with members, or an associative array
// with a defined pair.
func (v Value) Defined() bool {
	switch v.kind {
	case KindString:
		return true
	case KindList:
		return v.n > 0
	case KindAssoc:
		for _, p := range v.Pairs() {
			if !p.Undefined {
				return true
			}
		}
	}
	return false
}

// Text returns the string of a string value. A list, an associative
// array or an undefined value has no text: Text returns "" and an [*Error]
// wrapping [ErrInvalidValue] that names the kind.
func (v Value) Text() (string, error) {
	if v.kind != KindString {
		return "", &Error{Err: ErrInvalidValue, Rule: "RFC 6570 §2.3", Detail: v.kind.article() + " has no text"}
	}
	return v.s, nil
}

// List returns the members of a list value, or nil; the caller must not
// change them.
func (v Value) List() []string {
	if v.list == nil {
		return nil
	}
	return unsafe.Slice(v.list, v.n)
}

// Pairs returns the pairs of an associative array, or nil; the caller must
// not change them.
func (v Value) Pairs() []Pair {
	if v.pairs == nil {
		return nil
	}
	return unsafe.Slice(v.pairs, v.n)
}

// Equal reports whether v and w are of the same kind with the same
// members, in the same order.
func (v Value) Equal(w Value) bool {
	return v.kind == w.kind && v.s == w.s && slices.Equal(v.List(), w.List()) && slices.Equal(v.Pairs(), w.Pairs())
}

// String returns the text of a string value, as it is, and the
// [Value.Notation] of the other kinds, so that printing a value shows
// what it holds.
func (v Value) String() string {
	if v.kind == KindString {
		return v.s
	}
	return v.Notation()
}

// Notation returns the value in the notation of RFC 6570 §3.2: "value"
// (quoted as Go quotes strings), ("red", "green"), [("semi", ";"),
// ("dot", ".")], or undef (with undef also for an undefined pair's value).
func (v Value) Notation() string {
	switch v.kind {
	case KindString:
		return strconv.Quote(v.s)
	case KindList:
		var b strings.Builder
		b.WriteByte('(')
		for i, m := range v.List() {
			if i > 0 {
				b.WriteString(", ")
			}
			b.WriteString(strconv.Quote(m))
		}
		b.WriteByte(')')
		return b.String()
	case KindAssoc:
		var b strings.Builder
		b.WriteByte('[')
		for i, p := range v.Pairs() {
			if i > 0 {
				b.WriteString(", ")
			}
			b.WriteString("(" + strconv.Quote(p.Name) + ", ")
			if p.Undefined {
				b.WriteString("undef)")
			} else {
				b.WriteString(strconv.Quote(p.Value) + ")")
			}
		}
		b.WriteByte(']')
		return b.String()
	}
	return "undef"
}

// check reports ill-formed UTF-8 in the strings of the value, which RFC
// 6570 §1.6 defines as Unicode strings.
func (v Value) check() error {
	bad := !utf8.ValidString(v.s)
	for _, m := range v.List() {
		bad = bad || !utf8.ValidString(m)
	}
	for _, p := range v.Pairs() {
		bad = bad || !utf8.ValidString(p.Name) || !utf8.ValidString(p.Value)
	}
	if bad {
		return &Error{Err: iri.ErrInvalidUTF8, Rule: "RFC 6570 §1.6"}
	}
	return nil
}

// Variables supplies the values of template variables: [Vars], [VarMap], or
// a type of the caller's.
type Variables interface {
	// Lookup returns the value of the variable name (its varname as the
	// template writes it, triplets included, §2.3), the zero Value if it
	// has none, or an error if its value cannot be expanded.
	Lookup(name string) (Value, error)
}

// Var is a named value.
type Var struct {
	Name  string // the variable's name (RFC 6570 §2.3 varname)
	Value Value  // its value; the zero Value is undefined
}

// Vars is an ordered list of variables; it is the result of
// [Template.Match] and can be passed to [Template.Expand]. Lookup returns
// the first variable of the name.
type Vars []Var

// Lookup returns the value of the first variable called name, or the zero
// (undefined) Value.
func (vs Vars) Lookup(name string) (Value, error) { return vs.Get(name), nil }

// Get returns the value of the first variable called name, or the zero
// (undefined) Value.
func (vs Vars) Get(name string) Value {
	for i := range vs {
		// The first byte first: most names differ there, and the
		// comparison of the rest is a call.
		if n := vs[i].Name; len(n) == len(name) && (n == "" || n[0] == name[0]) && n == name {
			return vs[i].Value
		}
	}
	return Value{}
}

// VarMap holds variables as Go values, converted by [ValueOf] when they are
// looked up: strings, numbers, []string, []any, []Pair, Value and nil.
type VarMap map[string]any

// Lookup returns [ValueOf] of m[name].
func (m VarMap) Lookup(name string) (Value, error) {
	v, ok := m[name]
	if !ok {
		return Value{}, nil
	}
	return ValueOf(v)
}

// jsonNumber is the method set of encoding/json's Number, named here so
// that the package need not import encoding/json.
type jsonNumber interface {
	Float64() (float64, error)
	Int64() (int64, error)
	String() string
}

// ValueOf converts a Go value to a template value (RFC 6570 §2.3):
//
//   - nil is undefined; a Value is itself;
//   - a string is a string; an integer is its decimal text; a float is
//     its shortest decimal text as encoding/json writes it ("0.5", "1e+21");
//     a json.Number is its text;
//   - []string is a list; []any is a list of strings and numbers, its nil
//     members left out;
//   - []Pair is an associative array in its order; map[string]string and
//     map[string]any (strings, numbers and nil) are associative arrays in
//     the order of their sorted names, since a Go map has none.
//
// Anything else (booleans, NaN and infinities, nested composites) is an
// error wrapping [ErrInvalidValue]: RFC 6570 values are strings, lists and
// associative arrays, and a silent conversion would be a guess.
func ValueOf(v any) (Value, error) {
	switch v := v.(type) {
	case nil:
		return Value{}, nil
	case Value:
		return v, nil
	case string:
		return StringValue(v), nil
	case []string:
		return ListValue(v...), nil
	case []Pair:
		return AssocValue(v...), nil
	case []any:
		list := make([]string, 0, len(v))
		for _, m := range v {
			if m == nil {
				continue
			}
			s, err := scalarText(m)
			if err != nil {
				return Value{}, err
			}
			list = append(list, s)
		}
		return ListValue(list...), nil
	case map[string]string:
		pairs := make([]Pair, 0, len(v))
		for _, k := range sortedKeys(v) {
			pairs = append(pairs, Pair{Name: k, Value: v[k]})
		}
		return AssocValue(pairs...), nil
	case map[string]any:
		pairs := make([]Pair, 0, len(v))
		for _, k := range sortedKeys(v) {
			if v[k] == nil {
				pairs = append(pairs, Pair{Name: k, Undefined: true})
				continue
			}
			s, err := scalarText(v[k])
			if err != nil {
				return Value{}, err
			}
			pairs = append(pairs, Pair{Name: k, Value: s})
		}
		return AssocValue(pairs...), nil
	}
	s, err := scalarText(v)
	if err != nil {
		return Value{}, err
	}
	return StringValue(s), nil
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}

// scalarText returns the text of a string or a number.
func scalarText(v any) (string, error) {
	switch v := v.(type) {
	case string:
		return v, nil
	case int:
		return strconv.Itoa(v), nil
	case int8:
		return strconv.FormatInt(int64(v), 10), nil
	case int16:
		return strconv.FormatInt(int64(v), 10), nil
	case int32:
		return strconv.FormatInt(int64(v), 10), nil
	case int64:
		return strconv.FormatInt(v, 10), nil
	case uint:
		return strconv.FormatUint(uint64(v), 10), nil
	case uint8:
		return strconv.FormatUint(uint64(v), 10), nil
	case uint16:
		return strconv.FormatUint(uint64(v), 10), nil
	case uint32:
		return strconv.FormatUint(uint64(v), 10), nil
	case uint64:
		return strconv.FormatUint(v, 10), nil
	case float32:
		return floatText(float64(v), 32)
	case float64:
		return floatText(v, 64)
	case jsonNumber:
		return v.String(), nil
	}
	return "", &Error{Err: ErrInvalidValue, Rule: "RFC 6570 §2.3", Detail: "unsupported type " + fmt.Sprintf("%T", v)}
}

// floatText formats f as encoding/json does: the shortest decimal text,
// in exponent form only below 1e-6 or from 1e21 on.
func floatText(f float64, bits int) (string, error) {
	if math.IsNaN(f) || math.IsInf(f, 0) {
		return "", &Error{Err: ErrInvalidValue, Rule: "RFC 6570 §2.3", Detail: "not a finite number"}
	}
	a := math.Abs(f)
	format := byte('f')
	if a != 0 && (a < 1e-6 || a >= 1e21) {
		format = 'e'
	}
	b := strconv.AppendFloat(nil, f, format, -1, bits)
	if n := len(b); format == 'e' && n >= 4 && b[n-4] == 'e' && b[n-3] == '-' && b[n-2] == '0' {
		// "1e-07" as "1e-7", as encoding/json writes it.
		b[n-2] = b[n-1]
		b = b[:n-1]
	}
	return string(b), nil
}
