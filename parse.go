package iri

import (
	"math/bits"
	"strconv"
	"unicode/utf8"
)

// Parse parses s strictly as an RFC 3987 §2.2 IRI-reference, rejecting also
// §4.1's bidi formatting characters and ill-formed UTF-8 (never made U+FFFD),
// and private-use characters outside the query. It returns the zero IRI and a
// [*ParseError] on error, allocates nothing on success, and runs in time
// linear in len(s).
func Parse(s string) (IRI, error) {
	return parse(s, modeIRI)
}

// MustParse is like [Parse] but panics if s is not a valid IRI reference.
func MustParse(s string) IRI {
	x, err := Parse(s)
	if err != nil {
		panic(err)
	}
	return x
}

// ParseURI parses s as an RFC 3986 URI reference: Parse restricted to ASCII.
func ParseURI(s string) (IRI, error) {
	return parse(s, modeURI)
}

// Grammar selects the ABNF of an IRI: RFC3987 is RFC 3987 §2.2, the default;
// RFC3987bis is draft-ietf-iri-3987bis-13, whose iprivate also holds the tag
// characters U+E0000-U+E0FFF, allowed in the query (3987bis-13 §12.2.3).
type Grammar uint8

// The grammars.
const (
	RFC3987    Grammar = iota // RFC 3987 §2.2, the default
	RFC3987bis                // 3987bis-13 §2.2: also the tag characters U+E0000-U+E0FFF in the query (§12.2.3)
)

// String returns "RFC 3987" or "RFC 3987bis".
func (g Grammar) String() string {
	switch g {
	case RFC3987:
		return "RFC 3987"
	case RFC3987bis:
		return "RFC 3987bis"
	}
	return "Grammar(" + strconv.Itoa(int(g)) + ")"
}

// ParseOptions parses IRI references; the zero ParseOptions is [Parse].
type ParseOptions struct {
	Grammar Grammar // the ABNF to accept
}

// Parse is the package-level [Parse] with the parser's grammar.
func (o ParseOptions) Parse(s string) (IRI, error) {
	m := modeIRI
	if o.Grammar == RFC3987bis {
		m |= modeBis
	}
	return parse(s, m)
}

// Parsing modes.
const (
	modeIRI uint8 = 0
	modeURI uint8 = 1 << iota // ASCII only: RFC 3986 URI-reference
	modeBis                   // 3987bis grammar: tags in iprivate
)

// parser holds the input and the result being built. It lives on the stack
// of parse; its methods implement one ABNF rule each and return the offset
// after what they consumed, or -1 after recording the error.
type parser struct {
	s    string
	mode uint8
	err  *ParseError

	// The IRI being built, with int offsets: the parser writes them one at
	// a time, and the IRI is assembled once at the end.
	schemeEnd, hostStart, hostEnd, pathStart, pathEnd, queryEnd int
	flags                                                       uint8
	hostKind                                                    HostKind
}

func parse(s string, mode uint8) (x IRI, err error) {
	if len(s) > MaxLength {
		return IRI{}, &ParseError{Input: s, Offset: MaxLength, Err: ErrTooLong, Rune: -1}
	}
	if parseFast(&x, s, mode) {
		return x, nil
	}
	return parseFull(s, mode)
}

// parseFull is parse by the recursive-descent parser alone, without the
// fast path.
func parseFull(s string, mode uint8) (IRI, error) {
	p := parser{s: s, mode: mode}
	if !p.iriReference() {
		return IRI{}, p.err
	}
	return IRI{
		s:         s,
		schemeEnd: int32(p.schemeEnd),
		hostStart: int32(p.hostStart),
		hostEnd:   int32(p.hostEnd),
		pathStart: int32(p.pathStart),
		pathEnd:   int32(p.pathEnd),
		queryEnd:  int32(p.queryEnd),
		flags:     p.flags,
		hostKind:  p.hostKind,
	}, nil
}

