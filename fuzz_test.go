package iri

import (
	"bufio"
	"errors"
	"github.com/go-iri/iri/internal/uts39"
	"math/rand/v2"
	"os"
	"reflect"
	"regexp"
	"regexp/syntax"
	"strings"
	"sync"
	"testing"
	"unicode"
	"unicode/utf8"

	"golang.org/x/net/idna"
)

// A slow reference validator: a regular expression transcribed rule by rule
// from the ABNF of RFC 3987 §2.2 (which copies scheme, port, IP-literal,
// IPv4address, pct-encoded, unreserved and sub-delims from RFC 3986), plus
// the two checks the ABNF cannot say: the bidi formatting characters that
// RFC 3987 §4.1 excludes, and ill-formed UTF-8 (RFC 3987 §6.2, §8). Go regexps
// are RE2 (linear time), and anchored alternation finds a match whenever
// any alternative of the grammar matches, so no first-match subtleties
// arise for validity.
//
// The same transcription with ucschar and iprivate emptied is RFC 3986
// URI-reference; with the tag characters added to iprivate it is the
// 3987bis grammar (3987bis-13 §12.2.3).

// refNever is a character class that matches nothing (for the URI grammar,
// where ucschar and iprivate do not exist).
const refNever = `[^\x00-\x{10FFFF}]`

const (
	// ucschar = %xA0-D7FF / %xF900-FDCF / %xFDF0-FFEF
	//         / %x10000-1FFFD / %x20000-2FFFD / %x30000-3FFFD
	//         / %x40000-4FFFD / %x50000-5FFFD / %x60000-6FFFD
	//         / %x70000-7FFFD / %x80000-8FFFD / %x90000-9FFFD
	//         / %xA0000-AFFFD / %xB0000-BFFFD / %xC0000-CFFFD
	//         / %xD0000-DFFFD / %xE1000-EFFFD
	refUcschar = `[\x{A0}-\x{D7FF}\x{F900}-\x{FDCF}\x{FDF0}-\x{FFEF}` +
		`\x{10000}-\x{1FFFD}\x{20000}-\x{2FFFD}\x{30000}-\x{3FFFD}` +
		`\x{40000}-\x{4FFFD}\x{50000}-\x{5FFFD}\x{60000}-\x{6FFFD}` +
		`\x{70000}-\x{7FFFD}\x{80000}-\x{8FFFD}\x{90000}-\x{9FFFD}` +
		`\x{A0000}-\x{AFFFD}\x{B0000}-\x{BFFFD}\x{C0000}-\x{CFFFD}` +
		`\x{D0000}-\x{DFFFD}\x{E1000}-\x{EFFFD}]`
	// iprivate = %xE000-F8FF / %xF0000-FFFFD / %x100000-10FFFD
	refIprivate = `[\x{E000}-\x{F8FF}\x{F0000}-\x{FFFFD}\x{100000}-\x{10FFFD}]`
	// 3987bis-13 §12.2.3: iprivate also holds %xE0000-E0FFF.
	refIprivateBis = `[\x{E000}-\x{F8FF}\x{F0000}-\x{FFFFD}\x{100000}-\x{10FFFD}\x{E0000}-\x{E0FFF}]`
)

// refRules returns the unanchored expressions of the ABNF rules for the
// given ucschar and iprivate classes, by rule name.
func refRules(ucschar, iprivate string) map[string]string {
	alt := func(xs ...string) string { return `(?:` + strings.Join(xs, `|`) + `)` }
	opt := func(x string) string { return `(?:` + x + `)?` }
	star := func(x string) string { return `(?:` + x + `)*` }

	// RFC 5234 Appendix B.1 core rules; quoted ABNF literals are
	// case-insensitive (RFC 5234 §2.3), so HEXDIG and "v" take both cases.
	const (
		ALPHA  = `[A-Za-z]`
		DIGIT  = `[0-9]`
		HEXDIG = `[0-9A-Fa-f]`
	)
	var (
		// RFC 3986 rules, as copied by RFC 3987 §2.2.
		subDelims   = `[!$&'()*+,;=]`
		unreserved  = alt(ALPHA, DIGIT, `-`, `\.`, `_`, `~`)
		pctEncoded  = `%` + HEXDIG + HEXDIG
		scheme      = ALPHA + star(alt(ALPHA, DIGIT, `\+`, `-`, `\.`))
		port        = DIGIT + `*`
		decOctet    = alt(DIGIT, `[1-9]`+DIGIT, `1`+DIGIT+DIGIT, `2[0-4]`+DIGIT, `25[0-5]`)
		ipv4address = decOctet + `\.` + decOctet + `\.` + decOctet + `\.` + decOctet
		h16         = HEXDIG + `{1,4}`
		ls32        = alt(h16+`:`+h16, ipv4address)
		h16c        = `(?:` + h16 + `:)`
		// The nine forms of IPv6address, literally.
		ipv6address = alt(
			// 6( h16 ":" ) ls32
			h16c+`{6}`+ls32,
			// "::" 5( h16 ":" ) ls32
			`::`+h16c+`{5}`+ls32,
			// [ h16 ] "::" 4( h16 ":" ) ls32
			opt(h16)+`::`+h16c+`{4}`+ls32,
			// [ *1( h16 ":" ) h16 ] "::" 3( h16 ":" ) ls32
			opt(h16c+`{0,1}`+h16)+`::`+h16c+`{3}`+ls32,
			// [ *2( h16 ":" ) h16 ] "::" 2( h16 ":" ) ls32
			opt(h16c+`{0,2}`+h16)+`::`+h16c+`{2}`+ls32,
			// [ *3( h16 ":" ) h16 ] "::" h16 ":" ls32
			opt(h16c+`{0,3}`+h16)+`::`+h16+`:`+ls32,
			// [ *4( h16 ":" ) h16 ] "::" ls32
			opt(h16c+`{0,4}`+h16)+`::`+ls32,
			// [ *5( h16 ":" ) h16 ] "::" h16
			opt(h16c+`{0,5}`+h16)+`::`+h16,
			// [ *6( h16 ":" ) h16 ] "::"
			opt(h16c+`{0,6}`+h16)+`::`,
		)
		ipvFuture = `[vV]` + HEXDIG + `+\.` + `(?:` + alt(unreserved, subDelims, `:`) + `)+`
		ipLiteral = `\[` + alt(ipv6address, ipvFuture) + `\]`

		// RFC 3987 §2.2 rules.
		iunreserved   = alt(ALPHA, DIGIT, `-`, `\.`, `_`, `~`, ucschar)
		ipchar        = alt(iunreserved, pctEncoded, subDelims, `:`, `@`)
		isegment      = star(ipchar)
		isegmentNz    = `(?:` + ipchar + `)+`
		isegmentNzNc  = `(?:` + alt(iunreserved, pctEncoded, subDelims, `@`) + `)+`
		ipathAbempty  = star(`/` + isegment)
		ipathAbsolute = `/` + opt(isegmentNz+star(`/`+isegment))
		ipathNoscheme = isegmentNzNc + star(`/`+isegment)
		ipathRootless = isegmentNz + star(`/`+isegment)
		ipathEmpty    = ``
		iquery        = star(alt(ipchar, iprivate, `/`, `\?`))
		ifragment     = star(alt(ipchar, `/`, `\?`))
		iuserinfo     = star(alt(iunreserved, pctEncoded, subDelims, `:`))
		iregName      = star(alt(iunreserved, pctEncoded, subDelims))
		ihost         = alt(ipLiteral, ipv4address, iregName)
		iauthority    = opt(iuserinfo+`@`) + ihost + opt(`:`+port)
		ihierPart     = alt(`//`+iauthority+ipathAbempty, ipathAbsolute, ipathRootless, ipathEmpty)
		irelativePart = alt(`//`+iauthority+ipathAbempty, ipathAbsolute, ipathNoscheme, ipathEmpty)
		iri           = scheme + `:` + ihierPart + opt(`\?`+iquery) + opt(`#`+ifragment)
		irelativeRef  = irelativePart + opt(`\?`+iquery) + opt(`#`+ifragment)
		iriReference  = alt(iri, irelativeRef)
	)
	return map[string]string{
		"scheme":        scheme,
		"iuserinfo":     iuserinfo,
		"ihost":         ihost,
		"IP-literal":    ipLiteral,
		"port":          port,
		"ipath":         star(alt(`/`, ipchar)), // what every ipath-* rule is made of
		"iquery":        iquery,
		"ifragment":     ifragment,
		"IRI-reference": iriReference,
	}
}

// refGrammar returns the anchored IRI-reference expression.
func refGrammar(ucschar, iprivate string) string {
	return `\A` + refRules(ucschar, iprivate)["IRI-reference"] + `\z`
}

var (
	refIRI = regexp.MustCompile(refGrammar(refUcschar, refIprivate))
	refBis = regexp.MustCompile(refGrammar(refUcschar, refIprivateBis))
	refURI = regexp.MustCompile(refGrammar(refNever, refNever))
)

// refBidiFormatting: RFC 3987 §4.1 LRM, RLM, LRE, RLE, PDF, LRO, RLO.
const refBidiFormatting = "\u200E\u200F\u202A\u202B\u202C\u202D\u202E"

// refValid is the reference validator for a parsing mode.
func refValid(m parseMode, s string) bool {
	re := refIRI
	switch m {
	case mBis:
		re = refBis
	case mURI:
		re = refURI
	}
	return utf8.ValidString(s) && !strings.ContainsAny(s, refBidiFormatting) && re.MatchString(s)
}

// fuzzAppendixB is the regular expression of RFC 3986 Appendix B, which
// splits any string into the five components.
var fuzzAppendixB = regexp.MustCompile(`(?s)\A(([^:/?#]+):)?(//([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?\z`)

func TestReferenceValidatorSanity(t *testing.T) {
	if regexp.MustCompile(refNever).MatchString("a") || regexp.MustCompile(refNever).MatchString("\u00e9") {
		t.Fatalf("refNever matches")
	}
	for _, tt := range []struct {
		in        string
		iri, uri  bool
		bis, spec string
	}{
		{"http://a/b?c#d", true, true, "", "RFC 3986 §3"},
		{"", true, true, "", "RFC 3986 §4.1"},
		{"http://[::1]/", true, true, "", "RFC 3986 §3.2.2"},
		{"http://[::1.2.3.4]/", true, true, "", "RFC 3986 §3.2.2"},
		{"http://[1:2:3:4:5:6:7:8:9]/", false, false, "", "RFC 3986 §3.2.2"},
		{"http://[1::2::3]/", false, false, "", "RFC 3986 §3.2.2"},
		{"http://é/", true, false, "", "RFC 3987 §2.2"},
		{"http://a/?\uE000", true, false, "", "RFC 3987 §2.2 iprivate"},
		{"http://a/\uE000", false, false, "", "RFC 3987 §2.2 iprivate"},
		{"http://a/?\U000E0001", false, false, "bis", "3987bis-13 §12.2.3"},
		{"http://a/\u202E", false, false, "", "RFC 3987 §4.1"},
		{"http://a/\xff", false, false, "", "RFC 3987 §6.2, §8"},
		{"1a:b", false, false, "", "RFC 3986 §3.1"},
	} {
		if got := refValid(mIRI, tt.in); got != tt.iri {
			t.Errorf("refValid(IRI, %q) = %v [%s]", tt.in, got, tt.spec)
		}
		if got := refValid(mURI, tt.in); got != tt.uri {
			t.Errorf("refValid(URI, %q) = %v [%s]", tt.in, got, tt.spec)
		}
		if got, want := refValid(mBis, tt.in), tt.iri || tt.bis != ""; got != want {
			t.Errorf("refValid(bis, %q) = %v [%s]", tt.in, got, tt.spec)
		}
	}
}

