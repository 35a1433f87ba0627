package iri

import (
	"encoding/json"
	"html"
	"os"
	"strings"
	"testing"
	"unicode/utf8"

	"golang.org/x/net/idna"
)

// Tests for normalization and the comparison ladder: RFC 3987 §5.3,
// draft-ietf-iri-comparison-02 §4, RFC 3986 §6.2, RFC 3987 §5.3.

// nzAllFlags lists every combination of the eight flags.
func nzAllFlags() []Normalization {
	all := make([]Normalization, 0, 256)
	for n := Normalization(0); n < 1<<len(normNames); n++ {
		all = append(all, n)
	}
	return all
}

// nzNorm normalizes s with n and fails the test if s is not an IRI
// reference or the result is not valid.
func nzNorm(t *testing.T, s string, n Normalization) IRI {
	t.Helper()
	x, err := Parse(s)
	if err != nil {
		t.Fatalf("Parse(%q): %v", s, err)
	}
	y, ok := NormalizeOptions{Flags: n}.normalize(x)
	if !ok {
		t.Fatalf("Normalize(%q, %v): output does not parse", s, n)
	}
	return y
}

// nzCheckValid checks that y is what Parse makes of its string.
func nzCheckValid(t *testing.T, in string, n Normalization, y IRI) {
	t.Helper()
	z, err := Parse(y.String())
	if err != nil {
		t.Fatalf("Normalize(%q, %v) = %q: not a valid IRI: %v", in, n, y, err)
	}
	if z != y {
		t.Fatalf("Normalize(%q, %v) = %q: offsets %+v, fresh parse %+v", in, n, y, y, z)
	}
}

