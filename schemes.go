package iri

import "strings"

// The scheme table: what the operations that depend on the scheme (IRI →
// URI, URI → IRI, scheme-based normalization, checks) know about it. One
// table serves them all, so that "http uses DNS host names" is said once.

// Scheme is what this package knows about one URI scheme.
type Scheme struct {
	DefaultPort string // the default port, such as "80", or "" (NormPort)
	RootPath    bool   // an empty path after an authority means "/" (NormEmptyPath)
	DNSHost     bool   // the ireg-name is a DNS name (RFC 3987 §3.1): IDNA options, NormIDN
	UTF8        bool   // percent-encoded octets are UTF-8 (PERCENT_NOT_UTF8, RFC 3987 §6.4)
	Origin      bool   // the origin is the scheme/host/port tuple (RFC 6454 §4), the port DefaultPort if none
}

// Schemes is a scheme table by lowercase scheme name. In options it overrides
// [DefaultSchemes] entry by entry, a zero Scheme making a scheme unknown; nil
// and empty mean no override.
type Schemes map[string]Scheme

// builtinSchemes is the built-in scheme table; see DefaultSchemes.
var builtinSchemes = Schemes{
	"http":   schemeHTTP,
	"https":  schemeHTTPS,
	"ws":     {DefaultPort: "80", RootPath: true, DNSHost: true, UTF8: true, Origin: true},  // RFC 6455 §3
	"wss":    {DefaultPort: "443", RootPath: true, DNSHost: true, UTF8: true, Origin: true}, // RFC 6455 §3
	"ftp":    {DefaultPort: "21", RootPath: true, DNSHost: true, UTF8: true, Origin: true},  // RFC 1738 §3.2
	"gopher": {DefaultPort: "70", RootPath: true},                                           // RFC 4266 §2.1
	"coap":   {DefaultPort: "5683", RootPath: true},                                         // RFC 7252 §6.1, §6.3
	"coaps":  {DefaultPort: "5684", RootPath: true},                                         // RFC 7252 §6.2, §6.3
	"file":   {RootPath: true, UTF8: true},                                                  // RFC 8089 §2 (path-absolute after the authority)
	"mailto": {UTF8: true},                                                                  // RFC 6068 §2
	"urn":    {UTF8: true},                                                                  // RFC 8141
	"tag":    {UTF8: true},                                                                  // RFC 4151
	"imap":   {UTF8: true},                                                                  // RFC 5092
	"ldap":   {UTF8: true},                                                                  // RFC 4516
	"xmpp":   {UTF8: true},                                                                  // RFC 5122
}

// The entries of http and https, which Lookup finds without hashing.
var (
	schemeHTTP  = Scheme{DefaultPort: "80", RootPath: true, DNSHost: true, UTF8: true, Origin: true}  // RFC 9110 §4.2.1, §4.2.3
	schemeHTTPS = Scheme{DefaultPort: "443", RootPath: true, DNSHost: true, UTF8: true, Origin: true} // RFC 9110 §4.2.2, §4.2.3
)

// DefaultSchemes returns a copy of the built-in scheme table:
//
//	scheme                     default port           empty path is "/"  DNS host  UTF-8  tuple origin
//	http, https, ws, wss, ftp  80, 443, 80, 443, 21   yes                yes       yes    yes
//	gopher, coap, coaps        70, 5683, 5684         yes                no        no
//	file, mailto, urn, tag, imap, ldap, xmpp:         UTF-8 only
func DefaultSchemes() Schemes {
	t := make(Schemes, len(builtinSchemes))
	for k, v := range builtinSchemes {
		t[k] = v
	}
	return t
}

// Lookup returns t's entry for scheme, else the built-in one, in any ASCII
// case (RFC 3986 §3.1); false if unknown or zero in t.
func (t Schemes) Lookup(scheme string) (Scheme, bool) {
	if scheme == "" {
		return Scheme{}, false
	}
	var buf [32]byte
	var key []byte
	if len(scheme) <= len(buf) {
		key = buf[:len(scheme)]
	} else {
		key = make([]byte, len(scheme))
	}
	for i := 0; i < len(scheme); i++ {
		c := scheme[i]
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		key[i] = c
	}
	if len(t) != 0 {
		if s, ok := t[string(key)]; ok {
			return s, s != Scheme{}
		}
	}
	switch string(key) {
	case "https":
		return schemeHTTPS, true
	case "http":
		return schemeHTTP, true
	}
	s, ok := builtinSchemes[string(key)]
	return s, ok
}

// isHTTP reports whether scheme is http or https, the schemes of the
// legacy query rule of 3987bis-13 §3.5.
func isHTTP(scheme string) bool {
	return strings.EqualFold(scheme, "http") || strings.EqualFold(scheme, "https")
}
