package iri

import (
	"net/netip"
	"strconv"

	"github.com/go-iri/iri/internal/rawiri"
)

// IRI is a parsed, comparable IRI reference (RFC 3987 §2.2); the zero IRI is
// the empty relative reference "". Presence and emptiness differ: "http://x/?"
// has an empty query, "http://x/" none (comparison-02 §4.3).
type IRI struct {
	s string

	// Component boundaries, as byte offsets into s. Components are
	//   scheme     s[:schemeEnd]            (present when schemeEnd > 0; s[schemeEnd] == ':')
	//   authority  s[authStart:pathStart]   (present when flagAuthority; "//" precedes it)
	//   userinfo   s[authStart:hostStart-1] (present when flagUserinfo; '@' follows it)
	//   host       s[hostStart:hostEnd]
	//   port       s[hostEnd+1:pathStart]   (present when flagPort; ':' precedes it)
	//   path       s[pathStart:pathEnd]
	//   query      s[pathEnd+1:queryEnd]    (present when flagQuery; '?' precedes it)
	//   fragment   s[queryEnd+1:]           (present when flagFragment; '#' precedes it)
	// int32 keeps the value small; inputs longer than MaxLength are rejected.
	schemeEnd int32
	hostStart int32
	hostEnd   int32
	pathStart int32
	pathEnd   int32
	queryEnd  int32
	flags     uint8
	hostKind  HostKind
}

// The template package builds the IRI of an expansion from the offsets it
// knows rather than parsing it again; these are its two ways in.
func init() {
	rawiri.Make = func(s string, schemeEnd, hostStart, hostEnd, pathStart, pathEnd, queryEnd int32, flags, hostKind uint8) IRI {
		return IRI{s: s, schemeEnd: schemeEnd, hostStart: hostStart, hostEnd: hostEnd,
			pathStart: pathStart, pathEnd: pathEnd, queryEnd: queryEnd,
			flags: flags, hostKind: HostKind(hostKind)}
	}
	rawiri.Split = func(x IRI) rawiri.Offsets {
		return rawiri.Offsets{SchemeEnd: x.schemeEnd, HostStart: x.hostStart, HostEnd: x.hostEnd,
			PathStart: x.pathStart, PathEnd: x.pathEnd, QueryEnd: x.queryEnd,
			Flags: x.flags, HostKind: uint8(x.hostKind)}
	}
}

// rawiri's flag bits are the IRI's: the constant overflows otherwise.
const _ = flagAuthority - rawiri.FlagAuthority + (rawiri.FlagAuthority - flagAuthority) +
	flagQuery - rawiri.FlagQuery + (rawiri.FlagQuery - flagQuery) +
	flagFragment - rawiri.FlagFragment + (rawiri.FlagFragment - flagFragment)

// MaxLength is the length in bytes of the longest reference Parse accepts.
const MaxLength = 1<<31 - 1

const (
	flagAuthority uint8 = 1 << iota
	flagUserinfo
	flagPort
	flagQuery
	flagFragment
)

// HostKind says which ihost alternative (RFC 3987 §2.2) a host matched.
type HostKind uint8

// The kinds of host, by the ihost rule they match (RFC 3986 §3.2.2).
const (
	HostNone      HostKind = iota // no authority, so no host
	HostRegName                   // an ireg-name, possibly empty ("file:///etc")
	HostIPv4                      // an IPv4address in dotted-decimal form (RFC 3986 §3.2.2)
	HostIPv6                      // an IP-literal holding an IPv6address
	HostIPvFuture                 // an IP-literal holding an IPvFuture
)

// String returns the name of the ABNF alternative, such as "IPv6address".
func (k HostKind) String() string {
	switch k {
	case HostNone:
		return "none"
	case HostRegName:
		return "ireg-name"
	case HostIPv4:
		return "IPv4address"
	case HostIPv6:
		return "IPv6address"
	case HostIPvFuture:
		return "IPvFuture"
	}
	return "HostKind(" + strconv.Itoa(int(k)) + ")"
}

// String returns the IRI reference exactly as it was parsed.
func (x IRI) String() string { return x.s }

// AppendTo appends the IRI reference to b and returns the extended slice.
func (x IRI) AppendTo(b []byte) []byte { return append(b, x.s...) }

// IsAbs reports whether the reference has a scheme (is an IRI).
func (x IRI) IsAbs() bool { return x.schemeEnd > 0 }

// Scheme returns the scheme as written, without ":", or "".
func (x IRI) Scheme() string { return x.s[:x.schemeEnd] }

// HasAuthority reports whether "//" follows the scheme, even "file:///x".
func (x IRI) HasAuthority() bool { return x.flags&flagAuthority != 0 }

