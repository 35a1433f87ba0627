package keys

import (
	"encoding/binary"
	"math/bits"
	"slices"
	"strings"
	"unsafe"
)

// The fast path of SURT: the common URL, "http(s)://host[:port]/path?query",
// with a host of lowercase ASCII, keyed with the reference's defaults, in
// one pass and without the parsed struct. Path and query may hold
// uppercase letters, escapes and bytes above 0x7E, which the pass decodes,
// escapes and lowercases as the two canonicalizers would.
// FuzzSURT checks that it gives what the general path gives.

// fast reports whether o is the reference's defaults but for WithScheme
// and TrailingComma, which appendFast handles.
func (o *SURTOptions) fast() bool {
	return !o.NoReverseIPAddr && !o.NoSURT && o.RegistrableDomain == nil && o.Canonicalizer == DefaultIA &&
		!o.NoHostLowercase && !o.NoHostMassage && !o.NoPortStripDefault && !o.PathStripEmpty &&
		!o.NoPathLowercase && !o.NoPathStripSessionID && !o.NoPathStripTrailingSlash &&
		!o.NoQueryLowercase && !o.NoQueryStripSessionID && !o.NoQueryStripEmpty && !o.NoQueryAlphaReorder &&
		o.Fixes == 0
}

// appendFast appends the SURT of s and reports true when s is a URL of
// the common kind, without control or space before its fragment (which is
// dropped, whatever it holds): scheme "http" or "https" in lowercase
// followed by "//" and an authority of lowercase letters, digits, "-" and
// "." (with a letter or "-", so that it is no IP address; no leading or
// trailing dot, no "..", shorter than 64 bytes) and an optional port; a
// path that fastPath takes; a query that fastQuery takes.
// Otherwise it appends nothing and reports false.
//
// The key is written into out, dst's whole capacity, at w, so that each
// byte costs a store, not an append: there are 16 bytes of room at least
// before each step (an eight-byte store, an escape), and out grows when
// there are not, as append would.
func (o *SURTOptions) appendFast(dst []byte, s string) ([]byte, bool) {
	var i int // where the host starts
	switch {
	case strings.HasPrefix(s, "http://"):
		i = 7
	case strings.HasPrefix(s, "https://"):
		i = 8
	default:
		return dst, false
	}
	scheme := s[:i-3]
	if len(s) < 8 || strings.HasPrefix(s[i:], "http://") || strings.HasPrefix(s[i:], "https://") {
		return dst, false // no host, or a repeated protocol
	}
	// The host, eight bytes at a time up to the first byte that is not a
	// lowercase letter, digit, "-" or "." (the end of s reads as one):
	// the dots are kept, a word each, for the reversal.
	h0 := i
	var dots [8]uint64
	var names, prev uint64
	for n := 0; ; n++ {
		var x uint64
		if i+8 <= len(s) {
			x = load8(s[i:])
		} else {
			x = tail8(s, i)
		}
		nameBytes := (x+lo8*(0x80-'a'))&^(x+lo8*(0x80-'z'-1)) | eq8(x, '-')
		digits := (x + lo8*(0x80-'0')) &^ (x + lo8*(0x80-'9'-1))
		dot := eq8(x, '.')
		stop := ^((nameBytes | digits | dot) &^ x) & hi8
		if stop != 0 {
			before := stop&-stop - 1 // the bytes before the first stop
			nameBytes &= before
			dot &= before
		}
		dot &= hi8
		names |= nameBytes & hi8
		if dot&(dot<<8|prev>>56) != 0 || n == len(dots) {
			return dst, false // ".." or a long host
		}
		dots[n], prev = dot, dot
		if stop != 0 {
			i += bits.TrailingZeros64(stop) >> 3
			break
		}
		i += 8
	}
	host := s[h0:i]
	// A host of digits and dots may be an IPv4 address (attemptIPFormats).
	if host == "" || host[0] == '.' || host[len(host)-1] == '.' || names == 0 {
		return dst, false
	}
	port := -1
	if i < len(s) && s[i] == ':' {
		j, n := i+1, 0
		for ; j < len(s) && '0' <= s[j] && s[j] <= '9'; j++ {
			if n = n*10 + int(s[j]-'0'); n > 65535 {
				return dst, false
			}
		}
		if j == i+1 {
			return dst, false
		}
		if n != 0 && !(n == 80 && len(scheme) == 4 || n == 443 && len(scheme) == 5) {
			port = n
		}
		i = j
	}
	if i < len(s) && s[i] != '/' && s[i] != '?' && s[i] != '#' {
		return dst, false
	}
	// massageHost: "www", digits and "." go.
	hs := h0
	if strings.HasPrefix(host, "www") {
		k := 3
		for k < len(host) && '0' <= host[k] && host[k] <= '9' {
			k++
		}
		if k < len(host) && host[k] == '.' {
			hs += k + 1
		}
	}

	base := len(dst)
	if cap(dst)-base < len(host)+32 {
		dst = slices.Grow(dst, len(host)+32)
	}
	out := dst[:cap(dst)]
	w := base
	if o.WithScheme {
		w += copy(out[w:], scheme)
		w += copy(out[w:], "://(")
	}
	w = writeReversedHost(out, w, s, hs, h0+len(host), &dots, h0)
	if port >= 0 {
		out[w] = ':'
		w = len(appendPort(out[:w+1], port))
	}
	if o.TrailingComma {
		out[w] = ','
		w++
	}
	out[w] = ')'
	w++
	if i == len(s) || s[i] != '/' {
		out[w] = '/'
		w++
	} else {
		var ok bool
		if out, w, i, ok = fastPath(out, w, s, i); !ok {
			return dst[:base], false
		}
	}
	if i < len(s) && s[i] == '?' {
		end := len(s)
		if k := strings.IndexByte(s[i:], '#'); k >= 0 {
			end = i + k
		}
		var ok bool
		if out, w, ok = fastQuery(out, w, s[:end], i+1); !ok {
			return dst[:base], false
		}
	}
	return out[:w], true
}