// TestNormalizeRungs gives each rung its exact behaviour, one flag at a
// time and in the ladder presets.
func TestNormalizeRungs(t *testing.T) {
	tests := []struct {
		in   string
		n    Normalization
		want string
	}{
		// NormCase (RFC 3987 §5.3.2.1): scheme, US-ASCII-only host, hex.
		{"HTTP://www.EXAMPLE.com/", NormCase, "http://www.example.com/"},
		{"hTtP+X.Y-z://H/P?Q#F", NormCase, "http+x.y-z://h/P?Q#F"},
		{"http://User:PW@Host.Example:80/Path/%7e?Q%3a=V#Frag%2f", NormCase, "http://User:PW@host.example:80/Path/%7E?Q%3A=V#Frag%2F"},
		{"http://PLUS%2bPLUS/", NormCase, "http://plus%2Bplus/"},
		{"http://Alpha%ce%b1/", NormCase, "http://Alpha%CE%B1/"},               // not US-ASCII once decoded
		{"http://Alpha%FF/", NormCase, "http://Alpha%FF/"},                     // not ASCII octets: keep case
		{"http://usER@α.CoM/", NormCase, "http://usER@α.CoM/"},                 // non-ASCII host: no case change
		{"http://RÉSUMÉ.example.org/", NormCase, "http://RÉSUMÉ.example.org/"}, // RFC 3987 §5.3.2.1, §5.3.3
		{"http://[2001:DB8::A]:80/", NormCase, "http://[2001:db8::a]:80/"},
		{"http://[V1F.AbC:x]/", NormCase, "http://[v1f.abc:x]/"},
		{"http://192.0.2.1/A", NormCase, "http://192.0.2.1/A"},
		{"//EXAMPLE.com/Ä", NormCase, "//example.com/Ä"},
		{"Ä/%e2%82%ac", NormCase, "Ä/%E2%82%AC"},
		{"mailto:Joe@Example.COM", NormCase, "mailto:Joe@Example.COM"}, // the path is case-sensitive

		// NormPercent (RFC 3987 §5.3.2.3): what ToIRI decodes, in every
		// component; what it keeps encoded, encoded.
		{"http://example.org/%7euser", NormPercent, "http://example.org/~user"},
		{"http://example.org/%7Euser", NormPercent, "http://example.org/~user"},
		{"http://example.org/ros%C3%A9", NormPercent, "http://example.org/rosé"},
		{"http://u%C3%A9%3a@%65xample.%C3%A9:80/%41%2f%25?%E6%97%A5%2B&%EE%80%80#%C3%A9%23",
			NormPercent, "http://ué%3A@example.é:80/A%2F%25?日%2B&\uE000#é%23"},
		{"http://example.org/%ee%80%80?%ee%80%80", NormPercent, "http://example.org/%EE%80%80?\uE000"}, // iprivate: query only
		{"http://example.org/r%E9sum%E9", NormPercent, "http://example.org/r%E9sum%E9"},                // not UTF-8 (RFC 3987 §3.2)
		{"http://example.org/%c0%af%ed%a0%80", NormPercent, "http://example.org/%C0%AF%ED%A0%80"},      // overlong, surrogate
		{"http://example.org/%e2%80%ae", NormPercent, "http://example.org/%E2%80%AE"},                  // RLO stays encoded
		{"http://example.org/a%c2%a0b", NormPercent, "http://example.org/a%C2%A0b"},                    // NBSP stays encoded
		{"http://example.org/a\u00A0b", NormPercent, "http://example.org/a%C2%A0b"},                    // ... and is encoded
		{"http://example.org/\u2066x\u2069?\u200B", NormPercent, "http://example.org/%E2%81%A6x%E2%81%A9?%E2%80%8B"},
		{"http://example.org/%2E%2e/a", NormPercent, "http://example.org/../a"},
		{"a%3Ab", NormPercent, "a%3Ab"}, // reserved: never decoded
		{"http://%31%39%32.0.2.1/", NormPercent, "http://192.0.2.1/"},

		// NormDotSegments (RFC 3987 §5.3.2.4): RFC 3986 §5.2.4.
		{"http://a/b/c/./../../g", NormDotSegments, "http://a/g"},
		{"http://a/b/c/../d", NormDotSegments, "http://a/b/d"}, // RFC 3987 §5.3.2.4
		{"http://a/..", NormDotSegments, "http://a/"},
		{"http://a/.", NormDotSegments, "http://a/"},
		{"http://a", NormDotSegments, "http://a"},
		{"http://a/b/./", NormDotSegments, "http://a/b/"},
		{"/a/./b/../c", NormDotSegments, "/a/c"},
		{"../a/./b/..", NormDotSegments, "../a/./b/.."}, // a relative path keeps them
		{"./a", NormDotSegments, "./a"},
		{"scheme:a/../b", NormDotSegments, "scheme:/b"},
		{"scheme:./a:b", NormDotSegments, "scheme:a:b"},
		{"scheme:..///x", NormDotSegments, "scheme:/.//x"}, // never an authority
		{"scheme:/.//x", NormDotSegments, "scheme:/.//x"},
		{"/..//x", NormDotSegments, "/.//x"},
		{"//h/..//x", NormDotSegments, "//h//x"},
		{"http://a/%2E%2E/b", NormDotSegments, "http://a/%2E%2E/b"}, // only decoded dots are dots
		{"http://a/b/%2E%2E/c", NormPercent | NormDotSegments, "http://a/c"},
		{"http://a/b/.%2e/c", NormPercent | NormDotSegments, "http://a/c"},
		{"http://a/b/%2e./c", NormPercent | NormDotSegments, "http://a/c"},
		{"http://a/b/%2e/c", NormPercent | NormDotSegments, "http://a/b/c"},
		{"http://a/b/%2e%2e%2e/c", NormPercent | NormDotSegments, "http://a/b/.../c"},
		{"x:/%2E%2E//y", NormPercent | NormDotSegments, "x:/.//y"},
		{"http://a/.well-known/x", NormDotSegments, "http://a/.well-known/x"},
		{"http://a/b/../%7Ec/./d%41", NormDotSegments | NormPercent, "http://a/~c/dA"},

		// NormPort (RFC 3987 §5.3.3, RFC 3986 §3.2.3).
		{"http://example.com:/", NormPort, "http://example.com/"},
		{"http://example.com:80/", NormPort, "http://example.com/"},
		{"http://example.com:080/", NormPort, "http://example.com/"},
		{"http://example.com:0/", NormPort, "http://example.com:0/"},
		{"http://example.com:00/", NormPort, "http://example.com:0/"},
		{"http://example.com:0081/", NormPort, "http://example.com:81/"},
		{"http://example.com:443/", NormPort, "http://example.com:443/"},
		{"https://example.com:443/", NormPort, "https://example.com/"},
		{"HTTPS://example.com:443/", NormPort, "HTTPS://example.com/"},
		{"ws://h:80", NormPort, "ws://h"},
		{"wss://h:443/", NormPort, "wss://h/"},
		{"ftp://h:21/", NormPort, "ftp://h/"},
		{"gopher://h:70/", NormPort, "gopher://h/"},
		{"coap://h:5683/", NormPort, "coap://h/"},
		{"foo://h:80/", NormPort, "foo://h:80/"}, // unknown scheme: no default
		{"foo://h:/", NormPort, "foo://h/"},      // but an empty port goes
		{"//h:/", NormPort, "//h/"},
		{"//h:80/", NormPort, "//h:80/"},
		{"http://u@:80", NormPort, "http://u@"},

		// NormEmptyPath (RFC 3987 §5.3.3).
		{"http://example.com", NormEmptyPath, "http://example.com/"},
		{"http://example.com?q", NormEmptyPath, "http://example.com/?q"},
		{"http://example.com#f", NormEmptyPath, "http://example.com/#f"},
		{"HTTP://example.com:80", NormEmptyPath, "HTTP://example.com:80/"},
		{"foo://example.com", NormEmptyPath, "foo://example.com"},
		{"//example.com", NormEmptyPath, "//example.com"},
		{"http:", NormEmptyPath, "http:"}, // no authority
		{"http:?q", NormEmptyPath, "http:?q"},

		// NormIDN (RFC 3987 §5.3.3, comparison-02 §4.3).
		{"http://xn--rsum-bpad.example.org", NormIDN, "http://résumé.example.org"},
		{"http://XN--RSUM-BPAD.Example.ORG/", NormIDN, "http://résumé.example.org/"},
		{"http://RÉSUMÉ.example.org/", NormIDN, "http://résumé.example.org/"},
		{"http://r%C3%A9sum%C3%A9.example.org/", NormIDN, "http://résumé.example.org/"},
		{"http://EXAMPLE.com/", NormIDN, "http://example.com/"},
		{"http://ＥＸＡＭＰＬＥ．com/", NormIDN, "http://example.com/"},
		{"http://faß.de/", NormIDN, "http://faß.de/"},
		{"http://xn--fa-hia.de/", NormIDN, "http://faß.de/"},
		{"http://xn--zz.example/", NormIDN, "http://xn--zz.example/"}, // not an A-label: left
		{"http://EX_AMPLE.com/", NormIDN, "http://EX_AMPLE.com/"},     // not LDH: left
		{"http://EX_AMPLE.com/", NormIDN | NormCase, "http://ex_ample.com/"},
		{"http://a..b/", NormIDN, "http://a..b/"},                             // empty label
		{"http://r%E9sum%E9.example/", NormIDN, "http://r%E9sum%E9.example/"}, // not UTF-8
		{"http://" + strings.Repeat("a", 64) + ".example/", NormIDN, "http://" + strings.Repeat("a", 64) + ".example/"},
		{"foo://xn--rsum-bpad.example.org/", NormIDN, "foo://xn--rsum-bpad.example.org/"}, // not a DNS scheme
		{"//xn--rsum-bpad.example.org/", NormIDN, "//xn--rsum-bpad.example.org/"},
		{"http://[::1]/", NormIDN, "http://[::1]/"},
		{"http://１２７.0.0.1/", NormIDN, "http://127.0.0.1/"},

		// NormNFC, NormNFKC (RFC 3987 §5.3.2.2).
		{"http://www.example.org/re\u0301sume\u0301.html", NormNFC, "http://www.example.org/r\u00E9sum\u00E9.html"},
		{"http://example.org/Vi\u00EA\u0323t", NormNFC, "http://example.org/Vi\u1EC7t"},
		{"http://example.org/\uFB01le", NormNFC, "http://example.org/\uFB01le"},
		{"http://example.org/\uFB01le", NormNFKC, "http://example.org/file"},
		{"http://example.org/\uFB01le", NormNFC | NormNFKC, "http://example.org/file"},
		{"http://e\u0301.example/?e\u0301#e\u0301", NormNFC, "http://\u00E9.example/?\u00E9#\u00E9"},
		{"http://u\u0308@h/", NormNFC, "http://\u00FC@h/"},
		{"http://\u212A.example/", NormNFC, "http://K.example/"},
		{"http://\u212A.example/", NormNFC | NormCase, "http://k.example/"},
		{"http://h/%41\u0301", NormNFC, "http://h/%41\u0301"},            // text stays apart from triplets
		{"http://h/%4e\u0303", NormNFC, "http://h/%4e\u0303"},            // never merges with a hex digit
		{"http://h/%4e\u0303", NormNFC | NormPercent, "http://h/\u00D1"}, // decoded first
		{"http://h/e%CC%81", NormNFC | NormPercent, "http://h/\u00E9"},
		{"http://h/a\u1FEFb", NormNFC, "http://h/a%60b"},  // NFC gives "`"
		{"http://h/a\u037Eb", NormNFC, "http://h/a;b"},    // ... and ";"
		{"http://h/a\uFF05b", NormNFKC, "http://h/a%25b"}, // "%"
		{"http://h/a\uFF1Fb\uFF03", NormNFKC, "http://h/a%3Fb%23"},
		{"http://h/?a\uFF1Fb\uFF03", NormNFKC, "http://h/?a?b%23"},
		{"http://h/a\uFF0Fb", NormNFKC, "http://h/a/b"},
		{"http://h/a\u00A0b", NormNFKC, "http://h/a%20b"},
		{"http://h\uFF1A\uFF18\uFF10/", NormNFKC, "http://h%3A80/"},
		{"http://h/\uFF0E\uFF0E/a", NormNFKC | NormDotSegments, "http://h/a"},
		{"a\uFF1Ab", NormNFKC, "./a:b"},
		{"\uFF0F\uFF0Fh", NormNFKC, "/.//h"},
		{"x:\uFF0F\uFF0Fh", NormNFKC, "x:/.//h"},
		{"\uFF0Fa/../b", NormNFKC | NormDotSegments, "/b"},
		{"http://h/\u2000", NormNFC, "http://h/\u2002"},
		{"http://h/\u2000", NormNFC | NormPercent, "http://h/%E2%80%80"},
		{"http://h/%E2%80%80", NormNFC | NormPercent, "http://h/%E2%80%80"},

		// Presets.
		{"eXAMPLE://a/./b/../b/%63/%7bfoo%7d/ros%C3%A9", SyntaxBased, "example://a/b/c/%7Bfoo%7D/rosé"},
		{"HTTP://Example.COM:80", SyntaxBased, "http://example.com:80"},
		{"HTTP://Example.COM:80", SchemeBased, "http://example.com/"},
		{"http://example.com/?", SchemeBased, "http://example.com/?"},
		{"http://example.com/#", SchemeBased, "http://example.com/#"},
		{"http://example.com?", SchemeBased, "http://example.com/?"},
		{"", SchemeBased | NormIDN | NormNFKC, ""},
		{"#", SchemeBased, "#"},
	}
	for _, tt := range tests {
		y := nzNorm(t, tt.in, tt.n)
		if y.String() != tt.want {
			t.Errorf("Normalize(%q, %v) = %q, want %q", tt.in, tt.n, y, tt.want)
		}
		nzCheckValid(t, tt.in, tt.n, y)
		if again := y.Normalize(tt.n); again != y {
			t.Errorf("Normalize(%q, %v) not idempotent: %q, then %q", tt.in, tt.n, y, again)
		}
	}
}