// iriReference: IRI-reference = IRI / irelative-ref (RFC 3987 §2.2).
//
//	IRI           = scheme ":" ihier-part [ "?" iquery ] [ "#" ifragment ]
//	irelative-ref = irelative-part [ "?" iquery ] [ "#" ifragment ]
//
// The scheme is recognized as RFC 3986 Appendix B does: the text before a
// ":" that comes before any "/", "?" or "#".
func (p *parser) iriReference() bool {
	s := p.s
	// Scheme characters up to a ":" are the usual case; anything else
	// needs the full Appendix B search.
	colon := 0
	for colon < len(s) && asciiClass[s[colon]]&cScheme != 0 {
		colon++
	}
	checked := colon // s[:checked] are scheme characters already
	if colon == len(s) || s[colon] != ':' {
		colon = schemeColonFrom(s, colon)
	}
	i := 0
	if colon >= 0 {
		if i = p.scheme(colon, checked); i < 0 {
			return false
		}
		p.schemeEnd = colon
		i = p.ihierPart(colon + 1)
	} else {
		i = p.irelativePart(0)
	}
	if i < 0 {
		return false
	}
	p.pathEnd = i
	if i < len(s) && s[i] == '?' {
		p.flags |= flagQuery
		if i = p.iquery(i + 1); i < 0 {
			return false
		}
	}
	p.queryEnd = i
	if i < len(s) && s[i] == '#' {
		p.flags |= flagFragment
		if i = p.ifragment(i + 1); i < 0 {
			return false
		}
	}
	return true
}

// schemeColonFrom returns the offset of the ":" that ends a scheme
// candidate, or -1 when a "/", "?" or "#" (or the end) comes first,
// looking from from, which must not be past a "/", "?" or "#".
func schemeColonFrom(s string, from int) int {
	for i := from; i < len(s); i++ {
		switch s[i] {
		case ':':
			return i
		case '/', '?', '#':
			return -1
		}
	}
	return -1
}

// scheme: scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ) (RFC 3986
// §3.1), for s[:end], of which s[:checked] are known scheme characters.
// It returns end, or -1.
func (p *parser) scheme(end, checked int) int {
	s := p.s
	if end == 0 {
		return p.fail(0, ErrInvalidScheme, ComponentScheme,
			"scheme: empty before \":\"")
	}
	if asciiClass[s[0]]&cAlpha == 0 {
		return p.failChar(0, ErrInvalidScheme, ComponentScheme,
			"scheme: must start with ALPHA; a relative path with \":\" in its first segment needs \"./\"")
	}
	for i := max(checked, 1); i < end; i++ {
		if asciiClass[s[i]]&cScheme == 0 {
			return p.failChar(i, ErrInvalidScheme, ComponentScheme,
				"scheme = ALPHA *( ALPHA / DIGIT / \"+\" / \"-\" / \".\" )")
		}
	}
	return end
}

// ihierPart: ihier-part = "//" iauthority ipath-abempty / ipath-absolute /
// ipath-rootless / ipath-empty.
func (p *parser) ihierPart(i int) int {
	s := p.s
	if i+1 < len(s) && s[i] == '/' && s[i+1] == '/' {
		if i = p.iauthority(i + 2); i < 0 {
			return -1
		}
		return p.ipathAbempty(i)
	}
	p.hostStart, p.hostEnd, p.pathStart = i, i, i
	if i < len(s) && s[i] == '/' {
		return p.ipathAbsolute(i)
	}
	return p.ipathRootless(i) // or ipath-empty: both end at the same place
}

// irelativePart: irelative-part = "//" iauthority ipath-abempty /
// ipath-absolute / ipath-noscheme / ipath-empty.
func (p *parser) irelativePart(i int) int {
	s := p.s
	if i+1 < len(s) && s[i] == '/' && s[i+1] == '/' {
		if i = p.iauthority(i + 2); i < 0 {
			return -1
		}
		return p.ipathAbempty(i)
	}
	if i < len(s) && s[i] == '/' {
		return p.ipathAbsolute(i)
	}
	return p.ipathNoscheme(i)
}

// iauthority: iauthority = [ iuserinfo "@" ] ihost [ ":" port ].
// The authority runs to the next "/", "?", "#" or the end (RFC 3986 §3.2);
// the userinfo ends at its first "@".
func (p *parser) iauthority(start int) int {
	s := p.s
	p.flags |= flagAuthority
	if start < len(s) && s[start] != '[' {
		// Fast path for the common shape, ireg-name [ ":" port ] with no
		// userinfo: one scan decides. Anything else takes the general path.
		h := p.scan(start, cRegName, false)
		end := h
		if h < len(s) && s[h] == ':' {
			end++
			for end < len(s) && asciiClass[s[end]]&cDigit != 0 {
				end++
			}
		}
		if end == len(s) || s[end] == '/' || s[end] == '?' || s[end] == '#' {
			p.regNameHost(start, h)
			if end > h {
				p.flags |= flagPort
			}
			p.pathStart = end
			return end
		}
	}
	end, at := len(s), -1
	for j := start; j < len(s); j++ {
		c := s[j]
		if c == '/' || c == '?' || c == '#' {
			end = j
			break
		}
		if c == '@' && at < 0 {
			at = j
		}
	}
	hostStart := start
	if at >= 0 {
		p.flags |= flagUserinfo
		if p.iuserinfo(start, at) < 0 {
			return -1
		}
		hostStart = at + 1
	}
	i := p.ihost(hostStart, end)
	if i < 0 {
		return -1
	}
	if i < end { // ihost stops only at ":" or end
		p.flags |= flagPort
		if p.port(i+1, end) < 0 {
			return -1
		}
	}
	p.pathStart = end
	return end
}

