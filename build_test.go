package iri

import (
	"errors"
	"net/url"
	"strings"
	"testing"
	"unicode/utf8"
)

// buildInputs are the valid references of the parser tables (RFC 3987 and
// URI grammar), the benchmark corpus and a few more shapes: the inputs of
// the round-trip tests.
func buildInputs(tb testing.TB) []string {
	var in []string
	for _, tt := range parseTests {
		if tt.err == nil && tt.mode != mBis {
			in = append(in, tt.in)
		}
	}
	in = append(in, benchMix(tb)...)
	in = append(in,
		"", "?", "#", "//", "///", "/", "a", "./a:b", "foo:", "foo:a:b", "foo:/a", "foo://",
		"http://@:/?#", "http://u:p@[::1]:80/p?q#f", "http://[v1.x]/", "file:///etc/hosts",
		"http://1.2.3.4/", "http://1.2.3.256/", "HTTP://Example.COM:/a/./b/../c?#",
	)
	return in
}

// RFC 3986 §5.3: recomposing the components of a parsed reference gives
// the reference back, with the same offsets.
func TestPartsRoundTrip(t *testing.T) {
	for _, s := range buildInputs(t) {
		x, err := Parse(s)
		if err != nil {
			t.Fatalf("Parse(%q): %v", s, err)
		}
		p := x.Parts()
		y, err := FromParts(p)
		if err != nil || y != x {
			t.Errorf("FromParts(Parse(%q).Parts()) = %q %+v, %v; want %+v", s, y.String(), y, err, x)
		}
		// The Has fields may be left out for non-empty components.
		q := p
		q.HasAuthority = q.HasAuthority && q.Host == "" && !q.HasUserinfo && !q.HasPort
		q.HasUserinfo = q.HasUserinfo && q.Userinfo == ""
		q.HasPort = q.HasPort && q.Port == ""
		q.HasQuery = q.HasQuery && q.Query == ""
		q.HasFragment = q.HasFragment && q.Fragment == ""
		if y, err := FromParts(q); err != nil || y != x {
			t.Errorf("FromParts(%+v) = %q, %v; want %q", q, y.String(), err, s)
		}
		// Every With method with the component it already has.
		same := []struct {
			name string
			f    func() (IRI, error)
		}{
			{"WithScheme", func() (IRI, error) { return x.WithScheme(x.Scheme()) }},
			{"WithPath", func() (IRI, error) { return x.WithPath(x.Path()) }},
		}
		if x.HasAuthority() {
			same = append(same, struct {
				name string
				f    func() (IRI, error)
			}{"WithHost", func() (IRI, error) { return x.WithHost(x.Host()) }})
		}
		if x.HasUserinfo() {
			same = append(same, struct {
				name string
				f    func() (IRI, error)
			}{"WithUserinfo", func() (IRI, error) { return x.WithUserinfo(x.Userinfo()) }})
		}
		if x.Port() != "" { // WithPort("") removes an empty port
			same = append(same, struct {
				name string
				f    func() (IRI, error)
			}{"WithPort", func() (IRI, error) { return x.WithPort(x.Port()) }})
		}
		if x.HasQuery() {
			same = append(same, struct {
				name string
				f    func() (IRI, error)
			}{"WithQuery", func() (IRI, error) { return x.WithQuery(x.Query()) }})
		}
		if x.HasFragment() {
			same = append(same, struct {
				name string
				f    func() (IRI, error)
			}{"WithFragment", func() (IRI, error) { return x.WithFragment(x.Fragment()) }})
		}
		for _, m := range same {
			if y, err := m.f(); err != nil || y != x {
				t.Errorf("%q.%s(same) = %q, %v", s, m.name, y.String(), err)
			}
		}
		// The Without methods agree with FromParts and with Parse.
		for name, y := range map[string]IRI{
			"WithoutUserinfo": x.WithoutUserinfo(),
			"WithoutPort":     x.WithoutPort(),
			"WithoutQuery":    x.WithoutQuery(),
			"WithoutFragment": x.WithoutFragment(),
		} {
			if z, err := Parse(y.String()); err != nil || z != y {
				t.Errorf("%q.%s() = %+v, but Parse gives %+v, %v", s, name, y, z, err)
			}
		}
	}
}

