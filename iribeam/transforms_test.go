package iribeam

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/register"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/testing/passert"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/testing/ptest"

	"github.com/go-iri/iri"
)

func TestMain(m *testing.M) { ptest.Main(m) }

func init() {
	register.Function1x1[Line, string](lineMark)
	register.Function1x1[DeadLetter, string](deadMark)
	register.Function1x1[Resolved, string](resolvedResult)
	register.Function1x1[Mapped, string](mappedURI)
	register.Function1x1[DeadLetter, string](deadText)
	register.Function1x1[DeadLetter, int64](deadNumber)
	register.Function2x0[DeadLetter, func(string)](deadHostRule)
	register.Function1x1[Finding, string](findingCode)
	register.Function1x1[Mapped, Line](mappedLine)
	register.Function1x1[Normalized, Line](normalizedLine)
	register.Function2x0[Line, func(string, Line)](keyByBase)
}

func lineMark(Line) string             { return "x" }
func deadMark(DeadLetter) string       { return "x" }
func resolvedResult(r Resolved) string { return r.Result }
func mappedURI(m Mapped) string        { return m.URI }
func deadText(d DeadLetter) string     { return d.Text }
func deadNumber(d DeadLetter) int64    { return d.Number }
func findingCode(f Finding) string     { return f.Code }
func mappedLine(m Mapped) Line         { return m.Line }
func normalizedLine(n Normalized) Line { return n.Line }
func deadHostRule(d DeadLetter, emit func(string)) {
	if d.Number == 7 {
		emit(d.Component + " " + d.Rule)
	}
}

// keyByBase gives "../b?q=ü" an absolute and a relative base (which fails)
// and every other line an absolute base.
func keyByBase(l Line, emit func(string, Line)) {
	if l.Text == "../b?q=ü" {
		emit("http://a/b/c/d;p?q", l)
		emit("rel/base", l)
		return
	}
	emit("http://x/", l)
}

// mixed is the input of every transform test: valid references, a
// duplicate and spellings that normalize alike, bad syntax, invalid UTF-8
// and an IDNA failure (a fake A-label, RFC 5891 §5.4).
var mixed = []Line{
	{Source: "t", Number: 1, Text: "http://example.com/a"},
	{Source: "t", Number: 2, Text: "HTTP://Example.COM/a"},
	{Source: "t", Number: 3, Text: "http://example.com/./a"},
	{Source: "t", Number: 4, Text: "http://example.com/a"},
	{Source: "t", Number: 5, Text: "http://ex ample.com/"},
	{Source: "t", Number: 6, Text: "http://example.com/\xff"},
	{Source: "t", Number: 7, Text: "http://xn--example-.com/"},
	{Source: "t", Number: 8, Text: "../b?q=ü"},
	{Source: "t", Number: 9, Text: "http://résumé.example.org/"},
}

func lines(ls ...Line) []any {
	out := make([]any, len(ls))
	for i, l := range ls {
		out[i] = l
	}
	return out
}

func TestParse(t *testing.T) {
	p, s := beam.NewPipelineWithRoot()
	in := beam.Create(s, lines(mixed...)...)
	valid, dead := Parse(s, in, iri.RFC3987)
	passert.Equals(s, valid, lines(mixed[0], mixed[1], mixed[2], mixed[3], mixed[6], mixed[7], mixed[8])...)
	passert.Equals(s, dead, parseDead(mixed[4]), parseDead(mixed[5]))
	countsAddUp(s, valid, dead)
	ptest.RunAndValidate(t, p)
}

// parseDead is the DeadLetter that Parse gives l.
func parseDead(l Line) DeadLetter {
	_, err := iri.Parse(l.Text)
	return deadLetter("parse", l, err)
}

// countsAddUp asserts that every input line is in exactly one output.
func countsAddUp(s beam.Scope, out, dead beam.PCollection) {
	total := beam.Flatten(s, beam.ParDo(s, lineMark, out), beam.ParDo(s, deadMark, dead))
	passert.Count(s, total, "valid + dead letters", len(mixed))
}

func TestResolve(t *testing.T) {
	p, s := beam.NewPipelineWithRoot()
	in := beam.Create(s, lines(mixed[7], mixed[4])...)
	res, dead := Resolve(s, in, "http://a/b/c/d;p?q")
	passert.Equals(s, beam.ParDo(s, resolvedResult, res), "http://a/b/b?q=ü")
	passert.Count(s, dead, "dead", 1)
	ptest.RunAndValidate(t, p)
}

func TestResolvePerElement(t *testing.T) {
	p, s := beam.NewPipelineWithRoot()
	kv := beam.ParDo(s, keyByBase, beam.Create(s, lines(mixed[7], mixed[4])...))
	res, dead := ResolvePerElement(s, kv)
	passert.Equals(s, beam.ParDo(s, resolvedResult, res), "http://a/b/b?q=ü")
	passert.Equals(s, beam.ParDo(s, deadText, dead), "../b?q=ü", "http://ex ample.com/")
	ptest.RunAndValidate(t, p)
}

// TestToURIDNSSchemes checks that DNSSchemes replaces the default list of
// schemes whose hosts IDNA maps (3987bis-13 §3.4.2: only DNS hosts get
// A-labels; other reg-names are percent-encoded).
func TestToURIDNSSchemes(t *testing.T) {
	o, err := ToURIConfig{IDNA: true, DNSSchemes: []string{"FOO"}}.options()
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ in, want string }{
		{"foo://résumé.example/", "foo://xn--rsum-bpad.example/"},
		{"http://résumé.example/", "http://r%C3%A9sum%C3%A9.example/"},
	} {
		x, err := iri.Parse(tc.in)
		if err == nil {
			x, err = o.ToURI(x)
		}
		if err != nil || x.String() != tc.want {
			t.Errorf("ToURI(%q) = %q, %v; want %q", tc.in, x.String(), err, tc.want)
		}
	}
}