// TestReferenceValidator runs the reference validator over every table
// input: it must agree with the parser and with the table.
func TestReferenceValidator(t *testing.T) {
	check := func(m parseMode, in, spec string, tableValid *bool) {
		var err error
		switch m {
		case mBis:
			_, err = ParseOptions{Grammar: RFC3987bis}.Parse(in)
		case mURI:
			_, err = ParseURI(in)
		default:
			_, err = Parse(in)
		}
		ref := refValid(m, in)
		if ref != (err == nil) {
			t.Errorf("%s(%q) [%s]: parser error %v, but the ABNF reference says valid = %v", m, in, spec, err, ref)
		}
		if tableValid != nil && *tableValid != ref {
			t.Errorf("%s(%q) [%s]: table says valid = %v, the ABNF reference %v", m, in, spec, *tableValid, ref)
		}
	}
	n := 0
	for _, tt := range parseTests {
		valid := tt.err == nil
		check(tt.mode, tt.in, tt.spec, &valid)
		if tt.mode == mIRI {
			check(mURI, tt.in, tt.spec, nil)
			check(mBis, tt.in, tt.spec, nil)
		}
		n++
	}
	for _, s := range fuzzBenchMix(t) {
		for _, m := range []parseMode{mIRI, mURI, mBis} {
			check(m, s, "testdata/bench-mix.txt", nil)
		}
		n++
	}
	for _, c := range loadOxiriValidity(t) {
		for _, m := range []parseMode{mIRI, mURI, mBis} {
			check(m, c.IRI, "oxiri "+c.Source, nil)
		}
		n++
	}
	t.Logf("reference validator agrees with the parser on %d inputs", n)
}