// TestNormalizeRFC3987Examples: every example of RFC 3987 §5 and of
// comparison-02 §3-§4.
func TestNormalizeRFC3987Examples(t *testing.T) {
	// RFC 3987 §5.3.2 (syntax-based): equivalent.
	a := MustParse("example://a/b/c/%7Bfoo%7D/rosé")
	b := MustParse("eXAMPLE://a/./b/../b/%63/%7bfoo%7d/ros%C3%A9")
	if Equivalent(a, b, 0) || !Equivalent(a, b, SyntaxBased) {
		t.Errorf("RFC 3987 §5.3.2 example: simple %v, syntax %v", Equivalent(a, b, 0), Equivalent(a, b, SyntaxBased))
	}
	// comparison-02 §4.2 prints "./b/./b/": a typo for "./b/../b/" (D-5). It is NOT equivalent, at any level.
	typo := MustParse("eXAMPLE://a/./b/./b/%63/%7bfoo%7d/ros%C3%A9")
	for _, n := range nzAllFlags() {
		if Equivalent(a, typo, n) {
			t.Errorf("comparison-02 §4.2 typo %q is equivalent at %v", typo, n)
		}
	}
	if got := typo.Normalize(SyntaxBased).String(); got != "example://a/b/b/c/%7Bfoo%7D/rosé" {
		t.Errorf("typo normalizes to %q", got)
	}

	// RFC 3987 §5.3.2.1.
	if !Equivalent(MustParse("HTTP://www.EXAMPLE.com/"), MustParse("http://www.example.com/"), NormCase) {
		t.Error("§5.3.2.1: HTTP://www.EXAMPLE.com/")
	}
	// RFC 3987 §5.3.2.2, comparison-02 §4.2.2 (restored: the second is
	// decomposed).
	nfc := MustParse("http://www.example.org/r\u00E9sum\u00E9.html")
	nfd := MustParse("http://www.example.org/re\u0301sume\u0301.html")
	if Equivalent(nfc, nfd, SchemeBased|NormIDN) || !Equivalent(nfc, nfd, NormNFC) || !Equivalent(nfc, nfd, SchemeBased|NormNFKC) {
		t.Error("§5.3.2.2: résumé in NFC and not")
	}
	// RFC 3987 §5.3.2.3.
	for _, s := range []string{"http://example.org/%7euser", "http://example.org/%7Euser"} {
		if !Equivalent(MustParse("http://example.org/~user"), MustParse(s), NormPercent) {
			t.Errorf("§5.3.2.3: %s", s)
		}
	}
	// RFC 3987 §5.3.3, comparison-02 §4.3: the four http IRIs, with
	// "http://example.com/" the normal form; "?" and "#" stay.
	four := []string{"http://example.com", "http://example.com/", "http://example.com:/", "http://example.com:80/"}
	for _, s := range four {
		if got := MustParse(s).Normalize(SchemeBased).String(); got != "http://example.com/" {
			t.Errorf("§5.3.3: %s normalizes to %q", s, got)
		}
		for _, n := range nzAllFlags() {
			if Equivalent(MustParse("http://example.com/?"), MustParse(s), n) {
				t.Errorf("§5.3.3: http://example.com/? ≡ %s at %v", s, n)
			}
		}
	}
	// RFC 3987 §5.3.3: the IDN example (MAY).
	if !Equivalent(MustParse("http://résumé.example.org"), MustParse("http://xn--rsum-bpad.example.org"), SchemeBased|NormIDN) {
		t.Error("§5.3.3: IDN and punycode")
	}
	// RFC 3987 §5.3.4 (protocol-based): not done.
	if Equivalent(MustParse("http://example.com/data"), MustParse("http://example.com/data/"), SchemeBased|NormIDN|NormNFKC) {
		t.Error("§5.3.4: /data and /data/")
	}
	// RFC 3987 §5.2, comparison-02 §3: carrier escapes are undone before
	// comparison (RFC 3987 §5.2; comparison-02 §3).
	for _, s := range []string{"http://example.org/ros&eacute;", "http://example.org/ros&#233;", "http://example.org/ros&#xE9;"} {
		if x := MustParse(html.UnescapeString(s)); !Equivalent(x, MustParse("http://example.org/rosé"), 0) {
			t.Errorf("§5.2: %s unescapes to %q", s, x)
		}
	}
}

// nzCmp is one comparison example (RFC 3987 §5.3, comparison-02 §4): a and b, and whether they are
// equivalent under a flag set.
type nzCmp struct {
	id   string
	a, b string
	eq   func(n Normalization) bool
}

func nzNever(Normalization) bool { return false }

// nzNeeds returns a predicate that holds when n has every flag of need.
func nzNeeds(need Normalization) func(Normalization) bool {
	return func(n Normalization) bool { return n&need == need }
}

// nzNeedsUform says equivalent when n has need and NormNFC or NormNFKC.
func nzNeedsUform(need Normalization) func(Normalization) bool {
	return func(n Normalization) bool { return n&need == need && n&(NormNFC|NormNFKC) != 0 }
}

