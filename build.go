package iri

import (
	"strings"
	"unicode/utf8"
)

// Construction: RFC 3986 §5.3 component recomposition, with each component
// validated against its own RFC 3987 §2.2 rule.

// Parts holds the components of an IRI reference as written, without
// delimiters, for [FromParts] and [IRI.Parts]. An optional component is
// present when non-empty or its Has field is set (HasQuery, empty Query: "?"),
// the authority also when userinfo, host or port is.
type Parts struct {
	Scheme       string // scheme (RFC 3986 §3.1); "" for a relative reference
	HasAuthority bool   // "//" iauthority, even an empty one
	Userinfo     string // iuserinfo (RFC 3987 §2.2, RFC 3986 §3.2.1)
	HasUserinfo  bool   // the userinfo and "@" are present, even if Userinfo is empty
	Host         string // ihost: IP-literal with brackets, IPv4address or ireg-name (RFC 3986 §3.2.2)
	Port         string // port = *DIGIT (RFC 3986 §3.2.3)
	HasPort      bool   // the ":" port is present, even if Port is empty
	Path         string // ipath (RFC 3986 §3.3)
	Query        string // iquery (RFC 3986 §3.4)
	HasQuery     bool   // the "?" query is present, even if Query is empty
	Fragment     string // ifragment (RFC 3986 §3.5)
	HasFragment  bool   // the "#" fragment is present, even if Fragment is empty
}

// Parts returns the components as written: FromParts(x.Parts()) == x.
func (x IRI) Parts() Parts {
	return Parts{
		Scheme:       x.Scheme(),
		HasAuthority: x.HasAuthority(),
		Userinfo:     x.Userinfo(),
		HasUserinfo:  x.HasUserinfo(),
		Host:         x.Host(),
		Port:         x.Port(),
		HasPort:      x.HasPort(),
		Path:         x.Path(),
		Query:        x.Query(),
		HasQuery:     x.HasQuery(),
		Fragment:     x.Fragment(),
		HasFragment:  x.HasFragment(),
	}
}

// FromParts recomposes an IRI reference from its components (RFC 3986 §5.3) in
// one allocation, == to [Parse] of its string. An invalid component, a
// delimiter inside one, or a path that RFC 3986 §3.3 and §4.2 forbid there
// (not starting with "/" after an authority, starting with "//" without one, a
// ":" in the first segment of a relative path) gives Parse's [*ParseError] on
// the recomposed string, at the leftmost invalid component.
func FromParts(p Parts) (IRI, error) {
	return compose(&p, checkAll)
}

// Which components compose validates; the others are trusted because they
// come from a valid IRI.
const (
	checkScheme uint8 = 1 << iota
	checkUserinfo
	checkHost
	checkPort
	checkPath
	checkQuery
	checkFragment
	checkAll = checkScheme | checkUserinfo | checkHost | checkPort | checkPath | checkQuery | checkFragment
)

