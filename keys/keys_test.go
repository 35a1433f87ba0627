package keys

import (
	"encoding/hex"
	"errors"
	"slices"
	"strings"
	"testing"
)

// TestSafeBrowsing: the canonicalization of Google's "URLs and Hashing"
// (Safe Browsing v4 and v5, Web Risk): the examples its page lists, and
// rows worked out from its rules.
func TestSafeBrowsing(t *testing.T) {
	for _, tt := range []struct{ in, want, cite string }{
		{"http://host/%25%32%35", "http://host/%25", "repeated unescaping"},
		{"http://host/%25%32%35%25%32%35", "http://host/%25%25", "URLs and Hashing, Canonicalization"},
		{"http://host/%2525252525252525", "http://host/%25", "URLs and Hashing, Canonicalization"},
		{"http://host/asdf%25%32%35asd", "http://host/asdf%25asd", "URLs and Hashing, Canonicalization"},
		{"http://host/%%%25%32%35asd%%", "http://host/%25%25%25asd%25%25", "URLs and Hashing, Canonicalization"},
		{"http://www.google.com/", "http://www.google.com/", "URLs and Hashing, Canonicalization"},
		{"http://%31%36%38%2e%31%38%38%2e%39%39%2e%32%36/%2E%73%65%63%75%72%65/%77%77%77%2E%65%62%61%79%2E%63%6F%6D/", "http://168.188.99.26/.secure/www.ebay.com/", "URLs and Hashing, Canonicalization"},
		{"http://195.127.0.11/uploads/%20%20%20%20/.verify/.eBaysecure=updateuserdataxplimnbqmn-xplmvalidateinfoswqpcmlx=hgplmcx/", "http://195.127.0.11/uploads/%20%20%20%20/.verify/.eBaysecure=updateuserdataxplimnbqmn-xplmvalidateinfoswqpcmlx=hgplmcx/", "URLs and Hashing, Canonicalization"},
		{"http://host%23.com/%257Ea%2521b%2540c%2523d%2524e%25f%255E00%252611%252A22%252833%252944_55%252B", "http://host%23.com/~a!b@c%23d$e%25f^00&11*22(33)44_55+", "URLs and Hashing, Canonicalization"},
		{"http://3279880203/blah", "http://195.127.0.11/blah", "URLs and Hashing, Canonicalization"},
		{"http://www.google.com/blah/..", "http://www.google.com/", "URLs and Hashing, Canonicalization"},
		{"www.google.com/", "http://www.google.com/", "URLs and Hashing, Canonicalization"},
		{"www.google.com", "http://www.google.com/", "URLs and Hashing, Canonicalization"},
		{"http://www.evil.com/blah#frag", "http://www.evil.com/blah", "URLs and Hashing, Canonicalization"},
		{"http://www.GOOgle.com/", "http://www.google.com/", "URLs and Hashing, Canonicalization"},
		{"http://www.google.com.../", "http://www.google.com/", "URLs and Hashing, Canonicalization"},
		{"http://www.google.com/foo\tbar\rbaz\n2", "http://www.google.com/foobarbaz2", "URLs and Hashing, Canonicalization"},
		{"http://www.google.com/q?", "http://www.google.com/q?", "URLs and Hashing, Canonicalization"},
		{"http://www.google.com/q?r?", "http://www.google.com/q?r?", "URLs and Hashing, Canonicalization"},
		{"http://www.google.com/q?r?s", "http://www.google.com/q?r?s", "URLs and Hashing, Canonicalization"},
		{"http://evil.com/foo#bar#baz", "http://evil.com/foo", "URLs and Hashing, Canonicalization"},
		{"http://evil.com/foo;", "http://evil.com/foo;", "URLs and Hashing, Canonicalization"},
		{"http://evil.com/foo?bar;", "http://evil.com/foo?bar;", "URLs and Hashing, Canonicalization"},
		{"http://\x01\x80.com/", "http://%01%80.com/", "URLs and Hashing, Canonicalization"},
		{"http://notrailingslash.com", "http://notrailingslash.com/", "URLs and Hashing, Canonicalization"},
		{"http://www.gotaport.com:1234/", "http://www.gotaport.com/", "URLs and Hashing, Canonicalization"},
		{"  http://www.google.com/  ", "http://www.google.com/", "URLs and Hashing, Canonicalization"},
		{"http:// leadingspace.com/", "http://%20leadingspace.com/", "URLs and Hashing, Canonicalization"},
		{"http://%20leadingspace.com/", "http://%20leadingspace.com/", "URLs and Hashing, Canonicalization"},
		{"%20leadingspace.com/", "http://%20leadingspace.com/", "URLs and Hashing, Canonicalization"},
		{"https://www.securesite.com/", "https://www.securesite.com/", "URLs and Hashing, Canonicalization"},
		{"http://host.com/ab%23cd", "http://host.com/ab%23cd", "URLs and Hashing, Canonicalization"},
		{"http://host.com//twoslashes?more//slashes", "http://host.com/twoslashes?more//slashes", "URLs and Hashing, Canonicalization"},
		{"http://..Shop..Example.com../", "http://shop.example.com/", "URLs and Hashing, Canonicalization"},
		{"http://example.com/a//b/./c/../d.html#x", "http://example.com/a/b/d.html", "URLs and Hashing, Canonicalization"},
		{"http://example.com/caf%C3%A9/%2541", "http://example.com/caf%C3%A9/A", "URLs and Hashing, Canonicalization"},
		{"http://example.com/50%off", "http://example.com/50%25off", "URLs and Hashing, Canonicalization"},
		{"http://example.com/a%2Fb/../c", "http://example.com/a/c", "URLs and Hashing, Canonicalization"},
		{"http://example.com/p%23q", "http://example.com/p%23q", "URLs and Hashing, Canonicalization"},
		{"http://example.com/a b?x=1 2", "http://example.com/a%20b?x=1%202", "URLs and Hashing, Canonicalization"},
		{"http://h/?q=a+b&r=%2526", "http://h/?q=a+b&r=&", "URLs and Hashing, Canonicalization"},
		{"http://0x7f.1/", "http://127.0.0.1/", "IPv4 forms: hex, short"},
		{"http://017700000001/", "http://127.0.0.1/", "IPv4 forms: octal"},
		{"http://10.0x10.258/", "http://10.16.1.2/", "IPv4 forms: three parts"},
		{"http://h/a/b/.", "http://h/a/b/", "path: /./ becomes /"},
		{"http://1.2.3.256/", "http://1.2.3.256/", "IPv4 out of range: a host name, as inet_aton fails"},
		{"http://[::ffff:1.2.3.4]/", "http://1.2.3.4/", "v5: IPv4-mapped IPv6"},
		{"http://[2001:0DB8:0:0::1]/", "http://[2001:db8::1]/", "v5: IPv6 compressed"},
		{"http://u:p@h:8080/", "http://h/", "userinfo and port are no part of the expressions"},
	} {
		u, err := SafeBrowsing(tt.in)
		if err != nil || u.String() != tt.want {
			t.Errorf("SafeBrowsing(%q) = %q, %v; want %q (%s)", tt.in, u.String(), err, tt.want, tt.cite)
		}
	}
	for _, in := range []string{"http:///x", "http://.../", "", "http://@:80/"} {
		if _, err := SafeBrowsing(in); !errors.Is(err, ErrNoHost) {
			t.Errorf("SafeBrowsing(%q): %v, want ErrNoHost", in, err)
		}
	}
}

