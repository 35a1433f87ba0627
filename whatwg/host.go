package whatwg

import (
	"strconv"
	"strings"
	"unicode/utf8"

	"golang.org/x/net/idna"
	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/japanese"
	"golang.org/x/text/encoding/simplifiedchinese"
	"golang.org/x/text/secure/bidirule"
	"golang.org/x/text/unicode/bidi"

	"github.com/go-iri/iri/internal/ipv4"
)

// profile is the UTS #46 processing of the URL Standard's domain to ASCII
// with beStrict false (§3.3): CheckHyphens false, CheckJoiners true,
// UseSTD3ASCIIRules false, Transitional_Processing false, VerifyDnsLength
// false, IgnoreInvalidPunycode false. CheckBidi is true, and done by
// checkACE, which x/net/idna does not let skip the ASCII labels.
var profile = idna.New(
	idna.MapForLookup(),
	idna.CheckHyphens(false),
	idna.CheckJoiners(true),
	idna.StrictDomainName(false),
	idna.Transitional(false),
	idna.VerifyDNSLength(false),
)

// parseHost is the host parser (URL Standard §3.5): it writes the
// serialized host of s, which starts at offset off of p.in.
func (p *parser) parseHost(s string, opaque bool, off int) error {
	p.hostStart = len(p.b)
	defer func() { p.hostEnd = len(p.b) }()
	if len(s) > 0 && s[0] == '[' {
		if s[len(s)-1] != ']' {
			p.verr("IPv6-unclosed", off)
			return p.fail(ErrHost, "IPv6-unclosed", off)
		}
		a, code, at := parseIPv6(s[1 : len(s)-1])
		if code != "" {
			p.verr(code, off+1+at)
			return p.fail(ErrHost, code, off+1+at)
		}
		p.b = append(p.b, '[')
		p.b = appendIPv6(p.b, a)
		p.b = append(p.b, ']')
		p.hostKind = IPv6Host
		return nil
	}
	if opaque {
		return p.opaqueHost(s, off)
	}
	domain := s
	if p.asciiDomain(s) {
		// Domain to ASCII of an ASCII domain without an "xn--" label is
		// its lowercasing (URL Standard §3.3, the note under step 1);
		// asciiDomain has written it and checked its code points.
		if !mayEndInNumber(s) {
			p.hostKind = DomainHost
			return nil
		}
	} else {
		p.b = p.b[:p.hostStart]
		domain = PercentDecode(s)
		if !utf8.ValidString(domain) {
			domain = toValidUTF8(domain)
		}
		a, err := profile.ToASCII(domain)
		if err != nil || a == "" {
			p.verr("domain-to-ASCII", off)
			return p.fail(ErrHost, "domain-to-ASCII", off)
		}
		if !checkACE(a) || badACELabel(domain) {
			p.verr("domain-to-ASCII", off)
			return p.fail(ErrHost, "domain-to-ASCII", off)
		}
		domain = a
		p.b = append(p.b, a...)
	}
	for i, c := range p.b[p.hostStart:] {
		if forbiddenDomain(c) {
			p.b = p.b[:p.hostStart]
			code := "domain-invalid-code-point"
			if domain == s {
				off += i
			}
			p.verr(code, off)
			return p.fail(ErrHost, code, off)
		}
	}
	if !mayEndInNumber(domain) || !ipv4.EndsInNumber(domain) {
		p.hostKind = DomainHost
		return nil
	}
	r, err := ipv4.Parse(domain)
	if err != nil {
		code := "IPv4-non-numeric-part"
		switch err {
		case ipv4.ErrTooManyParts:
			code = "IPv4-too-many-parts"
		case ipv4.ErrOutOfRange:
			code = "IPv4-out-of-range-part"
		}
		p.verr(code, off)
		return p.fail(ErrHost, code, off)
	}
	if p.report != nil {
		if r.EmptyPart {
			p.verr("IPv4-empty-part", off)
		}
		if r.NonDecimalPart {
			p.verr("IPv4-non-decimal-part", off)
		}
		// The last part of a shortened address is above 255 when it
		// fills a byte before the last one.
		n := strings.Count(strings.TrimSuffix(domain, "."), ".") + 1
		for k := n - 1; k < 3; k++ {
			if r.Addr[k] != 0 {
				p.verr("IPv4-out-of-range-part", off)
				break
			}
		}
	}
	p.b = p.b[:p.hostStart]
	p.b = appendIPv4(p.b, r.Addr)
	p.hostKind = IPv4Host
	return nil
}

