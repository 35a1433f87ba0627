package iri

import (
	"encoding/json"
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"golang.org/x/net/idna"
)

// Tests for the URI → IRI conversion (RFC 3987 §3.2, 3987bis-13 §4).
//
// The slow reference below follows RFC 3987 §3.2 literally, one step at a
// time on an array of octets, so that each step's output can be compared
// with the worked examples of §3.2.1. It shares no code with fromuri.go:
// components are found as the RFC 3986 Appendix B expression finds them, UTF-8
// well-formedness from Unicode Table 3-7 written out, the character
// classes from the ABNF text and, for the §6.1 choices, from the Unicode
// property tables of package unicode.

// --- the reference -------------------------------------------------------

// u2iForm says where an octet of the intermediate result comes from.
type u2iForm uint8

const (
	u2iLiteral u2iForm = iota // a character of the input, not a triplet
	u2iKept                   // a triplet that step 2 does not decode
	u2iDecoded                // an octet decoded by step 2
	u2iReenc                  // an octet re-encoded by step 3 or 4
)

type u2iOctet struct {
	b     byte
	form  u2iForm
	orig  string // the triplet as written, for u2iKept
	query bool   // the octet is in the query
}

// u2iSplit finds the scheme and the query as the RFC 3986 Appendix B
// expression does,
//
//	^(([^:/?#]+):)?(//([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?
//
// the scheme is the text before a ":" that comes before any "/", "?", "#";
// the query runs from the first "?" before the first "#" to that "#". It
// returns the scheme and the query's bounds (-1, -1 when there is none).
func u2iSplit(s string) (scheme string, qStart, qEnd int) {
	if i := strings.IndexAny(s, ":/?#"); i > 0 && s[i] == ':' {
		scheme = s[:i]
	}
	hash := strings.IndexByte(s, '#')
	if hash < 0 {
		hash = len(s)
	}
	if q := strings.IndexByte(s[:hash], '?'); q >= 0 {
		return scheme, q + 1, hash
	}
	return scheme, -1, -1
}

// u2iStep2Keep reports whether step 2 keeps the triplet of octet v: "%",
// "reserved" (RFC 3986 §2.2: gen-delims and sub-delims) and the US-ASCII
// characters not allowed in URIs (controls, DEL, space, and the "unwise"
// `"<>\^{|}` and backtick of RFC 3987 §3.1).
func u2iStep2Keep(v byte) bool {
	const genDelims = ":/?#[]@"
	const subDelims = "!$&'()*+,;="
	const unwise = " \"<>\\^`{|}"
	return v == '%' || strings.IndexByte(genDelims+subDelims+unwise, v) >= 0 ||
		v < 0x20 || v == 0x7F
}

// u2iWellFormed returns the length of the well-formed UTF-8 sequence at
// the start of b, or 0 (The Unicode Standard, Table 3-7).
func u2iWellFormed(b []byte) int {
	in := func(i int, lo, hi byte) bool { return i < len(b) && b[i] >= lo && b[i] <= hi }
	switch {
	case len(b) == 0:
		return 0
	case b[0] <= 0x7F:
		return 1
	case in(0, 0xC2, 0xDF) && in(1, 0x80, 0xBF):
		return 2
	case in(0, 0xE0, 0xE0) && in(1, 0xA0, 0xBF) && in(2, 0x80, 0xBF),
		in(0, 0xE1, 0xEC) && in(1, 0x80, 0xBF) && in(2, 0x80, 0xBF),
		in(0, 0xED, 0xED) && in(1, 0x80, 0x9F) && in(2, 0x80, 0xBF),
		in(0, 0xEE, 0xEF) && in(1, 0x80, 0xBF) && in(2, 0x80, 0xBF):
		return 3
	case in(0, 0xF0, 0xF0) && in(1, 0x90, 0xBF) && in(2, 0x80, 0xBF) && in(3, 0x80, 0xBF),
		in(0, 0xF1, 0xF3) && in(1, 0x80, 0xBF) && in(2, 0x80, 0xBF) && in(3, 0x80, 0xBF),
		in(0, 0xF4, 0xF4) && in(1, 0x80, 0x8F) && in(2, 0x80, 0xBF) && in(3, 0x80, 0xBF):
		return 4
	}
	return 0
}

// u2iRanges is a list of inclusive code point ranges.
type u2iRanges [][2]rune

func (rs u2iRanges) has(r rune) bool {
	for _, g := range rs {
		if r >= g[0] && r <= g[1] {
			return true
		}
	}
	return false
}

var (
	// RFC 3987 §2.2 ucschar, transcribed.
	u2iUcschar = u2iRanges{{0xA0, 0xD7FF}, {0xF900, 0xFDCF}, {0xFDF0, 0xFFEF},
		{0x10000, 0x1FFFD}, {0x20000, 0x2FFFD}, {0x30000, 0x3FFFD},
		{0x40000, 0x4FFFD}, {0x50000, 0x5FFFD}, {0x60000, 0x6FFFD},
		{0x70000, 0x7FFFD}, {0x80000, 0x8FFFD}, {0x90000, 0x9FFFD},
		{0xA0000, 0xAFFFD}, {0xB0000, 0xBFFFD}, {0xC0000, 0xCFFFD},
		{0xD0000, 0xDFFFD}, {0xE1000, 0xEFFFD}}
	// RFC 3987 §2.2 iprivate; 3987bis-13 §12.2.3 adds the tags.
	u2iIprivate    = u2iRanges{{0xE000, 0xF8FF}, {0xF0000, 0xFFFFD}, {0x100000, 0x10FFFD}}
	u2iIprivateBis = append(u2iRanges{{0xE0000, 0xE0FFF}}, u2iIprivate...)
	// RFC 3987 §4.1 (LRM, RLM, LRE, RLE, PDF, LRO, RLO) and, by D-16, ALM
	// and the isolates.
	u2iBidi = u2iRanges{{0x200E, 0x200F}, {0x202A, 0x202E}, {0x061C, 0x061C}, {0x2066, 0x2069}}
)

// u2iDefaultIgnorable is Default_Ignorable_Code_Point as DerivedCoreProperties
// defines it: Other_Default_Ignorable_Code_Point + Cf + Variation_Selector
// - White_Space - FFF9..FFFB - 13430..1343F - Prepended_Concatenation_Mark.
func u2iDefaultIgnorable(r rune) bool {
	if unicode.Is(unicode.White_Space, r) || (r >= 0xFFF9 && r <= 0xFFFB) ||
		(r >= 0x13430 && r <= 0x1343F) || unicode.Is(unicode.Prepended_Concatenation_Mark, r) {
		return false
	}
	return unicode.Is(unicode.Other_Default_Ignorable_Code_Point, r) ||
		unicode.Is(unicode.Cf, r) || unicode.Is(unicode.Variation_Selector, r)
}

// u2iDiscouraged is the documented RFC 3987 §6.1 set: non-ASCII
// White_Space and Default_Ignorable_Code_Point.
func u2iDiscouraged(r rune) bool {
	return r >= 0x80 && (unicode.Is(unicode.White_Space, r) || u2iDefaultIgnorable(r))
}