func fuzzBenchMix(t testing.TB) []string {
	f, err := os.Open("testdata/bench-mix.txt")
	if err != nil {
		t.Fatalf("testdata/bench-mix.txt: %v", err)
	}
	defer f.Close()
	var lines []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if line := sc.Text(); line != "" {
			lines = append(lines, line)
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return lines
}

func FuzzParse(f *testing.F) {
	for _, s := range fuzzBenchMix(f) {
		f.Add(s)
	}
	for _, tt := range parseTests {
		f.Add(tt.in)
	}
	f.Fuzz(func(t *testing.T, in string) {
		x, err := Parse(in)
		checkParseProperties(t, in, x, err)
		u, uerr := ParseURI(in)
		if uerr == nil && (err != nil || u != x) {
			t.Fatalf("ParseURI(%q) = %q but Parse = %q, %v [RFC 3987 §2.1]", in, u.String(), x.String(), err)
		}
		if uerr != nil {
			checkParseProperties(t, in, u, uerr)
		}
		b, berr := ParseOptions{Grammar: RFC3987bis}.Parse(in)
		if err == nil && (berr != nil || b != x) {
			t.Fatalf("bis Parse(%q) = %q, %v; strict Parse succeeds", in, b.String(), berr)
		}
		if berr != nil {
			checkParseProperties(t, in, b, berr)
		}

		// The error offset is where the offset oracle says.
		if err != nil {
			refCheckOffset(t, mIRI, in, err)
		}

		// The reference validator agrees on validity. To keep each run
		// cheap, one expression is matched: on ASCII input the three
		// grammars coincide (RFC 3987 §2.2 differs from RFC 3986 only by
		// ucschar and iprivate, which are not ASCII), and without tag
		// characters the bis grammar is RFC 3987. TestReferenceValidator
		// matches all three expressions on every table input.
		ascii := !strings.ContainsFunc(in, func(r rune) bool { return r >= utf8.RuneSelf })
		switch {
		case ascii:
			ref := refValid(mURI, in)
			if ref != (err == nil) || ref != (uerr == nil) || ref != (berr == nil) {
				t.Fatalf("%q: Parse, ParseURI, bis errors = %v, %v, %v; ABNF reference valid = %v", in, err, uerr, berr, ref)
			}
		default:
			ref := refValid(mIRI, in)
			if ref != (err == nil) {
				t.Fatalf("Parse(%q) error = %v, ABNF reference valid = %v", in, err, ref)
			}
			if uerr == nil {
				t.Fatalf("ParseURI(%q) accepts non-ASCII input [RFC 3986 §2]", in)
			}
			refB := ref
			if strings.ContainsFunc(in, func(r rune) bool { return r >= 0xE0000 && r <= 0xE0FFF }) {
				refB = refValid(mBis, in)
			}
			if refB != (berr == nil) {
				t.Fatalf("bis Parse(%q) error = %v, ABNF reference valid = %v", in, berr, refB)
			}
		}
	})
}

// checkParseProperties checks the properties every parse result has.
func checkParseProperties(t *testing.T, in string, x IRI, err error) {
	t.Helper()
	if err != nil {
		var pe *ParseError
		if !errors.As(err, &pe) {
			t.Fatalf("Parse(%q): error %T is not a *ParseError", in, err)
		}
		if pe.Offset < 0 || pe.Offset > len(in) {
			t.Fatalf("Parse(%q): Offset %d out of range", in, pe.Offset)
		}
		if !errors.Is(err, pe.Err) {
			t.Fatalf("Parse(%q): errors.Is(err, %v) is false", in, pe.Err)
		}
		if x != (IRI{}) {
			t.Fatalf("Parse(%q): non-zero IRI with an error", in)
		}
		checkParseErrorInvariants(t, "Parse("+in+")", in, err)
		return
	}
	// RFC 3987 §5.3.2.3: the original string is kept.
	if x.String() != in {
		t.Fatalf("Parse(%q).String() = %q", in, x.String())
	}
	if got := string(x.AppendTo(nil)); got != in {
		t.Fatalf("Parse(%q).AppendTo = %q", in, got)
	}
	// Re-parsing gives the identical value.
	if y, err := Parse(strings.Clone(x.String())); err != nil || y != x {
		t.Fatalf("re-Parse(%q) = %v, %v", in, y, err)
	}
	// The components reassemble to the input (RFC 3986 §5.3).
	auth := x.Host()
	if x.HasUserinfo() {
		auth = x.Userinfo() + "@" + auth
	}
	if x.HasPort() {
		auth += ":" + x.Port()
	}
	if x.HasAuthority() && auth != x.Authority() {
		t.Fatalf("Parse(%q): Authority() = %q, reassembled %q", in, x.Authority(), auth)
	}
	if !x.HasAuthority() && (x.Authority() != "" || x.HasUserinfo() || x.HasPort() || x.Host() != "" || x.HostKind() != HostNone) {
		t.Fatalf("Parse(%q): host parts without an authority", in)
	}
	if x.HasAuthority() && x.HostKind() == HostNone {
		t.Fatalf("Parse(%q): authority with HostKind none", in)
	}
	var b strings.Builder
	if x.IsAbs() {
		b.WriteString(x.Scheme() + ":")
	} else if x.Scheme() != "" {
		t.Fatalf("Parse(%q): scheme %q but not IsAbs", in, x.Scheme())
	}
	if x.HasAuthority() {
		b.WriteString("//" + x.Authority())
	}
	b.WriteString(x.Path())
	if x.HasQuery() {
		b.WriteString("?" + x.Query())
	}
	if x.HasFragment() {
		b.WriteString("#" + x.Fragment())
	}
	if b.String() != in {
		t.Fatalf("Parse(%q): components reassemble to %q", in, b.String())
	}
	if !x.HasUserinfo() && x.Userinfo() != "" || !x.HasPort() && x.Port() != "" ||
		!x.HasQuery() && x.Query() != "" || !x.HasFragment() && x.Fragment() != "" {
		t.Fatalf("Parse(%q): absent component with a value", in)
	}
	// The split is that of RFC 3986 Appendix B.
	m := fuzzAppendixB.FindStringSubmatch(in)
	if m == nil {
		t.Fatalf("Appendix B regexp does not match %q", in)
	}
	if m[2] != x.Scheme() || (m[3] != "") != x.HasAuthority() || m[4] != x.Authority() ||
		m[5] != x.Path() || (m[6] != "") != x.HasQuery() || m[7] != x.Query() ||
		(m[8] != "") != x.HasFragment() || m[9] != x.Fragment() {
		t.Fatalf("Parse(%q): components differ from RFC 3986 Appendix B split %q", in, m[1:])
	}
	// Addr exactly for IP addresses.
	if _, ok := x.Addr(); ok != (x.HostKind() == HostIPv4 || x.HostKind() == HostIPv6) {
		t.Fatalf("Parse(%q): Addr ok = %v for host kind %v", in, ok, x.HostKind())
	}
	// Text marshalling round trip.
	var y IRI
	if text, err := x.MarshalText(); err != nil || y.UnmarshalText(text) != nil || y != x {
		t.Fatalf("Parse(%q): text round trip gives %q", in, y.String())
	}
}

// ---------------------------------------------------------------------------
// An offset oracle. The ParseError doc defines the error offset as the first
// byte that the rule of the component rejects, the components being split
// as RFC 3986 Appendix B does (userinfo up to the first "@", port after the
// first ":" after the host, which is an IP literal up to its "]" or else
// ends at the first ":"). A byte is rejected when the text of the
// component up to and including it is no longer a prefix of any string the
// rule matches. refPrefixOf derives, mechanically from the ABNF
// transcription above, an expression for the prefixes of a rule, so the
// offset of every error can be checked: the component text before the
// offset must be a prefix of the rule, and the text through the character
// at the offset must not be (unless the offset is the end of the
// component).

// refEmptyLang reports whether re matches no string at all.
func refEmptyLang(re *syntax.Regexp) bool {
	switch re.Op {
	case syntax.OpNoMatch:
		return true
	case syntax.OpCharClass:
		return len(re.Rune) == 0
	case syntax.OpConcat:
		for _, sub := range re.Sub {
			if refEmptyLang(sub) {
				return true
			}
		}
		return false
	case syntax.OpAlternate:
		for _, sub := range re.Sub {
			if !refEmptyLang(sub) {
				return false
			}
		}
		return true
	case syntax.OpCapture, syntax.OpPlus:
		return refEmptyLang(re.Sub[0])
	case syntax.OpRepeat:
		return re.Min > 0 && refEmptyLang(re.Sub[0])
	}
	return false
}

// refPrefixOf returns an expression matching exactly the prefixes of the
// strings that re matches.
func refPrefixOf(re *syntax.Regexp) *syntax.Regexp {
	node := func(op syntax.Op, subs ...*syntax.Regexp) *syntax.Regexp {
		return &syntax.Regexp{Op: op, Flags: re.Flags, Sub: subs}
	}
	empty := node(syntax.OpEmptyMatch)
	if refEmptyLang(re) {
		return node(syntax.OpNoMatch)
	}
	switch re.Op {
	case syntax.OpEmptyMatch:
		return empty
	case syntax.OpLiteral:
		alts := []*syntax.Regexp{empty}
		for i := 1; i <= len(re.Rune); i++ {
			lit := node(syntax.OpLiteral)
			lit.Rune = append([]rune(nil), re.Rune[:i]...)
			alts = append(alts, lit)
		}
		return node(syntax.OpAlternate, alts...)
	case syntax.OpCharClass, syntax.OpAnyChar, syntax.OpAnyCharNotNL:
		return node(syntax.OpAlternate, empty, re)
	case syntax.OpCapture:
		return refPrefixOf(re.Sub[0])
	case syntax.OpConcat:
		// prefix(s1 … sn) = ∪i s1 … s(i-1) prefix(si)
		var alts []*syntax.Regexp
		for i, sub := range re.Sub {
			parts := append(append([]*syntax.Regexp(nil), re.Sub[:i]...), refPrefixOf(sub))
			alts = append(alts, node(syntax.OpConcat, parts...))
		}
		return node(syntax.OpAlternate, alts...)
	case syntax.OpAlternate:
		var alts []*syntax.Regexp
		for _, sub := range re.Sub {
			if !refEmptyLang(sub) {
				alts = append(alts, refPrefixOf(sub))
			}
		}
		return node(syntax.OpAlternate, alts...)
	case syntax.OpQuest:
		return node(syntax.OpAlternate, empty, refPrefixOf(re.Sub[0]))
	case syntax.OpStar, syntax.OpPlus:
		x := re.Sub[0]
		if refEmptyLang(x) {
			return empty
		}
		return node(syntax.OpConcat, node(syntax.OpStar, x), refPrefixOf(x))
	case syntax.OpRepeat:
		x := re.Sub[0]
		if refEmptyLang(x) || re.Max == 0 {
			return empty
		}
		rep := node(syntax.OpStar, x)
		if re.Max > 0 {
			rep = node(syntax.OpRepeat, x)
			rep.Min, rep.Max = 0, re.Max-1
		}
		return node(syntax.OpConcat, rep, refPrefixOf(x))
	}
	panic("refPrefixOf: unexpected " + re.String())
}

type refOracle struct{ full, prefix *regexp.Regexp }

var refComponentRules = map[Component]string{
	ComponentScheme:   "scheme",
	ComponentUserinfo: "iuserinfo",
	ComponentHost:     "ihost",
	ComponentPort:     "port",
	ComponentPath:     "ipath",
	ComponentQuery:    "iquery",
	ComponentFragment: "ifragment",
}

func refBuildOracles(ucschar, iprivate string) map[Component]refOracle {
	rules := refRules(ucschar, iprivate)
	out := map[Component]refOracle{}
	for c, name := range refComponentRules {
		re, err := syntax.Parse(rules[name], syntax.Perl)
		if err != nil {
			panic(err)
		}
		out[c] = refOracle{
			full:   regexp.MustCompile(`\A(?:` + rules[name] + `)\z`),
			prefix: regexp.MustCompile(`\A(?:` + refPrefixOf(re).String() + `)\z`),
		}
	}
	return out
}

var refOracles = sync.OnceValue(func() map[parseMode]map[Component]refOracle {
	return map[parseMode]map[Component]refOracle{
		mIRI: refBuildOracles(refUcschar, refIprivate),
		mBis: refBuildOracles(refUcschar, refIprivateBis),
		mURI: refBuildOracles(refNever, refNever),
	}
})

// refOK: re matches s, with the §4.1 and UTF-8 checks.
func refOK(re *regexp.Regexp, s string) bool {
	return utf8.ValidString(s) && !strings.ContainsAny(s, refBidiFormatting) && re.MatchString(s)
}

type refSpan struct {
	c          Component
	start, end int
}

// refSplit splits s into component spans as the ParseError doc says.
func refSplit(s string) (spans []refSpan) {
	m := fuzzAppendixB.FindStringSubmatchIndex(s)
	if m[4] >= 0 {
		spans = append(spans, refSpan{ComponentScheme, m[4], m[5]})
	} else if i := strings.IndexAny(s, ":/?#"); i == 0 && s[0] == ':' {
		// An empty scheme: Appendix B's [^:/?#]+ needs one character, but
		// the text before the ":" (nothing) is still the scheme.
		spans = append(spans, refSpan{ComponentScheme, 0, 0})
		m = fuzzAppendixB.FindStringSubmatchIndex(s[1:])
		for i := range m {
			if m[i] >= 0 {
				m[i]++
			}
		}
	}
	if a0, a1 := m[8], m[9]; a0 >= 0 {
		hp := a0
		if at := strings.IndexByte(s[a0:a1], '@'); at >= 0 {
			spans = append(spans, refSpan{ComponentUserinfo, a0, a0 + at})
			hp = a0 + at + 1
		}
		// The host is an IP literal up to its "]" (and whatever follows
		// it before a ":"), or else ends at the first ":".
		search := hp
		if hp < a1 && s[hp] == '[' {
			if rb := strings.IndexByte(s[hp:a1], ']'); rb >= 0 {
				search = hp + rb
			} else {
				search = a1
			}
		}
		hostEnd := a1
		if c := strings.IndexByte(s[search:a1], ':'); c >= 0 {
			hostEnd = search + c
		}
		spans = append(spans, refSpan{ComponentHost, hp, hostEnd})
		if hostEnd < a1 {
			spans = append(spans, refSpan{ComponentPort, hostEnd + 1, a1})
		}
	}
	spans = append(spans, refSpan{ComponentPath, m[10], m[11]})
	if m[14] >= 0 {
		spans = append(spans, refSpan{ComponentQuery, m[14], m[15]})
	}
	if m[18] >= 0 {
		spans = append(spans, refSpan{ComponentFragment, m[18], m[19]})
	}
	return spans
}

// refCheckOffset checks err from parsing in under mode m against the
// offset oracle.
func refCheckOffset(t testing.TB, m parseMode, in string, err error) {
	t.Helper()
	var pe *ParseError
	if !errors.As(err, &pe) {
		t.Errorf("%s(%q): %v is not a *ParseError", m, in, err)
		return
	}
	spans := refSplit(in)
	oracles := refOracles()[m]
	for _, sp := range spans {
		o := oracles[sp.c]
		text := in[sp.start:sp.end]
		if refOK(o.full, text) {
			continue
		}
		// The first invalid component holds the error.
		k := pe.Offset
		if pe.Component != sp.c || k < sp.start || k > sp.end {
			t.Errorf("%s(%q): error at offset %d in %v; the first invalid component is %v %q at [%d, %d]: %v",
				m, in, k, pe.Component, sp.c, text, sp.start, sp.end, err)
			return
		}
		if !refOK(o.prefix, in[sp.start:k]) {
			t.Errorf("%s(%q): offset %d is late: %q is no prefix of %s: %v",
				m, in, k, in[sp.start:k], refComponentRules[sp.c], err)
		}
		if k < sp.end {
			_, n := utf8.DecodeRuneInString(in[k:sp.end])
			if refOK(o.prefix, in[sp.start:k+n]) {
				t.Errorf("%s(%q): offset %d is early: %q is a prefix of %s: %v",
					m, in, k, in[sp.start:k+n], refComponentRules[sp.c], err)
			}
		}
		return
	}
	t.Errorf("%s(%q): every component is valid, yet %v", m, in, err)
}

func TestRefPrefixOf(t *testing.T) {
	o := refOracles()[mIRI]
	for _, tt := range []struct {
		c      Component
		in     string
		prefix bool
	}{
		{ComponentHost, "[", true},
		{ComponentHost, "[::1", true},
		{ComponentHost, "[::1]", true},
		{ComponentHost, "[::1]x", false},
		{ComponentHost, "[1:2:3:4:5:6:7:8", true},
		{ComponentHost, "[1:2:3:4:5:6:7:8:", false},
		{ComponentHost, "[1:2:3:4:5:6:1.", true},
		{ComponentHost, "[1:2:3:4:5:1.", false},
		{ComponentHost, "[::1.2.3.25", true},
		{ComponentHost, "[::1.2.3.256", false},
		{ComponentHost, "[::1.0", true},
		{ComponentHost, "[::1.01", false},
		{ComponentHost, "[v", true},
		{ComponentHost, "[vz", false},
		{ComponentHost, "[1::2:", true},
		{ComponentHost, "[1::2::", false},
		{ComponentHost, "a%", true},
		{ComponentHost, "a%4", true},
		{ComponentHost, "a%4g", false},
		{ComponentScheme, "", true},
		{ComponentScheme, "1", false},
		{ComponentPath, "/a%", true},
		{ComponentPath, "/a%z", false},
		{ComponentQuery, "\uE000", true},
		{ComponentPath, "\uE000", false},
	} {
		if got := refOK(o[tt.c].prefix, tt.in); got != tt.prefix {
			t.Errorf("%v prefix %q = %v, want %v", tt.c, tt.in, got, tt.prefix)
		}
	}
}

// TestReferenceOffsets checks the offset of every table error and of an
// enumeration of IP literals against the offset oracle.
func TestReferenceOffsets(t *testing.T) {
	for _, tt := range parseTests {
		if tt.err == nil {
			continue
		}
		if _, err := tt.parse(); err != nil { // success is reported by TestParse
			refCheckOffset(t, tt.mode, tt.in, err)
		}
	}

	// IP literals from tokens: every sequence of up to 3 tokens, and a
	// deterministic sample of longer ones (more without -short).
	tokens := []string{"1", "a", "0", "ffff", "12345", "1:1:1", ":", "::", ".", "1.1.1", "255", "256", "01", "]", "v", "%", "x"}
	n, bad := 0, 0
	check := func(lit string) {
		in := "http://[" + lit + "/p"
		n++
		_, err := Parse(in)
		if (err == nil) != refValid(mIRI, in) {
			t.Errorf("Parse(%q) = %v, ABNF reference disagrees", in, err)
			bad++
		}
		if err != nil {
			before := t.Failed()
			refCheckOffset(t, mIRI, in, err)
			if !before && t.Failed() {
				bad++
			}
		}
	}
	var rec func(prefix string, depth int)
	rec = func(prefix string, depth int) {
		check(prefix)
		if depth == 0 || bad > 20 {
			return
		}
		for _, tok := range tokens {
			rec(prefix+tok, depth-1)
		}
	}
	rec("", 3)
	samples := 8000
	if testing.Short() {
		samples = 1000
	}
	rng := rand.New(rand.NewPCG(3986, 3987))
	for i := 0; i < samples && bad <= 20; i++ {
		var b strings.Builder
		for j := 4 + rng.IntN(9); j > 0; j-- {
			b.WriteString(tokens[rng.IntN(len(tokens))])
		}
		check(b.String())
	}
	t.Logf("%d IP literals checked", n)
}

// FuzzIDNAHost checks the IDNA host mapping (3987bis-13 §3.4.2) against
// the definition of an A-label (RFC 5890 §2.3.2.1, RFC 5891 §5.4): every
// label of an accepted host's output is ASCII, every "xn--" output label
// decodes to a non-ASCII U-label that converts back to the same label,
// and mapping the output again changes nothing. NormIDN never makes two
// hosts equivalent unless both map to the same A-labels (RFC 3987 §5.1:
// no false positives).
func FuzzIDNAHost(f *testing.F) {
	for _, h := range []string{
		"xn--example-.com", "xn--bcher-kva.example", "XN--BCHER-KVA.example", "b\u00fccher.example",
		"xn--andr--ep-.example.org", "\uff58\uff4e--example-.com", "xn--wca.example", "a\u3002b",
		"example.com", "EXAMPLE.com", "b%C3%BCcher.example", "xn--.com", "a_b.example",
		"\u03b5\u03bb\u03bb\u03ac\u03b4\u03b1.example", "\u65e5\u672c.\u65e5\u672c", "-\u00fc.example", "\u00fc--x.com", "ab--\u00fc.com",
		"a\u200db.example", "\u0627\u0644\u0639\u0631\u0628\u064a\u0629.example", "\u0627\u0644\u0639\u0631\u0628\u064a\u0629-1.example",
		"\u00fc.example.", "\u00fc..example", "xn--\u040d-",
	} {
		f.Add(h, "example.com")
	}
	f.Fuzz(func(t *testing.T, h1, h2 string) {
		if utf8.ValidString(h1) && len(h1) < 200 {
			// punycodeLen is the length of RFC 3492's encoding.
			// x/net's Punycode profile takes a label that starts with
			// "xn--" as prefixed already and encodes the rest ("xn--Ѝ-"
			// gives "xn--8za"); no such label is a U-label (RFC 5890
			// §2.3.2.1), so none reaches punycodeLen.
			if a, err := idna.Punycode.ToASCII(h1); err == nil && !strings.Contains(h1, ".") && !isASCII(h1) &&
				!(len(h1) >= 4 && strings.EqualFold(h1[:4], "xn--")) {
				want := min(len(a)-len("xn--"), maxLabelLen+1)
				if got := punycodeLen(h1); got != want {
					t.Fatalf("punycodeLen(%q) = %d, want %d", h1, got, want)
				}
				if got := "xn--" + string(appendPunycode(nil, h1)); got != a {
					t.Fatalf("appendPunycode(%q) = %q, want %q", h1, got, a)
				}
			}
		}
		x, err := Parse("http://" + h1 + "/")
		if err != nil || x.HostKind() != HostRegName || x.HasPort() || x.HasUserinfo() {
			return
		}
		// The host decision's mapping without Punycode maps exactly the
		// hosts mapHost maps, to the same labels.
		hs, he := int(x.hostStart), int(x.hostEnd)
		a, err := ToURIOptions{IDNA: true}.mapHost(x.s, hs, he)
		fa, fu, ferr := ToURIOptions{IDNA: true}.mapHostUnicode(x.s, hs, he)
		switch {
		case (err == nil) != (ferr == nil) || fu == "" && (fa != a || err != nil && err.Error() != ferr.Error()):
			t.Fatalf("mapHostUnicode(%q) = %q, %q, %v; mapHost gives %q, %v", h1, fa, fu, ferr, a, err)
		case fu != "":
			if back, err := idna.Lookup.ToASCII(fu); err != nil || back != a {
				t.Fatalf("mapHostUnicode(%q) = %q, whose ASCII form is %q, %v; mapHost gives %q", h1, fu, back, err, a)
			}
		}
		u, err := ToURIOptions{IDNA: true}.ToURI(x)
		if err == nil {
			host := u.Host()
			for _, label := range strings.Split(strings.TrimSuffix(host, "."), ".") {
				for i := 0; i < len(label); i++ {
					c := label[i]
					if !('a' <= c && c <= 'z' || '0' <= c && c <= '9' || c == '-') {
						t.Fatalf("ToURI(%q) = %q: label %q is not LDH", x, u, label)
					}
				}
				if strings.HasPrefix(label, "xn--") {
					ul, ok := aLabelToULabel(idna.Lookup, label)
					if !ok || isASCII(ul) {
						t.Fatalf("ToURI(%q) = %q: %q is not an A-label", x, u, label)
					}
					if back, err := idna.Lookup.ToASCII(ul); err != nil || back != label {
						t.Fatalf("ToURI(%q) = %q: %q decodes to %q, which converts back to %q, %v", x, u, label, ul, back, err)
					}
				}
			}
			if again, err := (ToURIOptions{IDNA: true}).ToURI(u); err != nil || again != u {
				t.Fatalf("ToURI(ToURI(%q)) = %q, %v; want %q", x, again, err, u)
			}
		}
		y, err2 := Parse("http://" + h2 + "/")
		if err2 != nil || y.HostKind() != HostRegName || y.HasPort() || y.HasUserinfo() {
			return
		}
		if !Equivalent(x, y, SchemeBased|NormIDN) {
			return
		}
		v, erry := ToURIOptions{IDNA: true}.ToURI(y)
		if (err == nil) != (erry == nil) {
			t.Fatalf("Equivalent(%q, %q) under NormIDN, but ToURI gives %q, %v and %q, %v", x, y, u, err, v, erry)
		}
		if err == nil && u.Host() != v.Host() {
			t.Fatalf("Equivalent(%q, %q) under NormIDN, but they map to %q and %q", x, y, u, v)
		}
	})
}

// FuzzCheck checks the invariants of Check on every IRI the parsers
// accept: it never panics, every span lies inside the input and is not
// empty, results are ordered by offset then code, each severity is its
// code's, Check is deterministic, the quick pass never hides a violation
// the full checks find, and NOT_NFKC never duplicates NOT_NFC.
func FuzzCheck(f *testing.F) {
	if fh, err := os.Open("testdata/bench-mix.txt"); err == nil {
		sc := bufio.NewScanner(fh)
		for sc.Scan() {
			f.Add(sc.Text())
		}
		fh.Close()
	}
	for _, ex := range chkBidiExamples {
		f.Add(chkNotation(ex.in, chkHebrewLetters))
		f.Add(chkNotation(ex.in, chkArabicLetters))
	}
	for _, tt := range chkCases {
		f.Add(tt.in)
	}
	for _, s := range chkClean {
		f.Add(s)
	}
	for _, tt := range schemeCases {
		f.Add(tt.in)
	}
	checkers := []CheckOptions{{}, {WholeComponents: true}, {HostOptions: HostOptions{Schemes: Schemes{"http": {}, "file": {}}}}, {Ignore: []Code{CodeSpaceLookalike, CodeNotNFC}},
		{NoSchemeChecks: true, SchemeChecks: SchemeChecks{"x": DefaultSchemeChecks()["mailto"]}}}
	f.Fuzz(func(t *testing.T, in string) {
		x, err := Parse(in)
		if err != nil {
			if x, err = (ParseOptions{Grammar: RFC3987bis}).Parse(in); err != nil {
				return
			}
		}
		for _, c := range checkers {
			vs := c.Check(x)
			if vs != nil && len(vs) == 0 {
				t.Fatalf("%q: empty non-nil result", in)
			}
			for i, v := range vs {
				if v.Offset < 0 || v.Len < 1 || v.Offset+v.Len > len(in) {
					t.Fatalf("%q: %v: span [%d,+%d) outside the input", in, v, v.Offset, v.Len)
				}
				if !v.Code.valid() {
					t.Fatalf("%q: %v: bad code or severity", in, v)
				}
				if v.Message == "" {
					t.Fatalf("%q: %v: no message", in, v)
				}
				for _, ig := range c.Ignore {
					if v.Code == ig {
						t.Fatalf("%q: ignored code %v reported", in, v.Code)
					}
				}
				if i > 0 {
					p := vs[i-1]
					if p.Offset > v.Offset || p.Offset == v.Offset && p.Code > v.Code {
						t.Fatalf("%q: not ordered: %v before %v", in, p, v)
					}
				}
				if v.Code == CodeNotNFKC {
					for _, w := range vs {
						if w.Code == CodeNotNFC && w.Offset < v.Offset+v.Len && v.Offset < w.Offset+w.Len {
							t.Fatalf("%q: NOT_NFKC %v overlaps NOT_NFC %v", in, v, w)
						}
					}
				}
			}
			if again := c.Check(x); !reflect.DeepEqual(vs, again) {
				t.Fatalf("%q: Check not deterministic:\n%v\n%v", in, vs, again)
			}
			if chkQuickClean(x) {
				generic := c
				generic.NoSchemeChecks = true
				if full := generic.check(x, nil); full != nil {
					t.Fatalf("%q: the quick pass says clean, the full checks find %v", in, full)
				}
			}
		}
	})
}

// u2iFuzzConverters are the option sets FuzzToIRI checks.
var u2iFuzzConverters = []ToIRIOptions{
	{},
	{Grammar: RFC3987bis},
	{KeepQueryEncoded: true},
	{DecodeDiscouraged: true},
	{IDNA: true},
	{IDNA: true, Schemes: Schemes{"a": {DNSHost: true}, "uri": {DNSHost: true}, "http": {}}, Grammar: RFC3987bis, DecodeDiscouraged: true},
}

// FuzzToIRI checks the properties of RFC 3987 §3.2 on every input:
//
//   - for a URI reference u and every option set: the output parses as an
//     IRI (with the ToIRIOptions's grammar) to the same value, and ToIRI is
//     idempotent;
//   - without IDNA: the output is what the step-by-step reference
//     gives, and ToURI(ToIRI(u)) equals u under percent-encoding
//     normalization (RFC 3987 §3.2, 3987bis-13 §4.1; 3987bis-13 §4.1),
//     and no character of RFC 3987 §3.2 steps 3–4 appears;
//   - for an IRI v without percent-encodings: ToIRI(ToURI(v)) == v, except
//     for the characters ToIRI documents as kept encoded;
//   - for any IRI: ToIRI gives a valid IRI and is idempotent.
func FuzzToIRI(f *testing.F) {
	for _, v := range u2iVectors {
		f.Add(v.in)
	}
	for _, s := range benchMix(f) {
		f.Add(s)
		if x, err := Parse(s); err == nil {
			f.Add(x.ToURI().String())
		}
	}
	for _, s := range []string{
		"http://x/%C0%AF%ED%A0%80%F4%90%80%80%e2%80%ae?%EE%80%80%F3%A0%80%81#%C2%A0",
		"http://u%C3%A9@xn--99zt52a.%65xample.org:80/%7e%2f?%41%25#%e6%97%a5",
		"a%E2%82%C3%BC/%F0%9F%98%80?%F0%9F%98#%FF",
		"http://%31%39%32.0.2.1/",
		"//xn--rsum-bpad.example.org",
		"http://a\u00A0b/\u200D?\uE000%EE%80%80",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if u, err := ParseURI(s); err == nil {
			for _, c := range u2iFuzzConverters {
				y, ok := c.toIRI(u)
				if !ok {
					t.Fatalf("%+v.ToIRI(%q): output does not parse", c, s)
				}
				z, err := ParseOptions{Grammar: c.Grammar}.Parse(y.String())
				if err != nil {
					t.Fatalf("%+v.ToIRI(%q) = %q: %v", c, s, y, err)
				}
				if z != y {
					t.Fatalf("%+v.ToIRI(%q): offsets %+v, fresh parse %+v", c, s, y, z)
				}
				if again := c.ToIRI(y); again != y {
					t.Fatalf("%+v.ToIRI not idempotent on %q: %q, then %q", c, s, y, again)
				}
				if c.IDNA {
					continue
				}
				if want := u2iReference(s, c)[5]; y.String() != want {
					t.Fatalf("%+v.ToIRI(%q) = %q, reference %q", c, s, y, want)
				}
				if back := y.ToURI().String(); u2iPctNormalize(back) != u2iPctNormalize(s) {
					t.Fatalf("%+v: ToURI(ToIRI(%q)) = %q, not equivalent", c, s, back)
				}
				if !c.DecodeDiscouraged && c.Grammar == RFC3987 {
					for _, r := range y.String() {
						if r >= 0x80 && (u2iBidi.has(r) || u2iDiscouraged(r) || !u2iUcschar.has(r) && !u2iIprivate.has(r)) {
							t.Fatalf("ToIRI(%q) = %q holds U+%04X", s, y, r)
						}
					}
				}
			}
			if y := u.ToIRI(); y != (ToIRIOptions{}).ToIRI(u) {
				t.Fatalf("IRI.ToIRI and ToIRIOptions{}.ToIRI differ on %q", s)
			}
		}
		for _, p := range []ParseOptions{{}, {Grammar: RFC3987bis}} {
			v, err := p.Parse(s)
			if err != nil {
				continue
			}
			c := ToIRIOptions{Grammar: p.Grammar}
			y, ok := c.toIRI(v)
			if !ok {
				t.Fatalf("ToIRI(IRI %q): output does not parse", s)
			}
			if z, err := p.Parse(y.String()); err != nil || z != y {
				t.Fatalf("ToIRI(IRI %q) = %q: %v", s, y, err)
			}
			if again := c.ToIRI(y); again != y {
				t.Fatalf("ToIRI not idempotent on IRI %q: %q, then %q", s, y, again)
			}
			if !strings.Contains(s, "%") {
				got := c.ToIRI(v.ToURI()).String()
				if want := u2iEncodeDiscouraged(s); got != want {
					t.Fatalf("ToIRI(ToURI(%q)) = %q, want %q", s, got, want)
				}
			}
		}
	})
}