// The result of FromParts is what Parse finds in the recomposed string.
func TestFromPartsShapes(t *testing.T) {
	tests := []struct {
		p    Parts
		want string
	}{
		{Parts{}, ""},
		{Parts{Scheme: "http", Host: "example.com"}, "http://example.com"},
		{Parts{Scheme: "http", Host: "example.com", Path: "/"}, "http://example.com/"},
		{Parts{Scheme: "file", HasAuthority: true, Path: "/etc/hosts"}, "file:///etc/hosts"},
		{Parts{Scheme: "http", Host: "h", HasPort: true}, "http://h:"},
		{Parts{Scheme: "http", Host: "h", Port: "8080"}, "http://h:8080"},
		{Parts{Scheme: "http", HasUserinfo: true, Host: "h"}, "http://@h"},
		{Parts{Scheme: "ftp", Userinfo: "user:pass", Host: "h"}, "ftp://user:pass@h"},
		{Parts{Scheme: "http", Host: "[2001:db8::1]", Port: "80", Path: "/a"}, "http://[2001:db8::1]:80/a"},
		{Parts{Scheme: "http", Host: "[v7.x:y]"}, "http://[v7.x:y]"},
		{Parts{Scheme: "http", Host: "192.0.2.1"}, "http://192.0.2.1"},
		{Parts{Scheme: "http", Host: "例え.jp", Path: "/パス", Query: "キー=値", Fragment: "断片"}, "http://例え.jp/パス?キー=値#断片"},
		{Parts{Scheme: "http", Host: "h", HasQuery: true, HasFragment: true}, "http://h?#"},
		{Parts{Scheme: "mailto", Path: "user@example.com"}, "mailto:user@example.com"},
		{Parts{Scheme: "urn", Path: "isbn:0451450523"}, "urn:isbn:0451450523"},
		{Parts{Scheme: "foo", Path: "a:b"}, "foo:a:b"},
		{Parts{Host: "example.net", Path: "/p"}, "//example.net/p"},
		{Parts{HasAuthority: true}, "//"},
		{Parts{Path: "./a:b"}, "./a:b"},
		{Parts{Path: "a/b:c"}, "a/b:c"},
		{Parts{Path: "/a:b"}, "/a:b"},
		{Parts{Query: "q"}, "?q"},
		{Parts{HasFragment: true}, "#"},
		{Parts{Scheme: "http", Host: "h", Query: "\ue000"}, "http://h?\ue000"}, // iprivate in the query
	}
	for _, tt := range tests {
		x, err := FromParts(tt.p)
		if err != nil {
			t.Errorf("FromParts(%+v): %v", tt.p, err)
			continue
		}
		if x.String() != tt.want {
			t.Errorf("FromParts(%+v) = %q, want %q", tt.p, x.String(), tt.want)
		}
		if y, err := Parse(tt.want); err != nil || y != x {
			t.Errorf("FromParts(%+v) = %+v, Parse(%q) = %+v, %v", tt.p, x, tt.want, y, err)
		}
	}
}

// buildComponent describes one component for TestFromPartsRejects: its
// ABNF, written out from RFC 3986 / RFC 3987 independently of
// abnf_tables.go, and how to set it.
type buildComponent struct {
	comp    Component
	prefix  string // a valid start, so the sample is not first
	asciiOK string // the ASCII characters the rule allows besides ALPHA / DIGIT
	pct     bool   // pct-encoded allowed
	ucs     bool   // ucschar allowed
	private bool   // iprivate allowed
	set     func(p *Parts, v string)
}

const (
	bUnreserved = "-._~"
	bSubDelims  = "!$&'()*+,;="
)