// compose recomposes p (RFC 3986 §5.3), validates the components in check
// and the structure, and computes the offsets that parse would find.
func compose(p *Parts, check uint8) (IRI, error) {
	hasUser := p.HasUserinfo || p.Userinfo != ""
	hasPort := p.HasPort || p.Port != ""
	hasAuth := p.HasAuthority || hasUser || p.Host != "" || hasPort
	hasQuery := p.HasQuery || p.Query != ""
	hasFrag := p.HasFragment || p.Fragment != ""

	// The length, in uint64 so that it cannot overflow an int.
	n := uint64(len(p.Scheme)) + uint64(len(p.Path))
	if p.Scheme != "" {
		n++
	}
	if hasAuth {
		n += 2 + uint64(len(p.Host))
		if hasUser {
			n += uint64(len(p.Userinfo)) + 1
		}
		if hasPort {
			n += uint64(len(p.Port)) + 1
		}
	}
	if hasQuery {
		n += uint64(len(p.Query)) + 1
	}
	if hasFrag {
		n += uint64(len(p.Fragment)) + 1
	}

	var b strings.Builder
	if n <= MaxLength {
		b.Grow(int(n))
	}
	var x IRI
	var userStart, portStart int
	b.WriteString(p.Scheme)
	if p.Scheme != "" {
		b.WriteByte(':')
	}
	x.schemeEnd = int32(len(p.Scheme))
	if hasAuth {
		b.WriteString("//")
		userStart = b.Len()
		x.flags |= flagAuthority
		if hasUser {
			b.WriteString(p.Userinfo)
			b.WriteByte('@')
			x.flags |= flagUserinfo
		}
		x.hostStart = int32(b.Len())
		b.WriteString(p.Host)
		x.hostEnd = int32(b.Len())
		if hasPort {
			b.WriteByte(':')
			portStart = b.Len()
			b.WriteString(p.Port)
			x.flags |= flagPort
		}
		x.hostKind = hostKindOf(p.Host)
	} else {
		x.hostStart = int32(b.Len())
		x.hostEnd = x.hostStart
	}
	x.pathStart = int32(b.Len())
	b.WriteString(p.Path)
	x.pathEnd = int32(b.Len())
	if hasQuery {
		b.WriteByte('?')
		b.WriteString(p.Query)
		x.flags |= flagQuery
	}
	x.queryEnd = int32(b.Len())
	if hasFrag {
		b.WriteByte('#')
		b.WriteString(p.Fragment)
		x.flags |= flagFragment
	}
	s := b.String()
	if n > MaxLength {
		return IRI{}, &ParseError{Input: s, Offset: MaxLength, Err: ErrTooLong, Rune: -1}
	}
	x.s = s

	// Validate left to right, so that the first error is the leftmost.
	// Each rule runs on the recomposed string cut at the end of its
	// component, so that it cannot run on into the next one.
	if check&checkScheme != 0 && p.Scheme != "" {
		ps := parser{s: s[:x.schemeEnd], mode: modeIRI}
		if ps.scheme(len(p.Scheme), 0) < 0 {
			// Parse's hint about relative paths does not apply here.
			ps.err.Rule = "scheme = ALPHA *( ALPHA / DIGIT / \"+\" / \"-\" / \".\" ), RFC 3986 §3.1"
			return IRI{}, widen(ps.err, s)
		}
	}
	if hasAuth {
		hostStart, hostEnd := int(x.hostStart), int(x.hostEnd)
		if check&checkUserinfo != 0 && hasUser {
			ps := parser{s: s[:hostStart-1], mode: modeIRI}
			if ps.iuserinfo(userStart, hostStart-1) < 0 {
				return IRI{}, widen(ps.err, s)
			}
		}
		if check&checkHost != 0 {
			ps := parser{s: s[:hostEnd], mode: modeIRI}
			if i := ps.ihost(hostStart, hostEnd); i < 0 {
				return IRI{}, widen(ps.err, s)
			} else if i < hostEnd {
				// ihost stops at a ":", which only a port may follow.
				ps.failChar(i, ErrInvalidChar, ComponentHost,
					"ihost: a \":\" cannot be part of a host; write an IPv6 address in brackets and the port in Port")
				return IRI{}, widen(ps.err, s)
			}
		}
		if check&checkPort != 0 && hasPort {
			ps := parser{s: s[:x.pathStart], mode: modeIRI}
			if ps.port(portStart, int(x.pathStart)) < 0 {
				return IRI{}, widen(ps.err, s)
			}
		}
	}
	if err := validatePath(s, &x, check&checkPath != 0); err != nil {
		return IRI{}, err
	}
	if check&checkQuery != 0 && hasQuery {
		end := int(x.queryEnd)
		ps := parser{s: s[:end], mode: modeIRI}
		if i := ps.scan(int(x.pathEnd)+1, cQuery, true); i < end {
			ps.failAt(i, ComponentQuery, "iquery = *( ipchar / iprivate / \"/\" / \"?\" )")
			return IRI{}, widen(ps.err, s)
		}
	}
	if check&checkFragment != 0 && hasFrag {
		ps := parser{s: s, mode: modeIRI}
		if i := ps.scan(int(x.queryEnd)+1, cQuery, false); i < len(s) {
			ps.failAt(i, ComponentFragment, "ifragment = *( ipchar / \"/\" / \"?\" )")
			return IRI{}, ps.err
		}
	}
	return x, nil
}

