// Package iri parses, resolves, maps, converts, normalizes and checks
// Internationalized Resource Identifiers (IRIs) as defined by RFC 3987,
// with the generic syntax and algorithms of RFC 3986.
//
// An [IRI] is an immutable value, like [net/netip.Addr]: the original string
// plus the offsets of its components. Parsing is strict, allocation-free and
// linear in the length of the input; every invalid input gets a
// [*ParseError] with the byte offset of the first offending byte and the rule
// it breaks. Accessors return substrings of the original: nothing is decoded
// or re-encoded behind the caller's back (comparison-02 §4.2.3).
//
// Two IRI values are == exactly when their strings are equal, which is the
// simple string comparison of RFC 3987 §5.3.1; IRI values work as map keys.
// The zero IRI is the empty relative reference "", a valid IRI reference.
//
// # Operations
//
//   - Parsing: [Parse] (strict RFC 3987 IRI-reference), [ParseURI] (RFC 3986,
//     ASCII only), [Parser] (the 3987bis grammar), and the explicitly lenient
//     entry points [ParseLEIRI] (3987bis §6), [ParseUserInput] (typed text,
//     Weber §4) and [ParseEncoded] (legacy charsets, RFC 3987 §3.1 step 1b).
//   - Resolution: [IRI.Resolve] and its inverse [IRI.Relativize] (RFC 3986
//     §5.2 on IRIs, RFC 3987 §6.5); [Resolver] for the non-strict variant.
//   - IRI to URI: [IRI.ToURI] (RFC 3987 §3.1); [ToURIOptions] adds IDNA hosts and
//     legacy query charsets (3987bis §3.4.2, §3.5).
//   - URI to IRI: [IRI.ToIRI] and [FromURI] (RFC 3987 §3.2); [ToIRIOptions]
//     adds Unicode hosts and the 3987bis options.
//   - Normalization and comparison: [IRI.Normalize] and [Equivalent] with
//     explicit [Normalization] rungs (RFC 3987 §5.3, comparison-02 §4);
//     [Normalizer] adds scheme tables and URI cache keys.
//   - Construction and interop: [FromParts] and the With methods (RFC 3986
//     §5.3 recomposition), [JoinPath], the component escapers such as
//     [EscapeSegment], [IRI.QueryPairs], [IRI.URL] and [FromURL] for
//     net/url, binary/text/JSON encodings, database/sql via [IRI.Scan],
//     [IRI.Value] and [NullIRI], and [IRI.LogValue] with the password
//     redacted.
//   - Checks: [IRI.Check] reports bidi (RFC 3987 §4.2) and security
//     (RFC 3987 §8, RFC 3986 §7) findings as [Violation] values.
//
// Nothing is ever normalized implicitly: Unicode normalization, case
// folding and percent-decoding happen only in the operations that are
// asked for them (RFC 3987 §3.1 step 1c, §5.3.2.2).
//
// # Offsets in errors
//
// The input is first split into scheme, authority, path, query and fragment
// the way RFC 3986 Appendix B does (a scheme is the text before a ":" that
// precedes any "/", "?" or "#"; the authority runs from "//" to the next "/",
// "?" or "#"; userinfo ends at the first "@" of the authority; the host is
// an IP literal up to its "]" or else ends at the first ":", which starts
// the port, as the greedy first-match rule of RFC 3986 gives, since an
// ireg-name holds no ":"). Each component is then
// validated against its RFC 3987 §2.2 rule, and the error reports the first
// byte that rule rejects. So "1abc:def" fails in the scheme at offset 0 (a
// scheme starts with a letter; as a relative reference it would need to be
// written "./1abc:def"), "http://h:8x/" fails in the port at offset 10, and
// so does "http://h:1:2/" (the second ":" is not a DIGIT).
package iri

import (
	"net/netip"
	"strconv"
)

// IRI is a parsed IRI reference (RFC 3987 §2.2 IRI-reference): an absolute
// IRI or a relative reference. It holds the reference string and the
// offsets of its components; it has no exported fields and is comparable.
//
// Presence and emptiness are different (comparison-02 §4.3): "http://x/?"
// has an empty query, "http://x/" has none; every optional component has a
// Has method.
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

