package iri

import (
	"strings"
	"testing"
)

// u2iFuzzConverters are the option sets FuzzToIRI checks.
var u2iFuzzConverters = []Converter{
	{},
	{Grammar: RFC3987bis},
	{KeepQueryEncoded: true},
	{DecodeDiscouraged: true},
	{UnicodeHosts: true},
	{UnicodeHosts: true, DNSSchemes: []string{"a", "uri"}, Grammar: RFC3987bis, DecodeDiscouraged: true},
}

// FuzzToIRI checks the properties of RFC 3987 §3.2 on every input:
//
//   - for a URI reference u and every option set: the output parses as an
//     IRI (with the Converter's grammar) to the same value, and ToIRI is
//     idempotent;
//   - without UnicodeHosts: the output is what the step-by-step reference
//     gives, and ToURI(ToIRI(u)) equals u under percent-encoding
//     normalization (RFC 3987 §3.2, 3987bis-13 §4.1; DIGEST TV-PROP-3),
//     and no character of TV-PROP-4 appears;
//   - for an IRI v without percent-encodings: ToIRI(ToURI(v)) == v, except
//     for the characters ToIRI documents as kept encoded;
//   - for any IRI: ToIRI gives a valid IRI and is idempotent.
func FuzzToIRI(f *testing.F) {
	for _, v := range u2iVectors {
		f.Add(v.in)
	}
	for _, s := range benchMix(f) {
		f.Add(s)
		if x, err := Parse(s); err == nil {
			f.Add(x.ToURI().String())
		}
	}
	for _, s := range []string{
		"http://x/%C0%AF%ED%A0%80%F4%90%80%80%e2%80%ae?%EE%80%80%F3%A0%80%81#%C2%A0",
		"http://u%C3%A9@xn--99zt52a.%65xample.org:80/%7e%2f?%41%25#%e6%97%a5",
		"a%E2%82%C3%BC/%F0%9F%98%80?%F0%9F%98#%FF",
		"http://%31%39%32.0.2.1/",
		"//xn--rsum-bpad.example.org",
		"http://a\u00A0b/\u200D?\uE000%EE%80%80",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if u, err := ParseURI(s); err == nil {
			for _, c := range u2iFuzzConverters {
				y, ok := c.toIRI(u)
				if !ok {
					t.Fatalf("%+v.ToIRI(%q): output does not parse", c, s)
				}
				z, err := Parser{Grammar: c.Grammar}.Parse(y.String())
				if err != nil {
					t.Fatalf("%+v.ToIRI(%q) = %q: %v", c, s, y, err)
				}
				if z != y {
					t.Fatalf("%+v.ToIRI(%q): offsets %+v, fresh parse %+v", c, s, y, z)
				}
				if again := c.ToIRI(y); again != y {
					t.Fatalf("%+v.ToIRI not idempotent on %q: %q, then %q", c, s, y, again)
				}
				if c.UnicodeHosts {
					continue
				}
				if want := u2iReference(s, c)[5]; y.String() != want {
					t.Fatalf("%+v.ToIRI(%q) = %q, reference %q", c, s, y, want)
				}
				if back := y.ToURI().String(); u2iPctNormalize(back) != u2iPctNormalize(s) {
					t.Fatalf("%+v: ToURI(ToIRI(%q)) = %q, not equivalent", c, s, back)
				}
				if !c.DecodeDiscouraged && c.Grammar == RFC3987 {
					for _, r := range y.String() {
						if r >= 0x80 && (u2iBidi.has(r) || u2iDiscouraged(r) || !u2iUcschar.has(r) && !u2iIprivate.has(r)) {
							t.Fatalf("ToIRI(%q) = %q holds U+%04X", s, y, r)
						}
					}
				}
			}
			if y := u.ToIRI(); y != (Converter{}).ToIRI(u) {
				t.Fatalf("IRI.ToIRI and Converter{}.ToIRI differ on %q", s)
			}
		}
		for _, p := range []Parser{{}, {Grammar: RFC3987bis}} {
			v, err := p.Parse(s)
			if err != nil {
				continue
			}
			c := Converter{Grammar: p.Grammar}
			y, ok := c.toIRI(v)
			if !ok {
				t.Fatalf("ToIRI(IRI %q): output does not parse", s)
			}
			if z, err := p.Parse(y.String()); err != nil || z != y {
				t.Fatalf("ToIRI(IRI %q) = %q: %v", s, y, err)
			}
			if again := c.ToIRI(y); again != y {
				t.Fatalf("ToIRI not idempotent on IRI %q: %q, then %q", s, y, again)
			}
			if !strings.Contains(s, "%") {
				got := c.ToIRI(v.ToURI()).String()
				if want := u2iEncodeDiscouraged(s); got != want {
					t.Fatalf("ToIRI(ToURI(%q)) = %q, want %q", s, got, want)
				}
			}
		}
	})
}