// writeReversedHost writes the labels of the host s[hs:he] in reverse
// order, joined with ",", at out[w:] and returns the end; dots has, a
// word each from s[h0], the "." bytes of s[h0:he] (hs >= h0). Each label
// is copied eight bytes at a time: what a copy writes past the label is
// overwritten by the next, and out has room for the last.
func writeReversedHost(out []byte, w int, s string, hs, he int, dots *[8]uint64, h0 int) int {
	end := he // the end of the label to copy
	for n := (he - h0 - 1) / 8; n >= 0; n-- {
		for d := dots[n]; d != 0; {
			b := 63 - bits.LeadingZeros64(d)
			d &^= 1 << b
			at := h0 + 8*n + b>>3 // a "."
			if at < hs {
				break
			}
			for k := at + 1; k < end; k += 8 {
				var x uint64
				if k+8 <= len(s) {
					x = load8(s[k:])
				} else {
					x = tail8(s, k)
				}
				binary.LittleEndian.PutUint64(out[w+k-at-1:], x)
			}
			w += end - at - 1
			out[w] = ','
			w++
			end = at
		}
	}
	for k := hs; k < end; k += 8 {
		var x uint64
		if k+8 <= len(s) {
			x = load8(s[k:])
		} else {
			x = tail8(s, k)
		}
		binary.LittleEndian.PutUint64(out[w+k-hs:], x)
	}
	return w + end - hs
}

