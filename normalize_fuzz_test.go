package iri

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// nzFuzzFlags are the flag sets FuzzNormalize always checks, besides the
// random one it is given.
var nzFuzzFlags = []Normalization{
	NormCase, NormPercent, NormDotSegments, NormPercent | NormDotSegments,
	SyntaxBased, SchemeBased,
	SyntaxBased | NormNFC, SchemeBased | NormNFC,
	SchemeBased | NormIDN, SchemeBased | NormIDN | NormNFC,
	NormNFKC, SchemeBased | NormNFKC, SchemeBased | NormIDN | NormNFKC,
}

// nzHigher are the ladder levels above SyntaxBased that must keep
// syntax-equivalent IRIs equivalent (DIGEST TV-PROP-5). NFKC is not among
// them: it turns compatibility characters into "." and "/" (U+2025,
// U+FF0F), so dot-segment removal before and after it can differ; see the
// NormNFKC documentation.
var nzHigher = []Normalization{
	SchemeBased, SyntaxBased | NormNFC, SchemeBased | NormNFC,
	SyntaxBased | NormIDN, SchemeBased | NormIDN, SchemeBased | NormIDN | NormNFC,
}

// FuzzNormalize checks, for every input that parses (strictly or as a
// LEIRI) and for the flag sets above plus a random one:
//
//   - the result parses to the same value, and Normalize is idempotent;
//   - the input is equivalent to its normal form; Equivalent is reflexive
//     and symmetric (with a second input), and equivalent IRIs have equal
//     URIKeys, which are URIs;
//   - IRIs equivalent at SyntaxBased stay equivalent at every higher rung;
//   - with NormPercent the result is a fixed point of ToIRI;
//   - SyntaxBased agrees with a reference built from other operations of
//     the package: ToIRI for the decoding, Resolve for remove_dot_segments;
//   - the quick check agrees with the full path: where it says the input
//     or its normal form is normal already, the full path returns it
//     unchanged (with and without ExcludeFragment).
func FuzzNormalize(f *testing.F) {
	for _, s := range nzCorpus {
		f.Add(s, "http://example.com/", uint8(SchemeBased))
	}
	for i, s := range benchMix(f) {
		f.Add(s, nzCorpus[i%len(nzCorpus)], uint8(i*37))
	}
	f.Add("HTTP://Example.COM:80/a/%2e%2E/b", "http://example.com/b", uint8(0xFF))
	f.Add("http://r\u00C9sum\u00E9.example/", "http://xn--rsum-bpad.example:80", uint8(SchemeBased|NormIDN))
	f.Fuzz(func(t *testing.T, s, s2 string, flags uint8) {
		x, err := Parse(s)
		if err != nil {
			if x, err = ParseLEIRI(s); err != nil {
				return
			}
		}
		x2, err := Parse(s2)
		if err != nil {
			x2 = x.Normalize(Normalization(flags))
		}
		sets := append(nzFuzzFlags[:len(nzFuzzFlags):len(nzFuzzFlags)], Normalization(flags))
		for _, n := range sets {
			nz := Normalizer{Flags: n}
			y, ok := nz.normalize(x)
			if !ok {
				t.Fatalf("Normalize(%q, %v): output does not parse", x, n)
			}
			z, err := Parse(y.String())
			if err != nil || z != y {
				t.Fatalf("Normalize(%q, %v) = %q: reparse %+v, %v", x, n, y, z, err)
			}
			if again := nz.Normalize(y); again != y {
				t.Fatalf("Normalize(%q, %v) not idempotent: %q, then %q", x, n, y, again)
			}
			if !Equivalent(x, y, n) || !Equivalent(x, x, n) {
				t.Fatalf("%q not equivalent to itself or to %q at %v", x, y, n)
			}
			eq := Equivalent(x, x2, n)
			if eq != Equivalent(x2, x, n) {
				t.Fatalf("Equivalent(%q, %q, %v) not symmetric", x, x2, n)
			}
			k := nz.URIKey(x)
			if _, err := ParseURI(k); err != nil {
				t.Fatalf("URIKey(%q, %v) = %q: %v", x, n, k, err)
			}
			if eq && k != nz.URIKey(x2) {
				t.Fatalf("%q ≡ %q at %v, but URIKeys %q and %q", x, x2, n, k, nz.URIKey(x2))
			}
			if n&NormPercent != 0 && n&NormIDN == 0 {
				if w := y.ToIRI(); w != y {
					t.Fatalf("ToIRI(Normalize(%q, %v)) = %q, want %q", x, n, w, y)
				}
			}
			nzCheckQuick(t, nz, x, y)
			nzCheckQuick(t, Normalizer{Flags: n, ExcludeFragment: true}, x, y)
		}
		syn := x.Normalize(SyntaxBased)
		synEq := Equivalent(x, x2, SyntaxBased)
		for _, n := range nzHigher {
			if !Equivalent(x, syn, n) {
				t.Fatalf("%q normalizes at SyntaxBased to %q, but at %v to %q and %q", x, syn, n, x.Normalize(n), syn.Normalize(n))
			}
			if synEq && !Equivalent(x, x2, n) {
				t.Fatalf("%q ≡ %q at SyntaxBased but not at %v", x, x2, n)
			}
		}
		if want := nzReference(x); syn.String() != want {
			t.Fatalf("Normalize(%q, SyntaxBased) = %q, reference %q", x, syn, want)
		}
	})
}