// TestEquivalentDigestVectors checks every comparison example of RFC 3987 §5.3 and comparison-02 §4 under
// all 256 flag combinations.
func TestEquivalentDigestVectors(t *testing.T) {
	const (
		resumeNFC = "http://www.example.org/r\u00E9sum\u00E9.html"
		resumeNFD = "http://www.example.org/re\u0301sume\u0301.html"
	)
	rows := []nzCmp{
		{"RFC 3987 §5.3.2", "example://a/b/c/%7Bfoo%7D/rosé", "eXAMPLE://a/./b/../b/%63/%7bfoo%7d/ros%C3%A9", nzNeeds(SyntaxBased)},
		{"comparison-02 §4.2", "example://a/b/c/%7Bfoo%7D/rosé", "eXAMPLE://a/./b/./b/%63/%7bfoo%7d/ros%C3%A9", nzNever},
		{"RFC 3987 §5.3.2.1; comparison-02 §4.2.1", "HTTP://www.EXAMPLE.com/", "http://www.example.com/", nzNeeds(NormCase)},
		{"RFC 3987 §5.3.2.2; comparison-02 §4.2.2", resumeNFC, resumeNFD, nzNeedsUform(0)},
		// RFC 3987 §3.1; comparison-02 §4.2.2: "Việt Nam" holds a space, which no IRI may; as a path
		// segment it is "Vi%E1%BB%87t%20Nam".
		{"RFC 3987 §3.1; comparison-02 §4.2.2", "http://example.org/Vi\u1EC7t%20Nam", "http://example.org/Vi\u00EA\u0323t%20Nam", nzNeedsUform(0)},
		{"RFC 3987 §5.3.2.3; comparison-02 §4.2.3", "http://example.org/~user", "http://example.org/%7euser", nzNeeds(NormPercent)},
		{"RFC 3987 §5.3.2.3; comparison-02 §4.2.3", "http://example.org/~user", "http://example.org/%7Euser", nzNeeds(NormPercent)},
		// %7e and %7E: equal once either rung aligns the hex digits.
		{"RFC 3987 §5.3.2.3; comparison-02 §4.2.3", "http://example.org/%7euser", "http://example.org/%7Euser",
			func(n Normalization) bool { return n&(NormCase|NormPercent) != 0 }},
		{"RFC 3987 §5.3.3; comparison-02 §4.3", "http://example.com", "http://example.com/", nzNeeds(NormEmptyPath)},
		{"RFC 3987 §5.3.3; comparison-02 §4.3", "http://example.com", "http://example.com:/", nzNeeds(NormEmptyPath | NormPort)},
		{"RFC 3987 §5.3.3; comparison-02 §4.3", "http://example.com", "http://example.com:80/", nzNeeds(NormEmptyPath | NormPort)},
		{"RFC 3987 §5.3.3; comparison-02 §4.3", "http://example.com/", "http://example.com:/", nzNeeds(NormPort)},
		{"RFC 3987 §5.3.3; comparison-02 §4.3", "http://example.com/", "http://example.com:80/", nzNeeds(NormPort)},
		{"RFC 3987 §5.3.3; comparison-02 §4.3", "http://example.com:/", "http://example.com:80/", nzNeeds(NormPort)},
		{"RFC 3987 §5.3.3; comparison-02 §4.3", "http://example.com/?", "http://example.com", nzNever},
		{"RFC 3987 §5.3.3; comparison-02 §4.3", "http://example.com/?", "http://example.com/", nzNever},
		{"RFC 3987 §5.3.3; comparison-02 §4.3", "http://example.com/?", "http://example.com:/", nzNever},
		{"RFC 3987 §5.3.3; comparison-02 §4.3", "http://example.com/?", "http://example.com:80/", nzNever},
		{"RFC 3987 §5.3.3; comparison-02 §4.3 (concrete strings)", "http://example.com/#", "http://example.com/", nzNever},
		{"RFC 3987 §5.3.3; comparison-02 §4.3", "http://résumé.example.org", "http://xn--rsum-bpad.example.org", nzNeeds(NormIDN)},
		{"RFC 3987 §5.3.4; comparison-02 §4.4", "http://example.com/data", "http://example.com/data/", nzNever},
		{"RFC 3987 §8", "http://big.example.com/PopularPage.html", "http://big.example.com/popularpage.html", nzNever},
		{"RFC 3987 §7.5 (URLs)", "http://example.org/\uFB01le", "http://example.org/file", nzNeeds(NormNFKC)},
		{"RFC 3987 §7.5; 3987bis-13 §8.5 (URLs)", "http://example.org/A", "http://example.org/\u0391", nzNever},
		{"RFC 3987 §7.5; 3987bis-13 §8.5 (URLs)", "http://example.org/A", "http://example.org/\u0410", nzNever},
		{"RFC 3987 §7.5; 3987bis-13 §8.5 (URLs)", "http://example.org/\u0391", "http://example.org/\u0410", nzNever},
		{"RFC 3987 §5.3.1, §5.3.2.3", "http://example.org/rosé", "http://example.org/ros%C3%A9", nzNeeds(NormPercent)},
		{"RFC 3987 §5.3.2.1", "http://example.org/ros%c3%a9", "http://example.org/ros%C3%A9",
			func(n Normalization) bool { return n&(NormCase|NormPercent) != 0 }},
		{"RFC 3987 §5.3.2.3", "http://example.org/a%2Fb", "http://example.org/a/b", nzNever},
		{"RFC 3987 §5.3.2.1, §5.3.3", "http://R\u00C9SUM\u00C9.example.org/", "http://r\u00E9sum\u00E9.example.org/", nzNeeds(NormIDN)},
		{"RFC 3987 §5.3.2.4", "http://a/b/c/../d", "http://a/b/d", nzNeeds(NormDotSegments)},
		{"RFC 3987 §7.5, §8 (URLs)", "http://example.org/broken", "http://example.org/br0ken", nzNever},
		{"RFC 3987 §7.5, §8 (URLs)", "http://example.org/lame", "http://example.org/1ame", nzNever},
	}
	// One row at least for each comparison example of RFC 3987 §5.3,
	// comparison-02 §4 and RFC 3987 §7.5 (the escapes that carry them are
	// in TestNormalizeRFC3987Examples).
	if len(rows) < 30 {
		t.Errorf("%d comparison rows; the examples need 30", len(rows))
	}
	for _, r := range rows {
		a, b := MustParse(r.a), MustParse(r.b)
		for _, n := range nzAllFlags() {
			if got, want := Equivalent(a, b, n), r.eq(n); got != want {
				t.Errorf("%s: Equivalent(%q, %q, %v) = %v, want %v", r.id, r.a, r.b, n, got, want)
			}
			if Equivalent(a, b, n) != Equivalent(b, a, n) {
				t.Errorf("%s: Equivalent not symmetric at %v", r.id, n)
			}
		}
	}

	// The normal forms that the rows give.
	forms := []struct {
		id, in string
		n      Normalization
		iri    string
		uri    string
	}{
		{"RFC 3987 §5.3.2", "eXAMPLE://a/./b/../b/%63/%7bfoo%7d/ros%C3%A9", SyntaxBased,
			"example://a/b/c/%7Bfoo%7D/rosé", "example://a/b/c/%7Bfoo%7D/ros%C3%A9"},
		{"RFC 3987 §5.3.2", "example://a/b/c/%7Bfoo%7D/rosé", SyntaxBased,
			"example://a/b/c/%7Bfoo%7D/rosé", "example://a/b/c/%7Bfoo%7D/ros%C3%A9"},
		{"comparison-02 §4.2", "eXAMPLE://a/./b/./b/%63/%7bfoo%7d/ros%C3%A9", SyntaxBased,
			"example://a/b/b/c/%7Bfoo%7D/rosé", "example://a/b/b/c/%7Bfoo%7D/ros%C3%A9"},
		{"RFC 3987 §3.1; comparison-02 §4.2.2", "http://example.org/Vi\u00EA\u0323t%20Nam", NormNFC,
			"http://example.org/Vi\u1EC7t%20Nam", "http://example.org/Vi%E1%BB%87t%20Nam"},
		{"RFC 3987 §5.3.2.3; comparison-02 §4.2.3", "http://example.org/%7euser", NormPercent, "http://example.org/~user", "http://example.org/~user"},
		{"RFC 3987 §5.3.3; comparison-02 §4.3", "http://example.com:80", SchemeBased, "http://example.com/", "http://example.com/"},
		{"RFC 3987 §5.3.3; comparison-02 §4.3 (URIKey: RFC 3987 §3.1 step 2, IDNA)", "http://xn--rsum-bpad.example.org", SchemeBased | NormIDN,
			"http://résumé.example.org/", "http://xn--rsum-bpad.example.org/"},
		{"RFC 3987 §7.5 (URLs)", "http://example.org/\uFB01le", NormNFKC, "http://example.org/file", "http://example.org/file"},
	}
	for _, f := range forms {
		x := MustParse(f.in)
		if got := x.Normalize(f.n).String(); got != f.iri {
			t.Errorf("%s: Normalize(%q, %v) = %q, want %q", f.id, f.in, f.n, got, f.iri)
		}
		if got := (NormalizeOptions{Flags: f.n}).URIKey(x); got != f.uri {
			t.Errorf("%s: URIKey(%q, %v) = %q, want %q", f.id, f.in, f.n, got, f.uri)
		}
	}

}

// TestEquivalentSimple: with no flags, Equivalent is simple string
// comparison (RFC 3987 §5.3.1): it never maps to URIs and never decodes.
func TestEquivalentSimple(t *testing.T) {
	pairs := [][2]string{
		{"http://example.org/rosé", "http://example.org/ros%C3%A9"},
		{"http://example.org/%7e", "http://example.org/%7E"},
		{"http://example.org/~", "http://example.org/%7E"},
		{"HTTP://example.org/", "http://example.org/"},
		{"http://example.org", "http://example.org/"},
		{"http://example.org/a/../b", "http://example.org/b"},
		{resumeDecomposed(), "http://www.example.org/r\u00E9sum\u00E9.html"},
	}
	for _, p := range pairs {
		a, b := MustParse(p[0]), MustParse(p[1])
		if Equivalent(a, b, 0) || (NormalizeOptions{}).Equivalent(a, b) {
			t.Errorf("Equivalent(%q, %q, 0) = true", p[0], p[1])
		}
		if !Equivalent(a, a, 0) || !Equivalent(b, MustParse(p[1]), 0) {
			t.Errorf("Equivalent(x, x, 0) = false for %q", p[0])
		}
	}
	// An IRI parsed with the 3987bis grammar is compared as a string too.
	bis, _ := ParseOptions{Grammar: RFC3987bis}.Parse("http://x/?\U000E0001")
	if !Equivalent(bis, bis, 0) {
		t.Error("bis IRI not equivalent to itself")
	}
}

func resumeDecomposed() string { return "http://www.example.org/re\u0301sume\u0301.html" }

// TestNormalizeIdempotent: every flag combination on a varied corpus
// gives a valid IRI, is idempotent, leaves the reference equivalent to
// its normal form, and keeps the ladder monotonic: IRIs equivalent at the
// syntax-based level stay equivalent at every level above it
// (comparison-02 §2).
func TestNormalizeIdempotent(t *testing.T) {
	in := append([]string(nil), nzCorpus...)
	in = append(in, benchMix(t)...)
	higher := []Normalization{SchemeBased, SyntaxBased | NormNFC, SchemeBased | NormNFC,
		SyntaxBased | NormIDN, SchemeBased | NormIDN, SchemeBased | NormIDN | NormNFC}
	cases := 0
	for _, s := range in {
		x, err := Parse(s)
		if err != nil {
			t.Fatalf("corpus: Parse(%q): %v", s, err)
		}
		for _, n := range nzAllFlags() {
			y, ok := NormalizeOptions{Flags: n}.normalize(x)
			if !ok {
				t.Fatalf("Normalize(%q, %v): output does not parse", s, n)
			}
			nzCheckValid(t, s, n, y)
			if again := y.Normalize(n); again != y {
				t.Errorf("Normalize(%q, %v) not idempotent: %q, then %q", s, n, y, again)
			}
			if !Equivalent(x, y, n) {
				t.Errorf("%q not equivalent to its normal form %q at %v", s, y, n)
			}
			cases++
		}
		syn := x.Normalize(SyntaxBased)
		for _, n := range higher {
			if !Equivalent(x, syn, n) {
				t.Errorf("%q ≡ %q at SyntaxBased but not at %v: %q and %q", s, syn, n, x.Normalize(n), syn.Normalize(n))
			}
		}
	}
	t.Logf("%d inputs × %d flag sets: %d normalizations idempotent", len(in), 256, cases)
}