func TestToURI(t *testing.T) {
	p, s := beam.NewPipelineWithRoot()
	in := beam.Create(s, lines(mixed...)...)
	mapped, dead := ToURI(s, in, ToURIConfig{IDNA: true})
	passert.Equals(s, beam.ParDo(s, mappedURI, mapped),
		"http://example.com/a", "HTTP://example.com/a", "http://example.com/./a", "http://example.com/a",
		"../b?q=%C3%BC", "http://xn--rsum-bpad.example.org/")
	passert.Equals(s, beam.ParDo(s, deadNumber, dead), int64(5), int64(6), int64(7))
	passert.Equals(s, beam.ParDo(s, deadHostRule, dead), "host RFC 5890 §2.3.2.1, RFC 5891 §5.4")
	countsAddUp(s, beam.ParDo(s, mappedLine, mapped), dead)
	ptest.RunAndValidate(t, p)
}

func TestNormalizeDedupe(t *testing.T) {
	p, s := beam.NewPipelineWithRoot()
	in := beam.Create(s, lines(mixed...)...)
	norm, dead := Normalize(s, in, NormalizeConfig{Flags: iri.SchemeBased})
	groups := Dedupe(s, norm)
	passert.Equals(s, groups,
		Group{Key: "http://example.com/a", Count: 4, Spelling: "HTTP://Example.COM/a"},
		Group{Key: "http://xn--example-.com/", Count: 1, Spelling: "http://xn--example-.com/"},
		Group{Key: "../b?q=ü", Count: 1, Spelling: "../b?q=ü"},
		Group{Key: "http://résumé.example.org/", Count: 1, Spelling: "http://résumé.example.org/"},
	)
	passert.Count(s, dead, "dead", 2)
	countsAddUp(s, beam.ParDo(s, normalizedLine, norm), dead)
	ptest.RunAndValidate(t, p)
}

// TestDedupeDeterministic: the same lines in another order and split give
// the same groups.
func TestDedupeDeterministic(t *testing.T) {
	p, s := beam.NewPipelineWithRoot()
	rev := make([]Line, len(mixed))
	for i, l := range mixed {
		rev[len(mixed)-1-i] = l
	}
	a := beam.Create(s, lines(mixed...)...)
	b := beam.Flatten(s, beam.Create(s, lines(rev[:4]...)...), beam.Create(s, lines(rev[4:]...)...))
	na, _ := Normalize(s, a, NormalizeConfig{Flags: iri.SchemeBased})
	nb, _ := Normalize(s, b, NormalizeConfig{Flags: iri.SchemeBased})
	passert.Equals(s, Dedupe(s, na), Dedupe(s, nb))
	ptest.RunAndValidate(t, p)
}

func TestCheck(t *testing.T) {
	p, s := beam.NewPipelineWithRoot()
	in := beam.Create(s, lines(mixed[6], mixed[0], mixed[4])...)
	findings, dead := Check(s, in, CheckConfig{})
	passert.Equals(s, beam.ParDo(s, findingCode, findings), "IDN_INVALID")
	passert.Count(s, dead, "dead", 1)
	ptest.RunAndValidate(t, p)
}

func TestReadLines(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "a.txt"), []byte("\uFEFFhttp://a/\r\nhttp://b/\n\nbad iri\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "b.txt"), []byte("urn:x"), 0o644); err != nil {
		t.Fatal(err)
	}
	p, s := beam.NewPipelineWithRoot()
	got := ReadLines(s, filepath.Join(dir, "*.txt"))
	a, b := filepath.Join(dir, "a.txt"), filepath.Join(dir, "b.txt")
	passert.Equals(s, got,
		Line{Source: a, Number: 1, Text: "http://a/"}, Line{Source: a, Number: 2, Text: "http://b/"},
		Line{Source: a, Number: 3, Text: ""}, Line{Source: a, Number: 4, Text: "bad iri"},
		Line{Source: b, Number: 1, Text: "urn:x"})
	ptest.RunAndValidate(t, p)
}

// TestDeadLetterFields: a dead letter carries the offset, component and
// rule of the error.
func TestDeadLetterFields(t *testing.T) {
	for _, tt := range []struct {
		l    Line
		want DeadLetter
	}{
		{mixed[4], DeadLetter{Source: "t", Number: 5, Text: mixed[4].Text, Op: "parse", Offset: 9, Component: "host", Rule: "ireg-name"}},
		{mixed[5], DeadLetter{Source: "t", Number: 6, Text: mixed[5].Text, Op: "parse", Offset: 19, Component: "path", Rule: "ill-formed UTF-8, RFC 3987 §6.2"}},
	} {
		got := parseDead(tt.l)
		got.Message = ""
		if got != tt.want {
			t.Errorf("%q: %+v, want %+v", tt.l.Text, got, tt.want)
		}
	}
	_, err := iri.ToURIOptions{IDNA: true}.ToURI(iri.MustParse(mixed[6].Text))
	d := deadLetter("touri", mixed[6], err)
	if d.Offset != 7 || d.Component != "host" || d.Rule != "RFC 5890 §2.3.2.1, RFC 5891 §5.4" {
		t.Errorf("IDNA dead letter: %+v", d)
	}
}
