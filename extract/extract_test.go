package extract_test

import (
	"errors"
	"io"
	"runtime"
	"slices"
	"strings"
	"testing"
	"testing/iotest"

	"github.com/go-iri/iri"
	"github.com/go-iri/iri/domain"
	"github.com/go-iri/iri/extract"
)

// The modes of the rows.
var (
	strict  = extract.FindOptions{}
	relaxed = extract.FindOptions{Relaxed: true, PublicSuffix: domain.PublicSuffix}
	mail    = extract.FindOptions{Relaxed: true, PublicSuffix: domain.PublicSuffix, Email: true}
	bis     = extract.FindOptions{Grammar: iri.RFC3987bis}
	noPSL   = extract.FindOptions{Relaxed: true}
	noMail  = extract.FindOptions{OpaqueSchemes: []string{}}
)

// findRow is a text, the options, the matches as written and what decides them.
type findRow struct {
	why  string
	o    extract.FindOptions
	text string
	want []string
}

var findRows = []findRow{
	// RFC 3986 Appendix C: delimiters and trailing punctuation.
	{"RFC 3986 Appendix C: angle brackets", strict, "See <http://www.w3.org/Addressing/> now", []string{"http://www.w3.org/Addressing/"}},
	{"RFC 3986 Appendix C: double quotes", strict, `href="http://www.w3.org/Addressing/"`, []string{"http://www.w3.org/Addressing/"}},
	{"RFC 3986 Appendix C: the prefix URL:", strict, "<URL:http://www.w3.org/Addressing/>", []string{"http://www.w3.org/Addressing/"}},
	{"RFC 3986 Appendix C: whitespace of a line break in angle brackets is ignored", strict,
		"Expect the URI to be <http://www.example.com/public/expect\n   /to/be.html> soon", []string{"http://www.example.com/public/expect/to/be.html"}},
	{"RFC 3986 Appendix C: a space without a line break is not folded", strict, "<http://a.example/x y>", []string{"http://a.example/x"}},
	{"RFC 3986 Appendix C: in angle brackets nothing is trimmed", strict, "<http://a.example/x.>", []string{"http://a.example/x."}},
	{"RFC 3986 Appendix C: the period that ends a sentence", strict, "Look at http://example.com/a.", []string{"http://example.com/a"}},
	{"RFC 3986 Appendix C: apostrophes as quotes", strict, "'http://x.example/it's' he said", []string{"http://x.example/it"}},
	{"GFM §6.9: trailing ?, !, ., ,, :, *, _, ~", strict, "wow!!! https://example.com/x?y=1&z=2!!! and **https://a.example/b**, https://c.example/d:",
		[]string{"https://example.com/x?y=1&z=2", "https://a.example/b", "https://c.example/d"}},
	{"GFM §6.9: balanced parentheses stay", strict, "(http://en.wikipedia.org/wiki/Foo_(bar))", []string{"http://en.wikipedia.org/wiki/Foo_(bar)"}},
	{"GFM §6.9: an unbalanced closing parenthesis goes", strict, "(see http://x.example/a)", []string{"http://x.example/a"}},
	{"Markdown links side by side (CommonMark §6.3; RFC 3986 §3.2.2: an IP literal starts the host)", strict,
		"[https](https://www.ibm.com)[mailto](mailto:someone@ibm.com)", []string{"https://www.ibm.com", "mailto:someone@ibm.com"}},
	{"RFC 3986 §3.3: an apostrophe is a sub-delim, kept at the end", strict, "http://foo.com/blah_'quoted'", []string{"http://foo.com/blah_'quoted'"}},
	{"fullwidth vertical line (U+FF5C, the form of an ASCII delimiter) ends", relaxed, "｜www.google.com/foo｜bar", []string{"www.google.com/foo"}},
	{"Markdown inline link (CommonMark §6.3)", strict, "[docs](https://example.com/docs) and [https://a.example](https://b.example)",
		[]string{"https://example.com/docs", "https://a.example", "https://b.example"}},
	{"RFC 3986 §3.2.2: brackets of an IP literal stay", strict, "at http://[2001:db8::1]:8080/p.", []string{"http://[2001:db8::1]:8080/p"}},
	// Strict mode: a scheme with "//", or an opaque scheme.
	{"issue 42: prose colons are not schemes", strict, "Note: this. e.g.: that. i.e.: those. At 12:30 sharp.", nil},
	{"RFC 6068: mailto", strict, "write to mailto:user@example.com.", []string{"mailto:user@example.com"}},
	{"RFC 8141: urn", strict, "the book urn:isbn:0451450523, please", []string{"urn:isbn:0451450523"}},
	{"RFC 3966: tel", strict, "call tel:+1-201-555-0123!", []string{"tel:+1-201-555-0123"}},
	{"RFC 2397: data", strict, "data:text/plain;base64,SGVsbG8= end", []string{"data:text/plain;base64,SGVsbG8="}},
	{"magnet links", strict, "magnet:?xt=urn:btih:c12fe1c06bba254a9dc9f519b335aa7c1367a88a", []string{"magnet:?xt=urn:btih:c12fe1c06bba254a9dc9f519b335aa7c1367a88a"}},
	{"FindOptions.OpaqueSchemes: an empty list", noMail, "mailto:user@example.com http://x.example", []string{"http://x.example"}},
	{"RFC 3986 §3.1: javascript: is not on the list", strict, "javascript:alert(1)", nil},
	{"RFC 3986 §3.1: a scheme starts with a letter", strict, "1.http://a.example 2.https://b.example", []string{"http://a.example", "https://b.example"}},
	{"a scheme and nothing more", strict, "the http:// prefix and ftp://.", nil},
	// The longest valid prefix.
	{"RFC 3986 §2.1: a bad percent-encoding cuts", strict, "http://x.example/a%zz b", []string{"http://x.example/a"}},
	{"RFC 3986 §3.2.2: an IP literal without its ]", strict, "http://[::1 rest", nil},
	{"RFC 3986 §3.2.3: a port that is not digits cuts", strict, "http://x.example:80a/", []string{"http://x.example:80"}},
	{"RFC 3987 §4.1: a bidi formatting character ends", strict, "http://x.example/a\u202Eb", []string{"http://x.example/a"}},
	{"RFC 3987 §2.2: tag characters are not ucschar", strict, "http://x.example/?q=\U000E0041b", []string{"http://x.example/?q="}},
	{"3987bis-13 §2.2: tag characters in the query", bis, "http://x.example/?q=\U000E0041b", []string{"http://x.example/?q=\U000E0041b"}},
	// RFC 3987 §7.3: non-ASCII letters do not end an IRI; punctuation does.
	{"RFC 3987 §7.3: Japanese letters do not end", strict, "http://例え.テスト/引き割り納豆 です", []string{"http://例え.テスト/引き割り納豆"}},
	{"Japanese: the ideographic full stop ends (U+3002, Po)", strict, "詳細はhttp://例え.jp/パス。次へ", []string{"http://例え.jp/パス"}},
	{"Japanese: corner brackets (U+300C, U+300D)", strict, "「https://example.jp/ページ」を見て", []string{"https://example.jp/ページ"}},
	{"Chinese: fullwidth comma and exclamation mark (U+FF0C, U+FF01)", strict, "请访问https://例子.中国/路径，谢谢！", []string{"https://例子.中国/路径"}},
	{"Chinese: ideographic comma and fullwidth parentheses (U+3001, U+FF08, U+FF09)", strict, "（https://example.cn/a）、（https://example.cn/b）", []string{"https://example.cn/a", "https://example.cn/b"}},
	{"Arabic: RLM around an IRI (RFC 3987 §4.1)", strict, "زوروا \u200Fhttps://مثال.مصر/صفحة\u200F اليوم", []string{"https://مثال.مصر/صفحة"}},
	{"Arabic: the Arabic comma ends (U+060C, Po)", strict, "انظر https://مثال.مصر/أ، ثم", []string{"https://مثال.مصر/أ"}},
	{"Hebrew: the period of a sentence", strict, "ראו https://דוגמה.ישראל/דף.", []string{"https://דוגמה.ישראל/דף"}},
	{"Hebrew: an isolate around an IRI (U+2067, U+2069)", strict, "קישור \u2067https://דוגמה.ישראל/דף\u2069 כאן", []string{"https://דוגמה.ישראל/דף"}},
	{"Cyrillic: letters stay, the comma goes", strict, "Смотрите https://пример.рф/страница?q=да, спасибо", []string{"https://пример.рф/страница?q=да"}},
	{"Thai: vowels and tone marks (Mn) stay", strict, "ดูที่ https://ตัวอย่าง.ไทย/หน้าแรก ครับ", []string{"https://ตัวอย่าง.ไทย/หน้าแรก"}},
	{"Devanagari: the danda ends (U+0964, Po)", strict, "देखें https://उदाहरण.भारत/पृष्ठ।", []string{"https://उदाहरण.भारत/पृष्ठ"}},
	{"French: the apostrophe U+2019 inside a word stays", strict, "voir https://fr.example/l’été’.", []string{"https://fr.example/l’été"}},
	{"issue 42: an en dash (U+2013, Pd) in a path stays", strict, "see https://en.wikipedia.org/wiki/1939–45_war.", []string{"https://en.wikipedia.org/wiki/1939–45_war"}},
	{"RFC 3987 §2.2: a symbol (U+272A, So) in a host is ucschar", strict, "http://✪df.ws/123...", []string{"http://✪df.ws/123"}},
	{"RFC 3986 Appendix C: backquotes of a Markdown code span", strict, "run `curl http://localhost:8080/debug`", []string{"http://localhost:8080/debug"}},
	{"Emoji are symbols, not punctuation", strict, "https://example.com/🎉 yes", []string{"https://example.com/🎉"}},
	{"mail: a quoted reply", strict, "> On Mon, Jane wrote:\n> see <https://lists.example.org/arch/2024/msg0001.html>\n",
		[]string{"https://lists.example.org/arch/2024/msg0001.html"}},
	// Relaxed mode.
	{"relaxed: file names that end in a TLD are not names", relaxed, "Read README.md, setup.py and main.rs.", nil},
	{"relaxed: a name and a path", relaxed, "see example.com, www.example.org/x and go.dev/doc.", []string{"example.com", "www.example.org/x", "go.dev/doc"}},
	{"relaxed: a file-name TLD with a path", relaxed, "example.md/page", []string{"example.md/page"}},
	{"relaxed: mixed case is a sentence run on", relaxed, "It ended.Next day", nil},
	{"relaxed: numbers and abbreviations", relaxed, "pi is 3.14, v1.2.3 e.g. i.e. 192.168.0.1", nil},
	{"relaxed: www. after Japanese", relaxed, "詳細はwww.example.com/パス、また", []string{"www.example.com/パス"}},
	{"relaxed: U-labels (RFC 5890)", relaxed, "bücher.de und пример.рф", []string{"bücher.de", "пример.рф"}},
	{"relaxed: inside a path is no name", relaxed, "path/to/file.com", nil},
	{"relaxed: a port and a path", relaxed, "localhost.example.com:8080/x", []string{"localhost.example.com:8080/x"}},
	{"relaxed: a possessive ends a name", relaxed, "Example.com's new site and example.org’s", []string{"Example.com", "example.org"}},
	{"relaxed: an address is no name", relaxed, "john.doe@example.com", nil},
	{"relaxed: strict IRIs too", relaxed, "https://example.com/a", []string{"https://example.com/a"}},
	{"relaxed without PublicSuffix: www. names only", noPSL, "example.com www.example.com", []string{"www.example.com"}},
	{"FindOptions.Email: addresses (RFC 5322 §3.4.1)", mail, "john.doe@example.com, 連絡はtaro@example.jp まで", []string{"john.doe@example.com", "taro@example.jp"}},
	{"FindOptions.Email: no TLD", mail, "user@localhost and a@b.c", nil},
}

