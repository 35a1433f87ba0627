package iri

// Character classes of the RFC 3986 / RFC 3987 ABNF.
//
// ASCII bytes are classified with one 256-entry table of bit sets; a byte
// >= 0x80 has no class bits and sends the scanner to rune decoding, where
// isUcschar and isIprivate decide. The table is computed once from the ABNF
// definitions below, so it cannot drift from them.

// Class bits. Each component scanner tests one mask per byte.
const (
	cAlpha      uint16 = 1 << iota // ALPHA
	cDigit                         // DIGIT
	cHex                           // HEXDIG (either case, RFC 5234 literals are case-insensitive)
	cUnreserved                    // unreserved = ALPHA / DIGIT / "-" / "." / "_" / "~"
	cSubDelim                      // sub-delims
	cGenDelim                      // gen-delims
	cScheme                        // ALPHA / DIGIT / "+" / "-" / "." (scheme after its first letter)
	cUserinfo                      // unreserved / sub-delims / ":"
	cRegName                       // unreserved / sub-delims
	cPchar                         // unreserved / sub-delims / ":" / "@"
	cQuery                         // pchar / "/" / "?" (also ifragment, for ASCII)
	cFuture                        // unreserved / sub-delims / ":" (IPvFuture tail)
	cNoColon                       // pchar minus ":" (isegment-nz-nc)
	cPath                          // pchar / "/" (the characters of every ipath-* rule)
)

const (
	alphaChars     = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
	digitChars     = "0123456789"
	hexChars       = "0123456789ABCDEFabcdef"
	unreservedMark = "-._~"
	subDelimChars  = "!$&'()*+,;="
	genDelimChars  = ":/?#[]@"
)

// asciiClass maps every byte to its class bits; bytes >= 0x80 map to 0.
var asciiClass = buildClassTable()

func buildClassTable() (t [256]uint16) {
	set := func(chars string, bits uint16) {
		for i := 0; i < len(chars); i++ {
			t[chars[i]] |= bits
		}
	}
	set(alphaChars, cAlpha)
	set(digitChars, cDigit)
	set(hexChars, cHex)
	for _, chars := range []string{alphaChars, digitChars, unreservedMark} {
		set(chars, cUnreserved)
	}
	set(subDelimChars, cSubDelim)
	set(genDelimChars, cGenDelim)
	set(alphaChars+digitChars+"+-.", cScheme)
	for c := 0; c < 256; c++ {
		u := t[c]&(cUnreserved|cSubDelim) != 0
		if u {
			t[c] |= cRegName | cUserinfo | cPchar | cQuery | cFuture | cNoColon
		}
	}
	set(":", cUserinfo|cPchar|cQuery|cFuture)
	set("@", cPchar|cQuery|cNoColon)
	set("/?", cQuery)
	for c := 0; c < 256; c++ {
		if t[c]&cPchar != 0 {
			t[c] |= cPath
		}
	}
	set("/", cPath)
	return t
}

// isUcschar reports whether r is in the ucschar production of RFC 3987 §2.2.
// The seven bidi formatting characters of §4.1 are inside these ranges; they
// are excluded separately by isBidiFormatting.
func isUcschar(r rune) bool {
	switch {
	case r < 0xA0:
		return false
	case r <= 0xD7FF:
		return true
	case r < 0xF900:
		return false
	case r <= 0xFDCF:
		return true
	case r < 0xFDF0:
		return false
	case r <= 0xFFEF:
		return true
	case r < 0x10000:
		return false
	case r < 0xE0000:
		// Planes 1-13: everything but the last two code points of each plane.
		return r&0xFFFF <= 0xFFFD
	case r < 0xE1000:
		return false
	case r <= 0xEFFFD:
		return true
	}
	return false
}

// isIprivate reports whether r is in the iprivate production of RFC 3987
// §2.2, or, when bis is set, of 3987bis, which adds the tag characters
// U+E0000-E0FFF (3987bis-13 §12.2.3).
func isIprivate(r rune, bis bool) bool {
	switch {
	case r >= 0xE000 && r <= 0xF8FF:
		return true
	case r >= 0xF0000 && r <= 0xFFFFD:
		return true
	case r >= 0x100000 && r <= 0x10FFFD:
		return true
	case bis && r >= 0xE0000 && r <= 0xE0FFF:
		return true
	}
	return false
}

// isBidiFormatting reports whether r is one of the seven bidi formatting
// characters that RFC 3987 §4.1 says IRIs MUST NOT contain: LRM, RLM, LRE,
// RLE, PDF, LRO, RLO.
func isBidiFormatting(r rune) bool {
	return r == 0x200E || r == 0x200F || (r >= 0x202A && r <= 0x202E)
}

// isLaterBidiControl reports whether r is one of the bidi controls added to
// Unicode after RFC 3987 (ALM U+061C, the isolates U+2066-U+2069). They are
// ucschar, so Parse accepts them, but D-16 treats them like the seven
// of §4.1: ToIRI keeps them encoded and Check reports them.
func isLaterBidiControl(r rune) bool {
	return r == 0x061C || (r >= 0x2066 && r <= 0x2069)
}

// isBidiControl reports whether r is a bidi formatting character of RFC 3987
// §4.1 or a later bidi control.
func isBidiControl(r rune) bool {
	return isBidiFormatting(r) || isLaterBidiControl(r)
}

// unhex returns the value of a hexadecimal digit; c must satisfy cHex.
// Without branches, which mispredict on the digits of random octets: the
// low four bits are the value of a decimal digit and nine less than the
// value of a letter, and only letters have bit 6 set.
func unhex(c byte) byte {
	return c&15 + 9*(c>>6)
}

// upperHex is used for every percent-encoding the package generates: RFC
// 3987 §3.1 step 2.2 and RFC 3986 §2.1 say uppercase hex SHOULD be used.
const upperHex = "0123456789ABCDEF"

// appendPercent appends the pct-encoded triplet "%HH" for the octet c.
func appendPercent(dst []byte, c byte) []byte {
	return append(dst, '%', upperHex[c>>4], upperHex[c&15])
}