// fastPath writes at out[w:] the key of the path at s[i] (a "/"), up to
// the first "?" or "#", and returns out (grown if need be), the end of
// what it wrote, the end of the path and true; or false if the path is not
// of the kind it takes. What it writes is what the canonicalizers make of
// the path: decoded to a fixed point, empty segments removed but the last,
// escaped once (controls, space, "#", "%" and bytes above 0x7E),
// lowercased, without one trailing "/". The path must have no control,
// space or lone "%", no "." or ".." segment, no "/(" (with which a session
// id starts), no escape of "%", "/", "." or "(": an escape of a byte that
// stays escaped is then kept as it is, lowercased, one of another byte is
// decoded, and decoding happens once.
func fastPath(out []byte, w int, s string, i int) ([]byte, int, int, bool) {
	start := w
	for {
		if len(out)-w < 16 {
			out = roomFor(out, w)
		}
		// Eight bytes at a time, lowercased, up to the first byte that
		// needs a look: one below 0x26 (a control, space, "#", "%", and
		// "!", "\"" and "$", which go through), "?", one above 0x7E (the
		// end of s reads as one), a "/" before a byte from "(" to "/"
		// (for "/", "." and "("), and the last byte if it is a "/" (its
		// next is not in x). The bytes after the first may be marked
		// wrongly; that first one is exact.
		var x uint64
		if i+8 <= len(s) {
			x = load8(s[i:])
		} else {
			x = tail8(s, i)
		}
		binary.LittleEndian.PutUint64(out[w:], lower8(x))
		slash := eq8(x, '/')
		next := (x + lo8*(0x80-'(')) &^ (x + lo8*(0x80-'/'-1))
		sp := lookAt8(x) | eq8(x, '?') | slash&(next>>8|1<<63)
		if sp &= hi8; sp == 0 {
			i += 8
			w += 8
			continue
		}
		k := bits.TrailingZeros64(sp) >> 3
		w += k
		if i += k; i == len(s) {
			break
		}
		c := s[i]
		if c == '/' {
			// An empty segment goes; a "." or ".." segment, or one that
			// starts with "(", is left to the general path.
			if i+1 < len(s) {
				switch s[i+1] {
				case '/':
					i++
					continue
				case '(':
					return out, 0, 0, false
				case '.':
					if pathEnd(s, i+2) || s[i+2] == '.' && pathEnd(s, i+3) {
						return out, 0, 0, false
					}
				}
			}
			out[w] = '/'
			i++
			w++
			continue
		}
		switch fastClass[c] {
		case cKeep: // "!", "\"" or "$"
			out[w] = c
		case cPercent:
			d, ok := fastEscape(s, i, false)
			if !ok {
				return out, 0, 0, false
			}
			if d == 0 {
				out[w], out[w+1], out[w+2] = '%', lowerTable[s[i+1]], lowerTable[s[i+2]]
				w += 2
			} else {
				out[w] = lowerTable[d]
			}
			i += 2
		case cHigh:
			out[w], out[w+1], out[w+2] = '%', lowerHex[c>>4], lowerHex[c&15]
			w += 2
		case cQuery, cHash:
			goto end
		default:
			return out, 0, 0, false
		}
		i++
		w++
	}
end:
	if w-start > 1 && out[w-1] == '/' {
		w--
	}
	return out, w, i, true
}

// pathEnd reports whether a path ends at s[i]: "/", "?", "#" or the end
// of s.
func pathEnd(s string, i int) bool {
	return i >= len(s) || s[i] == '/' || s[i] == '?' || s[i] == '#'
}