// hostClass holds, for each byte, what the ASCII fast path of the host
// parser must do with it.
var hostClass = func() (t [256]uint8) {
	for c := 0; c < 256; c++ {
		switch {
		case c >= 0x80 || c == '%':
			t[c] = hostSlow
		case 'A' <= c && c <= 'Z':
			t[c] = hostUpper
		case forbiddenDomain(byte(c)):
			t[c] = hostForbidden
		}
	}
	return t
}()

const (
	hostUpper = 1 + iota
	hostForbidden
	hostSlow // non-ASCII or "%": domain to ASCII through UTS #46
)

// asciiDomain writes the lowercase form of s and reports true when s is
// ASCII, holds no "%" and no label starting with "xn--", and no forbidden
// domain code point; it reports false, having written part of it, when s
// needs UTS #46, or when it holds a forbidden code point, which the caller
// finds again after UTS #46 mapping.
func (p *parser) asciiDomain(s string) bool {
	b := p.b
	for i := 0; i < len(s); i++ {
		c := s[i]
		if (i == 0 || s[i-1] == '.') && c|0x20 == 'x' && i+3 < len(s) && s[i+1]|0x20 == 'n' && s[i+2] == '-' && s[i+3] == '-' {
			p.b = b
			return false
		}
		switch hostClass[c] {
		case hostUpper:
			c += 'a' - 'A'
		case hostForbidden, hostSlow:
			p.b = b
			return false
		}
		b = append(b, c)
	}
	p.b = b
	return true
}

// mayEndInNumber is a quick test before the ends in a number checker: the
// last label, one trailing dot ignored, must start with a digit.
func mayEndInNumber(s string) bool {
	if n := len(s); n > 1 && s[n-1] == '.' {
		s = s[:n-1]
	}
	i := strings.LastIndexByte(s, '.')
	return i+1 < len(s) && isDigit(s[i+1])
}

// checkACE checks what x/net/idna does not on the A-labels of the ASCII
// domain a (UTS #46 §4.1): that none decodes to a label starting with
// "xn--" (V4, CheckHyphens false), and CheckBidi, the Bidi Rule of RFC
// 5893 §2 on each label of a Bidi domain name, ASCII labels left out as
// the URL Standard's tests expect ("1.\u064a" is "1.xn--mhb").
func checkACE(a string) bool {
	isBidi := false
	var labels [8]string
	u := labels[:0]
	for a != "" {
		label := a
		if i := strings.IndexByte(a, '.'); i >= 0 {
			label, a = a[:i], a[i+1:]
		} else {
			a = ""
		}
		if !strings.HasPrefix(label, "xn--") {
			continue
		}
		d, err := idna.Punycode.ToUnicode(label)
		if err != nil || hasACELabel(d) {
			return false
		}
		isBidi = isBidi || bidirule.DirectionString(d) != bidi.LeftToRight
		u = append(u, d)
	}
	if isBidi {
		for _, d := range u {
			if !bidirule.ValidString(d) {
				return false
			}
		}
	}
	return true
}

// badACELabel reports whether a label of domain maps to an "xn--" label
// that UTS #46 §4 step 4.1 refuses before decoding it and x/net/idna
// lets through: one with a non-ASCII code point (x/net decodes the
// basic code points without checking them), or "xn--" alone (x/net
// makes it an empty label). Each label is mapped behind an "a", so that
// the "xn--" it maps to is not decoded as an A-label.
func badACELabel(domain string) bool {
	for _, label := range strings.FieldsFunc(domain, func(r rune) bool {
		return r == '.' || r == '\u3002' || r == '\uFF0E' || r == '\uFF61'
	}) {
		u, _ := profile.ToUnicode("a" + label)
		if !strings.HasPrefix(u, "axn--") {
			continue
		}
		if u == "axn--" {
			return true
		}
		for i := 1; i < len(u); i++ {
			if u[i] >= 0x80 {
				return true
			}
		}
	}
	return false
}

// hasACELabel reports whether a label of s starts with "xn--", any case.
func hasACELabel(s string) bool {
	for i := 0; i+4 <= len(s); i++ {
		if (i == 0 || s[i-1] == '.') && s[i]|0x20 == 'x' && s[i+1]|0x20 == 'n' && s[i+2] == '-' && s[i+3] == '-' {
			return true
		}
	}
	return false
}

