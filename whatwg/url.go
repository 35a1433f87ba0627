package whatwg

import "net/netip"

// URL is a URL as the URL Standard's basic URL parser leaves it (§4.1),
// kept as its serialization (the href) and the offsets of its components.
// It is a small, immutable value: copy it, compare it with ==, use it as
// a map key. Two URLs are equal when their serializations are, which is
// the Standard's URL equivalence (§4.6) with fragments included. The zero
// URL is no URL: IsZero reports it, and its String is "".
type URL struct {
	href        string
	schemeEnd   int32 // index of the ":" after the scheme
	usernameEnd int32 // end of the username; hostStart when there are no credentials
	hostStart   int32
	hostEnd     int32 // a ":" and the port follow when hostEnd < pathStart
	pathStart   int32 // after the "/." that keeps a path starting with "//" from reading as a host
	queryStart  int32 // index of the "?", or -1
	fragStart   int32 // index of the "#", or -1
	port        int32 // -1 for none
	hostKind    HostKind
	opaquePath  bool
}

// HostKind is what a URL's host is (URL Standard §3.1).
type HostKind uint8

// The kinds of host.
const (
	NoHost     HostKind = iota // the host is null: "foo:bar", "foo:/bar"
	EmptyHost                  // the empty host: "file:///x", "foo:///x"
	DomainHost                 // a domain, in ASCII: "example.com", "xn--nxasmq6b"
	IPv4Host                   // an IPv4 address, serialized dotted-decimal
	IPv6Host                   // an IPv6 address, serialized in brackets with its zeros compressed
	OpaqueHost                 // the host of a non-special URL, percent-encoded
)

// String is the kind's name: "none", "empty", "domain", "IPv4", "IPv6"
// or "opaque".
func (k HostKind) String() string {
	return [...]string{"none", "empty", "domain", "IPv4", "IPv6", "opaque"}[k]
}

// IsZero reports whether u is the zero URL, no URL.
func (u URL) IsZero() bool { return u.href == "" }

// String is the URL's serialization, the href (URL Standard §4.5).
func (u URL) String() string { return u.href }

// Href is the URL's serialization (URL Standard §6.1, href getter).
func (u URL) Href() string { return u.href }

// Scheme is the URL's scheme, lowercase, without the ":".
func (u URL) Scheme() string { return u.href[:u.schemeEnd] }

// Protocol is the scheme followed by ":" (URL Standard §6.1, protocol getter).
func (u URL) Protocol() string { return u.href[:u.schemeEnd+1] }

// IsSpecial reports whether the scheme is one of the URL Standard's
// special schemes: ftp, file, http, https, ws, wss (§4.2).
func (u URL) IsSpecial() bool { return specialScheme(u.Scheme()) != notSpecial }

// Username is the URL's username, percent-encoded.
func (u URL) Username() string {
	if u.hostKind == NoHost {
		return ""
	}
	return u.href[u.schemeEnd+3 : u.usernameEnd]
}

// Password is the URL's password, percent-encoded.
func (u URL) Password() string {
	if u.hostKind == NoHost || u.usernameEnd >= u.hostStart-1 || u.href[u.usernameEnd] != ':' {
		return ""
	}
	return u.href[u.usernameEnd+1 : u.hostStart-1]
}

// HostKind is the kind of the URL's host.
func (u URL) HostKind() HostKind { return u.hostKind }

// Hostname is the URL's serialized host (URL Standard §6.1, hostname
// getter): "" when the host is null or empty, brackets around an IPv6
// address.
func (u URL) Hostname() string { return u.href[u.hostStart:u.hostEnd] }

// Host is the serialized host and, when there is one, ":" and the port
// (URL Standard §6.1, host getter).
func (u URL) Host() string {
	if u.hostKind == NoHost {
		return ""
	}
	return u.href[u.hostStart:u.portEnd()]
}

func (u URL) portEnd() int32 {
	if u.hostKind == NoHost {
		return u.hostEnd
	}
	if u.pathStart > u.hostEnd && u.href[u.hostEnd] == ':' {
		return u.pathStart
	}
	return u.hostEnd
}

