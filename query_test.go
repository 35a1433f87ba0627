package iri

import (
	"iter"
	"net/url"
	"slices"
	"testing"
)

func collectPairs(seq iter.Seq2[string, string]) []string {
	var out []string
	for k, v := range seq {
		out = append(out, k, v)
	}
	return out
}

func TestQueryPairs(t *testing.T) {
	tests := []struct {
		in           string
		decoded, raw []string
		form         []string // nil: same as decoded
	}{
		{"http://h/", nil, nil, nil},
		{"http://h/?", nil, nil, nil},
		{"http://h/?#a=b", nil, nil, nil}, // the fragment is not the query
		{"http://h/?a=1&b=2", []string{"a", "1", "b", "2"}, []string{"a", "1", "b", "2"}, nil},
		{"http://h/?a", []string{"a", ""}, []string{"a", ""}, nil},
		{"http://h/?a=", []string{"a", ""}, []string{"a", ""}, nil},
		{"http://h/?=v", []string{"", "v"}, []string{"", "v"}, nil},
		{"http://h/?=", []string{"", ""}, []string{"", ""}, nil},
		{"http://h/?a=b=c", []string{"a", "b=c"}, []string{"a", "b=c"}, nil},
		{"http://h/?&&a=1&&", []string{"a", "1"}, []string{"a", "1"}, nil},
		{"http://h/?a=1&a=2", []string{"a", "1", "a", "2"}, []string{"a", "1", "a", "2"}, nil},
		{"http://h/?a=1;b=2", []string{"a", "1;b=2"}, []string{"a", "1;b=2"}, nil}, // ";" is not a separator
		{"http://h/?q=a+b%2Bc%20d", []string{"q", "a+b+c d"}, []string{"q", "a+b%2Bc%20d"}, []string{"q", "a b+c d"}},
		{"http://h/?k%3Dx=v%26y", []string{"k=x", "v&y"}, []string{"k%3Dx", "v%26y"}, nil},
		{"http://h/?%E6%97%A5=%e6%9c%ac", []string{"日", "本"}, []string{"%E6%97%A5", "%e6%9c%ac"}, nil},
		{"http://h/?キー=値&\ue000=x", []string{"キー", "値", "\ue000", "x"}, []string{"キー", "値", "\ue000", "x"}, nil},
		{"http://h/?bad=%FF%C3", []string{"bad", "\xff\xc3"}, []string{"bad", "%FF%C3"}, nil}, // not checked as UTF-8
		{"http://h/?a=/?:@", []string{"a", "/?:@"}, []string{"a", "/?:@"}, nil},
		{"?x=1#f", []string{"x", "1"}, []string{"x", "1"}, nil},
	}
	for _, tt := range tests {
		x := MustParse(tt.in)
		if got := collectPairs(x.QueryPairs()); !slices.Equal(got, tt.decoded) {
			t.Errorf("QueryPairs(%q) = %q, want %q", tt.in, got, tt.decoded)
		}
		if got := collectPairs(x.RawQueryPairs()); !slices.Equal(got, tt.raw) {
			t.Errorf("RawQueryPairs(%q) = %q, want %q", tt.in, got, tt.raw)
		}
		form := tt.form
		if form == nil {
			form = tt.decoded
		}
		if got := collectPairs(x.FormQueryPairs()); !slices.Equal(got, form) {
			t.Errorf("FormQueryPairs(%q) = %q, want %q", tt.in, got, form)
		}
	}

	// Stopping early stops the iteration.
	x := MustParse("http://h/?a=1&b=2&c=3")
	var keys []string
	for k := range x.QueryPairs() {
		keys = append(keys, k)
		if k == "b" {
			break
		}
	}
	if !slices.Equal(keys, []string{"a", "b"}) {
		t.Errorf("break after b: %q", keys)
	}
}

// FormQueryPairs decodes as url.ParseQuery does, for queries without ";"
// (which url.ParseQuery rejects).
func TestFormQueryPairsMatchesNetURL(t *testing.T) {
	for _, q := range []string{
		"a=1&b=2", "a+b=c+d", "x=%20%2B+", "k=v=w", "&&a&", "a=1&a=2", "=v", "%E6%97%A5=1",
	} {
		vals, err := url.ParseQuery(q)
		if err != nil {
			t.Fatal(err)
		}
		got := url.Values{}
		for k, v := range MustParse("?" + q).FormQueryPairs() {
			got[k] = append(got[k], v)
		}
		if len(got) != len(vals) {
			t.Errorf("%q: FormQueryPairs %v, url.ParseQuery %v", q, got, vals)
			continue
		}
		for k, v := range vals {
			if !slices.Equal(got[k], v) {
				t.Errorf("%q: FormQueryPairs %v, url.ParseQuery %v", q, got, vals)
			}
		}
	}
}

// Iterating over a query without escapes allocates nothing: no map, no
// copies (the keys and values are substrings of the IRI).
func TestQueryPairsNoAllocs(t *testing.T) {
	x := MustParse("https://example.com/search?q=iri&lang=ja&page=2&キー=値")
	var sink string
	n := testing.AllocsPerRun(100, func() {
		for k, v := range x.QueryPairs() {
			sink = k + v[:0]
		}
	})
	if n != 0 {
		t.Errorf("QueryPairs: %v allocations, want 0", n)
	}
	y := MustParse("https://example.com/?a=%20x&b=y%2F")
	if n := testing.AllocsPerRun(100, func() {
		for k, v := range y.RawQueryPairs() {
			sink = k + v[:0]
		}
	}); n != 0 {
		t.Errorf("RawQueryPairs: %v allocations, want 0", n)
	}
	if n := testing.AllocsPerRun(100, func() {
		for k, v := range y.QueryPairs() {
			sink = k + v[:0]
		}
	}); n != 2 {
		t.Errorf("QueryPairs with two escaped values: %v allocations, want 2", n)
	}
	_ = sink
}
