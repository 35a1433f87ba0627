package iri

import (
	"strings"
	"testing"

	"golang.org/x/net/idna"
)

// uriKeyOptions are the normalizers the tests of uriKeyQuick try: the
// crawl recipe and the levels of the ladder (RFC 3987 §5.3.2, §5.3.3),
// single rungs, all eight, none.
var uriKeyOptions = []NormalizeOptions{
	{Flags: UsuallySafe, ExcludeFragment: true, IDNAProfile: WebIDNA()},
	{Flags: UsuallySafe, IDNAProfile: idna.Lookup},
	{Flags: SchemeBased, ExcludeFragment: true},
	{Flags: SyntaxBased},
	{Flags: NormCase}, {Flags: NormPercent}, {Flags: NormDotSegments, ExcludeFragment: true},
	{Flags: NormPort}, {Flags: NormEmptyPath}, {Flags: NormIDN}, {Flags: NormNFKC},
	{Flags: UsuallySafe | NormNFC, ExcludeFragment: true, IDNAProfile: WebIDNA()},
	{Flags: UsuallySafe | NormNFC | NormNFKC},
	{},
}

// checkURIKeyQuick fails t if uriKeyQuick answers for x with a key that
// is not uriKeyFull's, or that is not x's text (up to its fragment).
func checkURIKeyQuick(t *testing.T, o NormalizeOptions, x IRI) bool {
	t.Helper()
	k, ok := o.uriKeyQuick(x)
	if !ok {
		return false
	}
	if want := o.uriKeyFull(x); k != want || !strings.HasPrefix(x.s, k) {
		t.Errorf("%s, ExcludeFragment %v: uriKeyQuick(%q) = %q, uriKeyFull = %q", o.Flags, o.ExcludeFragment, x.s, k, want)
	}
	return true
}

// TestURIKeyQuick: the one-pass key equals normalization then ToURI, on
// rows at the edges of what it takes (each rung that would change the
// reference: RFC 3987 §5.3.2.1 case, §5.3.2.3 percent-encoding, §5.3.2.4
// dot segments, §5.3.3 port, empty path and IDN hosts) and on the Common
// Crawl references resolved against their bases, most of which it takes
// under the crawl recipe.
func TestURIKeyQuick(t *testing.T) {
	rows := []struct {
		in   string
		fast bool // under the crawl recipe
	}{
		{"http://example.com/a/b.html?q=1", true},
		{"https://example.com/a/b/#top", true},                   // the fragment is dropped
		{"http://1.2.3.4/x", true},                               // IPv4
		{"http://a-b.example/.well-known/x?y/./z", true},         // ".w..." and dots in the query
		{"http://example.com//a//", true},                        // empty segments stay
		{"http://example.com/a/./b", false},                      // §5.3.2.4
		{"http://example.com/a/..", false},                       // §5.3.2.4
		{"http://example.com/.", false},                          // §5.3.2.4
		{"http://example.com/a%2Fb", false},                      // §5.3.2.3
		{"http://example.com/caf\u00e9", false},                  // ToURI encodes it
		{"http://Example.com/", false},                           // §5.3.2.1
		{"HTTP://example.com/", false},                           // §5.3.2.1
		{"http://example.com:80/", false},                        // §5.3.3
		{"http://example.com", false},                            // §5.3.3 empty path
		{"http://user@example.com/", false},                      // userinfo
		{"http://xn--bcher-kva.example/p", false},                // §5.3.3 IDN
		{"http://ab--c.example/p", false},                        // "--" in third and fourth places
		{"http://a--b.example/p", true},                          // elsewhere
		{"http://.example.com/p", false},                         // a leading dot
		{"http://[::1]/p", false},                                // IPv6
		{"http:/p", false},                                       // no authority
		{"mailto:a@example.com", false},                          // no authority
		{"http://example.com/a/b?q=%41", false},                  // §5.3.2.3 in the query
		{"http://example.com/abcdefg/.", false},                  // a dot segment after a word's last "/"
		{"http://example.com/abcdef/./x?012345678901/./", false}, // across words
	}
	crawl := uriKeyOptions[0]
	for _, r := range rows {
		x := MustParse(r.in)
		for _, o := range uriKeyOptions {
			checkURIKeyQuick(t, o, x)
		}
		if _, ok := crawl.uriKeyQuick(x); ok != r.fast {
			t.Errorf("uriKeyQuick(%q) takes it: %v, want %v", r.in, ok, r.fast)
		}
	}
	n, fast := 0, 0
	for _, p := range commonCrawl(t) {
		b, err1 := Parse(p[0])
		r, err2 := Parse(p[1])
		if err1 != nil || err2 != nil {
			continue
		}
		x, err := b.Resolve(r)
		if err != nil {
			continue
		}
		n++
		for k, o := range uriKeyOptions {
			if checkURIKeyQuick(t, o, x) && k == 0 {
				fast++
			}
		}
	}
	if fast < n*9/10 {
		t.Errorf("uriKeyQuick takes %d of %d Common Crawl targets under the crawl recipe, want 90%%", fast, n)
	}
}

// FuzzURIKey: wherever URIKey's one-pass answer applies, it is the key
// that normalization then ToURI give, a prefix of the reference.
func FuzzURIKey(f *testing.F) {
	f.Add("http://example.com/a/./b?q=1#f", uint8(UsuallySafe), true)
	f.Add("https://a--b.example//x/.y/?z/./", uint8(SchemeBased), false)
	f.Add("http://1.2.3.4/abcdefg/..", uint8(0xFF), true)
	f.Fuzz(func(t *testing.T, s string, flags uint8, exclude bool) {
		x, err := Parse(s)
		if err != nil {
			return
		}
		for _, p := range []*idna.Profile{nil, WebIDNA()} {
			checkURIKeyQuick(t, NormalizeOptions{Flags: Normalization(flags), ExcludeFragment: exclude, IDNAProfile: p}, x)
		}
	})
}

// TestURIKeyNoAllocs: the crawl recipe's key of a reference that no rung
// changes is a piece of it, made without allocating.
func TestURIKeyNoAllocs(t *testing.T) {
	crawl := uriKeyOptions[0]
	for _, s := range []string{"https://example.com/a/b.html?q=1#top", "http://1.2.3.4/x/", "http://a-b.example/"} {
		x := MustParse(s)
		if allocs := testing.AllocsPerRun(100, func() { noallocString = crawl.URIKey(x) }); allocs != 0 {
			t.Errorf("URIKey(%q): %v allocations, want 0", s, allocs)
		}
	}
}