// fastQuery writes "?" and the key of the query s[i:] at out[w:] and
// returns out (grown if need be), the end of what it wrote and true, or
// false. The query is decoded, escaped and lowercased as fastPath does the
// path (with no escape of "%" and no control or space), then its session
// ids removed and its pieces sorted, in place: on the decoded query, as the
// reference does, so that an escaped "&" or "=" is one once decoded.
func fastQuery(out []byte, w int, s string, i int) ([]byte, int, bool) {
	if i == len(s) {
		return out, w, true
	}
	if len(s) > 1<<30 {
		return out, 0, false // spans are int32
	}
	out[w] = '?'
	w++
	m := w
	for {
		if len(out)-w < 16 {
			out = roomFor(out, w)
		}
		// As in fastPath: controls, space, "%" (and "!", "\"" and "$";
		// s has no "#"), bytes above 0x7E.
		var x uint64
		if i+8 <= len(s) {
			x = load8(s[i:])
		} else {
			x = tail8(s, i)
		}
		binary.LittleEndian.PutUint64(out[w:], lower8(x))
		sp := lookAt8(x) & hi8
		if sp == 0 {
			i += 8
			w += 8
			continue
		}
		k := bits.TrailingZeros64(sp) >> 3
		w += k
		if i += k; i == len(s) {
			break
		}
		switch c := s[i]; fastClass[c] {
		case cKeep: // "!", "\"" or "$"
			out[w] = c
		case cPercent:
			d, ok := fastEscape(s, i, true)
			if !ok {
				return out, 0, false
			}
			if d == 0 {
				out[w], out[w+1], out[w+2] = '%', lowerTable[s[i+1]], lowerTable[s[i+2]]
				w += 2
			} else {
				out[w] = lowerTable[d]
			}
			i += 2
		case cHigh:
			out[w], out[w+1], out[w+2] = '%', lowerHex[c>>4], lowerHex[c&15]
			w += 2
		default:
			return out, 0, false
		}
		i++
		w++
	}
	// The pieces are spans of key, which hold no pointer, so that out does
	// not escape; a few are sorted by insertion, as sortQuery does.
	view := unsafe.String(&out[m], w-m)
	key := stripQuerySessionID(view)
	if key == "" {
		return out, m - 1, true
	}
	var spans [16]span
	n, rest := splitSpans(key, spans[:])
	if rest >= 0 {
		m, ok := sortLongQuery(out, m, key)
		return out, m, ok
	}
	moved := false
	for a := 1; a < n; a++ {
		p, b := spans[a], a
		for b > 0 && comparePieces(key[spans[b-1].i:spans[b-1].j], key[p.i:p.j], false) > 0 {
			spans[b] = spans[b-1]
			b--
		}
		if b != a {
			spans[b] = p
			moved = true
		}
	}
	if !moved {
		return out, m + copy(out[m:], key), true // stripping only removes
	}
	if len(key) > 512 {
		m, ok := sortLongQuery(out, m, key)
		return out, m, ok
	}
	var tmp [512]byte
	return out, writePieces(out, m, key, spans[:n], tmp[:]), true
}

// A span is the piece key[i:j] of a query.
type span struct{ i, j int32 }

// splitSpans puts the "&"-separated pieces of key into spans and returns
// their number, and -1; or, if they do not fit, len(spans) and the offset
// of the rest.
func splitSpans(key string, spans []span) (int, int) {
	n := 0
	for i := 0; ; n++ {
		if n == len(spans) {
			return n, i
		}
		j := strings.IndexByte(key[i:], '&')
		if j < 0 {
			spans[n] = span{int32(i), int32(len(key))}
			return n + 1, -1
		}
		spans[n] = span{int32(i), int32(i + j)}
		i += j + 1
	}
}

// sortLongQuery writes the pieces of key, a query of more than 16 pieces
// or 512 bytes, at out[m:] in alphaReorderQuery's order, sorted as
// sortQuery sorts them, and returns the end and true; false if key has
// more than 256 pieces or 4096 bytes, which are left to the general path.
func sortLongQuery(out []byte, m int, key string) (int, bool) {
	var spans [256]span
	n, rest := splitSpans(key, spans[:])
	if rest >= 0 || len(key) > 4096 {
		return 0, false
	}
	cmp := func(a, b span) int { return comparePieces(key[a.i:a.j], key[b.i:b.j], false) }
	if slices.IsSortedFunc(spans[:n], cmp) {
		return m + copy(out[m:], key), true
	}
	slices.SortStableFunc(spans[:n], cmp)
	var tmp [4096]byte
	return writePieces(out, m, key, spans[:n], tmp[:]), true
}

// writePieces writes the pieces of key in the order of spans, joined with
// "&", at out[m:] and returns the end; key may be out[m:] itself: it is
// copied to tmp first, which holds it.
func writePieces(out []byte, m int, key string, spans []span, tmp []byte) int {
	copy(tmp, key)
	for k, p := range spans {
		if k > 0 {
			out[m] = '&'
			m++
		}
		m += copy(out[m:], tmp[p.i:p.j])
	}
	return m
}