// nzCorpus holds references of every shape that exercise the rungs.
var nzCorpus = []string{
	"",
	"#",
	"?",
	"HTTP://User:PW@WWW.Example.COM:0080/a/./b/../%7Ec/%2e%2E/d?Q=%3a%41#F%2f",
	"eXAMPLE://a/./b/../b/%63/%7bfoo%7d/ros%C3%A9",
	"http://example.com",
	"http://example.com:",
	"http://example.com:?",
	"https://example.com:443#",
	"http://[2001:DB8::1]:80",
	"http://[v7.AbC:D]/",
	"HTTP://192.0.2.1:80/A",
	"http://%31%39%32.0.2.1/",
	"http://xn--rsum-bpad.example.org",
	"http://XN--RSUM-BPAD.EXAMPLE.ORG:80",
	"http://RÉSUMÉ.example.org/",
	"http://r%c3%a9sum%c3%a9.example.org/",
	"http://r%E9sum%E9.example/",
	"http://ＥＸＡＭＰＬＥ．com/",
	"http://１２７.0.0.1/",
	"http://xn--zz.example/",
	"http://EX_AMPLE.com/",
	"http://a\u200Cb.example/",
	"http://xn--ab-j1t.example/",
	"http://faß.de/",
	"http://\u212A.example/",
	"http://e\u0301.example/?e\u0301#e\u0301",
	"http://u\u0308:p@h/",
	"http://www.example.org/re\u0301sume\u0301.html",
	"http://example.org/Vi\u00EA\u0323t%20Nam",
	"http://example.org/\uFB01le",
	"http://h/%4e\u0303",
	"http://h/%4E%CC%83",
	"http://h/e%CC%81",
	"http://h/a\u1FEFb\u037E",
	"http://h/a\uFF05b\uFF1F\uFF03",
	"http://h/?a\uFF1Fb\uFF03#\uFF03",
	"http://h/\uFF0E\uFF0E/a/\uFF0E\uFF0E/../b",
	"http://h/a/\u2025/b",
	"http://h/a\u00A0b\u2000\u2066?\u200B#\u3000",
	"http://h/a%c2%a0b%E2%80%80%e2%81%a6?%E2%80%8B#%E3%80%80",
	"http://h\uFF1A\uFF18\uFF10/",
	"http://u\uFF20v@h/",
	"a\uFF1Ab",
	"\uFF0F\uFF0Fh",
	"x:\uFF0F\uFF0Fh",
	"\uFF0Fa/../b",
	"x:\uFF0E\uFF0E\uFF0F\uFF0Fy",
	"scheme:..///not-a-host",
	"scheme:/.//not-a-host",
	"scheme:a/../b",
	"scheme:%2E%2E//b",
	"/..//x",
	"../a/./b/..",
	"./a:b",
	"//H/..//x",
	"http://a/b/c/%2e%2e/%2E/./../d",
	"http://a/%2E%2E%2E/.../%2e.",
	"http://example.org/%ee%80%80?%ee%80%80\uE000#%ee%80%80",
	"http://example.org/%c0%af%ed%a0%80%f4%90%80%80%ce%ce%b1%b1",
	"http://example.org/a%2Fb%3F%23%25%20",
	"mailto:Joe@Example.COM?Subject=%48i",
	"urn:ISBN:0451450523",
	"file:///C:/a/../b",
	"ftp://ftp.is.co.za:021/rfc/rfc1808.txt",
	"ws://h:80",
	"wss://h:0443/",
	"foo://h:80",
	"//h:/",
	"//:0",
	"http://@:/?#",
	"tag:example.com,2004:résumé",
	"http://a/\U0001F600%F0%9F%98%80",
}

// TestNormalizeSharedVectors runs the normalization cases of
// testdata/iri-string/normalization-cases.json (lo48576/iri-string):
// the normalized IRI form is Normalize(SyntaxBased), the normalized URI
// form its URIKey, and the different_iris must stay different.
func TestNormalizeSharedVectors(t *testing.T) {
	data, err := os.ReadFile("testdata/iri-string/normalization-cases.json")
	if err != nil {
		t.Fatal(err)
	}
	var cases []struct {
		Name          string   `json:"name"`
		Composed      string   `json:"composed"`
		NormalizedURI string   `json:"normalized_uri"`
		NormalizedIRI string   `json:"normalized_iri"`
		DifferentIRIs []string `json:"different_iris"`
	}
	if err := json.Unmarshal(data, &cases); err != nil {
		t.Fatal(err)
	}
	// Deliberate differences: the inputs for which iri-string's
	// normalization is not RFC 3987 syntax-based normalization, with the
	// flags under which this package gives iri-string's answer.
	exceptions := map[string]struct {
		reason string
		flags  Normalization
	}{
		"https://example.com:/": {"iri-string drops an empty port at the syntax level; " +
			"here that is NormPort, a scheme-based rung (RFC 3987 §5.3.3, RFC 3986 §6.2.3), " +
			"so SyntaxBased keeps the \":\"", SyntaxBased | NormPort},
	}
	pass, excepted, different := 0, 0, 0
	usedExceptions := map[string]bool{}
	for _, c := range cases {
		x, err := Parse(c.Composed)
		if err != nil {
			t.Errorf("%s: Parse(%q): %v", c.Name, c.Composed, err)
			continue
		}
		n := SyntaxBased
		if e, ok := exceptions[c.Composed]; ok {
			usedExceptions[c.Composed] = true
			if got := x.Normalize(SyntaxBased).String(); got == c.NormalizedIRI {
				t.Errorf("%s: %q: exception no longer needed (%s)", c.Name, c.Composed, e.reason)
			}
			n = e.flags
			excepted++
		}
		nz := NormalizeOptions{Flags: n}
		gotIRI, gotURI := nz.Normalize(x).String(), nz.URIKey(x)
		if gotIRI != c.NormalizedIRI || gotURI != c.NormalizedURI {
			t.Errorf("%s: %q at %v: IRI %q, URI %q; want %q, %q", c.Name, c.Composed, n, gotIRI, gotURI, c.NormalizedIRI, c.NormalizedURI)
			continue
		}
		pass++
		for _, d := range c.DifferentIRIs {
			y := MustParse(d)
			for _, m := range []Normalization{SyntaxBased, SchemeBased, SchemeBased | NormIDN | NormNFKC} {
				if Equivalent(x, y, m) {
					t.Errorf("%s: %q ≡ %q at %v, want different", c.Name, c.Composed, d, m)
				}
			}
			different++
		}
	}
	for k := range exceptions {
		if !usedExceptions[k] {
			t.Errorf("exception %q matches no case", k)
		}
	}
	t.Logf("%d of %d cases pass (%d of them under a documented exception), %d different_iris stay different",
		pass, len(cases), excepted, different)
}

