package iri

import (
	"errors"
	"testing"
)

// The rows: one key for the forms of one IDN host (RFC 3987
// §5.3.3 with NormIDN), and "_" in a host under WebIDNA (WHATWG URL
// Standard §3.3, beStrict false).
func TestUsuallySafeKey(t *testing.T) {
	nz := NormalizeOptions{Flags: UsuallySafe, ExcludeFragment: true, IDNAProfile: WebIDNA()}
	groups := [][]string{
		{"http://bücher.example/p", "http://BÜCHER.example:80/p", "http://xn--bcher-kva.example/p",
			"HTTP://b%C3%BCcher.example/./p#top", "http://XN--BCHER-KVA.example:/a/../p"},
		{"http://office_chairs_and_armchairs.klen-mebel.ru/", "http://Office_Chairs_and_Armchairs.KLEN-MEBEL.ru",
			"http://office_chairs_and_armchairs.klen-mebel.ru:80/#x"},
		{"http://bü_cher.example/", "http://BÜ_CHER.example/"},
		{"https://example.com/a%20b?q=%7e", "https://EXAMPLE.com:443/a%20b?q=~"},
	}
	seen := map[string]int{}
	for gi, g := range groups {
		want := nz.URIKey(MustParse(g[0]))
		for _, s := range g[1:] {
			if got := nz.URIKey(MustParse(s)); got != want {
				t.Errorf("URIKey(%q) = %q, want %q (the key of %q)", s, got, want, g[0])
			}
		}
		if other, ok := seen[want]; ok {
			t.Errorf("groups %d and %d share the key %q", other, gi, want)
		}
		seen[want] = gi
	}
	// Without NormIDN (SchemeBased), the IDN forms stay apart: RFC 3987
	// §5.3.2.1 lowercases only US-ASCII hosts.
	sb := NormalizeOptions{Flags: SchemeBased}
	if sb.URIKey(MustParse("http://bücher.example/p")) == sb.URIKey(MustParse("http://BÜCHER.example:80/p")) {
		t.Error("SchemeBased unified the IDN forms")
	}
}

func TestWebIDNA(t *testing.T) {
	x := MustParse("http://office_chairs_and_armchairs.klen-mebel.ru/a")
	if _, err := (ToURIOptions{IDNA: true}).ToURI(x); !errors.Is(err, ErrIDNA) {
		t.Errorf("idna.Lookup accepted \"_\": %v", err)
	}
	for in, want := range map[string]string{
		"http://office_chairs_and_armchairs.klen-mebel.ru/a": "http://office_chairs_and_armchairs.klen-mebel.ru/a",
		"http://Bü_cher.example/":                            "http://xn--b_cher-3ya.example/",
		"http://-lead.example/":                              "http://-lead.example/", // CheckHyphens false
		"http://a$b.example/":                                "http://a$b.example/",
	} {
		y, err := (ToURIOptions{IDNA: true, IDNAProfile: WebIDNA()}).ToURI(MustParse(in))
		if err != nil || y.String() != want {
			t.Errorf("ToURI(%q, WebIDNA) = %q, %v; want %q", in, y, err, want)
		}
	}
	// CheckBidi and CheckJoiners stay.
	for _, in := range []string{"http://a\u200db.example/", "http://אa.example/"} {
		if _, err := (ToURIOptions{IDNA: true, IDNAProfile: WebIDNA()}).ToURI(MustParse(in)); !errors.Is(err, ErrIDNA) {
			t.Errorf("ToURI(%q, WebIDNA) = %v, want ErrIDNA", in, err)
		}
	}
}
