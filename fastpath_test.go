package iri

import (
	"strings"
	"testing"
)

// checkFast asserts that parseFast, when it accepts in, returns what the
// full recursive-descent parser returns in the same mode.
func checkFast(t *testing.T, in string) {
	t.Helper()
	for _, mode := range []uint8{modeIRI, modeURI, modeBis} {
		var x IRI
		if !parseFast(&x, in, mode) {
			continue
		}
		y, err := parseFull(in, mode)
		if err != nil || y != x {
			t.Fatalf("parseFast(%q) = %#v; the full parser (mode %d) gives %#v, %v", in, x, mode, y, err)
		}
	}
}

// TestParseFast: the fast path agrees with the full parser on every row of
// the parse tables and the benchmark corpus, and takes the common shapes
// it is for, and those whose authority it leaves to the full parser's
// rule (userinfo, IP literals: RFC 3986 §3.2).
func TestParseFast(t *testing.T) {
	for _, tt := range parseTests {
		checkFast(t, tt.in)
	}
	for _, s := range benchMix(t) {
		checkFast(t, s)
	}
	for _, s := range []string{
		"http://www.example.com/", "https://example.com:8443/a/b.html?x=1&y=2#top",
		"http://192.0.2.1/", "http://1.2.3.256/", "http://a:/", "http://a:80", "http:///x",
		"//", "//a", "/", "/a/b", "?q", "#f", "abc/d:e", "images/a.gif", "mailto:a@b.c",
		"urn:isbn:0451450523", "http:", "http://a//b", "http://a?", "http://a#", "x:%41/%7e",
		"http://a/%zz", "http://a/%4", "http://[::1]/", "http://u@h/", "HTTP://a/", "http://ñ/",
		"abcdefgh/x", "abc:/x", ":x", "a b", "http://a/b c",
		"http://u:p@h:1/x", "http://@/", "http://a@b@c/", "http://[v1.x]/", "http://[::1", "http://[::1]x/",
		"http://a:b/", "//u@h?q", "http://h:80:80/", "http://[fe80::1%25eth0]/",
	} {
		checkFast(t, s)
	}
	// The shapes it exists for.
	for _, s := range []string{
		"http://www.example.com/", "https://example.com:8443/a/b.html?x=1&y=2#top",
		"images/live173/Tab_L2.gif", "/uploads/logo.png?n=42", "#", "//cdn.example.net/x.js",
		"mailto:user@example.com", "http://example.com/%7Euser/r%C3%A9sum%C3%A9",
		"module_product_detail.php?pid=1561", "./assets/a.css?v=26", "../image9/", "AssetDetails.aspx?P1=3",
		"http://résumé.example.org/ñ?q=日本", "https://ar.wikipedia.org/wiki/مصر", "../../g?y#s",
		"https://user:pass@example.com:8443/a?b#c", "http://[2001:db8::1]:8080/index.html", "//u@h/p",
	} {
		if !parseFast(new(IRI), s, modeIRI) {
			t.Errorf("parseFast(%q) gave up", s)
		}
	}
}

// TestParseFastRuns: the fast path agrees with the full parser whatever
// byte ends the first run of a component (subsetRun), at every length
// around its steps of eight and sixteen bytes, and at every place in the
// reference.
func TestParseFastRuns(t *testing.T) {
	enders := []string{"", "?", "#", "/", ":", "@", "%41", "%4", "é", "\x80", "\u202e", " ", "~", "[", "!", "=", "_", "\x00"}
	shapes := []string{"http://%s.example/x", "http://h/%s", "http://h/p?%s", "http://h/p#%s", "%s", "file:///%s?q=%s"}
	for n := 0; n <= 35; n++ {
		run := strings.Repeat("ab1-.", 8)[:n]
		for _, e := range enders {
			for _, shape := range shapes {
				in := strings.ReplaceAll(shape, "%s", run+e+"z")
				checkFast(t, in)
				checkFast(t, strings.ReplaceAll(shape, "%s", run+e))
				if (e == "" || e == "%41" || e == "é" || e == "_") && !parseFast(new(IRI), in, modeIRI) {
					t.Errorf("parseFast(%q) gave up", in)
				}
			}
		}
	}
}
