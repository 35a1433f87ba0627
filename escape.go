package iri

import (
	"strings"
	"unicode/utf8"
)

// Component encoders and decoders: percent-encoding (RFC 3986 §2.1) of
// arbitrary text so that it is data within one component, in IRI form
// (RFC 3987 §2.2: characters beyond ASCII stay) or URI form (RFC 3987 §3.1
// step 2: every octet beyond ASCII is encoded).

// The contexts of the escape functions, as bits of escapeKeep.
const (
	escSegment uint8 = 1 << iota
	escQueryKey
	escQueryValue
	escFragment
	escUserinfo
)

// escapeKeep says, for each ASCII byte, in which contexts it stays as it
// is. Every other byte is percent-encoded there.
var escapeKeep = func() (t [utf8.RuneSelf]uint8) {
	for c := 0; c < utf8.RuneSelf; c++ {
		k := asciiClass[c]
		if k&cPchar != 0 { // unreserved / sub-delims / ":" / "@"
			t[c] |= escSegment
		}
		if k&cQuery != 0 { // ipchar / "/" / "?"
			t[c] |= escFragment | escQueryKey | escQueryValue
		}
		if k&cRegName != 0 { // unreserved / sub-delims, without ":"
			t[c] |= escUserinfo
		}
	}
	// The pair delimiters of application/x-www-form-urlencoded query
	// strings, "+" that form decoding reads as a space, and ";" that some
	// decoders take as a pair delimiter.
	for _, c := range []byte("&+;") {
		t[c] &^= escQueryKey | escQueryValue
	}
	t['='] &^= escQueryKey
	return t
}()

// EscapeOptions percent-encodes text as data of one component. The zero
// EscapeOptions gives the IRI form of the package-level functions, which keep the ASCII their
// component allows except delimiters, keep a non-ASCII character exactly where
// [IRI.ToIRI] would decode it (so iprivate stays in the query only), encode
// every other byte as "%HH" and return s itself when nothing changes;
// [Unescape] inverts them. They encode "%" and:
//
//	EscapeSegment     "/?#"     RFC 3986 §3.3
//	EscapeUserinfo    ":@/?#"   RFC 3986 §3.2.1
//	EscapeQueryValue  "&;+#"    RFC 3986 §3.4; "+" as "%2B", a space as "%20"
//	EscapeQueryKey    "&;+#="   RFC 3986 §3.4
//	EscapeFragment    "#"       RFC 3986 §3.5
type EscapeOptions struct {
	ASCIIOnly bool // encodes non-ASCII too: the URI form (RFC 3987 §3.1 step 2), which passes ParseURI
}

// EscapeSegment percent-encodes s as one path segment (see [EscapeOptions]). "." and
// ".." stay dot segments, and a first segment of a relative path with ":"
// needs "./" before it (RFC 3986 §4.2).
func EscapeSegment(s string) string { return EscapeOptions{}.EscapeSegment(s) }

// EscapeQueryKey percent-encodes s as the key of a query pair.
func EscapeQueryKey(s string) string { return EscapeOptions{}.EscapeQueryKey(s) }

// EscapeQueryValue percent-encodes s as the value of a query pair.
func EscapeQueryValue(s string) string { return EscapeOptions{}.EscapeQueryValue(s) }

// EscapeFragment percent-encodes s as a fragment.
func EscapeFragment(s string) string { return EscapeOptions{}.EscapeFragment(s) }

// EscapeUserinfo percent-encodes s as a user name or password.
func EscapeUserinfo(s string) string { return EscapeOptions{}.EscapeUserinfo(s) }

// EscapeSegment percent-encodes s as one path segment, in URI form if
// o.ASCIIOnly; see [EscapeSegment].
func (o EscapeOptions) EscapeSegment(s string) string { return o.escape(s, escSegment, false) }

// EscapeQueryKey percent-encodes s as the key of a query pair, in URI form
// if o.ASCIIOnly.
func (o EscapeOptions) EscapeQueryKey(s string) string { return o.escape(s, escQueryKey, true) }

// EscapeQueryValue percent-encodes s as the value of a query pair, in URI
// form if o.ASCIIOnly.
func (o EscapeOptions) EscapeQueryValue(s string) string { return o.escape(s, escQueryValue, true) }

// EscapeFragment percent-encodes s as a fragment, in URI form if
// o.ASCIIOnly.
func (o EscapeOptions) EscapeFragment(s string) string { return o.escape(s, escFragment, false) }

