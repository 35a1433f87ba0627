package iri

import (
	"math/bits"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/go-iri/iri/internal/abnf"
	"golang.org/x/text/unicode/norm"
)

// Small text helpers that several areas share: ASCII tests, the length
// of a UTF-8 sequence, the ACE prefix of an A-label, and the Unicode
// normalization test. They depend on nothing but the standard library,
// x/text and the word-at-a-time helpers of swar.go.

// isASCII reports whether s is all ASCII, eight bytes at a time.
func isASCII(s string) bool {
	i := 0
	for ; i <= len(s)-8; i += 8 {
		if load8(s[i:])&swarHi != 0 {
			return false
		}
	}
	return nextBytes(s, i)&swarHi == 0
}

// plainASCII reports whether s is all ASCII without "%", eight bytes at a
// time: the text that Display shows as it is, up to its host.
func plainASCII(s string) bool {
	i := 0
	for ; i <= len(s)-8; i += 8 {
		if plainMiss(load8(s[i:])) != 0 {
			return false
		}
	}
	return i == len(s) || plainMiss(nextBytes(s, i)) == 0
}

// plainMiss returns bit 7 of each byte of w that is not ASCII or is "%":
// for an ASCII byte b, (b ^ '%') + 0x7f carries into bit 7 unless b is
// "%", and into no other byte.
func plainMiss(w uint64) uint64 {
	return (w | ^((w ^ '%'*swarLo) + 0x7f*swarLo)) & swarHi
}

// utf8SeqLen returns the length of the UTF-8 sequence that the lead octet c
// (>= 0x80) starts, or 0 if c cannot start one (abnf.UTF8SeqLen).
func utf8SeqLen(c byte) int { return abnf.UTF8SeqLen(c) }

// firstNonASCII returns the offset of the first byte >= 0x80 in s, or
// len(s), eight bytes at a time; the last, partial block is the eight
// bytes that end s.
func firstNonASCII(s string) int {
	i := 0
	for ; i <= len(s)-8; i += 8 {
		if h := load8(s[i:]) & swarHi; h != 0 {
			return i + bits.TrailingZeros64(h)>>3
		}
	}
	if i == len(s) {
		return i
	}
	if len(s) >= 8 {
		// The bytes before i are ASCII: they are in the low bytes.
		if h := load8(s[len(s)-8:]) & swarHi; h != 0 {
			return len(s) - 8 + bits.TrailingZeros64(h)>>3
		}
		return len(s)
	}
	for ; i < len(s) && s[i] < utf8.RuneSelf; i++ {
	}
	return i
}

// isASCIISpace reports whether c is one of the four characters that
// draft-weber-iri-guidelines-01 §4 step 1 trims.
func isASCIISpace(c byte) bool { return c == ' ' || c == '\r' || c == '\n' || c == '\t' }

func isASCIILetter(c byte) bool { return 'a' <= c|0x20 && c|0x20 <= 'z' }

func isASCIIDigit(c byte) bool { return '0' <= c && c <= '9' }

// isHexDigit reports whether c is a hex digit.
func isHexDigit(c byte) bool { return asciiClass[c]&cHex != 0 }

// asciiFold reports whether s is lower, a lowercase ASCII string, without
// regard to ASCII case.
func asciiFold(s, lower string) bool {
	if len(s) != len(lower) {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		if c != lower[i] {
			return false
		}
	}
	return true
}

// hasUpperASCII reports whether s holds an ASCII uppercase letter.
func hasUpperASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if 'A' <= s[i] && s[i] <= 'Z' {
			return true
		}
	}
	return false
}

// isNormal reports whether s is in the form, without allocating.
func isNormal(form norm.Form, s string) bool {
	return form.QuickSpanString(s) == len(s) || isNormalSlow(form, s)
}

// isNormalBytes is isNormal on b, which it does not retain: the rare
// "maybe" answers of the quick check copy it.
func isNormalBytes(form norm.Form, b []byte) bool {
	return form.QuickSpan(b) == len(b) || isNormalSlow(form, string(b))
}

// normIterPool recycles the iterators of isNormalSlow, so that deciding
// the rare "maybe" answers of the quick check does not allocate.
var normIterPool = sync.Pool{New: func() any { return new(norm.Iter) }}

// isNormalSlow reports whether s is in form f, like f.IsNormalString but
// without allocating: it compares s with the iterator's normalized output.
func isNormalSlow(f norm.Form, s string) bool {
	it := normIterPool.Get().(*norm.Iter)
	it.InitString(f, s)
	i, ok := 0, true
	// Always run to the end: an Iter abandoned midway keeps characters in
	// its reorder buffer, which InitString does not clear.
	for !it.Done() {
		b := it.Next()
		if ok && (len(b) > len(s)-i || string(b) != s[i:i+len(b)]) {
			ok = false
		}
		i += len(b)
	}
	ok = ok && i == len(s)
	it.InitString(f, "") // drop the reference to s
	normIterPool.Put(it)
	return ok
}

// hasACEPrefix reports whether a label of the host h starts with the ACE
// prefix "xn--", in any case: whether h may hold an A-label. The prefix is
// the first four characters of a label (RFC 5890 §2.3.1), so "xn--" inside
// a label ("axn--b") is none.
func hasACEPrefix(h string) bool {
	for i := 0; i+4 <= len(h); i++ {
		if (i == 0 || h[i-1] == '.') && (h[i]|0x20) == 'x' && (h[i+1]|0x20) == 'n' && h[i+2] == '-' && h[i+3] == '-' {
			return true
		}
	}
	return false
}

// chkPctByte decodes the pct-encoded triplet at s[i:], if there is one
// before end.
func chkPctByte(s string, i, end int) (byte, bool) {
	if i+3 > end || s[i] != '%' || asciiClass[s[i+1]]&asciiClass[s[i+2]]&cHex == 0 {
		return 0, false
	}
	return unhex(s[i+1])<<4 | unhex(s[i+2]), true
}

// chkDecodeHost percent-decodes s; ok is false when the result is not
// valid UTF-8. Without "%" it returns s itself.
func chkDecodeHost(s string) (string, bool) {
	if strings.IndexByte(s, '%') < 0 {
		return s, true
	}
	b := make([]byte, 0, len(s))
	for i := 0; i < len(s); {
		if c, ok := chkPctByte(s, i, len(s)); ok {
			b = append(b, c)
			i += 3
			continue
		}
		b = append(b, s[i])
		i++
	}
	return string(b), utf8.Valid(b)
}

// runeAt returns the character at byte i of s, utf8.RuneError where the
// bytes are ill-formed, or -1 at the end of s.
func runeAt(s string, i int) rune {
	if i >= len(s) {
		return -1
	}
	r, _ := utf8.DecodeRuneInString(s[i:])
	return r
}
