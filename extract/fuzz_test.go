package extract_test

import (
	"io"
	"testing"
	"unicode/utf8"

	"github.com/go-iri/iri/extract"
)

// FuzzFind checks, in every mode, that matches come in order without
// overlapping, that each one's offsets give its text, that its IRI is
// valid and found whole again from its own text, and that FindBytes and a
// Scanner, reading a few bytes at a time, find the same.
func FuzzFind(f *testing.F) {
	for _, r := range findRows {
		f.Add(r.text)
	}
	f.Add("<http://a.example/x\n y>")
	f.Add("http://[http://x.example/]")
	modes := []extract.FindOptions{strict, relaxed, mail, bis}
	f.Fuzz(func(t *testing.T, text string) {
		for _, o := range modes {
			ms, err := o.Find(text)
			if !utf8.ValidString(text) {
				if err == nil {
					t.Fatalf("%q: no error", text)
				}
				continue
			}
			if err != nil {
				t.Fatalf("%q: %v", text, err)
			}
			end := 0
			for _, m := range ms {
				if m.Start < end || m.End <= m.Start || m.End > len(text) {
					t.Fatalf("%q: match %d:%d after %d", text, m.Start, m.End, end)
				}
				end = m.End
				checkMatch(t, o, text, m)
			}
			if bs, err := o.FindBytes([]byte(text)); err != nil || !sameMatches(bs, ms) {
				t.Fatalf("%q: FindBytes %v, %v; Find %v", text, bs, err, ms)
			}
			sc := o.NewScanner(&chunkReader{s: text})
			var got []extract.Match
			for sc.Scan() {
				got = append(got, sc.Match())
			}
			if sc.Err() != nil || !sameMatches(got, ms) {
				t.Fatalf("%q: Scanner %v, %v; Find %v", text, got, sc.Err(), ms)
			}
		}
	})
}

// chunkReader reads s in pieces of 1 to 7 bytes.
type chunkReader struct {
	s string
	n int
}

func (r *chunkReader) Read(p []byte) (int, error) {
	if r.s == "" {
		return 0, ioEOF
	}
	r.n = r.n%7 + 1
	k := copy(p[:min(len(p), r.n)], r.s)
	r.s = r.s[k:]
	return k, nil
}

var ioEOF = io.EOF
