//go:build ignore

// Command genintl writes testdata/intl.txt, a corpus of international
// IRIs for the benchmarks of ToURI, ToIRI, Normalize and Check, and for
// the peers harness (tools/peers/run.sh, its "intl" list):
//
//	go run testdata/genintl.go -o testdata/intl.txt
//
// The text comes from golang.org/x/text/language/display: for every
// language it supports, the name of the language and of a few territories
// in that language's own words and script (Ελληνικά, 日本, ქართული,
// العربية, ...). They fill article-style IRIs of the kinds the web links
// to: encyclopedia articles, news paths with a query and a fragment,
// search queries, tag pages. Each comes in the forms found in the wild:
// as an IRI (raw UTF-8), as its URI (every non-ASCII byte
// percent-encoded, as browsers copy it), mixed (raw path, encoded query),
// and encoded with lowercase hex digits. Every line is an absolute IRI
// that Parse accepts and has non-ASCII characters or percent-encoded
// UTF-8. The output depends only on the x/text version (go.mod) and this
// file.
package main

import (
	"bufio"
	"flag"
	"fmt"
	"log"
	"os"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/go-iri/iri"
	"golang.org/x/text/language"
	"golang.org/x/text/language/display"
)

// regions are the territories named in every language, a few per
// continent.
var regions = []string{
	"JP", "FR", "EG", "BR", "IN", "RU", "CN", "ZA", "MX", "GR", "KR", "TR",
	"DE", "ES", "IR", "TH", "ET", "AR", "IL", "VN", "UA", "NG", "ID", "SE",
}

func main() {
	out := flag.String("o", "", "output file (default: standard output)")
	flag.Parse()
	w := os.Stdout
	if *out != "" {
		f, err := os.Create(*out)
		if err != nil {
			log.Fatal(err)
		}
		defer f.Close()
		w = f
	}
	b := bufio.NewWriter(w)
	defer b.Flush()

	// One entry per base language, in a fixed order.
	seen := map[string]bool{}
	var langs []language.Tag
	for _, t := range display.Supported.Tags() {
		base, _ := t.Base()
		if seen[base.String()] {
			continue
		}
		seen[base.String()] = true
		langs = append(langs, language.Make(base.String()))
	}
	sort.Slice(langs, func(i, j int) bool { return langs[i].String() < langs[j].String() })

	n := 0
	emit := func(s string) {
		x, err := iri.Parse(s)
		if err != nil || !x.IsAbs() {
			return // a name with a character an IRI cannot hold
		}
		if isASCII(s) && !strings.Contains(s, "%") {
			return
		}
		fmt.Fprintln(b, s)
		n++
	}
	for k, t := range langs {
		code := t.String()
		self := display.Self.Name(t)
		names := display.Regions(t)
		if names == nil {
			continue
		}
		var places []string
		for _, r := range regions {
			if p := names.Name(language.MustParseRegion(r)); p != "" {
				places = append(places, p)
			}
		}
		if self == "" || len(places) < 4 {
			continue
		}
		for rep := 0; rep < 2; rep++ {
			// Rotate through the territories so that each language
			// uses several of them.
			at := func(i int) string { return places[(k+i+6*rep)%len(places)] }
			page := 2 + (k+rep)%7

			if rep == 0 {
				article := "https://" + code + ".wikipedia.org/wiki/" + words(self, "_")
				emit(article)
				emit(encodeAll(article, false))
			}
			emit("https://" + code + ".wikipedia.org/wiki/" + words(at(0), "_"))
			emit(encodeAll("https://"+code+".wikipedia.org/wiki/"+words(at(1), "_"), (k+rep)%3 == 0))

			news := fmt.Sprintf("https://news.example.com/%s/2024/%02d/%s", code, 1+(k+rep)%12, words(at(2), "-"))
			query := "?topic=" + words(self, "+") + "&page=" + fmt.Sprint(page)
			emit(news + query + "#" + words(at(3), "_"))
			emit(news + encodeAll(query, false))                      // mixed: raw path, encoded query
			emit(encodeAll(news+query, (k+rep)%2 == 0) + "#comments") // encoded, sometimes lowercase hex

			search := "https://search.example.org/search?q=" + words(at(0)+" "+at(4), "+") + "&hl=" + code
			emit(search)
			emit(encodeAll(search, false))

			emit("https://blog.example.net/tag/" + words(self, "-") + "/" + words(at(5), "-") + "/")
			emit("http://example.com/" + code + "/" + words(at(1), "_") + "/" + words(at(2), "_") + ".html?ref=" + words(at(3), "+"))
		}
	}
	log.Printf("%d lines, %d languages", n, len(langs))
}

// words joins the words of s with sep, dropping the characters that a
// slug would not hold.
func words(s, sep string) string {
	var b strings.Builder
	for i, f := range strings.Fields(s) {
		if i > 0 {
			b.WriteString(sep)
		}
		for _, r := range f {
			if unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.IsMark(r) || r == '-' || r == '\'' {
				b.WriteRune(r)
			}
		}
	}
	return b.String()
}

// encodeAll percent-encodes every non-ASCII byte of s, with lowercase hex
// digits when lower is set.
func encodeAll(s string, lower bool) string {
	hex := "0123456789ABCDEF"
	if lower {
		hex = "0123456789abcdef"
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if c := s[i]; c >= utf8.RuneSelf {
			b.WriteByte('%')
			b.WriteByte(hex[c>>4])
			b.WriteByte(hex[c&15])
		} else {
			b.WriteByte(c)
		}
	}
	return b.String()
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}
