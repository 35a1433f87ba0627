package whatwg

import (
	"strings"
	"unicode/utf8"
)

// EncodeSet is one of the URL Standard's percent-encode sets (§1.3): the
// code points that UTF-8 percent-encoding replaces. Each set contains the
// one before it, except FragmentSet, which only contains C0ControlSet.
type EncodeSet uint8

// The percent-encode sets of URL Standard §1.3. Every set contains the
// C0 controls and every code point above U+007E.
const (
	C0ControlSet      EncodeSet = 1 << iota // C0 controls and above U+007E: opaque paths and hosts
	FragmentSet                             // C0ControlSet and space " < > `
	QuerySet                                // C0ControlSet and space " # < >: the query of non-special URLs
	SpecialQuerySet                         // QuerySet and ': the query of special URLs
	PathSet                                 // QuerySet and ? ^ ` { }
	UserinfoSet                             // PathSet and / : ; = @ [ \ ] |
	ComponentSet                            // UserinfoSet and $ % & + ,
	FormURLEncodedSet                       // ComponentSet and ! ' ( ) ~: application/x-www-form-urlencoded
)

// encodeTable[c] has the bit of every set that contains the byte c.
var encodeTable = func() (t [256]EncodeSet) {
	add := func(set EncodeSet, chars string) {
		for i := 0; i < len(chars); i++ {
			t[chars[i]] |= set
		}
	}
	all := C0ControlSet | FragmentSet | QuerySet | SpecialQuerySet | PathSet | UserinfoSet | ComponentSet | FormURLEncodedSet
	for c := 0; c < 256; c++ {
		if c < 0x20 || c > 0x7e {
			t[c] = all
		}
	}
	add(FragmentSet, " \"<>`")
	add(QuerySet|SpecialQuerySet|PathSet|UserinfoSet|ComponentSet|FormURLEncodedSet, " \"#<>")
	add(SpecialQuerySet, "'")
	add(PathSet|UserinfoSet|ComponentSet|FormURLEncodedSet, "?^`{}")
	add(UserinfoSet|ComponentSet|FormURLEncodedSet, "/:;=@[\\]|")
	add(ComponentSet|FormURLEncodedSet, "$%&+,")
	add(FormURLEncodedSet, "!'()~")
	return t
}()

const upperhex = "0123456789ABCDEF"

// appendEncoded appends s to b, UTF-8 percent-encoded with set (URL
// Standard §1.3, "UTF-8 percent-encode").
func appendEncoded(b []byte, s string, set EncodeSet) []byte {
	start := 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		if encodeTable[c]&set == 0 {
			continue
		}
		b = append(b, s[start:i]...)
		b = append(b, '%', upperhex[c>>4], upperhex[c&15])
		start = i + 1
	}
	return append(b, s[start:]...)
}

// PercentEncode returns s with every byte of a code point in set written
// as %XX (URL Standard §1.3, "UTF-8 percent-encode"). A "%" is left alone
// unless set is ComponentSet or FormURLEncodedSet. It returns s itself
// when nothing needs encoding.
func PercentEncode(s string, set EncodeSet) string {
	for i := 0; i < len(s); i++ {
		if encodeTable[s[i]]&set != 0 {
			return string(appendEncoded(make([]byte, 0, len(s)+16), s, set))
		}
	}
	return s
}

// PercentDecode returns s with every %XX, X an ASCII hex digit, replaced
// by its byte (URL Standard §1.3, "percent-decode"); a "%" not followed by
// two hex digits stays. The result may not be UTF-8.
func PercentDecode(s string) string {
	i := strings.IndexByte(s, '%')
	if i < 0 {
		return s
	}
	b := make([]byte, 0, len(s))
	b = append(b, s[:i]...)
	for ; i < len(s); i++ {
		c := s[i]
		if c == '%' && i+2 < len(s) && isHex(s[i+1]) && isHex(s[i+2]) {
			c = unhex(s[i+1])<<4 | unhex(s[i+2])
			i += 2
		}
		b = append(b, c)
	}
	return string(b)
}

