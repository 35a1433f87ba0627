package main

import (
	"github.com/go-iri/iri"
)

// The flags of "iri toiri".
var (
	flagKeepQueryEncoded = &flagSpec{name: "keep-query-encoded",
		usage: "keep the query of http and https URIs percent-encoded (3987bis-13 §4.2 step 5)"}
	flagDecodeDiscouraged = &flagSpec{name: "decode-discouraged",
		usage: "also decode the space look-alikes and invisible characters of RFC 3987 §6.1"}
)

func init() {
	register(command{
		name:    "toiri",
		usage:   "[URI...]",
		flags:   withOutputFlags(flagIDNA, flagDNSSchemes, flagKeepQueryEncoded, flagGrammar, flagDecodeDiscouraged),
		summary: "convert URIs to IRIs (RFC 3987 §3.2)",
		help: `Toiri converts each URI (or each line of standard input) to an IRI with
the procedure of RFC 3987 §3.2 and prints one IRI per line. Each URI must
be a valid RFC 3986 URI reference (ASCII only).

Percent-encoded UTF-8 is decoded where the character is allowed in that
component of an IRI. Kept encoded: "%25", reserved characters, ASCII
characters not allowed in URIs, octets that are not well-formed UTF-8 (no
legacy charset is guessed: "r%E9sum%E9" stays), characters outside
ucschar, private-use characters outside the query, the bidi formatting
characters, and, by default, the characters RFC 3987 §6.1 calls
inappropriate: space look-alikes such as U+00A0 and invisible characters
such as U+200B (see the Go documentation of iri.IRI.ToIRI for the full
list). Triplets that stay are written in uppercase hex.

--idna converts the A-labels ("xn--...") of the host of DNS schemes to
U-labels (3987bis-13 §4.2 step 7); a label that does not decode cleanly
and round-trip with IDNA stays as it is. --dns-schemes sets those schemes
(comma-separated; an empty list means the default, http,https,ws,wss,ftp,
as in "iri touri"). --keep-query-encoded leaves the query of http and https
URIs as it is (3987bis-13 §4.2 step 5). --grammar rfc3987bis gives IRIs of
the 3987bis grammar, which decodes tag characters (U+E0000-U+E0FFF) in the
query. --decode-discouraged also decodes the RFC 3987 §6.1 characters kept
by default.

With --json the result is the IRI, a JSON string.`,
		run: runToIRI,
	})
}

func runToIRI(inv *invocation) int {
	c := iri.ToIRIOptions{
		IDNA:              inv.bool(flagIDNA),
		Schemes:           dnsSchemes(inv),
		KeepQueryEncoded:  inv.bool(flagKeepQueryEncoded),
		Grammar:           parser(inv).Grammar,
		DecodeDiscouraged: inv.bool(flagDecodeDiscouraged),
	}
	return inv.filter(0, inv.output(), func(dst []byte, l *line) ([]byte, error) {
		u, err := iri.ParseURI(l.ref)
		if err != nil {
			return dst, err
		}
		return appendString(dst, l, c.ToIRI(u).String()), nil
	})
}
