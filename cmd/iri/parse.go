package main

import (
	"strconv"
	"unicode/utf8"

	"github.com/go-iri/iri"
	"github.com/go-iri/iri/domain"
)

// The flags of "iri parse".
var (
	flagURI = &flagSpec{name: "uri",
		usage: "the input is an RFC 3986 URI reference (ASCII only)"}
	flagUserInput = &flagSpec{name: "user-input",
		usage: "parse text typed or pasted by a person (Weber §4): trim, percent-encode LEIRI characters"}
	flagSpaces = &flagSpec{name: "spaces", value: "POLICY", choices: []string{"encode", "reject", "remove"}, def: "encode",
		usage: "with --user-input, what becomes of a space inside a reference: encode (as %20), reject or remove"}
	flagBackslash = &flagSpec{name: "backslash", value: "POLICY", choices: []string{"encode", "reject", "slash"}, def: "encode",
		usage: "with --user-input, what becomes of a backslash: encode (as %5C), reject, or slash (\"/\" in web schemes)"}
	flagPercent = &flagSpec{name: "percent", value: "POLICY", choices: []string{"reject", "encode"}, def: "reject",
		usage: "with --user-input, what becomes of a % that starts no triplet: reject, or encode (as %25)"}
	flagSplit = &flagSpec{name: "split",
		usage: "with --user-input: each line holds references separated by spaces (Weber §4 step 2)"}
)

func init() {
	register(command{
		name:    "parse",
		usage:   "[REF...]",
		summary: "print the components of IRI references (RFC 3987 §2.2)",
		flags:   withOutputFlags(flagURI, flagGrammar, flagUserInput, flagSpaces, flagBackslash, flagPercent, flagNFC, flagSplit),
		help: `Parse parses each REF (or each line of standard input) as an RFC 3987
IRI reference and prints its components: one block per reference, blocks
separated by a blank line, starting with the reference itself and then one
"name: value" line per component that is present (the path always is).
Values are quoted (as Go strings) when empty or when they hold spaces or
other non-printing characters; the host line adds the ABNF alternative the
host matched, such as "(IPv6address)":

	input:     http://user@[::1]:81/p?q#f
	scheme:    http
	userinfo:  user
	host:      [::1] (IPv6address)
	port:      81
	path:      /p
	query:     q
	fragment:  f

With --on-error=empty an invalid reference gives a block with the input
line alone.

With --json the result is an object with the members scheme, authority,
userinfo, host, hostKind, port, path, query and fragment (each only when
that component is present; path always) and absolute (a boolean); an
absolute IRI adds origin, its origin serialized as RFC 6454 §6.2 says
("null" for an opaque one, as for file and urn IRIs; left out when the
host cannot be mapped to A-labels), and a reg-name host that has one its
registrableDomain (the public suffix and one more label, by the Public
Suffix List that golang.org/x/net carries), as written in the host:

	{"line":1,"input":"http://[::1]:81/p","result":{"scheme":"http","authority":"[::1]:81","host":"[::1]","hostKind":"IPv6address","port":"81","path":"/p","absolute":true,"origin":"http://[::1]:81"}}
	{"line":2,"input":"https://www.bücher.example.co.uk/","result":{"scheme":"https","authority":"www.bücher.example.co.uk","host":"www.bücher.example.co.uk","hostKind":"ireg-name","path":"/","absolute":true,"origin":"https://www.xn--bcher-kva.example.co.uk","registrableDomain":"example.co.uk"}}

--uri parses RFC 3986 URI references (ASCII only) and --grammar rfc3987bis
uses the grammar of draft-ietf-iri-3987bis.

--user-input parses text typed or pasted by a person (draft-weber-iri-
guidelines §4): leading and trailing whitespace is trimmed and the
characters that a Legacy Extended IRI may hold but an IRI may not are
percent-encoded (3987bis §6). The blocks show the resulting IRI; error
offsets are still offsets in the line as given. These policies go with it:

	--spaces encode|reject|remove  a space inside a reference: "%20"
	                               (default), an error, or deleted
	--backslash encode|reject|slash  "\": "%5C" (default), an error, or
	                               "/" before the query of http, https, ws,
	                               wss, ftp and file references, as browsers
	                               do (outside RFC 3987)
	--percent reject|encode        a "%" that starts no triplet: an error
	                               (default, RFC 3987 §3.1) or "%25"
	                               (outside RFC 3987 §3.1)
	--nfc                          normalize to NFC first, for text
	                               transcribed from paper (RFC 3987 §3.1
	                               step 1a)
	--split                        a line holds several references
	                               separated by spaces (Weber §4 step 2);
	                               each block gets an "offset:" line, the
	                               byte offset of the reference in the
	                               line, and the JSON result is an array
	                               of {"offset":N,"text":"…","iri":{…}}.
	                               A line with an invalid reference is an
	                               error as a whole.`,
		run: runParse,
	})
}