// forbiddenHost: the forbidden host code points (URL Standard §3.2).
func forbiddenHost(c byte) bool {
	switch c {
	case 0, '\t', '\n', '\r', ' ', '#', '/', ':', '<', '>', '?', '@', '[', '\\', ']', '^', '|':
		return true
	}
	return false
}

// forbiddenDomain: the forbidden host code points, C0 controls, "%" and
// U+007F (URL Standard §3.2).
func forbiddenDomain(c byte) bool {
	return forbiddenHost(c) || c < 0x20 || c == '%' || c == 0x7f
}

// opaqueHost is the opaque-host parser (URL Standard §3.5).
func (p *parser) opaqueHost(s string, off int) error {
	if s == "" {
		p.hostKind = EmptyHost
		return nil
	}
	for i := 0; i < len(s); i++ {
		if forbiddenHost(s[i]) {
			p.verr("host-invalid-code-point", off+i)
			return p.fail(ErrHost, "host-invalid-code-point", off+i)
		}
	}
	if p.report != nil {
		p.checkUnits(s, off)
	}
	p.b = appendEncoded(p.b, s, C0ControlSet)
	p.hostKind = OpaqueHost
	return nil
}

func appendIPv4(b []byte, a [4]byte) []byte {
	for i, x := range a {
		if i > 0 {
			b = append(b, '.')
		}
		b = strconv.AppendUint(b, uint64(x), 10)
	}
	return b
}

// parseIPv6 is the IPv6 parser (URL Standard §3.5). On failure it gives
// the validation error and the offset in s where it was found.
func parseIPv6(s string) (a [8]uint16, code string, at int) {
	piece, compress := 0, -1
	i := 0
	c := func() int {
		if i < len(s) {
			return int(s[i])
		}
		return -1
	}
	if c() == ':' {
		if !strings.HasPrefix(s[i:], "::") {
			return a, "IPv6-invalid-compression", i
		}
		i += 2
		piece++
		compress = piece
	}
	for c() >= 0 {
		if piece == 8 {
			return a, "IPv6-too-many-pieces", i
		}
		if c() == ':' {
			if compress >= 0 {
				return a, "IPv6-multiple-compression", i
			}
			i++
			piece++
			compress = piece
			continue
		}
		value, length := 0, 0
		for length < 4 && c() >= 0 && isHex(byte(c())) {
			value = value*16 + int(unhex(byte(c())))
			i++
			length++
		}
		if c() == '.' {
			if length == 0 {
				return a, "IPv4-in-IPv6-invalid-code-point", i
			}
			i -= length
			if piece > 6 {
				return a, "IPv4-in-IPv6-too-many-pieces", i
			}
			seen := 0
			for c() >= 0 {
				v := -1
				if seen > 0 {
					if c() == '.' && seen < 4 {
						i++
					} else {
						return a, "IPv4-in-IPv6-invalid-code-point", i
					}
				}
				if c() < 0 || !isDigit(byte(c())) {
					return a, "IPv4-in-IPv6-invalid-code-point", i
				}
				for c() >= 0 && isDigit(byte(c())) {
					n := c() - '0'
					switch {
					case v < 0:
						v = n
					case v == 0:
						return a, "IPv4-in-IPv6-invalid-code-point", i
					default:
						v = v*10 + n
					}
					if v > 255 {
						return a, "IPv4-in-IPv6-out-of-range-part", i
					}
					i++
				}
				a[piece] = a[piece]*0x100 + uint16(v)
				seen++
				if seen == 2 || seen == 4 {
					piece++
				}
			}
			if seen != 4 {
				return a, "IPv4-in-IPv6-too-few-parts", i
			}
			break
		} else if c() == ':' {
			i++
			if c() < 0 {
				return a, "IPv6-invalid-code-point", i
			}
		} else if c() >= 0 {
			return a, "IPv6-invalid-code-point", i
		}
		a[piece] = uint16(value)
		piece++
	}
	if compress >= 0 {
		swaps := piece - compress
		piece = 7
		for piece != 0 && swaps > 0 {
			a[piece], a[compress+swaps-1] = a[compress+swaps-1], a[piece]
			piece--
			swaps--
		}
	} else if piece != 8 {
		return a, "IPv6-too-few-pieces", i
	}
	return a, "", 0
}