var buildComponents = []buildComponent{
	{ComponentScheme, "a", "+-.", false, false, false, func(p *Parts, v string) { p.Scheme = v }},
	{ComponentUserinfo, "a", bUnreserved + bSubDelims + ":", true, true, false, func(p *Parts, v string) { p.Userinfo = v }},
	{ComponentHost, "a", bUnreserved + bSubDelims, true, true, false, func(p *Parts, v string) { p.Host = v }},
	{ComponentPort, "1", "", false, false, false, func(p *Parts, v string) { p.Port = v }},
	{ComponentPath, "/a", bUnreserved + bSubDelims + ":@/", true, true, false, func(p *Parts, v string) { p.Path = v }},
	{ComponentQuery, "a", bUnreserved + bSubDelims + ":@/?", true, true, true, func(p *Parts, v string) { p.Query = v }},
	{ComponentFragment, "a", bUnreserved + bSubDelims + ":@/?", true, true, false, func(p *Parts, v string) { p.Fragment = v }},
}

// componentStart returns the offset of component c in the recomposition
// of p.
func componentStart(p Parts, c Component) int {
	n := 0
	if c == ComponentScheme {
		return 0
	}
	n += len(p.Scheme) + 1 + 2
	if c == ComponentUserinfo {
		return n
	}
	n += len(p.Userinfo) + 1
	if c == ComponentHost {
		return n
	}
	n += len(p.Host) + 1
	if c == ComponentPort {
		return n
	}
	n += len(p.Port)
	if c == ComponentPath {
		return n
	}
	n += len(p.Path) + 1
	if c == ComponentQuery {
		return n
	}
	return n + len(p.Query) + 1
}

// TestFromPartsRejects puts every ASCII character, malformed
// percent-encodings and non-ASCII characters of every class into each
// component, after a valid start, and checks that FromParts rejects
// exactly what the component's rule rejects, at the offending byte, in
// that component.
func TestFromPartsRejects(t *testing.T) {
	type sample struct {
		v   string
		bad int // offset of the offending byte in v, or -1 when valid
	}
	base := Parts{Scheme: "s", Userinfo: "u", Host: "h", Port: "1", Path: "/p", Query: "q", Fragment: "f"}
	checked := 0
	for _, bc := range buildComponents {
		var samples []sample
		for c := 0; c < utf8.RuneSelf; c++ {
			ok := 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' ||
				strings.IndexByte(bc.asciiOK, byte(c)) >= 0
			if bc.comp == ComponentPort {
				ok = '0' <= c && c <= '9'
			}
			if c == '%' && bc.pct {
				continue // the percent samples below
			}
			bad := 0
			if ok {
				bad = -1
			}
			samples = append(samples, sample{string(rune(c)), bad})
		}
		pct := func(v string, bad int) sample {
			if !bc.pct {
				return sample{v, 0}
			}
			return sample{v, bad}
		}
		samples = append(samples,
			pct("%41", -1), pct("%c3%A9", -1), pct("%", 1), pct("%4", 2), pct("%zz", 1), pct("%4z", 2), pct("%%41", 1))
		ucs := func(v string, ok bool) sample {
			if ok {
				return sample{v, -1}
			}
			return sample{v, 0}
		}
		samples = append(samples,
			ucs("é", bc.ucs), ucs("日本", bc.ucs), ucs("\U00010000", bc.ucs), ucs("\U000E1000", bc.ucs),
			ucs("\u00a0", bc.ucs),                                                                      // ucschar, though ToIRI keeps it encoded
			ucs("\u0080", false), ucs("\ufffe", false), ucs("\ufdd0", false), ucs("\U0001FFFE", false), // not ucschar
			ucs("\u200e", false), ucs("\u202e", false), // bidi formatting, RFC 3987 §4.1
			ucs("\ue000", bc.private), ucs("\U000F0000", bc.private), ucs("\U0010FFFD", bc.private), // iprivate
			ucs("\U000E0001", false),                                                               // a tag: iprivate only in the 3987bis grammar
			sample{"\xff", 0}, sample{"\xc3", 0}, sample{"\xed\xa0\x80", 0}, sample{"\xc0\xaf", 0}, // ill-formed UTF-8
		)
		if bc.comp == ComponentPort || bc.comp == ComponentScheme {
			for i := range samples {
				if samples[i].v[0] >= utf8.RuneSelf {
					samples[i].bad = 0
				}
			}
		}
		for _, sm := range samples {
			p := base
			v := bc.prefix + sm.v
			bc.set(&p, v)
			x, err := FromParts(p)
			checked++
			if sm.bad < 0 {
				if err != nil {
					t.Errorf("%s %q: unexpected error %v", bc.comp, v, err)
				} else if y, perr := Parse(x.String()); perr != nil || y != x {
					t.Errorf("%s %q: FromParts = %+v, Parse = %+v, %v", bc.comp, v, x, y, perr)
				}
				continue
			}
			var pe *ParseError
			if !errors.As(err, &pe) {
				t.Errorf("%s %q: got %v, %v; want a *ParseError", bc.comp, v, x, err)
				continue
			}
			start := componentStart(p, bc.comp)
			want := start + len(bc.prefix) + sm.bad
			if pe.Component != bc.comp || pe.Offset != want {
				t.Errorf("%s %q: error in %s at offset %d, want %s at %d: %v", bc.comp, v, pe.Component, pe.Offset, bc.comp, want, err)
			}
			if x != (IRI{}) {
				t.Errorf("%s %q: got a non-zero IRI with the error", bc.comp, v)
			}
			checkBuildError(t, pe)
		}
	}
	t.Logf("%d component samples", checked)
}

