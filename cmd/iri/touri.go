package main

import (
	"errors"
	"strings"

	"github.com/go-iri/iri"
	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/htmlindex"
	"golang.org/x/text/encoding/ianaindex"
)

// The flags of "iri touri".
var (
	flagQueryEncoding = &flagSpec{name: "query-encoding", value: "CHARSET",
		usage: "encode http(s) queries in this legacy charset instead of UTF-8 (3987bis-13 §3.5)"}
	flagLEIRI = &flagSpec{name: "leiri",
		usage: "accept Legacy Extended IRIs (3987bis-13 §6)"}
)

func init() {
	register(command{
		name:    "touri",
		usage:   "[IRI...]",
		flags:   withOutputFlags(flagIDNA, flagDNSSchemes, flagQueryEncoding, flagLEIRI),
		summary: "map IRIs to URIs (RFC 3987 §3.1)",
		help: `Touri maps each IRI reference (or each line of standard input) to a URI
reference by RFC 3987 §3.1 step 2 and prints it, one per line: every
non-ASCII character becomes the %HH triplets of its UTF-8 octets, with
uppercase hex; ASCII characters and existing percent-encodings stay as they
are. The host is percent-encoded too, unless --idna is given.

--idna maps the reg-name host of http, https, ws, wss and ftp IRIs (or
of the schemes listed with --dns-schemes) to an ASCII DNS name with IDNA
(IDNA2008 lookup, 3987bis-13 §3.4.2; RFC 3987 §3.1 ToASCII): escapes in the
host are decoded first and must be UTF-8, ASCII hosts are lowercased, and
a host that IDNA rejects fails that line.

--query-encoding CHARSET encodes the query of http and https IRIs in the
named legacy charset (a WHATWG encoding label such as windows-1252 or shift_jis,
or an IANA charset name) instead of UTF-8, as 3987bis-13 §3.5 prescribes
for IRIs found in documents in that charset; characters it cannot
represent fail that line.

--leiri accepts Legacy Extended IRIs (3987bis-13 §6): spaces, controls,
the characters " < > \ ^ { | } and ` + "`" + `, and the other characters a
strict IRI does not allow are percent-encoded first.

Error offsets and messages refer to the IRI as given, also with --leiri.
With --json the result is the URI, a JSON string.`,
		run: runToURI,
	})
}

func runToURI(inv *invocation) int {
	m := iri.ToURIOptions{IDNA: inv.bool(flagIDNA), Schemes: dnsSchemes(inv)}
	if name := inv.string(flagQueryEncoding); name != "" {
		e, msg := lookupCharset(name)
		if msg != "" {
			return inv.usageError("--query-encoding " + quoteArg(name) + ": " + msg)
		}
		m.QueryEncoding = e
	}
	parse := iri.Parse
	if inv.bool(flagLEIRI) {
		parse = iri.ParseLEIRI
	}
	return inv.filter(0, inv.output(), func(dst []byte, l *line) ([]byte, error) {
		x, err := parse(l.ref)
		if err != nil {
			return dst, err
		}
		u, err := m.ToURI(x)
		if err != nil {
			if x.String() != l.ref { // --leiri encoded some characters
				err = onInput(err, l.ref, x)
			}
			return dst, err
		}
		return appendString(dst, l, u.String()), nil
	})
}

// onInput returns err, which is about x, as an error about orig, the
// Legacy Extended IRI that x was converted from, so that the offset and
// the quoted text are what the user gave.
func onInput(err error, orig string, x iri.IRI) error {
	enc := x.String()
	var pe *iri.ParseError
	var he *iri.HostError
	var ce *iri.Error
	switch {
	case errors.As(err, &pe):
		c := *pe
		c.Input, c.Offset = orig, sourceOffset(orig, enc, pe.Offset)
		return &c
	case errors.As(err, &ce):
		c := *ce
		c.Input, c.Offset = orig, sourceOffset(orig, enc, ce.Offset)
		return &c
	case errors.As(err, &he):
		start := 0
		if x.IsAbs() {
			start = len(x.Scheme()) + 1
		}
		start += len("//")
		if x.HasUserinfo() {
			start += len(x.Userinfo()) + 1
		}
		c := *he
		c.Input, c.Offset = orig, sourceOffset(orig, enc, he.Offset)
		c.Host = orig[sourceOffset(orig, enc, start):sourceOffset(orig, enc, start+len(x.Host()))]
		return &c
	}
	return err
}

// lookupCharset finds a legacy charset by WHATWG label (what an HTML
// document declares) or IANA name. It returns nil for UTF-8, the default,
// and a message for names it does not know and for charsets that do not
// map ASCII to itself (UTF-16, EBCDIC), which cannot encode a query.
func lookupCharset(name string) (encoding.Encoding, string) {
	e, err := htmlindex.Get(name)
	if err != nil {
		e, err = ianaindex.IANA.Encoding(name)
		if err != nil {
			return nil, "unknown charset"
		}
		if e == nil {
			return nil, "charset not supported"
		}
	}
	var ascii [0x80]byte
	for i := range ascii {
		ascii[i] = byte(i)
	}
	out, err := e.NewEncoder().Bytes(ascii[:])
	if err != nil || string(out) != string(ascii[:]) {
		return nil, "not an ASCII-compatible charset"
	}
	if n, err := ianaindex.IANA.Name(e); err == nil && n == "UTF-8" {
		return nil, ""
	}
	return e, ""
}

// dnsSchemes returns the scheme table that --dns-schemes selects: nil
// (the default table) when it is not given or empty, else the built-in
// table changed so that the schemes it lists, and only they, have DNS
// host names.
func dnsSchemes(inv *invocation) iri.Schemes {
	list := inv.list(flagDNSSchemes)
	if len(list) == 0 {
		return nil
	}
	t := iri.DefaultSchemes()
	for k, v := range t {
		v.DNSHost = false
		t[k] = v
	}
	for _, s := range list {
		k := strings.ToLower(s)
		v := t[k]
		v.DNSHost = true
		t[k] = v
	}
	return t
}
