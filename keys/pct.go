package keys

import (
	"strings"
	"unsafe"

	"github.com/go-iri/iri/internal/abnf"
)

// Percent-decoding to a fixed point and the escaping that Google's
// canonicalization (and the Internet Archive's copy of it) uses.

const upperHex = "0123456789ABCDEF"

// unhex returns the value of the hex digit c, or -1.
func unhex(c byte) int {
	switch {
	case '0' <= c && c <= '9':
		return int(c - '0')
	case 'a' <= c|0x20 && c|0x20 <= 'f':
		return int(c|0x20-'a') + 10
	}
	return -1
}

// hasEscape reports whether s holds a "%" followed by two hex digits.
func hasEscape(s string) bool {
	for i := 0; i+2 < len(s); i++ {
		if s[i] == '%' && unhex(s[i+1]) >= 0 && unhex(s[i+2]) >= 0 {
			return true
		}
	}
	return false
}

// unescapeRepeatedly decodes every "%XX" of s, again and again, until a
// pass changes nothing ("%2525" becomes "%"); a "%" that is not followed
// by two hex digits stays. It returns s itself when s holds no escape.
//
// Passes would cost quadratic time ("%252525..." loses one level a pass).
// The fixed point is reached in one pass instead: decoded bytes go on a
// stack, and whenever its top three bytes are an escape they are replaced
// by the byte they encode. Two escapes never overlap ("%" is no hex
// digit), so decoding is confluent: every order of decoding ends in the
// same string, the one the passes reach.
func unescapeRepeatedly(s string) string {
	if !hasEscape(s) {
		return s
	}
	return string(appendUnescapeRepeatedly(make([]byte, 0, len(s)), s))
}

// appendUnescapeRepeatedly appends the fixed point of decoding s to dst.
// Only the bytes it appends are ever decoded. Runs without "%" are copied
// whole but for their first two bytes, which may complete an escape that
// ends dst.
func appendUnescapeRepeatedly(dst []byte, s string) []byte {
	base := len(dst)
	for i := 0; i < len(s); {
		// A "%" among the last two bytes of dst may start an escape that
		// s[i] or s[i+1] completes; otherwise the run up to the next "%"
		// of s holds no escape.
		if n := len(dst) - base; s[i] != '%' && (n < 1 || dst[len(dst)-1] != '%') && (n < 2 || dst[len(dst)-2] != '%') {
			j := strings.IndexByte(s[i:], '%')
			if j < 0 {
				j = len(s) - i
			}
			dst = append(dst, s[i:i+j]...)
			i += j
			continue
		}
		dst = append(dst, s[i])
		i++
		for n := len(dst); n-base >= 3 && dst[n-3] == '%'; n = len(dst) {
			hi, lo := unhex(dst[n-2]), unhex(dst[n-1])
			if hi < 0 || lo < 0 {
				break
			}
			dst[n-3] = byte(hi<<4 | lo)
			dst = dst[:n-2]
		}
	}
	return dst
}

// googleEscape reports whether escapeOnce escapes c: controls, space,
// "#", "%" and bytes 0x7F–0xFF.
func googleEscape(c byte) bool {
	return c <= 0x20 || c >= 0x7F || c == '#' || c == '%'
}

// escapeOnce percent-encodes, with uppercase hex digits, the bytes that
// googleEscape names. It returns s itself when none is there.
func escapeOnce(s string) string {
	for i := 0; i < len(s); i++ {
		if googleEscape(s[i]) {
			return string(appendEscapeOnce(make([]byte, 0, len(s)+8), s, false))
		}
	}
	return s
}

// appendEscapeOnce appends s to dst with the bytes googleEscape names
// percent-encoded in uppercase hex; lower also lowercases the ASCII letters
// of s.
func appendEscapeOnce(dst []byte, s string, lower bool) []byte {
	for i := 0; i < len(s); {
		// The run up to the next byte to escape is copied whole.
		j := i
		for j < len(s) && !googleEscape(s[j]) {
			j++
		}
		dst = appendMaybeLower(dst, s[i:j], lower)
		if j == len(s) {
			break
		}
		c := s[j]
		dst = append(dst, '%', upperHex[c>>4], upperHex[c&15])
		i = j + 1
	}
	return dst
}

// lower returns s with ASCII letters lowercased, s itself if it has none
// uppercase.
func lower(s string) string { return abnf.LowerASCII(s) }

// lowerByte lowercases an ASCII letter.
func lowerByte(c byte) byte {
	if 'A' <= c && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
}

// recode is escapeOnce(unescapeRepeatedly(s)), with normalizePath in
// between if path, in one allocation: the decoded text lives in a buffer
// on the stack (when it fits), seen as a string only while it is escaped
// into the result.
func recode(s string, path bool) string {
	if !hasEscape(s) {
		if path {
			return escapeOnce(normalizePath(s))
		}
		return escapeOnce(s)
	}
	var stack [512]byte
	d := appendUnescapeRepeatedly(stack[:0], s)
	view := unsafe.String(unsafe.SliceData(d), len(d))
	if path && (view == "" || !cleanPath(view)) {
		view = normalizePath(string(d)) // a copy: normalizePath keeps pieces of it
	}
	n := 0
	for i := 0; i < len(view); i++ {
		if googleEscape(view[i]) {
			n++
		}
	}
	var b strings.Builder
	b.Grow(len(view) + 2*n)
	for i := 0; i < len(view); {
		j := i
		for j < len(view) && !googleEscape(view[j]) {
			j++
		}
		b.WriteString(view[i:j])
		if j == len(view) {
			break
		}
		c := view[j]
		b.WriteByte('%')
		b.WriteByte(upperHex[c>>4])
		b.WriteByte(upperHex[c&15])
		i = j + 1
	}
	return b.String()
}