// nzFuzzFlags are the flag sets FuzzNormalize always checks, besides the
// random one it is given.
var nzFuzzFlags = []Normalization{
	NormCase, NormPercent, NormDotSegments, NormPercent | NormDotSegments,
	SyntaxBased, SchemeBased,
	SyntaxBased | NormNFC, SchemeBased | NormNFC,
	SchemeBased | NormIDN, SchemeBased | NormIDN | NormNFC,
	NormNFKC, SchemeBased | NormNFKC, SchemeBased | NormIDN | NormNFKC,
}

// nzHigher are the ladder levels above SyntaxBased that must keep
// syntax-equivalent IRIs equivalent (comparison-02 §2). NFKC is not among
// them: it turns compatibility characters into "." and "/" (U+2025,
// U+FF0F), so dot-segment removal before and after it can differ; see the
// NormNFKC documentation.
var nzHigher = []Normalization{
	SchemeBased, SyntaxBased | NormNFC, SchemeBased | NormNFC,
	SyntaxBased | NormIDN, SchemeBased | NormIDN, SchemeBased | NormIDN | NormNFC,
}

// FuzzNormalize checks, for every input that parses (strictly or as a
// LEIRI) and for the flag sets above plus a random one:
//
//   - the result parses to the same value, and Normalize is idempotent;
//   - the input is equivalent to its normal form; Equivalent is reflexive
//     and symmetric (with a second input), and equivalent IRIs have equal
//     URIKeys, which are URIs;
//   - IRIs equivalent at SyntaxBased stay equivalent at every higher rung;
//   - with NormPercent the result is a fixed point of ToIRI;
//   - SyntaxBased agrees with a reference built from other operations of
//     the package: ToIRI for the decoding, Resolve for remove_dot_segments;
//   - the quick check agrees with the full path: where it says the input
//     or its normal form is normal already, the full path returns it
//     unchanged (with and without ExcludeFragment).
func FuzzNormalize(f *testing.F) {
	for _, s := range nzCorpus {
		f.Add(s, "http://example.com/", uint8(SchemeBased))
	}
	for i, s := range benchMix(f) {
		f.Add(s, nzCorpus[i%len(nzCorpus)], uint8(i*37))
	}
	f.Add("HTTP://Example.COM:80/a/%2e%2E/b", "http://example.com/b", uint8(0xFF))
	f.Add("http://r\u00C9sum\u00E9.example/", "http://xn--rsum-bpad.example:80", uint8(SchemeBased|NormIDN))
	f.Fuzz(func(t *testing.T, s, s2 string, flags uint8) {
		x, err := Parse(s)
		if err != nil {
			if x, err = ParseLEIRI(s); err != nil {
				return
			}
		}
		checkNzScan(t, x)
		x2, err := Parse(s2)
		if err != nil {
			x2 = x.Normalize(Normalization(flags))
		}
		sets := append(nzFuzzFlags[:len(nzFuzzFlags):len(nzFuzzFlags)], Normalization(flags))
		for _, n := range sets {
			nz := NormalizeOptions{Flags: n}
			y, ok := nz.normalize(x)
			if !ok {
				t.Fatalf("Normalize(%q, %v): output does not parse", x, n)
			}
			z, err := Parse(y.String())
			if err != nil || z != y {
				t.Fatalf("Normalize(%q, %v) = %q: reparse %+v, %v", x, n, y, z, err)
			}
			if again := nz.Normalize(y); again != y {
				t.Fatalf("Normalize(%q, %v) not idempotent: %q, then %q", x, n, y, again)
			}
			if !Equivalent(x, y, n) || !Equivalent(x, x, n) {
				t.Fatalf("%q not equivalent to itself or to %q at %v", x, y, n)
			}
			eq := Equivalent(x, x2, n)
			if eq != Equivalent(x2, x, n) {
				t.Fatalf("Equivalent(%q, %q, %v) not symmetric", x, x2, n)
			}
			k := nz.URIKey(x)
			if _, err := ParseURI(k); err != nil {
				t.Fatalf("URIKey(%q, %v) = %q: %v", x, n, k, err)
			}
			if eq && k != nz.URIKey(x2) {
				t.Fatalf("%q ≡ %q at %v, but URIKeys %q and %q", x, x2, n, k, nz.URIKey(x2))
			}
			if n&NormPercent != 0 && n&NormIDN == 0 {
				if w := y.ToIRI(); w != y {
					t.Fatalf("ToIRI(Normalize(%q, %v)) = %q, want %q", x, n, w, y)
				}
			}
			nzCheckQuick(t, nz, x, y)
			nzCheckQuick(t, NormalizeOptions{Flags: n, ExcludeFragment: true}, x, y)
		}
		syn := x.Normalize(SyntaxBased)
		synEq := Equivalent(x, x2, SyntaxBased)
		for _, n := range nzHigher {
			if !Equivalent(x, syn, n) {
				t.Fatalf("%q normalizes at SyntaxBased to %q, but at %v to %q and %q", x, syn, n, x.Normalize(n), syn.Normalize(n))
			}
			if synEq && !Equivalent(x, x2, n) {
				t.Fatalf("%q ≡ %q at SyntaxBased but not at %v", x, x2, n)
			}
		}
		if want := nzReference(x); syn.String() != want {
			t.Fatalf("Normalize(%q, SyntaxBased) = %q, reference %q", x, syn, want)
		}
	})
}