// iuserinfo: iuserinfo = *( iunreserved / pct-encoded / sub-delims / ":" ),
// for s[start:end].
func (p *parser) iuserinfo(start, end int) int {
	if i := p.scan(start, cUserinfo, false); i != end {
		return p.failAt(i, ComponentUserinfo, "iuserinfo")
	}
	return end
}

// ihost: ihost = IP-literal / IPv4address / ireg-name. It returns the
// offset after the host, which is end or the ":" before the port.
func (p *parser) ihost(start, end int) int {
	s := p.s
	p.hostStart = start
	var i int
	if start < end && s[start] == '[' {
		if i = p.ipLiteral(start, end); i < 0 {
			return -1
		}
		if i < end && s[i] != ':' {
			return p.failChar(i, ErrInvalidHost, ComponentHost,
				"IP-literal must be followed by \":\" port or the end of the authority")
		}
	} else {
		if i = p.iregName(start, end); i < 0 {
			return -1
		}
		p.regNameHost(start, i)
		return i
	}
	p.hostEnd = i
	return i
}

// regNameHost records s[start:end] as the host: an IPv4address if it is
// one (first-match-wins, RFC 3986 §3.2.2), otherwise an ireg-name.
func (p *parser) regNameHost(start, end int) {
	p.hostStart, p.hostEnd = start, end
	p.hostKind = HostRegName
	if ipv4address(p.s[start:end]) {
		p.hostKind = HostIPv4
	}
}

// iregName: ireg-name = *( iunreserved / pct-encoded / sub-delims ). It
// stops at ":" (the port) or end. IPv4address is tried on the result by
// ihost: first-match-wins makes "1.2.3.4" an IPv4address and "1.2.3.256" or
// "192.068.001.000" a reg-name (RFC 3986 §3.2.2).
func (p *parser) iregName(start, end int) int {
	i := p.scan(start, cRegName, false)
	if i != end && p.s[i] != ':' {
		return p.failAt(i, ComponentHost, "ireg-name")
	}
	return i
}

// port: port = *DIGIT (RFC 3986 §3.2.3), for s[start:end].
func (p *parser) port(start, end int) int {
	s := p.s
	for i := start; i < end; i++ {
		if asciiClass[s[i]]&cDigit == 0 {
			return p.failChar(i, ErrInvalidPort, ComponentPort, "port = *DIGIT")
		}
	}
	return end
}

// ipLiteral: IP-literal = "[" ( IPv6address / IPvFuture ) "]" (RFC 3986
// §3.2.2), within s[start:end]. It returns the offset after "]".
func (p *parser) ipLiteral(start, end int) int {
	s := p.s
	i := start + 1
	if i < end && (s[i] == 'v' || s[i] == 'V') { // ABNF literals are case-insensitive
		p.hostKind = HostIPvFuture
		i = p.ipvFuture(i, end)
	} else {
		p.hostKind = HostIPv6
		i = p.ipv6address(i, end)
	}
	if i < 0 {
		return -1
	}
	// Both rules stop only at "]".
	return i + 1
}

// ipvFuture: IPvFuture = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" ).
// It returns the offset of the closing "]".
func (p *parser) ipvFuture(start, end int) int {
	s := p.s
	const rule = "IPvFuture = \"v\" 1*HEXDIG \".\" 1*( unreserved / sub-delims / \":\" )"
	i := start + 1
	for i < end && asciiClass[s[i]]&cHex != 0 {
		i++
	}
	if i == start+1 || i == end || s[i] != '.' {
		return p.failHost(i, end, rule)
	}
	i++
	j := i
	for j < end && asciiClass[s[j]]&cFuture != 0 {
		j++
	}
	if j == i || j == end || s[j] != ']' {
		return p.failHost(j, end, rule)
	}
	return j
}

