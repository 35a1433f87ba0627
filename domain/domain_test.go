package domain

import (
	"errors"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/go-iri/iri"
	"golang.org/x/net/idna"
	"golang.org/x/net/publicsuffix"
)

// Rows from the rules of the Public Suffix List (publicsuffix.org/list/,
// "Algorithm" and the examples of its test file tests.txt as the list
// states them: a rule "co.uk", a wildcard "*.ck" with the exception
// "!www.ck", private rules such as "blogspot.com" and "github.io").
func TestRegistrable(t *testing.T) {
	tests := []struct {
		host, suffix string
		icann        bool
		reg          string // "" when there is none
		rule         string // the rule of the error, when reg is ""
	}{
		{"example.com", "com", true, "example.com", ""},
		{"www.example.com", "com", true, "example.com", ""},
		// Percent-encoded dots are dots to resolvers, as Display shows
		// them (RFC 3986 §3.2.2): the answer as written.
		{"www.google%2ecom", "com", true, "google%2ecom", ""},
		{"a.b%2Ec.com", "com", true, "c.com", ""},
		{"www.example%E3%80%82com", "com", true, "example%E3%80%82com", ""},
		{"a.b.example.co.uk", "co.uk", true, "example.co.uk", ""},
		{"co.uk", "co.uk", true, "", "publicsuffix.org algorithm"},
		{"com", "com", true, "", "publicsuffix.org algorithm"},
		{"localhost", "localhost", false, "", "publicsuffix.org algorithm"},            // the default rule "*"
		{"a.b.unlisted-tld", "unlisted-tld", false, "b.unlisted-tld", ""},              // the default rule "*"
		{"www.ck", "ck", true, "www.ck", ""},                                           // the exception "!www.ck"
		{"a.b.ck", "b.ck", true, "a.b.ck", ""},                                         // the wildcard "*.ck"
		{"b.ck", "b.ck", true, "", "publicsuffix.org algorithm"},                       // the wildcard "*.ck"
		{"foo.blogspot.com", "blogspot.com", false, "foo.blogspot.com", ""},            // private section
		{"x.y.github.io", "github.io", false, "y.github.io", ""},                       // private section
		{"WWW.Example.COM", "COM", true, "Example.COM", ""},                            // as written
		{"www.example.com.", "com.", true, "example.com.", ""},                         // the root label
		{"www.bücher.example", "example", false, "bücher.example", ""},                 // U-labels: the answer as written
		{"www.xn--bcher-kva.example", "example", false, "xn--bcher-kva.example", ""},   // A-labels
		{"www.BÜCHER.example", "example", false, "BÜCHER.example", ""},                 // mapped by IDNA
		{"www.b%C3%BCcher.example", "example", false, "b%C3%BCcher.example", ""},       // percent-encoded UTF-8
		{"食狮.公司.cn", "公司.cn", true, "食狮.公司.cn", ""},                                    // an IDN suffix of the ICANN section
		{"www.食狮.xn--55qx5d.cn", "xn--55qx5d.cn", true, "食狮.xn--55qx5d.cn", ""},        // the same in A-labels
		{"shishi.中国", "中国", true, "shishi.中国", ""},                                     // an IDN TLD
		{"a。b。example。com", "com", true, "example。com", ""},                            // UTS #46 label separators
		{"office_chairs_and_armchairs.klen-mebel.ru", "ru", true, "klen-mebel.ru", ""}, // "_" in an ASCII label
		{"192.0.2.1", "", false, "", "IPv4address"},
		{"[2001:db8::1]", "", false, "", "IP-literal"},
		{"[v7.x]", "", false, "", "IP-literal"},
		{"1.2.3.04", "", false, "", "RFC 3696 §2"},
		{"0x7f.1", "", false, "", "RFC 3696 §2"},
	}
	for _, tt := range tests {
		suffix, icann, err := PublicSuffix(tt.host)
		if tt.suffix == "" {
			if !errors.Is(err, ErrNoRegistrableDomain) {
				t.Errorf("PublicSuffix(%q) = %q, %v, %v; want ErrNoRegistrableDomain", tt.host, suffix, icann, err)
			}
		} else if err != nil || suffix != tt.suffix || icann != tt.icann {
			t.Errorf("PublicSuffix(%q) = %q, %v, %v; want %q, %v", tt.host, suffix, icann, err, tt.suffix, tt.icann)
		}
		reg, err := Registrable(tt.host)
		if tt.reg == "" {
			var de *iri.Error
			if !errors.As(err, &de) || !errors.Is(err, ErrNoRegistrableDomain) || de.Rule != tt.rule || reg != "" {
				t.Errorf("Registrable(%q) = %q, %v; want ErrNoRegistrableDomain (%s)", tt.host, reg, err, tt.rule)
			}
		} else if err != nil || reg != tt.reg {
			t.Errorf("Registrable(%q) = %q, %v; want %q", tt.host, reg, err, tt.reg)
		}
	}
}

