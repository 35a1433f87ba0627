package iri

import (
	"bufio"
	"errors"
	"math/rand/v2"
	"os"
	"regexp"
	"regexp/syntax"
	"strings"
	"sync"
	"testing"
	"unicode/utf8"

	"golang.org/x/net/idna"
)

// A slow reference validator: a regular expression transcribed rule by rule
// from the ABNF of RFC 3987 §2.2 (which copies scheme, port, IP-literal,
// IPv4address, pct-encoded, unreserved and sub-delims from RFC 3986), plus
// the two checks the ABNF cannot say: the bidi formatting characters that
// RFC 3987 §4.1 excludes, and ill-formed UTF-8 (DIGEST SEC-13). Go regexps
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
		{"http://a/\xff", false, false, "", "DIGEST SEC-13"},
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
			_, err = Parser{Grammar: RFC3987bis}.Parse(in)
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
	if _, err := os.Stat("../shared/vectors/oxiri-validity-cases.json"); err == nil {
		for _, c := range loadOxiriValidity(t) {
			for _, m := range []parseMode{mIRI, mURI, mBis} {
				check(m, c.IRI, "oxiri "+c.Source, nil)
			}
			n++
		}
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
		b, berr := Parser{Grammar: RFC3987bis}.Parse(in)
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
	// DIGEST TV-PROP-8: the original string is kept.
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
// An offset oracle. The package doc defines the error offset as the first
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

// refSplit splits s into component spans as the package doc says.
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
	} {
		f.Add(h, "example.com")
	}
	f.Fuzz(func(t *testing.T, h1, h2 string) {
		if utf8.ValidString(h1) && len(h1) < 200 {
			// punycodeLen is the length of RFC 3492's encoding.
			if a, err := idna.Punycode.ToASCII(h1); err == nil && !strings.Contains(h1, ".") && !isASCII(h1) {
				want := min(len(a)-len("xn--"), maxLabelLen+1)
				if got := punycodeLen(h1); got != want {
					t.Fatalf("punycodeLen(%q) = %d, want %d", h1, got, want)
				}
			}
		}
		x, err := Parse("http://" + h1 + "/")
		if err != nil || x.HostKind() != HostRegName || x.HasPort() || x.HasUserinfo() {
			return
		}
		u, err := Mapper{IDNA: true}.ToURI(x)
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
			if again, err := (Mapper{IDNA: true}).ToURI(u); err != nil || again != u {
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
		v, erry := Mapper{IDNA: true}.ToURI(y)
		if (err == nil) != (erry == nil) {
			t.Fatalf("Equivalent(%q, %q) under NormIDN, but ToURI gives %q, %v and %q, %v", x, y, u, err, v, erry)
		}
		if err == nil && u.Host() != v.Host() {
			t.Fatalf("Equivalent(%q, %q) under NormIDN, but they map to %q and %q", x, y, u, v)
		}
	})
}
