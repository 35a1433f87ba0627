package iri

import (
	"errors"
	"strings"
	"testing"
)

// uiCase is one row: input, options, and either the IRI or the error
// (offset into the input, kind, component).
type uiCase struct {
	clause string
	in     string
	u      UserInputOptions
	want   string
	off    int
	err    error
	comp   Component
}

var uiCases = []uiCase{
	// Spaces inside one reference: Weber §4 step 2.
	{clause: "Weber §4 step 2, %20 (default)", in: "  http://example.com/my file.html\n", want: "http://example.com/my%20file.html"},
	{clause: "Weber §4 step 2, reject", in: "  http://example.com/my file.html\n", u: UserInputOptions{Spaces: SpaceReject}, off: 23, err: ErrInvalidChar, comp: ComponentPath},
	{clause: "Weber §4 step 2, remove", in: " http://example.com/my  file.html ", u: UserInputOptions{Spaces: SpaceRemove}, want: "http://example.com/myfile.html"},
	{clause: "Weber §4 step 2, remove, error after", in: "http://x/a b%zz", u: UserInputOptions{Spaces: SpaceRemove}, off: 13, err: ErrInvalidPercent, comp: ComponentPath},
	{clause: "Weber §4 step 2, remove in the host", in: "http://exa mple.com/", u: UserInputOptions{Spaces: SpaceRemove}, want: "http://example.com/"},
	{clause: "Weber §4 step 2, %20, error after", in: "http://x/a b%zz", off: 13, err: ErrInvalidPercent, comp: ComponentPath},
	// Backslash: 3987bis-13 §6 (%5C); browsers ("/", outside RFC 3987).
	{clause: "3987bis-13 §6 backslash %5C (default)", in: "http://x/a\\b", want: "http://x/a%5Cb"},
	{clause: "RFC 3987 §2.2 backslash rejected", in: " http://x/a\\b", u: UserInputOptions{Backslash: BackslashReject}, off: 11, err: ErrInvalidChar, comp: ComponentPath},
	{clause: "outside RFC 3987: backslash to slash, web scheme", in: "http:\\\\example.com\\a\\b?q=\\#\\", u: UserInputOptions{Backslash: BackslashToSlash}, want: "http://example.com/a/b?q=%5C#%5C"},
	{clause: "outside RFC 3987: backslash to slash, file", in: "FILE:///C:\\dir\\f", u: UserInputOptions{Backslash: BackslashToSlash}, want: "FILE:///C:/dir/f"},
	{clause: "outside RFC 3987: backslash to slash, other scheme", in: "foo:a\\b", u: UserInputOptions{Backslash: BackslashToSlash}, want: "foo:a%5Cb"},
	{clause: "outside RFC 3987: backslash to slash, relative", in: "a\\b", u: UserInputOptions{Backslash: BackslashToSlash}, want: "a%5Cb"},
	{clause: "outside RFC 3987: backslash to slash, error after", in: "http:\\\\x\\%zz", u: UserInputOptions{Backslash: BackslashToSlash}, off: 10, err: ErrInvalidPercent, comp: ComponentPath},
	// A stray "%": RFC 3987 §3.1 (reject); outside it (%25).
	{clause: "RFC 3987 §3.1 stray % rejected (default)", in: "http://x/100%", off: 13, err: ErrInvalidPercent, comp: ComponentPath},
	{clause: "RFC 3987 §3.1 stray %, not a hex digit", in: "http://x/%zz", off: 10, err: ErrInvalidPercent, comp: ComponentPath},
	{clause: "outside RFC 3987 §3.1: %25, at the end", in: "http://x/100%", u: UserInputOptions{Percent: PercentEncode}, want: "http://x/100%25"},
	{clause: "outside RFC 3987 §3.1: %25, before non-hex", in: "http://x/%zz?a=%4", u: UserInputOptions{Percent: PercentEncode}, want: "http://x/%25zz?a=%254"},
	{clause: "outside RFC 3987 §3.1: valid triplets stay", in: "http://x/%41%e9%", u: UserInputOptions{Percent: PercentEncode}, want: "http://x/%41%e9%25"},
	{clause: "outside RFC 3987 §3.1: %25 in the host", in: "http://a%b/", u: UserInputOptions{Percent: PercentEncode}, want: "http://a%25b/"},
	{clause: "outside RFC 3987 §3.1: %25, error after", in: "http://x/%\uffff", u: UserInputOptions{Percent: PercentEncode}, off: 10, err: ErrInvalidChar, comp: ComponentPath},
	// NFC: RFC 3987 §3.1 step 1a/1b.
	{clause: "RFC 3987 §3.1 step 1c: no NFC by default", in: "http://example.org/Vie\u0302\u0323t", want: "http://example.org/Vie\u0302\u0323t"},
	{clause: "RFC 3987 §3.1 step 1a: NFC", in: "http://example.org/Vie\u0302\u0323t", u: UserInputOptions{NFC: true}, want: "http://example.org/Vi\u1ec7t"},
	{clause: "RFC 3987 §3.1 step 1a: NFC, already normal", in: "http://example.org/Vi\u1ec7t", u: UserInputOptions{NFC: true}, want: "http://example.org/Vi\u1ec7t"},
	{clause: "RFC 3987 §3.1 step 1a: NFC, error after a composed pair", in: "http://x/e\u0301 b", u: UserInputOptions{NFC: true, Spaces: SpaceReject}, off: 12, err: ErrInvalidChar, comp: ComponentPath},
	{clause: "RFC 3987 §3.1 step 1a: NFC, error after a singleton", in: "http://x/\u2126\uffff", u: UserInputOptions{NFC: true}, off: 12, err: ErrInvalidChar, comp: ComponentPath},
	{clause: "RFC 3987 §3.1 step 1a: NFC of U+2126 OHM SIGN", in: "http://x/\u2126", u: UserInputOptions{NFC: true}, want: "http://x/\u03a9"},
	{clause: "RFC 3987 §3.1 step 1a: NFC, ill-formed UTF-8", in: "http://x/e\u0301\xff", u: UserInputOptions{NFC: true}, off: 12, err: ErrInvalidUTF8, comp: ComponentPath},
	// Combinations.
	{clause: "Weber §4 steps 1-2, all repairs", in: " HTTP:\\\\例え.jp\\a b\\c%?q=% \n", u: UserInputOptions{Spaces: SpaceRemove, Backslash: BackslashToSlash, Percent: PercentEncode, NFC: true}, want: "HTTP://例え.jp/ab/c%25?q=%25"},
	{clause: "Weber §4 steps 1-2, strict but NFC", in: "\thttp://x/a\\b", u: UserInputOptions{Spaces: SpaceReject, Backslash: BackslashReject, NFC: true}, off: 11, err: ErrInvalidChar, comp: ComponentPath},
	{clause: "3987bis-13 §6 LEIRI characters with repairs", in: "http://x/a{b} c%", u: UserInputOptions{Spaces: SpaceRemove, Percent: PercentEncode}, want: "http://x/a%7Bb%7Dc%25"},
	{clause: "3987bis-13 §6.3 U+FFFE even with repairs", in: "http://x/ \ufffe", u: UserInputOptions{Spaces: SpaceRemove}, off: 10, err: ErrInvalidChar, comp: ComponentPath},
	{clause: "Weber §4 step 1, only whitespace", in: " \t", u: UserInputOptions{Spaces: SpaceRemove}, want: ""},
}

