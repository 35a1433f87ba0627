package keys

import (
	"strconv"
	"strings"

	"github.com/go-iri/iri/internal/ipv4"
)

// SURT returns the SURT (Sort-friendly URI Reordering Transform) of s as
// the Internet Archive's surt 0.3.1 computes it by default, the urlkey of
// CDX indexes: "http://www.Example.com/b?z=1&a=2" gives
// "com,example)/b?a=2&z=1". See [SURTOptions] for what it does.
func SURT(s string) (string, error) {
	// The common URL straight to the fast path, without the checks of
	// the options.
	var buf [272]byte
	var o SURTOptions
	if b, ok := o.appendFast(buf[:0], s); ok {
		return string(b), nil
	}
	return o.SURT(s)
}

// SURTOptions are the options of the reference's surt() function, each
// named after it; the zero value is its defaults. The key is computed as
// the reference does, step by step, on bytes:
//
//   - an empty input gives "-", one that starts with "filedesc" is
//     returned as it is;
//   - parsing: surrounding ASCII whitespace and every TAB, CR and LF are
//     removed; "http://" is put in front of an input that does not start
//     with a scheme and ":" ("www.example.com:8080/x" starts with the
//     scheme "www.example.com"); a leading run of "http://" and
//     "https://" is cut to its last item; the userinfo is dropped, the
//     port read (an [Error] of [ErrPort] when it is not digits or above
//     65535), the host lowercased; an http(s) URL without "//" takes its
//     host from the path ("http:////www.example.com" has host
//     "www.example.com");
//   - the Google canonicalizer: fragment removed; query and host
//     percent-decoded until nothing changes and escaped once (controls,
//     space, "#", "%" and bytes above 0x7E, with uppercase hex); a host
//     with bytes above 0x7F converted with IDNA 2003 (kept as it is when
//     that fails; Python's codec has the Unicode 3.2 tables of nameprep,
//     which Go lacks: UTS #46 transitional mapping stands in for them,
//     and accepts characters assigned since, which the reference keeps
//     as bytes); runs of dots in the host halved, leading and trailing
//     dots stripped; a host in a numeric form of inet_aton written as a
//     dotted quad ("3279880203" gives "195.127.0.11"); the path decoded,
//     its dot segments and empty segments removed, escaped once;
//   - the IA canonicalizer: host lowercased and "www", digits and "."
//     removed from its start; the scheme's default port dropped; path
//     and query lowercased; session ids removed from both; one trailing
//     "/" removed from a path longer than "/"; an empty query removed;
//     the query's "&"-separated pairs sorted;
//   - printing: the host's labels reversed and joined with ",", closed
//     by ")" ("com,example)"), the port after them ("org,archive:8080)"),
//     then path, query and fragment.
//
// The options that the reference accepts but that change no output are
// left out: auth_strip_user and auth_strip_pass (its parser never keeps a
// userinfo) and hash_strip (no code reads it).
type SURTOptions struct {
	// WithScheme writes the scheme first: "http://(com,example)/"
	// (with_scheme=True).
	WithScheme bool
	// TrailingComma writes "," after the host's last label:
	// "com,example,)/" (trailing_comma=True).
	TrailingComma bool
	// NoReverseIPAddr keeps a host of four groups of 1 to 3 digits as it
	// is: "192.168.1.254)/" (reverse_ipaddr=False).
	NoReverseIPAddr bool
	// NoSURT writes the canonical URL instead of the SURT:
	// "example.com/b?a=2&z=1", with the scheme if WithScheme (surt=False).
	NoSURT bool
	// RegistrableDomain, when set, replaces the host by what it returns
	// before the host is reversed, the reference's public_suffix=True
	// (which asks tldextract for the registrable domain, ICANN section of
	// the Public Suffix List): pass the Registrable method of
	// domain.RegistrableOptions{ICANNOnly: true}. An error counts as an
	// empty host, as tldextract's empty answer does.
	RegistrableDomain func(host string) (string, error)
	// Canonicalizer chooses the canonicalizers that run before printing
	// (canonicalizer=...); the zero value is DefaultIA.
	Canonicalizer Canonicalizer

	// The IA canonicalizer's steps, each on by default.

	// NoHostLowercase skips the IA canonicalizer's lowercasing of the
	// host (host_lowercase=False). The parser lowercases the host already,
	// as urllib's hostname does, but from its first "%" on and but a host
	// taken from the path ("http:Example.com/"); Google's canonicalizer
	// lowercases it too.
	NoHostLowercase bool
	// NoHostMassage keeps a leading "www", digits and "." of the host
	// (host_massage=False).
	NoHostMassage bool
	// NoPortStripDefault keeps the port 80 of http and 443 of https
	// (port_strip_default=False).
	NoPortStripDefault bool
	// PathStripEmpty removes a path that is just "/": "com,example)"
	// (path_strip_empty=True).
	PathStripEmpty bool
	// NoPathLowercase keeps the case of the path (path_lowercase=False).
	NoPathLowercase bool
	// NoPathStripSessionID keeps ASP.NET session ids in the path
	// (path_strip_session_id=False).
	NoPathStripSessionID bool
	// NoPathStripTrailingSlash keeps a trailing "/"
	// (path_strip_trailing_slash_unless_empty=False).
	NoPathStripTrailingSlash bool
	// NoQueryLowercase keeps the case of the query (query_lowercase=False).
	NoQueryLowercase bool
	// NoQueryStripSessionID keeps jsessionid, phpsessid, sid,
	// ASPSESSIONID and cfid/cftoken parameters
	// (query_strip_session_id=False).
	NoQueryStripSessionID bool
	// NoQueryStripEmpty keeps an empty query's "?"
	// (query_strip_empty=False).
	NoQueryStripEmpty bool
	// NoQueryAlphaReorder keeps the order of the query's pairs
	// (query_alpha_reorder=False).
	NoQueryAlphaReorder bool

	// Fixes are the opt-in repairs of the reference's known faults; none
	// is on by default, since keys must match the reference's byte for
	// byte to be looked up in its indexes.
	Fixes SURTFix
}

