package keys

import (
	"errors"
	"strings"
	"testing"
)

// FuzzSURT: a key or an *Error of ErrPort or ErrEmpty, never both; a
// default key is printable ASCII; the helpers agree with transcriptions
// of the reference (pass-by-pass decoding, the session-id regexps,
// Python's tuple sort).
func FuzzSURT(f *testing.F) {
	for _, s := range []string{"http://www.Example.com/b?z=1&a=2", "http://a/?jsessionid=0123456789abcdef0123456789abcdef",
		"http://%31%36%38%2e%31%38%38%2e%39%39%2e%32%36/", "Bücher.ch:8080", "http://[::1]:8080/a", "http://a:99999/",
		"http://a/?cfid=1&cftoken=2&x", "http://a/(S(4hqa0555fwsecu455xqckv45))/m.aspx", "http://a/%2525%",
		"https://www2.a-b.example:8443/p/q/?b=2&a&a=1#f", "http://www.a.b:80/x/", "https://h.example:443",
		"http://a.b/%E5%b0%8f/%41%2C//x//?q=%2C%41&b=%e5%23%20#f", "http://a.b/f\xc3\xa9/A(1)/?Z=\xe6\x7f&y=%26&x=%3D",
		"http://a.b/p%2e/%2F/(x)?%25", "http://a.b//a//?sid=0123456789ABCDEF0123456789abcdef&b&a"} {
		f.Add(s, uint32(0))
		f.Add(s, ^uint32(0))
	}
	f.Fuzz(func(t *testing.T, s string, bits uint32) {
		// Any options: a key or an error, never both, never a panic.
		if k, err := optionsFromBits(bits).SURT(s); (err == nil) == (k == "") && s != "" {
			t.Fatalf("%+v.SURT(%q) = %q, %v", optionsFromBits(bits), s, k, err)
		}
		k, err := SURT(s)
		if err != nil {
			var e *Error
			if k != "" || !errors.As(err, &e) || !errors.Is(err, ErrPort) && !errors.Is(err, ErrEmpty) || e.Input != s {
				t.Fatalf("SURT(%q) = %q, %v", s, k, err)
			}
		} else if !strings.HasPrefix(s, "filedesc") {
			for i := 0; i < len(k); i++ {
				if k[i] <= 0x20 || k[i] >= 0x7F {
					t.Fatalf("SURT(%q) = %q: byte %#x", s, k, k[i])
				}
			}
		}
		for _, o := range []SURTOptions{{}, {WithScheme: true, TrailingComma: true}} {
			if fast, ok := o.appendFast(nil, s); ok {
				general, err := o.appendGeneral(nil, s, scanFlags(s))
				if err != nil || string(fast) != string(general) {
					t.Fatalf("%+v: appendFast(%q) = %q, appendGeneral = %q, %v", o, s, fast, general, err)
				}
			}
		}
		if s != "" && cleanPath(s) != cleanPathSegments(s) {
			t.Fatalf("cleanPath(%q) = %v", s, cleanPath(s))
		}
		if len(s) <= 64 {
			if got, want := unescapeRepeatedly(s), unescapePasses(s); got != want {
				t.Fatalf("unescapeRepeatedly(%q) = %q, want %q", s, got, want)
			}
		}
		if got, want := stripQuerySessionID(s), stripQuerySessionIDRE(s); got != want && !strings.Contains(s, "\n") {
			t.Fatalf("stripQuerySessionID(%q) = %q, want %q", s, got, want)
		}
		if got, want := alphaReorderQuery(s, false), sortPiecesPython(s); got != want {
			t.Fatalf("alphaReorderQuery(%q) = %q, want %q", s, got, want)
		}
	})
}

