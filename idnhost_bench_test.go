package iri

import (
	"strings"
	"testing"
	"unicode"
)

// idnHostCorpus returns IRIs of testdata/intl.txt with an internationalized
// host: the first word of each line's fragment or last path segment, in
// its own script (Ελληνικά, 日本, ქართული, ...), as the label under
// .example, with the line's path; the lines whose word IDNA rejects are
// left out.
func idnHostCorpus(b *testing.B) []string {
	var out []string
	seen := map[string]bool{}
	for _, line := range intlCorpus(b) {
		x, err := Parse(line)
		if err != nil {
			continue
		}
		word := x.Fragment()
		if word == "" {
			seg := x.Path()
			word = seg[strings.LastIndexByte(seg, '/')+1:]
		}
		word = decodeValid(word, false)
		words := strings.FieldsFunc(word, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsMark(r) })
		if len(words) == 0 {
			continue
		}
		word = strings.ToLower(words[0])
		if isASCII(word) || seen[word] {
			continue
		}
		s := "https://" + word + ".example/"
		y, err := Parse(s)
		if err != nil {
			continue
		}
		if _, err := (ToURIOptions{IDNA: true}).ToURI(y); err != nil {
			continue
		}
		seen[word] = true
		out = append(out, s)
	}
	if len(out) < 100 {
		b.Fatalf("%d IDN hosts", len(out))
	}
	return out
}

// BenchmarkIDNHosts measures Check and Display on IRIs with an
// internationalized host (idnHostCorpus), per IRI.
func BenchmarkIDNHosts(b *testing.B) {
	in := idnHostCorpus(b)
	xs := make([]IRI, len(in))
	for i, s := range in {
		xs[i] = MustParse(s)
	}
	b.Run("Check", func(b *testing.B) {
		b.ReportAllocs()
		for i := 0; i < b.N; i++ {
			chkSink = xs[i%len(xs)].Check()
		}
	})
	b.Run("Display", func(b *testing.B) {
		b.ReportAllocs()
		for i := 0; i < b.N; i++ {
			_, chkSink = DisplayOptions{}.Display(xs[i%len(xs)])
		}
	})
}