// Canonicalizer names the canonicalizers a SURT runs before printing.
type Canonicalizer uint8

const (
	// DefaultIA is Google's canonicalizer, then the Internet Archive's:
	// the reference's default.
	DefaultIA Canonicalizer = iota
	// Google is Google's canonicalizer alone (GoogleURLCanonicalizer):
	// decoding, dots, IP forms, IDNA, escaping; the fragment removed.
	Google
	// IA is the Internet Archive's canonicalizer alone
	// (IAURLCanonicalizer): case, "www", default port, session ids,
	// trailing slash, query order. The fragment is kept.
	IA
	// Identity runs no canonicalizer: the parsed URL is printed.
	Identity
)

// SURTFix is a set of repairs of the reference's faults.
type SURTFix uint8

const (
	// FixWWWLabel keeps the "www" and digits at the start of a host when
	// nothing but one label would remain: the reference turns
	// "https://www1355544.com/" into "com)/", eating the registrable label.
	FixWWWLabel SURTFix = 1 << iota
	// FixWWWDigits strips "www." only, not "www2.": the reference gives
	// "www.example.com" and "www2.example.com", which may serve different
	// sites, the one key "com,example)/".
	FixWWWDigits
	// FixQueryDelimiters keeps a "%26" ("&") and "%3D" ("=") of the query
	// encoded: the reference decodes them into delimiters, so that
	// "?type=a+b+%26+c&grape=wine" gives "?+c&grape=wine&type=a+b+",
	// where the fix gives "?grape=wine&type=a+b+%26+c".
	FixQueryDelimiters
	// FixPathDelimiters keeps a "%2F" ("/") and "%3F" ("?") of the path
	// encoded: the reference decodes them, so that "/a%2F..%2Fb" loses
	// a segment ("/b") and "/b%3Fc" reads as a query ("/b?c").
	FixPathDelimiters
	// FixIPv6Brackets keeps the brackets of an IPv6 host, unreversed: the
	// reference writes "http://[::1]:8080/" as "::1:8080)/", where the
	// port cannot be told from the address; the fix gives "[::1]:8080)/".
	FixIPv6Brackets
)

// handy is a parsed URL, the reference's handyurl: empty strings stand
// for absent components, but for the query, whose presence is hasQuery.
type handy struct {
	scheme    string
	host      string
	port      int // -1: none
	path      string
	query     string
	hasQuery  bool
	frag      string
	lastQ     bool // the input ended in a "?" that no query follows
	brackets  bool // the host was written in brackets
	hostLower bool // the host has no ASCII uppercase letter

	lowerPath, lowerQuery bool // lowercase them when printing

	// sortQuery asks for the query's pieces in alphaReorderQuery's order.
	sortQuery bool
}