// ipv6address: the nine IPv6address forms of RFC 3986 §3.2.2, with
// h16 = 1*4HEXDIG and ls32 = ( h16 ":" h16 ) / IPv4address. It returns the
// offset of the closing "]". On error the offset is the first byte after the
// longest prefix that some IPv6address could still extend.
//
// Together the nine forms say: without "::" there are exactly 8 groups;
// with one "::" (standing for at least one zero group) at most 7; an IPv4
// tail counts as two groups and comes last.
func (p *parser) ipv6address(i, end int) int {
	s := p.s
	const rule = "IPv6address"
	groups := 0
	compressed := false
	afterDouble := false
	if i < end && s[i] == ':' {
		if i+1 >= end || s[i+1] != ':' {
			return p.failHost(i+1, end, rule+": a leading \":\" must be \"::\"")
		}
		compressed, afterDouble = true, true
		i += 2
	}
	for {
		if afterDouble && i < end && s[i] == ']' {
			return i
		}
		limit := 8
		if compressed {
			limit = 7
		}
		start := i
		for i < end && i-start < 4 && asciiClass[s[i]]&cHex != 0 {
			i++
		}
		if i == start {
			return p.failHost(i, end, rule+": expected h16 (1*4HEXDIG)")
		}
		if groups+1 > limit {
			return p.failHost(start, end, rule+": too many 16-bit groups")
		}
		if i < end && asciiClass[s[i]]&cHex != 0 {
			return p.failHost(i, end, rule+": h16 has at most 4 hex digits")
		}
		if i < end && s[i] == '.' {
			// ls32 as IPv4address: the group read so far is its first
			// dec-octet, and the two groups it stands for must fit here.
			fits := (compressed && groups+2 <= limit) || (!compressed && groups == 6)
			if !fits || !decOctet(s[start:i]) {
				return p.failHost(i, end, rule+": misplaced or malformed IPv4address")
			}
			if i = p.ipv4Tail(i, end); i < 0 {
				return -1
			}
			if i == end || s[i] != ']' {
				return p.failHost(i, end, rule+": IPv4address must end the address")
			}
			return i
		}
		groups++
		if i >= end {
			return p.failHost(i, end, rule)
		}
		switch s[i] {
		case ']':
			if !compressed && groups < 8 {
				return p.failHost(i, end, rule+": 8 groups are needed without \"::\"")
			}
			return i
		case ':':
			if groups >= limit {
				return p.failHost(i, end, rule+": too many 16-bit groups")
			}
			if i+1 < end && s[i+1] == ':' {
				if compressed {
					return p.failHost(i+1, end, rule+": only one \"::\" is allowed")
				}
				compressed, afterDouble = true, true
				i += 2
				continue
			}
			afterDouble = false
			i++
		default:
			return p.failHost(i, end, rule)
		}
	}
}

// ipv4Tail parses the ".dec-octet.dec-octet.dec-octet" rest of an IPv4address
// inside an IPv6address, from the first ".". It returns the offset after it.
func (p *parser) ipv4Tail(i, end int) int {
	s := p.s
	const rule = "IPv4address = dec-octet \".\" dec-octet \".\" dec-octet \".\" dec-octet"
	for octet := 1; octet < 4; octet++ {
		if i >= end || s[i] != '.' {
			return p.failHost(i, end, rule)
		}
		i++
		start, v := i, 0
		for i < end && asciiClass[s[i]]&cDigit != 0 {
			v = v*10 + int(s[i]-'0')
			if (i > start && s[start] == '0') || v > 255 {
				return p.failHost(i, end, "dec-octet: 0-255 without leading zeros")
			}
			i++
		}
		if i == start {
			return p.failHost(i, end, rule)
		}
	}
	return i
}

// ipv4address reports whether s is exactly an IPv4address (RFC 3986 §3.2.2).
func ipv4address(s string) bool {
	// Most hosts end in a letter: this test is inlined, and the loop below
	// is a function call only for the others.
	return len(s) >= 7 && len(s) <= 15 && s[len(s)-1] <= '9' && ipv4Octets(s)
}

// ipv4Octets is ipv4address without its first test.
func ipv4Octets(s string) bool {
	for octet := 0; octet < 4; octet++ {
		i := 0
		for i < len(s) && s[i] != '.' {
			i++
		}
		if !decOctet(s[:i]) || (octet < 3) != (i < len(s)) {
			return false
		}
		if i < len(s) {
			i++
		}
		s = s[i:]
	}
	return len(s) == 0
}

// decOctet reports whether s is a dec-octet: 0-255 without leading zeros.
func decOctet(s string) bool {
	switch len(s) {
	case 1:
		return s[0] >= '0' && s[0] <= '9'
	case 2:
		return s[0] >= '1' && s[0] <= '9' && s[1] >= '0' && s[1] <= '9'
	case 3:
		if s[0] < '1' || s[0] > '2' {
			return false
		}
		for i := 1; i < 3; i++ {
			if s[i] < '0' || s[i] > '9' {
				return false
			}
		}
		return s <= "255" || s[0] == '1'
	}
	return false
}

