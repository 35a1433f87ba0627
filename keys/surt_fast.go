package keys

import (
	"encoding/binary"
	"math/bits"
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
// trailing dot, no "..") and an optional port; a path that appendFastPath
// takes; a query that appendFastQuery takes.
// Otherwise it appends nothing and reports false.
func (o *SURTOptions) appendFast(dst []byte, s string) ([]byte, bool) {
	var scheme string
	switch {
	case strings.HasPrefix(s, "http://"):
		scheme, s = s[:4], s[7:]
	case strings.HasPrefix(s, "https://"):
		scheme, s = s[:5], s[8:]
	default:
		return dst, false
	}
	if strings.HasPrefix(s, "http://") || strings.HasPrefix(s, "https://") {
		return dst, false // a repeated protocol
	}
	// The authority.
	colon, j, name := -1, 0, false
scan:
	for ; j < len(s); j++ {
		switch authClass[s[j]] {
		case aName:
			name = name || colon < 0
		case aDigit:
		case aDot:
			if j > 0 && s[j-1] == '.' {
				return dst, false
			}
		case aColon:
			if colon >= 0 {
				return dst, false
			}
			colon = j
		case aEnd:
			break scan
		default:
			return dst, false
		}
	}
	host, rest, port := s[:j], s[j:], -1
	if colon >= 0 {
		p := host[colon+1:]
		host = host[:colon]
		if p == "" {
			return dst, false
		}
		n, ok := parsePort(p)
		if !ok {
			return dst, false
		}
		if n != 0 && !(n == 80 && scheme == "http" || n == 443 && scheme == "https") {
			port = n
		}
	}
	// A host of digits and dots may be an IPv4 address (attemptIPFormats).
	if host == "" || host[0] == '.' || host[len(host)-1] == '.' || !name {
		return dst, false
	}
	// massageHost: "www", digits and "." go.
	if strings.HasPrefix(host, "www") {
		i := 3
		for i < len(host) && '0' <= host[i] && host[i] <= '9' {
			i++
		}
		if i < len(host) && host[i] == '.' {
			host = host[i+1:]
		}
	}

	mark := len(dst)
	if o.WithScheme {
		dst = append(dst, scheme...)
		dst = append(dst, "://("...)
	}
	dst = appendReversedHost(dst, host)
	if port >= 0 {
		dst = append(dst, ':')
		dst = appendPort(dst, port)
	}
	if o.TrailingComma {
		dst = append(dst, ',')
	}
	dst = append(dst, ')')
	// The path runs to the first "?" or "#"; a query to the first "#".
	n := 0
	if rest == "" || rest[0] != '/' {
		dst = append(dst, '/')
	} else {
		var ok bool
		if dst, n, ok = appendFastPath(dst, rest); !ok {
			return dst[:mark], false
		}
	}
	if n == len(rest) || rest[n] != '?' {
		return dst, true
	}
	dst, ok := appendFastQuery(dst, rest[n+1:])
	if !ok {
		return dst[:mark], false
	}
	return dst, true
}

// appendFastPath appends the key of the path at the start of rest (which
// starts with "/"), up to its first "?" or "#", and returns its length
// and true; or false if the path is not of the kind it takes. What it
// appends is what the canonicalizers make of the path: decoded to a
// fixed point, empty segments removed but the last, escaped once
// (controls, space, "#", "%" and bytes above 0x7E), lowercased, without
// one trailing "/". The path must have no control, space or lone "%", no
// "." or ".." segment, no "/(" (with which a session id starts), no
// escape of "%", "/", ".", "(" or "?": an escape of a byte that stays
// escaped is then kept as it is, lowercased, one of another byte is
// decoded, and decoding happens once.
func appendFastPath(dst []byte, p string) ([]byte, int, bool) {
	start := len(dst)
	dst = append(dst, '/')
	seg := len(dst) // where the current segment starts in dst
	i := 1
loop:
	for i < len(p) {
		// Eight bytes at a time, lowercased, up to the first byte that
		// needs a look.
		if i+8 <= len(p) {
			x := load8(p[i:])
			dst = binary.LittleEndian.AppendUint64(dst, lower8(x))
			sp := pathSpecial8(x)
			if sp == 0 {
				i += 8
				continue
			}
			k := bits.TrailingZeros64(sp) >> 3
			dst = dst[:len(dst)-8+k]
			i += k
		}
		c := p[i]
		switch fastClass[c] {
		case cKeep:
			dst = append(dst, c)
		case cUpper:
			dst = append(dst, c+'a'-'A')
		case cSlash:
			if len(dst) == seg {
				break // an empty segment goes
			}
			if dotSegment(dst[seg:]) {
				return dst, 0, false
			}
			dst = append(dst, '/')
			seg = len(dst)
		case cParen:
			if dst[len(dst)-1] == '/' {
				return dst, 0, false
			}
			dst = append(dst, c)
		case cQuery, cHash:
			break loop
		case cPercent:
			var ok bool
			if dst, ok = appendFastEscape(dst, p, i, false); !ok {
				return dst, 0, false
			}
			i += 3
			continue
		case cHigh:
			dst = append(dst, '%', lowerHex[c>>4], lowerHex[c&15])
		default:
			return dst, 0, false
		}
		i++
	}
	if dotSegment(dst[seg:]) {
		return dst, 0, false
	}
	if len(dst)-start > 1 && dst[len(dst)-1] == '/' {
		dst = dst[:len(dst)-1]
	}
	return dst, i, true
}

// appendFastQuery appends "?" and the key of the query q (up to its first
// "#") and reports true, or appends nothing and reports false. The query
// is decoded, escaped and lowercased as appendFastPath does the path
// (with no escape of "%", "&" or "=" and no control or space), then its
// session ids removed and its pieces sorted, on the bytes appended.
func appendFastQuery(dst []byte, q string) ([]byte, bool) {
	if i := strings.IndexByte(q, '#'); i >= 0 {
		q = q[:i]
	}
	if q == "" {
		return dst, true
	}
	dst = append(dst, '?')
	m := len(dst)
	for i := 0; i < len(q); {
		if i+8 <= len(q) {
			x := load8(q[i:])
			dst = binary.LittleEndian.AppendUint64(dst, lower8(x))
			sp := querySpecial8(x)
			if sp == 0 {
				i += 8
				continue
			}
			k := bits.TrailingZeros64(sp) >> 3
			dst = dst[:len(dst)-8+k]
			i += k
		}
		c := q[i]
		switch fastClass[c] {
		case cKeep, cSlash, cParen, cQuery:
			dst = append(dst, c)
		case cUpper:
			dst = append(dst, c+'a'-'A')
		case cPercent:
			var ok bool
			if dst, ok = appendFastEscape(dst, q, i, true); !ok {
				return dst[:m-1], false
			}
			i += 3
			continue
		case cHigh:
			dst = append(dst, '%', lowerHex[c>>4], lowerHex[c&15])
		default:
			return dst[:m-1], false
		}
		i++
	}
	// The query as the reference has it when it strips session ids and
	// sorts: both ignore case.
	// The pieces are spans of key, sorted by insertion as sortQuery sorts
	// few pieces: spans hold no pointer, so that dst does not escape. A
	// query of more pieces is left to the general path.
	view := unsafe.String(unsafe.SliceData(dst[m:]), len(dst)-m)
	key := stripQuerySessionID(view)
	if key == "" {
		return dst[:m-1], true
	}
	var spans [16]struct{ i, j int }
	n := 0
	for i := 0; ; n++ {
		if n == len(spans) {
			return dst[:m-1], false
		}
		j := strings.IndexByte(key[i:], '&')
		if j < 0 {
			spans[n].i, spans[n].j = i, len(key)
			n++
			break
		}
		spans[n].i, spans[n].j = i, i+j
		i += j + 1
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
	if !moved && len(key) == len(view) { // stripping only removes
		return dst, true
	}
	// The pieces are written after dst[m:], then moved there.
	e := len(dst)
	for k := 0; k < n; k++ {
		if k > 0 {
			dst = append(dst, '&')
		}
		dst = append(dst, key[spans[k].i:spans[k].j]...)
	}
	return dst[:m+copy(dst[m:], dst[e:])], true
}

// appendFastEscape appends what decoding and escaping make of the escape
// at s[i], lowercased, and reports true; false if s[i] starts no escape,
// or one of a byte whose decoding could change more than itself: "%",
// "/", ".", "(" and "?" in a path, "%", "&" and "=" in a query.
func appendFastEscape(dst []byte, s string, i int, query bool) ([]byte, bool) {
	if i+2 >= len(s) {
		return dst, false
	}
	hi, lo := unhex(s[i+1]), unhex(s[i+2])
	if hi < 0 || lo < 0 {
		return dst, false
	}
	switch d := byte(hi<<4 | lo); {
	case d == '%':
		return dst, false
	case googleEscape(d):
		return append(dst, '%', lowerTable[s[i+1]], lowerTable[s[i+2]]), true
	case query && (d == '&' || d == '='):
		return dst, false
	case !query && (d == '/' || d == '.' || d == '(' || d == '?'):
		return dst, false
	default:
		return append(dst, lowerTable[d]), true
	}
}

// dotSegment reports whether seg is "." or "..".
func dotSegment(seg []byte) bool {
	return len(seg) == 1 && seg[0] == '.' || len(seg) == 2 && seg[0] == '.' && seg[1] == '.'
}

const lowerHex = "0123456789abcdef"

// lower8 lowercases the ASCII letters of the eight bytes of x; bytes
// above 0x7F, and those after them, may come out wrong.
func lower8(x uint64) uint64 {
	upper := (x + lo8*(0x80-'A')) &^ (x + lo8*(0x80-'Z'-1)) & hi8
	return x | upper>>2
}

// ne8 sets the high bit of each byte of x that is not c, when x's bytes
// are ASCII.
func ne8(x uint64, c byte) uint64 {
	y := x ^ lo8*uint64(c)
	return y + lo8*0x7F | y
}

// querySpecial8 sets the high bit of the bytes of x that appendFastQuery
// looks at one by one: controls, space, "%", bytes above 0x7E. Bytes after
// the first it sets may be set wrongly; that first one is exact.
func querySpecial8(x uint64) uint64 {
	// x+0x5F has the high bit of bytes from 0x21 up, x+0x01 of 0x7F up.
	return ^((x + lo8*0x5F) &^ (x + lo8) &^ x & ne8(x, '%')) & hi8
}

// pathSpecial8 is querySpecial8 for appendFastPath, which also looks at
// "/", "?", "#" and "(".
func pathSpecial8(x uint64) uint64 {
	return ^((x + lo8*0x5F) &^ (x + lo8) &^ x & ne8(x, '%') &
		ne8(x, '/') & ne8(x, '?') & ne8(x, '#') & ne8(x, '(')) & hi8
}

// The classes of authClass: the bytes of the authorities appendFast
// takes, and those that end them.
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