// checkBuildError checks the invariants of a FromParts error: Input is the
// recomposed string, and Rune is the character at Offset.
func checkBuildError(t *testing.T, pe *ParseError) {
	t.Helper()
	if pe.Offset > len(pe.Input) {
		t.Errorf("offset %d beyond the input %q", pe.Offset, pe.Input)
		return
	}
	if pe.Offset == len(pe.Input) {
		if pe.Rune != -1 {
			t.Errorf("%v: Rune %U at the end of the input", pe, pe.Rune)
		}
	} else if r, _ := utf8.DecodeRuneInString(pe.Input[pe.Offset:]); r != pe.Rune &&
		!(pe.Err == ErrInvalidUTF8 && pe.Rune == utf8.RuneError) { // a sequence cut by the end of a component

		t.Errorf("%v: Rune %U, the input has %U there", pe, pe.Rune, r)
	}
	if pe.Rule == "" || pe.Err == nil || pe.Error() == "" {
		t.Errorf("%v: incomplete error %#v", pe, pe)
	}
	if !errors.Is(pe, pe.Err) {
		t.Errorf("%v: errors.Is(err, err.Err) is false", pe)
	}
}

// The structural rules of RFC 3986 §3.3 and §4.2, and errors whose
// offsets are not simply those of a bad character.
func TestFromPartsStructure(t *testing.T) {
	tests := []struct {
		p      Parts
		input  string
		offset int
		comp   Component
		kind   error
	}{
		// §3.3: with an authority the path is empty or begins with "/".
		{Parts{Scheme: "http", Host: "h", Path: "a"}, "http://ha", 8, ComponentPath, ErrInvalidChar},
		{Parts{Host: "h", Path: "a"}, "//ha", 3, ComponentPath, ErrInvalidChar},
		{Parts{HasAuthority: true, Path: "a b"}, "//a b", 2, ComponentPath, ErrInvalidChar}, // the structural error comes first
		// §3.3: without an authority the path does not begin with "//".
		{Parts{Scheme: "foo", Path: "//x"}, "foo://x", 5, ComponentPath, ErrInvalidChar},
		{Parts{Path: "//x"}, "//x", 1, ComponentPath, ErrInvalidChar},
		// §4.2: a relative-path reference has no ":" in its first segment.
		{Parts{Path: "a:b"}, "a:b", 1, ComponentPath, ErrInvalidChar},
		{Parts{Path: "ab:c/d"}, "ab:c/d", 2, ComponentPath, ErrInvalidChar},
		{Parts{Path: "a b:c"}, "a b:c", 1, ComponentPath, ErrInvalidChar}, // the space comes first
		{Parts{Path: ":", Query: "q"}, ":?q", 0, ComponentPath, ErrInvalidChar},
		// Delimiters inside components are errors, never new components.
		{Parts{Scheme: "http", Host: "example.com/x"}, "http://example.com/x", 18, ComponentHost, ErrInvalidChar},
		{Parts{Scheme: "http", Host: "h:80"}, "http://h:80", 8, ComponentHost, ErrInvalidChar},
		{Parts{Scheme: "http", Host: "::1"}, "http://::1", 7, ComponentHost, ErrInvalidChar},
		{Parts{Scheme: "http", Userinfo: "a@b", Host: "h"}, "http://a@b@h", 8, ComponentUserinfo, ErrInvalidChar},
		{Parts{Scheme: "http", Host: "h", Path: "/a?b"}, "http://h/a?b", 10, ComponentPath, ErrInvalidChar},
		{Parts{Scheme: "http", Host: "h", Query: "a#b"}, "http://h?a#b", 10, ComponentQuery, ErrInvalidChar},
		{Parts{Scheme: "http:", Host: "h"}, "http:://h", 4, ComponentScheme, ErrInvalidScheme},
		{Parts{Scheme: "ht tp"}, "ht tp:", 2, ComponentScheme, ErrInvalidScheme},
		// IP literals.
		{Parts{Scheme: "http", Host: "[::1"}, "http://[::1", 11, ComponentHost, ErrInvalidHost},
		{Parts{Scheme: "http", Host: "[::1", Port: "80"}, "http://[::1:80", 11, ComponentHost, ErrInvalidHost},
		{Parts{Scheme: "http", Host: "[::1]x"}, "http://[::1]x", 12, ComponentHost, ErrInvalidHost},
		{Parts{Scheme: "http", Host: "[::1]:80"}, "http://[::1]:80", 12, ComponentHost, ErrInvalidChar},
		{Parts{Scheme: "http", Host: "[1:2:3:4:5:6:7:8:9]"}, "http://[1:2:3:4:5:6:7:8:9]", 23, ComponentHost, ErrInvalidHost},
		{Parts{Scheme: "http", Host: "[v1]"}, "http://[v1]", 10, ComponentHost, ErrInvalidHost},
		// Port digits only; a host that ends in a truncated triplet.
		{Parts{Scheme: "http", Host: "h", Port: "-1"}, "http://h:-1", 9, ComponentPort, ErrInvalidPort},
		{Parts{Scheme: "http", Host: "h", Port: "８"}, "http://h:８", 9, ComponentPort, ErrInvalidPort},
		{Parts{Scheme: "http", Host: "h%4", Port: "1"}, "http://h%4:1", 10, ComponentHost, ErrInvalidPercent},
		{Parts{Scheme: "http", Host: "h", Path: "/%4", Query: "1"}, "http://h/%4?1", 11, ComponentPath, ErrInvalidPercent},
		{Parts{Scheme: "http", Host: "h", Fragment: "%4"}, "http://h#%4", 11, ComponentFragment, ErrInvalidPercent},
	}
	for _, tt := range tests {
		x, err := FromParts(tt.p)
		var pe *ParseError
		if !errors.As(err, &pe) {
			t.Errorf("FromParts(%+v) = %q, %v; want a *ParseError", tt.p, x.String(), err)
			continue
		}
		if pe.Input != tt.input || pe.Offset != tt.offset || pe.Component != tt.comp || !errors.Is(err, tt.kind) {
			t.Errorf("FromParts(%+v): %q offset %d in %s (%v); want %q offset %d in %s (%v)\n%v",
				tt.p, pe.Input, pe.Offset, pe.Component, pe.Err, tt.input, tt.offset, tt.comp, tt.kind, err)
		}
		checkBuildError(t, pe)
	}
}

