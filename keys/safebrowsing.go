package keys

import (
	"crypto/sha256"
	"net/netip"
	"strings"
	"unicode/utf8"

	"github.com/go-iri/iri/internal/ipv4"
	"golang.org/x/net/idna"
)

// SafeBrowsingURL is a URL in the canonical form of Google Safe Browsing
// ("URLs and Hashing", v4 and v5; Web Risk has the same rules), from which
// its lookup expressions and their hashes are made. The zero value is no
// URL: its String is "".
type SafeBrowsingURL struct {
	s          string // the canonical URL
	hostStart  int    // s[hostStart:pathStart] is the host
	pathStart  int
	queryStart int // s[queryStart:] is "?" and the query; len(s) if none
}

// SafeBrowsing canonicalizes s as Safe Browsing clients must before they
// hash it:
//
//  1. surrounding spaces and control characters are removed, and every
//     TAB, CR and LF inside; the fragment is cut at the first "#";
//  2. a scheme followed by "//" (or "http:", "https:" without it) is
//     kept, lowercased; otherwise "http://" is assumed, so that
//     "example.com:8080/x" has the host "example.com";
//  3. the rest is percent-decoded again and again until nothing changes
//     ("%2541" becomes "A"), then split: the host runs to the first "/"
//     or "?", the path to the first "?" (a "%2F" decoded is a path
//     separator, a "%3F" starts the query); the userinfo and the port
//     are dropped;
//  4. the host loses its leading and trailing dots, its runs of dots
//     become one; a host that reads as IPv4 in any form inet_aton
//     accepts (decimal, octal, hex, 1 to 4 parts) becomes a dotted quad,
//     and a host that does not stays a host name ("1.2.3.256"); an IPv6
//     literal is compressed, an IPv4-mapped or NAT64 (64:ff9b::/96)
//     address becomes its IPv4 address (the v5 rules); a host of UTF-8
//     that is not ASCII is converted to A-labels (UTS #46, as browsers
//     do) where it can be; the host is lowercased;
//  5. in the path, "." segments go, a ".." segment takes the one before
//     it along (never above the root), runs of "/" become one; an empty
//     path is "/";
//  6. controls, space, "#", "%" and bytes above 0x7E are percent-encoded
//     with uppercase hex digits, nothing else.
//
// An empty host is an [Error] of [ErrNoHost]. A URL that is canonical
// already (but for a fragment) is returned without allocating, sharing
// the memory of s.
func SafeBrowsing(s string) (SafeBrowsingURL, error) {
	if u, ok := safeBrowsingFast(s); ok {
		return u, nil
	}
	return safeBrowsingGeneral(s)
}

// safeBrowsingFast returns the canonical form of a URL that already is
// canonical but for a fragment, as a piece of s, without allocating: a
// lowercase "http" or "https" scheme and "//", a host of lowercase
// letters, digits, "-" and "." that is not an IPv4 address in any form
// and has no leading, trailing or repeated dot, no userinfo nor port, a
// path that starts with "/" and has no empty, "." or ".." segment, and
// nothing to decode or escape before the fragment. FuzzSafeBrowsing
// checks that it agrees with safeBrowsingGeneral.
func safeBrowsingFast(s string) (SafeBrowsingURL, bool) {
	var u SafeBrowsingURL
	switch {
	case strings.HasPrefix(s, "http://"):
		u.hostStart = 7
	case strings.HasPrefix(s, "https://"):
		u.hostStart = 8
	default:
		return u, false
	}
	end := len(s)
	if i := strings.IndexByte(s, '#'); i >= 0 {
		end = i
	}
	j := u.hostStart
	for ; j < end && authClass[s[j]] != aEnd; j++ {
		switch authClass[s[j]] {
		case aName, aDigit:
		case aDot:
			if j == u.hostStart || s[j-1] == '.' {
				return u, false
			}
		default:
			return u, false
		}
	}
	host := s[u.hostStart:j]
	if host == "" || host[len(host)-1] == '.' || j == end || s[j] != '/' || ipv4.EndsInNumber(host) {
		return u, false
	}
	u.pathStart, u.queryStart = j, end
	for k := j; k < end; k++ {
		switch c := s[k]; {
		case c == '?':
			if u.queryStart == end {
				u.queryStart = k
			}
		case byteFlags[c] != 0:
			return u, false
		}
	}
	if !cleanPath(s[j:u.queryStart]) {
		return u, false
	}
	u.s = s[:end]
	return u, true
}

