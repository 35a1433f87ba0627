package iri

import (
	"encoding/json"
	"errors"
	"net/netip"
	"strings"
	"testing"
)

func TestAddr(t *testing.T) {
	tests := []struct {
		in   string
		want string // "" means no address
		spec string
	}{
		{"telnet://192.0.2.16:80/", "192.0.2.16", "RFC 3986 §1.1.2"},
		{"http://0.0.0.0/", "0.0.0.0", "RFC 3986 §3.2.2"},
		{"ldap://[2001:db8::7]/c=GB?objectClass?one", "2001:db8::7", "RFC 3986 §1.1.2"},
		{"http://[::FFFF:129.144.52.38]:80/index.html", "::ffff:129.144.52.38", "RFC 3986 §3.2.2 (IPv4 tail)"},
		{"http://[::192.9.5.5]/ipng", "::c009:505", "RFC 3986 §3.2.2 (IPv4 tail)"},
		{"http://[::1:2:3:4:5:6:7]/", "0:1:2:3:4:5:6:7", "RFC 3986 §3.2.2 form 2"},
		{"http://[1:2:3:4:5:6:7::]/", "1:2:3:4:5:6:7:0", "RFC 3986 §3.2.2 form 9"},
		{"http://[::]/", "::", "RFC 3986 §3.2.2 form 9"},
		{"http://192.068.001.000/", "", "RFC 3986 §3.2.2 (reg-name)"},
		{"http://1.2.3.256/", "", "RFC 3986 §3.2.2 (reg-name)"},
		{"http://example.com/", "", "RFC 3986 §3.2.2 (reg-name)"},
		{"http://[v1.x]/", "", "RFC 3986 §3.2.2 (IPvFuture)"},
		{"mailto:a@1.2.3.4", "", "RFC 3986 §3 (no authority)"},
		{"", "", "RFC 3986 §4.1 (empty reference)"},
		{"file:///x", "", "RFC 3986 §3.2.2 (empty reg-name)"},
	}
	for _, tt := range tests {
		x := MustParse(tt.in)
		a, ok := x.Addr()
		if tt.want == "" {
			if ok || a.IsValid() {
				t.Errorf("%q.Addr() = %v, %v; want none [%s]", tt.in, a, ok, tt.spec)
			}
			continue
		}
		if want := netip.MustParseAddr(tt.want); !ok || a != want {
			t.Errorf("%q.Addr() = %v, %v; want %v [%s]", tt.in, a, ok, want, tt.spec)
		}
	}
	// Every IPv4 and IPv6 host of the tables has an address; no other does.
	for _, tt := range parseTests {
		if tt.err != nil {
			continue
		}
		x, err := tt.parse()
		if err != nil {
			continue // reported by TestParse
		}
		a, ok := x.Addr()
		switch x.HostKind() {
		case HostIPv4:
			if want, err := netip.ParseAddr(x.Host()); err != nil || !ok || a != want || !a.Is4() {
				t.Errorf("%q.Addr() = %v, %v [%s]", tt.in, a, ok, tt.spec)
			}
		case HostIPv6:
			h := x.Host()
			if want, err := netip.ParseAddr(h[1 : len(h)-1]); err != nil || !ok || a != want || !a.Is6() {
				t.Errorf("%q.Addr() = %v, %v [%s]", tt.in, a, ok, tt.spec)
			}
		default:
			if ok {
				t.Errorf("%q.Addr() = %v, true for a %v host [%s]", tt.in, a, x.HostKind(), tt.spec)
			}
		}
	}
}

func TestZeroIRI(t *testing.T) {
	var zero IRI
	if MustParse("") != zero {
		t.Errorf("MustParse(\"\") != IRI{} [DESIGN: the zero value is the empty reference]")
	}
	if zero.String() != "" || zero.IsAbs() || zero.HasAuthority() || zero.HostKind() != HostNone ||
		zero.HasQuery() || zero.HasFragment() || zero.HasPort() || zero.HasUserinfo() || zero.Path() != "" {
		t.Errorf("zero IRI has components")
	}
	if b, err := zero.MarshalText(); err != nil || len(b) != 0 {
		t.Errorf("zero.MarshalText() = %q, %v", b, err)
	}
}