func TestWithMethods(t *testing.T) {
	x := MustParse("http://user:pw@example.com:8080/a/b?q=1#frag")
	orig := x
	tests := []struct {
		name string
		got  IRI
		err  error
		want string
	}{}
	add := func(name string, got IRI, err error, want string) {
		tests = append(tests, struct {
			name string
			got  IRI
			err  error
			want string
		}{name, got, err, want})
	}
	y, err := x.WithScheme("https")
	add("WithScheme", y, err, "https://user:pw@example.com:8080/a/b?q=1#frag")
	y, err = x.WithScheme("")
	add("WithScheme empty", y, err, "//user:pw@example.com:8080/a/b?q=1#frag")
	y, err = x.WithUserinfo("anna")
	add("WithUserinfo", y, err, "http://anna@example.com:8080/a/b?q=1#frag")
	y, err = x.WithUserinfo("")
	add("WithUserinfo empty", y, err, "http://@example.com:8080/a/b?q=1#frag")
	add("WithoutUserinfo", x.WithoutUserinfo(), nil, "http://example.com:8080/a/b?q=1#frag")
	y, err = x.WithHost("[::1]")
	add("WithHost", y, err, "http://user:pw@[::1]:8080/a/b?q=1#frag")
	y, err = x.WithHost("")
	add("WithHost empty", y, err, "http://user:pw@:8080/a/b?q=1#frag")
	y, err = x.WithPort("443")
	add("WithPort", y, err, "http://user:pw@example.com:443/a/b?q=1#frag")
	y, err = x.WithPort("")
	// "" removes the port, as WithoutPort, never writing "host:" (RFC 3986
	// §3.2.3: an empty port SHOULD be omitted); WithScheme("") removes
	// the scheme alike.
	add("WithPort empty", y, err, "http://user:pw@example.com/a/b?q=1#frag")
	add("WithoutPort", x.WithoutPort(), nil, "http://user:pw@example.com/a/b?q=1#frag")
	y, err = x.WithPath("/ü/./x")
	add("WithPath", y, err, "http://user:pw@example.com:8080/ü/./x?q=1#frag")
	y, err = x.WithPath("")
	add("WithPath empty", y, err, "http://user:pw@example.com:8080?q=1#frag")
	y, err = x.WithQuery("a=b&c=ü")
	add("WithQuery", y, err, "http://user:pw@example.com:8080/a/b?a=b&c=ü#frag")
	y, err = x.WithQuery("")
	add("WithQuery empty", y, err, "http://user:pw@example.com:8080/a/b?#frag")
	add("WithoutQuery", x.WithoutQuery(), nil, "http://user:pw@example.com:8080/a/b#frag")
	y, err = x.WithFragment("sec-2")
	add("WithFragment", y, err, "http://user:pw@example.com:8080/a/b?q=1#sec-2")
	y, err = x.WithFragment("")
	add("WithFragment empty", y, err, "http://user:pw@example.com:8080/a/b?q=1#")
	add("WithoutFragment", x.WithoutFragment(), nil, "http://user:pw@example.com:8080/a/b?q=1")
	// Adding an authority to a reference without one.
	m := MustParse("mailto:user@example.com")
	_, err = m.WithHost("example.org")
	add("mailto WithHost", IRI{}, err, "") // the path does not begin with "/"
	f := MustParse("file:/etc/hosts")
	y, err = f.WithHost("")
	add("file WithHost empty", y, err, "file:///etc/hosts")
	y, err = MustParse("/a").WithPort("80")
	add("relative WithPort", y, err, "//:80/a")
	y, err = MustParse("a:b:c").WithScheme("")
	add("WithScheme removes into a colon", y, err, "")
	y, err = MustParse("http://h:/a").WithPort("")
	add("WithPort empty on an empty port", y, err, "http://h/a")
	y, err = MustParse("/a").WithPort("")
	add("WithPort empty without authority", y, err, "/a")
	y, err = MustParse("http://h/a").WithScheme("")
	add("WithScheme empty", y, err, "//h/a")
	for _, tt := range tests {
		if tt.want == "" {
			var pe *ParseError
			if !errors.As(tt.err, &pe) || pe.Component != ComponentPath {
				t.Errorf("%s: got %q, %v; want a path error", tt.name, tt.got.String(), tt.err)
			}
			continue
		}
		if tt.err != nil || tt.got.String() != tt.want {
			t.Errorf("%s = %q, %v; want %q", tt.name, tt.got.String(), tt.err, tt.want)
			continue
		}
		if p, err := Parse(tt.want); err != nil || p != tt.got {
			t.Errorf("%s = %+v; Parse gives %+v, %v", tt.name, tt.got, p, err)
		}
	}
	if x != orig || x.String() != "http://user:pw@example.com:8080/a/b?q=1#frag" {
		t.Errorf("the receiver changed: %q", x.String())
	}

	// Each With method validates its component.
	bad := []struct {
		name string
		f    func() (IRI, error)
		comp Component
		off  int
	}{
		{"WithScheme", func() (IRI, error) { return x.WithScheme("1http") }, ComponentScheme, 0},
		{"WithUserinfo", func() (IRI, error) { return x.WithUserinfo("a/b") }, ComponentUserinfo, 8},
		{"WithHost", func() (IRI, error) { return x.WithHost("exa mple") }, ComponentHost, 18},
		{"WithPort", func() (IRI, error) { return x.WithPort("80a") }, ComponentPort, 29},
		{"WithPath", func() (IRI, error) { return x.WithPath("a") }, ComponentPath, 31},
		{"WithQuery", func() (IRI, error) { return x.WithQuery("a#") }, ComponentQuery, 37},
		{"WithFragment", func() (IRI, error) { return x.WithFragment("%") }, ComponentFragment, 41},
	}
	for _, tt := range bad {
		y, err := tt.f()
		var pe *ParseError
		if !errors.As(err, &pe) || pe.Component != tt.comp || pe.Offset != tt.off || y != (IRI{}) {
			t.Errorf("%s: %q, %v; want an error in %s at %d", tt.name, y.String(), err, tt.comp, tt.off)
			continue
		}
		checkBuildError(t, pe)
	}
}