// safeBrowsingGeneral is SafeBrowsing step by step, for every input.
func safeBrowsingGeneral(s string) (SafeBrowsingURL, error) {
	input := s
	s = trimControlsAndSpace(s)
	flags := scanFlags(s)
	if flags&fTabNewline != 0 {
		s = removeTabNewline(s)
	}
	if i := strings.IndexByte(s, '#'); i >= 0 {
		s = s[:i]
	}
	scheme, rest := "http", s
	if i := schemeEnd(s); i > 0 {
		switch {
		case strings.HasPrefix(s[i+1:], "//"):
			scheme, rest = s[:i], s[i+3:]
		case i == 4 && strings.EqualFold(s[:i], "http"), i == 5 && strings.EqualFold(s[:i], "https"):
			scheme, rest = s[:i], strings.TrimLeft(s[i+1:], "/")
		}
	}
	if flags&fPercent != 0 {
		rest = unescapeRepeatedly(rest)
		flags = scanFlags(rest)
	}
	// Without "%" (which decoding may have made) and bytes to escape, the
	// parts are written as they are.
	escape := flags&(fEscape|fPercent) != 0 || strings.IndexByte(rest, '#') >= 0
	// Split the authority, the path and the query.
	end := len(rest)
	for i := 0; i < len(rest); i++ {
		if rest[i] == '/' || rest[i] == '?' {
			end = i
			break
		}
	}
	authority, pathQuery := rest[:end], rest[end:]
	path, query, hasQuery := pathQuery, "", false
	if i := strings.IndexByte(pathQuery, '?'); i >= 0 {
		path, query, hasQuery = pathQuery[:i], pathQuery[i+1:], true
	}
	host := sbHost(authority, flags&fEscape != 0)
	if host == "" {
		// The fault is where the host should start.
		off := 0
		if i := strings.Index(input, "://"); i >= 0 {
			off = i + 3
		}
		return SafeBrowsingURL{}, &Error{Input: input, Offset: off, Rule: "host", Err: ErrNoHost}
	}
	path = sbPath(path)

	var buf [256]byte
	b := appendMaybeLower(buf[:0], scheme, true)
	b = append(b, "://"...)
	var u SafeBrowsingURL
	u.hostStart = len(b)
	if escape {
		b = appendEscapeOnce(b, host, true)
	} else {
		b = appendMaybeLower(b, host, true)
	}
	u.pathStart = len(b)
	b = appendMaybe(b, path, escape)
	u.queryStart = len(b)
	if hasQuery {
		b = append(b, '?')
		b = appendMaybe(b, query, escape)
	}
	u.s = string(b)
	return u, nil
}

// appendMaybe appends s to b, escaped once if escape.
func appendMaybe(b []byte, s string, escape bool) []byte {
	if escape {
		return appendEscapeOnce(b, s, false)
	}
	return append(b, s...)
}

// trimControlsAndSpace removes the bytes from 0x00 to 0x20 at both ends.
func trimControlsAndSpace(s string) string {
	for len(s) > 0 && s[0] <= ' ' {
		s = s[1:]
	}
	for len(s) > 0 && s[len(s)-1] <= ' ' {
		s = s[:len(s)-1]
	}
	return s
}

