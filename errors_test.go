package iri

import (
	"errors"
	"strings"
	"testing"
)

// TestParseErrorOffsetNumbers spells out a few offsets as numbers.
func TestParseErrorOffsetNumbers(t *testing.T) {
	tests := []struct {
		in     string
		offset int
		err    error
		comp   Component
		spec   string
	}{
		{"1abc:def", 0, ErrInvalidScheme, ComponentScheme, "ParseError doc; RFC 3986; Weber §5.1"},
		{"hétp://x/", 1, ErrInvalidScheme, ComponentScheme, "RFC 3987 §2.2; Weber §5.1"},
		{"http://h:8x/", 10, ErrInvalidPort, ComponentPort, "ParseError doc; Weber §5.2.3"},
		{"http://h:1:2/", 10, ErrInvalidPort, ComponentPort, "ParseError doc (the host ends at the first \":\")"},
		{"http://example.org/%zz", 20, ErrInvalidPercent, ComponentPath, "RFC 3987 §2.2"},
		{"http://x/%", 10, ErrInvalidPercent, ComponentPath, "RFC 3986 §2.1"},
		{"http://[::1", 11, ErrInvalidHost, ComponentHost, "RFC 3986 §3.2.2"},
		{"http://[fe80::1%25eth0]/", 15, ErrInvalidHost, ComponentHost, "RFC 3987 §2.2"},
		{"http://[::1.2.3.256]/", 18, ErrInvalidHost, ComponentHost, "RFC 3986 §3.2.2"},
		{"http://[1::2::3]/", 13, ErrInvalidHost, ComponentHost, "RFC 3986 §3.2.2"},
		{"http://[]/", 8, ErrInvalidHost, ComponentHost, "RFC 3986 §3.2.2"},
		{"http://[:1]/", 9, ErrInvalidHost, ComponentHost, "RFC 3986 §3.2.2"},
		{"http://x/a\xffb", 10, ErrInvalidUTF8, ComponentPath, "RFC 3987 §6.2, §8"},
		{"http://x/?\U000E0001", 10, ErrInvalidChar, ComponentQuery, "RFC 3987 §2.2; 3987bis-13 §12.2.3"},
		{"http://a@b@c/", 10, ErrInvalidChar, ComponentHost, "RFC 3987 §2.2"},
	}
	for _, tt := range tests {
		_, err := Parse(tt.in)
		var pe *ParseError
		if !errors.As(err, &pe) {
			t.Errorf("Parse(%q) [%s]: error %v, want *ParseError", tt.in, tt.spec, err)
			continue
		}
		if pe.Offset != tt.offset || !errors.Is(err, tt.err) || pe.Component != tt.comp {
			t.Errorf("Parse(%q) [%s] = offset %d, %v, %v; want offset %d, %v, %v",
				tt.in, tt.spec, pe.Offset, pe.Err, pe.Component, tt.offset, tt.err, tt.comp)
		}
	}
}

func TestParseErrorMessage(t *testing.T) {
	tests := []struct{ in, want, spec string }{
		{"http://x/a b", `iri: invalid character U+0020 in path at offset 10: "http://x/a b" (ipchar)`, "ParseError.Error doc"},
		{"http://x/%", `iri: unexpected end of input in path at offset 10:`, "RFC 3986 §2.1"},
		{"http://x/\xffz", `iri: invalid UTF-8 byte 0xFF in path at offset 9:`, "RFC 3987 §6.2, §8"},
		{"http://x/%zz", `iri: invalid percent-encoding: character U+007A 'z' in path at offset 10:`, "RFC 3986 §2.1"},
		{"http://x/a\u202Eb", `iri: invalid character U+202E in path at offset 10:`, "RFC 3987 §4.1"},
	}
	for _, tt := range tests {
		_, err := Parse(tt.in)
		if err == nil || !strings.HasPrefix(err.Error(), tt.want) {
			t.Errorf("Parse(%q) error = %v, want prefix %q [%s]", tt.in, err, tt.want, tt.spec)
		}
	}
	// Long inputs are excerpted, and the message stays one line.
	long := "http://x/" + strings.Repeat("a", 10000) + "\n" + strings.Repeat("b", 10000)
	_, err := Parse(long)
	var pe *ParseError
	if !errors.As(err, &pe) || pe.Offset != 10009 {
		t.Fatalf("Parse(long) = %v", err)
	}
	if msg := err.Error(); len(msg) > 400 || strings.Contains(msg, "\n") || !strings.Contains(msg, "offset 10009") {
		t.Errorf("Parse(long) error = %q (%d bytes)", msg, len(msg))
	}
}