// With methods validate only what they change: an IRI of the 3987bis
// grammar (tag characters in the query) keeps its query.
func TestWithKeepsOtherGrammar(t *testing.T) {
	x, err := ParseOptions{Grammar: RFC3987bis}.Parse("http://h/p?\U000E0041#f")
	if err != nil {
		t.Fatal(err)
	}
	y, err := x.WithPath("/q")
	if err != nil || y.String() != "http://h/q?\U000E0041#f" {
		t.Errorf("WithPath = %q, %v", y.String(), err)
	}
	if _, err := FromParts(x.Parts()); !errors.Is(err, ErrInvalidChar) {
		t.Errorf("FromParts of a 3987bis query: %v, want ErrInvalidChar", err)
	}
}

func TestWithoutAllocs(t *testing.T) {
	x := MustParse("http://example.com/a?q#f")
	y := MustParse("http://example.com/a?q")
	var sink IRI
	for name, f := range map[string]func(){
		"WithoutFragment":          func() { sink = x.WithoutFragment() },
		"WithoutQuery no fragment": func() { sink = y.WithoutQuery() },
		"WithoutUserinfo absent":   func() { sink = x.WithoutUserinfo() },
		"WithoutPort absent":       func() { sink = x.WithoutPort() },
	} {
		if n := testing.AllocsPerRun(100, f); n != 0 {
			t.Errorf("%s: %v allocations", name, n)
		}
	}
	_ = sink
}