func TestICANNOnly(t *testing.T) {
	o := RegistrableOptions{ICANNOnly: true}
	for _, tt := range []struct{ host, suffix, reg string }{
		{"foo.blogspot.com", "com", "blogspot.com"},
		{"x.y.github.io", "io", "github.io"},
		{"www.example.co.uk", "co.uk", "example.co.uk"},
		{"a.b.unlisted-tld", "unlisted-tld", "b.unlisted-tld"},
	} {
		s, _, err := o.PublicSuffix(tt.host)
		r, err2 := o.Registrable(tt.host)
		if err != nil || err2 != nil || s != tt.suffix || r != tt.reg {
			t.Errorf("ICANNOnly %q: %q %q %v %v; want %q %q", tt.host, s, r, err, err2, tt.suffix, tt.reg)
		}
	}
}

func TestDomainErrors(t *testing.T) {
	for _, tt := range []struct {
		host string
		err  error
		at   int
	}{
		{"", iri.ErrInvalidHost, 0},
		{"a..b", iri.ErrInvalidHost, 2},
		{".a", iri.ErrInvalidHost, 0},
		{".", iri.ErrInvalidHost, 0},
		{"a..", iri.ErrInvalidHost, 2},
		{"A..b", iri.ErrInvalidHost, 2},
		{"a b.com", iri.ErrInvalidChar, 1},
		{"a.%zz.com", iri.ErrInvalidPercent, 2},
		{"a.%FF.com", iri.ErrInvalidUTF8, 2},
		{"a.b%2E.com", iri.ErrInvalidHost, 6}, // an empty label once "%2E" is read as the dot it is
		{"a.\u0001ü.com", iri.ErrInvalidChar, 2},
		{"a.ü\u200d.com", iri.ErrIDNA, 2}, // CONTEXTJ (RFC 5892 Appendix A.2)
	} {
		_, err := Registrable(tt.host)
		var de *iri.Error
		if !errors.As(err, &de) || !errors.Is(err, tt.err) || de.Offset != tt.at || de.Input != tt.host {
			t.Errorf("Registrable(%q) = %v; want %v at %d", tt.host, err, tt.err, tt.at)
		}
	}
	_, err := Registrable("co.uk")
	if want := `domain: no registrable domain at offset 0: "co.uk" (publicsuffix.org algorithm)`; err == nil || err.Error() != want {
		t.Errorf("got %v, want %s", err, want)
	}
}

// TestAgreesWithXNet checks that on lowercase ASCII names the answers are
// those of x/net's EffectiveTLDPlusOne and PublicSuffix.
func TestAgreesWithXNet(t *testing.T) {
	for _, h := range []string{"example.com", "a.b.c.example.co.uk", "foo.blogspot.com", "www.ck", "a.b.ck",
		"xn--bcher-kva.example", "a.kawasaki.jp", "city.kawasaki.jp", "x.city.kawasaki.jp", "com", "jp", "a.b.c.d.e"} {
		want, werr := publicsuffix.EffectiveTLDPlusOne(h)
		got, err := Registrable(h)
		if (err == nil) != (werr == nil) || got != want {
			t.Errorf("Registrable(%q) = %q, %v; x/net %q, %v", h, got, err, want, werr)
		}
		ws, wi := publicsuffix.PublicSuffix(h)
		gs, gi, err := PublicSuffix(h)
		if err != nil || gs != ws || gi != wi {
			t.Errorf("PublicSuffix(%q) = %q, %v, %v; x/net %q, %v", h, gs, gi, err, ws, wi)
		}
	}
	if !strings.Contains(ListVersion(), "public_suffix_list.dat") {
		t.Errorf("ListVersion() = %q", ListVersion())
	}
}

