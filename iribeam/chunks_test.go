package iribeam

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/register"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/testing/passert"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/testing/ptest"

	"github.com/go-iri/iri"
)

func init() {
	register.Function2x0[Results, func(string)](resultLines)
	register.Function1x1[Line, string](numberedLine)
	register.Function1x1[Resolved, string](numberedResolved)
	register.Function1x1[Mapped, string](numberedMapped)
	register.Function1x1[Normalized, string](numberedNormalized)
	register.Function1x1[Finding, string](numberedFinding)
	register.Function1x1[DeadLetter, string](numberedDead)
}

// resultLines flattens Results into "LINE<TAB>TEXT" strings, the form the
// element transforms' records are brought to by the numbered functions.
func resultLines(r Results, emit func(string)) {
	for i, t := range r.Text {
		emit(fmt.Sprintf("%s:%d\t%s\t%s", r.Source, r.Numbers[i], r.Input[i], t))
	}
}

func numbered(l Line, text string) string {
	return fmt.Sprintf("%s:%d\t%s\t%s", l.Source, l.Number, l.Text, text)
}
func numberedLine(l Line) string             { return numbered(l, FormatLine(l)) }
func numberedResolved(r Resolved) string     { return numbered(r.Line, FormatResolved(r)) }
func numberedMapped(m Mapped) string         { return numbered(m.Line, FormatMapped(m)) }
func numberedNormalized(n Normalized) string { return numbered(n.Line, FormatNormalized(n)) }
func numberedFinding(f Finding) string       { return numbered(f.Line, FormatFinding(f)) }
func numberedDead(d DeadLetter) string       { return FormatDeadLetter(d) }

// chunksOf cuts ls, consecutive lines of one source, into Chunks of size
// lines.
func chunksOf(ls []Line, size int) []any {
	var out []any
	for i := 0; i < len(ls); i += size {
		c := Chunk{Source: ls[i].Source, First: ls[i].Number}
		for _, l := range ls[i:min(i+size, len(ls))] {
			c.Lines = append(c.Lines, l.Text)
		}
		out = append(out, c)
	}
	return out
}

// TestChunksAgreeWithLines: each operation gives, on Chunks, the results
// and dead letters it gives on Lines, with the same line numbers, chunk
// boundaries included (chunks of 4 of the 9 mixed lines).
func TestChunksAgreeWithLines(t *testing.T) {
	checkCfg := CheckConfig{Ignore: []string{"NOT_NFKC"}}
	for _, tc := range []struct {
		name  string
		apply func(s beam.Scope, col beam.PCollection) (beam.PCollection, beam.PCollection)
		fmtFn any
	}{
		{"parse", func(s beam.Scope, c beam.PCollection) (beam.PCollection, beam.PCollection) {
			return Parse(s, c, iri.RFC3987)
		}, numberedLine},
		{"resolve", func(s beam.Scope, c beam.PCollection) (beam.PCollection, beam.PCollection) {
			return Resolve(s, c, "http://a/b/c/d;p?q")
		}, numberedResolved},
		{"touri", func(s beam.Scope, c beam.PCollection) (beam.PCollection, beam.PCollection) {
			return ToURI(s, c, ToURIConfig{IDNA: true})
		}, numberedMapped},
		{"normalize", func(s beam.Scope, c beam.PCollection) (beam.PCollection, beam.PCollection) {
			return Normalize(s, c, NormalizeConfig{Flags: iri.SchemeBased})
		}, numberedNormalized},
		{"check", func(s beam.Scope, c beam.PCollection) (beam.PCollection, beam.PCollection) {
			return Check(s, c, checkCfg)
		}, numberedFinding},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p, s := beam.NewPipelineWithRoot()
			lineOut, lineDead := tc.apply(s, beam.Create(s, lines(mixed...)...))
			chunkOut, chunkDead := tc.apply(s, beam.Create(s, chunksOf(mixed, 4)...))
			passert.Equals(s, beam.ParDo(s, resultLines, chunkOut), beam.ParDo(s, tc.fmtFn, lineOut))
			passert.Equals(s, beam.ParDo(s, numberedDead, chunkDead), beam.ParDo(s, numberedDead, lineDead))
			ptest.RunAndValidate(t, p)
		})
	}
}

// TestDedupeChunks: Dedupe of Normalize's Results (grouped per bundle
// first) gives the groups of Dedupe of its Normalized records.
func TestDedupeChunks(t *testing.T) {
	p, s := beam.NewPipelineWithRoot()
	cfg := NormalizeConfig{Flags: iri.SchemeBased}
	n, _ := Normalize(s, beam.Create(s, lines(mixed...)...), cfg)
	nc, _ := Normalize(s, beam.Create(s, chunksOf(mixed, 2)...), cfg)
	passert.Equals(s, beam.ParDo(s, FormatGroup, Dedupe(s, nc)), beam.ParDo(s, FormatGroup, Dedupe(s, n)))
	ptest.RunAndValidate(t, p)
}

// TestColumnsTransform: one row per absolute URL, a dead letter for the
// rest, from Lines and from Chunks alike.
func TestColumnsTransform(t *testing.T) {
	p, s := beam.NewPipelineWithRoot()
	rows, dead := Columns(s, beam.Create(s, chunksOf(mixed, 4)...), ColumnsConfig{})
	lineRows, lineDead := Columns(s, beam.Create(s, lines(mixed...)...), ColumnsConfig{})
	passert.Count(s, beam.ParDo(s, resultLines, rows), "rows", 5)
	passert.Count(s, dead, "dead", 4)
	passert.Equals(s, beam.ParDo(s, resultLines, lineRows), beam.ParDo(s, resultLines, rows))
	passert.Equals(s, beam.ParDo(s, numberedDead, lineDead), beam.ParDo(s, numberedDead, dead))
	ptest.RunAndValidate(t, p)
}

