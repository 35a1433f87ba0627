package main

import (
	"io"
	"strconv"
	"unicode/utf8"

	"github.com/go-iri/iri"
)

func init() {
	register(command{
		name:    "parse",
		usage:   "[--json] [--uri] [--bis] [REF...]",
		summary: "print the components of IRI references",
		help: `Parse parses each REF (or each line of standard input) as an RFC 3987
IRI reference and prints its components: one block per reference, blocks
separated by a blank line, one "name: value" line per component that is
present (the path always is). Values are quoted when empty or when they
hold spaces or other non-printing characters; the host line adds the ABNF
alternative the host matched, such as "(IPv6address)".

With --json it prints one JSON object per line instead, with the members
input, scheme, authority, userinfo, host, hostKind, port, path, query and
fragment (each only when present; path always) and absolute (a boolean).

An invalid reference prints nothing on standard output, in either format;
a message on standard error gives its line (or arg) number, byte offset
and reason, and the exit status is 1 after all input is processed.`,
		run: runParse,
	})
}

func runParse(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlagSet("parse")
	jsonOut := fs.Bool("json", false, "print one JSON object per line")
	uri := fs.Bool("uri", false, "parse RFC 3986 URI references (ASCII only)")
	bis := fs.Bool("bis", false, "use the draft-ietf-iri-3987bis grammar (tag characters in the query)")
	refs, code, ok := parseFlags(fs, args, stdout, stderr)
	if !ok {
		return code
	}
	p := iri.Parser{ASCIIOnly: *uri}
	if *bis {
		p.Grammar = iri.RFC3987bis
	}

	var fn lineFunc
	if *jsonOut {
		fn = func(dst []byte, ref string) ([]byte, error) {
			x, err := p.Parse(ref)
			if err != nil {
				return dst, err
			}
			dst = appendJSON(dst, x)
			return append(dst, '\n'), nil
		}
	} else {
		first := true
		fn = func(dst []byte, ref string) ([]byte, error) {
			x, err := p.Parse(ref)
			if err != nil {
				return dst, err
			}
			if !first {
				dst = append(dst, '\n')
			}
			first = false
			return appendBlock(dst, x), nil
		}
	}
	return filter(refs, 0, stdin, stdout, stderr, fn)
}

// appendBlock appends the text form of x's components, one line each.
func appendBlock(b []byte, x iri.IRI) []byte {
	if x.IsAbs() {
		b = appendField(b, "scheme:    ", x.Scheme())
	}
	if x.HasUserinfo() {
		b = appendField(b, "userinfo:  ", x.Userinfo())
	}
	if x.HasAuthority() {
		b = append(b, "host:      "...)
		b = appendValue(b, x.Host())
		b = append(b, " ("...)
		b = append(b, x.HostKind().String()...)
		b = append(b, ")\n"...)
	}
	if x.HasPort() {
		b = appendField(b, "port:      ", x.Port())
	}
	b = appendField(b, "path:      ", x.Path())
	if x.HasQuery() {
		b = appendField(b, "query:     ", x.Query())
	}
	if x.HasFragment() {
		b = appendField(b, "fragment:  ", x.Fragment())
	}
	return b
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

// needsQuote reports whether s is empty or holds a space, a double quote,
// a control character, another non-printing character (such as U+00A0 or
// U+200B) or ill-formed UTF-8, so that printing it bare would be unclear.
func needsQuote(s string) bool {
	if s == "" {
		return true
	}
	for i := 0; i < len(s); {
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

// appendJSON appends x as one JSON object, without a newline.
func appendJSON(b []byte, x iri.IRI) []byte {
	b = append(b, `{"input":`...)
	b = appendJSONString(b, x.String())
	if x.IsAbs() {
		b = append(b, `,"scheme":`...)
		b = appendJSONString(b, x.Scheme())
	}
	if x.HasAuthority() {
		b = append(b, `,"authority":`...)
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
	}
	b = append(b, `,"path":`...)
	b = appendJSONString(b, x.Path())
	if x.HasQuery() {
		b = append(b, `,"query":`...)
		b = appendJSONString(b, x.Query())
	}
	if x.HasFragment() {
		b = append(b, `,"fragment":`...)
		b = appendJSONString(b, x.Fragment())
	}
	if x.IsAbs() {
		b = append(b, `,"absolute":true}`...)
	} else {
		b = append(b, `,"absolute":false}`...)
	}
	return b
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