func TestFind(t *testing.T) {
	for _, r := range findRows {
		ms, err := r.o.Find(r.text)
		if err != nil {
			t.Errorf("%s: %q: %v", r.why, r.text, err)
			continue
		}
		var got []string
		for _, m := range ms {
			got = append(got, m.Text)
			checkMatch(t, r.o, r.text, m)
		}
		if !slices.Equal(got, r.want) {
			t.Errorf("%s: %q\n got %q\nwant %q", r.why, r.text, got, r.want)
		}
		checkScanner(t, r.o, r.text, ms)
	}
}

// checkMatch checks the properties of a match m in text: its offsets give
// its text (but for the white space of folding), its IRI is valid and is
// its text with the prefix of its kind, and finding in its own text gives
// it back whole.
func checkMatch(t *testing.T, o extract.FindOptions, text string, m extract.Match) {
	t.Helper()
	written := text[m.Start:m.End]
	if written != m.Text && strings.Join(strings.Fields(written), "") != m.Text {
		t.Errorf("%q: match [%d:%d] is %q, Text %q", text, m.Start, m.End, written, m.Text)
	}
	s := m.IRI.String()
	if s != m.Text && s != "https://"+m.Text && s != "mailto:"+m.Text {
		t.Errorf("%q: IRI %q, Text %q", text, s, m.Text)
	}
	if _, err := (iri.ParseOptions{Grammar: o.Grammar}).Parse(s); err != nil || !m.IRI.IsAbs() {
		t.Errorf("%q: IRI %q: %v", text, s, err)
	}
	if ms, err := o.Find("<" + s + ">"); err != nil || len(ms) != 1 || ms[0].IRI.String() != s {
		t.Errorf("%q: finding in <%s> gives %v, %v", text, s, ms, err)
	}
	if angled := m.Start > 0 && text[m.Start-1] == '<' || strings.HasPrefix(text[m.End:], ">"); !angled {
		if ms, err := o.Find(m.Text); err != nil || len(ms) != 1 || ms[0].Text != m.Text {
			t.Errorf("%q: finding in %q gives %v, %v", text, m.Text, ms, err)
		}
	}
}

