package iri

import (
	"errors"
	"strings"
	"testing"

	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/charmap"
	"golang.org/x/text/encoding/japanese"
	"golang.org/x/text/encoding/unicode"
)

// ParseEncoded: RFC 3987 §3.1 step 1b.
func TestParseEncoded(t *testing.T) {
	for _, tt := range []struct {
		name string
		e    encoding.Encoding
		in   string
		want string // the IRI
	}{
		{"windows-1258 → NFC", charmap.Windows1258, "http://example.vn/Vi\xea\xf2t", "http://example.vn/Vi\u1ec7t"},
		{"ISO-8859-1", charmap.ISO8859_1, "http://example.org/r\xe9sum\xe9", "http://example.org/r\u00e9sum\u00e9"},
		{"Shift_JIS", japanese.ShiftJIS, "http://example.jp/\x93\xfa\x96\x7b", "http://example.jp/\u65e5\u672c"},
		{"UTF-16 is not normalized (step 1c)", unicode.UTF16(unicode.BigEndian, unicode.IgnoreBOM), "\x00e\x03\x01", "e\u0301"},
		{"UTF-8 is not normalized (step 1c)", unicode.UTF8, "e\xcc\x81", "e\u0301"},
	} {
		x, err := ParseEncoded([]byte(tt.in), tt.e)
		if err != nil || x.String() != tt.want {
			t.Errorf("%s: ParseEncoded = %+q, %v; want %+q", tt.name, x, err, tt.want)
		}
	}
	// Bytes with no character in the charset decode to U+FFFD, which no
	// IRI holds.
	_, err := ParseEncoded([]byte("http://example.jp/\xff"), japanese.ShiftJIS)
	var pe *ParseError
	if !errors.As(err, &pe) || pe.Rune != 0xFFFD || pe.Offset != 18 {
		t.Errorf("invalid Shift_JIS: %v", err)
	}
	// A space is still an error: step 1b is no LEIRI conversion.
	if _, err := ParseEncoded([]byte("a b"), charmap.ISO8859_1); err == nil {
		t.Error("ParseEncoded accepted a space")
	}
}

// ParseLEIRI: 3987bis-13 §6, the repertoire of issue 4.
func TestParseLEIRI(t *testing.T) {
	for _, tt := range []struct{ name, in, want string }{
		{"space", "http://example.org/a b?c d#e f", "http://example.org/a%20b?c%20d#e%20f"},
		{"unwise ASCII", "http://example.org/\"<>\\^`{|}", "http://example.org/%22%3C%3E%5C%5E%60%7B%7C%7D"},
		{"C0 controls", "http://example.org/\x00\x01\t\n\r\x1f", "http://example.org/%00%01%09%0A%0D%1F"},
		{"DEL", "http://example.org/\x7f", "http://example.org/%7F"},
		{"C1 controls", "http://example.org/\u0080\u009f", "http://example.org/%C2%80%C2%9F"},
		{"private use in the path", "http://example.org/\ue000\uf8ff\U000f0000\U0010fffd", "http://example.org/%EE%80%80%EF%A3%BF%F3%B0%80%80%F4%8F%BF%BD"},
		{"private use in the query stays", "http://example.org/?\ue000\U0010fffd", "http://example.org/?\ue000\U0010fffd"},
		{"private use in the fragment", "http://example.org/?\ue000#\ue000", "http://example.org/?\ue000#%EE%80%80"},
		{"private use in the host and userinfo", "http://\ue000@\ue001/", "http://%EE%80%80@%EE%80%81/"},
		{"private use in the scheme position is a path", "\ue000", "%EE%80%80"},
		{"Specials", "http://example.org/\ufff0\ufff8\ufffd", "http://example.org/%EF%BF%B0%EF%BF%B8%EF%BF%BD"},
		{"bidi formatting characters", "http://example.org/\u200e\u200f\u202a\u202b\u202c\u202d\u202e?\u202e", "http://example.org/%E2%80%8E%E2%80%8F%E2%80%AA%E2%80%AB%E2%80%AC%E2%80%AD%E2%80%AE?%E2%80%AE"},
		{"space in the host", "http://exa mple.org/", "http://exa%20mple.org/"},
		{"ucschar stays", "http://r\u00e9sum\u00e9.example.org/ a", "http://r\u00e9sum\u00e9.example.org/%20a"},
		{"escapes and delimiters stay", "http://x/%41 %7e?/?#/?", "http://x/%41%20%7e?/?#/?"},
		{"relative", "a b/c d", "a%20b/c%20d"},
		{"'?' in the fragment is not a query", "#?\ue000", "#?%EE%80%80"},
		{"valid IRI unchanged", "http://example.org/r\u00e9sum\u00e9?\ue000", "http://example.org/r\u00e9sum\u00e9?\ue000"},
		{"empty", "", ""},
	} {
		x, err := ParseLEIRI(tt.in)
		if err != nil || x.String() != tt.want {
			t.Errorf("%s: ParseLEIRI(%+q) = %+q, %v; want %+q", tt.name, tt.in, x, err, tt.want)
			continue
		}
		if y, err := Parse(tt.want); err != nil || y != x {
			t.Errorf("%s: result %#v is not what Parse gives: %#v, %v", tt.name, x, y, err)
		}
		tmCheckURI(t, tt.name, x.ToURI())
	}

	// Errors: what is not allowed even in LEIRIs, and what LEIRI
	// conversion never touches. Offsets refer to the input.
	for _, tt := range []struct {
		name, in string
		off      int
		kind     error
		c        Component
		rule     string // part of Rule
	}{
		{"U+FFFE", "http://x/a b\ufffe", 12, ErrInvalidChar, ComponentPath, "§6.3"},
		{"U+FFFF", "http://x/\uffff", 9, ErrInvalidChar, ComponentPath, "§6.3"},
		{"U+FFFF in the query", "http://x/ ?\uffff", 11, ErrInvalidChar, ComponentQuery, "§6.3"},
		{"surrogate", "http://x/ \xed\xa0\x80", 10, ErrInvalidUTF8, ComponentPath, "surrogate"},
		{"lone surrogate, strict input", "http://x/\xed\xbf\xbf", 9, ErrInvalidUTF8, ComponentPath, "surrogate"},
		{"invalid UTF-8", "http://x/ a\xff", 11, ErrInvalidUTF8, ComponentPath, "UTF-8"},
		{"truncated UTF-8", "http://x/ \xc3", 10, ErrInvalidUTF8, ComponentPath, "UTF-8"},
		{"stray %", "http://x/a b%zz", 13, ErrInvalidPercent, ComponentPath, "pct-encoded"},
		{"% before a space", "http://x/a% b", 11, ErrInvalidPercent, ComponentPath, "pct-encoded"},
		{"% and one digit before LEIRI char", "http://x/%2\u00a0 <", 9 + 2, ErrInvalidPercent, ComponentPath, "pct-encoded"},
		{"second #", "http://x/ #a#b", 12, ErrInvalidChar, ComponentFragment, "ifragment"},
		{"[ in the path", "http://x/ p[1]", 11, ErrInvalidChar, ComponentPath, "ipchar"},
		{"non-character U+FDD0", "http://x/ \ufdd0", 10, ErrInvalidChar, ComponentPath, "ucschar"},
		{"tag character", "http://x/ ?\U000e0001", 11, ErrInvalidChar, ComponentQuery, ""},
		{"plane 15 non-character", "http://x/ ?\U000ffffe", 11, ErrInvalidChar, ComponentQuery, ""},
		{"space in the scheme", "ht tp://x/", 2, ErrInvalidScheme, ComponentScheme, "scheme"},
		{"space in the port", "http://x:8 0/", 10, ErrInvalidPort, ComponentPort, "port"},
		{"space in an IP literal", "http://[::1 ]/", 11, ErrInvalidHost, ComponentHost, "IPv6address"},
		{"private use in the scheme", "a\ue000b:c", 1, ErrInvalidScheme, ComponentScheme, "scheme"},
	} {
		_, err := ParseLEIRI(tt.in)
		tmCheckParseError(t, tt.name, tt.in, err, tt.off, tt.kind, tt.c)
		var pe *ParseError
		if errors.As(err, &pe) && !strings.Contains(pe.Rule, tt.rule) {
			t.Errorf("%s: Rule %q does not mention %q", tt.name, pe.Rule, tt.rule)
		}
	}
}

