package iri

import (
	"errors"
	"testing"
)

// Rows from RFC 6454: §3.2.1 (the examples of same and different
// origins), §4 (the algorithm), §6.2 (serialization); and the issue's
// IDN row (§4 step 5's NOTE: hosts in A-labels).
func TestOrigin(t *testing.T) {
	tests := []struct {
		in, want           string // want "null": opaque
		scheme, host, port string
	}{
		// §3.2.1: these have the same origin, (http, example.com, 80).
		{"http://example.com/", "http://example.com", "http", "example.com", "80"},
		{"http://example.com:80/", "http://example.com", "http", "example.com", "80"},
		{"http://example.com/path/file", "http://example.com", "http", "example.com", "80"},
		// §3.2.1: each of these has a different origin.
		{"http://example.com:8080/", "http://example.com:8080", "http", "example.com", "8080"},
		{"http://www.example.com/", "http://www.example.com", "http", "www.example.com", "80"},
		{"https://example.com:80/", "https://example.com:80", "https", "example.com", "80"},
		{"https://example.com/", "https://example.com", "https", "example.com", "443"},
		{"http://example.org/", "http://example.org", "http", "example.org", "80"},
		{"http://ietf.org/", "http://ietf.org", "http", "ietf.org", "80"},
		// §4 steps 2 and 5: scheme and host lowercased; userinfo, query, fragment ignored.
		{"HTTP://User:pw@EXAMPLE.com:0080/x?q#f", "http://example.com", "http", "example.com", "80"},
		{"http://example.com:/", "http://example.com", "http", "example.com", "80"}, // RFC 3986 §3.2.3
		{"ws://example.com/chat", "ws://example.com", "ws", "example.com", "80"},
		{"wss://example.com:443/", "wss://example.com", "wss", "example.com", "443"},
		{"ftp://ftp.example.com/pub", "ftp://ftp.example.com", "ftp", "ftp.example.com", "21"},
		{"http://example.com:0/", "http://example.com:0", "http", "example.com", "0"},
		// The NOTE of §4 step 5: A-labels.
		{"http://bücher.example/", "http://xn--bcher-kva.example", "http", "xn--bcher-kva.example", "80"},
		{"http://BÜCHER.example:80/", "http://xn--bcher-kva.example", "http", "xn--bcher-kva.example", "80"},
		{"http://b%C3%BCcher.example/", "http://xn--bcher-kva.example", "http", "xn--bcher-kva.example", "80"},
		{"http://xn--bcher-kva.example/", "http://xn--bcher-kva.example", "http", "xn--bcher-kva.example", "80"},
		// IP addresses: IPv6 in RFC 5952 form.
		{"http://192.0.2.1:8080/", "http://192.0.2.1:8080", "http", "192.0.2.1", "8080"},
		{"http://[2001:DB8:0::1]/", "http://[2001:db8::1]", "http", "[2001:db8::1]", "80"},
		{"http://[v7.AB]/", "http://[v7.ab]", "http", "[v7.ab]", "80"},
		// §4 steps 1, 3, 4: opaque.
		{"file:///etc/passwd", "null", "", "", ""},
		{"urn:isbn:0451450523", "null", "", "", ""},
		{"mailto:a@example.com", "null", "", "", ""},
		{"http:relative", "null", "", "", ""},
		{"//example.com/", "null", "", "", ""},
		{"data:text/plain,hi", "null", "", "", ""},
		{"gopher://example.com/", "null", "", "", ""},
	}
	for _, tt := range tests {
		o, err := MustParse(tt.in).Origin()
		if err != nil || o.String() != tt.want || o.Scheme() != tt.scheme || o.Host() != tt.host || o.Port() != tt.port ||
			o.IsOpaque() != (tt.want == "null") {
			t.Errorf("Origin(%q) = %q (%q %q %q), %v; want %q (%q %q %q)", tt.in, o, o.Scheme(), o.Host(), o.Port(), err,
				tt.want, tt.scheme, tt.host, tt.port)
		}
	}
}

// TestOriginCompare checks RFC 6454 §5: tuples compare field by field, an
// opaque origin only with itself.
func TestOriginCompare(t *testing.T) {
	same := func(a, b string) bool {
		oa, err1 := MustParse(a).Origin()
		ob, err2 := MustParse(b).Origin()
		if err1 != nil || err2 != nil {
			t.Fatal(err1, err2)
		}
		return oa == ob
	}
	for _, p := range [][2]string{
		{"http://example.com/", "http://example.com:80/a"},
		{"http://bücher.example/", "http://xn--bcher-kva.example/"}, // the row
		{"http://bücher.example/p", "http://BÜCHER.example:80/q"},
		{"HTTPS://Example.COM/", "https://example.com:443/"},
	} {
		if !same(p[0], p[1]) {
			t.Errorf("%q and %q: different origins, want the same", p[0], p[1])
		}
	}
	for _, p := range [][2]string{
		{"http://example.com/", "https://example.com/"},
		{"http://example.com/", "http://example.com:8080/"},
		{"https://example.com:80/", "http://example.com/"},
		{"file:///a", "file:///a"}, // opaque: each a fresh identifier
	} {
		if same(p[0], p[1]) {
			t.Errorf("%q and %q: the same origin, want different", p[0], p[1])
		}
	}
	o, _ := MustParse("file:///a").Origin()
	if saved := o; saved != o {
		t.Error("an opaque origin differs from itself")
	}
}

func TestOriginErrors(t *testing.T) {
	for _, tt := range []struct {
		in  string
		err error
		at  int
	}{
		{"http:///x", ErrInvalidHost, 7},
		{"http://h:70000/", ErrInvalidPort, 9},
		{"http://h:99999999999999999999/", ErrInvalidPort, 9},
		{"http://a..b/", ErrIDNA, -1},
		{"http://ex%FFample/", ErrIDNA, -1},
	} {
		o, err := MustParse(tt.in).Origin()
		if !errors.Is(err, tt.err) || o != (Origin{}) {
			t.Errorf("Origin(%q) = %q, %v; want %v", tt.in, o, err, tt.err)
			continue
		}
		var oe *Error
		if tt.at >= 0 && (!errors.As(err, &oe) || oe.Offset != tt.at) {
			t.Errorf("Origin(%q) = %v; want an OriginError at %d", tt.in, err, tt.at)
		}
	}
	// A scheme marked in the caller's table.
	o, err := OriginOptions{Schemes: Schemes{"coap": {DefaultPort: "5683", DNSHost: true, Origin: true}}}.Origin(MustParse("coap://Sensor.example:5683/t"))
	if err != nil || o.String() != "coap://sensor.example" || o.Port() != "5683" {
		t.Errorf("coap origin = %q %q, %v", o, o.Port(), err)
	}
}

// TestOriginWebIDNA: idna.Lookup keeps the STD3 rules, which "_" breaks;
// WebIDNA maps such hosts as browsers do (WHATWG URL Standard §3.3).
func TestOriginWebIDNA(t *testing.T) {
	x := MustParse("http://Office_Chairs.klen-mebel.ru/")
	if _, err := x.Origin(); !errors.Is(err, ErrIDNA) {
		t.Errorf("Origin with idna.Lookup: %v, want ErrIDNA", err)
	}
	o, err := OriginOptions{IDNAProfile: WebIDNA()}.Origin(x)
	if err != nil || o.String() != "http://office_chairs.klen-mebel.ru" {
		t.Errorf("Origin with WebIDNA = %q, %v", o, err)
	}
}
