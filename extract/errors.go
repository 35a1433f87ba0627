package extract

import (
	"errors"
	"strconv"
	"strings"
)

// The kinds of error, for [errors.Is]; an [*Error] holds one in Err.
var (
	// ErrInvalidUTF8 is text that is not well-formed UTF-8 (RFC 3629 §4):
	// text in a legacy encoding is the caller's to decode (RFC 3987 §7.3).
	ErrInvalidUTF8 = errors.New("extract: invalid UTF-8")
	// ErrInvalidScheme is a name in FindOptions.OpaqueSchemes that is not
	// a scheme (RFC 3986 §3.1).
	ErrInvalidScheme = errors.New("extract: invalid scheme")
)

// Error reports text or options that the search cannot take.
type Error struct {
	Input  string // the text (for a Scanner, the line that holds the fault) or the option at fault
	Offset int    // byte offset in Input of the fault
	Rule   string // the rule broken: "RFC 3629 §4" or "scheme"
	Err    error  // ErrInvalidUTF8 or ErrInvalidScheme
}

// Error returns a one-line message, for example
//
//	extract: invalid UTF-8 byte 0xE9 at offset 3: "caf\xe9 au lait" (RFC 3629 §4)
func (e *Error) Error() string {
	var b strings.Builder
	switch {
	case e.Err == ErrInvalidUTF8 && e.Offset < len(e.Input):
		b.WriteString("extract: invalid UTF-8 byte 0x")
		b.WriteString(strings.ToUpper(strconv.FormatUint(uint64(e.Input[e.Offset]), 16)))
	case e.Err == ErrInvalidScheme:
		b.WriteString("extract: invalid opaque scheme")
	default:
		b.WriteString(e.Err.Error())
	}
	b.WriteString(" at offset ")
	b.WriteString(strconv.Itoa(e.Offset))
	b.WriteString(": ")
	b.WriteString(excerpt(e.Input, e.Offset))
	b.WriteString(" (")
	b.WriteString(e.Rule)
	b.WriteString(")")
	return b.String()
}

// Unwrap returns e.Err.
func (e *Error) Unwrap() error { return e.Err }

// excerpt quotes s, or the 64 bytes around s[off] with "..." for the
// rest, in ASCII, so that look-alike and invisible characters show as
// code points.
func excerpt(s string, off int) string {
	const side = 32
	lo, hi := max(0, off-side), min(len(s), off+side)
	for lo > 0 && lo < len(s) && s[lo]&0xC0 == 0x80 {
		lo--
	}
	for hi < len(s) && s[hi]&0xC0 == 0x80 {
		hi++
	}
	q := strconv.QuoteToASCII(s[lo:hi])
	if lo > 0 {
		q = "..." + q
	}
	if hi < len(s) {
		q += "..."
	}
	return q
}