// FuzzSafeBrowsing: canonicalization is idempotent; expressions are at
// most 30, distinct, each a host suffix of the URL's host joined to a
// prefix of its path (and query).
func FuzzSafeBrowsing(f *testing.F) {
	for _, s := range []string{"http://a.b.example.com/x/y.html?q=1#frag", "http://host/%25%32%35", "http://3279880203/blah",
		"http://[::ffff:1.2.3.4]/", "%20leadingspace.com/", "http://\x01\x80.com/", "http://h/a%3Fb/../c",
		"https://a-b.example/x/y?q=1&r#f", "http://0x7f.1/", "http://a.b./", "http://a.example/?x#"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if fast, ok := safeBrowsingFast(s); ok {
			if general, err := safeBrowsingGeneral(s); err != nil || general != fast {
				t.Fatalf("safeBrowsingFast(%q) = %+v, safeBrowsingGeneral = %+v, %v", s, fast, general, err)
			}
		}
		u, err := SafeBrowsing(s)
		if err != nil {
			if !errors.Is(err, ErrNoHost) || u.String() != "" {
				t.Fatalf("SafeBrowsing(%q) = %q, %v", s, u, err)
			}
			return
		}
		v, err := SafeBrowsing(u.String())
		if err != nil || v != u {
			t.Fatalf("SafeBrowsing(%q) = %q, then %q, %v", s, u, v, err)
		}
		exprs := u.Expressions()
		seen := map[string]bool{}
		host, path := u.Host(), u.Path()
		q, _ := u.Query()
		for _, e := range exprs {
			if seen[e] {
				t.Fatalf("%q: expression %q twice", u, e)
			}
			seen[e] = true
			i := strings.IndexByte(e, '/')
			if i < 0 || !strings.HasSuffix(host, e[:i]) || !strings.HasPrefix(path+"?"+q, e[i:]) {
				t.Fatalf("%q: expression %q", u, e)
			}
		}
		if len(exprs) == 0 || len(exprs) > 30 {
			t.Fatalf("%q: %d expressions", u, len(exprs))
		}
	})
}

// FuzzSSURT: urlcanon's parser is lossless, and SSURT keeps every byte
// (a reversed host gains one ",").
func FuzzSSURT(f *testing.F) {
	for _, s := range []string{"http://user:pw@Example.com:8080/p?q#f", "mailto:a@b", " file:\\\\h\\p ", "x://[::1]:80/"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		u := parseCanon(s)
		joined := u.leadingJunk + u.scheme + u.colonAfterScheme + u.slashes + u.username + u.colonBeforePassword +
			u.password + u.atSign + u.host + u.colonBeforePort + u.port + u.path + u.questionMark + u.query +
			u.hashSign + u.fragment + u.trailingJunk
		if joined != s {
			t.Fatalf("parseCanon(%q) joins to %q", s, joined)
		}
		k := SSURT(s)
		if n := len(k) - len(s); n != 0 && n != 1 {
			t.Fatalf("SSURT(%q) = %q", s, k)
		}
	})
}

// cleanPathSegments is cleanPath by its definition, segment by segment.
func cleanPathSegments(p string) bool {
	if p[0] != '/' {
		return false
	}
	segs := strings.Split(p[1:], "/")
	for i, seg := range segs {
		if seg == "." || seg == ".." || seg == "" && i < len(segs)-1 {
			return false
		}
	}
	return true
}

// optionsFromBits makes SURTOptions of the bits of b, every option and fix.
func optionsFromBits(b uint32) SURTOptions {
	bit := func(i uint) bool { return b>>i&1 != 0 }
	o := SURTOptions{
		WithScheme: bit(0), TrailingComma: bit(1), NoReverseIPAddr: bit(2), NoSURT: bit(3),
		Canonicalizer: Canonicalizer(b >> 4 & 3), NoHostLowercase: bit(6), NoHostMassage: bit(7),
		NoPortStripDefault: bit(8), PathStripEmpty: bit(9), NoPathLowercase: bit(10),
		NoPathStripSessionID: bit(11), NoPathStripTrailingSlash: bit(12), NoQueryLowercase: bit(13),
		NoQueryStripSessionID: bit(14), NoQueryStripEmpty: bit(15), NoQueryAlphaReorder: bit(16),
		Fixes: SURTFix(b >> 17 & 31),
	}
	if bit(22) {
		o.RegistrableDomain = func(h string) (string, error) { return h[strings.IndexByte(h, '.')+1:], nil }
	}
	return o
}