// FuzzRegistrable checks that the answers are suffixes of the input made
// of whole labels, the registrable domain one label longer than the
// public suffix; that they agree with x/net on lowercase ASCII names; and
// that a U-label host and its A-label form give the same answer, each in
// its own form.
func FuzzRegistrable(f *testing.F) {
	for _, h := range []string{"www.example.co.uk", "a.b.ck", "foo.blogspot.com", "www.bücher.example", "食狮.公司.cn",
		"WWW.Example.COM.", "a。b。example。com", "192.0.2.1", "[::1]", "com", "a..b", "x.1", "b%C3%BCcher.de"} {
		f.Add(h)
	}
	f.Fuzz(func(t *testing.T, host string) {
		reg, err := Registrable(host)
		suffix, _, serr := PublicSuffix(host)
		if serr != nil {
			if err == nil {
				t.Fatalf("Registrable(%q) = %q but PublicSuffix fails: %v", host, reg, serr)
			}
			return
		}
		if !strings.HasSuffix(host, suffix) || !atLabelStart(host, len(host)-len(suffix)) || suffix == "" {
			t.Fatalf("PublicSuffix(%q) = %q, not a suffix", host, suffix)
		}
		if err == nil {
			if !strings.HasSuffix(host, reg) || !atLabelStart(host, len(host)-len(reg)) || !strings.HasSuffix(reg, suffix) || len(reg) == len(suffix) {
				t.Fatalf("Registrable(%q) = %q, PublicSuffix %q", host, reg, suffix)
			}
		} else if !errors.Is(err, ErrNoRegistrableDomain) {
			t.Fatalf("Registrable(%q): %v", host, err)
		}
		if lowerLDH(host) {
			want, werr := publicsuffix.EffectiveTLDPlusOne(host)
			if ws, _ := publicsuffix.PublicSuffix(host); ws != suffix {
				t.Fatalf("PublicSuffix(%q) = %q, x/net %q", host, suffix, ws)
			}
			if (err == nil) != (werr == nil) || reg != want {
				t.Fatalf("Registrable(%q) = %q, %v; x/net %q, %v", host, reg, err, want, werr)
			}
		}
		if err != nil || strings.ContainsAny(host, "%") || strings.HasSuffix(host, ".") {
			return
		}
		a, aerr := idna.Lookup.ToASCII(host)
		if aerr != nil || a == host {
			return
		}
		regA, err := Registrable(a)
		if err != nil {
			return // the whole-name mapping made other labels
		}
		if r, err := idna.Lookup.ToASCII(reg); err != nil || r != regA {
			t.Fatalf("Registrable(%q) = %q (A-labels %q); Registrable(%q) = %q", host, reg, r, a, regA)
		}
	})
}

// lowerLDH reports whether h is a lowercase LDH name with no empty label
// whose last label has a letter: the input x/net expects.
func lowerLDH(h string) bool {
	if h == "" || h[0] == '.' || h[len(h)-1] == '.' || strings.Contains(h, "..") {
		return false
	}
	for i := 0; i < len(h); i++ {
		if c := h[i]; !('a' <= c && c <= 'z' || '0' <= c && c <= '9' || c == '-' || c == '.') {
			return false
		}
	}
	last := h[strings.LastIndexByte(h, '.')+1:]
	return !allDigits(last) && strings.ContainsAny(last, "ghijklmnopqrstuvwxyz-")
}

// atLabelStart reports whether a label of h starts at offset i.
func atLabelStart(h string, i int) bool {
	if i == 0 {
		return true
	}
	r, _ := utf8.DecodeLastRuneInString(h[:i])
	if isLabelSeparator(r) {
		return true
	}
	// A percent-encoded separator separates too ("google%2ecom").
	for _, sep := range []string{"%2E", "%E3%80%82", "%EF%BC%8E", "%EF%BD%A1"} {
		if i >= len(sep) && strings.EqualFold(h[i-len(sep):i], sep) {
			return true
		}
	}
	return false
}