// ipathAbempty: ipath-abempty = *( "/" isegment ). After an authority the
// path begins with "/" or is empty, because the authority ends at "/".
func (p *parser) ipathAbempty(i int) int { return p.isegments(i) }

// ipathAbsolute: ipath-absolute = "/" [ isegment-nz *( "/" isegment ) ].
// It is never called on "//", which starts an authority.
func (p *parser) ipathAbsolute(i int) int {
	p.pathStart = i
	return p.isegments(i)
}

// ipathRootless: ipath-rootless = isegment-nz *( "/" isegment ), or
// ipath-empty when nothing follows.
func (p *parser) ipathRootless(i int) int {
	p.pathStart = i
	return p.isegments(i)
}

// ipathNoscheme: ipath-noscheme = isegment-nz-nc *( "/" isegment ), or
// ipath-empty. A ":" before the first "/" would have made the text a scheme
// (see iriReference), so isegment-nz-nc holds by construction.
func (p *parser) ipathNoscheme(i int) int {
	p.hostStart, p.hostEnd, p.pathStart = i, i, i
	return p.isegments(i)
}

// isegments scans "/" and ipchar: the characters every ipath-* rule allows.
// It stops at "?", "#" or the end, and fails on anything else.
func (p *parser) isegments(i int) int {
	i = p.scan(i, cPath, false)
	if i < len(p.s) && p.s[i] != '?' && p.s[i] != '#' {
		return p.failAt(i, ComponentPath, "ipchar")
	}
	return i
}

// iquery: iquery = *( ipchar / iprivate / "/" / "?" ).
func (p *parser) iquery(i int) int {
	i = p.scan(i, cQuery, true)
	if i < len(p.s) && p.s[i] != '#' {
		return p.failAt(i, ComponentQuery, "iquery = *( ipchar / iprivate / \"/\" / \"?\" )")
	}
	return i
}

// ifragment: ifragment = *( ipchar / "/" / "?" ).
func (p *parser) ifragment(i int) int {
	i = p.scan(i, cQuery, false)
	if i < len(p.s) {
		return p.failAt(i, ComponentFragment, "ifragment = *( ipchar / \"/\" / \"?\" )")
	}
	return i
}

// scan consumes, from i, ASCII characters in class mask, pct-encoded
// triplets, and (unless in URI mode) ucschar, plus iprivate when private is
// set. It returns the offset of the first byte it does not consume.
func (p *parser) scan(i int, mask uint16, private bool) int {
	return scanRun(p.s, i, mask, private, p.mode)
}

// scanRun is scan on s in the given mode, for parseFast as well.
func scanRun(s string, i int, mask uint16, private bool, mode uint8) int {
	return scanFrom(s, i+firstRun(s, i, mask&(cPath|cQuery) != 0), mask, private, mode)
}