// Authority returns the authority without "//", or "".
func (x IRI) Authority() string {
	if x.flags&flagAuthority == 0 {
		return ""
	}
	return x.s[x.authStart():x.pathStart]
}

// HasUserinfo reports whether there is an "@", the userinfo possibly empty.
func (x IRI) HasUserinfo() bool { return x.flags&flagUserinfo != 0 }

// Userinfo returns the iuserinfo component without the "@" delimiter, or "".
func (x IRI) Userinfo() string {
	if x.flags&flagUserinfo == 0 {
		return ""
	}
	return x.s[x.authStart() : x.hostStart-1]
}

// Host returns the host as written (IP-literals in brackets), or "".
func (x IRI) Host() string { return x.s[x.hostStart:x.hostEnd] }

// HostKind reports which ihost alternative the host matched, or HostNone.
func (x IRI) HostKind() HostKind { return x.hostKind }

// Addr returns the address of an IPv4address or IPv6address host, or false.
func (x IRI) Addr() (netip.Addr, bool) {
	var h string
	switch x.hostKind {
	case HostIPv4:
		h = x.s[x.hostStart:x.hostEnd]
	case HostIPv6:
		h = x.s[x.hostStart+1 : x.hostEnd-1]
	default:
		return netip.Addr{}, false
	}
	a, err := netip.ParseAddr(h)
	return a, err == nil
}

// HasPort reports whether there is a port ":", the port possibly empty.
func (x IRI) HasPort() bool { return x.flags&flagPort != 0 }

// Port returns the port digits without the ":" delimiter, or "".
func (x IRI) Port() string {
	if x.flags&flagPort == 0 {
		return ""
	}
	return x.s[x.hostEnd+1 : x.pathStart]
}

// Path returns the ipath component, possibly empty. It is never absent.
func (x IRI) Path() string { return x.s[x.pathStart:x.pathEnd] }

// HasQuery reports whether there is a "?", the query possibly empty.
func (x IRI) HasQuery() bool { return x.flags&flagQuery != 0 }

// Query returns the iquery component without the "?" delimiter, or "".
func (x IRI) Query() string {
	if x.flags&flagQuery == 0 {
		return ""
	}
	return x.s[x.pathEnd+1 : x.queryEnd]
}

// HasFragment reports whether there is a "#", the fragment possibly empty.
func (x IRI) HasFragment() bool { return x.flags&flagFragment != 0 }

// Fragment returns the ifragment component without the "#" delimiter, or "".
func (x IRI) Fragment() string {
	if x.flags&flagFragment == 0 {
		return ""
	}
	return x.s[x.queryEnd+1:]
}

// MarshalText implements [encoding.TextMarshaler]: the reference string.
func (x IRI) MarshalText() ([]byte, error) { return []byte(x.s), nil }

// AppendText implements encoding.TextAppender: it appends the reference.
func (x IRI) AppendText(b []byte) ([]byte, error) { return append(b, x.s...), nil }

// WithoutFragment returns x without its fragment and "#", without allocating:
// for an absolute x, the absolute-IRI of a base (RFC 3986 §5.1).
func (x IRI) WithoutFragment() IRI {
	if x.flags&flagFragment == 0 {
		return x
	}
	x.s = x.s[:x.queryEnd]
	x.flags &^= flagFragment
	return x
}

// Component names a component of an IRI reference, for error reports; the
// constants follow the order of the components in an IRI.
type Component uint8

// The components, in the order of an IRI (RFC 3986 §3).
const (
	ComponentNone     Component = iota // no component: the whole input
	ComponentScheme                    // scheme (RFC 3986 §3.1)
	ComponentUserinfo                  // iuserinfo (RFC 3987 §2.2, RFC 3986 §3.2.1)
	ComponentHost                      // ihost (RFC 3986 §3.2.2)
	ComponentPort                      // port (RFC 3986 §3.2.3)
	ComponentPath                      // ipath (RFC 3986 §3.3)
	ComponentQuery                     // iquery (RFC 3986 §3.4)
	ComponentFragment                  // ifragment (RFC 3986 §3.5)
)

var componentNames = [...]string{"input", "scheme", "userinfo", "host", "port", "path", "query", "fragment"}

// String returns the component's name, such as "path".
func (c Component) String() string {
	if int(c) < len(componentNames) {
		return componentNames[c]
	}
	return "Component(" + strconv.Itoa(int(c)) + ")"
}

// authStart is the offset of the authority, just after "//".
func (x IRI) authStart() int32 {
	if x.schemeEnd > 0 {
		return x.schemeEnd + 3
	}
	return 2
}