// Port is the URL's port in decimal, "" when it has none or has its
// scheme's default port (URL Standard §6.1, port getter).
func (u URL) Port() string {
	if e := u.portEnd(); e > u.hostEnd {
		return u.href[u.hostEnd+1 : e]
	}
	return ""
}

// PortNumber is the URL's port, or -1 when it has none.
func (u URL) PortNumber() int { return int(u.port) }

// Addr is the address of an IPv4 or IPv6 host, and false for any other
// host.
func (u URL) Addr() (netip.Addr, bool) {
	h := u.Hostname()
	switch u.hostKind {
	case IPv6Host:
		h = h[1 : len(h)-1]
	case IPv4Host:
	default:
		return netip.Addr{}, false
	}
	a, err := netip.ParseAddr(h)
	return a, err == nil
}

func (u URL) pathEnd() int32 {
	if u.queryStart >= 0 {
		return u.queryStart
	}
	if u.fragStart >= 0 {
		return u.fragStart
	}
	return int32(len(u.href))
}

// Pathname is the URL's path, serialized (URL Standard §6.1, pathname
// getter): "/" and each segment, or the opaque path.
func (u URL) Pathname() string { return u.href[u.pathStart:u.pathEnd()] }

// HasOpaquePath reports whether the path is opaque, a string rather than
// a list of segments, as in "mailto:x@example.com" (URL Standard §4.1).
func (u URL) HasOpaquePath() bool { return u.opaquePath }

// Query is the URL's query without the "?", and whether it has one (the
// query may be non-null and empty).
func (u URL) Query() (string, bool) {
	if u.queryStart < 0 {
		return "", false
	}
	end := int32(len(u.href))
	if u.fragStart >= 0 {
		end = u.fragStart
	}
	return u.href[u.queryStart+1 : end], true
}

// Search is "?" and the query, or "" when the query is null or empty
// (URL Standard §6.1, search getter).
func (u URL) Search() string {
	if q, _ := u.Query(); q != "" {
		return "?" + q
	}
	return ""
}

// Fragment is the URL's fragment without the "#", and whether it has one.
func (u URL) Fragment() (string, bool) {
	if u.fragStart < 0 {
		return "", false
	}
	return u.href[u.fragStart+1:], true
}

// Hash is "#" and the fragment, or "" when the fragment is null or empty
// (URL Standard §6.1, hash getter).
func (u URL) Hash() string {
	if u.fragStart >= 0 && int(u.fragStart)+1 < len(u.href) {
		return u.href[u.fragStart:]
	}
	return ""
}

// WithoutFragment is the URL without its fragment, the serialization
// with "exclude fragment" set (URL Standard §4.5).
func (u URL) WithoutFragment() URL {
	if u.fragStart < 0 {
		return u
	}
	v := u
	v.href = u.href[:u.fragStart]
	v.fragStart = -1
	return v
}

// Origin is the serialization of the URL's origin (URL Standard §4.7,
// HTML's "serialization of an origin"): scheme "://" host, and ":" port
// when the port is not the default, for http, https, ws, wss and ftp;
// the origin of the URL in the path for blob URLs whose path is an http
// or https URL; "null", an opaque origin, for every other URL.
func (u URL) Origin() string {
	switch u.Scheme() {
	case "http", "https", "ws", "wss", "ftp":
		return u.Scheme() + "://" + u.href[u.hostStart:u.portEnd()]
	case "blob":
		in, err := Parse(u.Pathname())
		if err == nil && (in.Scheme() == "http" || in.Scheme() == "https") {
			return in.Origin()
		}
	}
	return "null"
}

// MarshalText returns the href.
func (u URL) MarshalText() ([]byte, error) { return []byte(u.href), nil }

// UnmarshalText parses text with Parse.
func (u *URL) UnmarshalText(text []byte) error {
	v, err := Parse(string(text))
	if err != nil {
		return err
	}
	*u = v
	return nil
}