// SURT is [SURT] with o's options.
func (o SURTOptions) SURT(s string) (string, error) {
	if s == "" {
		return "-", nil
	}
	if strings.HasPrefix(s, "filedesc") {
		return s, nil
	}
	// Room for most keys, and for the 16 bytes that the fast path
	// keeps free beyond what it has written.
	var buf [272]byte
	b, err := o.AppendSURT(buf[:0], s)
	if err != nil {
		return "", err
	}
	return string(b), nil
}

// AppendSURT appends the SURT of s, as [SURTOptions.SURT] computes it, to
// dst and returns the extended slice, or dst unchanged and an error.
func (o SURTOptions) AppendSURT(dst []byte, s string) ([]byte, error) {
	if s == "" {
		return append(dst, '-'), nil
	}
	if strings.HasPrefix(s, "filedesc") {
		return append(dst, s...), nil
	}
	if o.fast() {
		if b, ok := o.appendFast(dst, s); ok {
			return b, nil
		}
	}
	return o.appendGeneral(dst, s, scanFlags(s))
}

// appendGeneral is AppendSURT step by step, for every input and option.
func (o SURTOptions) appendGeneral(dst []byte, s string, flags byte) ([]byte, error) {
	var h handy
	if err := parseHandy(&h, s, flags); err != nil {
		return dst, err
	}
	if o.Canonicalizer == DefaultIA || o.Canonicalizer == Google {
		o.google(&h, flags&(fPercent|fEscape) == 0)
	}
	var pieces []string
	if o.Canonicalizer == DefaultIA || o.Canonicalizer == IA {
		o.ia(&h)
		if h.sortQuery {
			var buf [16]string // room for sorting most queries
			pieces = sortQuery(h.query, h.lowerQuery, buf[:0])
		}
	}
	return o.print(dst, &h, pieces), nil
}

// parseHandy parses s as the reference's handyurl.parse does.
// flags says which kinds of bytes the input holds.
func parseHandy(h *handy, input string, flags byte) error {
	h.port = -1
	s := trimSpace(input)
	if flags&fTabNewline != 0 {
		s = removeTabNewline(s)
	}
	if s == "" {
		return &Error{Input: input, Offset: 0, Rule: "scheme", Err: ErrEmpty}
	}
	// The scheme: a run of scheme characters ended by ":", else "http://".
	i := schemeEnd(s)
	if i < 0 {
		s = "http://" + s
		i = 4
	}
	// A leading run of "http://" and "https://" is cut to its last item.
	if last := protocolRun(s); last > 0 {
		s = s[last:]
		i = strings.IndexByte(s, ':')
	}
	h.scheme = s[:i]
	rest := s[i+1:]
	// One pass over the authority finds its end, its last "@", after it
	// the first "[" and the first ":", and whether a letter is uppercase.
	var netloc string
	at, br, colon, upper := -1, -1, -1, false
	hasNetloc := strings.HasPrefix(rest, "//")
	if hasNetloc {
		rest = rest[2:]
		j := 0
	scan:
		for ; j < len(rest); j++ {
			switch c := rest[j]; {
			case c > '@':
				if c == '[' && br < 0 {
					br = j
				}
				upper = upper || c <= 'Z'
			case c == '/', c == '?', c == '#':
				break scan
			case c == ':':
				if colon < 0 {
					colon = j
				}
			case c == '@':
				at, br, colon, upper = j, -1, -1, false
			}
		}
		netloc, rest = rest[:j], rest[j:]
	}
	if j := strings.IndexByte(rest, '#'); j >= 0 {
		h.frag, rest = rest[j+1:], rest[:j]
	}
	if j := strings.IndexByte(rest, '?'); j >= 0 {
		h.query, rest = rest[j+1:], rest[:j]
		h.hasQuery = h.query != ""
	}
	h.path = rest
	h.lastQ = !h.hasQuery && s[len(s)-1] == '?'

	if hasNetloc {
		// Trailing ":"s go first (handyurl.parse).
		for len(netloc) > 0 && netloc[len(netloc)-1] == ':' {
			netloc = netloc[:len(netloc)-1]
		}
		if colon >= len(netloc) {
			colon = -1
		}
		if br >= len(netloc) {
			br = -1
		}
		var host, port string
		switch {
		case br >= 0:
			host = netloc[br+1:]
			if k := strings.IndexByte(host, ']'); k >= 0 {
				host, port = host[:k], host[k+1:]
				if c := strings.IndexByte(port, ':'); c >= 0 {
					port = port[c+1:]
				} else {
					port = ""
				}
			}
			h.brackets = true
		case colon >= 0:
			host, port = netloc[at+1:colon], netloc[colon+1:]
		default:
			host = netloc[at+1:]
		}
		if port != "" {
			n, ok := parsePort(port)
			if !ok {
				return &Error{Input: input, Offset: portOffset(input, port), Rule: "port", Err: ErrPort}
			}
			if n != 0 {
				h.port = n
			}
		}
		// Python lowercases the host up to its first "%".
		switch {
		case flags&fPercent != 0 && strings.IndexByte(host, '%') >= 0:
			pct := strings.IndexByte(host, '%')
			h.host = lower(host[:pct]) + host[pct:]
		case upper:
			h.host, h.hostLower = lower(host), true
		default:
			h.host, h.hostLower = host, true
		}
	}
	if h.host == "" && h.path != "" && strings.HasPrefix(h.scheme, "http") {
		p := strings.TrimLeft(h.path, "/")
		if j := strings.IndexByte(p, '/'); j >= 0 {
			h.host, h.path = p[:j], p[j:]
		} else {
			h.host, h.path = p, "/"
		}
		h.brackets = false
	}
	return nil
}

