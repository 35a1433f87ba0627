package iri

import (
	"errors"
	"reflect"
	"strings"
	"testing"

	"golang.org/x/text/encoding/charmap"
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

// TestErrorShape checks that every error type has one shape (issue 28
// item 4): an Err sentinel that Unwrap returns, so that errors.Is works
// alike on each, and a Rule that is an ABNF rule name or a clause
// identifier, never prose; the message starts with "iri: " and ends with
// the rule in parentheses.
func TestErrorShape(t *testing.T) {
	var code Code
	latin1 := ToURIOptions{QueryEncoding: charmap.ISO8859_1}
	tests := []struct {
		name string
		err  error
		kind error
		rule string
		msg  string // the whole message, or "" to check only its shape
	}{
		{"ParseError", errOf(Parse("http://x/a b")), ErrInvalidChar, "ipchar",
			`iri: invalid character U+0020 in path at offset 10: "http://x/a b" (ipchar)`},
		{"ResolveError base", errOf(MustParse("b/c").Resolve(MustParse("g"))), ErrNotAbsolute, "RFC 3986 §5.2.1",
			`iri: reference "g" against base "b/c": base is not an absolute IRI (it has no scheme) (RFC 3986 §5.2.1)`},
		{"ResolveError target", errOf(MustParse("http://a/").Relativize(MustParse("g"))), ErrNotAbsolute, "RFC 3986 §5.2.2",
			`iri: reference "g" against base "http://a/": target is not an absolute IRI (it has no scheme); every resolved reference is absolute (RFC 3986 §5.2.2)`},
		{"ResolveError no reference", errOf(MustParse("http://a/b").Relativize(MustParse("http://a/x/../y"))), ErrNoReference, "RFC 3986 §5.2.4", ""},
		{"HostError", errOf(ToURIOptions{IDNA: true}.ToURI(MustParse("http://-a.example/"))), ErrIDNA, "RFC 3987 §3.1, RFC 5891 §4.2.3.1",
			`iri: cannot map host "-a.example" at offset 7 with IDNA: label "-a" begins or ends with a hyphen under the STD3 rules (RFC 3987 §3.1, RFC 5891 §4.2.3.1)`},
		{"Error charset", errOf(latin1.ToURI(MustParse("http://x/?q=\u20ac"))), ErrQueryCharset, "3987bis-13 §3.5",
			`iri: character not representable in the query charset at offset 12: "http://x/?q=€": U+20AC '€' is not in ISO 8859-1 (3987bis-13 §3.5)`},
		{"CompareError", errOf(NormalizeOptions{}.Compare(MustParse("a/b"), MustParse("http://x/"))), ErrUndetermined, "RFC 3987 §5.1, comparison-02 §2",
			`iri: cannot compare "a/b" at offset 0: relative reference and no base to resolve it against (RFC 3987 §5.1, comparison-02 §2)`},
		{"Error code", code.UnmarshalText([]byte("NO_SUCH_CODE")), ErrUnknownCode, "Code",
			`iri: unknown violation code at offset 0: "NO_SUCH_CODE" (Code)`},
	}
	for _, tt := range tests {
		if tt.err == nil {
			t.Errorf("%s: no error", tt.name)
			continue
		}
		if !errors.Is(tt.err, tt.kind) || errors.Unwrap(tt.err) != tt.kind {
			t.Errorf("%s: %v: Unwrap = %v, want %v", tt.name, tt.err, errors.Unwrap(tt.err), tt.kind)
		}
		rule := reflect.ValueOf(tt.err).Elem().FieldByName("Rule")
		if !rule.IsValid() || rule.String() != tt.rule {
			t.Errorf("%s: Rule = %v, want %q", tt.name, rule, tt.rule)
		}
		if reflect.ValueOf(tt.err).Elem().FieldByName("Op").IsValid() {
			t.Errorf("%s: has an Op field", tt.name)
		}
		msg := tt.err.Error()
		if !strings.HasPrefix(msg, "iri: ") || !strings.HasSuffix(msg, " ("+tt.rule+")") || tt.msg != "" && msg != tt.msg {
			t.Errorf("%s: message\n%s\nwant\n%s", tt.name, msg, tt.msg)
		}
	}
}

func errOf[T any](_ T, err error) error { return err }