func runParse(inv *invocation) int {
	uri, bis, userInput, split := inv.bool(flagURI), inv.choice(flagGrammar) == 1, inv.bool(flagUserInput), inv.bool(flagSplit)
	if uri && bis {
		return inv.usageError("--uri and --grammar rfc3987bis exclude each other")
	}
	var u iri.UserInputOptions
	if userInput {
		if uri || bis {
			return inv.usageError("--user-input excludes --uri and --grammar rfc3987bis")
		}
		u = iri.UserInputOptions{
			Spaces:    [...]iri.SpacePolicy{iri.SpaceEncode, iri.SpaceReject, iri.SpaceRemove}[inv.choice(flagSpaces)],
			Backslash: [...]iri.BackslashPolicy{iri.BackslashEncode, iri.BackslashReject, iri.BackslashToSlash}[inv.choice(flagBackslash)],
			Percent:   [...]iri.PercentPolicy{iri.PercentReject, iri.PercentEncode}[inv.choice(flagPercent)],
			NFC:       inv.bool(flagNFC),
		}
	} else {
		for _, f := range []*flagSpec{flagSpaces, flagBackslash, flagPercent, flagNFC, flagSplit} {
			if inv.given(f) {
				return inv.usageError("--" + f.name + " needs --user-input")
			}
		}
	}
	parse := iri.ParseOptions{}.Parse
	switch {
	case bis:
		parse = iri.ParseOptions{Grammar: iri.RFC3987bis}.Parse
	case uri:
		parse = iri.ParseURI
	case userInput:
		parse = u.Parse
	}
	first := true
	// separate starts every text block but the first with a blank line.
	separate := func(dst []byte) []byte {
		if !first {
			dst = append(dst, '\n')
		}
		first = false
		return dst
	}
	of := inv.output()
	of.emptyRecord = func(dst []byte, l *line) []byte {
		return appendField(separate(dst), "input:     ", l.ref)
	}
	return inv.filter(0, of, func(dst []byte, l *line) ([]byte, error) {
		if split {
			return appendSplit(dst, l, u, separate)
		}
		x, err := parse(l.ref)
		if err != nil {
			return dst, err
		}
		if l.json {
			return appendJSON(dst, x), nil
		}
		return appendBlock(separate(dst), x), nil
	})
}

// appendSplit appends the blocks (or the JSON array) of the references
// of one line (Weber §4 step 2); the first invalid one fails the line.
func appendSplit(dst []byte, l *line, u iri.UserInputOptions, separate func([]byte) []byte) ([]byte, error) {
	if l.json {
		dst = append(dst, '[')
	}
	n := 0
	for r, err := range u.References(l.ref) {
		if err != nil {
			return dst, err
		}
		if l.json {
			if n > 0 {
				dst = append(dst, ',')
			}
			dst = append(dst, `{"offset":`...)
			dst = strconv.AppendInt(dst, int64(r.Offset), 10)
			dst = append(dst, `,"text":`...)
			dst = appendJSONString(dst, r.Text)
			dst = append(dst, `,"iri":`...)
			dst = appendJSON(dst, r.IRI)
			dst = append(dst, '}')
		} else {
			dst = separate(dst)
			b := appendBlock(dst, r.IRI)
			// The offset line follows the input line.
			nl := len(dst) + indexNewline(b[len(dst):]) + 1
			rest := string(b[nl:])
			b = append(b[:nl], "offset:    "...)
			b = strconv.AppendInt(b, int64(r.Offset), 10)
			b = append(b, '\n')
			dst = append(b, rest...)
		}
		n++
	}
	if l.json {
		dst = append(dst, ']')
	}
	return dst, nil
}