// trimSpace removes the ASCII whitespace that Python's bytes.strip does:
// space, TAB, LF, CR, VT, FF.
func trimSpace(s string) string {
	for len(s) > 0 && isSpace(s[0]) {
		s = s[1:]
	}
	for len(s) > 0 && isSpace(s[len(s)-1]) {
		s = s[:len(s)-1]
	}
	return s
}

func isSpace(c byte) bool { return c == ' ' || '\t' <= c && c <= '\r' }

// The kinds of bytes that scanFlags reports.
const (
	fTabNewline = 1 << iota // TAB, LF, CR
	fPercent                // "%"
	fEscape                 // controls, space and bytes above 0x7E
)

// byteFlags is the kind of each byte.
var byteFlags = func() (t [256]byte) {
	for c := 0; c < 256; c++ {
		switch {
		case c == '\t' || c == '\n' || c == '\r':
			t[c] = fTabNewline | fEscape
		case c <= 0x20 || c >= 0x7F:
			t[c] = fEscape
		case c == '%':
			t[c] = fPercent
		}
	}
	return t
}()

// scanFlags returns the kinds of bytes s holds, so that the steps that
// have nothing to do are skipped.
func scanFlags(s string) byte {
	var f byte
	i := 0
	// Eight bytes at a time while none is a control, a space, "%" or
	// above 0x7E; a word with one is looked at byte by byte.
	for ; i+8 <= len(s); i += 8 {
		x := load8(s[i:])
		if hasLess(x, 0x21)|x&hi8|hasZero(x^(lo8*0x7F))|hasZero(x^(lo8*'%')) == 0 {
			continue
		}
		b := s[i : i+8]
		f |= byteFlags[b[0]] | byteFlags[b[1]] | byteFlags[b[2]] | byteFlags[b[3]] |
			byteFlags[b[4]] | byteFlags[b[5]] | byteFlags[b[6]] | byteFlags[b[7]]
	}
	for ; i < len(s); i++ {
		f |= byteFlags[s[i]]
	}
	return f
}

const (
	lo8 = 0x0101010101010101
	hi8 = 0x8080808080808080
)

// load8 returns s[0:8] as a little-endian uint64, which the compiler
// makes one load.
func load8(s string) uint64 {
	s = s[:8]
	return uint64(s[0]) | uint64(s[1])<<8 | uint64(s[2])<<16 | uint64(s[3])<<24 |
		uint64(s[4])<<32 | uint64(s[5])<<40 | uint64(s[6])<<48 | uint64(s[7])<<56
}

// hasZero is non-zero if a byte of x is 0; hasLess if a byte of x is
// below n (n at most 0x80). Both are exact as to whether there is one.
func hasZero(x uint64) uint64         { return (x - lo8) &^ x & hi8 }
func hasLess(x uint64, n byte) uint64 { return (x - lo8*uint64(n)) &^ x & hi8 }

// removeTabNewline returns s without its TAB, LF and CR bytes.
func removeTabNewline(s string) string {
	b := make([]byte, 0, len(s))
	for i := 0; i < len(s); i++ {
		if c := s[i]; c != '\t' && c != '\n' && c != '\r' {
			b = append(b, c)
		}
	}
	return string(b)
}

