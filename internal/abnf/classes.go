// Package abnf holds what the root package and its subpackages share of
// the RFC 3986 / RFC 3987 grammar: the character classes of the ABNF, the
// decoding of percent-encoded UTF-8 and the characters that RFC 3987 §3.2
// keeps percent-encoded. It is internal: the root package names these
// declarations under its own lowercase names.
package abnf

// Character classes of the RFC 3986 / RFC 3987 ABNF.
//
// ASCII bytes are classified with one 256-entry table of bit sets; a byte
// >= 0x80 has no class bits and sends the scanner to rune decoding, where
// IsUcschar and IsIprivate decide. The table is computed once from the ABNF
// definitions below, so it cannot drift from them.

// Class bits. Each component scanner tests one mask per byte.
const (
	Alpha      uint16 = 1 << iota // ALPHA
	Digit                         // DIGIT
	Hex                           // HEXDIG (either case, RFC 5234 literals are case-insensitive)
	Unreserved                    // unreserved = ALPHA / DIGIT / "-" / "." / "_" / "~"
	SubDelim                      // sub-delims
	GenDelim                      // gen-delims
	Scheme                        // ALPHA / DIGIT / "+" / "-" / "." (scheme after its first letter)
	Userinfo                      // unreserved / sub-delims / ":"
	RegName                       // unreserved / sub-delims
	Pchar                         // unreserved / sub-delims / ":" / "@"
	Query                         // pchar / "/" / "?" (also ifragment, for ASCII)
	Future                        // unreserved / sub-delims / ":" (IPvFuture tail)
	NoColon                       // pchar minus ":" (isegment-nz-nc)
	Path                          // pchar / "/" (the characters of every ipath-* rule)
)

const (
	alphaChars     = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
	digitChars     = "0123456789"
	hexChars       = "0123456789ABCDEFabcdef"
	unreservedMark = "-._~"
	subDelimChars  = "!$&'()*+,;="
	genDelimChars  = ":/?#[]@"
)

// Class maps every byte to its class bits; bytes >= 0x80 map to 0.
var Class = buildClassTable()

func buildClassTable() (t [256]uint16) {
	set := func(chars string, bits uint16) {
		for i := 0; i < len(chars); i++ {
			t[chars[i]] |= bits
		}
	}
	set(alphaChars, Alpha)
	set(digitChars, Digit)
	set(hexChars, Hex)
	for _, chars := range []string{alphaChars, digitChars, unreservedMark} {
		set(chars, Unreserved)
	}
	set(subDelimChars, SubDelim)
	set(genDelimChars, GenDelim)
	set(alphaChars+digitChars+"+-.", Scheme)
	for c := 0; c < 256; c++ {
		u := t[c]&(Unreserved|SubDelim) != 0
		if u {
			t[c] |= RegName | Userinfo | Pchar | Query | Future | NoColon
		}
	}
	set(":", Userinfo|Pchar|Query|Future)
	set("@", Pchar|Query|NoColon)
	set("/?", Query)
	for c := 0; c < 256; c++ {
		if t[c]&Pchar != 0 {
			t[c] |= Path
		}
	}
	set("/", Path)
	return t
}

// IsUcschar reports whether r is in the ucschar production of RFC 3987 §2.2.
// The seven bidi formatting characters of §4.1 are inside these ranges; they
// are excluded separately by IsBidiFormatting.
func IsUcschar(r rune) bool {
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

// IsIprivate reports whether r is in the iprivate production of RFC 3987
// §2.2, or, when bis is set, of 3987bis, which adds the tag characters
// U+E0000-E0FFF (3987bis-13 §12.2.3).
func IsIprivate(r rune, bis bool) bool {
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

// IsBidiFormatting reports whether r is one of the seven bidi formatting
// characters that RFC 3987 §4.1 says IRIs MUST NOT contain: LRM, RLM, LRE,
// RLE, PDF, LRO, RLO.
func IsBidiFormatting(r rune) bool {
	return r == 0x200E || r == 0x200F || (r >= 0x202A && r <= 0x202E)
}

// IsLaterBidiControl reports whether r is one of the bidi controls added to
// Unicode after RFC 3987 (ALM U+061C, the isolates U+2066-U+2069). They are
// ucschar, so Parse accepts them, but D-16 treats them like the seven
// of §4.1: ToIRI keeps them encoded and Check reports them.
func IsLaterBidiControl(r rune) bool {
	return r == 0x061C || (r >= 0x2066 && r <= 0x2069)
}

// IsBidiControl reports whether r is a bidi formatting character of RFC 3987
// §4.1 or a later bidi control.
func IsBidiControl(r rune) bool {
	return IsBidiFormatting(r) || IsLaterBidiControl(r)
}

// Unhex returns the value of a hexadecimal digit; c must satisfy Hex.
// Without branches, which mispredict on the digits of random octets: the
// low four bits are the value of a decimal digit and nine less than the
// value of a letter, and only letters have bit 6 set.
func Unhex(c byte) byte {
	return c&15 + 9*(c>>6)
}

// UpperHex is used for every percent-encoding the package generates: RFC
// 3987 §3.1 step 2.2 and RFC 3986 §2.1 say uppercase hex SHOULD be used.
const UpperHex = "0123456789ABCDEF"

// AppendPercent appends the pct-encoded triplet "%HH" for the octet c.
func AppendPercent(dst []byte, c byte) []byte {
	return append(dst, '%', UpperHex[c>>4], UpperHex[c&15])
}

// LowerASCII returns s with its ASCII letters in lowercase, s itself when
// it has none in uppercase.
func LowerASCII(s string) string {
	for i := 0; i < len(s); i++ {
		if 'A' <= s[i] && s[i] <= 'Z' {
			b := []byte(s)
			for j := i; j < len(b); j++ {
				if 'A' <= b[j] && b[j] <= 'Z' {
					b[j] += 'a' - 'A'
				}
			}
			return string(b)
		}
	}
	return s
}
