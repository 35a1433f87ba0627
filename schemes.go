package iri

// The scheme table: what the operations that depend on the scheme (IRI →
// URI, URI → IRI, scheme-based normalization, checks) know about it. One
// table serves them all, so that "http uses DNS host names" is said once.

// Scheme is what this package knows about one URI scheme.
type Scheme struct {
	// DefaultPort is the scheme's default port in decimal without leading
	// zeros, such as "80", or "" if it has none. [NormPort] drops a port
	// equal to it (RFC 3987 §5.3.3, RFC 3986 §6.2.3).
	DefaultPort string
	// RootPath says the scheme defines an empty path after an authority to
	// be equivalent to "/" (RFC 3987 §5.3.3, for http); [NormEmptyPath]
	// then writes it as "/".
	RootPath bool
	// DNSHost says the scheme's ireg-name is a DNS name (RFC 3987 §3.1,
	// "schemes known to use domain names in ireg-name"): the IDNA option of
	// [ToURIOptions] and [ToIRIOptions] and [NormIDN] apply to its host,
	// and only to it.
	DNSHost bool
	// UTF8 says the scheme's percent-encoded octets are expected to be
	// UTF-8, for the PERCENT_NOT_UTF8 check of [Checker] (RFC 3987 §6.4).
	UTF8 bool
}

// Schemes is a scheme table, keyed by lowercase scheme name.
//
// In an options value, Schemes overrides the built-in table (see
// [DefaultSchemes]) entry by entry: an entry replaces the built-in one for
// its scheme, and a zero Scheme makes a scheme unknown. A nil and an empty
// Schemes both mean the built-in table unchanged.
type Schemes map[string]Scheme

// builtinSchemes is the built-in scheme table; see DefaultSchemes.
var builtinSchemes = Schemes{
	"http":   {DefaultPort: "80", RootPath: true, DNSHost: true, UTF8: true},  // RFC 9110 §4.2.1, §4.2.3
	"https":  {DefaultPort: "443", RootPath: true, DNSHost: true, UTF8: true}, // RFC 9110 §4.2.2, §4.2.3
	"ws":     {DefaultPort: "80", RootPath: true, DNSHost: true, UTF8: true},  // RFC 6455 §3
	"wss":    {DefaultPort: "443", RootPath: true, DNSHost: true, UTF8: true}, // RFC 6455 §3
	"ftp":    {DefaultPort: "21", RootPath: true, DNSHost: true, UTF8: true},  // RFC 1738 §3.2
	"gopher": {DefaultPort: "70", RootPath: true},                             // RFC 4266 §2.1
	"coap":   {DefaultPort: "5683", RootPath: true},                           // RFC 7252 §6.1, §6.3
	"coaps":  {DefaultPort: "5684", RootPath: true},                           // RFC 7252 §6.2, §6.3
	"file":   {UTF8: true},                                                    // RFC 8089
	"mailto": {UTF8: true},                                                    // RFC 6068 §2
	"urn":    {UTF8: true},                                                    // RFC 8141
	"tag":    {UTF8: true},                                                    // RFC 4151
	"imap":   {UTF8: true},                                                    // RFC 5092
	"ldap":   {UTF8: true},                                                    // RFC 4516
	"xmpp":   {UTF8: true},                                                    // RFC 5122
}

// DefaultSchemes returns a copy of the built-in scheme table, which the
// options of every operation start from:
//
//	scheme   default port   empty path is "/"   DNS host   UTF-8
//	http     80             yes                 yes        yes
//	https    443            yes                 yes        yes
//	ws       80             yes                 yes        yes
//	wss      443            yes                 yes        yes
//	ftp      21             yes                 yes        yes
//	gopher   70             yes                 no         no
//	coap     5683           yes                 no         no
//	coaps    5684           yes                 no         no
//	file, mailto, urn, tag, imap, ldap, xmpp:   UTF-8 only
//
// Schemes such as data (RFC 2397) carry arbitrary octets and are not in
// the table.
func DefaultSchemes() Schemes {
	t := make(Schemes, len(builtinSchemes))
	for k, v := range builtinSchemes {
		t[k] = v
	}
	return t
}

// Lookup returns the entry for scheme, compared without regard to ASCII
// case (RFC 3986 §3.1): t's entry if t has one, else the built-in one. It
// reports false for an unknown scheme, and for a zero entry in t.
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
	s, ok := builtinSchemes[string(key)]
	return s, ok
}