// scanFrom is scanRun from the end of its first run, at i: parseFast
// calls it only when that run did not end the component.
func scanFrom(s string, i int, mask uint16, private bool, mode uint8) int {
	pathLike := mask&(cPath|cQuery) != 0
	for {
		// The byte that ended the run, and those after it up to the next
		// run.
		if i >= len(s) {
			return i
		}
		c := s[i]
		switch {
		case asciiClass[c]&mask != 0:
			i++ // in the class but not in the subset
		case c == '%':
			// A run of pct-encoded triplets (a UTF-8 character is two to
			// four), without a return to the ASCII scan after each.
			for {
				if i+2 >= len(s) || asciiClass[s[i+1]]&asciiClass[s[i+2]]&cHex == 0 {
					return i
				}
				if i += 3; i >= len(s) || s[i] != '%' {
					break
				}
			}
		case c < utf8.RuneSelf || mode&modeURI != 0:
			return i
		default:
			// A run of non-ASCII characters, up to the next ASCII byte.
			// The usual ones need no decoding: every two-byte sequence
			// from U+00A0 (Latin, Greek, Cyrillic, Hebrew, Arabic...) and
			// every three-byte one from U+1000 to U+1FFF and from U+3000
			// to U+CFFF (CJK, Hangul...) is a ucschar, and none is a bidi
			// formatting character (RFC 3987 §2.2, §4.1). Anything else,
			// ill-formed sequences included, is decoded.
			for {
				if c <= 0xDF && i+1 < len(s) && s[i+1]&0xC0 == 0x80 && (c > 0xC2 || c == 0xC2 && s[i+1] >= 0xA0) {
					i += 2
				} else if (c == 0xE1 || c >= 0xE3 && c <= 0xEC) && i+2 < len(s) && s[i+1]&0xC0 == 0x80 && s[i+2]&0xC0 == 0x80 {
					i += 3
				} else {
					r, n := utf8.DecodeRuneInString(s[i:])
					if n == 1 || !(isUcschar(r) && !isBidiFormatting(r) || private && isIprivate(r, mode&modeBis != 0)) {
						return i
					}
					i += n
				}
				if i >= len(s) {
					return i
				}
				if c = s[i]; c < utf8.RuneSelf {
					break
				}
			}
		}
		// The next run. After such a byte most runs are short, and this
		// loop costs less than a call to subsetRun (intl: 3% faster).
		// (The loop indexes t in a form the compiler proves in bounds, so
		// it runs without bounds checks: go build -gcflags=-d=ssa/check_bce.)
		t := s[i:]
		k := 0
		for ; k < len(t)-7; k += 8 {
			if m := swarMisses(load8(t[k:]), pathLike); m != 0 {
				if m&0x80 == 0 {
					// (Tested apart so that i does not wait for the SWAR
					// result when it does not move, as in runs of
					// non-ASCII characters.)
					k += bits.TrailingZeros64(m) >> 3
				}
				goto stop
			}
		}
		if rem := len(t) - k; rem > 0 {
			if len(t) >= 8 {
				// Fewer than eight bytes are left: test the last eight
				// bytes of t, which overlap bytes already in the run.
				// (Where all are in, usually, k does not wait for the
				// SWAR result.)
				if m := swarMisses(load8(t[len(t)-8:]), pathLike); m == 0 {
					k = len(t)
				} else {
					k = len(t) - 8 + bits.TrailingZeros64(m)>>3
				}
			} else if len(s) >= 8 {
				// (Not by subsetRun: after a non-ASCII character, this
				// case is common, and a call costs more.)
				k += bits.TrailingZeros64(swarMisses(lastBytes(s, rem), pathLike)) >> 3
			} else {
				k += subsetRun(s, i+k, pathLike)
			}
		}
	stop:
		i += k
	}
}

// subsetRun returns the length of the run of bytes in the common subset
// of a class (see swarMisses) that starts at s[i], eight bytes per step.
// SWAR gives the first byte outside the subset at once: a byte loop would
// end in a branch the CPU mispredicts on real input, where run lengths
// vary (about 5 ns a parse on Common Crawl).
//
// The first run of a component, usually all of it, goes through here and
// not through the loop in scanFrom, where the compiler restored scanFrom's
// own values to their registers on every step; and parseFast calls
// scanFrom only when the run stops at a byte that does not end the
// component. With both, Parse is 13% faster on isaacs_files (long paths),
// 8 to 11% on Common Crawl, kasztp and node_files, 2% on intl. Most runs
// that end early end in their first eight bytes, which are tested alone;
// the longer ones go sixteen bytes per step, with one branch (ParseLong:
// 12% faster). The code is written out per class, with the class a
// constant, since Go does not specialize a function on its arguments:
// each loop then holds only its own constants. (The loops index t in a
// form the compiler proves in bounds, so they run without bounds checks:
// go build -gcflags=-d=ssa/check_bce.)
func subsetRun(s string, i int, pathLike bool) int {
	t := s[i:]
	if len(t) < 8 {
		// The last eight bytes of s, shifted to drop those before t, or
		// the bytes of a shorter s: the zero bytes shifted in are outside
		// the subset, so the run ends by the end of s.
		var w uint64
		switch {
		case len(t) == 0:
			return 0
		case len(s) >= 8:
			w = lastBytes(s, len(t))
		default:
			w = shortBytes(t)
		}
		return bits.TrailingZeros64(swarMisses(w, pathLike)) >> 3
	}
	k := 0
	if pathLike {
		if m := swarMisses(load8(t), true); m != 0 {
			return bits.TrailingZeros64(m) >> 3
		}
		for k = 8; k < len(t)-15; k += 16 {
			m0, m1 := swarMisses(load8(t[k:]), true), swarMisses(load8(t[k+8:]), true)
			if m0|m1 != 0 {
				if m0 == 0 {
					return k + 8 + bits.TrailingZeros64(m1)>>3
				}
				return k + bits.TrailingZeros64(m0)>>3
			}
		}
		if k < len(t)-7 {
			if m := swarMisses(load8(t[k:]), true); m != 0 {
				return k + bits.TrailingZeros64(m)>>3
			}
			k += 8
		}
		if k == len(t) {
			return k
		}
		return len(t) - 8 + bits.TrailingZeros64(swarMisses(load8(t[len(t)-8:]), true))>>3
	}
	if m := swarMisses(load8(t), false); m != 0 {
		return bits.TrailingZeros64(m) >> 3
	}
	for k = 8; k < len(t)-15; k += 16 {
		m0, m1 := swarMisses(load8(t[k:]), false), swarMisses(load8(t[k+8:]), false)
		if m0|m1 != 0 {
			if m0 == 0 {
				return k + 8 + bits.TrailingZeros64(m1)>>3
			}
			return k + bits.TrailingZeros64(m0)>>3
		}
	}
	if k < len(t)-7 {
		if m := swarMisses(load8(t[k:]), false); m != 0 {
			return k + bits.TrailingZeros64(m)>>3
		}
		k += 8
	}
	if k == len(t) {
		return k
	}
	return len(t) - 8 + bits.TrailingZeros64(swarMisses(load8(t[len(t)-8:]), false))>>3
}