// schemeEnd returns the index of the ":" that ends a scheme at the start
// of s ([A-Za-z][A-Za-z0-9+.-]*), or -1.
func schemeEnd(s string) int {
	if len(s) == 0 || 'a' > s[0]|0x20 || s[0]|0x20 > 'z' {
		return -1
	}
	for i := 1; i < len(s); i++ {
		c := s[i]
		switch {
		case c == ':':
			return i
		case 'a' <= c|0x20 && c|0x20 <= 'z', '0' <= c && c <= '9', c == '+', c == '-', c == '.':
		default:
			return -1
		}
	}
	return -1
}

// protocolRun returns the offset of the last item of a leading run of
// "http://" and "https://" (lowercase, as the reference's pattern is).
func protocolRun(s string) int {
	last := 0
	for i := 0; ; {
		switch {
		case strings.HasPrefix(s[i:], "http://"):
			last, i = i, i+7
		case strings.HasPrefix(s[i:], "https://"):
			last, i = i, i+8
		default:
			return last
		}
	}
}

// parsePort reads a port as Python's urllib does: ASCII digits, at most
// 65535 (leading zeros allowed).
func parsePort(p string) (int, bool) {
	n := 0
	for i := 0; i < len(p); i++ {
		c := p[i]
		if c < '0' || c > '9' {
			return 0, false
		}
		n = n*10 + int(c-'0')
		if n > 65535 {
			return 0, false
		}
	}
	return n, true
}

// portOffset returns the offset of port in input, where it occurs after
// the last ":" of the authority; 0 if it cannot be found.
func portOffset(input, port string) int {
	if i := strings.Index(input, ":"+port); i >= 0 {
		return i + 1
	}
	return 0
}

// google is the reference's GoogleURLCanonicalizer.
// plain says that the URL holds neither "%" nor a byte to escape, so that
// decoding and escaping change nothing.
func (o SURTOptions) google(h *handy, plain bool) {
	h.frag = ""
	if plain {
		if h.host != "" {
			h.host, h.hostLower = plainGoogleHost(h.host, h.hostLower), true
		}
		if h.host != "" {
			h.path = normalizePath(h.path)
		}
		return
	}
	if h.hasQuery {
		if o.Fixes&FixQueryDelimiters != 0 {
			h.query = unescapeKeeping(h.query, "&=", nil)
		} else {
			h.query = recode(h.query, false)
		}
	}
	if h.host != "" {
		h.host, h.hostLower = googleHost(h.host), false
	}
	if h.host == "" {
		h.path = recode(h.path, false)
		return
	}
	if o.Fixes&FixPathDelimiters != 0 {
		h.path = normalizePath(unescapeKeeping(h.path, "/?", []byte{'/'}))
		return
	}
	h.path = recode(h.path, true)
}

// plainGoogleHost is googleHost for a host without "%" and bytes to
// escape; isLower says it has no uppercase letter.
func plainGoogleHost(host string, isLower bool) string {
	if strings.Contains(host, "..") {
		host = strings.ReplaceAll(host, "..", ".")
	}
	if host[0] == '.' || host[len(host)-1] == '.' {
		host = strings.Trim(host, ".")
	}
	if host != "" && '0' <= host[0] && host[0] <= '9' {
		if ip, ok := attemptIPFormats(host); ok {
			return ip
		}
	}
	if isLower {
		return host
	}
	return lower(host)
}

// googleHost canonicalizes a host as the Google canonicalizer does.
func googleHost(host string) string {
	host = unescapeRepeatedly(host)
	for i := 0; i < len(host); i++ {
		if host[i] >= 0x80 {
			if a, ok := idna2003(host); ok {
				host = a
			}
			break
		}
	}
	if strings.Contains(host, "..") {
		host = strings.ReplaceAll(host, "..", ".")
	}
	host = strings.Trim(host, ".")
	if ip, ok := attemptIPFormats(host); ok {
		return ip
	}
	return escapeOnce(lower(host))
}

// unescapeKeeping decodes s to a fixed point between the delimiters
// keep lists, which stay as they are, and escapes the result once, the
// delimiters that decoding produced included; sep, if any, are the
// delimiters between which each piece is decoded (all of keep if nil).
func unescapeKeeping(s, keep string, sep []byte) string {
	if !hasEscape(s) {
		return escapeOnce(s)
	}
	var b []byte
	var tmp []byte
	for {
		j := strings.IndexAny(s, keep)
		if sep != nil {
			j = -1
			for k := 0; k < len(s); k++ {
				if strings.IndexByte(string(sep), s[k]) >= 0 {
					j = k
					break
				}
			}
		}
		piece := s
		if j >= 0 {
			piece = s[:j]
		}
		tmp = appendUnescapeRepeatedly(tmp[:0], piece)
		for _, c := range tmp {
			switch {
			case googleEscape(c) || strings.IndexByte(keep, c) >= 0:
				b = append(b, '%', upperHex[c>>4], upperHex[c&15])
			default:
				b = append(b, c)
			}
		}
		if j < 0 {
			return string(b)
		}
		b = append(b, s[j])
		s = s[j+1:]
	}
}

