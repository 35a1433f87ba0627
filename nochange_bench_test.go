package iri

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// The "no change" cases: ToURI of a reference that is a URI already, and
// ToIRI of one with no percent-encoding, return the receiver without
// allocating. They are shown beside Parse of the same strings and
// utf8.ValidString, the cost of a bare validation scan, to show that they
// cost no more than one:
//
//	go test -run '^$' -bench 'NoChange' -benchmem -count 5 | benchstat -
//
// net/url has no counterpart: it re-serializes whether or not anything
// changes (url.URL.String in BenchmarkToURI*, url.PathUnescape in
// BenchmarkToIRI*). Normalize's no-change case is
// BenchmarkNormalizeAlreadyNormal.

// noChangeValues parses in and checks that conv leaves every value as it
// is, or the group would not measure the no-change path.
func noChangeValues(b *testing.B, name string, in []string, conv func(IRI) IRI) (vals []IRI, size int64) {
	vals = make([]IRI, len(in))
	for i, s := range in {
		vals[i] = MustParse(s)
		if got := conv(vals[i]).String(); got != s {
			b.Fatalf("%s(%q) = %q, want no change", name, s, got)
		}
	}
	return vals, totalBytes(in) / int64(len(in))
}

// benchNoChangeScale runs the points of scale: Parse on the strings, and
// utf8.ValidString on the strings of the parsed values, through the same
// harness as the conversion (an IRI passed by value costs more per call
// than a string), so that the two differ only by the work done.
func benchNoChangeScale(b *testing.B, in []string, vals []IRI, size int64) {
	b.Run("iri.Parse", func(b *testing.B) {
		benchInputs(b, in, func(s string) { sinkIRI, _ = Parse(s) })
	})
	b.Run("utf8.ValidString", func(b *testing.B) {
		benchEach(b, vals, size, func(x IRI) { sinkBool = utf8.ValidString(x.String()) })
	})
}

// BenchmarkNoChangeToURI: ToURI on the bench-mix lines that are URIs
// already, beside Parse and utf8.ValidString (no net/url counterpart).
func BenchmarkNoChangeToURI(b *testing.B) {
	var in []string
	for _, s := range benchMix(b) {
		if _, err := ParseURI(s); err == nil {
			in = append(in, s)
		}
	}
	vals, size := noChangeValues(b, "ToURI", in, IRI.ToURI)
	// Called directly, not through conv: one indirect call per op on each
	// side, as for Parse.
	b.Run("iri.ToURI", func(b *testing.B) {
		benchEach(b, vals, size, func(x IRI) { sinkIRI = x.ToURI() })
	})
	benchNoChangeScale(b, in, vals, size)
}

// BenchmarkNoChangeToIRI: ToIRI on the bench-mix lines with no "%", IRIs
// included (ToIRI is idempotent), beside Parse and utf8.ValidString (no
// net/url counterpart).
func BenchmarkNoChangeToIRI(b *testing.B) {
	var in []string
	for _, s := range benchMix(b) {
		if !strings.Contains(s, "%") {
			in = append(in, s)
		}
	}
	vals, size := noChangeValues(b, "ToIRI", in, IRI.ToIRI)
	b.Run("iri.ToIRI", func(b *testing.B) {
		benchEach(b, vals, size, func(x IRI) { sinkIRI = x.ToIRI() })
	})
	benchNoChangeScale(b, in, vals, size)
}
