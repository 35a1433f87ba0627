package iri

import (
	"net/netip"
	"testing"
)

// Sinks keep the compiler from optimizing the measured calls away.
var (
	noallocBuf    = make([]byte, 0, 256)
	noallocIRI    IRI
	noallocErr    error
	noallocString string
	noallocBool   bool
	noallocKind   HostKind
	noallocAddr   netip.Addr
	noallocBytes  []byte
)

// noallocInputs are valid references of every shape: the parser must not
// allocate for them (DESIGN "Parse does not allocate on success").
var noallocInputs = []string{
	"",
	"http://www.example.com/",
	"https://user:pass@example.com:8443/a/b/c.html?x=1&y=2#top",
	"http://[2001:db8::1]:8080/index.html",
	"http://[::ffff:192.0.2.1]/",
	"http://[v1.fe:x]/",
	"telnet://192.0.2.16:80/",
	"file:///etc/hosts",
	"http://résumé.example.org/ñ?q=日本#断片",
	"http://example.org/?\uE000",
	"https://ar.wikipedia.org/wiki/مصر",
	"mailto:user@example.com",
	"urn:isbn:0451450523",
	"../../g?y#s",
	"//example.net/other/path",
	"#fragment-only",
	"http://@:/?#",
	"http://example.com/%7Euser/r%C3%A9sum%C3%A9",
}

func TestNoAllocs(t *testing.T) {
	for _, in := range noallocInputs {
		parsers := []struct {
			name string
			f    func()
		}{
			{"Parse", func() { noallocIRI, noallocErr = Parse(in) }},
			{"ParseOptions{}.Parse", func() { noallocIRI, noallocErr = ParseOptions{}.Parse(in) }},
			{"ParseOptions{Grammar: RFC3987bis}.Parse", func() { noallocIRI, noallocErr = ParseOptions{Grammar: RFC3987bis}.Parse(in) }},
			{"MustParse", func() { noallocIRI = MustParse(in) }},
		}
		if noallocIsASCII(in) {
			parsers = append(parsers,
				struct {
					name string
					f    func()
				}{"ParseURI", func() { noallocIRI, noallocErr = ParseURI(in) }})
		}
		for _, p := range parsers {
			if allocs := testing.AllocsPerRun(100, p.f); allocs != 0 {
				t.Errorf("%s(%q): %v allocations, want 0", p.name, in, allocs)
			}
			if noallocErr != nil {
				t.Fatalf("%s(%q): %v", p.name, in, noallocErr)
			}
		}

		x := MustParse(in)
		buf := make([]byte, 0, 256)
		accessors := []struct {
			name string
			f    func()
		}{
			{"String", func() { noallocString = x.String() }},
			{"AppendTo", func() { noallocBytes = x.AppendTo(buf[:0]) }},
			{"IsAbs", func() { noallocBool = x.IsAbs() }},
			{"Scheme", func() { noallocString = x.Scheme() }},
			{"HasAuthority", func() { noallocBool = x.HasAuthority() }},
			{"Authority", func() { noallocString = x.Authority() }},
			{"HasUserinfo", func() { noallocBool = x.HasUserinfo() }},
			{"Userinfo", func() { noallocString = x.Userinfo() }},
			{"Host", func() { noallocString = x.Host() }},
			{"HostKind", func() { noallocKind = x.HostKind() }},
			{"Addr", func() { noallocAddr, noallocBool = x.Addr() }},
			{"HasPort", func() { noallocBool = x.HasPort() }},
			{"Port", func() { noallocString = x.Port() }},
			{"Path", func() { noallocString = x.Path() }},
			{"HasQuery", func() { noallocBool = x.HasQuery() }},
			{"Query", func() { noallocString = x.Query() }},
			{"HasFragment", func() { noallocBool = x.HasFragment() }},
			{"Fragment", func() { noallocString = x.Fragment() }},
			{"==", func() { noallocBool = x == noallocIRI }},
		}
		for _, a := range accessors {
			if allocs := testing.AllocsPerRun(100, a.f); allocs != 0 {
				t.Errorf("%q.%s: %v allocations, want 0", in, a.name, allocs)
			}
		}

		// Normalization of input that is normal already: the quick check
		// returns it as it is. Equivalent of two different normal IRIs
		// normalizes both; URIKey adds ToURI, which allocates only for
		// non-ASCII.
		other := MustParse("http://other.example/")
		for _, nz := range []NormalizeOptions{
			{Flags: SyntaxBased},
			{Flags: SchemeBased},
			{Flags: SchemeBased, ExcludeFragment: true},
		} {
			y := nz.Normalize(x)
			checks := []struct {
				name string
				f    func()
			}{
				{"Normalize", func() { noallocIRI = nz.Normalize(y) }},
				{"Equivalent", func() { noallocBool = nz.Equivalent(y, other) }},
				{"Equivalent(same)", func() { noallocBool = nz.Equivalent(y, y) }},
			}
			if noallocIsASCII(y.String()) {
				checks = append(checks, struct {
					name string
					f    func()
				}{"URIKey", func() { noallocString = nz.URIKey(y) }})
			}
			for _, c := range checks {
				if allocs := testing.AllocsPerRun(100, c.f); allocs != 0 {
					t.Errorf("%v.%s(%q): %v allocations, want 0", nz.Flags, c.name, y, allocs)
				}
			}
		}
	}
}

func noallocIsASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}

// TestAllocsOnChange completes TestNoAllocs with issue 8's allocation
// contract for the operations that may produce a new string: none when the
// input needs no change, exactly one when it does (the result string).
func TestAllocsOnChange(t *testing.T) {
	base := MustParse("http://a/b/c/d;p?q") // RFC 3986 §5.4
	rows := []struct {
		name string
		f    func()
		want float64
	}{
		// ToURI (RFC 3987 §3.1): an ASCII IRI is already a URI.
		{"ToURI(ascii)", func() { noallocIRI = MustParse("http://example.com/a?b#c").ToURI() }, 0},
		{"ToURI(non-ascii)", func() { noallocIRI = MustParse("http://example.com/ñ").ToURI() }, 1},
		// ToIRI (RFC 3987 §3.2): nothing to decode without "%".
		{"ToIRI(no %)", func() { noallocIRI = MustParse("http://example.com/a?b#c").ToIRI() }, 0},
		{"ToIRI(kept %)", func() { noallocIRI = MustParse("http://example.com/%2F%25").ToIRI() }, 0},
		{"ToIRI(decoded)", func() { noallocIRI = MustParse("http://example.com/%C3%B1").ToIRI() }, 1},
		// Check (RFC 3987 §4, §8): a clean IRI has no violations.
		{"Check(clean)", func() { noallocBool = MustParse("http://example.com/a/b?c=d#e").Check() == nil }, 0},
		// Resolve (RFC 3986 §5.2): one allocation for the target string,
		// none when the target is the reference or a prefix of the base.
		{"Resolve(g)", func() { noallocIRI, noallocErr = base.Resolve(MustParse("g")) }, 1},
		{"Resolve(../g?y#s)", func() { noallocIRI, noallocErr = base.Resolve(MustParse("../g?y#s")) }, 1},
		{"Resolve(g/./h/../i)", func() { noallocIRI, noallocErr = base.Resolve(MustParse("g/./h/../i")) }, 1},
		{"Resolve(#s)", func() { noallocIRI, noallocErr = base.Resolve(MustParse("#s")) }, 1},
		{"Resolve(absolute)", func() { noallocIRI, noallocErr = base.Resolve(MustParse("https://x/y")) }, 0},
		{"Resolve(empty)", func() { noallocIRI, noallocErr = base.Resolve(MustParse("")) }, 0},
		// AppendResolve: none into a buffer with room.
		{"AppendResolve(g)", func() { noallocBuf, noallocErr = base.AppendResolve(noallocBuf[:0], MustParse("g")) }, 0},
		{"AppendResolve(g/./h/../i)", func() { noallocBuf, noallocErr = base.AppendResolve(noallocBuf[:0], MustParse("g/./h/../i")) }, 0},
	}
	for _, r := range rows {
		if got := testing.AllocsPerRun(100, r.f); got != r.want {
			t.Errorf("%s: %v allocations, want %v", r.name, got, r.want)
		}
	}
}