// MaxLength is the length in bytes of the longest reference Parse accepts.
// Offsets are stored as int32 to keep IRI values small.
const MaxLength = 1<<31 - 1

const (
	flagAuthority uint8 = 1 << iota
	flagUserinfo
	flagPort
	flagQuery
	flagFragment
)

// HostKind says which alternative of the ihost rule (RFC 3987 §2.2) a host
// matched.
type HostKind uint8

const (
	// HostNone: the reference has no authority, so no host.
	HostNone HostKind = iota
	// HostRegName: an ireg-name, possibly empty ("file:///etc").
	HostRegName
	// HostIPv4: an IPv4address in dotted-decimal form (RFC 3986 §3.2.2).
	HostIPv4
	// HostIPv6: an IP-literal holding an IPv6address.
	HostIPv6
	// HostIPvFuture: an IP-literal holding an IPvFuture.
	HostIPvFuture
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

// IsAbs reports whether the reference has a scheme, that is, whether it is
// an IRI rather than a relative reference (RFC 3987 §2.2).
func (x IRI) IsAbs() bool { return x.schemeEnd > 0 }

// Scheme returns the scheme without its ":" delimiter, as written (schemes
// are case-insensitive, RFC 3986 §3.1; Normalize lowercases them), or "".
func (x IRI) Scheme() string { return x.s[:x.schemeEnd] }

// HasAuthority reports whether the reference has an authority, that is,
// whether "//" follows the scheme (RFC 3986 §3.2). "file:///x" has an empty
// authority.
func (x IRI) HasAuthority() bool { return x.flags&flagAuthority != 0 }

// Authority returns the iauthority component without the leading "//", or
// "" if there is none.
func (x IRI) Authority() string {
	if x.flags&flagAuthority == 0 {
		return ""
	}
	return x.s[x.authStart():x.pathStart]
}

// HasUserinfo reports whether the authority has an iuserinfo component (an
// "@" in the authority), possibly empty.
func (x IRI) HasUserinfo() bool { return x.flags&flagUserinfo != 0 }

// Userinfo returns the iuserinfo component without the "@" delimiter, or "".
func (x IRI) Userinfo() string {
	if x.flags&flagUserinfo == 0 {
		return ""
	}
	return x.s[x.authStart() : x.hostStart-1]
}

// Host returns the ihost component as written: an IP-literal keeps its
// brackets, a reg-name keeps its case and percent-encodings. It returns ""
// when there is no authority or the host is empty; use HostKind to tell the
// two apart.
func (x IRI) Host() string { return x.s[x.hostStart:x.hostEnd] }

// HostKind reports which alternative of ihost the host matched, or
// HostNone when the reference has no authority.
func (x IRI) HostKind() HostKind { return x.hostKind }

// Addr returns the IP address of an IPv4address or IPv6address host
// (RFC 3986 §3.2.2), and false for other hosts.
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

// HasPort reports whether the authority has a ":" port delimiter; the port
// itself may be empty ("http://x:/").
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

// HasQuery reports whether the reference has a "?" query delimiter; the
// query itself may be empty.
func (x IRI) HasQuery() bool { return x.flags&flagQuery != 0 }

// Query returns the iquery component without the "?" delimiter, or "".
func (x IRI) Query() string {
	if x.flags&flagQuery == 0 {
		return ""
	}
	return x.s[x.pathEnd+1 : x.queryEnd]
}

// HasFragment reports whether the reference has a "#" fragment delimiter;
// the fragment itself may be empty.
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

// AppendText implements the encoding.TextAppender interface of Go 1.24:
// it appends the reference string to b.
func (x IRI) AppendText(b []byte) ([]byte, error) { return append(b, x.s...), nil }

// UnmarshalText implements [encoding.TextUnmarshaler] with strict [Parse].
// On error the receiver is left unchanged. Empty text gives the zero IRI,
// the empty relative reference.
func (x *IRI) UnmarshalText(text []byte) error {
	v, err := Parse(string(text))
	if err != nil {
		return err
	}
	*x = v
	return nil
}

// authStart is the offset of the authority, just after "//".
func (x IRI) authStart() int32 {
	if x.schemeEnd > 0 {
		return x.schemeEnd + 3
	}
	return 2
}