func TestComparable(t *testing.T) {
	// Values parsed from equal strings are == (RFC 3987 §5.3.1 simple
	// string comparison), even from different backing arrays.
	in := "http://example.org/résumé?q#f"
	a := MustParse(in)
	b := MustParse(strings.Clone(in))
	if a != b {
		t.Errorf("MustParse(%q) != MustParse(copy)", in)
	}
	m := map[IRI]int{}
	for i, s := range []string{"http://example.com/", "http://example.com", "http://example.com/?", "http://example.com/#", "HTTP://example.com/", ""} {
		m[MustParse(s)] = i
	}
	if len(m) != 6 {
		t.Errorf("map has %d keys, want 6 distinct IRIs [comparison-02 §4.3: empty is not absent]", len(m))
	}
	if v, ok := m[MustParse(strings.Clone("http://example.com/?"))]; !ok || v != 2 {
		t.Errorf("map lookup = %d, %v", v, ok)
	}
	if _, ok := m[IRI{}]; !ok {
		t.Errorf("zero IRI is not the key of \"\"")
	}
}

func TestTextMarshaling(t *testing.T) {
	for _, tt := range parseTests {
		if tt.err != nil || tt.mode == mBis {
			continue
		}
		x := MustParse(tt.in)
		b, err := x.MarshalText()
		if err != nil || string(b) != tt.in {
			t.Errorf("MarshalText(%q) = %q, %v", tt.in, b, err)
		}
		var y IRI
		if err := y.UnmarshalText(b); err != nil || y != x {
			t.Errorf("UnmarshalText(%q) = %q, %v", b, y.String(), err)
		}
		if b, err := x.AppendText([]byte("x")); err != nil || string(b) != "x"+tt.in {
			t.Errorf("AppendText(%q) = %q, %v", tt.in, b, err)
		}
	}
	// On error the receiver is unchanged.
	orig := MustParse("http://example.org/keep")
	for _, tt := range parseTests {
		if tt.err == nil || tt.mode != mIRI {
			continue
		}
		x := orig
		err := x.UnmarshalText([]byte(tt.in))
		if err == nil {
			t.Errorf("UnmarshalText(%q) succeeded [%s]", tt.in, tt.spec)
		}
		if x != orig {
			t.Errorf("UnmarshalText(%q) changed the receiver to %q", tt.in, x.String())
		}
		_, perr := Parse(tt.in)
		if !ptSameResult(IRI{}, err, IRI{}, perr) {
			t.Errorf("UnmarshalText(%q) = %v, want the error of Parse: %v", tt.in, err, perr)
		}
	}
	// Through encoding/json, which uses the TextMarshaler methods.
	type doc struct {
		ID  IRI
		Ref IRI `json:"ref"`
	}
	in := doc{ID: MustParse("http://例え.jp/パス?キー=値#断片"), Ref: MustParse("../g?y#s")}
	data, err := json.Marshal(in)
	if err != nil {
		t.Fatal(err)
	}
	if want := `{"ID":"http://例え.jp/パス?キー=値#断片","ref":"../g?y#s"}`; string(data) != want {
		t.Errorf("json.Marshal = %s, want %s", data, want)
	}
	var out doc
	if err := json.Unmarshal(data, &out); err != nil || out != in {
		t.Errorf("json round trip = %+v, %v", out, err)
	}
	out = doc{ID: MustParse("urn:x")}
	err = json.Unmarshal([]byte(`{"ID":"http://a b/"}`), &out)
	if !errors.Is(err, ErrInvalidChar) || out.ID != MustParse("urn:x") {
		t.Errorf("json.Unmarshal of an invalid IRI = %v, ID %q", err, out.ID.String())
	}
}
