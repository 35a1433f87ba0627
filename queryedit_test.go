package iri

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"
)

// Rows of the query edits. The pairs reading is that of the issue and of
// the iterators (HTML 4.01 §17.13.4; WHATWG URL Standard §5.1 for "+");
// "byte for byte" rows check that untouched pairs keep their encoding.
func TestQueryEdit(t *testing.T) {
	type row struct {
		op         string // set, add, del, keep; "F" suffix: the form reading
		in         string
		key, value string
		keys       []string
		want       string // "" with err
		err        string // the rule, for ErrQueryNotPairs
	}
	tests := []row{
		// Set: the first pair in place, its key as written; the others go.
		{op: "set", in: "http://h/?a=1&b=2&a=3", key: "a", value: "x", want: "http://h/?a=x&b=2"},
		{op: "set", in: "http://h/?b=2&%61=1", key: "a", value: "x", want: "http://h/?b=2&%61=x"},
		{op: "set", in: "http://h/?flag&b=2", key: "flag", value: "on", want: "http://h/?flag=on&b=2"},
		{op: "set", in: "http://h/?b=2", key: "a", value: "x y", want: "http://h/?b=2&a=x%20y"},
		{op: "setF", in: "http://h/?b=2", key: "a", value: "x y", want: "http://h/?b=2&a=x+y"},
		{op: "set", in: "http://h/", key: "a", value: "1", want: "http://h/?a=1"},
		{op: "set", in: "http://h/#f", key: "a", value: "1", want: "http://h/?a=1#f"},
		{op: "set", in: "http://h/?a=1", key: "a", value: "1", want: "http://h/?a=1"}, // unchanged
		{op: "set", in: "http://h/?q=a%2bb&z=%7E", key: "x", value: "&=+#", want: "http://h/?q=a%2bb&z=%7E&x=%26=%2B%23"},
		{op: "set", in: "http://h/?k=v", key: "キー", value: "値", want: "http://h/?k=v&キー=値"},
		{op: "set", in: "http://h/?a+b=1", key: "a+b", value: "2", want: "http://h/?a+b=2"},
		{op: "set", in: "http://h/?a+b=1", key: "a b", value: "2", want: "http://h/?a+b=1&a%20b=2"},
		{op: "setF", in: "http://h/?a+b=1", key: "a b", value: "2", want: "http://h/?a+b=2"},
		{op: "set", in: "http://h/?a=1&&b=2", key: "b", value: "3", want: "http://h/?a=1&&b=3"},
		// Add appends, or fills a trailing empty piece.
		{op: "add", in: "http://h/?a=1", key: "a", value: "2", want: "http://h/?a=1&a=2"},
		{op: "add", in: "http://h/?a=1&", key: "b", value: "2", want: "http://h/?a=1&b=2"},
		{op: "add", in: "http://h/?", key: "b", value: "", want: "http://h/?b="},
		{op: "add", in: "http://h/?&&", key: "b", value: "2", want: "http://h/?&&b=2"},
		{op: "add", in: "urn:x", key: "k=", value: "v", want: "urn:x?k%3D=v"},
		{op: "addF", in: "http://h/?a=1", key: "two words", value: "a+b c", want: "http://h/?a=1&two+words=a%2Bb+c"},
		// Delete removes every pair with the key and its "&".
		{op: "del", in: "http://h/?a=1&b=2&a=3#f", key: "a", want: "http://h/?b=2#f"},
		{op: "del", in: "http://h/?a=1", key: "a", want: "http://h/?"},
		{op: "del", in: "http://h/?a=1&", key: "a", want: "http://h/?"},
		{op: "del", in: "http://h/?a&&b", key: "a", want: "http://h/?&b"},
		{op: "del", in: "http://h/?a&&b", key: "", want: "http://h/?a&b"},
		{op: "del", in: "http://h/", key: "a", want: "http://h/"},
		{op: "del", in: "http://h/?utm_source=x&id=7&utm_medium=y", key: "utm_source", want: "http://h/?id=7&utm_medium=y"},
		{op: "del", in: "http://h/?a%20b=1&a+b=2", key: "a b", want: "http://h/?a+b=2"},
		{op: "delF", in: "http://h/?a%20b=1&a+b=2", key: "a b", want: "http://h/?"},
		{op: "del", in: "http://h/?%E6%97%A5=1&日=2&x=3", key: "日", want: "http://h/?x=3"},
		// Keep keeps the pairs with the keys, in their order.
		{op: "keep", in: "http://h/?b=2&a=1&c=3&a=4", keys: []string{"a", "b"}, want: "http://h/?b=2&a=1&a=4"},
		{op: "keep", in: "http://h/?b=2&&a=1", keys: []string{"a"}, want: "http://h/?a=1"},
		{op: "keep", in: "http://h/?b=2", keys: nil, want: "http://h/?"},
		{op: "keep", in: "http://h/", keys: []string{"a"}, want: "http://h/"},
		{op: "keepF", in: "http://h/?x+y=1&z=2", keys: []string{"x y"}, want: "http://h/?x+y=1"},
		// Not key=value pairs: never rewritten (HTML 4.01 §B.2.2, §17.13.4).
		{op: "del", in: "http://h/?a=1;b=2", key: "b", err: "HTML 4.01 §B.2.2"},
		{op: "add", in: "http://h/?x=1&a=1;b=2", key: "c", err: "HTML 4.01 §B.2.2"},
		{op: "add", in: "http://h/?12,34", key: "c", err: "HTML 4.01 §17.13.4"},
		{op: "keep", in: "http://h/?search+words", err: "HTML 4.01 §17.13.4"},
		{op: "set", in: "http://h/?/route/x", key: "c", err: "HTML 4.01 §17.13.4"},
		{op: "del", in: "http://h/?utm=1&12,34", key: "utm", err: "HTML 4.01 §17.13.4"}, // a piece that is no key
		{op: "add", in: "http://h/?a=1&x:y", key: "c", err: "HTML 4.01 §17.13.4"},
		{op: "del", in: "http://h/?a=&!", key: "a", err: "HTML 4.01 §17.13.4"}, // found by FuzzQueryEdit
		// ... but ";" inside a value, and a lone word, are pairs.
		{op: "add", in: "http://h/?f=a;b", key: "c", value: "1", want: "http://h/?f=a;b&c=1"},
		{op: "add", in: "http://h/?debug", key: "c", value: "1", want: "http://h/?debug&c=1"},
		{op: "add", in: "http://h/?caf%C3%A9", key: "c", value: "1", want: "http://h/?caf%C3%A9&c=1"},
		{op: "del", in: "http://h/?a=1&flag&b=a+b,c", key: "a", want: "http://h/?flag&b=a+b,c"},
		{op: "add", in: "http://h/?x=1&café&a.b-c_d~e", key: "c", value: "1", want: "http://h/?x=1&café&a.b-c_d~e&c=1"},
	}
	for _, tt := range tests {
		x := MustParse(tt.in)
		var y IRI
		var err error
		switch tt.op {
		case "set":
			y, err = x.SetQueryPair(tt.key, tt.value)
		case "setF":
			y, err = x.SetFormQueryPair(tt.key, tt.value)
		case "add":
			y, err = x.AddQueryPair(tt.key, tt.value)
		case "addF":
			y, err = x.AddFormQueryPair(tt.key, tt.value)
		case "del":
			y, err = x.DeleteQueryPairs(tt.key)
		case "delF":
			y, err = x.DeleteFormQueryPairs(tt.key)
		case "keep":
			y, err = x.KeepQueryPairs(tt.keys...)
		case "keepF":
			y, err = x.KeepFormQueryPairs(tt.keys...)
		}
		if tt.err != "" {
			var qe *Error
			if !errors.As(err, &qe) || !errors.Is(err, ErrQueryNotPairs) || qe.Rule != tt.err || y != (IRI{}) {
				t.Errorf("%s %q: got %q, %v; want ErrQueryNotPairs (%s)", tt.op, tt.in, y, err, tt.err)
			}
			continue
		}
		if err != nil || y.String() != tt.want {
			t.Errorf("%s %q %q %q %q: got %q, %v; want %q", tt.op, tt.in, tt.key, tt.value, tt.keys, y, err, tt.want)
			continue
		}
		if z, err := Parse(y.String()); err != nil || z != y {
			t.Errorf("%s %q: result %q does not parse to itself: %v", tt.op, tt.in, y, err)
		}
	}
}