// normalizePath is the reference's normalizePath: the text before the
// first "/" is dropped, "." segments removed, ".." removes the segment
// before it (or stays, when there is none), empty segments go but a last
// one, which keeps a trailing "/".
func normalizePath(p string) string {
	if p == "" {
		return "/"
	}
	if cleanPath(p) {
		return p
	}
	first := strings.IndexByte(p, '/')
	if first < 0 {
		return "/"
	}
	kept := make([]string, 0, 8)
	for _, seg := range strings.Split(p[first+1:], "/") {
		switch seg {
		case ".":
		case "..":
			if len(kept) > 0 {
				kept = kept[:len(kept)-1]
			} else {
				kept = append(kept, seg)
			}
		default:
			kept = append(kept, seg)
		}
	}
	var b strings.Builder
	b.Grow(len(p))
	b.WriteByte('/')
	for i, seg := range kept {
		if i == len(kept)-1 {
			b.WriteString(seg)
		} else if seg != "" {
			b.WriteString(seg)
			b.WriteByte('/')
		}
	}
	return b.String()
}

// cleanPath reports whether normalizePath leaves p as it is: p starts
// with "/" and has no empty segment but the last, and no "." or ".."
// segment. Such segments need "//" or "/." in p, which are rare: two
// quick searches settle most paths.
func cleanPath(p string) bool {
	if p[0] != '/' || strings.Contains(p, "//") {
		return false
	}
	for i := strings.Index(p, "/."); i >= 0; {
		// The segment after p[i] starts with ".": "." or ".." alone?
		k := i + 2
		if k == len(p) || p[k] == '/' || p[k] == '.' && (k+1 == len(p) || p[k+1] == '/') {
			return false
		}
		j := strings.Index(p[k:], "/.")
		if j < 0 {
			break
		}
		i = k + j
	}
	return true
}

// attemptIPFormats returns host as a dotted quad when the reference reads
// it as an IPv4 address: all digits is a number taken modulo 2³²;
// otherwise a host of 1 to 4 decimal parts with a non-zero first digit,
// or of 1 to 4 octal parts with a leading "0", is read by inet_aton
// (later parts with a leading "0" are octal, the last part fills the
// remaining bytes, a part out of range fails).
func attemptIPFormats(host string) (string, bool) {
	if host == "" {
		return "", false
	}
	digits := true
	var v uint64
	for i := 0; i < len(host); i++ {
		c := host[i]
		if c < '0' || c > '9' {
			digits = false
			break
		}
		v = (v*10 + uint64(c-'0')) & 0xFFFFFFFF
	}
	if digits {
		return dottedQuad([4]byte{byte(v >> 24), byte(v >> 16), byte(v >> 8), byte(v)}), true
	}
	if !inetAtonShape(host) {
		return "", false
	}
	r, err := ipv4.Parse(host)
	if err != nil {
		return "", false
	}
	return dottedQuad(r.Addr), true
}

// inetAtonShape reports whether host matches ^[1-9][0-9]*(\.[0-9]+){0,3}$
// or ^0[0-7]*(\.[0-7]+){0,3}$, the patterns the reference hands to
// inet_aton.
func inetAtonShape(host string) bool {
	max := byte('9')
	if host[0] == '0' {
		max = '7'
	}
	parts, n := 1, 0
	for i := 0; i < len(host); i++ {
		c := host[i]
		switch {
		case c == '.':
			if n == 0 || parts == 4 {
				return false
			}
			parts, n = parts+1, 0
		case '0' <= c && c <= max:
			n++
		default:
			return false
		}
	}
	return n > 0
}

// dottedQuad writes an IPv4 address in dotted-decimal form.
func dottedQuad(a [4]byte) string {
	b := make([]byte, 0, 15)
	for i, x := range a {
		if i > 0 {
			b = append(b, '.')
		}
		b = strconv.AppendUint(b, uint64(x), 10)
	}
	return string(b)
}