func TestUserInput(t *testing.T) {
	for _, tt := range uiCases {
		x, err := tt.u.Parse(tt.in)
		if tt.err == nil {
			if err != nil || x.String() != tt.want {
				t.Errorf("%s: %+v.Parse(%+q) = %+q, %v; want %+q", tt.clause, tt.u, tt.in, x, err, tt.want)
			}
			continue
		}
		if x != (IRI{}) {
			t.Errorf("%s: partial result %q with the error", tt.clause, x)
		}
		tmCheckParseError(t, tt.clause, tt.in, err, tt.off, tt.err, tt.comp)
	}
}

// TestUserInputZero: the zero UserInputOptions is ParseUserInput, which is the
// LEIRI conversion of the trimmed text.
func TestUserInputZero(t *testing.T) {
	for _, tt := range uiCases {
		x, err := UserInputOptions{}.Parse(tt.in)
		y, err2 := ParseUserInput(tt.in)
		if x != y || (err == nil) != (err2 == nil) || err != nil && err.Error() != err2.Error() {
			t.Errorf("%q: UserInputOptions{}.Parse = %q, %v; ParseUserInput = %q, %v", tt.in, x, err, y, err2)
		}
		z, err3 := ParseLEIRI(strings.Trim(tt.in, " \t\r\n"))
		if x != z || (err == nil) != (err3 == nil) {
			t.Errorf("%q: UserInputOptions{}.Parse = %q, %v; ParseLEIRI = %q, %v", tt.in, x, err, z, err3)
		}
	}
}