func TestFromPartsAllocs(t *testing.T) {
	p := Parts{Scheme: "https", Userinfo: "u", Host: "example.com", Port: "8443", Path: "/a/b", Query: "x=1", Fragment: "top"}
	var sink IRI
	if n := testing.AllocsPerRun(100, func() { sink, _ = FromParts(p) }); n != 1 {
		t.Errorf("FromParts: %v allocations, want 1", n)
	}
	_ = sink
}

func TestJoinPath(t *testing.T) {
	tests := []struct {
		base string
		elem []string
		want string
	}{
		{"http://h/a", []string{"b", "c"}, "http://h/a/b/c"},
		{"http://h/a/", []string{"b"}, "http://h/a/b"},
		{"http://h/a/", []string{"/b"}, "http://h/a/b"},
		{"http://h/a", []string{"/b/"}, "http://h/a/b/"},
		{"http://h/a", []string{"b/c", "d"}, "http://h/a/b/c/d"},
		{"http://h/a", []string{"", "b", ""}, "http://h/a/b"},
		{"http://h/a", nil, "http://h/a"},
		{"http://h/a/./b/../c", nil, "http://h/a/c"}, // the base path is cleaned too
		{"http://h", []string{"a"}, "http://h/a"},
		{"http://h", nil, "http://h"},
		{"http://h/a/b", []string{".."}, "http://h/a/"},
		{"http://h/a/b", []string{"../../../.."}, "http://h/"},
		{"http://h/a", []string{"./b/.", "c"}, "http://h/a/b/c"},
		{"http://h/a", []string{"%2E%2E"}, "http://h/a/%2E%2E"}, // not a dot segment
		{"http://h/a", []string{"x//y"}, "http://h/a/x//y"},     // no path.Clean
		{"http://h/a", []string{"ü", "日本"}, "http://h/a/ü/日本"},
		{"http://h/a?q=1#f", []string{"b"}, "http://h/a/b?q=1#f"},
		{"", []string{"a", "b"}, "a/b"},
		{"", []string{"/a"}, "a"},
		{"", []string{"a:b"}, "./a:b"},
		{"/", []string{"a:b"}, "/a:b"},
		{"mailto:", []string{"a@b"}, "mailto:a@b"},
		{"foo:/a", []string{"..//x"}, "foo:/.//x"},
		{"urn:a", []string{"b"}, "urn:a/b"},
		{"a/b", []string{"../../c"}, "c"},
		{"a", []string{"../../.."}, ""},
		{"a/b", []string{".."}, "a/"},
		{"", []string{".//x"}, ".//x"},
		{"foo:a", []string{"..", ".//x"}, "foo:.//x"},
		{"", []string{"a", "..", "b:c"}, "./b:c"},
	}
	for _, tt := range tests {
		got, err := JoinPath(MustParse(tt.base), tt.elem...)
		if err != nil || got.String() != tt.want {
			t.Errorf("JoinPath(%q, %q) = %q, %v; want %q", tt.base, tt.elem, got.String(), err, tt.want)
			continue
		}
		if p, err := Parse(tt.want); err != nil || p != got {
			t.Errorf("JoinPath(%q, %q) = %+v; Parse gives %+v, %v", tt.base, tt.elem, got, p, err)
		}
	}

	// Where the semantics meet (an absolute base path, elements without
	// dot segments, empty segments or a trailing "/"), url.JoinPath agrees.
	for _, tt := range []struct {
		base string
		elem []string
	}{
		{"http://h/a", []string{"b", "c"}},
		{"http://h/a/", []string{"/b", "c/d"}},
		{"https://example.com/api/v1", []string{"users", "42"}},
		{"http://h", []string{"x"}},
	} {
		want, err := url.JoinPath(tt.base, tt.elem...)
		if err != nil {
			t.Fatal(err)
		}
		got, err := JoinPath(MustParse(tt.base), tt.elem...)
		if err != nil || got.String() != want {
			t.Errorf("JoinPath(%q, %q) = %q, %v; url.JoinPath gives %q", tt.base, tt.elem, got.String(), err, want)
		}
	}

	// Elements must be ipath text.
	for _, tt := range []struct {
		elem   string
		offset int
		kind   error
	}{
		{"a b", 1, ErrInvalidChar},
		{"a?b", 1, ErrInvalidChar},
		{"a#b", 1, ErrInvalidChar},
		{"%zz", 1, ErrInvalidPercent},
		{"ab%", 3, ErrInvalidPercent},
		{"\xff", 0, ErrInvalidUTF8},
		{"\u202e", 0, ErrInvalidChar},
		{"\ue000", 0, ErrInvalidChar},
	} {
		got, err := JoinPath(MustParse("http://h/"), "ok", tt.elem)
		var pe *ParseError
		if !errors.As(err, &pe) || pe.Input != tt.elem || pe.Offset != tt.offset || pe.Component != ComponentPath || !errors.Is(err, tt.kind) {
			t.Errorf("JoinPath(%q) = %q, %v; want %v at %d", tt.elem, got.String(), err, tt.kind, tt.offset)
		}
	}
	// Arbitrary text goes through EscapeSegment.
	got, err := JoinPath(MustParse("http://h/files"), EscapeSegment("a/b?c d"))
	if err != nil || got.String() != "http://h/files/a%2Fb%3Fc%20d" {
		t.Errorf("JoinPath with EscapeSegment = %q, %v", got.String(), err)
	}
}