// checkScanner checks that a Scanner finds ms in text, reading one byte
// at a time.
func checkScanner(t *testing.T, o extract.FindOptions, text string, ms []extract.Match) {
	t.Helper()
	for _, r := range []io.Reader{strings.NewReader(text), iotest.OneByteReader(strings.NewReader(text))} {
		sc := o.NewScanner(r)
		var got []extract.Match
		for sc.Scan() {
			got = append(got, sc.Match())
		}
		if err := sc.Err(); err != nil {
			t.Errorf("%q: Scanner: %v", text, err)
		}
		if !sameMatches(got, ms) {
			t.Errorf("%q: Scanner found %v, Find %v", text, got, ms)
		}
	}
}

func sameMatches(a, b []extract.Match) bool {
	return slices.EqualFunc(a, b, func(x, y extract.Match) bool {
		return x.Start == y.Start && x.End == y.End && x.Text == y.Text && x.IRI.String() == y.IRI.String()
	})
}

func TestFindErrors(t *testing.T) {
	// RFC 3629 §4: text is UTF-8; legacy encodings are the caller's to
	// decode (RFC 3987 §7.3).
	_, err := extract.Find("caf\xe9 http://x.example/")
	var e *extract.Error
	if !errors.As(err, &e) || !errors.Is(err, extract.ErrInvalidUTF8) || e.Offset != 3 || e.Rule != "RFC 3629 §4" {
		t.Fatalf("Find: %v", err)
	}
	if want := `extract: invalid UTF-8 byte 0xE9 at offset 3: "caf\xe9 http://x.example/" (RFC 3629 §4)`; err.Error() != want {
		t.Errorf("message %q, want %q", err.Error(), want)
	}
	if _, err := extract.FindBytes([]byte("ok\n\xff")); !errors.Is(err, extract.ErrInvalidUTF8) {
		t.Errorf("FindBytes: %v", err)
	}
	// RFC 3986 §3.1: an opaque scheme must be a scheme.
	o := extract.FindOptions{OpaqueSchemes: []string{"tel", "1x"}}
	if _, err := o.Find("x"); !errors.As(err, &e) || e.Err != extract.ErrInvalidScheme || e.Input != "1x" || e.Offset != 0 || e.Rule != "scheme" {
		t.Errorf("bad scheme: %v", err)
	}
	sc := o.NewScanner(strings.NewReader("tel:1"))
	if sc.Scan() || !errors.Is(sc.Err(), extract.ErrInvalidScheme) {
		t.Errorf("Scanner with a bad scheme: %v", sc.Err())
	}
	// The Scanner reports the matches before the fault, then the fault on
	// its line.
	sc = extract.NewScanner(strings.NewReader("a http://x.example/\nb http://y.example/ \xc3("))
	var got []string
	for sc.Scan() {
		got = append(got, sc.Match().Text)
	}
	if !slices.Equal(got, []string{"http://x.example/", "http://y.example/"}) || !errors.As(sc.Err(), &e) || e.Input != "b http://y.example/ \xc3(" || e.Offset != 20 || sc.Line() != 2 {
		t.Errorf("Scanner: %q, %v, line %d", got, sc.Err(), sc.Line())
	}
	// A read error ends the scan.
	sc = extract.NewScanner(iotest.ErrReader(io.ErrUnexpectedEOF))
	if sc.Scan() || sc.Err() != io.ErrUnexpectedEOF {
		t.Errorf("read error: %v", sc.Err())
	}
}

