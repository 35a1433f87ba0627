package whatwg

import (
	"strconv"
	"strings"
)

// The setters of the URL Standard's API (§6.1): each returns a copy of u
// with one attribute set as the JavaScript assignment url.attr = value
// would set it, running the basic URL parser with the Standard's state
// override; u itself does not change. As in JavaScript, a value the
// setter cannot use leaves the URL as it is (or, for SetHost, with the
// host set and the port not), and no error is returned; only SetHref,
// which parses a whole URL, fails.

// parts are a URL's components, the URL record of the Standard.
type parts struct {
	scheme             string
	username, password string
	hostKind           HostKind
	host               string // serialized
	port               int    // -1 for null
	path               string // serialized, without the "/." the serializer adds
	opaque             bool
	query, fragment    string
	hasQuery, hasFrag  bool
}

func (u URL) parts() parts {
	p := parts{
		scheme: u.Scheme(), username: u.Username(), password: u.Password(),
		hostKind: u.hostKind, host: u.Hostname(), port: int(u.port),
		path: u.Pathname(), opaque: u.opaquePath,
	}
	p.query, p.hasQuery = u.Query()
	p.fragment, p.hasFrag = u.Fragment()
	return p
}

// url serializes the record (URL Standard §4.5) and parses the
// serialization back, which gives the same record (FuzzParse checks it)
// with its offsets; were it to fail, the setter leaves the URL as it was.
func (p parts) url() (URL, bool) {
	var b strings.Builder
	b.WriteString(p.scheme)
	b.WriteByte(':')
	if p.hostKind != NoHost {
		b.WriteString("//")
		if p.username != "" || p.password != "" {
			b.WriteString(p.username)
			if p.password != "" {
				b.WriteByte(':')
				b.WriteString(p.password)
			}
			b.WriteByte('@')
		}
		b.WriteString(p.host)
		if p.port >= 0 {
			b.WriteByte(':')
			b.WriteString(strconv.Itoa(p.port))
		}
	} else if !p.opaque && strings.HasPrefix(p.path, "//") {
		b.WriteString("/.")
	}
	b.WriteString(p.path)
	if p.hasQuery {
		b.WriteByte('?')
		b.WriteString(p.query)
	}
	if p.hasFrag {
		b.WriteByte('#')
		b.WriteString(p.fragment)
	}
	u, err := Parse(b.String())
	return u, err == nil
}

// or is v when ok, else u: the URL a setter leaves.
func or(u URL) func(URL, bool) URL {
	return func(v URL, ok bool) URL {
		if ok {
			return v
		}
		return u
	}
}

// cannotHaveCredentials: a null or empty host, or the file scheme (URL
// Standard §4.2, "cannot have a username/password/port").
func (p parts) cannotHaveCredentials() bool {
	return p.hostKind == NoHost || p.hostKind == EmptyHost || p.scheme == "file"
}

// stripTabs removes the ASCII tabs and newlines, as the basic URL parser
// does first with a state override too (§4.4 steps 2–3).
func stripTabs(s string) string {
	if !strings.ContainsAny(s, "\t\n\r") {
		return s
	}
	return strings.Map(func(r rune) rune {
		if r == '\t' || r == '\n' || r == '\r' {
			return -1
		}
		return r
	}, s)
}

// SetHref is the href setter: value parsed as a whole URL, or the error
// the parse fails with (JavaScript throws a TypeError).
func (u URL) SetHref(value string) (URL, error) { return Parse(value) }

// SetProtocol is the protocol setter: value and ":" parsed with the
// scheme start state override (§4.4 scheme state). The scheme does not
// change between a special and a non-special one, to file from a URL
// with credentials or a port, or from file with an empty host; a port
// that is the new scheme's default goes.
func (u URL) SetProtocol(value string) URL {
	if u.IsZero() {
		return u
	}
	s := stripTabs(value + ":")
	if s == "" || !isAlpha(s[0]) {
		return u
	}
	j := 1
	for j < len(s) && (isAlpha(s[j]) || isDigit(s[j]) || s[j] == '+' || s[j] == '-' || s[j] == '.') {
		j++
	}
	if s[j] != ':' {
		return u
	}
	scheme := strings.ToLower(s[:j])
	p := u.parts()
	wasSpecial, isSpecial := specialScheme(p.scheme) != notSpecial, specialScheme(scheme) != notSpecial
	if wasSpecial != isSpecial ||
		scheme == "file" && (p.username != "" || p.password != "" || p.port >= 0) ||
		p.scheme == "file" && p.hostKind == EmptyHost {
		return u
	}
	p.scheme = scheme
	if p.port == specialScheme(scheme).defaultPort() {
		p.port = -1
	}
	return or(u)(p.url())
}

// SetUsername is the username setter: value percent-encoded with the
// userinfo set, unless the URL cannot have a username (a null or empty
// host, or the file scheme).
func (u URL) SetUsername(value string) URL {
	p := u.parts()
	if u.IsZero() || p.cannotHaveCredentials() {
		return u
	}
	p.username = PercentEncode(value, UserinfoSet)
	return or(u)(p.url())
}

// SetPassword is the password setter, as SetUsername.
func (u URL) SetPassword(value string) URL {
	p := u.parts()
	if u.IsZero() || p.cannotHaveCredentials() {
		return u
	}
	p.password = PercentEncode(value, UserinfoSet)
	return or(u)(p.url())
}

// SetHost is the host setter: value parsed with the host state override
// (§4.4 host state), a port after ":" included; the URL keeps its host
// when value has none, or one the host parser refuses, and keeps its port
// when the port is not digits or out of range, the host set all the same.
func (u URL) SetHost(value string) URL { return u.setHost(value, false) }