// appendIPv6 is the IPv6 serializer (URL Standard §3.6): lowercase hex,
// the first longest run of two or more zero pieces written "::".
func appendIPv6(b []byte, a [8]uint16) []byte {
	best, bestLen := -1, 1
	for i := 0; i < 8; {
		if a[i] != 0 {
			i++
			continue
		}
		j := i
		for j < 8 && a[j] == 0 {
			j++
		}
		if j-i > bestLen {
			best, bestLen = i, j-i
		}
		i = j
	}
	for i := 0; i < 8; i++ {
		if i == best {
			b = append(b, ':', ':')
			i += bestLen - 1
			continue
		}
		if i > 0 && b[len(b)-1] != ':' {
			b = append(b, ':')
		}
		b = strconv.AppendUint(b, uint64(a[i]), 16)
	}
	return b
}

// appendEncodedIn is "percent-encode after encoding" (URL Standard §1.3)
// with a legacy encoding: each code point the encoding cannot encode
// becomes "%26%23", its number in decimal, and "%3B". Where x/text's
// encoders differ from the Encoding Standard's, the Standard's rules are
// applied first: U+2212 is U+FF0D and U+00A5, U+203E are 0x5C, 0x7E in
// Shift_JIS and EUC-JP (§13.3.2, §13.2.2), U+E5E5 is an error in gb18030
// (§11.2.2), and ISO-2022-JP switches to JIS X 0201 Roman for U+00A5 and
// U+203E (§13.2.3, the state kept across code points here).
func appendEncodedIn(b []byte, s string, set EncodeSet, enc encoding.Encoding) []byte {
	e := enc.NewEncoder()
	iso := enc == japanese.ISO2022JP
	jp := enc == japanese.ShiftJIS || enc == japanese.EUCJP
	const (
		ascii = iota
		roman
		jis0208
	)
	st := ascii
	put := func(bytes []byte) {
		for _, c := range bytes {
			if encodeTable[c]&set != 0 {
				b = append(b, '%', upperhex[c>>4], upperhex[c&15])
			} else {
				b = append(b, c)
			}
		}
	}
	fail := func(r rune) {
		b = append(b, "%26%23"...)
		b = strconv.AppendInt(b, int64(r), 10)
		b = append(b, "%3B"...)
	}
	var buf [16]byte
	for _, r := range s {
		if (jp || iso) && r == 0x2212 {
			r = 0xFF0D
		}
		switch {
		case jp && r == 0xA5:
			put([]byte{0x5C})
			continue
		case jp && r == 0x203E:
			put([]byte{0x7E})
			continue
		case enc == simplifiedchinese.GB18030 && r == 0xE5E5:
			fail(r)
			continue
		case iso && (r == 0x0E || r == 0x0F || r == 0x1B):
			fail(0xFFFD)
			continue
		case iso && r < 0x80:
			if st == roman && r != 0x5C && r != 0x7E {
				put([]byte{byte(r)})
				continue
			}
			if st != ascii {
				put([]byte("\x1b(B"))
				st = ascii
			}
			put([]byte{byte(r)})
			continue
		case iso && (r == 0xA5 || r == 0x203E):
			if st != roman {
				put([]byte("\x1b(J"))
				st = roman
			}
			if r == 0xA5 {
				put([]byte{0x5C})
			} else {
				put([]byte{0x7E})
			}
			continue
		}
		var rb [4]byte
		n := utf8.EncodeRune(rb[:], r)
		e.Reset()
		nDst, _, err := e.Transform(buf[:], rb[:n], true)
		out := buf[:nDst]
		if iso && err == nil {
			// x/text writes each code point as a whole escape
			// sequence; keep one JIS X 0208 run open instead.
			if len(out) == 8 && string(out[:3]) == "\x1b$B" && string(out[5:]) == "\x1b(B" {
				if st != jis0208 {
					put(out[:3])
					st = jis0208
				}
				put(out[3:5])
				continue
			}
			err = encoding.ErrInvalidUTF8 // not a JIS X 0208 code point
		}
		if err != nil {
			if iso && st == jis0208 {
				put([]byte("\x1b(B"))
				st = ascii
			}
			fail(r)
			continue
		}
		put(out)
	}
	if st != ascii {
		put([]byte("\x1b(B"))
	}
	return b
}
