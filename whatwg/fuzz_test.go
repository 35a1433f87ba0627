package whatwg

import (
	"testing"
)

// checkURL checks the Standard's promise that parsing a serialization
// gives the same URL (URL Standard §4.5: "the URL serializer ... and
// the URL parser ... round-trip"), that the serialization is ASCII, and
// that the accessors cut it whole.
func checkURL(t *testing.T, in string, u URL) {
	for i := 0; i < len(u.href); i++ {
		if u.href[i] >= 0x80 || u.href[i] <= ' ' && !(u.href[i] == ' ' && u.opaquePath) {
			t.Fatalf("Parse(%q) = %q: byte %#x at %d", in, u.href, u.href[i], i)
		}
	}
	v, err := Parse(u.href)
	if err != nil || v != u {
		t.Fatalf("Parse(%q) = %q %+v, but Parse of that = %+v, %v", in, u.href, u, v, err)
	}
	s := u.Protocol()
	if u.HostKind() != NoHost {
		s += "//" + u.Username()
		if u.Password() != "" {
			s += ":" + u.Password()
		}
		if u.Username() != "" || u.Password() != "" {
			s += "@"
		}
		s += u.Host()
	} else if len(u.Pathname()) > 1 && u.Pathname()[:2] == "//" {
		s += "/."
	}
	s += u.Pathname()
	if q, ok := u.Query(); ok {
		s += "?" + q
	}
	if f, ok := u.Fragment(); ok {
		s += "#" + f
	}
	if s != u.href {
		t.Fatalf("Parse(%q) = %q, its components join to %q", in, u.href, s)
	}
}

func fuzzSeeds(f *testing.F) {
	for _, c := range readCases[urlCase](f, "urltestdata.json") {
		base := ""
		if c.Base != nil {
			base = *c.Base
		}
		f.Add(base, c.Input)
	}
}

func FuzzParse(f *testing.F) {
	fuzzSeeds(f)
	f.Fuzz(func(t *testing.T, base, in string) {
		if u, err := Parse(in); err == nil {
			checkURL(t, in, u)
		} else if !u.IsZero() {
			t.Fatalf("Parse(%q) = %q with %v", in, u.href, err)
		}
		b, err := Parse(base)
		if err != nil {
			return
		}
		if u, err := b.Parse(in); err == nil {
			checkURL(t, in, u)
		}
	})
}

// FuzzSetters checks each setter: the URL it gives round-trips as a
// parsed URL does (checkURL), and setting the same value again changes
// nothing (the setters of the Standard are idempotent).
func FuzzSetters(f *testing.F) {
	for _, s := range [][2]string{
		{"https://user:pass@example.com:8080/a/b?q#f", "example.org:81"},
		{"sc://x/", "\t"}, {"file:///C:/x", "localhost"}, {"sc:opaque", "?#"},
		{"http://x/", "[::1]:65536"}, {"foo:/.//p", ".."}, {"ws://h/", "wss"},
	} {
		f.Add(s[0], s[1])
	}
	f.Fuzz(func(t *testing.T, href, value string) {
		u, err := Parse(href)
		if err != nil {
			return
		}
		for _, attr := range []string{"protocol", "username", "password", "host", "hostname", "port", "pathname", "search", "hash"} {
			v := set(u, attr, value)
			checkURL(t, value, v)
			if w := set(v, attr, value); w != v {
				t.Fatalf("%s = %q on %q gives %q, then %q", attr, value, href, v.Href(), w.Href())
			}
		}
	})
}