// nzCheckQuick checks the quick check of Normalize against the full path
// on x and on its normal form y: where quickNormal says "normal", the
// full path returns the reference unchanged, and Normalize agrees with
// the full path.
func nzCheckQuick(t *testing.T, nz NormalizeOptions, x, y IRI) {
	t.Helper()
	for _, v := range []IRI{x, y} {
		if nz.ExcludeFragment {
			v = v.WithoutFragment()
		}
		slow, _ := nz.normalizeSlow(v)
		if nz.quickNormal(v) && slow != v {
			t.Fatalf("%v (ExcludeFragment %v): quickNormal(%q), but the full path gives %q", nz.Flags, nz.ExcludeFragment, v, slow)
		}
		if got := nz.Normalize(v); got != slow {
			t.Fatalf("%v (ExcludeFragment %v): Normalize(%q) = %q, full path %q", nz.Flags, nz.ExcludeFragment, v, got, slow)
		}
	}
}

// nzReference is syntax-based normalization built from other operations:
// ToIRI decodes (RFC 3987 §3.2), the characters ToIRI keeps encoded are
// encoded where they are literal (by the Unicode-table sets of the ToIRI
// tests), the scheme and a US-ASCII host are lowercased outside triplets,
// and Resolve removes the dot segments (RFC 3986 §5.2.2 applies
// remove_dot_segments to a reference with a scheme, an authority or an
// absolute path).
func nzReference(x IRI) string {
	u := x.ToIRI()
	s := u.String()
	var b strings.Builder
	for i, r := range s {
		if r >= utf8.RuneSelf && u2iUcschar.has(r) && (u2iBidi.has(r) || u2iDiscouraged(r)) {
			for _, c := range []byte(string(r)) {
				b.WriteString("%" + string(upperHex[c>>4]) + string(upperHex[c&15]))
			}
			continue
		}
		switch {
		case i < int(u.schemeEnd):
			r = nzLower(r)
		case i >= int(u.hostStart) && i < int(u.hostEnd) && u.HasAuthority():
			h := u.Host()
			if u.HostKind() != HostRegName || isASCIIString(h) && !nzHostHasHighTriplet(h) {
				// Lowercase, except the hex digits of a triplet.
				j := i - int(u.hostStart)
				if !(j >= 1 && h[j-1] == '%' || j >= 2 && h[j-2] == '%') {
					r = nzLower(r)
				}
			}
		}
		b.WriteRune(r)
	}
	y := MustParse(b.String())
	p := y.Path()
	switch {
	case y.IsAbs():
		z, err := y.Resolve(y)
		if err != nil {
			panic(err)
		}
		return z.String()
	case y.HasAuthority() || strings.HasPrefix(p, "/"):
		z, err := MustParse("s:").Resolve(y)
		if err != nil {
			panic(err)
		}
		return strings.TrimPrefix(z.String(), "s:")
	}
	return y.String()
}

func nzLower(r rune) rune {
	if 'A' <= r && r <= 'Z' {
		return r + 'a' - 'A'
	}
	return r
}