func TestScannerLines(t *testing.T) {
	text := "one\nhttp://a.example/\n\nx http://b.example/ http://c.example/\n"
	sc := extract.NewScanner(iotest.HalfReader(strings.NewReader(text)))
	var lines []int
	for sc.Scan() {
		lines = append(lines, sc.Line())
	}
	if !slices.Equal(lines, []int{2, 4, 4}) {
		t.Errorf("lines %v", lines)
	}
}

// TestMaxLength checks that a candidate longer than MaxLength is skipped
// whole, by Find and the Scanner alike, across the Scanner's buffer.
func TestMaxLength(t *testing.T) {
	long := "http://x.example/" + strings.Repeat("a", extract.MaxLength)
	fits := "http://x.example/" + strings.Repeat("b", extract.MaxLength-len("http://x.example/"))
	text := strings.Repeat("filler text ", 20000) + long + " " + fits + " http://y.example/ " + long + ":" + "http://z.example/"
	ms, err := extract.Find(text)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, m := range ms {
		got = append(got, m.Text)
	}
	if !slices.Equal(got, []string{fits, "http://y.example/"}) {
		t.Errorf("found %d matches", len(got))
	}
	checkScanner(t, strict, text, ms)
}

// TestScannerMemory checks that a Scanner holds constant memory: over 32 MB
// of text it allocates its buffer and little more.
func TestScannerMemory(t *testing.T) {
	if testing.Short() {
		t.Skip("32 MB of text")
	}
	text := "Note: a text of prose, e.g.: with colons, dots. And no links at all; nothing\n"
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	sc := mail.NewScanner(&repeatReader{text: text, left: 32 << 20})
	for sc.Scan() {
		t.Fatalf("found %v", sc.Match())
	}
	runtime.ReadMemStats(&after)
	if sc.Err() != nil {
		t.Fatal(sc.Err())
	}
	if n := after.TotalAlloc - before.TotalAlloc; n > 1<<20 {
		t.Errorf("allocated %d bytes over 32 MB", n)
	}
}