// sbHost returns the canonical host of a decoded authority, not yet
// escaped nor lowercased, or "".
// high says whether a may hold bytes above 0x7F.
func sbHost(a string, high bool) string {
	if i := strings.LastIndexByte(a, '@'); i >= 0 {
		a = a[i+1:]
	}
	if h, ok := sbBracketed(a); ok {
		return h
	}
	a = portsAndDots(a)
	// Dots or a port removed may leave a bracketed host (".[::1]."),
	// which the canonical URL must read as its next canonicalization will.
	if h, ok := sbBracketed(a); ok {
		return h
	}
	for i := 0; high && i < len(a); i++ {
		if a[i] >= utf8.RuneSelf {
			if utf8.ValidString(a) {
				if x, err := idna.Lookup.ToASCII(a); err == nil {
					a = portsAndDots(x)
				}
			}
			break
		}
	}
	if a == "" {
		return ""
	}
	if ipv4.EndsInNumber(a) {
		if r, err := ipv4.Parse(a); err == nil {
			return dottedQuad(r.Addr)
		}
	}
	return a
}

// sbBracketed returns the canonical host of the authority a that is an
// IP literal in brackets, alone or before a ":" ("[::1]:80"): the IPv6
// address in its canonical form, or the bracketed text in lowercase. A
// "]" followed by anything else ("[]0") makes no literal, so that the
// canonical URL reads back the same.
func sbBracketed(a string) (string, bool) {
	if !strings.HasPrefix(a, "[") {
		return "", false
	}
	i := strings.IndexByte(a, ']')
	if i < 0 || i+1 < len(a) && a[i+1] != ':' {
		return "", false
	}
	if addr, err := netip.ParseAddr(a[1:i]); err == nil && addr.Is6() {
		return sbIPv6(addr), true
	}
	return lower(a[:i+1]), true
}

// portsAndDots removes a port (":" and digits at the end) and leading
// and trailing dots, and makes runs of dots one, until none is left, so
// that the canonical host reads back as itself ("h.:80." is "h").
func portsAndDots(a string) string {
	for {
		b := stripPort(a)
		if strings.Contains(b, "..") || strings.HasPrefix(b, ".") || strings.HasSuffix(b, ".") {
			b = fixDots(b)
		}
		if b == a {
			return a
		}
		a = b
	}
}

// stripPort removes ":" and digits at the end of a.
func stripPort(a string) string {
	i := strings.LastIndexByte(a, ':')
	if i < 0 {
		return a
	}
	for j := i + 1; j < len(a); j++ {
		if a[j] < '0' || a[j] > '9' {
			return a
		}
	}
	return a[:i]
}

// fixDots removes the leading and trailing dots of a host and makes each
// run of dots one.
func fixDots(a string) string {
	a = strings.Trim(a, ".")
	b := make([]byte, 0, len(a))
	for i := 0; i < len(a); i++ {
		if a[i] == '.' && i > 0 && a[i-1] == '.' {
			continue
		}
		b = append(b, a[i])
	}
	return string(b)
}

// nat64 is the well-known prefix of RFC 6052, 64:ff9b::/96.
var nat64 = netip.MustParsePrefix("64:ff9b::/96")

// sbIPv6 writes an IPv6 host as the v5 rules do: an IPv4-mapped or NAT64
// address as its IPv4 address, any other compressed, in brackets.
func sbIPv6(addr netip.Addr) string {
	if addr.Is4In6() || nat64.Contains(addr) {
		a := addr.As16()
		return dottedQuad([4]byte{a[12], a[13], a[14], a[15]})
	}
	return "[" + addr.WithZone("").String() + "]"
}

