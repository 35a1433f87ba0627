package iri

import (
	"errors"
	"slices"
	"strings"
	"testing"
)

// Fuzz targets of the everyday edits, each checking a property.

// FuzzQueryEdit edits a query and checks that the result parses to
// itself and is pairs again (edits compose), that only the query changed, that the pairs the iterators read
// are those the edit promises, that untouched pieces keep their bytes in
// order, and that every edit is idempotent; an error only for a query that
// is not pairs.
func FuzzQueryEdit(f *testing.F) {
	for _, s := range []string{"http://h/?a=1&b=2&a=3#f", "http://h/?a&&b", "http://h/", "http://h/?", "?a+b=c%20d",
		"http://h/?a=1;b=2", "http://h/?12,34", "http://h/?%E6%97%A5=1&x", "urn:x?=&=&"} {
		for op := range uint8(8) {
			f.Add(s, op, "a", "x y+z")
			f.Add(s, op, "", "")
			f.Add(s, op, "a b", "日本")
		}
	}
	f.Fuzz(func(t *testing.T, s string, op uint8, key, value string) {
		x, err := Parse(s)
		if err != nil {
			return
		}
		form := op&4 != 0
		keys := []string{key, value}
		edit := func(x IRI) (IRI, error) {
			switch op & 3 {
			case editSet:
				return x.editQuery(editSet, form, key, value, nil)
			case editAdd:
				return x.editQuery(editAdd, form, key, value, nil)
			case editDelete:
				return x.editQuery(editDelete, form, "", "", []string{key})
			}
			return x.editQuery(editKeep, form, "", "", keys)
		}
		y, err := edit(x)
		if err != nil {
			if at, _ := notPairs(x.Query()); !errors.Is(err, ErrQueryNotPairs) || at < 0 || y != (IRI{}) {
				t.Fatalf("edit %d of %q: %q, %v", op, s, y, err)
			}
			return
		}
		if z, err := Parse(y.String()); err != nil || z != y {
			t.Fatalf("edit %d of %q = %q, which does not parse to itself: %v", op, s, y, err)
		}
		if at, _ := notPairs(y.Query()); at >= 0 {
			t.Fatalf("edit %d of %q = %q, whose query is not pairs: edits do not compose", op, s, y)
		}
		if x.s[:x.pathEnd] != y.s[:y.pathEnd] || x.s[x.queryEnd:] != y.s[y.queryEnd:] {
			t.Fatalf("edit %d of %q = %q changed more than the query", op, s, y)
		}
		if again, err := edit(y); op&3 != editAdd && (err != nil || again != y) {
			t.Fatalf("edit %d of %q = %q, again %q, %v: not idempotent", op, s, y, again, err)
		}
		pairs := func(z IRI) [][2]string {
			var p [][2]string
			seq := z.QueryPairs()
			if form {
				seq = z.FormQueryPairs()
			}
			for k, v := range seq {
				p = append(p, [2]string{k, v})
			}
			return p
		}
		// The model: the pieces of the query, empty ones included (their
		// key is ""), edited as the documentation says; the iterators then
		// read its non-empty pieces.
		type piece struct {
			raw  string
			k, v string
		}
		var model []piece
		if x.HasQuery() {
			scanPieces(x.Query(), func(p string) bool {
				k, v, _ := strings.Cut(p, "=")
				model = append(model, piece{p, decodeValid(k, form), decodeValid(v, form)})
				return true
			})
		}
		var want []piece
		newPair := piece{"=", key, value}
		switch op & 3 {
		case editSet:
			found := false
			for _, p := range model {
				switch {
				case p.k != key:
					want = append(want, p)
				case !found:
					found = true
					want = append(want, newPair)
				}
			}
			if !found {
				want = append(want, newPair)
			}
		case editAdd:
			want = append(slices.Clone(model), newPair)
		case editDelete:
			for _, p := range model {
				if p.k != key {
					want = append(want, p)
				}
			}
		default:
			for _, p := range model {
				if slices.Contains(keys, p.k) {
					want = append(want, p)
				}
			}
		}
		var wantPairs [][2]string
		for _, p := range want {
			if p.raw != "" {
				wantPairs = append(wantPairs, [2]string{p.k, p.v})
			}
		}
		if after := pairs(y); !slices.Equal(after, wantPairs) {
			t.Fatalf("edit %d of %q (%q, %q) = %q: pairs %q, want %q", op, s, key, value, y, after, wantPairs)
		}
		// Untouched pieces keep their bytes and order: those of a delete
		// or keep are input pieces, in order.
		var in []string
		scanPieces(x.Query(), func(p string) bool { in = append(in, p); return true })
		if op&3 == editDelete || op&3 == editKeep {
			var out []string
			scanPieces(y.Query(), func(p string) bool { out = append(out, p); return true })
			j := 0
			for _, p := range out {
				for j < len(in) && in[j] != p {
					j++
				}
				if j == len(in) && !(len(out) == 1 && p == "") {
					t.Fatalf("edit %d of %q = %q: piece %q is not an input piece in order", op, s, y, p)
				}
				j++
			}
		}
	})
}

// FuzzOrigin checks that the serialization of a tuple origin (RFC 6454
// §6.2) is an IRI with the same origin, and that an origin's host is in
// lowercase ASCII.
func FuzzOrigin(f *testing.F) {
	for _, s := range []string{"http://bücher.example/p", "HTTPS://A.example:0443/", "ws://[::1]:80/", "ftp://h:21",
		"http://[v1.X]/", "file:///x", "http://h:99999/"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		x, err := Parse(s)
		if err != nil {
			return
		}
		o, err := x.Origin()
		if err != nil || o.IsOpaque() {
			return
		}
		for i := 0; i < len(o.Host()); i++ {
			if c := o.Host()[i]; c >= 0x80 || 'A' <= c && c <= 'Z' {
				t.Fatalf("Origin(%q).Host() = %q", s, o.Host())
			}
		}
		y, err := Parse(o.String())
		if err != nil {
			t.Fatalf("Origin(%q) = %q, which does not parse: %v", s, o, err)
		}
		if p, err := y.Origin(); err != nil || p != o {
			t.Fatalf("Origin(%q) = %q; Origin(%q) = %q, %v", s, o, y, p, err)
		}
	})
}