func TestQueryErrorMessage(t *testing.T) {
	_, err := MustParse("http://h/?a=1;b=2").DeleteQueryPairs("b")
	want := `iri: query is not key=value pairs at offset 13: "http://h/?a=1;b=2" (HTML 4.01 §B.2.2)`
	if err == nil || err.Error() != want {
		t.Errorf("got %v, want %s", err, want)
	}
}

func TestWithoutEmptyQuery(t *testing.T) {
	for in, want := range map[string]string{
		"http://h/?":   "http://h/",
		"http://h/?#f": "http://h/#f",
		"http://h/?a":  "http://h/?a",
		"http://h/":    "http://h/",
	} {
		if got := MustParse(in).WithoutEmptyQuery(); got != MustParse(want) {
			t.Errorf("WithoutEmptyQuery(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestScanPiecesAgainstIterators checks the editing scanner against
// RawQueryPairs: its non-empty pieces, split at the first "=", are the
// iterator's pairs, and its pieces joined by "&" are the query.
func TestScanPiecesAgainstIterators(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	const alphabet = "ab=&&%41+;="
	for range 5000 {
		var b strings.Builder
		for range r.IntN(12) {
			c := alphabet[r.IntN(len(alphabet))]
			if c == '%' {
				b.WriteString("%41")
				continue
			}
			b.WriteByte(c)
		}
		q := b.String()
		checkScanPieces(t, q)
	}
	for _, q := range []string{"", "&", "&&", "a", "a&", "&a", "a=1&&b=2&", "=&="} {
		checkScanPieces(t, q)
	}
}

func checkScanPieces(t *testing.T, q string) {
	t.Helper()
	x := MustParse("http://h/?" + q)
	var pieces, pairs []string
	scanPieces(q, func(p string) bool {
		pieces = append(pieces, p)
		if p != "" {
			k, v, _ := strings.Cut(p, "=")
			pairs = append(pairs, k, v)
		}
		return true
	})
	if got := strings.Join(pieces, "&"); got != q {
		t.Errorf("scanPieces(%q) joined = %q", q, got)
	}
	if want := collectPairs(x.RawQueryPairs()); strings.Join(pairs, "\x00") != strings.Join(want, "\x00") {
		t.Errorf("scanPieces(%q) pairs %q, RawQueryPairs %q", q, pairs, want)
	}
}

// TestQueryEditAllocs checks that an edit writes the new IRI in one
// allocation, and that a delete or keep that drops nothing allocates
// nothing.
func TestQueryEditAllocs(t *testing.T) {
	x := MustParse("https://example.com/search?q=go+iri&page=1&utm_source=news&id=%7E42#top")
	for name, f := range map[string]func(){
		"set":    func() { noallocIRI, noallocErr = x.SetQueryPair("page", "2") },
		"add":    func() { noallocIRI, noallocErr = x.AddQueryPair("lang", "en") },
		"delete": func() { noallocIRI, noallocErr = x.DeleteQueryPairs("utm_source") },
		"keep":   func() { noallocIRI, noallocErr = x.KeepQueryPairs("q", "page") },
	} {
		if n := testing.AllocsPerRun(100, f); n != 1 {
			t.Errorf("%s: %v allocations, want 1", name, n)
		}
	}
	for name, f := range map[string]func(){
		"delete absent": func() { noallocIRI, noallocErr = x.DeleteQueryPairs("utm_medium") },
		"keep all":      func() { noallocIRI, noallocErr = x.KeepQueryPairs("q", "page", "utm_source", "id") },
		"no query":      func() { noallocIRI, noallocErr = MustParse("http://h/p").DeleteQueryPairs("a") },
	} {
		if n := testing.AllocsPerRun(100, f); n != 0 {
			t.Errorf("%s: %v allocations, want 0", name, n)
		}
	}
}