// TestScannerWindows checks that a Scanner, whose buffer holds about
// 2*MaxLength bytes, finds what Find finds in a text many buffers long,
// with candidates just under and over MaxLength and names and addresses
// astride the buffer's edges.
func TestScannerWindows(t *testing.T) {
	var b strings.Builder
	corpus := mixedCorpus(t)
	for i := 0; b.Len() < 1<<20; i++ {
		b.WriteString(corpus[:i*997%len(corpus)])
		switch i % 4 {
		case 0:
			b.WriteString(" http://x.example/" + strings.Repeat("é", extract.MaxLength/2-20+i%30) + " ")
		case 1:
			b.WriteString(" <http://y.example/a\n  " + strings.Repeat("b", extract.MaxLength-40+i%50) + "> ")
		case 2:
			b.WriteString(strings.Repeat("a.b", i%300) + "www.example.com/" + strings.Repeat("c", i%5000) + " x@y.example. ")
		}
	}
	text := b.String()
	for _, o := range []extract.FindOptions{strict, mail} {
		ms, err := o.Find(text)
		if err != nil {
			t.Fatal(err)
		}
		sc := o.NewScanner(&chunkReader{s: text})
		var got []extract.Match
		for sc.Scan() {
			got = append(got, sc.Match())
		}
		if sc.Err() != nil || !sameMatches(got, ms) {
			t.Errorf("Scanner found %d, Find %d (%v)", len(got), len(ms), sc.Err())
			for i := range min(len(got), len(ms)) {
				if got[i].Start != ms[i].Start || got[i].Text != ms[i].Text {
					t.Errorf("first difference at %d: %d %.40q, %d %.40q", i, got[i].Start, got[i].Text, ms[i].Start, ms[i].Text)
					break
				}
			}
		}
	}
}