func isASCIIString(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// nzHostHasHighTriplet reports whether h has a triplet of an octet >= 0x80.
func nzHostHasHighTriplet(h string) bool {
	for i := 0; i+2 < len(h); i++ {
		if h[i] == '%' && strings.IndexByte("89ABCDEFabcdef", h[i+1]) >= 0 {
			return true
		}
	}
	return false
}

// Seeds for FuzzToURI: the RFC 3987 §3.1 inputs, every ucschar/iprivate range
// boundary, IDNA hosts, LEIRI characters and the benchmark corpus.
var fuzzToURISeeds = []string{
	"",
	"http://www.example.org/red%09ros\u00e9#red",
	"http://example.com/\U00010300\U00010301\U00010302",
	"http://r\u00e9sum\u00e9.example.org",
	"http://r%C3%A9sum%C3%A9.example.org",
	"http://r%E9sum%E9.example.org",
	"http://validator.w3.org/check?uri=http%3A%2F%2Fr\u00e9sum\u00e9.example.org",
	"http://www.example.org/r%E9sum%E9.xml#r\u00e9sum\u00e9",
	"Vi\u00ea\u0323t",
	"http://example.org/?q=\ue000",
	"http://example.com/a%20b?x=%7e",
	"http://\u4f8b\u3048\u3002jp/\u30d1\u30b9?\u30ad\u30fc=\u5024#\u65ad\u7247",
	"http://\uff11\uff12\uff17.\uff10.\uff10.\uff11/",
	"http://B\u00fc:\u1e9e@gOoGle.com",
	"http://1\u05d0.com/",
	"http://xn--zz.example/",
	"http://-a.example/",
	"http://a..b/",
	"http://[::1]/\u00e9",
	"http://example.org/a b",
	"http://example.org/{x}|y^`\\z\"<>",
	"  http://example.com/a\n",
	"\u3000http://example.com/",
	"http://x/\ufffe",
	"http://x/\xed\xa0\x80",
	"http://x/a%zz \u200e",
	"http://x/\u00a0\u2066\u061c\u200b",
	"mailto:Jos\u00e9@example.com?subject=Ol\u00e1",
}

func FuzzToURI(f *testing.F) {
	for _, s := range fuzzToURISeeds {
		f.Add(s)
	}
	for _, c := range []rune{0xA0, 0xD7FF, 0xF900, 0xFDCF, 0xFDF0, 0xFFEF, 0x10000, 0x1FFFD, 0xE1000, 0xEFFFD, 0xE000, 0xF8FF, 0xF0000, 0x10FFFD} {
		f.Add("http://h" + string(c) + "/p" + string(c) + "?q" + string(c) + "#f" + string(c))
	}
	for _, s := range benchMix(f) {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		x, err := Parse(s)
		if err != nil {
			checkLEIRIProperties(t, s)
			return
		}
		u := x.ToURI()
		// RFC 3987 §3.1 step 2: ASCII bytes as they were, each other
		// byte as an uppercase %HH; the result is a URI with the right
		// offsets (ParseURI gives the same value), mapping is idempotent
		// and the identity on URIs.
		if !tmEncodedFrom(s, u.String()) {
			t.Fatalf("ToURI(%q) = %q is not the step 2 encoding of the input", s, u)
		}
		v, err := ParseURI(u.String())
		if err != nil {
			t.Fatalf("ToURI(%q) = %q fails ParseURI: %v", s, u, err)
		}
		if v != u {
			t.Fatalf("ToURI(%q) = %#v, ParseURI gives %#v", s, u, v)
		}
		if w := u.ToURI(); w != u {
			t.Fatalf("ToURI not idempotent: %q -> %q", u, w)
		}
		if firstNonASCII(s) == len(s) && u != x {
			t.Fatalf("ToURI(%q) = %#v, want the URI itself %#v", s, u, x)
		}
		// A valid IRI is a valid LEIRI that converts to itself.
		if y, err := ParseLEIRI(s); err != nil || y != x {
			t.Fatalf("ParseLEIRI(%q) = %#v, %v; want %#v", s, y, err, x)
		}

		checkMapperProperties(t, x, u)
		checkToIRIRoundTrip(t, x, u)
	})
}

// tmEncodedFrom reports whether u is s with every byte >= 0x80 replaced by
// its uppercase %HH triplet and nothing else changed.
func tmEncodedFrom(s, u string) bool {
	const hex = "0123456789ABCDEF"
	j := 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c < utf8.RuneSelf {
			if j >= len(u) || u[j] != c {
				return false
			}
			j++
			continue
		}
		if j+3 > len(u) || u[j] != '%' || u[j+1] != hex[c>>4] || u[j+2] != hex[c&15] {
			return false
		}
		j += 3
	}
	return j == len(u)
}

// checkMapperProperties checks ToURIOptions with IDNA on the valid IRI x whose
// plain mapping is u.
func checkMapperProperties(t *testing.T, x, u IRI) {
	m := ToURIOptions{IDNA: true}
	a, err := m.ToURI(x)
	if err != nil {
		var he *HostError
		if !errors.As(err, &he) || !errors.Is(err, ErrIDNA) || a != (IRI{}) {
			t.Fatalf("ToURIOptions{IDNA}.ToURI(%q): %#v, %v", x, a, err)
		}
		if x.HostKind() != HostRegName || x.Host() == "" || !m.isDNSScheme(x.Scheme()) ||
			he.Input != x.String() || he.Host != x.Host() ||
			he.Offset < int(x.hostStart) || he.Offset >= int(x.hostEnd) {
			t.Fatalf("ToURIOptions{IDNA}.ToURI(%q): error for a host it should not map, or misplaced: %#v", x, he)
		}
		return
	}
	b, err := ParseURI(a.String())
	if err != nil || b != a {
		t.Fatalf("ToURIOptions{IDNA}.ToURI(%q) = %#v; ParseURI gives %#v, %v", x, a, b, err)
	}
	if c, err := m.ToURI(a); err != nil || c != a {
		t.Fatalf("ToURIOptions{IDNA}.ToURI not idempotent: %q -> %q, %v", a, c, err)
	}
	if a.ToURI() != a {
		t.Fatalf("ToURIOptions{IDNA}.ToURI(%q) = %q is not ASCII", x, a)
	}
	// Only the host may differ from the plain mapping.
	if a.Scheme() != u.Scheme() || a.Userinfo() != u.Userinfo() || a.Port() != u.Port() ||
		a.Path() != u.Path() || a.Query() != u.Query() || a.Fragment() != u.Fragment() ||
		a.HasAuthority() != u.HasAuthority() || a.HasQuery() != u.HasQuery() || a.HasFragment() != u.HasFragment() {
		t.Fatalf("ToURIOptions{IDNA}.ToURI(%q) = %q changed more than the host of %q", x, a, u)
	}
	if a.Host() != u.Host() {
		h := a.Host()
		if h != strings.ToLower(h) || checkDNSName(h) != nil {
			t.Fatalf("ToURIOptions{IDNA}.ToURI(%q): host %q is not a lowercase LDH name", x, h)
		}
	}
}

// checkToIRIRoundTrip checks URI → IRI conversion against the mapping: for
// an IRI x without percent-encodings and its mapping u, u.ToIRI() maps back
// to u (RFC 3987 §3.2, 3987bis-13 §4.1), and it is x itself unless x holds
// characters that ToIRI keeps encoded by choice (RFC 3987 §3.2 step 4:
// bidi controls, space look-alikes, invisible characters).
func checkToIRIRoundTrip(t *testing.T, x, u IRI) {
	if strings.IndexByte(x.String(), '%') >= 0 {
		return
	}
	w := u.ToIRI()
	if w.ToURI() != u {
		t.Fatalf("ToIRI(%q) = %q maps back to %q", u, w, w.ToURI())
	}
	if w == x {
		return
	}
	query := x.Query()
	for _, r := range x.String() {
		if r < utf8.RuneSelf || isIprivate(r, false) && strings.ContainsRune(query, r) {
			continue
		}
		// Does ToIRI keep this character encoded in a path?
		p := MustParse("/" + tmPct(string(r)))
		if p.ToIRI() == p {
			return // a deliberate choice of ToIRI; w differs legitimately
		}
	}
	t.Fatalf("ToIRI(ToURI(%q)) = %q, want the IRI back", x, w)
}

// checkLEIRIProperties checks ParseLEIRI and ParseUserInput on s, which
// Parse rejects.
func checkLEIRIProperties(t *testing.T, s string) {
	for _, f := range []struct {
		name  string
		parse func(string) (IRI, error)
	}{{"ParseLEIRI", ParseLEIRI}, {"ParseUserInput", ParseUserInput}} {
		y, err := f.parse(s)
		if err != nil {
			var pe *ParseError
			if !errors.As(err, &pe) || pe.Input != s || pe.Offset < 0 || pe.Offset > len(s) || y != (IRI{}) {
				t.Fatalf("%s(%q): %#v, %v", f.name, s, y, err)
			}
			// ParseUserInput reports the end of the trimmed text as the
			// end of input.
			trimmedEnd := pe.Rune == -1 && strings.Trim(s[pe.Offset:], " \t\r\n") == ""
			if pe.Err != ErrTooLong && pe.Rune != runeAt(s, pe.Offset) && pe.Err != ErrInvalidUTF8 && !trimmedEnd {
				t.Fatalf("%s(%q): Rune %U but the input has %U at offset %d", f.name, s, pe.Rune, runeAt(s, pe.Offset), pe.Offset)
			}
			_ = pe.Error()
			continue
		}
		// The result is a strict IRI whose mapping is a URI.
		z, err := Parse(y.String())
		if err != nil || z != y {
			t.Fatalf("%s(%q) = %#v; Parse gives %#v, %v", f.name, s, y, z, err)
		}
		u := y.ToURI()
		if v, err := ParseURI(u.String()); err != nil || v != u {
			t.Fatalf("%s(%q): ToURI = %#v; ParseURI gives %#v, %v", f.name, s, u, v, err)
		}
		// The conversion only adds triplets: removing the input's
		// characters in order from the result leaves only "%HH".
		if f.name == "ParseLEIRI" && len(y.String()) <= len(s) {
			t.Fatalf("ParseLEIRI(%q) = %q: an invalid input converted without encoding anything", s, y)
		}
	}
}

// FuzzFromParts: a recomposition that FromParts accepts is what Parse
// finds in its string, component for component; one that it rejects gets
// a *ParseError inside the component it names.
func FuzzFromParts(f *testing.F) {
	f.Add("http", "user:pw", "example.com", "8080", "/a/b", "q=1", "frag", uint8(0))
	f.Add("", "", "", "", "a:b", "", "", uint8(0))
	f.Add("foo", "", "", "", "//x", "", "", uint8(0))
	f.Add("h", "a@b", "[::1", "x", "a b", "#", "%", uint8(31))
	f.Add("", "", "例え.jp", "", "/パス", "\ue000", "\u202e", uint8(1))
	f.Fuzz(func(t *testing.T, scheme, user, host, port, path, query, frag string, flags uint8) {
		p := Parts{
			Scheme: scheme, Userinfo: user, Host: host, Port: port, Path: path, Query: query, Fragment: frag,
			HasAuthority: flags&1 != 0, HasUserinfo: flags&2 != 0, HasPort: flags&4 != 0,
			HasQuery: flags&8 != 0, HasFragment: flags&16 != 0,
		}
		hasUser := p.HasUserinfo || user != ""
		hasPort := p.HasPort || port != ""
		hasAuth := p.HasAuthority || hasUser || host != "" || hasPort
		hasQuery := p.HasQuery || query != ""
		hasFrag := p.HasFragment || frag != ""
		// The recomposition and the span of each component, independently.
		var b strings.Builder
		span := map[Component][2]int{}
		put := func(c Component, s string) {
			span[c] = [2]int{b.Len(), b.Len() + len(s)}
			b.WriteString(s)
		}
		if scheme != "" {
			put(ComponentScheme, scheme)
			b.WriteString(":")
		}
		if hasAuth {
			b.WriteString("//")
			if hasUser {
				put(ComponentUserinfo, user)
				b.WriteString("@")
			}
			put(ComponentHost, host)
			if hasPort {
				b.WriteString(":")
				put(ComponentPort, port)
			}
		}
		put(ComponentPath, path)
		if hasQuery {
			b.WriteString("?")
			put(ComponentQuery, query)
		}
		if hasFrag {
			b.WriteString("#")
			put(ComponentFragment, frag)
		}
		s := b.String()

		x, err := FromParts(p)
		if err == nil {
			y, perr := Parse(s)
			if perr != nil || y != x {
				t.Fatalf("FromParts(%+v) = %+v; Parse(%q) = %+v, %v", p, x, s, y, perr)
			}
			q := x.Parts()
			if q.Scheme != scheme || q.Path != path || q.HasAuthority != hasAuth ||
				hasAuth && (q.Userinfo != user || q.Host != host || q.Port != port || q.HasUserinfo != hasUser || q.HasPort != hasPort) ||
				q.Query != query || q.HasQuery != hasQuery || q.Fragment != frag || q.HasFragment != hasFrag {
				t.Fatalf("FromParts(%+v).Parts() = %+v", p, q)
			}
			return
		}
		var pe *ParseError
		if !errors.As(err, &pe) {
			t.Fatalf("FromParts(%+v): %v (%T)", p, err, err)
		}
		if pe.Input != s {
			t.Fatalf("FromParts(%+v): Input %q, want %q", p, pe.Input, s)
		}
		checkBuildError(t, pe)
		sp, ok := span[pe.Component]
		if !ok || pe.Offset < sp[0] || pe.Offset > sp[1] {
			t.Fatalf("FromParts(%+v): %v: offset %d is not in the %s at %v", p, err, pe.Offset, pe.Component, sp)
		}
		// Parse agrees that the string is not a reference with these
		// components: it fails, or it splits the string differently.
		if y, perr := Parse(s); perr == nil && y.Parts() == p {
			t.Fatalf("FromParts(%+v) failed (%v), but Parse(%q) gives the same parts", p, err, s)
		}
	})
}