// TestNormalizerOptions: the scheme table, ExcludeFragment and the IDNA
// profile.
func TestNormalizerOptions(t *testing.T) {
	nz := NormalizeOptions{
		Flags: SchemeBased | NormIDN,
		Schemes: Schemes{
			"git":  {DefaultPort: "9418", RootPath: true, DNSHost: true},
			"http": {DefaultPort: "8080"}, // replaces the built-in entry
			"ftp":  {},                    // removes it
		},
	}
	tests := []struct{ in, want string }{
		{"GIT://XN--RSUM-BPAD.example:09418", "git://résumé.example/"},
		{"http://h:80", "http://h:80"},
		{"http://h:8080", "http://h"},
		{"ftp://h:21", "ftp://h:21"},
		{"https://h:443", "https://h/"},
	}
	for _, tt := range tests {
		if got := nz.Normalize(MustParse(tt.in)).String(); got != tt.want {
			t.Errorf("Normalize(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
	if info, ok := nz.Schemes.Lookup("GiT"); !ok || info.DefaultPort != "9418" {
		t.Errorf("Lookup(GiT) = %+v, %v", info, ok)
	}
	if _, ok := nz.Schemes.Lookup("ftp"); ok {
		t.Error("Lookup(ftp) still known")
	}
	if info, ok := (Schemes(nil)).Lookup("HTTPS"); !ok || info != (Scheme{DefaultPort: "443", RootPath: true, DNSHost: true, UTF8: true, Origin: true}) {
		t.Errorf("default Lookup(HTTPS) = %+v, %v", info, ok)
	}
	if _, ok := (Schemes{}).Lookup(strings.Repeat("x", 40)); ok {
		t.Error("long unknown scheme is known")
	}

	// ExcludeFragment (RFC 3987 §5.1).
	ex := NormalizeOptions{Flags: SchemeBased, ExcludeFragment: true}
	a, b := MustParse("http://example.com#top"), MustParse("HTTP://example.com:80/#bottom")
	if !ex.Equivalent(a, b) || Equivalent(a, b, SchemeBased) {
		t.Error("ExcludeFragment: fragments still compared")
	}
	if got := ex.Normalize(a).String(); got != "http://example.com/" {
		t.Errorf("ExcludeFragment: Normalize = %q", got)
	}
	if got := ex.URIKey(MustParse("http://example.com/é#f")); got != "http://example.com/%C3%A9" {
		t.Errorf("ExcludeFragment: URIKey = %q", got)
	}
	simple := NormalizeOptions{ExcludeFragment: true}
	if !simple.Equivalent(MustParse("x:a#1"), MustParse("x:a#2")) || simple.Equivalent(MustParse("x:a#1"), MustParse("x:b#1")) {
		t.Error("ExcludeFragment without flags")
	}
	if y := simple.Normalize(MustParse("x:a?q#1")); y.String() != "x:a?q" || y.HasFragment() || y != MustParse("x:a?q") {
		t.Errorf("ExcludeFragment without flags: %q", y)
	}

	// IDNAProfile: idna.Registration does not map, so an uppercase
	// U-label is not valid for it.
	reg := NormalizeOptions{Flags: NormIDN, IDNAProfile: idna.Registration}
	if got := reg.Normalize(MustParse("http://RÉSUMÉ.example/")).String(); got != "http://RÉSUMÉ.example/" {
		t.Errorf("Registration profile mapped %q", got)
	}
	if got := reg.Normalize(MustParse("http://xn--rsum-bpad.example/")).String(); got != "http://résumé.example/" {
		t.Errorf("Registration profile: %q", got)
	}
}

// TestURIKey: the normalized URI form, for cache keys.
func TestURIKey(t *testing.T) {
	nz := NormalizeOptions{Flags: SchemeBased}
	keys := map[string][]string{
		"http://example.com/~r%C3%A9sum%C3%A9": {
			"HTTP://Example.COM:80/%7er%c3%a9sum%c3%a9",
			"http://example.com/a/../~résumé",
			"http://example.com:/~r%C3%A9sum%C3%A9",
		},
		"http://example.com/a%C2%A0b": {"http://example.com/a\u00A0b", "http://example.com/a%c2%a0b"},
	}
	for want, ins := range keys {
		for _, in := range ins {
			x := MustParse(in)
			got := nz.URIKey(x)
			if got != want {
				t.Errorf("URIKey(%q) = %q, want %q", in, got, want)
			}
			if _, err := ParseURI(got); err != nil {
				t.Errorf("URIKey(%q) = %q: not a URI: %v", in, got, err)
			}
		}
	}
	// Without NormPercent, keys equate more than Equivalent does.
	a, b := MustParse("http://x/é"), MustParse("http://x/%C3%A9")
	nc := NormalizeOptions{Flags: NormCase}
	if nc.Equivalent(a, b) || nc.URIKey(a) != nc.URIKey(b) {
		t.Error("URIKey without NormPercent")
	}
}

// TestNormalizeNoAllocs: an IRI that is already normal comes back as it
// is, without allocating, for every flag combination; so does Equivalent
// on it, and URIKey on ASCII.
func TestNormalizeNoAllocs(t *testing.T) {
	if testing.CoverMode() != "" || raceEnabled {
		t.Skip("allocation counts differ under -cover and -race")
	}
	in := append([]string(nil), benchMix(t)...)
	in = append(in, "http://example.com/~user/r%C3%A9sum%C3%A9/", "http://h/a%C2%A0b", "urn:x:%2F")
	var sink IRI
	var sinkB bool
	for _, s := range in {
		for _, n := range nzAllFlags() {
			y := MustParse(s).Normalize(n)
			nz := NormalizeOptions{Flags: n}
			allocs := testing.AllocsPerRun(20, func() { sink = nz.Normalize(y) })
			// NormIDN runs the IDNA profile on an internationalized host,
			// which allocates in golang.org/x/net/idna.
			idn := n&NormIDN != 0 && y.HostKind() == HostRegName && !isLDH(y.Host())
			if allocs != 0 && !idn {
				t.Errorf("Normalize(%q, %v): %v allocations, want 0", y, n, allocs)
			}
			if sink != y {
				t.Fatalf("Normalize(%q, %v) = %q", y, n, sink)
			}
			z := MustParse(y.String())
			if allocs := testing.AllocsPerRun(20, func() { sinkB = nz.Equivalent(y, z) }); allocs != 0 || !sinkB {
				t.Errorf("Equivalent(%q, same, %v): %v allocations, %v", y, n, allocs, sinkB)
			}
			if noallocIsASCII(y.String()) {
				if allocs := testing.AllocsPerRun(20, func() { _ = nz.URIKey(y) }); allocs != 0 {
					t.Errorf("URIKey(%q, %v): %v allocations, want 0", y, n, allocs)
				}
			}
		}
	}
	// One allocation, for the result, in the common cases.
	for _, s := range []string{
		"HTTP://Example.COM:80/a/./b/../%7Ec/d%41?%3a#%2f",
		"http://example.com",
		"http://example.com/r%C3%A9sum%C3%A9/a/../b",
		"http://example.com/a\u00A0b",
	} {
		x := MustParse(s)
		if allocs := testing.AllocsPerRun(20, func() { sink = x.Normalize(SchemeBased) }); allocs != 1 {
			t.Errorf("Normalize(%q, SchemeBased): %v allocations, want 1", s, allocs)
		}
	}
}

// isLDH reports whether h is ASCII letters, digits, hyphens and dots.
func isLDH(h string) bool {
	_, ok := ldhLower(h)
	return ok
}

// TestNormalizationString names the flags.
func TestNormalizationString(t *testing.T) {
	tests := []struct {
		n    Normalization
		want string
	}{
		{0, "0"},
		{NormCase, "NormCase"},
		{SyntaxBased, "NormCase|NormPercent|NormDotSegments"},
		{SchemeBased | NormIDN | NormNFC | NormNFKC, "NormCase|NormPercent|NormDotSegments|NormPort|NormEmptyPath|NormIDN|NormNFC|NormNFKC"},
		{1 << 8, "Normalization(0x100)"},
		{NormNFC | 1<<12, "NormNFC|Normalization(0x1000)"},
	}
	for _, tt := range tests {
		if got := tt.n.String(); got != tt.want {
			t.Errorf("%d.String() = %q, want %q", uint(tt.n), got, tt.want)
		}
	}
	// The flag values are fixed (DESIGN.md).
	if NormCase != 1 || NormPercent != 2 || NormDotSegments != 4 || NormPort != 8 ||
		NormEmptyPath != 16 || NormIDN != 32 || NormNFC != 64 || NormNFKC != 128 {
		t.Error("flag values changed")
	}
	if SyntaxBased != NormCase|NormPercent|NormDotSegments || SchemeBased != SyntaxBased|NormPort|NormEmptyPath {
		t.Error("presets changed")
	}
}

// TestNormalizePercentMatchesToIRI: with NormPercent, the normal form is
// a fixed point of ToIRI, and for a URI it is ToIRI's output with the
// characters ToIRI decodes ... and nothing else changed.
func TestNormalizePercentMatchesToIRI(t *testing.T) {
	for _, s := range nzCorpus {
		x := MustParse(s)
		y := x.Normalize(NormPercent)
		if z := y.ToIRI(); z != y {
			t.Errorf("ToIRI(Normalize(%q, NormPercent)) = %q, want %q", s, z, y)
		}
		if _, err := ParseURI(s); err == nil {
			if want := x.ToIRI(); y != want {
				t.Errorf("Normalize(%q, NormPercent) = %q, ToIRI gives %q", s, y, want)
			}
		}
	}
}

// TestNormalizeLongHost: NormIDN does not pass hosts longer than
// maxIDNHost to IDNA, and a valid long IRI still normalizes quickly.
func TestNormalizeLongHost(t *testing.T) {
	var b strings.Builder
	for i := 0; i < 20000; i++ {
		b.WriteRune(rune(0x4E00 + i))
	}
	x := MustParse("http://" + b.String() + ".com/")
	if y := x.Normalize(SchemeBased | NormIDN); y != x {
		t.Errorf("long host changed")
	}
	short := MustParse("http://" + strings.Repeat("\u00E9", 20) + ".example/")
	if _, ok := (NormalizeOptions{}).idnHost(short.Host()); !ok {
		t.Error("20 × é is a valid IDN")
	}
}

// TestNormalizeBisGrammar: an IRI parsed with the 3987bis grammar keeps
// its literal tag characters in the query, and stays valid for that
// grammar, with every flag.
func TestNormalizeBisGrammar(t *testing.T) {
	p := ParseOptions{Grammar: RFC3987bis}
	x, err := p.Parse("HTTP://x/%41?\U000E0001%F3%A0%80%81#f")
	if err != nil {
		t.Fatal(err)
	}
	for _, n := range nzAllFlags() {
		y := x.Normalize(n)
		z, err := p.Parse(y.String())
		if err != nil || z != y {
			t.Fatalf("Normalize(%q, %v) = %q: %v", x, n, y, err)
		}
		if !strings.Contains(y.Query(), "\U000E0001") || !strings.Contains(y.Query(), "%F3%A0%80%81") {
			t.Errorf("Normalize(%q, %v) = %q: tags changed", x, n, y)
		}
		if again := y.Normalize(n); again != y {
			t.Errorf("Normalize(%q, %v) not idempotent", x, n)
		}
	}
}

// TestNormalizeQuickCheck gives the edge cases of the quick check of
// Normalize (quickNormal): whether it answers "already normal", and that
// Normalize, through it or through the full path, gives the same result.
// quick false is allowed where nothing changes (the full path decides);
// quick true must never be wrong.
func TestNormalizeQuickCheck(t *testing.T) {
	ex := NormalizeOptions{Flags: SchemeBased, ExcludeFragment: true}
	foo := NormalizeOptions{Flags: SchemeBased, Schemes: Schemes{"foo": {DefaultPort: "8080", RootPath: true}}}
	syn, sch := NormalizeOptions{Flags: SyntaxBased}, NormalizeOptions{Flags: SchemeBased}
	nfc, nfkc := NormalizeOptions{Flags: SchemeBased | NormNFC}, NormalizeOptions{Flags: SchemeBased | NormNFKC}
	idn := NormalizeOptions{Flags: SchemeBased | NormIDN}
	tests := []struct {
		nz    NormalizeOptions
		in    string
		quick bool
		want  string
	}{
		// Case of the hex digits (RFC 3987 §5.3.2.1, RFC 3986 §6.2.2.1).
		{syn, "http://h/%3a", false, "http://h/%3A"},
		{syn, "http://h/%3A", true, "http://h/%3A"},
		{NormalizeOptions{Flags: NormCase}, "http://h/%3a", false, "http://h/%3A"},
		{NormalizeOptions{Flags: NormCase}, "http://h/%C3%A9%41", true, "http://h/%C3%A9%41"},
		{NormalizeOptions{Flags: NormDotSegments}, "http://h/%3a", true, "http://h/%3a"},
		{syn, "http://h/%e2%80%ae", false, "http://h/%E2%80%AE"},
		{syn, "http://h/%E2%80%AE", true, "http://h/%E2%80%AE"}, // RLO stays encoded (RFC 3987 §4.1)
		{syn, "http://h/%ff%C3", false, "http://h/%FF%C3"},
		{syn, "http://h/%FF%C3", true, "http://h/%FF%C3"}, // not UTF-8 (RFC 3987 §3.2 step 3)

		// Percent-encoding (RFC 3987 §5.3.2.3, RFC 3986 §6.2.2.2): "%3A"
		// is reserved and stays, "%41" and "%C3%A9" are decoded.
		{syn, "http://h/%41", false, "http://h/A"},
		{syn, "http://h/%C3%A9", false, "http://h/é"},
		{syn, "http://h/%EE%80%80?%EE%80%80", false, "http://h/%EE%80%80?\uE000"}, // iprivate: query only
		{syn, "http://h/%EE%80%80?\uE000", true, "http://h/%EE%80%80?\uE000"},
		{syn, "http://h/a\u00A0b", false, "http://h/a%C2%A0b"}, // kept encoded, so encoded (RFC 3987 §6.1)
		{syn, "http://h/\u061C\u200B\u2066?\u3000#\uFEFF", false, "http://h/%D8%9C%E2%80%8B%E2%81%A6?%E3%80%80#%EF%BB%BF"},
		{NormalizeOptions{Flags: NormCase}, "http://h/a\u00A0b", true, "http://h/a\u00A0b"},
		{syn, "http://h/\u00A1\u0600\u2070\u3001\uFE10?\U0001F600", true, "http://h/\u00A1\u0600\u2070\u3001\uFE10?\U0001F600"},

		// Dot segments (RFC 3987 §5.3.2.4, RFC 3986 §5.2.4, §6.2.2.3).
		{syn, "/a/./b", false, "/a/b"},
		{syn, "http://h/a/..", false, "http://h/"},
		{syn, "http://h/a/.", false, "http://h/a/"},
		{syn, "/..", false, "/"},
		{syn, "s:.", false, "s:"},
		{syn, "s:..?q", false, "s:?q"},
		{syn, "http://h/.well-known/a..b/.../.c/d./..e", true, "http://h/.well-known/a..b/.../.c/d./..e"},
		{syn, ".", true, "."},
		{syn, "../a/./b", true, "../a/./b"}, // a relative path keeps them
		{syn, "s:a/b", true, "s:a/b"},
		{NormalizeOptions{Flags: NormDotSegments}, "http://h/%2E%2E/b", true, "http://h/%2E%2E/b"},
		{syn, "http://h/a/%2E%2E/b", false, "http://h/b"},

		// Ports (RFC 3987 §5.3.3, RFC 3986 §3.2.3, §6.2.3).
		{sch, "http://h:80/", false, "http://h/"},
		{syn, "http://h:80/", true, "http://h:80/"},
		{sch, "http://h:8080/", true, "http://h:8080/"},
		{sch, "https://h:80/", true, "https://h:80/"},
		{sch, "foo://h:80/", true, "foo://h:80/"},
		{foo, "foo://h:8080/", false, "foo://h/"},
		{sch, "http://h:/", false, "http://h/"},
		{syn, "http://h:/", true, "http://h:/"},
		{sch, "//h:/", false, "//h/"},
		{sch, "http://h:080/", false, "http://h/"},
		{sch, "http://h:0/", false, "http://h:0/"}, // left to the full path

		// Case of the scheme and host (RFC 3987 §5.3.2.1, RFC 3986 §6.2.2.1).
		{syn, "HTTP://h/", false, "http://h/"},
		{syn, "http://Example.com/", false, "http://example.com/"},
		{NormalizeOptions{Flags: NormPercent}, "HTTP://Example.com/", true, "HTTP://Example.com/"},
		{syn, "http://RÉSUMÉ.example.org/", true, "http://RÉSUMÉ.example.org/"}, // not US-ASCII
		{NormalizeOptions{Flags: NormCase}, "http://Alpha%CE%B1/", true, "http://Alpha%CE%B1/"},
		{syn, "http://Alpha%CE%B1/", false, "http://Alphaα/"},
		{syn, "http://PLUS%2Bplus/", false, "http://plus%2Bplus/"},
		{syn, "http://User%3A@h/P?Q#F", true, "http://User%3A@h/P?Q#F"}, // the rest is case-sensitive
		{syn, "http://[2001:DB8::1]/", false, "http://[2001:db8::1]/"},
		{syn, "http://[2001:db8::1]/", true, "http://[2001:db8::1]/"},
		{syn, "http://[v1.AB]/", false, "http://[v1.ab]/"},
		{syn, "http://192.0.2.1/", true, "http://192.0.2.1/"},

		// Empty path with an authority (RFC 3987 §5.3.3, RFC 3986 §6.2.3).
		{sch, "http://h", false, "http://h/"},
		{sch, "http://h?q", false, "http://h/?q"},
		{sch, "http://h:8080", false, "http://h:8080/"},
		{syn, "http://h", true, "http://h"},
		{sch, "foo://h", true, "foo://h"},
		{foo, "foo://h", false, "foo://h/"},
		{sch, "http:", true, "http:"},

		// Unicode normalization (RFC 3987 §5.3.2.2): only on request.
		{nfc, "http://h/\u00E9", true, "http://h/\u00E9"},
		{nfc, "http://h/e\u0301", false, "http://h/\u00E9"},
		{sch, "http://h/e\u0301", true, "http://h/e\u0301"},
		{nfc, "http://e\u0301.example/", false, "http://\u00E9.example/"},
		{NormalizeOptions{Flags: NormNFC}, "http://h/%41\u0301", true, "http://h/%41\u0301"}, // text stays apart from triplets
		{nfc, "http://h/%41\u0301", false, "http://h/\u00C1"},
		{nfc, "http://h/\uFB01", true, "http://h/\uFB01"},
		{nfkc, "http://h/\uFB01", false, "http://h/fi"},
		{nfkc, "http://h/\u2460?\u00BD", false, "http://h/1?1\u20442"},
		{nfkc, "http://h/\u00E9", true, "http://h/\u00E9"},

		// IDN hosts (RFC 3987 §5.3.3): LDH hosts pass, the rest goes to the
		// full path.
		{idn, "http://example.com/", true, "http://example.com/"},
		{idn, "http://a..b/", true, "http://a..b/"},
		{idn, "http://Example.com/", false, "http://example.com/"},
		{idn, "http://xn--rsum-bpad.example.org/", false, "http://résumé.example.org/"},
		{idn, "http://résumé.example.org/", false, "http://résumé.example.org/"},

		// ExcludeFragment (RFC 3987 §5.1): the fragment is not looked at.
		{ex, "http://h/#F%3a%7e", true, "http://h/"},
		{ex, "http://h#F", false, "http://h/"},
		{sch, "http://h/#F%3a%7e", false, "http://h/#F%3A~"},
	}
	for _, tt := range tests {
		x := MustParse(tt.in)
		y := tt.nz.Normalize(x)
		if y.String() != tt.want {
			t.Errorf("%v: Normalize(%q) = %q, want %q", tt.nz.Flags, tt.in, y, tt.want)
		}
		xx := x
		if tt.nz.ExcludeFragment {
			xx = x.WithoutFragment()
		}
		if q := tt.nz.quickNormal(xx); q != tt.quick {
			t.Errorf("%v: quickNormal(%q) = %v, want %v", tt.nz.Flags, xx, q, tt.quick)
		}
		if z, _ := tt.nz.normalizeSlow(xx); z != y {
			t.Errorf("%v: full path on %q gives %q, Normalize %q", tt.nz.Flags, tt.in, z, y)
		}
	}
}

// TestNormalizeQuickAgrees: on the corpus and its normal forms, for
// every flag combination, the quick check never says "normal" where the
// full path would change something; and on the bench-mix lines in
// normal form at the ladder levels, it says "normal" (so that Normalize
// costs a scan there, issue 8).
func TestNormalizeQuickAgrees(t *testing.T) {
	in := append([]string(nil), nzCorpus...)
	in = append(in, benchMix(t)...)
	quick := 0
	for _, s := range in {
		x0 := MustParse(s)
		for _, n := range nzAllFlags() {
			for _, ex := range []bool{false, true} {
				nz := NormalizeOptions{Flags: n, ExcludeFragment: ex}
				for _, x := range []IRI{x0, nz.Normalize(x0)} {
					if ex {
						x = x.WithoutFragment()
					}
					if !nz.quickNormal(x) {
						continue
					}
					quick++
					if y, _ := nz.normalizeSlow(x); y != x {
						t.Errorf("%v: quickNormal(%q) but the full path gives %q", n, x, y)
					}
				}
			}
		}
	}
	t.Logf("%d quick answers checked", quick)
	for _, s := range benchMix(t) {
		for _, n := range []Normalization{SyntaxBased, SchemeBased, SchemeBased | NormNFC, SchemeBased | NormNFKC} {
			nz := NormalizeOptions{Flags: n}
			if y := nz.Normalize(MustParse(s)); !nz.quickNormal(y) {
				t.Errorf("%v: quickNormal(%q) = false on a normal form", n, y)
			}
		}
	}
}

// TestNzQuickClass: qKeep marks the lead byte of every ucschar that
// NormPercent percent-encodes where it is literal (ToIRIOptions.keepEncoded).
func TestNzQuickClass(t *testing.T) {
	var u [utf8.UTFMax]byte
	for r := rune(0x80); r <= utf8.MaxRune; r++ {
		if !isUcschar(r) {
			continue
		}
		for _, query := range []bool{false, true} {
			if (keepSet{}).keepEncoded(r, query) {
				utf8.EncodeRune(u[:], r)
				if nzQuickClass[u[0]]&qKeep == 0 {
					t.Fatalf("U+%04X is kept encoded, but its lead byte %#x is not qKeep", r, u[0])
				}
				if keepSecond[u[0]]>>(u[1]&63)&1 == 0 {
					t.Fatalf("U+%04X is kept encoded, but its second byte %#x is not in keepSecond", r, u[1])
				}
			}
		}
	}
}

// TestUpperScheme: the word-at-a-time test of quickPrefix finds an
// uppercase letter in a scheme, which NormCase lowercases (RFC 3986
// §6.2.2.1), wherever it is, and only in the scheme; schemes are letters,
// digits, "+", "-" and "." (RFC 3986 §3.1).
func TestUpperScheme(t *testing.T) {
	for _, tt := range []struct {
		s    string
		want bool
	}{
		{"http://a/", false},
		{"HTTP://a/", true},
		{"httP://a/", true},
		{"a:B/CDEFG", false},              // uppercase after the scheme only
		{"Z:bcdefgh", true},               // first byte
		{"abcdefg:x", false},              // eight bytes with ":"
		{"abcdefgh:x", false},             // a scheme of eight bytes
		{"abcdefgH:x", true},              // its last byte
		{"abcdefghI:x", true},             // longer than a word
		{"a+b-c.d:XXXX", false},           // "+", "-", "." are not letters
		{"x:@@@@@@", false},               // "@" just below "A"
		{"x:______", false},               // "_" above "Z"
		{"A:", true},                      // shorter than a word
		{"az09:", false},                  // digits
		{"iri:\u00c0\u00c0\u00c0", false}, // non-ASCII after the scheme
	} {
		x, err := Parse(tt.s)
		if err != nil {
			t.Fatalf("%q: %v", tt.s, err)
		}
		if got := upperScheme(x.s, int(x.schemeEnd)); got != tt.want {
			t.Errorf("upperScheme(%q) = %v, want %v", tt.s, got, tt.want)
		}
	}
}

// TestNormalizeNFKCBeforeIDN: character normalization (RFC 3987 §5.3.2.2)
// runs before the IDN rung (§5.3.3), as the rung order says, so Normalize
// stays idempotent when NFKC turns a host that IDNA rejects into one it
// accepts: U+FE12 is U+3002 under NFKC, which IDNA reads as ".".
// (Found by FuzzNormalize; testdata/fuzz/FuzzNormalize/572d92c36875f0e6.)
func TestNormalizeNFKCBeforeIDN(t *testing.T) {
	f := NormCase | NormPercent | NormDotSegments | NormPort | NormEmptyPath | NormIDN | NormNFKC
	y := MustParse("http://１︒").Normalize(f)
	if y.String() != "http://1./" {
		t.Errorf("Normalize = %q, want %q", y, "http://1./")
	}
	if z := y.Normalize(f); z != y {
		t.Errorf("not idempotent: %q, then %q", y, z)
	}
}
