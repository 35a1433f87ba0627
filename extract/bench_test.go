package extract_test

import (
	"flag"
	"io"
	"strconv"
	"strings"
	"testing"

	"github.com/go-iri/iri/extract"
)

// huge adds the 100 MB rows to the growth benchmarks, which CI leaves out.
var huge = flag.Bool("extract.huge", false, "run the 100 MB rows of the growth benchmarks")

// repeatTo returns text repeated to n bytes or a little more.
func repeatTo(text string, n int) string {
	return strings.Repeat(text, n/len(text)+1)
}

// mixedCorpus is every corpus file, one after the other.
func mixedCorpus(tb testing.TB) string {
	var b strings.Builder
	for _, name := range corpusFiles {
		b.WriteString(readCorpus(tb, name))
	}
	return b.String()
}

// BenchmarkFind measures Find on 1 MB of each corpus file, of all of them
// (mixed), strict and relaxed. prose is text with few links: one in
// 2.6 KB.
func BenchmarkFind(b *testing.B) {
	texts := map[string]string{"mixed": mixedCorpus(b)}
	for _, name := range corpusFiles {
		texts[name] = readCorpus(b, name)
	}
	for _, name := range append([]string{"mixed"}, corpusFiles...) {
		text := repeatTo(texts[name], 1<<20)
		for _, mode := range []struct {
			name string
			o    extract.FindOptions
		}{{"strict", strict}, {"relaxed", mail}} {
			b.Run(name+"/"+mode.name, func(b *testing.B) {
				b.SetBytes(int64(len(text)))
				for b.Loop() {
					if _, err := mode.o.Find(text); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}

// growthSizes are the sizes of the growth benchmarks: 1 MB, 10 MB and,
// with -extract.huge, 100 MB. Linear time shows as the same MB/s at each.
func growthSizes() []int {
	sizes := []int{1 << 20, 10 << 20}
	if *huge {
		sizes = append(sizes, 100<<20)
	}
	return sizes
}

func sizeName(n int) string {
	return strconv.Itoa(n>>20) + "MB"
}

// adversarial are texts built to make a search do more than its share:
// candidates cut or dropped again and again, runs as long as MaxLength,
// dots and at signs everywhere, folding that never closes.
var adversarial = map[string]string{
	"mixed":       "",
	"colons":      "a:b:c:",
	"schemes":     "http://[http://",
	"cut":         "http://x/%zzhttp://",
	"parens":      "http://x/)(]",
	"dots":        "a.b.c.com.",
	"ats":         "a@b@c.com@",
	"longrun":     "http://x/" + strings.Repeat("a", extract.MaxLength) + " ",
	"angle":       "<http://x/\n ",
	"nonascii":    "http://例え/。",
	"quotes":      "'http://x/'",
	"closebrackt": "http://[::1]]]]]",
}

// BenchmarkFindGrowth measures Find at 1, 10 and 100 MB of the mixed
// corpus and of each adversarial text, relaxed with e-mail addresses.
func BenchmarkFindGrowth(b *testing.B) {
	adversarial["mixed"] = mixedCorpus(b)
	for _, name := range []string{"mixed", "colons", "schemes", "cut", "parens", "dots", "ats", "longrun", "angle", "nonascii", "quotes", "closebrackt"} {
		for _, n := range growthSizes() {
			text := repeatTo(adversarial[name], n)
			b.Run(name+"/"+sizeName(n), func(b *testing.B) {
				b.SetBytes(int64(len(text)))
				for b.Loop() {
					if _, err := mail.Find(text); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}

// BenchmarkScannerGrowth measures a Scanner at 1, 10 and 100 MB of the
// mixed corpus, read from a reader that makes the text on the fly, so
// that the memory in use (B/op over the run) stays that of the Scanner.
func BenchmarkScannerGrowth(b *testing.B) {
	text := mixedCorpus(b)
	for _, n := range growthSizes() {
		b.Run(sizeName(n), func(b *testing.B) {
			b.SetBytes(int64(n))
			for b.Loop() {
				sc := mail.NewScanner(&repeatReader{text: text, left: n})
				for sc.Scan() {
				}
				if sc.Err() != nil {
					b.Fatal(sc.Err())
				}
			}
		})
	}
}

// repeatReader reads text again and again, left bytes in all.
type repeatReader struct {
	text string
	off  int
	left int
}

func (r *repeatReader) Read(p []byte) (int, error) {
	if r.left == 0 {
		return 0, io.EOF
	}
	n := copy(p[:min(len(p), r.left)], r.text[r.off:])
	r.off = (r.off + n) % len(r.text)
	r.left -= n
	return n, nil
}