// EscapeUserinfo percent-encodes s as a user name or password, in URI form
// if o.ASCIIOnly.
func (o EscapeOptions) EscapeUserinfo(s string) string { return o.escape(s, escUserinfo, false) }

// escape encodes s for context ctx; query says whether iprivate may stay.
func (o EscapeOptions) escape(s string, ctx uint8, query bool) string {
	// Find the first byte to encode; most inputs have none.
	i := 0
	for i < len(s) {
		if c := s[i]; c < utf8.RuneSelf {
			if escapeKeep[c]&ctx == 0 {
				break
			}
			i++
			continue
		}
		n := o.keepRune(s[i:], query)
		if n == 0 {
			break
		}
		i += n
	}
	if i == len(s) {
		return s
	}
	// Count the output, then write it into one buffer.
	size := i
	for j := i; j < len(s); {
		if c := s[j]; c < utf8.RuneSelf {
			if escapeKeep[c]&ctx == 0 {
				size += 3
			} else {
				size++
			}
			j++
		} else if n := o.keepRune(s[j:], query); n > 0 {
			size += n
			j += n
		} else {
			_, n = utf8.DecodeRuneInString(s[j:])
			size += 3 * n
			j += n
		}
	}
	b := make([]byte, i, size)
	copy(b, s[:i])
	for i < len(s) {
		c := s[i]
		switch {
		case c < utf8.RuneSelf:
			if escapeKeep[c]&ctx == 0 {
				b = appendPercent(b, c)
			} else {
				b = append(b, c)
			}
			i++
		default:
			if n := o.keepRune(s[i:], query); n > 0 {
				b = append(b, s[i:i+n]...)
				i += n
				continue
			}
			// A character to encode (all of its octets), or one byte of
			// ill-formed UTF-8.
			_, n := utf8.DecodeRuneInString(s[i:])
			for k := 0; k < n; k++ {
				b = appendPercent(b, s[i+k])
			}
			i += n
		}
	}
	return string(b)
}

// keepRune returns the length of the non-ASCII character that starts s if
// it stays literal in IRI form, and 0 if it is to be encoded.
func (o EscapeOptions) keepRune(s string, query bool) int {
	if o.ASCIIOnly {
		return 0
	}
	r, n := utf8.DecodeRuneInString(s)
	if n == 1 || (keepSet{}).keepEncoded(r, query) {
		return 0
	}
	return n
}

// Unescape decodes every "%HH" of s, such as component text, to its octet (RFC
// 3986 §2.1) as url.PathUnescape does, "+" staying "+" ([UnescapeForm]) and
// octets unchecked: split a path into segments first. A "%" without two hex
// digits is a [*ParseError] of [ErrInvalidPercent], Input s. Without "%", s
// itself is returned, unallocated.
func Unescape(s string) (string, error) { return unescape(s, false) }

// UnescapeForm is [Unescape] after "+" becomes a space, for a key or value of
// an application/x-www-form-urlencoded query (WHATWG URL Standard §5.1).
func UnescapeForm(s string) (string, error) { return unescape(s, true) }

// unescape decodes s; plus says whether "+" means a space.
func unescape(s string, plus bool) (string, error) {
	n := 0 // the number of triplets
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '%':
			if i+2 >= len(s) || asciiClass[s[i+1]]&asciiClass[s[i+2]]&cHex == 0 {
				ps := parser{s: s}
				ps.failAt(i, ComponentNone, "")
				return "", ps.err
			}
			n++
			i += 2
		case '+':
			if plus {
				n++ // count it as a change; the length stays
			}
		}
	}
	if n == 0 {
		return s, nil
	}
	return decodeValid(s, plus), nil
}

// decodeValid decodes s, whose "%" are all followed by two hex digits (as
// in every component of a valid IRI). It returns s itself when there is
// nothing to decode.
func decodeValid(s string, plus bool) string {
	i := strings.IndexByte(s, '%')
	if plus {
		if j := strings.IndexByte(s, '+'); j >= 0 && (i < 0 || j < i) {
			i = j
		}
	}
	if i < 0 {
		return s
	}
	b := make([]byte, i, len(s))
	copy(b, s[:i])
	for i < len(s) {
		switch c := s[i]; {
		case c == '%':
			b = append(b, unhex(s[i+1])<<4|unhex(s[i+2]))
			i += 3
		case c == '+' && plus:
			b = append(b, ' ')
			i++
		default:
			b = append(b, c)
			i++
		}
	}
	return string(b)
}
