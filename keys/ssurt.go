package keys

import (
	"math/big"
	"strings"
)

// SSURT returns the SSURT of s as the IIPC's urlcanon computes it
// (ParsedUrl.ssurt): the fields of s re-ordered so that keys sort by host,
// then by port and scheme, and a prefix reads as a set of URLs, losing no
// byte: "http://user:pw@Example.com:8080/p?q#f" gives
// "com,Example,//8080:http@user:pw:/p?q#f", "http://example.com/bar"
// gives "com,example,//http:/bar".
//
// The host's labels are reversed, "," written for "." and "," for ","
// in a label, with a trailing ","; IPv4 hosts (in urlcanon's reading,
// which accepts hex, octal and short forms) and bracketed hosts stay as
// they are; a URL without a host ("mailto:x") comes out unchanged. The
// URL is split as urlcanon's parser does: TAB, CR and LF stay, leading and
// trailing controls and spaces are kept at the ends of the key, "\" is a
// slash in special schemes (ftp, gopher, http, https, ws, wss, file).
//
// SSURT does not canonicalize: case, escapes, dots and default ports are
// kept, as urlcanon keeps them; canonicalize first for keys that compare
// equal when URLs do.
func SSURT(s string) string {
	u := parseCanon(s)
	var b strings.Builder
	b.Grow(len(s) + 8)
	b.WriteString(u.leadingJunk)
	b.WriteString(ssurtHost(u.host))
	b.WriteString(u.slashes)
	b.WriteString(u.port)
	b.WriteString(u.colonBeforePort)
	b.WriteString(u.scheme)
	b.WriteString(u.atSign)
	b.WriteString(u.username)
	b.WriteString(u.colonBeforePassword)
	b.WriteString(u.password)
	b.WriteString(u.colonAfterScheme)
	b.WriteString(u.path)
	b.WriteString(u.questionMark)
	b.WriteString(u.query)
	b.WriteString(u.hashSign)
	b.WriteString(u.fragment)
	b.WriteString(u.trailingJunk)
	return b.String()
}

// canonURL is a URL as urlcanon's lossless parser splits it: its fields,
// joined in URL order, give the input back.
type canonURL struct {
	leadingJunk, scheme, colonAfterScheme, slashes        string
	username, colonBeforePassword, password, atSign       string
	host, colonBeforePort, port, path                     string
	questionMark, query, hashSign, fragment, trailingJunk string
}

// parseCanon splits s as urlcanon's parse_url does.
func parseCanon(s string) canonURL {
	var u canonURL
	i := 0
	for i < len(s) && s[i] <= ' ' {
		i++
	}
	u.leadingJunk, s = s[:i], s[i:]
	j := len(s)
	for j > 0 && s[j-1] <= ' ' {
		j--
	}
	s, u.trailingJunk = s[:j], s[j:]

	// scheme = [a-zA-Z][^:]*, up to the first ":".
	if len(s) > 0 && isLetter(s[0]) {
		if c := strings.IndexByte(s, ':'); c > 0 {
			u.scheme, u.colonAfterScheme, s = s[:c], ":", s[c+1:]
		}
	}
	if h := strings.IndexByte(s, '#'); h >= 0 {
		u.hashSign, u.fragment, s = "#", s[h+1:], s[:h]
	}
	if q := strings.IndexByte(s, '?'); q >= 0 {
		u.questionMark, u.query, s = "?", s[q+1:], s[:q]
	}
	if s != "" {
		u.parsePathish(s)
	}
	return u
}

