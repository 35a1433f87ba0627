package columns

import (
	"errors"
	"testing"

	"github.com/go-iri/iri"
)

func TestOf(t *testing.T) {
	for _, tc := range []struct {
		in, clause string
		host       string
		parts      [5]string
		registry   [2]string // suffix, domain
		private    [2]string
		reversed   string
		protocol   string
		port       int
		path       string
		query      string
		hasQuery   bool
	}{
		{"http://faß.de/", "UTS #46 §4 (nontransitional: ß is kept)", "xn--fa-hia.de", [5]string{"de", "xn--fa-hia"},
			[2]string{"de", "xn--fa-hia.de"}, [2]string{"de", "xn--fa-hia.de"}, "de.xn--fa-hia", "http", -1, "/", "", false},
		{"HTTP://EXAMPLE.COM:80/?", "RFC 3986 §3.2.3 (the port as written), §3.4 (an empty query)", "example.com", [5]string{"com", "example"},
			[2]string{"com", "example.com"}, [2]string{"com", "example.com"}, "com.example", "http", 80, "/", "", true},
		{"https://a.b.c.d.e.example.com", "RFC 1034 §3.1 (labels), RFC 3986 §3.3 (an empty path)", "a.b.c.d.e.example.com", [5]string{"com", "example", "e", "d", "c"},
			[2]string{"com", "example.com"}, [2]string{"com", "example.com"}, "com.example.e.d.c.b.a", "https", -1, "", "", false},
		{"http://x.github.io./p?a=1", "Public Suffix List (private section), RFC 1034 §3.1 (the root label)", "x.github.io.", [5]string{"io", "github", "x"},
			[2]string{"io", "github.io"}, [2]string{"github.io", "x.github.io"}, "io.github.x", "http", -1, "/p", "a=1", true},
		{"http://host.unknowntld/", "Public Suffix List (the prevailing rule \"*\" is no rule)", "host.unknowntld", [5]string{"unknowntld", "host"},
			[2]string{}, [2]string{}, "unknowntld.host", "http", -1, "/", "", false},
		{"http://[2001:db8::1]:8080/", "RFC 3986 §3.2.2 (an IP literal has no labels)", "[2001:db8::1]", [5]string{},
			[2]string{}, [2]string{}, "", "http", 8080, "/", "", false},
		{"mailto:a@example.com", "RFC 6068 §2 (no authority)", "", [5]string{},
			[2]string{}, [2]string{}, "", "mailto", -1, "a@example.com", "", false},
		{"http://example.com/ü?ä", "RFC 3987 §3.1 (the URI's path and query)", "example.com", [5]string{"com", "example"},
			[2]string{"com", "example.com"}, [2]string{"com", "example.com"}, "com.example", "http", -1, "/%C3%BC", "%C3%A4", true},
	} {
		r, err := Of(tc.in)
		if err != nil {
			t.Errorf("%s: %v (%s)", tc.in, err, tc.clause)
			continue
		}
		if r.URL != tc.in || r.HostName != tc.host || r.HostLastParts != tc.parts ||
			r.RegistrySuffix != tc.registry[0] || r.RegisteredDomain != tc.registry[1] ||
			r.PrivateSuffix != tc.private[0] || r.PrivateDomain != tc.private[1] ||
			r.HostNameReversed != tc.reversed || r.Protocol != tc.protocol || r.Port != tc.port ||
			r.Path != tc.path || r.Query != tc.query || r.HasQuery != tc.hasQuery {
			t.Errorf("%s (%s):\ngot  %+v", tc.in, tc.clause, r)
		}
	}
}

func TestOfErrors(t *testing.T) {
	for _, tc := range []struct {
		in, clause string
		want       any
	}{
		{"/relative", "RFC 3986 §4.3", ErrNotAbsolute},
		{"http://example.com:65536/", "RFC 6335 §6", ErrPort},
		{"http://ex ample.com/", "RFC 3987 §2.2", new(*iri.ParseError)},
		{"http://xn--example-.com/", "RFC 5891 §5.4", new(*iri.HostError)},
	} {
		_, err := Of(tc.in)
		switch w := tc.want.(type) {
		case error:
			if !errors.Is(err, w) {
				t.Errorf("%s: %v, want %v (%s)", tc.in, err, w, tc.clause)
			}
		default:
			if !errors.As(err, w) {
				t.Errorf("%s: %v (%T), want %T (%s)", tc.in, err, err, w, tc.clause)
			}
		}
	}
}

func TestTSVFieldsPerRow(t *testing.T) {
	r, err := Of("http://example.com/")
	if err != nil {
		t.Fatal(err)
	}
	r.Path = "a\tb\nc\\"
	got := string(r.AppendTSV(nil))
	fields := 1
	for i := range len(got) {
		if got[i] == '\t' {
			fields++
		}
		if got[i] == '\n' {
			t.Fatalf("a newline in %q", got)
		}
	}
	if fields != len(Names) {
		t.Errorf("%d fields in %q, want %d", fields, got, len(Names))
	}
}