// sbPath resolves the dot segments of a decoded path and makes each run
// of "/" one; an empty path is "/".
func sbPath(p string) string {
	if p == "" {
		return "/"
	}
	if cleanPath(p) {
		return p
	}
	// Segments after the leading "/"; a last "." or ".." leaves a
	// trailing "/" behind.
	segs := make([]string, 0, 8)
	parts := strings.Split(p[1:], "/")
	for i, seg := range parts {
		last := i == len(parts)-1
		switch seg {
		case ".":
			if last {
				segs = append(segs, "")
			}
		case "..":
			if len(segs) > 0 {
				segs = segs[:len(segs)-1]
			}
			if last {
				segs = append(segs, "")
			}
		case "":
			if last {
				segs = append(segs, "")
			}
		default:
			segs = append(segs, seg)
		}
	}
	var b strings.Builder
	b.Grow(len(p))
	for _, seg := range segs {
		b.WriteByte('/')
		b.WriteString(seg)
	}
	if b.Len() == 0 {
		return "/"
	}
	return b.String()
}

// String returns the canonical URL: "http://example.com/a/b?q".
func (u SafeBrowsingURL) String() string { return u.s }

// Host returns the canonical host, escaped: "example.com", "10.0.0.1",
// "[2001:db8::1]".
func (u SafeBrowsingURL) Host() string { return u.s[u.hostStart:u.pathStart] }

// Path returns the canonical path, escaped; it starts with "/".
func (u SafeBrowsingURL) Path() string { return u.s[u.pathStart:u.queryStart] }

// Query returns the canonical query, escaped, without its "?", and
// whether there is one ("http://example.com/?" has an empty query).
func (u SafeBrowsingURL) Query() (string, bool) {
	if u.queryStart == len(u.s) {
		return "", false
	}
	return u.s[u.queryStart+1:], true
}

// Expressions returns the host-suffix/path-prefix expressions that Safe
// Browsing looks up for u, at most 30, without duplicates: the hosts are
// u's host and, unless it is an IP address, the suffixes made of its last
// five labels down to the last two (the Public Suffix List is not
// consulted); the paths are the path with "?" and the query (when the
// query is not empty), the path, and the directory prefixes "/", then
// up to three more segments, each ending in "/". Hosts vary slowest, from
// the longest; "a.b.example.com/x/y.html?q=1" comes first.
func (u SafeBrowsingURL) Expressions() []string {
	if u.s == "" {
		return nil
	}
	host, path := u.Host(), u.Path()
	query, _ := u.Query()
	var hosts [5]string
	nh := 1
	hosts[0] = host
	if !isIPHost(host) {
		labels := strings.Count(host, ".") + 1
		k := min(labels, 5)
		for ; k >= 2; k-- {
			suffix := host
			for n := labels; n > k; n-- {
				suffix = suffix[strings.IndexByte(suffix, '.')+1:]
			}
			if suffix != host {
				hosts[nh] = suffix
				nh++
			}
		}
	}
	var paths [6]string
	np := 0
	add := func(p string) {
		for _, q := range paths[:np] {
			if q == p {
				return
			}
		}
		paths[np] = p
		np++
	}
	if query != "" {
		add(path + "?" + query)
	}
	add(path)
	add("/")
	for i, n := 1, 0; i < len(path) && n < 3; i++ {
		if path[i] == '/' {
			add(path[:i+1])
			n++
		}
	}
	out := make([]string, 0, nh*np)
	for _, h := range hosts[:nh] {
		for _, p := range paths[:np] {
			out = append(out, h+p)
		}
	}
	return out
}

// isIPHost reports whether a canonical host is an IP address: a dotted
// quad or an IPv6 literal.
func isIPHost(h string) bool {
	if strings.HasPrefix(h, "[") {
		return true
	}
	a, err := netip.ParseAddr(h)
	return err == nil && a.Is4()
}

// Hashes returns the SHA-256 full hashes of u's expressions, in the order
// of [SafeBrowsingURL.Expressions]; a hash prefix is the first 4 to 32
// bytes of one.
func (u SafeBrowsingURL) Hashes() [][sha256.Size]byte {
	exprs := u.Expressions()
	out := make([][sha256.Size]byte, len(exprs))
	for i, e := range exprs {
		out[i] = sha256.Sum256([]byte(e))
	}
	return out
}
