package iri

import (
	"errors"
	"strings"
	"testing"
	"unicode/utf8"
)

// Seeds for FuzzToURI: the DIGEST §2.1 inputs, every ucschar/iprivate range
// boundary, IDNA hosts, LEIRI characters and the benchmark corpus.
var fuzzToURISeeds = []string{
	"",
	"http://www.example.org/red%09ros\u00e9#red",
	"http://example.com/\U00010300\U00010301\U00010302",
	"http://r\u00e9sum\u00e9.example.org",
	"http://r%C3%A9sum%C3%A9.example.org",
	"http://r%E9sum%E9.example.org",
	"http://validator.w3.org/check?uri=http%3A%2F%2Fr\u00e9sum\u00e9.example.org",
	"http://www.example.org/r%E9sum%E9.xml#r\u00e9sum\u00e9",
	"Vi\u00ea\u0323t",
	"http://example.org/?q=\ue000",
	"http://example.com/a%20b?x=%7e",
	"http://\u4f8b\u3048\u3002jp/\u30d1\u30b9?\u30ad\u30fc=\u5024#\u65ad\u7247",
	"http://\uff11\uff12\uff17.\uff10.\uff10.\uff11/",
	"http://B\u00fc:\u1e9e@gOoGle.com",
	"http://1\u05d0.com/",
	"http://xn--zz.example/",
	"http://-a.example/",
	"http://a..b/",
	"http://[::1]/\u00e9",
	"http://example.org/a b",
	"http://example.org/{x}|y^`\\z\"<>",
	"  http://example.com/a\n",
	"\u3000http://example.com/",
	"http://x/\ufffe",
	"http://x/\xed\xa0\x80",
	"http://x/a%zz \u200e",
	"http://x/\u00a0\u2066\u061c\u200b",
	"mailto:Jos\u00e9@example.com?subject=Ol\u00e1",
}

func FuzzToURI(f *testing.F) {
	for _, s := range fuzzToURISeeds {
		f.Add(s)
	}
	for _, c := range []rune{0xA0, 0xD7FF, 0xF900, 0xFDCF, 0xFDF0, 0xFFEF, 0x10000, 0x1FFFD, 0xE1000, 0xEFFFD, 0xE000, 0xF8FF, 0xF0000, 0x10FFFD} {
		f.Add("http://h" + string(c) + "/p" + string(c) + "?q" + string(c) + "#f" + string(c))
	}
	for _, s := range benchMix(f) {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		x, err := Parse(s)
		if err != nil {
			checkLEIRIProperties(t, s)
			return
		}
		u := x.ToURI()
		// RFC 3987 §3.1 step 2: ASCII bytes as they were, each other
		// byte as an uppercase %HH; the result is a URI with the right
		// offsets (ParseURI gives the same value), mapping is idempotent
		// and the identity on URIs.
		if !tmEncodedFrom(s, u.String()) {
			t.Fatalf("ToURI(%q) = %q is not the step 2 encoding of the input", s, u)
		}
		v, err := ParseURI(u.String())
		if err != nil {
			t.Fatalf("ToURI(%q) = %q fails ParseURI: %v", s, u, err)
		}
		if v != u {
			t.Fatalf("ToURI(%q) = %#v, ParseURI gives %#v", s, u, v)
		}
		if w := u.ToURI(); w != u {
			t.Fatalf("ToURI not idempotent: %q -> %q", u, w)
		}
		if firstNonASCII(s) == len(s) && u != x {
			t.Fatalf("ToURI(%q) = %#v, want the URI itself %#v", s, u, x)
		}
		// A valid IRI is a valid LEIRI that converts to itself.
		if y, err := ParseLEIRI(s); err != nil || y != x {
			t.Fatalf("ParseLEIRI(%q) = %#v, %v; want %#v", s, y, err, x)
		}

		checkMapperProperties(t, x, u)
		checkToIRIRoundTrip(t, x, u)
	})
}

// tmEncodedFrom reports whether u is s with every byte >= 0x80 replaced by
// its uppercase %HH triplet and nothing else changed.
func tmEncodedFrom(s, u string) bool {
	const hex = "0123456789ABCDEF"
	j := 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c < utf8.RuneSelf {
			if j >= len(u) || u[j] != c {
				return false
			}
			j++
			continue
		}
		if j+3 > len(u) || u[j] != '%' || u[j+1] != hex[c>>4] || u[j+2] != hex[c&15] {
			return false
		}
		j += 3
	}
	return j == len(u)
}