func isHex(c byte) bool {
	return '0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F'
}

func unhex(c byte) byte {
	switch {
	case c <= '9':
		return c - '0'
	case c <= 'F':
		return c - 'A' + 10
	}
	return c - 'a' + 10
}

// A Pair is a name and a value of an application/x-www-form-urlencoded
// list (URL Standard §5).
type Pair struct{ Name, Value string }

// ParseForm is the URL Standard's application/x-www-form-urlencoded parser
// (§5.1): s split on "&", empty pieces dropped, each piece split at its
// first "=", "+" read as a space, percent-decoded, and decoded as UTF-8,
// each invalid sequence read as U+FFFD.
func ParseForm(s string) []Pair {
	var pairs []Pair
	for len(s) > 0 {
		piece := s
		if i := strings.IndexByte(s, '&'); i >= 0 {
			piece, s = s[:i], s[i+1:]
		} else {
			s = ""
		}
		if piece == "" {
			continue
		}
		name, value, _ := strings.Cut(piece, "=")
		pairs = append(pairs, Pair{formDecode(name), formDecode(value)})
	}
	return pairs
}

func formDecode(s string) string {
	if strings.IndexByte(s, '+') >= 0 {
		s = strings.ReplaceAll(s, "+", " ")
	}
	s = PercentDecode(s)
	if !utf8.ValidString(s) {
		s = toValidUTF8(s)
	}
	return s
}

// toValidUTF8 decodes s as the Encoding Standard's UTF-8 decoder does
// (§4.1.1): each maximal subpart of an invalid sequence becomes one U+FFFD
// (strings.ToValidUTF8 would replace a whole run with one, and ranging over
// s one per byte).
func toValidUTF8(s string) string {
	b := make([]byte, 0, len(s)+8)
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		if r != utf8.RuneError || n > 1 {
			b = append(b, s[i:i+n]...)
			i += n
			continue
		}
		i += maximalSubpart(s[i:])
		b = append(b, "\uFFFD"...)
	}
	return string(b)
}

// maximalSubpart is the length of the invalid sequence at the start of s
// that one U+FFFD replaces: a lead byte and the continuation bytes that
// could still have made it valid (Unicode §3.9, U+FFFD substitution).
func maximalSubpart(s string) int {
	c := s[0]
	var need int
	lo, hi := byte(0x80), byte(0xBF)
	switch {
	case 0xC2 <= c && c <= 0xDF:
		need = 1
	case 0xE0 <= c && c <= 0xEF:
		need = 2
		if c == 0xE0 {
			lo = 0xA0
		} else if c == 0xED {
			hi = 0x9F
		}
	case 0xF0 <= c && c <= 0xF4:
		need = 3
		if c == 0xF0 {
			lo = 0x90
		} else if c == 0xF4 {
			hi = 0x8F
		}
	default:
		return 1
	}
	n := 1
	for ; n <= need && n < len(s); n++ {
		if s[n] < lo || s[n] > hi {
			break
		}
		lo, hi = 0x80, 0xBF
	}
	return n
}

// SerializeForm is the URL Standard's application/x-www-form-urlencoded
// serializer (§5.2): name=value pairs joined by "&", each encoded with
// FormURLEncodedSet and spaces written as "+". Names and values must be
// UTF-8.
func SerializeForm(pairs []Pair) string {
	var b []byte
	for i, p := range pairs {
		if i > 0 {
			b = append(b, '&')
		}
		b = appendForm(b, p.Name)
		b = append(b, '=')
		b = appendForm(b, p.Value)
	}
	return string(b)
}

func appendForm(b []byte, s string) []byte {
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == ' ':
			b = append(b, '+')
		case encodeTable[c]&FormURLEncodedSet != 0:
			b = append(b, '%', upperhex[c>>4], upperhex[c&15])
		default:
			b = append(b, c)
		}
	}
	return b
}