func FuzzEscape(f *testing.F) {
	for _, s := range []string{"", "a b/c?d#e%f", "résumé", "\ue000\U000F0000", "\u202e\u200b\u00a0", "\xff\xc3(",
		"k=v&x=y;z+w", "..", "\xed\xa0\x80\xf4\x90\x80\x80", "\U000E0001"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		checkEscape(t, s)
		// Unescape never panics, and its errors are well formed.
		if _, err := Unescape(s); err != nil {
			var pe *ParseError
			if !errors.As(err, &pe) || pe.Offset > len(s) || !errors.Is(err, ErrInvalidPercent) {
				t.Fatalf("Unescape(%q): %v", s, err)
			}
			if pe.Offset < len(s) {
				if r, _ := utf8.DecodeRuneInString(s[pe.Offset:]); r != pe.Rune {
					t.Fatalf("Unescape(%q): Rune %U at %d", s, pe.Rune, pe.Offset)
				}
			}
		}
	})
}

// FuzzParseFast checks the fast path against the full parser: whenever it
// accepts, its IRI is the one the full parser returns, in that mode.
func FuzzParseFast(f *testing.F) {
	for _, s := range fuzzBenchMix(f) {
		f.Add(s)
	}
	for _, tt := range parseTests {
		f.Add(tt.in)
	}
	f.Add("https://example.com:8443/a/b.html?x=1&y=2#top")
	f.Add("images/" + strings.Repeat("a", 20) + ".gif")
	f.Fuzz(func(t *testing.T, in string) {
		checkFast(t, in)
	})
}

func FuzzURL(f *testing.F) {
	for _, s := range benchMix(f) {
		f.Add(s)
	}
	for _, s := range []string{"HTTP://u:a:b@Ex%41mple.com:/p%2F?#", "http://", "//", "///p", "foo://?q", "http://[v1.x]/",
		"http://a!b@h/", "mailto:José@x", "http://h/a%2fb", "s:a/b:c"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		x, err := Parse(s)
		if err != nil {
			return
		}
		checkURLRoundTrip(t, x, false)
	})
}

func FuzzResolve(f *testing.F) {
	for _, s := range fuzzResolveSeeds {
		f.Add(s[0], s[1])
	}
	for _, tt := range rfc3986Examples {
		f.Add(rfc3986Base, tt.ref)
	}
	f.Fuzz(func(t *testing.T, base, ref string) {
		compareWithReference(t, base, ref)
	})
}

func FuzzRelativize(f *testing.F) {
	f.Add(rfc3986Base, "http://a/b/g?y#s")
	f.Add("http://a/é/x", "http://a/è/y")
	f.Add("foo:", "foo:/.//bar")
	f.Add("foo:a/b", "foo:a/c:d")
	f.Add("http://a/b/./c/", "http://a/b/c/d")
	f.Add("http://a", "http://a?q")
	f.Fuzz(func(t *testing.T, base, target string) {
		b, err1 := Parse(base)
		tg, err2 := Parse(target)
		if err1 != nil || err2 != nil {
			return
		}
		r, err := b.Relativize(tg)
		if err != nil {
			if r != (IRI{}) {
				t.Fatalf("Relativize(%q, %q) = %q with error %v", base, target, r, err)
			}
			switch {
			case errors.Is(err, ErrNotAbsolute):
				if b.IsAbs() && tg.IsAbs() {
					t.Fatalf("Relativize(%q, %q): %v", base, target, err)
				}
			case errors.Is(err, ErrNoReference):
				// Only targets that resolution cannot produce from themselves.
				if self, err := b.Resolve(tg); err == nil && self == tg {
					t.Fatalf("Relativize(%q, %q): %v, but the target resolves to itself", base, target, err)
				}
			default:
				t.Fatalf("Relativize(%q, %q): %v", base, target, err)
			}
			return
		}
		if p, err := Parse(r.String()); err != nil || p != r {
			t.Fatalf("Relativize(%q, %q) = %#v; Parse gives %#v, %v", base, target, r, p, err)
		}
		got, err := b.Resolve(r)
		if err != nil || got != tg {
			t.Fatalf("Relativize(%q, %q) = %q, which resolves to %q, %v", base, target, r, got, err)
		}
		if len(r.String()) > len(target) {
			t.Fatalf("Relativize(%q, %q) = %q, longer than the target", base, target, r)
		}
	})
}

// FuzzScanRun checks scanRun against scanRef on any input, for every
// class, mode and start offset.
func FuzzScanRun(f *testing.F) {
	for _, a := range scanAlphabet {
		f.Add("http://example.com/a" + a + "b?c=d&e" + a + "#f")
	}
	f.Fuzz(func(t *testing.T, s string) {
		if len(s) > 200 {
			return
		}
		for _, mask := range []uint16{cPath, cQuery, cRegName, cUserinfo, cNoColon} {
			for _, mode := range []uint8{modeIRI, modeURI, modeBis} {
				for i := 0; i <= len(s); i++ {
					for _, private := range []bool{false, true} {
						if got, want := scanRun(s, i, mask, private, mode), scanRef(s, i, mask, private, mode); got != want {
							t.Fatalf("scanRun(%q, %d, %#x, %v, %d) = %d, want %d", s, i, mask, private, mode, got, want)
						}
					}
				}
			}
		}
	})
}

// FuzzSWARHelpers checks the SWAR helpers against their byte-at-a-time
// definitions on any input and every suffix of it.
func FuzzSWARHelpers(f *testing.F) {
	f.Add("/a/b/./c/../d.html")
	f.Add("http://example.com/.well-known/x")
	f.Add("abcdefgh/.ijklmn")
	f.Add("/\xc3\xa9?a=%41b\x80x_~@!\xffz")
	f.Add("abcdefg%hijklmn%")
	f.Fuzz(func(t *testing.T, s string) {
		if len(s) > 200 {
			return
		}
		for i := 0; i <= len(s); i++ {
			p := s[i:]
			if got, want := mayHaveDotSegment(p), mayHaveDotSegmentRef(p); got != want {
				t.Fatalf("mayHaveDotSegment(%q) = %v, want %v", p, got, want)
			}
			if got, want := lastSlash(p), strings.LastIndexByte(p, '/'); got != want {
				t.Fatalf("lastSlash(%q) = %d, want %d", p, got, want)
			}
			n := 0
			for n < len(p) && p[n] < 0x80 {
				n++
			}
			if got := firstNonASCII(p); got != n {
				t.Fatalf("firstNonASCII(%q) = %d, want %d", p, got, n)
			}
			if got, want := plainASCII(p), isASCII(p) && strings.IndexByte(p, '%') < 0; got != want {
				t.Fatalf("plainASCII(%q) = %v, want %v", p, got, want)
			}
			if len(p) <= 40 {
				checkCountNonASCII(t, p)
			}
			n = 0
			for n < len(p) && n < 8 && 'a' <= p[n] && p[n] <= 'z' {
				n++
			}
			if len(p) < 8 {
				n = 0
			}
			if got := lowerPrefix(p); got != n {
				t.Fatalf("lowerPrefix(%q) = %d, want %d", p, got, n)
			}
			if len(p) >= 8 {
				checkSWARMisses(t, p[:8])
			}
		}
	})
}

// checkSWARMisses checks swarMisses on the eight bytes of b against the
// subsets spelled out by swarSubset: the lowest bit it sets is that of the
// first byte outside the subset.
func checkSWARMisses(t *testing.T, b string) {
	for _, pathLike := range []bool{true, false} {
		want := uint64(0)
		for k := 0; k < 8; k++ {
			if !swarSubset(b[k], pathLike) {
				want = 0x80 << (8 * k)
				break
			}
		}
		if got := swarMisses(load8(b), pathLike); got&-got != want {
			t.Fatalf("swarMisses(%q, %v) = %#x, want lowest bit %#x", b, pathLike, got, want)
		}
	}
}

// swarSubset reports whether c is in the common subset that swarMisses
// tests, from its definition.
func swarSubset(c byte, pathLike bool) bool {
	if 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == '-' || c == '.' || c == '_' {
		return true
	}
	return pathLike && strings.IndexByte("&'()*+,/:;=", c) >= 0
}