// checkMapperProperties checks Mapper with IDNA on the valid IRI x whose
// plain mapping is u.
func checkMapperProperties(t *testing.T, x, u IRI) {
	m := Mapper{IDNA: true}
	a, err := m.ToURI(x)
	if err != nil {
		var he *HostError
		if !errors.As(err, &he) || !errors.Is(err, ErrIDNA) || a != (IRI{}) {
			t.Fatalf("Mapper{IDNA}.ToURI(%q): %#v, %v", x, a, err)
		}
		if x.HostKind() != HostRegName || x.Host() == "" || !m.isDNSScheme(x.Scheme()) ||
			he.Input != x.String() || he.Host != x.Host() ||
			he.Offset < int(x.hostStart) || he.Offset >= int(x.hostEnd) {
			t.Fatalf("Mapper{IDNA}.ToURI(%q): error for a host it should not map, or misplaced: %#v", x, he)
		}
		return
	}
	b, err := ParseURI(a.String())
	if err != nil || b != a {
		t.Fatalf("Mapper{IDNA}.ToURI(%q) = %#v; ParseURI gives %#v, %v", x, a, b, err)
	}
	if c, err := m.ToURI(a); err != nil || c != a {
		t.Fatalf("Mapper{IDNA}.ToURI not idempotent: %q -> %q, %v", a, c, err)
	}
	if a.ToURI() != a {
		t.Fatalf("Mapper{IDNA}.ToURI(%q) = %q is not ASCII", x, a)
	}
	// Only the host may differ from the plain mapping.
	if a.Scheme() != u.Scheme() || a.Userinfo() != u.Userinfo() || a.Port() != u.Port() ||
		a.Path() != u.Path() || a.Query() != u.Query() || a.Fragment() != u.Fragment() ||
		a.HasAuthority() != u.HasAuthority() || a.HasQuery() != u.HasQuery() || a.HasFragment() != u.HasFragment() {
		t.Fatalf("Mapper{IDNA}.ToURI(%q) = %q changed more than the host of %q", x, a, u)
	}
	if a.Host() != u.Host() {
		h := a.Host()
		if h != strings.ToLower(h) || checkDNSName(h) != nil {
			t.Fatalf("Mapper{IDNA}.ToURI(%q): host %q is not a lowercase LDH name", x, h)
		}
	}
}

// checkToIRIRoundTrip checks URI → IRI conversion against the mapping: for
// an IRI x without percent-encodings and its mapping u, u.ToIRI() maps back
// to u (RFC 3987 §3.2, 3987bis-13 §4.1), and it is x itself unless x holds
// characters that ToIRI keeps encoded by choice (RFC 3987 §3.2 step 4:
// bidi controls, space look-alikes, invisible characters).
func checkToIRIRoundTrip(t *testing.T, x, u IRI) {
	if strings.IndexByte(x.String(), '%') >= 0 {
		return
	}
	w := u.ToIRI()
	if w.ToURI() != u {
		t.Fatalf("ToIRI(%q) = %q maps back to %q", u, w, w.ToURI())
	}
	if w == x {
		return
	}
	query := x.Query()
	for _, r := range x.String() {
		if r < utf8.RuneSelf || isIprivate(r, false) && strings.ContainsRune(query, r) {
			continue
		}
		// Does ToIRI keep this character encoded in a path?
		p := MustParse("/" + tmPct(string(r)))
		if p.ToIRI() == p {
			return // a deliberate choice of ToIRI; w differs legitimately
		}
	}
	t.Fatalf("ToIRI(ToURI(%q)) = %q, want the IRI back", x, w)
}

// checkLEIRIProperties checks ParseLEIRI and ParseUserInput on s, which
// Parse rejects.
func checkLEIRIProperties(t *testing.T, s string) {
	for _, f := range []struct {
		name  string
		parse func(string) (IRI, error)
	}{{"ParseLEIRI", ParseLEIRI}, {"ParseUserInput", ParseUserInput}} {
		y, err := f.parse(s)
		if err != nil {
			var pe *ParseError
			if !errors.As(err, &pe) || pe.Input != s || pe.Offset < 0 || pe.Offset > len(s) || y != (IRI{}) {
				t.Fatalf("%s(%q): %#v, %v", f.name, s, y, err)
			}
			// ParseUserInput reports the end of the trimmed text as the
			// end of input.
			trimmedEnd := pe.Rune == -1 && strings.Trim(s[pe.Offset:], " \t\r\n") == ""
			if pe.Err != ErrTooLong && pe.Rune != runeAt(s, pe.Offset) && pe.Err != ErrInvalidUTF8 && !trimmedEnd {
				t.Fatalf("%s(%q): Rune %U but the input has %U at offset %d", f.name, s, pe.Rune, runeAt(s, pe.Offset), pe.Offset)
			}
			_ = pe.Error()
			continue
		}
		// The result is a strict IRI whose mapping is a URI.
		z, err := Parse(y.String())
		if err != nil || z != y {
			t.Fatalf("%s(%q) = %#v; Parse gives %#v, %v", f.name, s, y, z, err)
		}
		u := y.ToURI()
		if v, err := ParseURI(u.String()); err != nil || v != u {
			t.Fatalf("%s(%q): ToURI = %#v; ParseURI gives %#v, %v", f.name, s, u, v, err)
		}
		// The conversion only adds triplets: removing the input's
		// characters in order from the result leaves only "%HH".
		if f.name == "ParseLEIRI" && len(y.String()) <= len(s) {
			t.Fatalf("ParseLEIRI(%q) = %q: an invalid input converted without encoding anything", s, y)
		}
	}
}