// firstRun is subsetRun for the first run of a component, which in a
// path or query may be long. With GOEXPERIMENT=simd on a CPU with AVX2, a rest of
// s of avx2Min bytes or more goes to the AVX2 kernel (scan_avx2.go)
// instead; in the default build useAVX2 is a constant false, and
// firstRun, inlined, is subsetRun. (Not inside subsetRun: the call would
// make it a non-leaf function, with a stack check and other register
// choices in its loops, 5–10% slower Parse on the SWAR path.)
func firstRun(s string, i int, pathLike bool) int {
	if useAVX2 && len(s)-i >= avx2Min {
		return avx2Run(s[i:], pathLike)
	}
	return subsetRun(s, i, pathLike)
}

// failAt records why the byte at i ended component c early: a malformed
// pct-encoded, ill-formed UTF-8, a non-ASCII character that is not allowed
// there, or an ASCII character the rule excludes.
func (p *parser) failAt(i int, c Component, rule string) int {
	s := p.s
	if i < len(s) && s[i] == '%' {
		// The first offending byte is the first non-HEXDIG after "%".
		j := i + 1
		if j < len(s) && asciiClass[s[j]]&cHex != 0 {
			j++
		}
		r := rune(-1)
		if j < len(s) {
			r, _ = utf8.DecodeRuneInString(s[j:])
		}
		return p.record(j, ErrInvalidPercent, c, r, "pct-encoded = \"%\" HEXDIG HEXDIG")
	}
	kind := ErrInvalidChar
	if i < len(s) && s[i] >= utf8.RuneSelf {
		r, n := utf8.DecodeRuneInString(s[i:])
		switch {
		case n == 1:
			return p.record(i, ErrInvalidUTF8, c, utf8.RuneError, "ill-formed UTF-8, RFC 3987 §6.2")
		case p.mode&modeURI != 0:
			rule = "URIs are ASCII only, RFC 3986 §2"
		case isBidiFormatting(r):
			rule = "bidi formatting characters are not allowed, RFC 3987 §4.1"
		case isIprivate(r, p.mode&modeBis != 0):
			rule = "iprivate is allowed only in the query, RFC 3987 §2.2"
		case r >= 0xE0000 && r <= 0xE0FFF:
			rule = "tag characters are not ucschar; the 3987bis grammar allows them in the query"
		default:
			rule = "not a ucschar, RFC 3987 §2.2"
		}
		return p.record(i, kind, c, r, rule)
	}
	return p.failChar(i, kind, c, rule)
}

// failChar records an error at the ASCII byte (or end of input) at i.
func (p *parser) failChar(i int, kind error, c Component, rule string) int {
	r := rune(-1)
	if i < len(p.s) {
		var n int
		r, n = utf8.DecodeRuneInString(p.s[i:])
		if n == 1 && r == utf8.RuneError {
			kind = ErrInvalidUTF8
		}
	}
	return p.record(i, kind, c, r, rule)
}

// failHost records a malformed IP literal at i; i == end means the
// authority ended before the literal was complete.
func (p *parser) failHost(i, end int, rule string) int {
	if i >= end {
		// Report the end of the authority; name the byte there, if any.
		return p.record(end, ErrInvalidHost, ComponentHost, runeAt(p.s, end), rule)
	}
	return p.failChar(i, ErrInvalidHost, ComponentHost, rule)
}

func (p *parser) fail(i int, kind error, c Component, rule string) int {
	return p.record(i, kind, c, runeAt(p.s, i), rule)
}

func (p *parser) record(i int, kind error, c Component, r rune, rule string) int {
	p.err = &ParseError{Input: p.s, Offset: i, Err: kind, Component: c, Rune: r, Rule: rule}
	return -1
}