// widen makes err, found in a prefix of s, an error in s: Input becomes s,
// and Rune is the character of s at Offset, as Parse of s would say.
func widen(err *ParseError, s string) *ParseError {
	if err.Offset < len(s) && err.Err != ErrInvalidUTF8 {
		// The character at Offset, which may be cut by the end of the
		// prefix (the end of the component) or lie after it.
		err.Rune = runeAt(s, err.Offset)
	}
	if err.Err == ErrInvalidUTF8 && err.Offset < len(s) {
		if _, n := utf8.DecodeRuneInString(s[err.Offset:]); n > 1 {
			// Well-formed in s, but the component ends inside it.
			err.Rule = "ill-formed UTF-8: the component ends inside a UTF-8 sequence, RFC 3987 §6.2"
		}
	}
	err.Input = s
	return err
}

// validatePath checks the path of x, whose string is s: its characters when
// chars is set, and always the structural rules of RFC 3986 §3.3 and §4.2.
// It reports the error with the smaller offset.
func validatePath(s string, x *IRI, chars bool) *ParseError {
	start, end := int(x.pathStart), int(x.pathEnd)
	ps := &parser{s: s[:end], mode: modeIRI}
	bad := end // the first character the path rules reject
	if chars {
		bad = ps.scan(start, cPath, false)
	}
	path := s[start:end]
	switch {
	case x.flags&flagAuthority != 0:
		if path != "" && path[0] != '/' {
			ps.failChar(start, ErrInvalidChar, ComponentPath,
				"ipath-abempty: with an authority the path is empty or begins with \"/\", RFC 3986 §3.3")
			return widen(ps.err, s)
		}
	case strings.HasPrefix(path, "//"):
		ps.failChar(start+1, ErrInvalidChar, ComponentPath,
			"ipath-absolute: without an authority the path cannot begin with \"//\", RFC 3986 §3.3")
		return widen(ps.err, s)
	case x.schemeEnd == 0:
		seg := path
		if k := strings.IndexByte(seg, '/'); k >= 0 {
			seg = seg[:k]
		}
		if k := strings.IndexByte(seg, ':'); k >= 0 && start+k < bad {
			ps.failChar(start+k, ErrInvalidChar, ComponentPath,
				"ipath-noscheme: the first segment of a relative-path reference cannot contain \":\"; write \"./\" before it, RFC 3986 §4.2")
			return widen(ps.err, s)
		}
	}
	if bad < end {
		ps.failAt(bad, ComponentPath, "ipchar")
		return widen(ps.err, s)
	}
	return nil
}

// hostKindOf returns the ihost alternative of a host that is valid (or
// that will be checked): the first-match-wins rule of RFC 3986 §3.2.2.
func hostKindOf(h string) HostKind {
	switch {
	case h == "" || h[0] != '[':
		if ipv4address(h) {
			return HostIPv4
		}
		return HostRegName
	case len(h) > 1 && (h[1] == 'v' || h[1] == 'V'):
		return HostIPvFuture
	}
	return HostIPv6
}

// with recomposes x with the components that set changes, validating the
// changed components (check) and the structure; the components that come
// from x are valid already, under whatever grammar parsed x.
func (x IRI) with(check uint8, set func(*Parts)) (IRI, error) {
	p := x.Parts()
	set(&p)
	return compose(&p, check)
}

// WithScheme returns x with its scheme set, or removed for "". With methods
// return a copy, the argument taken as given and validated as by [FromParts];
// those of userinfo, host and port add an authority if needed. "" removes
// the components that have no empty form worth writing, the scheme and the
// port (RFC 3986 §3.2.3: an empty port SHOULD be omitted), as WithoutPort
// does; the userinfo, query and fragment have one ("//@h", "x?", "x#"),
// which With writes for "" and the Without methods remove.
func (x IRI) WithScheme(scheme string) (IRI, error) {
	return x.with(checkScheme, func(p *Parts) { p.Scheme = scheme })
}

// WithUserinfo returns x with its userinfo set, even if empty ("//@h").
func (x IRI) WithUserinfo(userinfo string) (IRI, error) {
	return x.with(checkUserinfo, func(p *Parts) { p.Userinfo, p.HasUserinfo = userinfo, true })
}

// WithoutUserinfo returns x without its userinfo and "@".
func (x IRI) WithoutUserinfo() IRI {
	if !x.HasUserinfo() {
		return x
	}
	y, _ := x.with(0, func(p *Parts) { p.Userinfo, p.HasUserinfo = "", false })
	return y
}