// roomFor returns out grown, with room for at least 16 more bytes from
// w, at its capacity.
func roomFor(out []byte, w int) []byte {
	out = slices.Grow(out[:w], 16)
	return out[:cap(out)]
}

// fastEscape reads the escape at s[i]: 0 and true if the byte it encodes
// stays escaped, so that the escape is kept, lowercased; the byte and true
// if it is decoded; false if s[i] starts no escape, or one of a byte whose
// decoding could change more than itself: "%" (decoded again), and "/",
// "." and "(" in a path (segments, session ids).
func fastEscape(s string, i int, query bool) (byte, bool) {
	if i+2 >= len(s) {
		return 0, false
	}
	hi, lo := unhex(s[i+1]), unhex(s[i+2])
	if hi < 0 || lo < 0 {
		return 0, false
	}
	switch d := byte(hi<<4 | lo); {
	case d == '%':
		return 0, false
	case googleEscape(d):
		return 0, true
	case !query && (d == '/' || d == '.' || d == '('):
		return 0, false
	default:
		return d, true
	}
}

// tail8 returns the bytes of s from i on (fewer than eight) as a
// little-endian uint64, with 0 for the bytes past its end; s is at least
// eight bytes long.
func tail8(s string, i int) uint64 {
	return load8(s[len(s)-8:]) >> (8 * (i + 8 - len(s)))
}

const lowerHex = "0123456789abcdef"

// lower8 lowercases the ASCII letters of the eight bytes of x; bytes
// above 0x7F, and those after them, may come out wrong.
func lower8(x uint64) uint64 {
	upper := (x + lo8*(0x80-'A')) &^ (x + lo8*(0x80-'Z'-1)) & hi8
	return x | upper>>2
}

// eq8 sets the high bit of each byte of x that is c, when x's bytes are
// ASCII.
func eq8(x uint64, c byte) uint64 {
	y := x ^ lo8*uint64(c)
	return ^(y + lo8*0x7F | y)
}

// lookAt8 sets the high bit of the bytes of x below 0x26 or above 0x7E;
// bytes after the first it sets may be set wrongly, that first one is
// exact.
func lookAt8(x uint64) uint64 {
	// x+0x5A has the high bit of bytes from 0x26 up, x+0x01 of 0x7F up.
	return ^(x + lo8*(0x80-0x26)) | (x + lo8) | x
}

// The classes of authClass: the bytes of the authorities that
// safeBrowsingFast takes, and those that end them.
const (
	aReject = iota
	aName   // a-z, "-"
	aDigit
	aDot
	aColon
	aEnd // "/", "?", "#"
)

var authClass = func() (t [256]uint8) {
	for c := 'a'; c <= 'z'; c++ {
		t[c] = aName
	}
	for c := '0'; c <= '9'; c++ {
		t[c] = aDigit
	}
	t['-'], t['.'], t[':'] = aName, aDot, aColon
	t['/'], t['?'], t['#'] = aEnd, aEnd, aEnd
	return t
}()

// The classes of fastClass, for paths and queries: a byte kept as it is,
// an uppercase letter, "/", "(", "?", "#", "%", a byte above 0x7E (to
// escape), a control or space (which the fast path leaves to the general
// one: the parser strips some).
const (
	cKeep = iota
	cUpper
	cSlash
	cParen
	cQuery
	cHash
	cPercent
	cHigh
	cReject
)

var fastClass = func() (t [256]uint8) {
	for c := range t {
		switch {
		case c <= 0x20:
			t[c] = cReject
		case c >= 0x7F:
			t[c] = cHigh
		case 'A' <= c && c <= 'Z':
			t[c] = cUpper
		}
	}
	t['/'], t['('], t['?'], t['#'], t['%'] = cSlash, cParen, cQuery, cHash, cPercent
	return t
}()

// appendPort appends a port number, 0 to 65535, in decimal.
func appendPort(dst []byte, n int) []byte {
	var b [5]byte
	i := len(b)
	for {
		i--
		b[i] = byte('0' + n%10)
		if n /= 10; n == 0 {
			break
		}
	}
	return append(dst, b[i:]...)
}
