package iri

// Character classes of the RFC 3986 / RFC 3987 ABNF, under the package's
// own names for the declarations of internal/abnf, which the template
// package shares.
//
// ASCII bytes are classified with one 256-entry table of bit sets; a byte
// >= 0x80 has no class bits and sends the scanner to rune decoding, where
// isUcschar and isIprivate decide. The table is computed once from the ABNF
// definitions, so it cannot drift from them.

import "github.com/go-iri/iri/internal/abnf"

// Class bits. Each component scanner tests one mask per byte.
const (
	cAlpha      = abnf.Alpha      // ALPHA
	cDigit      = abnf.Digit      // DIGIT
	cHex        = abnf.Hex        // HEXDIG (either case, RFC 5234 literals are case-insensitive)
	cUnreserved = abnf.Unreserved // unreserved = ALPHA / DIGIT / "-" / "." / "_" / "~"
	cSubDelim   = abnf.SubDelim   // sub-delims
	cGenDelim   = abnf.GenDelim   // gen-delims
	cScheme     = abnf.Scheme     // ALPHA / DIGIT / "+" / "-" / "." (scheme after its first letter)
	cUserinfo   = abnf.Userinfo   // unreserved / sub-delims / ":"
	cRegName    = abnf.RegName    // unreserved / sub-delims
	cPchar      = abnf.Pchar      // unreserved / sub-delims / ":" / "@"
	cQuery      = abnf.Query      // pchar / "/" / "?" (also ifragment, for ASCII)
	cFuture     = abnf.Future     // unreserved / sub-delims / ":" (IPvFuture tail)
	cNoColon    = abnf.NoColon    // pchar minus ":" (isegment-nz-nc)
	cPath       = abnf.Path       // pchar / "/" (the characters of every ipath-* rule)
)

// asciiClass maps every byte to its class bits; bytes >= 0x80 map to 0. It
// is a copy of abnf.Class, so that indexing it needs no pointer.
var asciiClass = abnf.Class

// isUcschar reports whether r is in the ucschar production of RFC 3987 §2.2.
func isUcschar(r rune) bool { return abnf.IsUcschar(r) }

// isIprivate reports whether r is in the iprivate production of RFC 3987
// §2.2, or, when bis is set, of 3987bis.
func isIprivate(r rune, bis bool) bool { return abnf.IsIprivate(r, bis) }

// isBidiFormatting reports whether r is one of the seven bidi formatting
// characters that RFC 3987 §4.1 says IRIs MUST NOT contain.
func isBidiFormatting(r rune) bool { return abnf.IsBidiFormatting(r) }

// isLaterBidiControl reports whether r is one of the bidi controls added to
// Unicode after RFC 3987.
func isLaterBidiControl(r rune) bool { return abnf.IsLaterBidiControl(r) }

// isBidiControl reports whether r is a bidi formatting character of RFC 3987
// §4.1 or a later bidi control.
func isBidiControl(r rune) bool { return abnf.IsBidiControl(r) }

// unhex returns the value of a hexadecimal digit; c must satisfy cHex.
func unhex(c byte) byte { return abnf.Unhex(c) }

// upperHex is used for every percent-encoding the package generates.
const upperHex = abnf.UpperHex

// appendPercent appends the pct-encoded triplet "%HH" for the octet c.
func appendPercent(dst []byte, c byte) []byte { return abnf.AppendPercent(dst, c) }
