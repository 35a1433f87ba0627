package columns

import (
	"strconv"
	"unicode/utf8"
)

// AppendTSV appends the row as one line of tab-separated values in the
// order of Names, without the line ending; a column without a value is
// empty. A tab, newline or backslash in a value is written as "\t", "\n"
// or "\\", so that every row is one line of len(Names) fields.
func (r Row) AppendTSV(dst []byte) []byte {
	for i, v := range r.values() {
		if i > 0 {
			dst = append(dst, '\t')
		}
		dst = appendTSVField(dst, v.s)
	}
	return dst
}

// AppendJSON appends the row as one JSON object with the keys of Names, in
// that order; a column without a value is null, url_port a number.
// Ill-formed UTF-8 in a value is written as U+FFFD, as encoding/json does.
func (r Row) AppendJSON(dst []byte) []byte {
	dst = append(dst, '{')
	for i, v := range r.values() {
		if i > 0 {
			dst = append(dst, ',')
		}
		dst = appendJSONString(dst, Names[i])
		dst = append(dst, ':')
		switch {
		case !v.ok:
			dst = append(dst, "null"...)
		case i == portColumn:
			dst = append(dst, v.s...)
		default:
			dst = appendJSONString(dst, v.s)
		}
	}
	return append(dst, '}')
}

// portColumn is the index of url_port in Names.
const portColumn = 14

type value struct {
	s  string
	ok bool // the column has a value (not null)
}

// values returns the row's columns in the order of Names.
func (r Row) values() [17]value {
	v := func(s string) value { return value{s, s != ""} }
	port := value{}
	if r.Port >= 0 {
		port = value{strconv.Itoa(r.Port), true}
	}
	return [17]value{
		{r.URL, true}, v(r.SURTKey), v(r.HostName),
		v(r.HostLastParts[0]), v(r.HostLastParts[1]), v(r.HostLastParts[2]), v(r.HostLastParts[3]), v(r.HostLastParts[4]),
		v(r.RegistrySuffix), v(r.RegisteredDomain), v(r.PrivateSuffix), v(r.PrivateDomain),
		v(r.HostNameReversed), v(r.Protocol), port, {r.Path, true}, {r.Query, r.HasQuery},
	}
}

func appendTSVField(dst []byte, s string) []byte {
	for i := 0; i < len(s); i++ {
		switch c := s[i]; c {
		case '\t':
			dst = append(dst, `\t`...)
		case '\n':
			dst = append(dst, `\n`...)
		case '\r':
			dst = append(dst, `\r`...)
		case '\\':
			dst = append(dst, `\\`...)
		default:
			dst = append(dst, c)
		}
	}
	return dst
}

const hex = "0123456789abcdef"

// appendJSONString appends s as a JSON string, as encoding/json writes it
// without HTML escaping.
func appendJSONString(dst []byte, s string) []byte {
	dst = append(dst, '"')
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			switch {
			case c == '"' || c == '\\':
				dst = append(dst, '\\', c)
			case c == '\n':
				dst = append(dst, `\n`...)
			case c == '\r':
				dst = append(dst, `\r`...)
			case c == '\t':
				dst = append(dst, `\t`...)
			case c < 0x20:
				dst = append(dst, '\\', 'u', '0', '0', hex[c>>4], hex[c&0xF])
			default:
				dst = append(dst, c)
			}
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && size == 1:
			dst = append(dst, `\ufffd`...)
		case r == '\u2028' || r == '\u2029':
			dst = append(dst, '\\', 'u', '2', '0', '2', hex[r&0xF])
		default:
			dst = append(dst, s[i:i+size]...)
		}
		i += size
	}
	return append(dst, '"')
}