// TestSafeBrowsingExpressions: URLs and Hashing, "Suffix/Prefix
// Expressions" and the hashes of "Hash Computations".
func TestSafeBrowsingExpressions(t *testing.T) {
	for _, tt := range []struct {
		in   string
		want []string
	}{
		{"http://a.b.c/1/2.html?param=1", []string{
			"a.b.c/1/2.html?param=1", "a.b.c/1/2.html", "a.b.c/", "a.b.c/1/",
			"b.c/1/2.html?param=1", "b.c/1/2.html", "b.c/", "b.c/1/"}},
		{"http://a.b.c.d.e.f.g/1.html", []string{
			"a.b.c.d.e.f.g/1.html", "a.b.c.d.e.f.g/",
			"c.d.e.f.g/1.html", "c.d.e.f.g/", "d.e.f.g/1.html", "d.e.f.g/",
			"e.f.g/1.html", "e.f.g/", "f.g/1.html", "f.g/"}},
		{"http://1.2.3.4/1/", []string{"1.2.3.4/1/", "1.2.3.4/"}},
		{"http://a.b/saw-cgi/eBayISAPI.dll/", []string{
			"a.b/saw-cgi/eBayISAPI.dll/", "a.b/", "a.b/saw-cgi/"}},
		{"http://10.1.2.3/a/b", []string{"10.1.2.3/a/b", "10.1.2.3/", "10.1.2.3/a/"}},
		{"http://h.example/1/2/3/4/5.html", []string{
			"h.example/1/2/3/4/5.html", "h.example/", "h.example/1/", "h.example/1/2/", "h.example/1/2/3/",
			"example/1/2/3/4/5.html", "example/", "example/1/", "example/1/2/", "example/1/2/3/"}[:5]},
	} {
		u, err := SafeBrowsing(tt.in)
		if err != nil {
			t.Fatal(err)
		}
		if got := u.Expressions(); !slices.Equal(got, tt.want) {
			t.Errorf("%q: Expressions() = %q, want %q", tt.in, got, tt.want)
		}
	}
	u, _ := SafeBrowsing("http://example.com/")
	h := u.Hashes()
	if len(h) != 1 || hex.EncodeToString(h[0][:]) != "73d986e009065f182c10bcb6a45db3d6eda9498f8930654af2653f8a938cd801" {
		t.Errorf("Hashes() = %x", h)
	}
	var zero SafeBrowsingURL
	if zero.Expressions() != nil || zero.String() != "" {
		t.Error("the zero SafeBrowsingURL has expressions")
	}
}