// indexNewline returns the index of the first newline in b.
func indexNewline(b []byte) int {
	for i, c := range b {
		if c == '\n' {
			return i
		}
	}
	return len(b)
}

// appendBlock appends the text form of x's components, one line each.
func appendBlock(b []byte, x iri.IRI) []byte {
	// Components are pieces of the input: when the input needs no quotes,
	// only empty components do. A valid IRI's ASCII characters never need
	// them, so only an IRI with other characters needs a closer look.
	plain := isASCII(x.String()) || !needsQuote(x.String())
	// Each label carries the newline that ends the line before it.
	b = appendComponent(b, "input:     ", x.String(), plain)
	if x.IsAbs() {
		b = appendComponent(b, "\nscheme:    ", x.Scheme(), plain)
	}
	if x.HasUserinfo() {
		b = appendComponent(b, "\nuserinfo:  ", x.Userinfo(), plain)
	}
	if x.HasAuthority() {
		b = appendComponent(b, "\nhost:      ", x.Host(), plain)
		b = append(b, " ("...)
		b = append(b, x.HostKind().String()...)
		b = append(b, ')')
	}
	if x.HasPort() {
		b = appendComponent(b, "\nport:      ", x.Port(), plain)
	}
	b = appendComponent(b, "\npath:      ", x.Path(), plain)
	if x.HasQuery() {
		b = appendComponent(b, "\nquery:     ", x.Query(), plain)
	}
	if x.HasFragment() {
		b = appendComponent(b, "\nfragment:  ", x.Fragment(), plain)
	}
	return append(b, '\n')
}

// appendComponent appends label and the value v, quoted if it is empty
// or, unless plain says that it is part of a string that needs no quotes,
// if needsQuote.
func appendComponent(b []byte, label, v string, plain bool) []byte {
	b = append(b, label...)
	if v == "" || !plain && needsQuote(v) {
		return strconv.AppendQuote(b, v)
	}
	return append(b, v...)
}

func appendField(b []byte, label, v string) []byte {
	b = append(b, label...)
	b = appendValue(b, v)
	return append(b, '\n')
}

// appendValue appends s, quoted with strconv.Quote rules if needsQuote.
func appendValue(b []byte, s string) []byte {
	if needsQuote(s) {
		return strconv.AppendQuote(b, s)
	}
	return append(b, s...)
}

// isASCII reports whether s is all ASCII, eight bytes at a time.
func isASCII(s string) bool {
	const high = 0x8080808080808080
	var acc uint64
	i := 0
	for ; i+8 <= len(s); i += 8 {
		t := s[i : i+8] // one bounds check; the loads become one
		acc |= uint64(t[0]) | uint64(t[1])<<8 | uint64(t[2])<<16 | uint64(t[3])<<24 |
			uint64(t[4])<<32 | uint64(t[5])<<40 | uint64(t[6])<<48 | uint64(t[7])<<56
	}
	for ; i < len(s); i++ {
		acc |= uint64(s[i])
	}
	return acc&high == 0
}