// SetHostname is the hostname setter: as SetHost, but a ":" after the host
// leaves the URL as it is (§4.4 host state with the hostname state
// override).
func (u URL) SetHostname(value string) URL { return u.setHost(value, true) }

func (u URL) setHost(value string, hostnameOnly bool) URL {
	p := u.parts()
	if u.IsZero() || p.opaque {
		return u
	}
	s := stripTabs(value)
	special := specialScheme(p.scheme) != notSpecial
	if p.scheme == "file" {
		// §4.4 file host state with a state override.
		end := strings.IndexAny(s, "/\\?#")
		if end < 0 {
			end = len(s)
		}
		h := s[:end]
		if h == "" {
			p.hostKind, p.host = EmptyHost, ""
			return or(u)(p.url())
		}
		kind, host, ok := hostOf(h, false)
		if !ok {
			return u
		}
		if host == "localhost" {
			kind, host = EmptyHost, ""
		}
		p.hostKind, p.host = kind, host
		return or(u)(p.url())
	}
	j := hostEnd(s, special)
	h := s[:j]
	if j < len(s) && s[j] == ':' {
		if h == "" || hostnameOnly {
			return u
		}
		kind, host, ok := hostOf(h, !special)
		if !ok {
			return u
		}
		p.hostKind, p.host = kind, host
		// §4.4 port state with the host state override: digits, and
		// whatever follows them ignored.
		rest := s[j+1:]
		k := 0
		for k < len(rest) && isDigit(rest[k]) {
			k++
		}
		if k > 0 {
			if port, ok := portOf(rest[:k], p.scheme); ok {
				p.port = port
			}
		}
		return or(u)(p.url())
	}
	if special && h == "" {
		return u
	}
	if h == "" && (p.username != "" || p.password != "" || p.port >= 0) {
		return u
	}
	kind, host, ok := hostOf(h, !special)
	if !ok {
		return u
	}
	p.hostKind, p.host = kind, host
	return or(u)(p.url())
}

// hostOf runs the host parser (§3.5) on s.
func hostOf(s string, opaque bool) (HostKind, string, bool) {
	var q parser
	q.in = s
	if err := q.parseHost(s, opaque, 0); err != nil {
		return 0, "", false
	}
	if s == "" {
		return EmptyHost, "", true
	}
	return q.hostKind, string(q.b), true
}

// portOf reads the digits of a port: -1 for the scheme's default, false
// above 65535.
func portOf(digits, scheme string) (int, bool) {
	v := 0
	for i := 0; i < len(digits); i++ {
		v = v*10 + int(digits[i]-'0')
		if v > 65535 {
			return 0, false
		}
	}
	if v == specialScheme(scheme).defaultPort() {
		return -1, true
	}
	return v, true
}

// SetPort is the port setter: "" removes the port; otherwise the digits
// at the start of value (§4.4 port state with a state override), none of
// them or a number above 65535 leaving the URL as it is. A URL that
// cannot have a port (a null or empty host, the file scheme) stays as it
// is.
func (u URL) SetPort(value string) URL {
	p := u.parts()
	if u.IsZero() || p.cannotHaveCredentials() {
		return u
	}
	s := stripTabs(value)
	if s == "" {
		p.port = -1
		return or(u)(p.url())
	}
	k := 0
	for k < len(s) && isDigit(s[k]) {
		k++
	}
	if k == 0 {
		return u
	}
	port, ok := portOf(s[:k], p.scheme)
	if !ok {
		return u
	}
	p.port = port
	return or(u)(p.url())
}

// SetPathname is the pathname setter: the path emptied, then value parsed
// with the path start state override, "?" and "#" percent-encoded as
// path code points (§4.4 path start and path states). A URL with an
// opaque path stays as it is.
func (u URL) SetPathname(value string) URL {
	p := u.parts()
	if u.IsZero() || p.opaque {
		return u
	}
	var q parser
	q.in = stripTabs(value)
	q.scheme = specialScheme(p.scheme)
	q.override = true
	q.pathStart, q.queryStart, q.fragStart, q.port = -1, -1, -1, -1
	c := q.c()
	switch {
	case q.special():
		if c == '/' || c == '\\' {
			q.i++
		}
		q.pathState()
	case c >= 0:
		if c == '/' {
			q.i++
		}
		q.pathState()
	case p.hostKind == NoHost:
		q.b = append(q.b, '/') // the empty segment appended
	}
	p.path = string(q.b)
	return or(u)(p.url())
}

// SetSearch is the search setter: "" removes the query; otherwise value
// without a leading "?", percent-encoded with the query set of the URL's
// scheme, "#" included (§4.4 query state with a state override).
func (u URL) SetSearch(value string) URL {
	p := u.parts()
	if u.IsZero() {
		return u
	}
	if value == "" {
		p.query, p.hasQuery = "", false
		return or(u)(p.url())
	}
	set := QuerySet
	if specialScheme(p.scheme) != notSpecial {
		set = SpecialQuerySet
	}
	p.query, p.hasQuery = PercentEncode(stripTabs(strings.TrimPrefix(value, "?")), set), true
	return or(u)(p.url())
}

// SetHash is the hash setter: "" removes the fragment; otherwise value
// without a leading "#", percent-encoded with the fragment set (§4.4
// fragment state with a state override).
func (u URL) SetHash(value string) URL {
	p := u.parts()
	if u.IsZero() {
		return u
	}
	if value == "" {
		p.fragment, p.hasFrag = "", false
		return or(u)(p.url())
	}
	p.fragment, p.hasFrag = PercentEncode(stripTabs(strings.TrimPrefix(value, "#")), FragmentSet), true
	return or(u)(p.url())
}