// u2iAppropriate is step 4's test for the character r in a component.
func u2iAppropriate(r rune, query bool, c ToIRIOptions) bool {
	if u2iUcschar.has(r) && !u2iBidi.has(r) && (c.DecodeDiscouraged || !u2iDiscouraged(r)) {
		return true
	}
	priv := u2iIprivate
	if c.Grammar == RFC3987bis {
		priv = u2iIprivateBis
	}
	return query && priv.has(r)
}

// u2iSteps holds the result of each step in the notation of RFC 3987
// §3.2.1: octets as "<hh>", triplets as written or re-encoded ("%HH").
type u2iSteps [6]string // [1] to [5]; [0] unused

// u2iReference runs RFC 3987 §3.2 step by step (only steps 1-5; host
// conversion is tested on its own), honouring the ToIRIOptions's
// KeepQueryEncoded, Grammar and DecodeDiscouraged.
func u2iReference(uri string, c ToIRIOptions) u2iSteps {
	var st u2iSteps
	st[1] = uri
	scheme, qStart, qEnd := u2iSplit(uri)
	scheme = strings.ToLower(scheme)
	keepQuery := c.KeepQueryEncoded && (scheme == "http" || scheme == "https")
	isHex := func(b byte) bool { return strings.IndexByte("0123456789ABCDEFabcdef", b) >= 0 }

	// Step 2. A query that KeepQueryEncoded keeps is taken as it is.
	oct := make([]u2iOctet, 0, len(uri))
	for i := 0; i < len(uri); {
		q := i >= qStart && i < qEnd
		if uri[i] == '%' && i+2 < len(uri) && isHex(uri[i+1]) && isHex(uri[i+2]) && !(q && keepQuery) {
			v := u2iHexByte(uri[i+1 : i+3])
			if u2iStep2Keep(v) {
				oct = append(oct, u2iOctet{b: v, form: u2iKept, orig: uri[i : i+3], query: q})
			} else {
				oct = append(oct, u2iOctet{b: v, form: u2iDecoded, query: q})
			}
			i += 3
			continue
		}
		oct = append(oct, u2iOctet{b: uri[i], form: u2iLiteral, query: q})
		i++
	}
	st[2] = u2iRender(oct, false)

	// Step 3: decoded octets >= 0x80 must start, or continue, a well-formed
	// sequence made of decoded octets only.
	for i := 0; i < len(oct); {
		if oct[i].form != u2iDecoded || oct[i].b < 0x80 {
			i++
			continue
		}
		var run []byte
		for j := i; j < len(oct) && j < i+4 && oct[j].form == u2iDecoded; j++ {
			run = append(run, oct[j].b)
		}
		if n := u2iWellFormed(run); n > 1 {
			i += n
			continue
		}
		oct[i].form = u2iReenc
		i++
	}
	st[3] = u2iRender(oct, false)

	// Step 4.
	for i := 0; i < len(oct); {
		if oct[i].form != u2iDecoded || oct[i].b < 0x80 {
			i++
			continue
		}
		var run []byte
		for j := i; j < len(oct) && j < i+4 && oct[j].form == u2iDecoded; j++ {
			run = append(run, oct[j].b)
		}
		n := u2iWellFormed(run)
		r := u2iCodePoint(run[:n])
		if !u2iAppropriate(r, oct[i].query, c) {
			for j := i; j < i+n; j++ {
				oct[j].form = u2iReenc
			}
		}
		i += n
	}
	st[4] = u2iRender(oct, false)

	// Step 5, with every triplet in uppercase hex (§3.2.1, third example);
	// a query kept by KeepQueryEncoded stays as written.
	st[5] = u2iRender(oct, true)
	return st
}

// u2iCodePoint decodes a well-formed sequence by hand.
func u2iCodePoint(b []byte) rune {
	switch len(b) {
	case 2:
		return rune(b[0]&0x1F)<<6 | rune(b[1]&0x3F)
	case 3:
		return rune(b[0]&0x0F)<<12 | rune(b[1]&0x3F)<<6 | rune(b[2]&0x3F)
	case 4:
		return rune(b[0]&0x07)<<18 | rune(b[1]&0x3F)<<12 | rune(b[2]&0x3F)<<6 | rune(b[3]&0x3F)
	}
	panic("u2iCodePoint: bad length")
}

// u2iRender writes octets in the notation of §3.2.1 (final == false) or as
// the final string (final == true).
func u2iRender(oct []u2iOctet, final bool) string {
	const hex = "0123456789abcdef"
	var b strings.Builder
	for _, o := range oct {
		switch {
		case o.form == u2iLiteral:
			b.WriteByte(o.b)
		case o.form == u2iKept && !final:
			b.WriteString(o.orig)
		case o.form == u2iKept || o.form == u2iReenc:
			const upper = "0123456789ABCDEF"
			b.WriteByte('%')
			b.WriteByte(upper[o.b>>4])
			b.WriteByte(upper[o.b&15])
		case o.form == u2iDecoded && (final || o.b < 0x80):
			b.WriteByte(o.b)
		default: // a decoded octet >= 0x80 before step 5
			b.WriteByte('<')
			b.WriteByte(hex[o.b>>4])
			b.WriteByte(hex[o.b&15])
			b.WriteByte('>')
		}
	}
	return b.String()
}

// u2iHexByte parses two hex digits.
func u2iHexByte(h string) byte {
	v, err := strconv.ParseUint(h, 16, 8)
	if err != nil {
		panic(err)
	}
	return byte(v)
}

// --- helpers ---------------------------------------------------------------

// toURIForTest is a minimal IRI → URI mapping (RFC 3987 §3.1 step 2) for
// the properties below: in a valid IRI every non-ASCII byte belongs to a
// ucschar or iprivate character, so encoding every such byte is the
// mapping. It is independent of tomap.go on purpose.
func toURIForTest(x IRI) IRI {
	s := x.String()
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if c := s[i]; c >= 0x80 {
			fmt.Fprintf(&b, "%%%02X", c)
		} else {
			b.WriteByte(c)
		}
	}
	u, err := ParseURI(b.String())
	if err != nil {
		panic("toURIForTest: " + err.Error())
	}
	return u
}