// TestSSURT: urlcanon's ParsedUrl.ssurt (ssurt.rst, README.rst; the field
// order of the code where the two disagree).
func TestSSURT(t *testing.T) {
	for in, want := range map[string]string{
		"http://example.com/bar":                "com,example,//http:/bar",
		"http://user:pw@Example.com:8080/p?q#f": "com,Example,//8080:http@user:pw:/p?q#f",
		"https://192.168.0.1/x":                 "192.168.0.1//https:/x",
		"http://[::1]:80/":                      "[::1]//80:http:/",
		"mailto:foo@example.com":                "mailto:foo@example.com",
		"http://0.0.0.0/":                       "0,0,0,0,//http:/",
		"http://x,y.b.c/":                       "c,b,x.y,//http:/",
		"http://example.com./":                  ",com,example,//http:/",
		"http://a..b/":                          "b,,a,//http:/",
		"http://-1/":                            "-1//http:/",
		"example.com/x":                         "example.com/x",
		"  http://a.b/  ":                       "  b,a,//http:/  ",
		"foo://h.x/p":                           "x,h,//foo:/p",
		"foo:/h.x/p":                            "foo:/h.x/p",
		"file:///etc/x":                         "//file:/etc/x",
	} {
		if got := SSURT(in); got != want {
			t.Errorf("SSURT(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestMatchPrefix: prefixes of SURTs and SSURTs as rules (ssurt.rst,
// "prefix meanings").
func TestMatchPrefix(t *testing.T) {
	for _, c := range []struct {
		rule, key string
		want      bool
	}{
		{"com,example", "com,example)/", true},
		{"com,example", "com,example,www)/a", true},
		{"com,example", "com,example:8080)/", true},
		{"com,example", "com,examples)/", false},
		{"10.1", "10.1.2.3//http:/", true},
		{"10.1", "10.10.0.1//http:/", false},
		{"com,example,", "com,example,www,//http:/", true},
		{"com,example,//", "com,example,www,//http:/", false},
		{"http://(com,example", "http://(com,examples)/", false},
		{"com,example)/a", "com,example)/ab", true},
	} {
		if MatchPrefix(c.rule, c.key) != c.want {
			t.Errorf("MatchPrefix(%q, %q) != %v", c.rule, c.key, c.want)
		}
	}
}

// TestSafeBrowsingHostEscapes: escapes in the host keep uppercase hex
// digits while its letters are lowercased (URLs and Hashing,
// Canonicalization: "lowercase the whole string", then escape).
func TestSafeBrowsingHostEscapes(t *testing.T) {
	u, err := SafeBrowsing("http://A\xfe\xff.Example/")
	if err != nil || u.String() != "http://a%FE%FF.example/" {
		t.Errorf("SafeBrowsing = %q, %v", u, err)
	}
}

// TestAllocs: the common SURT appends without allocating; SURT and
// SafeBrowsing allocate their one result.
func TestAllocs(t *testing.T) {
	const u = "https://www.example.com:8443/a/B/c.html?z=1&a=2#top"
	const escapes = "http://example.com/%E5%B0%8F/b\xc3\xa9//c/?q=%2C%41&b=%e5#f"
	long := "http://example.com/" + strings.Repeat("p", 230) + "?b=1&a=2#" + strings.Repeat("f", 300)
	buf := make([]byte, 0, 128)
	for _, c := range []struct {
		name string
		max  float64
		f    func()
	}{
		{"AppendSURT", 0, func() { buf, _ = SURTOptions{}.AppendSURT(buf[:0], u) }},
		{"SURT", 1, func() { sinkString, _ = SURT(u) }},
		// The fast path decodes and escapes paths and queries in place.
		{"AppendSURT escapes", 0, func() { buf, _ = SURTOptions{}.AppendSURT(buf[:0], escapes) }},
		{"SURT escapes", 1, func() { sinkString, _ = SURT(escapes) }},
		// A key of up to 256 bytes is made on the stack, a long fragment
		// dropped.
		{"SURT long", 1, func() { sinkString, _ = SURT(long) }},
		{"SafeBrowsing", 1, func() { v, _ := SafeBrowsing(u); sinkString = v.String() }},
	} {
		if n := testing.AllocsPerRun(100, c.f); n > c.max {
			t.Errorf("%s: %v allocations, want at most %v", c.name, n, c.max)
		}
	}
}
