package iri

import (
	"strconv"
	"strings"
	"sync/atomic"

	"golang.org/x/net/idna"
)

// Origins: RFC 6454 §4 (the origin of a URI), §5 (comparing origins),
// §6.2 (ASCII serialization).

// Origin is the origin of an IRI (RFC 6454 §3.2): a scheme/host/port
// tuple, or an opaque origin. Origins are comparable with ==, as RFC 6454
// §5 compares them: tuples field by field, with the scheme and host in
// lowercase, the host in A-labels and the port a number; an opaque origin
// is equal only to itself, each call that makes one making a new one (§4:
// "a fresh globally unique identifier"). The zero Origin is opaque and
// equal to other zero Origins only.
type Origin struct {
	scheme string // lowercase; "" for an opaque origin
	host   string // lowercase, A-labels; an IPv6 address in RFC 5952 form and brackets
	port   string // decimal digits without leading zeros
	def    bool   // port is the scheme's default port
	id     uint64 // nonzero for an opaque origin made by Origin
}

// opaqueOrigins counts the opaque origins made, for their identifiers.
var opaqueOrigins atomic.Uint64

// Origin returns the origin of x (RFC 6454 §4) with the built-in scheme
// table: for an absolute IRI whose scheme has tuple origins (Scheme.Origin:
// http, https, ws, wss, ftp) and an authority, the tuple of its scheme and
// host in lowercase, the host in A-labels (IDNA, idna.Lookup), and its port
// or the scheme's default port; for anything else, "file" included (§4
// step 4 lets it be), an opaque origin. The userinfo, path, query and
// fragment play no part. A host that IDNA rejects is a [*HostError] (so is
// one with "_", which the STD3 rules of idna.Lookup forbid; pass [WebIDNA]()
// in [OriginOptions] to map hosts as browsers do), an empty host or a port
// beyond 65535 an [*Error].
func (x IRI) Origin() (Origin, error) { return OriginOptions{}.Origin(x) }

// OriginOptions finds origins; the zero value is [IRI.Origin].
type OriginOptions struct {
	Schemes     Schemes       // which schemes have tuple origins (Scheme.Origin) and their default ports
	IDNAProfile *idna.Profile // maps the host to A-labels; nil means idna.Lookup
}

// Origin is [IRI.Origin] with o's options.
func (o OriginOptions) Origin(x IRI) (Origin, error) {
	sc, _ := o.Schemes.Lookup(x.Scheme())
	if !x.IsAbs() || !sc.Origin || !x.HasAuthority() {
		return Origin{id: opaqueOrigins.Add(1)}, nil
	}
	fail := func(at int32, err error, rule string) (Origin, error) {
		return Origin{}, &Error{Input: x.s, Offset: int(at), Err: err, Rule: rule}
	}
	var host string
	switch x.hostKind {
	case HostIPv4:
		host = x.Host()
	case HostIPv6:
		a, _ := x.Addr()
		host = "[" + a.String() + "]"
	case HostIPvFuture:
		host = strings.ToLower(x.Host())
	default:
		if x.hostStart == x.hostEnd {
			return fail(x.hostStart, ErrInvalidHost, "RFC 6454 §4")
		}
		if sc.DNSHost {
			h, err := (ToURIOptions{IDNA: true, IDNAProfile: o.IDNAProfile}).mapHost(x.s, int(x.hostStart), int(x.hostEnd))
			if err != nil {
				return Origin{}, err
			}
			host = h
		} else {
			host = strings.ToLower(x.Host())
		}
	}
	// An empty port is as none (RFC 3986 §3.2.3); leading zeros do not
	// count, the port being a number (RFC 6454 §4 step 6, RFC 6335 §6).
	port := x.Port()
	if port == "" {
		port = sc.DefaultPort
	}
	def := false
	if port != "" {
		n, err := strconv.ParseUint(port, 10, 16)
		if err != nil {
			return fail(x.hostEnd+1, ErrInvalidPort, "RFC 6335 §6")
		}
		port = strconv.FormatUint(n, 10)
		d, err := strconv.ParseUint(sc.DefaultPort, 10, 16)
		def = err == nil && d == n
	}
	return Origin{scheme: strings.ToLower(x.Scheme()), host: host, port: port, def: def}, nil
}

// IsOpaque reports whether o is an opaque origin rather than a tuple.
func (o Origin) IsOpaque() bool { return o.scheme == "" }

// Scheme returns the scheme of a tuple origin, in lowercase, or "".
func (o Origin) Scheme() string { return o.scheme }

// Host returns the host of a tuple origin, or "": lowercase, A-labels, an
// IPv6 address in RFC 5952 form within brackets.
func (o Origin) Host() string { return o.host }

// Port returns the port of a tuple origin in decimal, the scheme's default
// port if the IRI has none, or "".
func (o Origin) Port() string { return o.port }

// String returns the ASCII serialization of o (RFC 6454 §6.2): "null" for
// an opaque origin, else scheme "://" host, then ":" port unless the port
// is the scheme's default, such as "https://xn--bcher-kva.example:8443".
func (o Origin) String() string {
	if o.scheme == "" {
		return "null"
	}
	if o.def || o.port == "" {
		return o.scheme + "://" + o.host
	}
	return o.scheme + "://" + o.host + ":" + o.port
}

// MarshalText implements [encoding.TextMarshaler]: the serialization.
func (o Origin) MarshalText() ([]byte, error) { return []byte(o.String()), nil }