// nzCheckQuick checks the quick check of Normalize against the full path
// on x and on its normal form y: where quickNormal says "normal", the
// full path returns the reference unchanged, and Normalize agrees with
// the full path.
func nzCheckQuick(t *testing.T, nz Normalizer, x, y IRI) {
	t.Helper()
	for _, v := range []IRI{x, y} {
		if nz.ExcludeFragment {
			v = withoutFragment(v)
		}
		slow, _ := nz.normalizeSlow(v)
		if nz.quickNormal(v) && slow != v {
			t.Fatalf("%v (ExcludeFragment %v): quickNormal(%q), but the full path gives %q", nz.Flags, nz.ExcludeFragment, v, slow)
		}
		if got := nz.Normalize(v); got != slow {
			t.Fatalf("%v (ExcludeFragment %v): Normalize(%q) = %q, full path %q", nz.Flags, nz.ExcludeFragment, v, got, slow)
		}
	}
}

// nzReference is syntax-based normalization built from other operations:
// ToIRI decodes (RFC 3987 §3.2), the characters ToIRI keeps encoded are
// encoded where they are literal (by the Unicode-table sets of the ToIRI
// tests), the scheme and a US-ASCII host are lowercased outside triplets,
// and Resolve removes the dot segments (RFC 3986 §5.2.2 applies
// remove_dot_segments to a reference with a scheme, an authority or an
// absolute path).
func nzReference(x IRI) string {
	u := x.ToIRI()
	s := u.String()
	var b strings.Builder
	for i, r := range s {
		if r >= utf8.RuneSelf && u2iUcschar.has(r) && (u2iBidi.has(r) || u2iDiscouraged(r)) {
			for _, c := range []byte(string(r)) {
				b.WriteString("%" + string(upperHex[c>>4]) + string(upperHex[c&15]))
			}
			continue
		}
		switch {
		case i < int(u.schemeEnd):
			r = nzLower(r)
		case i >= int(u.hostStart) && i < int(u.hostEnd) && u.HasAuthority():
			h := u.Host()
			if u.HostKind() != HostRegName || isASCIIString(h) && !nzHostHasHighTriplet(h) {
				// Lowercase, except the hex digits of a triplet.
				j := i - int(u.hostStart)
				if !(j >= 1 && h[j-1] == '%' || j >= 2 && h[j-2] == '%') {
					r = nzLower(r)
				}
			}
		}
		b.WriteRune(r)
	}
	y := MustParse(b.String())
	p := y.Path()
	switch {
	case y.IsAbs():
		z, err := y.Resolve(y)
		if err != nil {
			panic(err)
		}
		return z.String()
	case y.HasAuthority() || strings.HasPrefix(p, "/"):
		z, err := MustParse("s:").Resolve(y)
		if err != nil {
			panic(err)
		}
		return strings.TrimPrefix(z.String(), "s:")
	}
	return y.String()
}

func nzLower(r rune) rune {
	if 'A' <= r && r <= 'Z' {
		return r + 'a' - 'A'
	}
	return r
}

func isASCIIString(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// nzHostHasHighTriplet reports whether h has a triplet of an octet >= 0x80.
func nzHostHasHighTriplet(h string) bool {
	for i := 0; i+2 < len(h); i++ {
		if h[i] == '%' && strings.IndexByte("89ABCDEFabcdef", h[i+1]) >= 0 {
			return true
		}
	}
	return false
}