// FuzzCompare checks NormalizeOptions.Compare: it is symmetric, an error comes
// exactly with CompareUndetermined, CompareEquivalent agrees with
// Equivalent for absolute or resolved references (with or without a
// Base), and the protocol-based rung is
// monotonic (RFC 3987 §5.3.4, comparison-02 §4.4): with any hook, an
// outcome that was equivalent or same-resource stays as it was, and the
// hook never makes any outcome different.
func FuzzCompare(f *testing.F) {
	f.Add("http://x/data", "HTTP://x:80/data/", uint8(0x3F), uint8(1))
	f.Add("http://r%E9sum%E9.example/#a", "http://résumé.example/#b", uint8(0x3F), uint8(2))
	f.Add("http://xn--example-.org/", "http://example.org/", uint8(0x3F), uint8(3))
	f.Add("a", "b", uint8(0), uint8(0))
	f.Add("../a#x", "/a#y", uint8(0x3F), uint8(0x40))
	f.Fuzz(func(t *testing.T, sa, sb string, flags, hook uint8) {
		a, err := Parse(sa)
		if err != nil {
			return
		}
		b, err := Parse(sb)
		if err != nil {
			return
		}
		nz := NormalizeOptions{Flags: Normalization(flags) &^ (NormNFC | NormNFKC)}
		if hook&0x80 != 0 {
			nz.ExcludeFragment = true
		}
		if hook&0x40 != 0 {
			nz.Base = MustParse("http://h.example/b/c?q")
		}
		c0, err0 := nz.Compare(a, b)
		if (err0 != nil) != (c0 == CompareUndetermined) {
			t.Fatalf("Compare(%q, %q) = %v with error %v", a, b, c0, err0)
		}
		if c1, _ := nz.Compare(b, a); c1 != c0 {
			t.Fatalf("Compare(%q, %q) = %v but Compare(%q, %q) = %v", a, b, c0, b, a, c1)
		}
		if (nz.Base.s != "" || a.IsAbs() && b.IsAbs()) && nz.Equivalent(a, b) != (c0 == CompareEquivalent) {
			t.Fatalf("Equivalent(%q, %q) = %v but Compare = %v", a, b, !(c0 == CompareEquivalent), c0)
		}
		// A hook that answers by a bit of its arguments' lengths.
		nz.Protocol = func(x, y IRI) bool {
			if strings.Contains(x.s, "#") || strings.Contains(y.s, "#") {
				t.Fatalf("Protocol saw a fragment: %q, %q", x, y)
			}
			return hook&(1<<((len(x.s)+2*len(y.s))%7)) != 0
		}
		c2, err2 := nz.Compare(a, b)
		if (err2 != nil) != (c2 == CompareUndetermined) {
			t.Fatalf("Compare(%q, %q) with Protocol = %v with error %v", a, b, c2, err2)
		}
		switch {
		case c0 == CompareEquivalent || c0 == CompareSameResource:
			if c2 != c0 {
				t.Fatalf("Protocol turned %v into %v for %q, %q", c0, c2, a, b)
			}
		case c2 == CompareDifferent && c0 != CompareDifferent:
			t.Fatalf("Protocol turned %v into %v for %q, %q", c0, c2, a, b)
		}
	})
}

// uiFuzzOptions decodes one byte into a UserInputOptions: every combination of
// the four policies.
func uiFuzzOptions(b uint8) UserInputOptions {
	return UserInputOptions{
		Spaces:    SpacePolicy(b % 3),
		Backslash: BackslashPolicy(b / 3 % 3),
		Percent:   PercentPolicy(b / 9 % 2),
		NFC:       b/18%2 == 1,
	}
}

// FuzzUserInput checks, under every option set, that each reference that
// UserInputOptions.References yields points back into the text (its Offset and
// length delimit its Text there, in order, without overlap, and Text holds
// no space), that an error's Offset lies within the piece and its Input is
// the whole text, that a result is a strict IRI and no partial result
// comes with an error, and that parsing the piece alone agrees.
func FuzzUserInput(f *testing.F) {
	for i, tt := range uiCases {
		f.Add(tt.in, uint8(i))
	}
	f.Add("  http://a/x   b\\c  c\t\n \tmailto:x@y %zz http://[::1 \r\n", uint8(35))
	f.Fuzz(func(t *testing.T, s string, opts uint8) {
		u := uiFuzzOptions(opts)
		check := func(what string, x IRI, err error, lo, hi int) *ParseError {
			if err != nil {
				var pe *ParseError
				if !errors.As(err, &pe) || pe.Input != s || pe.Offset < lo || pe.Offset > hi || x != (IRI{}) {
					t.Fatalf("%+v %s in %q: %#v, %v (piece [%d,%d))", u, what, s, x, err, lo, hi)
				}
				_ = pe.Error()
				// A removed space is never the fault.
				if u.Spaces == SpaceRemove && pe.Rune >= 0 && s[pe.Offset] == ' ' {
					t.Fatalf("%+v %s in %q: error at a repaired character: %v", u, what, s, err)
				}
				return pe
			}
			if y, err := Parse(x.String()); err != nil || y != x {
				t.Fatalf("%+v %s in %q = %q, not a strict IRI: %v", u, what, s, x, err)
			}
			return nil
		}
		x, err := u.Parse(s)
		check("Parse", x, err, 0, len(s))
		prev := 0
		for r, err := range u.References(s) {
			end := r.Offset + len(r.Text)
			if r.Offset < prev || end > len(s) || r.Text == "" || s[r.Offset:end] != r.Text || strings.Contains(r.Text, " ") {
				t.Fatalf("%q: reference %q at %d does not point back into the text (after %d)", s, r.Text, r.Offset, prev)
			}
			pe := check("reference", r.IRI, err, r.Offset, end)
			y, err2 := u.Parse(r.Text)
			if y != r.IRI || (err == nil) != (err2 == nil) {
				t.Fatalf("%q: reference %q gives %q, %v; alone %q, %v", s, r.Text, r.IRI, err, y, err2)
			}
			if pe != nil {
				if pe2 := err2.(*ParseError); pe2.Offset+r.Offset != pe.Offset || pe2.Err != pe.Err {
					t.Fatalf("%q: reference %q error at %d; alone at %d+%d", s, r.Text, pe.Offset, pe2.Offset, r.Offset)
				}
			}
			prev = end
		}
	})
}

// FuzzDisplay checks that DisplayOptions.Display is exact: the display,
// without its bidi wrapping, parses, and its ToURI is the input's ToURI up
// to hex case and percent-encoded unreserved characters (RFC 3986
// §6.2.2.1, §6.2.2.2), hosts in A-label form when the input's host maps to
// one; that every decision lies within the input; and that Display is
// idempotent.
func FuzzDisplay(f *testing.F) {
	for _, s := range []string{
		"http://ab.cd.ef/GH%31/%32IJ/KL.html", "http://ab.cd.ef/\u05d6\u05d71/2\u05d8\u05d9/\u05db\u05dc.html",
		"http://p\u0430ypal.com/a%E2%80%8Bb", "http://xn--rsum-bpad.example/%c3%a9?q=%E9#%E2%80%AE",
		"http://\u03b5xample.com/", "foo://a\u200db/%E2%80%8D", "http://%31%39%32.0.2.1/",
		"http://bank.example.com@evil.example/", "http://\u0430\u0440\u0440\u04cf\u0435.com/", "http://xn-----8kci4dhsd/",
		"http://\u2665.com/", "http://\u09e6\u09ed\u09e6\u09ed.com/", "http://p\u0430ypa1.com/", "http://google\u4e01com.com/",
	} {
		f.Add(s, uint8(0))
	}
	f.Fuzz(func(t *testing.T, s string, opt uint8) {
		x, err := Parse(s)
		if err != nil {
			return
		}
		o := DisplayOptions{Wrap: BidiWrap(opt % 3)}
		if opt&4 != 0 {
			o.Scripts = []*unicode.RangeTable{unicode.Latin, unicode.Hebrew}
		}
		if opt&8 != 0 {
			o.KeepUserinfo = true
		}
		if opt&16 != 0 {
			o.ProtectedNames = map[string]string{Skeleton("paypal.com"): "paypal.com", Skeleton("bücher.de"): "bücher.de"}
		}
		d, decisions := o.Display(x)
		// Check reports every decision Display makes, with the same code
		// at the same offset (TestCheckDisplayAgree).
		if why := checkDisplayDisagree(x, o.HostOptions, o.KeepUserinfo); why != "" {
			t.Fatalf("%q: %s", s, why)
		}
		switch o.Wrap {
		case BidiWrapIsolate:
			d = strings.TrimSuffix(strings.TrimPrefix(d, "\u2066"), "\u2069")
		case BidiWrapEmbedding:
			d = strings.TrimSuffix(strings.TrimPrefix(d, "\u202a"), "\u202c")
		}
		y, err := Parse(d)
		if err != nil {
			t.Fatalf("Display(%q) = %q, which does not parse: %v", s, d, err)
		}
		// The display is the same resource, up to the userinfo: without
		// it by default, exactly the input's with KeepUserinfo.
		if x.flags&flagUserinfo != 0 && !o.KeepUserinfo {
			if y.flags&flagUserinfo != 0 {
				t.Fatalf("Display(%q) = %q shows the userinfo", s, d)
			}
			x = MustParse(x.s[:x.authStart()] + x.s[x.hostStart:])
		}
		to := ToURIOptions{IDNA: true}
		ux, err := to.ToURI(x)
		var uy IRI
		if err == nil {
			if uy, err = to.ToURI(y); err != nil {
				t.Fatalf("Display(%q) = %q, whose host does not map with IDNA: %v", s, d, err)
			}
		} else {
			ux, uy = x.ToURI(), y.ToURI()
		}
		// Hosts compare without case (RFC 3986 §3.2.2): Display shows DNS
		// hosts in lowercase.
		if kx, ky := displayKey(lowerHostOf(ux)), displayKey(lowerHostOf(uy)); kx != ky {
			t.Fatalf("Display(%q) = %q: ToURI %q, want %q", s, d, uy, ux)
		}
		for _, v := range decisions {
			if v.Offset < 0 || v.Len <= 0 || v.Offset+v.Len > len(s) || !v.Code.valid() || v.Message == "" {
				t.Fatalf("Display(%q): bad decision %+v", s, v)
			}
		}
		// A label of a DNS host shown as Unicode is at least "Highly
		// Restrictive" (UTS #39 §5.2) and in the identifier profile (§5),
		// the Bopomofo letters allowed as the browser allows them
		// (browserAllowed, docs/reference.md "Host rules").
		if info, ok := o.Schemes.Lookup(y.Scheme()); ok && info.DNSHost && y.hostKind == HostRegName {
			if _, err := to.ToURI(y); err == nil {
				for _, l := range strings.Split(decodeValid(y.Host(), false), ".") {
					if isASCII(l) {
						continue
					}
					var a uts39.Analysis
					inProfile := true
					for _, r := range l {
						if !a.Add(r) && !browserAllowed(r) {
							inProfile = false
						}
					}
					if level := a.Level(l, inProfile); level > uts39.HighlyRestrictive || !inProfile {
						t.Fatalf("Display(%q) = %q shows the label %q: %v, in the identifier profile %v", s, d, l, level, inProfile)
					}
				}
			}
		}
		if o.Wrap == BidiWrapNone && o.Scripts == nil {
			if d2, _ := o.Display(y); d2 != d {
				t.Fatalf("Display(%q) = %q, but Display(%q) = %q", s, d, d, d2)
			}
		}
	})
}

// displayKey returns the URI u with the hex digits of its triplets in
// uppercase and the triplets of unreserved characters decoded.
// lowerHostOf returns x's string with its host in lowercase ASCII.
func lowerHostOf(x IRI) string {
	return x.s[:x.hostStart] + lowerASCII(displayKey(x.s[x.hostStart:x.hostEnd])) + x.s[x.hostEnd:]
}

func displayKey(u string) string {
	var b strings.Builder
	for i := 0; i < len(u); i++ {
		c := u[i]
		if c == '%' && i+2 < len(u) {
			v := unhex(u[i+1])<<4 | unhex(u[i+2])
			if v < utf8.RuneSelf && asciiClass[v]&cUnreserved != 0 {
				b.WriteByte(v)
			} else {
				b.WriteByte('%')
				b.WriteByte(upperHex[v>>4])
				b.WriteByte(upperHex[v&15])
			}
			i += 2
			continue
		}
		b.WriteByte(c)
	}
	return b.String()
}