// u2iPctNormalize is RFC 3986 §6.2.2.1/§6.2.2.2 on the triplets only:
// uppercase hex, and unreserved characters decoded.
func u2iPctNormalize(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '%' && i+2 < len(s) {
			v := u2iHexByte(s[i+1 : i+3])
			if v < 0x80 && (unicode.IsLetter(rune(v)) || unicode.IsDigit(rune(v)) || strings.IndexByte("-._~", v) >= 0) {
				b.WriteByte(v)
			} else {
				fmt.Fprintf(&b, "%%%02X", v)
			}
			i += 2
			continue
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

// u2iCheck checks the invariants of one conversion of the URI reference
// in with c (without IDNA): the result is a valid IRI whose offsets
// are those a fresh parse gives, it matches the reference, ToIRI is
// idempotent, and it maps back to in under percent-encoding normalization.
func u2iCheck(t *testing.T, c ToIRIOptions, in string) IRI {
	t.Helper()
	u, err := ParseURI(in)
	if err != nil {
		t.Fatalf("ParseURI(%q): %v", in, err)
	}
	y, ok := c.toIRI(u)
	if !ok {
		t.Fatalf("%+v.ToIRI(%q): output does not parse", c, in)
	}
	p := ParseOptions{Grammar: c.Grammar}
	z, err := p.Parse(y.String())
	if err != nil {
		t.Errorf("ToIRI(%q) = %q, which does not parse: %v", in, y, err)
	} else if z != y {
		t.Errorf("ToIRI(%q): offsets %+v, a fresh parse gives %+v", in, y, z)
	}
	if want := u2iReference(in, c)[5]; y.String() != want {
		t.Errorf("%+v.ToIRI(%q) = %q, reference says %q", c, in, y, want)
	}
	if again := c.ToIRI(y); again != y {
		t.Errorf("ToIRI not idempotent on %q: %q then %q", in, y, again)
	}
	if back := toURIForTest(y).String(); u2iPctNormalize(back) != u2iPctNormalize(in) {
		t.Errorf("ToURI(ToIRI(%q)) = %q, not equivalent under percent-encoding normalization", in, back)
	}
	if c.isZero() && u.ToIRI() != y {
		t.Errorf("IRI.ToIRI and ToIRIOptions{}.ToIRI differ on %q", in)
	}
	return y
}

// isZero reports whether c is the zero ToIRIOptions.
func (c ToIRIOptions) isZero() bool {
	return !c.IDNA && len(c.Schemes) == 0 && !c.KeepQueryEncoded && c.Grammar == RFC3987 && !c.DecodeDiscouraged
}

// u2iEnc returns the uppercase triplets of r's UTF-8 form.
func u2iEnc(r rune) string {
	var b strings.Builder
	for _, c := range []byte(string(r)) {
		fmt.Fprintf(&b, "%%%02X", c)
	}
	return b.String()
}

// --- RFC 3987 §3.2.1 -------------------------------------------------------

// TestToIRIRFC3987Examples runs the three examples of RFC 3987 §3.2.1
// ("D%C3%BCrst", "D%FCrst", "xn--99zt52a") through the reference, comparing every
// intermediate step with the RFC, and the final result through ToIRI.
func TestToIRIRFC3987Examples(t *testing.T) {
	tests := []struct {
		id    string
		steps u2iSteps
	}{
		{"RFC 3987 §3.2.1 example 1", u2iSteps{1: "http://www.example.org/D%C3%BCrst",
			2: "http://www.example.org/D<c3><bc>rst",
			3: "http://www.example.org/D<c3><bc>rst",
			4: "http://www.example.org/D<c3><bc>rst",
			5: "http://www.example.org/D\u00FCrst"}},
		{"RFC 3987 §3.2.1 example 2", u2iSteps{1: "http://www.example.org/D%FCrst",
			2: "http://www.example.org/D<fc>rst",
			3: "http://www.example.org/D%FCrst",
			4: "http://www.example.org/D%FCrst",
			5: "http://www.example.org/D%FCrst"}},
		{"RFC 3987 §3.2.1 example 3", u2iSteps{1: "http://xn--99zt52a.example.org/%e2%80%ae",
			2: "http://xn--99zt52a.example.org/<e2><80><ae>",
			3: "http://xn--99zt52a.example.org/<e2><80><ae>",
			4: "http://xn--99zt52a.example.org/%E2%80%AE",
			5: "http://xn--99zt52a.example.org/%E2%80%AE"}},
	}
	for _, tt := range tests {
		got := u2iReference(tt.steps[1], ToIRIOptions{})
		for i := 1; i <= 5; i++ {
			if got[i] != tt.steps[i] {
				t.Errorf("%s step %d: reference gives %q, RFC 3987 §3.2.1 says %q", tt.id, i, got[i], tt.steps[i])
			}
		}
		y := u2iCheck(t, ToIRIOptions{}, tt.steps[1])
		if y.String() != tt.steps[5] {
			t.Errorf("%s: ToIRI(%q) = %q, want %q", tt.id, tt.steps[1], y, tt.steps[5])
		}
		if x, err := FromURI(tt.steps[1]); err != nil || x != y {
			t.Errorf("%s: FromURI(%q) = %q, %v; want %q", tt.id, tt.steps[1], x, err, y)
		}
	}
}

// --- RFC 3987 §3.2 -------------------------------------------------------------

var (
	u2iBis       = ToIRIOptions{Grammar: RFC3987bis}
	u2iHosts     = ToIRIOptions{IDNA: true}
	u2iKeepQuery = ToIRIOptions{KeepQueryEncoded: true}
	u2iDecodeAll = ToIRIOptions{DecodeDiscouraged: true}
)

// u2iVectors are the URI → IRI examples of RFC 3987 §3.2 and 3987bis-13 §4
// (the three of RFC 3987 §3.2.1 also appear step by step above), each with
// its clause.
var u2iVectors = []struct {
	id   string
	conv ToIRIOptions
	in   string
	want string
}{
	{"RFC 3987 §3.2.1 example 1", ToIRIOptions{}, "http://www.example.org/D%C3%BCrst", "http://www.example.org/D\u00FCrst"},
	{"RFC 3987 §3.2.1 example 2", ToIRIOptions{}, "http://www.example.org/D%FCrst", "http://www.example.org/D%FCrst"},
	{"RFC 3987 §3.2.1 example 3", ToIRIOptions{}, "http://xn--99zt52a.example.org/%e2%80%ae", "http://xn--99zt52a.example.org/%E2%80%AE"},
	{"RFC 3987 §3.2.1 (MAY); 3987bis-13 §4.2 step 7 (SHOULD)", u2iHosts, "http://xn--99zt52a.example.org/%e2%80%ae", "http://\u7D0D\u8C46.example.org/%E2%80%AE"},
	{"RFC 3987 §3.2; 3987bis-13 §4.2", ToIRIOptions{}, "http://www.example.org/r%E9sum%E9.html", "http://www.example.org/r%E9sum%E9.html"},
	{"RFC 3987 §6.4; 3987bis-13 §5.4", ToIRIOptions{}, "http://www.example.org/r%C3%A9sum%C3%A9.html", "http://www.example.org/r\u00E9sum\u00E9.html"},
	{"RFC 3987 §6.4", ToIRIOptions{}, "http://www.example.org/r%E9sum%E9.xml#r%C3%A9sum%C3%A9", "http://www.example.org/r%E9sum%E9.xml#r\u00E9sum\u00E9"},
	{"RFC 3987 Authors' Addresses", ToIRIOptions{}, "http://www.w3.org/People/D%C3%BCrst/", "http://www.w3.org/People/D\u00FCrst/"},
	{"RFC 3987 §8", ToIRIOptions{}, "http://example.org/%C0%AF..", "http://example.org/%C0%AF.."},
	{"RFC 3987 §3.2 step 2", ToIRIOptions{}, "http://example.org/a%2Fb%3F%25%20c%23", "http://example.org/a%2Fb%3F%25%20c%23"},
	{"RFC 3987 §3.2", ToIRIOptions{}, "http://example.org/%7Euser", "http://example.org/~user"},
	{"RFC 3987 §2.2", ToIRIOptions{}, "http://example.org/%EF%BF%BD", "http://example.org/%EF%BF%BD"},
	{"RFC 3987 §4.1", ToIRIOptions{}, "http://example.org/%E2%80%8E", "http://example.org/%E2%80%8E"},
	{"RFC 3987 §2.2", ToIRIOptions{}, "http://example.org/%EE%80%80?%EE%80%80", "http://example.org/%EE%80%80?\uE000"},
	{"RFC 3987 §3.2 step 3", ToIRIOptions{}, "http://example.org/%ED%A0%80", "http://example.org/%ED%A0%80"},
	{"RFC 3987 §3.2 step 3 (truncated UTF-8)", ToIRIOptions{}, "http://example.org/%C3", "http://example.org/%C3"},
	{"RFC 3987 §3.2 step 3 (invalid continuation)", ToIRIOptions{}, "http://example.org/%C3%28", "http://example.org/%C3%28"},
	{"RFC 3987 §2.2 / 3987bis-13 §12.2.3", ToIRIOptions{}, "http://example.org/%F3%A0%80%81?%F3%A0%80%81", "http://example.org/%F3%A0%80%81?%F3%A0%80%81"},
	{"RFC 3987 §2.2 / 3987bis-13 §12.2.3", u2iBis, "http://example.org/%F3%A0%80%81?%F3%A0%80%81", "http://example.org/%F3%A0%80%81?\U000E0001"},
	{"choice; RFC 3987 §3.2; 3987bis-13 §4.2", ToIRIOptions{}, "http://example.org/a%C2%A0b", "http://example.org/a%C2%A0b"},
	{"choice; RFC 3987 §3.2; 3987bis-13 §4.2", u2iDecodeAll, "http://example.org/a%C2%A0b", "http://example.org/a\u00A0b"},
	{"RFC 3987 §3.2 step 2", ToIRIOptions{}, "http://example.org/%41%42", "http://example.org/AB"},
}

func TestToIRIDigestVectors(t *testing.T) {
	for _, v := range u2iVectors {
		u := MustParse(v.in)
		got := v.conv.ToIRI(u)
		if got.String() != v.want {
			t.Errorf("%s: %+v.ToIRI(%q) = %q, want %q", v.id, v.conv, v.in, got, v.want)
		}
		if !v.conv.IDNA {
			u2iCheck(t, v.conv, v.in)
		}
	}
}

// TestToIRISharedVectors runs the URI → IRI pairs of
// testdata/conversion/iri-uri-conversion-vectors.json (uri-js, from RFC 3987
// §3.2.1 with the scheme "uri:"); "options domainHost" is IDNA.
func TestToIRISharedVectors(t *testing.T) {
	data, err := os.ReadFile("testdata/conversion/iri-uri-conversion-vectors.json")
	if err != nil {
		t.Fatal(err)
	}
	var cases []struct {
		IRI, URI, Direction, Source, Note string
	}
	if err := json.Unmarshal(data, &cases); err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, tc := range cases {
		if tc.Direction != "uri->iri" {
			continue
		}
		n++
		c := ToIRIOptions{}
		if strings.HasPrefix(tc.Note, "options domainHost") {
			// uri-js converts hosts of any scheme with this option.
			c = ToIRIOptions{IDNA: true, Schemes: Schemes{"uri": {DNSHost: true}}}
		}
		u, err := ParseURI(tc.URI)
		if err != nil {
			t.Errorf("%s: ParseURI: %v", tc.URI, err)
			continue
		}
		if got := c.ToIRI(u).String(); got != tc.IRI {
			t.Errorf("%+v.ToIRI(%q) = %q, want %q (%s)", c, tc.URI, got, tc.IRI, tc.Source)
		}
	}
	if n == 0 {
		t.Fatal("no uri->iri vectors found")
	}
	t.Logf("%d uri->iri vectors", n)
}

// --- byte classes ------------------------------------------------------------

// u2iSlots are the places a triplet can be put in a URI reference; %s is
// replaced by the triplets. query says whether it is the query.
var u2iSlots = []struct {
	name  string
	tmpl  string
	query bool
}{
	{"userinfo", "http://u%s@example.org/", false},
	{"host", "http://a%s.example/", false},
	{"path", "http://example.org/a%sb", false},
	{"path-rootless", "urn:x:%s", false},
	{"relative-path", "a%sb", false},
	{"query", "http://example.org/?q=%s", true},
	{"fragment", "http://example.org/#f%s", false},
}

// TestToIRIReservedAndUnsafeASCII: step 2 keeps "%", every reserved
// character and every ASCII character not allowed in URIs, in every
// component, and in uppercase hex; it decodes every unreserved character.
func TestToIRIReservedAndUnsafeASCII(t *testing.T) {
	for v := 0; v < 0x80; v++ {
		unreserved := v >= 'A' && v <= 'Z' || v >= 'a' && v <= 'z' || v >= '0' && v <= '9' || strings.IndexByte("-._~", byte(v)) >= 0
		for _, hex := range []string{fmt.Sprintf("%%%02X", v), fmt.Sprintf("%%%02x", v)} {
			for _, sl := range u2iSlots {
				in := fmt.Sprintf(sl.tmpl, hex)
				if _, err := ParseURI(in); err != nil {
					continue // e.g. a host that turned into an IP address
				}
				want := fmt.Sprintf(sl.tmpl, fmt.Sprintf("%%%02X", v))
				if unreserved {
					want = fmt.Sprintf(sl.tmpl, string(rune(v)))
				}
				got := u2iCheck(t, ToIRIOptions{}, in)
				if got.String() != want {
					t.Errorf("%s: ToIRI(%q) = %q, want %q", sl.name, in, got, want)
				}
			}
		}
	}
	// Spelled out, as the RFC lists them.
	for _, in := range []string{
		"http://example.org/%25%3A%2F%3F%23%5B%5D%40%21%24%26%27%28%29%2A%2B%2C%3B%3D",
		"http://example.org/%20%22%3C%3E%5C%5E%60%7B%7C%7D%7F%00%09%0A%0D%1F",
	} {
		if got := u2iCheck(t, ToIRIOptions{}, in).String(); got != in {
			t.Errorf("ToIRI(%q) = %q, want it unchanged", in, got)
		}
	}
	if got := u2iCheck(t, ToIRIOptions{}, "http://example.org/%2f%3a%25%7e%5b").String(); got != "http://example.org/%2F%3A%25~%5B" {
		t.Errorf("hex case: got %q", got)
	}
}

// TestToIRIInvalidUTF8: step 3 re-encodes every octet that is not part of a
// strictly well-formed UTF-8 sequence.
func TestToIRIInvalidUTF8(t *testing.T) {
	tests := []struct{ name, in, want string }{
		{"lone continuation", "%80", "%80"},
		{"lone continuation BF", "%bf", "%BF"},
		{"two continuations", "%80%80", "%80%80"},
		{"truncated 2", "%C3", "%C3"},
		{"truncated 2 before ASCII", "%C3A", "%C3A"},
		{"truncated 3", "%E2%82", "%E2%82"},
		{"truncated 4", "%F0%9F%98", "%F0%9F%98"},
		{"truncated then valid", "%E2%82%C3%BC", "%E2%82\u00FC"},
		{"bad continuation", "%C3%28", "%C3%28"},
		{"bad continuation decoded", "%C3%41", "%C3A"},
		{"interrupted by literal", "%E2a%80%AE", "%E2a%80%AE"},
		{"interrupted by kept triplet", "%E2%2F%80", "%E2%2F%80"},
		{"C0", "%C0%80", "%C0%80"},
		{"C1", "%C1%BF", "%C1%BF"},
		{"overlong slash", "%C0%AF", "%C0%AF"},
		{"overlong 3", "%E0%80%AF", "%E0%80%AF"},
		{"overlong 3 max", "%E0%9F%BF", "%E0%9F%BF"},
		{"overlong 4", "%F0%80%80%AF", "%F0%80%80%AF"},
		{"overlong 4 max", "%F0%8F%BF%BF", "%F0%8F%BF%BF"},
		{"surrogate high", "%ED%A0%80", "%ED%A0%80"},
		{"surrogate low", "%ED%BF%BF", "%ED%BF%BF"},
		{"surrogate pair", "%ED%A0%BD%ED%B2%A9", "%ED%A0%BD%ED%B2%A9"},
		{"above U+10FFFF", "%F4%90%80%80", "%F4%90%80%80"},
		{"F5", "%F5%80%80%80", "%F5%80%80%80"},
		{"FE FF", "%FE%FF", "%FE%FF"},
		{"latin-1", "r%E9sum%E9", "r%E9sum%E9"},
		{"lowercase kept", "%e9%c3%bc", "%E9\u00FC"},
		{"valid after invalid lead", "%FF%C3%BC", "%FF\u00FC"},
		{"last valid 2", "%DF%BF", "\u07FF"},
		{"first valid 3", "%E0%A0%80", "\u0800"},
		{"last before surrogates", "%ED%9F%BF", "\uD7FF"},
		{"first valid 4", "%F0%90%80%80", "\U00010000"},
		{"last valid 4", "%F4%8F%BF%BD", "%F4%8F%BF%BD"}, // U+10FFFD: iprivate, not in a path
	}
	for _, tt := range tests {
		for _, sl := range u2iSlots {
			in := fmt.Sprintf(sl.tmpl, tt.in)
			if _, err := ParseURI(in); err != nil {
				continue
			}
			got := u2iCheck(t, ToIRIOptions{}, in)
			want := fmt.Sprintf(sl.tmpl, tt.want)
			if sl.query && tt.name == "last valid 4" {
				want = fmt.Sprintf(sl.tmpl, "\U0010FFFD")
			}
			if got.String() != want {
				t.Errorf("%s in %s: ToIRI(%q) = %q, want %q", tt.name, sl.name, in, got, want)
			}
		}
	}
}

// TestToIRICodePointClasses: step 4 at the edges of every range that
// RFC 3987 §2.2 and §4.1 exclude, with the private-use ranges in each
// component and the §6.1 defaults.
func TestToIRICodePointClasses(t *testing.T) {
	const (
		never   = iota // kept in every component
		always         // decoded in every component
		query          // decoded in the query only (iprivate)
		bisTag         // decoded in the query only with the 3987bis grammar
		discour        // kept unless DecodeDiscouraged
	)
	tests := []struct {
		r    rune
		kind int
		why  string
	}{
		{0x80, never, "C1 control"},
		{0x85, never, "NEL"},
		{0x9F, never, "C1 control"},
		{0xA0, discour, "NBSP"},
		{0xA1, always, "first ucschar after NBSP"},
		{0xFC, always, "u-umlaut"},
		{0xD7FF, always, "last before surrogates"},
		{0xE000, query, "iprivate"},
		{0xF8FF, query, "iprivate"},
		{0xF900, always, "CJK compatibility"},
		{0xFDCF, always, "last before U+FDD0"},
		{0xFDD0, never, "noncharacter"},
		{0xFDEF, never, "noncharacter"},
		{0xFDF0, always, "first after noncharacters"},
		{0xFFEF, always, "last ucschar of the BMP"},
		{0xFFF0, never, "Specials"},
		{0xFFF9, never, "interlinear annotation"},
		{0xFFFC, never, "object replacement"},
		{0xFFFD, never, "replacement character"},
		{0xFFFE, never, "noncharacter"},
		{0xFFFF, never, "noncharacter"},
		{0x10000, always, "first of plane 1"},
		{0x10300, always, "Old Italic"},
		{0x1FFFD, always, "last of plane 1"},
		{0x1FFFE, never, "noncharacter"},
		{0x1FFFF, never, "noncharacter"},
		{0x20000, always, "CJK ext B"},
		{0x2FFFE, never, "noncharacter"},
		{0xDFFFD, always, "last of plane 13"},
		{0xDFFFF, never, "noncharacter"},
		{0xE0000, bisTag, "tag"},
		{0xE0001, bisTag, "LANGUAGE TAG"},
		{0xE0100, bisTag, "variation selector supplement"},
		{0xE0FFF, bisTag, "last tag"},
		{0xE1000, always, "first ucschar of plane 14 after tags"},
		{0xEFFFD, always, "last ucschar"},
		{0xEFFFE, never, "noncharacter"},
		{0xF0000, query, "plane 15 iprivate"},
		{0xFFFFD, query, "plane 15 iprivate"},
		{0xFFFFE, never, "noncharacter"},
		{0x100000, query, "plane 16 iprivate"},
		{0x10FFFD, query, "plane 16 iprivate"},
		{0x10FFFF, never, "noncharacter"},
		{0x200E, never, "LRM"},
		{0x200F, never, "RLM"},
		{0x202A, never, "LRE"},
		{0x202B, never, "RLE"},
		{0x202C, never, "PDF"},
		{0x202D, never, "LRO"},
		{0x202E, never, "RLO"},
		{0x061C, never, "ALM"},
		{0x2066, never, "LRI"},
		{0x2067, never, "RLI"},
		{0x2068, never, "FSI"},
		{0x2069, never, "PDI"},
		{0x00AD, discour, "soft hyphen"},
		{0x034F, discour, "CGJ"},
		{0x115F, discour, "Hangul choseong filler"},
		{0x1680, discour, "Ogham space"},
		{0x180E, discour, "Mongolian vowel separator"},
		{0x2000, discour, "en quad"},
		{0x200A, discour, "hair space"},
		{0x200B, discour, "ZWSP"},
		{0x200C, discour, "ZWNJ"},
		{0x200D, discour, "ZWJ"},
		{0x2028, discour, "line separator"},
		{0x2029, discour, "paragraph separator"},
		{0x202F, discour, "NNBSP"},
		{0x205F, discour, "MMSP"},
		{0x2060, discour, "word joiner"},
		{0x2064, discour, "invisible plus"},
		{0x206F, discour, "nominal digit shapes"},
		{0x3000, discour, "ideographic space"},
		{0x3164, discour, "Hangul filler"},
		{0xFE00, discour, "VS1"},
		{0xFE0F, discour, "VS16"},
		{0xFEFF, discour, "BOM"},
		{0xFFA0, discour, "halfwidth Hangul filler"},
		{0x1BCA0, discour, "shorthand format letter overlap"},
		{0x1D173, discour, "musical begin beam"},
		{0x1D17A, discour, "musical end phrase"},
		{0x0600, always, "Arabic number sign (Cf, visible)"},
		{0x2010, always, "hyphen"},
		{0xFF0F, always, "fullwidth solidus (look-alike, left to lints)"},
	}
	convs := []ToIRIOptions{{}, u2iBis, u2iDecodeAll, {Grammar: RFC3987bis, DecodeDiscouraged: true}}
	for _, tt := range tests {
		enc := u2iEnc(tt.r)
		for _, c := range convs {
			for _, sl := range u2iSlots {
				in := fmt.Sprintf(sl.tmpl, enc)
				var decoded bool
				switch tt.kind {
				case always:
					decoded = true
				case query:
					decoded = sl.query
				case bisTag:
					decoded = sl.query && c.Grammar == RFC3987bis
				case discour:
					decoded = c.DecodeDiscouraged
				}
				want := fmt.Sprintf(sl.tmpl, enc)
				if decoded {
					want = fmt.Sprintf(sl.tmpl, string(tt.r))
				}
				got := u2iCheck(t, c, in)
				if got.String() != want {
					t.Errorf("U+%04X (%s) in %s with %+v: ToIRI(%q) = %q, want %q", tt.r, tt.why, sl.name, c, in, got, want)
				}
				// Lowercase hex gives the same result.
				lower := strings.Replace(in, enc, strings.ToLower(enc), 1)
				if got2 := c.ToIRI(MustParse(lower)); got2.String() != got.String() {
					t.Errorf("U+%04X in %s: lowercase %q gives %q, uppercase %q", tt.r, sl.name, lower, got2, got)
				}
			}
		}
	}
}

// TestToIRIEveryCodePoint converts every code point, 256 per URI, in the
// path, the query and the fragment, under two grammar and §6.1 settings,
// and compares with what step 4's reference test says.
func TestToIRIEveryCodePoint(t *testing.T) {
	convs := []ToIRIOptions{{}, {Grammar: RFC3987bis, DecodeDiscouraged: true}}
	const upper = "0123456789ABCDEF"
	var in, want [2]strings.Builder
	var enc []byte
	for base := rune(0x80); base < 0x110000; base += 256 {
		for ci := range convs {
			in[ci].Reset()
			want[ci].Reset()
		}
		for k, comp := range []string{"http://x/", "?", "#"} {
			for ci := range convs {
				in[ci].WriteString(comp)
				want[ci].WriteString(comp)
			}
			for r := base; r < base+256; r++ {
				enc = enc[:0]
				if r >= 0xD800 && r <= 0xDFFF {
					// Surrogates: their (ill-formed) three octets.
					enc = append(enc, "%ED%"...)
					enc = append(enc, upper[0x8|(r>>10)&0x3], upper[(r>>6)&0xF], '%', upper[0x8|(r>>4)&0x3], upper[r&0xF])
				} else {
					for _, o := range utf8.AppendRune(nil, r) {
						enc = append(enc, '%', upper[o>>4], upper[o&15])
					}
				}
				for ci, c := range convs {
					in[ci].Write(enc)
					if r < 0xD800 || r > 0xDFFF {
						if u2iAppropriate(r, k == 1, c) {
							want[ci].WriteRune(r)
							continue
						}
					}
					want[ci].Write(enc)
				}
			}
		}
		for ci, c := range convs {
			y, ok := c.toIRI(MustParse(in[ci].String()))
			if !ok {
				t.Fatalf("U+%04X..: output does not parse", base)
			}
			if y.String() != want[ci].String() {
				t.Fatalf("U+%04X..: %+v.ToIRI differs from the reference", base, c)
			}
		}
	}
}

// TestDiscouragedSet checks discouragedRanges against its definition: the
// ucschar characters that are White_Space or Default_Ignorable_Code_Point
// in the Unicode tables of package unicode.
func TestDiscouragedSet(t *testing.T) {
	for r := rune(0); r <= unicode.MaxRune; r++ {
		want := u2iUcschar.has(r) && u2iDiscouraged(r)
		if got := isDiscouraged(r); got != want {
			t.Errorf("isDiscouraged(U+%04X) = %v, want %v (Unicode %s; discouragedRanges is the set of Unicode 15.0 and 17.0)", r, got, want, unicode.Version)
		}
	}
	for _, r := range []rune{0x200B, 0x200C, 0x200D, 0x2060, 0xFEFF, 0x00A0, 0x3000} {
		if !isDiscouraged(r) {
			t.Errorf("U+%04X must be kept encoded (issue 5)", r)
		}
	}
}

// TestToIRIPrivateUse: iprivate is decoded in the query only (RFC 3987
// §2.2, RFC 3987 §2.2), also when the same octets occur elsewhere.
func TestToIRIPrivateUse(t *testing.T) {
	const e = "%EE%80%80" // U+E000
	for _, tt := range []struct{ in, want string }{
		{"http://u" + e + "@h" + e + "/p" + e + "?q" + e + "#f" + e,
			"http://u" + e + "@h" + e + "/p" + e + "?q\uE000#f" + e},
		{"?" + e + "%F3%B0%80%80%F4%8F%BF%BD", "?\uE000\U000F0000\U0010FFFD"},
		{"#" + e, "#" + e},
		{e + "?" + e, e + "?\uE000"},
	} {
		if got := u2iCheck(t, ToIRIOptions{}, tt.in).String(); got != tt.want {
			t.Errorf("ToIRI(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

// --- options -------------------------------------------------------------------

// TestToIRIOptionsIDNA: 3987bis-13 §4.2 step 7.
func TestToIRIOptionsIDNA(t *testing.T) {
	// An A-label of a string IDNA rejects (a soft hyphen, which UTS #46
	// ignores and IDNA2008 disallows).
	softHyphen, _ := idna.Punycode.ToASCII("a\u00ADb")
	// A non-NFC U-label.
	nonNFC, _ := idna.Punycode.ToASCII("bu\u0308cher")
	tests := []struct{ in, want string }{
		{"http://xn--99zt52a.example.org/%e2%80%ae", "http://\u7D0D\u8C46.example.org/%E2%80%AE"},
		{"http://XN--99ZT52A.Example.ORG/", "http://\u7D0D\u8C46.Example.ORG/"},
		{"http://WWW.xn--bcher-kva.DE:8080/x", "http://WWW.b\u00FCcher.DE:8080/x"},
		{"http://user@xn--rsum-bpad.example.org", "http://user@r\u00E9sum\u00E9.example.org"},
		{"HTTPS://xn--rsum-bpad.example.org", "HTTPS://r\u00E9sum\u00E9.example.org"},
		{"ws://xn--99zt52a.jp/", "ws://\u7D0D\u8C46.jp/"},
		{"ftp://xn--99zt52a.jp/", "ftp://\u7D0D\u8C46.jp/"},
		{"http://xn--99zt52a.xn--99zt52a./", "http://\u7D0D\u8C46.\u7D0D\u8C46./"},
		// Not a DNS scheme, or no scheme: untouched.
		{"uri://xn--rsum-bpad.example.org", "uri://xn--rsum-bpad.example.org"},
		{"//xn--99zt52a.jp/a", "//xn--99zt52a.jp/a"},
		{"file://xn--99zt52a.jp/a", "file://xn--99zt52a.jp/a"},
		// Percent-encodings are decoded first.
		{"http://xn--rsum-bpad.%65xample.org", "http://r\u00E9sum\u00E9.example.org"},
		{"http://%78n--99zt52a.org", "http://\u7D0D\u8C46.org"},
		{"http://xn--a.%C3%A9.org/%C3%A9", "http://xn--a.\u00E9.org/\u00E9"},
		// Labels that are not clean A-labels stay byte for byte.
		{"http://xn--a.example.org", "http://xn--a.example.org"},
		{"http://xn--.example.org", "http://xn--.example.org"},
		{"http://xn--99zt52a-.example.org", "http://xn--99zt52a-.example.org"},
		{"http://xn--zz-zz.example.org", "http://xn--zz-zz.example.org"},
		{"http://" + softHyphen + ".example.org", "http://" + softHyphen + ".example.org"},
		{"http://" + nonNFC + ".example.org", "http://" + nonNFC + ".example.org"},
		{"http://xn--nxasmm1c.com/", "http://\u03B2\u03CC\u03BB\u03BF\u03C2.com/"},
		// ZWNJ checked by CONTEXTJ (RFC 5892 Appendix A) is decoded.
		{"http://xn--mgba3gch31f060k.com", "http://\u0646\u0627\u0645\u0647\u200C\u0627\u06CC.com"},
		// Not a reg-name, or no host.
		{"http://[::1]/xn--99zt52a", "http://[::1]/xn--99zt52a"},
		{"http://192.0.2.1/", "http://192.0.2.1/"},
		{"mailto:a@xn--99zt52a.jp", "mailto:a@xn--99zt52a.jp"},
		{"http://example.org/xn--99zt52a?xn--99zt52a#xn--99zt52a", "http://example.org/xn--99zt52a?xn--99zt52a#xn--99zt52a"},
	}
	for _, tt := range tests {
		u := MustParse(tt.in)
		y, ok := u2iHosts.toIRI(u)
		if !ok {
			t.Errorf("ToIRI(%q): output does not parse", tt.in)
			continue
		}
		if y.String() != tt.want {
			t.Errorf("IDNA.ToIRI(%q) = %q, want %q", tt.in, y, tt.want)
		}
		if z, err := Parse(y.String()); err != nil || z != y {
			t.Errorf("IDNA.ToIRI(%q) = %q: parse %v", tt.in, y, err)
		}
		if again := u2iHosts.ToIRI(y); again != y {
			t.Errorf("not idempotent: %q then %q", y, again)
		}
		if tt.in == tt.want && y != u {
			t.Errorf("unchanged %q: a new value was returned", tt.in)
		}
	}
	// Schemes overrides the built-in table entry by entry.
	c := ToIRIOptions{IDNA: true, Schemes: Schemes{"uri": {DNSHost: true}, "file": {DNSHost: true}, "http": {}}}
	for in, want := range map[string]string{
		"uri://xn--99zt52a.jp/":  "uri://\u7D0D\u8C46.jp/",
		"file://xn--99zt52a.jp/": "file://\u7D0D\u8C46.jp/",
		"http://xn--99zt52a.jp/": "http://xn--99zt52a.jp/",
	} {
		if got := c.ToIRI(MustParse(in)).String(); got != want {
			t.Errorf("Schemes %v: ToIRI(%q) = %q, want %q", c.Schemes, in, got, want)
		}
	}
	// The default leaves A-labels alone (RFC 3987 §3.2.1: "not converted").
	if got := MustParse("http://xn--99zt52a.example.org/").ToIRI().String(); got != "http://xn--99zt52a.example.org/" {
		t.Errorf("default converted the host: %q", got)
	}
}

// TestConverterKeepQueryEncoded: 3987bis-13 §4.2 step 5.
func TestConverterKeepQueryEncoded(t *testing.T) {
	tests := []struct{ in, want string }{
		{"http://x/%C3%A9?q=%C3%A9%e9%41%2f#%C3%A9", "http://x/\u00E9?q=%C3%A9%e9%41%2f#\u00E9"},
		{"HTTPS://x/?%c3%a9", "HTTPS://x/?%c3%a9"},
		{"ftp://x/?%C3%A9", "ftp://x/?\u00E9"},
		{"?%C3%A9", "?\u00E9"},
		{"urn:x?%C3%A9", "urn:x?\u00E9"},
	}
	for _, tt := range tests {
		got := u2iCheck(t, u2iKeepQuery, tt.in)
		if got.String() != tt.want {
			t.Errorf("KeepQueryEncoded.ToIRI(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

// TestConverterGrammar: tags decode in the query only, under 3987bis.
func TestConverterGrammar(t *testing.T) {
	in := "http://u%F3%A0%80%81@h/%F3%A0%80%81?%F3%A0%80%81#%F3%A0%80%81"
	want := "http://u%F3%A0%80%81@h/%F3%A0%80%81?\U000E0001#%F3%A0%80%81"
	if got := u2iCheck(t, u2iBis, in).String(); got != want {
		t.Errorf("bis: got %q, want %q", got, want)
	}
	if got := u2iCheck(t, ToIRIOptions{}, in).String(); got != in {
		t.Errorf("RFC 3987: got %q, want it unchanged", got)
	}
	if _, err := Parse(want); err == nil {
		t.Errorf("a tag in the query should not pass Parse")
	}
}

// TestToIRIOnIRIs: ToIRI works on any parsed reference, keeping what is
// already there (including literal characters next to triplets).
func TestToIRIOnIRIs(t *testing.T) {
	tests := []struct {
		p       ParseOptions
		in, out string
	}{
		{ParseOptions{}, "http://\u4F8B\u3048.jp/%E3%83%91\u30B9?\u30AD%E3%83%BC#%e6%96%ad", "http://\u4F8B\u3048.jp/\u30D1\u30B9?\u30AD\u30FC#\u65AD"},
		{ParseOptions{}, "http://x/\u00E9%A9", "http://x/\u00E9%A9"},
		{ParseOptions{}, "http://x/\u00A0%C2%A0", "http://x/\u00A0%C2%A0"},
		{ParseOptions{Grammar: RFC3987bis}, "http://x/?\U000E0001%41", "http://x/?\U000E0001A"},
		{ParseOptions{}, "http://x/?\uE000%EE%80%80", "http://x/?\uE000\uE000"},
	}
	for _, tt := range tests {
		x, err := tt.p.Parse(tt.in)
		if err != nil {
			t.Fatal(err)
		}
		y, ok := ToIRIOptions{}.toIRI(x)
		if !ok || y.String() != tt.out {
			t.Errorf("ToIRI(%q) = %q, %v; want %q", tt.in, y, ok, tt.out)
		}
		if z, err := tt.p.Parse(y.String()); err != nil || z != y {
			t.Errorf("ToIRI(%q) = %q: %v", tt.in, y, err)
		}
	}
}

// TestToIRIHostKind: decoding can turn a reg-name into an IPv4address
// (RFC 3986 §6.2.2.2 makes them equivalent); the result says so.
func TestToIRIHostKind(t *testing.T) {
	y := u2iCheck(t, ToIRIOptions{}, "http://%31%39%32.0.2.1/")
	if y.String() != "http://192.0.2.1/" || y.HostKind() != HostIPv4 {
		t.Errorf("got %q (%v)", y, y.HostKind())
	}
}

// TestToIRIDotSegments: "." is unreserved, so "%2E" is decoded (RFC 3987
// §3.2 step 2; RFC 3986 §2.3 makes the two spellings equivalent). A
// segment "%2E%2E" thus becomes a dot segment, which remove_dot_segments
// (RFC 3986 §5.2.4) then treats as one.
func TestToIRIDotSegments(t *testing.T) {
	for in, want := range map[string]string{
		"http://x/a/%2E%2E/b": "http://x/a/../b",
		"%2e/b":               "./b",
		"http://x/%2E%2F":     "http://x/.%2F",
	} {
		if got := u2iCheck(t, ToIRIOptions{}, in).String(); got != want {
			t.Errorf("ToIRI(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestFromURI(t *testing.T) {
	y, err := FromURI("http://example.org/%E6%97%A5%E6%9C%AC?%41#%7e")
	if err != nil || y.String() != "http://example.org/\u65E5\u672C?A#~" {
		t.Errorf("FromURI = %q, %v", y, err)
	}
	for _, bad := range []string{"http://example.org/\u00E9", "http://x/a b", "http://x/%zz", "%41:b"} {
		y, err := FromURI(bad)
		if err == nil {
			t.Errorf("FromURI(%q) = %q, want an error", bad, y)
			continue
		}
		if _, ok := err.(*ParseError); !ok {
			t.Errorf("FromURI(%q): error %T, want *ParseError", bad, err)
		}
		if y != (IRI{}) {
			t.Errorf("FromURI(%q): non-zero IRI on error", bad)
		}
	}
	if y, err := FromURI(""); err != nil || y != (IRI{}) {
		t.Errorf("FromURI(\"\") = %q, %v", y, err)
	}
}

// TestToIRIRoundTripIRIs: for IRIs v without percent-encodings,
// ToIRI(ToURI(v)) == v, except that the §6.1 characters stay encoded.
func TestToIRIRoundTripIRIs(t *testing.T) {
	ins := append(benchMix(t),
		"http://example.org/a\u00A0b\u200Dc?\uE000\u3000#\uFEFF",
		"http://\u4F8B\u3048.jp/\u30D1\u30B9?\u30AD\u30FC=\u5024#\u65AD\u7247",
		"http://example.org/\U00010300\U00010301?\U0010FFFD",
	)
	for _, s := range ins {
		v, err := Parse(s)
		if err != nil || strings.Contains(s, "%") {
			continue
		}
		got := toURIForTest(v).ToIRI().String()
		if want := u2iEncodeDiscouraged(s); got != want {
			t.Errorf("ToIRI(ToURI(%q)) = %q, want %q", s, got, want)
		}
	}
}

// u2iEncodeDiscouraged percent-encodes the documented §6.1 characters of
// a valid IRI (the only characters that ToIRI(ToURI(v)) does not restore).
func u2iEncodeDiscouraged(s string) string {
	var b strings.Builder
	for _, r := range s {
		if u2iUcschar.has(r) && (u2iBidi.has(r) || u2iDiscouraged(r)) {
			b.WriteString(u2iEnc(r))
		} else {
			b.WriteRune(r)
		}
	}
	return b.String()
}

// --- allocations -------------------------------------------------------------

func TestToIRIAllocs(t *testing.T) {
	if testing.CoverMode() != "" {
		t.Skip("coverage instrumentation")
	}
	tests := []struct {
		in     string
		allocs float64
	}{
		{"http://www.example.com/path/to/resource?query=value&other=1#frag", 0},
		{"http://xn--99zt52a.example.org/", 0},
		{"", 0},
		{"http://example.org/a%2Fb%20c%C0%AF%FC", 0}, // nothing to change
		{"http://example.org/%C3%BC", 1},             // decode
		{"http://example.org/%e2%80%ae", 1},          // hex case only
		{"http://example.org/%7Euser", 1},            // unreserved
		{"https://xn--rsum-bpad.example.org/%C3%B1?q=%E6%97%A5%E6%9C%AC", 1},
		{"http://example.org/" + strings.Repeat("%E6%97%A5", 1000), 1},
	}
	for _, tt := range tests {
		u := MustParse(tt.in)
		var y IRI
		got := testing.AllocsPerRun(100, func() { y = u.ToIRI() })
		if got != tt.allocs {
			t.Errorf("ToIRI(%q): %v allocations, want %v", tt.in, got, tt.allocs)
		}
		if tt.allocs == 0 && y != u {
			t.Errorf("ToIRI(%q) = %q, want the receiver", tt.in, y)
		}
		for _, c := range []ToIRIOptions{u2iBis, u2iKeepQuery, u2iDecodeAll} {
			if got := testing.AllocsPerRun(100, func() { y = c.ToIRI(u) }); got > tt.allocs {
				t.Errorf("%+v.ToIRI(%q): %v allocations, want at most %v", c, tt.in, got, tt.allocs)
			}
		}
	}
	// Hosts without an A-label cost nothing with IDNA either.
	u := MustParse("http://www.example.org/a")
	if got := testing.AllocsPerRun(100, func() { _ = u2iHosts.ToIRI(u) }); got != 0 {
		t.Errorf("IDNA on an ASCII host: %v allocations", got)
	}
}

// TestToIRIOutputNeverLonger: without IDNA the output is never
// longer than the input, so the buffer bound holds.
func TestToIRIOutputNeverLonger(t *testing.T) {
	for _, v := range u2iVectors {
		if v.conv.IDNA {
			continue
		}
		u := MustParse(v.in)
		if y := v.conv.ToIRI(u); len(y.String()) > len(u.String()) {
			t.Errorf("%q grew to %q", u, y)
		}
	}
}

// u2iUTF8Sanity guards the reference against itself: Table 3-7 agrees with
// package utf8 on every two-octet prefix.
func TestU2IReferenceSanity(t *testing.T) {
	for a := 0x80; a < 0x100; a++ {
		for b := 0; b < 0x100; b++ {
			p := []byte{byte(a), byte(b), 0x80, 0x80}
			r, n := utf8.DecodeRune(p)
			ok := !(r == utf8.RuneError && n == 1)
			if got := u2iWellFormed(p); (got > 0) != ok || ok && got != n {
				t.Fatalf("%X %X: Table 3-7 gives %d, utf8 %d", a, b, got, n)
			}
		}
	}
	// Step 2 leaves exactly the unreserved ASCII characters to decode.
	for v := 0; v < 0x80; v++ {
		unreserved := asciiClass[v]&cUnreserved != 0
		if u2iStep2Keep(byte(v)) == unreserved {
			t.Errorf("0x%02X: step 2 keep = %v, unreserved = %v", v, !unreserved, unreserved)
		}
	}
}

// TestToIRIIDNAProfile: ToIRIOptions.IDNAProfile is the profile that
// converts A-labels back (issue 28 item 5). "xn--a-0hc" is Punycode of
// "a\u05d0", which breaks the Bidi Rule (RFC 5893 §2): idna.Lookup, the
// default, keeps the A-label; idna.Punycode, which checks nothing,
// converts it.
func TestToIRIIDNAProfile(t *testing.T) {
	x := MustParse("http://xn--a-0hc.example/")
	if got := (ToIRIOptions{IDNA: true}).ToIRI(x); got != x {
		t.Errorf("default profile: ToIRI(%q) = %q, want it unchanged", x, got)
	}
	if got := (ToIRIOptions{IDNA: true, IDNAProfile: idna.Lookup}).ToIRI(x); got != x {
		t.Errorf("idna.Lookup: ToIRI(%q) = %q, want it unchanged", x, got)
	}
	if got, want := (ToIRIOptions{IDNA: true, IDNAProfile: idna.Punycode}).ToIRI(x).String(), "http://a\u05d0.example/"; got != want {
		t.Errorf("idna.Punycode: ToIRI(%q) = %q, want %q", x, got, want)
	}
	// Without IDNA the profile does nothing.
	if got := (ToIRIOptions{IDNAProfile: idna.Punycode}).ToIRI(x); got != x {
		t.Errorf("IDNA off: ToIRI(%q) = %q", x, got)
	}
}