// ---------------------------------------------------------------------------
// The common shape of a reference, parsed in one pass.
//
// Most references on the web are ASCII and have the shape
//
//	[scheme ":"] ["//" ireg-name [":" port]] ipath ["?" iquery] ["#" ifragment]
//
// with a short lowercase scheme, usually no userinfo and no IP literal.
// parseFast parses that shape in one function, without the call structure of the
// recursive-descent parser, with the same scanner (scanRun, so non-ASCII
// characters are handled as there), and gives up (ok == false) on
// anything else: a character a component does not allow, a scheme with
// uppercase letters or longer than seven letters. An authority other than
// ireg-name [":" port] (userinfo, an IP literal) is left to the full
// parser's rule for it, after which the fast path goes on.
// parse then starts over with the full parser, which decides, so
// parseFast never rejects anything and never reports an error. When it
// succeeds its IRI is the one the full parser returns: FuzzParseFast
// checks that on every input, in every mode.

// parseFast sets *x to the IRI of s, parsed in the given mode, and
// reports true, if s has the common shape above; otherwise it reports
// false, leaving *x partly written. (A pointer rather than a result:
// parse returns *x as it is, without one more copy of the IRI.)
func parseFast(x *IRI, s string, mode uint8) bool {
	n := len(s)
	i, first := 0, 0 // s[i:first] is known to be path characters
	// The scheme: up to seven lowercase letters and ":" (the scheme rule of
	// RFC 3986 §3.1 allows more, which the full parser handles).
	if c := lowerPrefix(s); c > 0 && c < 8 && s[c] == ':' {
		x.schemeEnd = int32(c)
		i, first = c+1, c+1
	} else {
		// No scheme if the first segment has no ":" (RFC 3986 Appendix
		// B): it must then be isegment-nz-nc (RFC 3987 ipath-noscheme).
		// lowerPrefix has vouched for s[:c]; most first segments end
		// there, at the "/" of a relative path, or have none at all.
		first = min(c, n)
		if first < n && s[first] != '/' && s[first] != '?' && s[first] != '#' {
			first = scanRun(s, first, cNoColon, false, mode)
			if first < n && s[first] != '/' && s[first] != '?' && s[first] != '#' {
				return false
			}
		}
	}
	// The authority: ireg-name [ ":" port ], ending at "/", "?", "#" or
	// the end (RFC 3986 §3.2).
	x.hostStart, x.hostEnd = int32(i), int32(i)
	if first == i && i+1 < n && s[i] == '/' && s[i+1] == '/' {
		hs := i + 2
		he := hs
		if hs < n && s[hs] != '/' {
			// (An empty host, as in "file:///", needs no scan.)
			he += subsetRun(s, hs, false)
			if he < n && s[he] != ':' && s[he] != '/' && s[he] != '?' && s[he] != '#' {
				he = scanFrom(s, he, cRegName, false, mode)
			}
		}
		i = he
		if i < n && s[i] == ':' {
			x.flags |= flagPort
			for i++; i < n && asciiClass[s[i]]&cDigit != 0; i++ {
			}
		}
		if i == n || s[i] == '/' || s[i] == '?' || s[i] == '#' {
			x.flags |= flagAuthority
			x.hostStart, x.hostEnd = int32(hs), int32(he)
			x.hostKind = HostRegName
			if ipv4address(s[hs:he]) {
				x.hostKind = HostIPv4
			}
		} else {
			// Userinfo, an IP literal, or an error: the full parser's
			// rule for the authority decides, and the fast path goes on
			// after it.
			p := parser{s: s, mode: mode}
			if i = p.iauthority(hs); i < 0 {
				return false
			}
			x.flags = x.flags&^flagPort | p.flags
			x.hostStart, x.hostEnd = int32(p.hostStart), int32(p.hostEnd)
			x.hostKind = p.hostKind
		}
	}
	// The path, query and fragment (RFC 3987 ipath-*, iquery, ifragment).
	// (scanFrom is called only where the first run of a component does
	// not end it: usually it does.)
	x.pathStart = int32(i)
	i = max(i, first)
	if i += firstRun(s, i, true); i < n && s[i] != '?' && s[i] != '#' {
		i = scanFrom(s, i, cPath, false, mode)
	}
	x.pathEnd = int32(i)
	if i < n && s[i] == '?' {
		x.flags |= flagQuery
		if i += 1 + firstRun(s, i+1, true); i < n && s[i] != '#' {
			i = scanFrom(s, i, cQuery, true, mode)
		}
	}
	x.queryEnd = int32(i)
	if i < n && s[i] == '#' {
		x.flags |= flagFragment
		if i += 1 + firstRun(s, i+1, true); i < n {
			i = scanFrom(s, i, cQuery, false, mode)
		}
	}
	if i != n {
		return false
	}
	x.s = s
	return true
}
