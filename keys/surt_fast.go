package keys

import "strings"

// The fast path of SURT: the common URL, "http(s)://host[:port]/path?query",
// in lowercase ASCII with nothing to decode or escape, keyed with the
// reference's defaults, in one pass and without the parsed struct.
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
// the common kind, without control, space, "%" or byte above 0x7E before
// its fragment (which is dropped, whatever it holds): scheme "http" or "https" in lowercase followed by "//" and an
// authority of lowercase letters, digits, "-" and "." (with a letter or
// "-", so that it is no IP address; no leading or trailing dot, no "..")
// and an optional port; a path
// that is its own normalizePath without "("; a query.
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
		if dst, n, ok = appendPlainPath(dst, rest); !ok {
			return dst[:mark], false
		}
	}
	query := ""
	if n < len(rest) && rest[n] == '?' {
		query = rest[n+1:]
		if i := strings.IndexByte(query, '#'); i >= 0 {
			query = query[:i]
		}
		query = stripQuerySessionID(query)
	}
	if query == "" {
		return dst, true
	}
	dst = append(dst, '?')
	var buf [16]string
	pieces := sortQuery(query, true, buf[:0])
	if pieces == nil {
		pieces = append(buf[:0], query)
	}
	for i, p := range pieces {
		if i > 0 {
			dst = append(dst, '&')
		}
		var ok bool
		if dst, ok = appendPlainLower(dst, p); !ok {
			return dst[:mark], false
		}
	}
	return dst, true
}

// appendPlainPath appends the path at the start of rest, up to its first
// "?" or "#", lowercased and without one trailing "/" (the IA
// canonicalizer), and returns its length and true if the Google
// canonicalizer leaves it as it is: nothing to decode or escape, no empty
// segment but the last, no "." or ".." segment; and if it holds no "(",
// which a session id needs. One pass does it all.
func appendPlainPath(dst []byte, rest string) ([]byte, int, bool) {
	// Copied whole (query too, cut off below), then checked and
	// lowercased in place.
	n := len(dst)
	dst = append(dst, rest...)
	t := dst[n:]
	seg := 1 // where the current segment starts
	i := 1
scan:
	for ; i < len(t); i++ {
		switch plainClass[t[i]] {
		case pKeep:
		case pUpper:
			t[i] += 'a' - 'A'
		case pSlash:
			if k := i - seg; k <= 2 && (k == 0 || t[seg] == '.' && (k == 1 || t[seg+1] == '.')) {
				return dst, 0, false
			}
			seg = i + 1
		case pStop:
			break scan
		default:
			return dst, 0, false
		}
	}
	if k := i - seg; k == 1 && t[seg] == '.' || k == 2 && t[seg] == '.' && t[seg+1] == '.' {
		return dst, 0, false
	}
	end := n + i
	if i > 1 && t[i-1] == '/' {
		end--
	}
	return dst[:end], i, true
}

// appendPlainLower appends s lowercased and reports true if s holds
// nothing to decode or escape.
func appendPlainLower(dst []byte, s string) ([]byte, bool) {
	n := len(dst)
	dst = append(dst, s...)
	t := dst[n:]
	for i, c := range t {
		switch plainClass[c] {
		case pKeep, pSlash, pParen, pStop:
		case pUpper:
			t[i] += 'a' - 'A'
		default:
			return dst, false
		}
	}
	return dst, true
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

// The classes of plainClass: for paths and queries, a byte kept as it is,
// an uppercase letter, "/", "(", "?" and "#", and one that needs decoding
// or escaping.
const (
	pKeep = iota
	pUpper
	pSlash
	pParen
	pStop // "?" and "#", which end a path
	pReject
)

var plainClass = func() (t [256]uint8) {
	for c := range t {
		switch {
		case byteFlags[c] != 0:
			t[c] = pReject
		case 'A' <= c && c <= 'Z':
			t[c] = pUpper
		}
	}
	t['/'], t['('], t['?'], t['#'] = pSlash, pParen, pStop, pStop
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