// WithHost returns x with its host set as given: no IDNA, no case folding.
func (x IRI) WithHost(host string) (IRI, error) {
	return x.with(checkHost, func(p *Parts) { p.Host, p.HasAuthority = host, true })
}

// WithPort returns x with its port set (digits only), or without its port
// and ":" for "", as [IRI.WithoutPort]: never "host:".
func (x IRI) WithPort(port string) (IRI, error) {
	if port == "" {
		return x.WithoutPort(), nil
	}
	return x.with(checkPort, func(p *Parts) { p.Port, p.HasPort = port, true })
}

// WithoutPort returns x without its port and ":".
func (x IRI) WithoutPort() IRI {
	if !x.HasPort() {
		return x
	}
	y, _ := x.with(0, func(p *Parts) { p.Port, p.HasPort = "", false })
	return y
}

// WithPath returns x with its path replaced (see [JoinPath]).
func (x IRI) WithPath(path string) (IRI, error) {
	return x.with(checkPath, func(p *Parts) { p.Path = path })
}

// WithQuery returns x with its query set, present even when empty ("x?").
func (x IRI) WithQuery(query string) (IRI, error) {
	return x.with(checkQuery, func(p *Parts) { p.Query, p.HasQuery = query, true })
}

// WithoutQuery returns x without its query and "?".
func (x IRI) WithoutQuery() IRI {
	if !x.HasQuery() {
		return x
	}
	if !x.HasFragment() {
		x.s = x.s[:x.pathEnd]
		x.queryEnd = x.pathEnd
		x.flags &^= flagQuery
		return x
	}
	y, _ := x.with(0, func(p *Parts) { p.Query, p.HasQuery = "", false })
	return y
}

// WithFragment returns x with its fragment set, present even when empty.
func (x IRI) WithFragment(fragment string) (IRI, error) {
	return x.with(checkFragment, func(p *Parts) { p.Fragment, p.HasFragment = fragment, true })
}

// JoinPath appends the elements elem (ipath text) to the path of base with one
// "/" at each joint, skipping empty ones, and cleans the whole path with
// remove_dot_segments (RFC 3986 §5.2.4) like url.JoinPath, but keeping
// repeated slashes and making "a/b/.." "a/"; a relative path stays relative,
// ".." never climbing above its first segment. Unlike Resolve, it keeps the
// last segment of base ("http://h/a/b" and "c" give "http://h/a/b/c"). An
// invalid element is a [*ParseError] whose Input is the element.
func JoinPath(base IRI, elem ...string) (IRI, error) {
	n := len(base.Path())
	for _, e := range elem {
		ps := parser{s: e, mode: modeIRI}
		if i := ps.scan(0, cPath, false); i < len(e) {
			ps.failAt(i, ComponentPath, "ipath: ipchar and \"/\" (escape text with EscapeSegment)")
			return IRI{}, ps.err
		}
		n += len(e) + 1
	}
	hasAuth := base.HasAuthority()
	var b strings.Builder
	b.Grow(n)
	b.WriteString(base.Path())
	for _, e := range elem {
		switch {
		case e == "":
			continue
		case b.Len() == 0 && !hasAuth:
			e = strings.TrimLeft(e, "/")
		case strings.HasSuffix(b.String(), "/"):
			e = strings.TrimPrefix(e, "/")
		case e[0] != '/':
			b.WriteByte('/')
		}
		b.WriteString(e)
	}
	joined := b.String()

	// remove_dot_segments; a relative path is cleaned as if it began with
	// "/", so that ".." cannot climb above its start, and stays relative.
	rel := joined != "" && joined[0] != '/'
	var d dotRemover
	if rel {
		d.run("/", joined)
	} else {
		d.run("", joined)
	}
	path := d.String()
	if rel {
		path = strings.TrimPrefix(path, "/")
	}
	switch {
	case rel && strings.HasPrefix(path, "/"):
		path = "./" + path // an empty first segment: ".//x"
	case !hasAuth && strings.HasPrefix(path, "//"):
		path = "/." + path
	case !hasAuth && !base.IsAbs():
		seg := path
		if k := strings.IndexByte(seg, '/'); k >= 0 {
			seg = seg[:k]
		}
		if strings.IndexByte(seg, ':') >= 0 {
			path = "./" + path
		}
	}
	p := base.Parts()
	p.Path = path
	return compose(&p, 0)
}
