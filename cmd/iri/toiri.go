package main

import (
	"io"

	"github.com/go-iri/iri"
)

func init() {
	register(command{
		name:    "toiri",
		usage:   "[--unicode-hosts] [--dns-schemes LIST] [--keep-query] [--bis] [--decode-discouraged] [output flags] [URI...]",
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

--unicode-hosts converts punycode labels ("xn--...") of the host of DNS
schemes to Unicode (3987bis-13 §4.2 step 7); a label that does not
decode cleanly and round-trip with IDNA stays as it is. --dns-schemes sets
those schemes (comma-separated; an empty list means the default,
http,https,ws,wss,ftp, as in "iri touri").
--keep-query leaves the query of http and https URIs as it is
(3987bis-13 §4.2 step 5). --bis uses the 3987bis grammar, which decodes
tag characters (U+E0000-U+E0FFF) in the query. --decode-discouraged also
decodes the RFC 3987 §6.1 characters kept by default.

With --json the result is the IRI, a JSON string.`,
		run: runToIRI,
	})
}

func runToIRI(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlagSet("toiri")
	hosts := fs.Bool("unicode-hosts", false, "convert punycode labels of DNS hosts to Unicode (3987bis-13 §4.2 step 7)")
	dnsSchemes := fs.String("dns-schemes", "", "comma-separated `LIST` of schemes whose host is a DNS name, for --unicode-hosts (empty: the default, http,https,ws,wss,ftp)")
	keepQuery := fs.Bool("keep-query", false, "keep the query of http and https URIs percent-encoded (3987bis-13 §4.2 step 5)")
	bis := fs.Bool("bis", false, "use the draft-ietf-iri-3987bis grammar (tag characters decoded in the query)")
	decodeAll := fs.Bool("decode-discouraged", false, "also decode the space look-alikes and invisible characters of RFC 3987 §6.1")
	of := addOutputFlags(fs)
	refs, code, ok := parseFlags(fs, args, stdout, stderr)
	if !ok {
		return code
	}
	c := iri.ToIRIOptions{
		IDNA:              *hosts,
		KeepQueryEncoded:  *keepQuery,
		DecodeDiscouraged: *decodeAll,
	}
	if *bis {
		c.Grammar = iri.RFC3987bis
	}
	if list := splitList(*dnsSchemes); len(list) > 0 {
		c.Schemes = dnsSchemeTable(list)
	}
	return filter(refs, 0, stdin, stdout, stderr, of, func(dst []byte, l *line) ([]byte, error) {
		u, err := iri.ParseURI(l.ref)
		if err != nil {
			return dst, err
		}
		return appendString(dst, l, c.ToIRI(u).String()), nil
	})
}