// parsePathish splits the part between the scheme and the query by the
// scheme: special schemes take any run of slashes, "file" two, other
// schemes "//".
func (u *canonURL) parsePathish(p string) {
	scheme := lower(removeTabNewline(u.scheme))
	switch scheme {
	case "file":
		n, ok := countSlashes(p, true, 2)
		if !ok {
			u.path = p
			return
		}
		u.slashes, p = p[:n], p[n:]
		end := strings.IndexAny(p, `/\`)
		if end < 0 {
			end = len(p)
		}
		u.host, u.path = p[:end], p[end:]
		return
	case "ftp", "gopher", "http", "https", "ws", "wss":
		n := 0
		for n < len(p) && (p[n] == '/' || p[n] == '\\' || p[n] == '\r' || p[n] == '\n' || p[n] == '\t') {
			n++
		}
		u.slashes, p = p[:n], p[n:]
		end := strings.IndexAny(p, `/\`)
		if end < 0 {
			end = len(p)
		}
		u.path = p[end:]
		u.parseAuthority(p[:end])
	default:
		n, ok := countSlashes(p, false, 2)
		if !ok {
			u.path = p
			return
		}
		u.slashes, p = p[:n], p[n:]
		end := strings.IndexByte(p, '/')
		if end < 0 {
			end = len(p)
		}
		u.path = p[end:]
		u.parseAuthority(p[:end])
	}
}

// countSlashes matches [\r\n\t]*(?:[/]+[\r\n\t]*){n} at the start of p,
// "\" counting as "/" if backslash, and returns its length.
func countSlashes(p string, backslash bool, n int) (int, bool) {
	i := 0
	skip := func() {
		for i < len(p) && (p[i] == '\r' || p[i] == '\n' || p[i] == '\t') {
			i++
		}
	}
	skip()
	for k := 0; k < n; k++ {
		if i < len(p) && (p[i] == '/' || backslash && p[i] == '\\') {
			i++
			skip()
			continue
		}
		return 0, false
	}
	return i, true
}

// parseAuthority splits an authority as urlcanon's pattern does: the
// userinfo runs to the last "@" (the username to its first ":"), the host
// is a bracketed "[...]" followed by ":" or the end, else runs to the
// first ":", and the port is the rest.
func (u *canonURL) parseAuthority(a string) {
	if at := strings.LastIndexByte(a, '@'); at >= 0 {
		ui := a[:at]
		u.atSign, a = "@", a[at+1:]
		if c := strings.IndexByte(ui, ':'); c >= 0 {
			u.username, u.colonBeforePassword, u.password = ui[:c], ":", ui[c+1:]
		} else {
			u.username = ui
		}
	}
	if strings.HasPrefix(a, "[") {
		if e := strings.IndexByte(a, ']'); e >= 0 && (e+1 == len(a) || a[e+1] == ':') {
			u.host, a = a[:e+1], a[e+1:]
			if a != "" {
				u.colonBeforePort, u.port = ":", a[1:]
			}
			return
		}
	}
	if c := strings.IndexByte(a, ':'); c >= 0 {
		u.host, u.colonBeforePort, u.port = a[:c], ":", a[c+1:]
		return
	}
	u.host = a
}

// ssurtHost is urlcanon's ssurt_host: an empty host, a bracketed one and
// one that reads as IPv4 stay; others are reversed with a trailing comma.
func ssurtHost(host string) string {
	if host == "" || host[0] == '[' || canonIPv4(host) {
		return host
	}
	return reverseHost(host, true)
}

// reverseHost is urlcanon's reverse_host: labels reversed, "," in a label
// written as ".", joined with ","; trailingComma adds one more ",".
func reverseHost(host string, trailingComma bool) string {
	var b strings.Builder
	b.Grow(len(host) + 1)
	for end := len(host); ; {
		start := strings.LastIndexByte(host[:end], '.') + 1
		for i := start; i < end; i++ {
			if c := host[i]; c == ',' {
				b.WriteByte('.')
			} else {
				b.WriteByte(c)
			}
		}
		if start == 0 {
			break
		}
		b.WriteByte(',')
		end = start - 1
	}
	if trailingComma {
		b.WriteByte(',')
	}
	return b.String()
}

// canonIPv4 reports whether urlcanon's parse_ipv4 gives a non-zero value
// for host (ssurt_host tests its truthiness, so "0.0.0.0" is reversed):
// 1 to 4 parts after dropping one trailing empty part; a part is hex
// after "0x" (a bare "0x" is 0), octal after another leading "0", 0 when
// empty, else decimal; each read by Python's int(), which also accepts a
// sign, "_" between digits and surrounding whitespace; the last of n parts
// below 2^(8(5-n)) bits, the middle ones below 256, the sum below 2^32.
func canonIPv4(host string) bool {
	parts := strings.Split(host, ".")
	if parts[len(parts)-1] == "" {
		parts = parts[:len(parts)-1]
	}
	if len(parts) == 0 || len(parts) > 4 {
		return false
	}
	nums := make([]*big.Int, len(parts))
	for i, p := range parts {
		n, ok := pyParseNum(p)
		if !ok {
			return false
		}
		nums[i] = n
	}
	lt := func(n *big.Int, bits uint) bool { return n.Cmp(new(big.Int).Lsh(big.NewInt(1), bits)) < 0 }
	shift := func(n *big.Int, bits uint) *big.Int { return new(big.Int).Lsh(n, bits) }
	var v *big.Int
	switch len(parts) {
	case 1:
		v = nums[0]
	case 2:
		if !lt(nums[1], 24) {
			return false
		}
		v = new(big.Int).Add(shift(nums[0], 24), nums[1])
	case 3:
		if !lt(nums[1], 8) || !lt(nums[2], 16) {
			return false
		}
		v = new(big.Int).Add(shift(nums[0], 24), shift(nums[1], 16))
		v.Add(v, nums[2])
	case 4:
		if !lt(nums[1], 8) || !lt(nums[2], 8) || !lt(nums[3], 8) {
			return false
		}
		v = new(big.Int).Add(shift(nums[0], 24), shift(nums[1], 16))
		v.Add(v, shift(nums[2], 8))
		v.Add(v, nums[3])
	}
	return lt(v, 32) && v.Sign() != 0
}

// pyParseNum is urlcanon's _parse_num.
func pyParseNum(s string) (*big.Int, bool) {
	switch {
	case len(s) >= 2 && (s[:2] == "0x" || s[:2] == "0X"):
		if len(s) == 2 {
			return new(big.Int), true
		}
		return pyInt(s[2:], 16)
	case len(s) >= 2 && s[0] == '0':
		return pyInt(s[1:], 8)
	case s == "":
		return new(big.Int), true
	}
	return pyInt(s, 10)
}

// pyInt is Python's int(s, base) on bytes: optional whitespace, a sign,
// digits with single "_" between them (after a "0x" or "0o" prefix of
// the base too), whitespace.
func pyInt(s string, base int) (*big.Int, bool) {
	s = strings.Trim(s, " \t\n\v\f\r")
	neg := false
	if s != "" && (s[0] == '+' || s[0] == '-') {
		neg, s = s[0] == '-', s[1:]
	}
	if len(s) >= 2 && s[0] == '0' {
		switch {
		case base == 16 && s[1]|0x20 == 'x', base == 8 && s[1]|0x20 == 'o':
			s = strings.TrimPrefix(s[2:], "_")
		}
	}
	if s == "" || s[0] == '_' || s[len(s)-1] == '_' || strings.Contains(s, "__") {
		return nil, false
	}
	digits := strings.ReplaceAll(s, "_", "")
	for i := 0; i < len(digits); i++ {
		if d := unhex(digits[i]); d < 0 || d >= base {
			return nil, false
		}
	}
	n, ok := new(big.Int).SetString(digits, base)
	if !ok {
		return nil, false
	}
	if neg {
		n.Neg(n)
	}
	return n, true
}

// MatchPrefix reports whether key, a SURT or an SSURT, falls under rule, a
// prefix of such keys, as archives write rules for "everything under
// this": key starts with rule, and when rule ends inside the host (before
// the ")" of a SURT or the "/" that follows an SSURT's host) at a label
// that is not complete, the key's host goes on with a new label, a port or
// its end there. So "com,example" covers "com,example)/",
// "com,example,www)/a" and "com,example:8080)/" but not
// "com,examples)/"; "10.1" covers the SSURT "10.1.2.3//http:/" but not
// "10.10.0.1//http:/"; a rule that ends in "," (SSURT hosts always do) or
// goes past the host is a plain prefix.
func MatchPrefix(rule, key string) bool {
	if !strings.HasPrefix(key, rule) {
		return false
	}
	if len(key) == len(rule) || rule == "" {
		return true
	}
	r := rule
	if i := strings.IndexByte(r, '('); i >= 0 {
		r = r[i+1:]
	}
	if strings.ContainsAny(r, ")/") {
		return true
	}
	switch rule[len(rule)-1] {
	case ',', '.', ':':
		return true
	}
	switch key[len(rule)] {
	case ',', ')', ':', '.', '/':
		return true
	}
	return false
}