// TestScanChunks: chunk boundaries keep the line numbers; the BOM and CRLF
// are dropped as ReadLines drops them.
func TestScanChunks(t *testing.T) {
	var got []string
	n, err := scanChunks("f", strings.NewReader("\uFEFFa\r\nb\nc\nd\ne\n"), 2, func(c Chunk) {
		got = append(got, fmt.Sprintf("%d:%s", c.First, strings.Join(c.Lines, ",")))
	})
	want := "1:a,b 3:c,d 5:e"
	if err != nil || n != 5 || strings.Join(got, " ") != want {
		t.Errorf("scanChunks: %d, %v, %q; want 5, nil, %q", n, err, got, want)
	}
}

// TestWriteResults: the file holds the results in source and line order,
// and the part files are gone.
func TestWriteResults(t *testing.T) {
	out := filepath.Join(t.TempDir(), "out")
	p, s := beam.NewPipelineWithRoot()
	valid, _ := Parse(s, beam.Create(s, chunksOf(mixed, 2)...), iri.RFC3987)
	WriteResults(s, valid, out)
	ptest.RunAndValidate(t, p)
	b, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	want := "http://example.com/a\nHTTP://Example.COM/a\nhttp://example.com/./a\nhttp://example.com/a\nhttp://xn--example-.com/\n../b?q=ü\nhttp://résumé.example.org/\n"
	if string(b) != want {
		t.Errorf("%s:\n%s\nwant\n%s", out, b, want)
	}
	if _, err := os.Stat(out + ".parts"); !os.IsNotExist(err) {
		t.Errorf("%s.parts is still there: %v", out, err)
	}
}

// TestLineReader: lines end at "\n", which goes with one "\r" before it,
// and a BOM at the start of the input goes, as `iri` reads standard input
// (cmd/iri's filter); ReadLines and ReadChunks split alike, a line longer
// than the read buffer included.
func TestLineReader(t *testing.T) {
	long := strings.Repeat("x", 3*readBufSize+17)
	for _, tc := range []struct {
		in   string
		want []string
	}{
		{"", nil},
		{"\n", []string{""}},
		{"\n\n", []string{"", ""}},
		{"a\nb", []string{"a", "b"}},                     // a last line without "\n"
		{"a\r\nb\r\n", []string{"a", "b"}},               // CRLF
		{"a\r\r\n", []string{"a\r"}},                     // one "\r" only
		{"a\r", []string{"a\r"}},                         // no "\n", no line ending
		{"a\rb\n", []string{"a\rb"}},                     // a "\r" alone ends no line
		{"\uFEFFa\n\uFEFFb\n", []string{"a", "\uFEFFb"}}, // the BOM of the input only
		{"\uFEFF", []string{""}},
		{"a\n" + long + "\r\nb", []string{"a", long, "b"}},
		{long, []string{long}},
	} {
		var lines []string
		n, err := scanLines("f", strings.NewReader(tc.in), func(l Line) {
			if l.Number != int64(len(lines)+1) {
				t.Errorf("%.20q: line %d numbered %d", tc.in, len(lines)+1, l.Number)
			}
			lines = append(lines, l.Text)
		})
		if err != nil || n != int64(len(tc.want)) || !slices.Equal(lines, tc.want) {
			t.Errorf("scanLines(%.20q) = %d, %v, %.20q; want %.20q", tc.in, n, err, lines, tc.want)
		}
		var chunked []string
		n, err = scanChunks("f", strings.NewReader(tc.in), 2, func(c Chunk) {
			if c.First != int64(len(chunked)+1) {
				t.Errorf("%.20q: chunk of line %d starts at %d", tc.in, len(chunked)+1, c.First)
			}
			chunked = append(chunked, c.Lines...)
		})
		if err != nil || n != int64(len(tc.want)) || !slices.Equal(chunked, tc.want) {
			t.Errorf("scanChunks(%.20q) = %d, %v, %.20q; want %.20q", tc.in, n, err, chunked, tc.want)
		}
	}
}

// TestWriteResultsOrder: Results that arrive out of order, several to a
// part file, are joined in source and line order; empty ones write
// nothing.
func TestWriteResultsOrder(t *testing.T) {
	out := filepath.Join(t.TempDir(), "out")
	p, s := beam.NewPipelineWithRoot()
	rs := []any{
		Results{Source: "b", Numbers: []int64{1, 2}, Input: []string{"", ""}, Text: []string{"b1", "b2"}},
		Results{Source: "a", Numbers: []int64{7}, Input: []string{""}, Text: []string{"a7"}},
		Results{Source: "a", Numbers: []int64{1, 3}, Input: []string{"", ""}, Text: []string{"a1", "a3"}},
		Results{Source: "a"},
		Results{Source: "b", Numbers: []int64{5}, Input: []string{""}, Text: []string{"b5"}},
		Results{Source: "a", Numbers: []int64{4}, Input: []string{""}, Text: []string{""}},
	}
	WriteResults(s, beam.Create(s, rs...), out)
	ptest.RunAndValidate(t, p)
	b, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	if want := "a1\na3\n\na7\nb1\nb2\nb5\n"; string(b) != want {
		t.Errorf("%s: %q, want %q", out, b, want)
	}
	if _, err := os.Stat(out + ".parts"); !os.IsNotExist(err) {
		t.Errorf("%s.parts is still there: %v", out, err)
	}
}