// ParseUserInput: draft-weber-iri-guidelines-01 §4.
func TestParseUserInput(t *testing.T) {
	for _, tt := range []struct{ id, in, want string }{
		{"Weber §4 step 1", "  http://example.com/a\n", "http://example.com/a"},
		{"Weber §4 step 2", "http://example.com/a b", "http://example.com/a%20b"},
		{"CR LF TAB trimmed", "\t\r\n http://example.com/ \r\n\t", "http://example.com/"},
		{"inner tab and newline", " http://example.com/a\tb\nc ", "http://example.com/a%09b%0Ac"},
		{"only whitespace", " \t\r\n", ""},
		{"NBSP is not trimmed, but is a ucschar", "http://example.com/\u00a0", "http://example.com/\u00a0"},
		{"typed IRI with LEIRI characters", "  http://\u4f8b\u3048.jp/\u30d1\u30b9 \u30ad\u30fc?\ue000 ", "http://\u4f8b\u3048.jp/\u30d1\u30b9%20\u30ad\u30fc?\ue000"},
	} {
		x, err := ParseUserInput(tt.in)
		if err != nil || x.String() != tt.want {
			t.Errorf("%s: ParseUserInput(%+q) = %+q, %v; want %+q", tt.id, tt.in, x, err, tt.want)
		}
	}
	// Weber §4 step 1; Weber §5.1: U+3000 is not trimmed; the text before ":" is then no
	// scheme.
	_, err := ParseUserInput("\u3000http://example.com/")
	tmCheckParseError(t, "Weber §4 step 1; Weber §5.1", "\u3000http://example.com/", err, 0, ErrInvalidScheme, ComponentScheme)
	// Offsets count the trimmed whitespace.
	in := " \t http://x/a b%zz "
	_, err = ParseUserInput(in)
	tmCheckParseError(t, "offset after trimming", in, err, 16, ErrInvalidPercent, ComponentPath)
	in = "\n\uffff"
	_, err = ParseUserInput(in)
	tmCheckParseError(t, "U+FFFF after trimming", in, err, 1, ErrInvalidChar, ComponentPath)
}