// TestUserInputReferences: Weber §4 step 2, several references split on
// runs of U+0020, each with its offset; error offsets refer to the text.
func TestUserInputReferences(t *testing.T) {
	in := "  http://a/x   b\\c  c\t\n \tmailto:x@y %zz http://[::1 \r\n"
	type ref struct {
		off  int
		text string
		iri  string
		eoff int // -1: no error
	}
	want := []ref{
		{2, "http://a/x", "http://a/x", -1},
		{15, "b\\c", "b%5Cc", -1},
		{20, "c", "c", -1},
		{25, "mailto:x@y", "mailto:x@y", -1},
		{36, "%zz", "", 37},
		{40, "http://[::1", "", 51},
	}
	var got []ref
	for r, err := range (UserInputOptions{}).References(in) {
		g := ref{r.Offset, r.Text, r.IRI.String(), -1}
		if err != nil {
			var pe *ParseError
			if !errors.As(err, &pe) || pe.Input != in {
				t.Fatalf("%q: error %v does not refer to the text", r.Text, err)
			}
			g.eoff = pe.Offset
		}
		if in[r.Offset:r.Offset+len(r.Text)] != r.Text {
			t.Errorf("%q: offset %d does not point at it", r.Text, r.Offset)
		}
		got = append(got, g)
	}
	if len(got) != len(want) {
		t.Fatalf("got %d references %v, want %v", len(got), got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("reference %d: got %+v, want %+v", i, got[i], want[i])
		}
	}
	// The policies apply to each reference; the iterator stops early.
	n := 0
	for r, err := range (UserInputOptions{Backslash: BackslashToSlash, Percent: PercentEncode}).References("http:\\\\a\\b 100%") {
		n++
		if err != nil || n == 1 && r.IRI.String() != "http://a/b" {
			t.Errorf("%d: %q, %v", n, r.IRI, err)
		}
		break
	}
	if n != 1 {
		t.Errorf("iterator did not stop: %d", n)
	}
	for r, err := range (UserInputOptions{}).References(" \t\n  ") {
		t.Errorf("blank text: %+v, %v", r, err)
	}
}

// TestUserInputNoAlloc: a reference that needs no repair costs no
// allocation, whatever the options.
func TestUserInputNoAlloc(t *testing.T) {
	u := UserInputOptions{Spaces: SpaceRemove, Backslash: BackslashToSlash, Percent: PercentEncode, NFC: true}
	for _, in := range []string{" http://example.com/a?b#c\n", "http://例え.jp/パス"} {
		if n := testing.AllocsPerRun(100, func() { _, _ = u.Parse(in) }); n != 0 {
			t.Errorf("%q: %v allocations", in, n)
		}
	}
}