// needsQuote reports whether s is empty or holds a space, a double quote,
// a control character, another non-printing character (such as U+00A0 or
// U+200B) or ill-formed UTF-8, so that printing it bare would be unclear.
func needsQuote(s string) bool {
	if s == "" {
		return true
	}
	// Eight bytes at a time while they are all printable ASCII other
	// than '"' (0x23-0x7E or '!'): the usual IRI.
	const ones, high = 0x0101010101010101, 0x8080808080808080
	i := 0
	for ; i+8 <= len(s); i += 8 {
		t := s[i : i+8] // one bounds check; the loads become one
		w := uint64(t[0]) | uint64(t[1])<<8 | uint64(t[2])<<16 | uint64(t[3])<<24 |
			uint64(t[4])<<32 | uint64(t[5])<<40 | uint64(t[6])<<48 | uint64(t[7])<<56
		q := w ^ 0x22*ones // zero where '"'
		d := w ^ 0x7F*ones // zero where DEL
		if (w|(w-0x21*ones)|(q-ones)&^q|(d-ones)&^d)&high != 0 {
			break // some byte is >= 0x80, < 0x21, '"' or DEL
		}
	}
	for i < len(s) {
		c := s[i]
		if c < utf8.RuneSelf {
			if c <= ' ' || c == '"' || c == 0x7F {
				return true
			}
			i++
			continue
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		if n == 1 || !strconv.IsPrint(r) {
			return true
		}
		i += n
	}
	return false
}

// appendJSON appends the components of x as one JSON object.
func appendJSON(b []byte, x iri.IRI) []byte {
	b = append(b, '{')
	if x.IsAbs() {
		b = append(b, `"scheme":`...)
		b = appendJSONString(b, x.Scheme())
		b = append(b, ',')
	}
	if x.HasAuthority() {
		b = append(b, `"authority":`...)
		b = appendJSONString(b, x.Authority())
		if x.HasUserinfo() {
			b = append(b, `,"userinfo":`...)
			b = appendJSONString(b, x.Userinfo())
		}
		b = append(b, `,"host":`...)
		b = appendJSONString(b, x.Host())
		b = append(b, `,"hostKind":`...)
		b = appendJSONString(b, x.HostKind().String())
		if x.HasPort() {
			b = append(b, `,"port":`...)
			b = appendJSONString(b, x.Port())
		}
		b = append(b, ',')
	}
	b = append(b, `"path":`...)
	b = appendJSONString(b, x.Path())
	if x.HasQuery() {
		b = append(b, `,"query":`...)
		b = appendJSONString(b, x.Query())
	}
	if x.HasFragment() {
		b = append(b, `,"fragment":`...)
		b = appendJSONString(b, x.Fragment())
	}
	if !x.IsAbs() {
		return append(b, `,"absolute":false}`...)
	}
	b = append(b, `,"absolute":true`...)
	if o, err := x.Origin(); err == nil {
		b = append(b, `,"origin":`...)
		b = appendJSONString(b, o.String())
	}
	if x.HostKind() == iri.HostRegName && x.Host() != "" {
		if d, err := domain.Registrable(x.Host()); err == nil {
			b = append(b, `,"registrableDomain":`...)
			b = appendJSONString(b, d)
		}
	}
	return append(b, '}')
}

// appendJSONString appends s as a JSON string. Like encoding/json it
// escapes '"', '\\', control characters, U+2028 and U+2029, and replaces
// ill-formed UTF-8 by U+FFFD; unlike it, it leaves '<', '>' and '&' alone.
// Valid IRIs hold none of these, so the fast path copies s whole.
func appendJSONString(b []byte, s string) []byte {
	const hex = "0123456789abcdef"
	b = append(b, '"')
	start := 0
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			if c >= ' ' && c != '"' && c != '\\' {
				i++
				continue
			}
			b = append(b, s[start:i]...)
			switch c {
			case '"', '\\':
				b = append(b, '\\', c)
			case '\n':
				b = append(b, '\\', 'n')
			case '\r':
				b = append(b, '\\', 'r')
			case '\t':
				b = append(b, '\\', 't')
			default:
				b = append(b, '\\', 'u', '0', '0', hex[c>>4], hex[c&0xF])
			}
			i++
			start = i
			continue
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		if n == 1 && r == utf8.RuneError {
			b = append(b, s[start:i]...)
			b = append(b, `\ufffd`...)
			i++
			start = i
			continue
		}
		if r == '\u2028' || r == '\u2029' {
			b = append(b, s[start:i]...)
			b = append(b, '\\', 'u', '2', '0', '2', hex[r&0xF])
			i += n
			start = i
			continue
		}
		i += n
	}
	b = append(b, s[start:]...)
	return append(b, '"')
}
