package main

import (
	"errors"
	"io"
	"strconv"
	"strings"

	"github.com/go-iri/iri"
)

// lineError is an error about one reference in the form iri reports it:
// the text after "SOURCE:LINE:OFFSET: " on standard error, and the error
// object of a JSON record.
type lineError struct {
	// offset is the byte offset, from 0, of the first offending byte in
	// the reference as the user gave it.
	offset int
	// component is the component the error lies in ("scheme", "host",
	// ..., "input" for the reference as a whole).
	component string
	// rule is the ABNF rule or specification clause that is broken, or "".
	rule string
	// message is the library's message without its "iri: " prefix and
	// without the offset (which the format already gives).
	message string
}

// describe turns an error that a lineFunc returned into a lineError.
//
// Library errors are described from their own fields and message: a
// *iri.ParseError (syntax, ill-formed UTF-8), a *iri.CharsetError (a
// character the legacy query charset cannot represent), a *iri.HostError
// (IDNA), a *iri.ResolveError.
// A command that needs another wording, or an offset the library error
// does not carry, returns a *lineError itself. Other errors get offset 0
// and component "input". In every case the error must quote the reference
// as the user gave it, never an intermediate form, and its offset must be
// an offset into that reference.
func describe(err error) lineError {
	var le *lineError
	if errors.As(err, &le) {
		return *le
	}
	d := lineError{component: "input", message: libraryMessage(err)}
	var pe *iri.ParseError
	var he *iri.HostError
	var ce *iri.CharsetError
	switch {
	case errors.As(err, &pe):
		d.offset, d.component, d.rule = pe.Offset, pe.Component.String(), pe.Rule
		d.message = dropOffset(d.message, pe.Offset)
	case errors.As(err, &he):
		d.offset, d.component = he.Offset, "host"
		d.message = dropOffset(d.message, he.Offset)
		d.rule = he.Rule
	case errors.As(err, &ce):
		d.offset, d.component, d.rule = ce.Offset, "query", ce.Rule
		d.message = dropOffset(d.message, ce.Offset)
	}
	return d
}

// lastClause returns the text in the parentheses that end a reason, such
// as "STD3 rules, RFC 3987 §3.1": the library's reasons name the rule
// they apply there.
func lastClause(reason string) string {
	if !strings.HasSuffix(reason, ")") {
		return ""
	}
	depth := 0
	for i := len(reason) - 1; i >= 0; i-- {
		switch reason[i] {
		case ')':
			depth++
		case '(':
			if depth--; depth == 0 {
				return reason[i+1 : len(reason)-1]
			}
		}
	}
	return ""
}

func (e *lineError) Error() string { return e.message }

// libraryMessage returns err's message without the "iri: " prefix that
// every library error starts with.
func libraryMessage(err error) string {
	return strings.TrimPrefix(err.Error(), "iri: ")
}

// dropOffset removes " at offset N" from a library message, since the
// location prefix gives the offset already.
func dropOffset(msg string, off int) string {
	at := " at offset " + strconv.Itoa(off)
	if i := strings.Index(msg, at); i >= 0 {
		msg = msg[:i] + msg[i+len(at):]
	}
	return msg
}

// appendJSON appends e as a JSON object.
func (e lineError) appendJSON(b []byte) []byte {
	b = append(b, `{"offset":`...)
	b = strconv.AppendInt(b, int64(e.offset), 10)
	b = append(b, `,"component":`...)
	b = appendJSONString(b, e.component)
	b = append(b, `,"rule":`...)
	b = appendJSONString(b, e.rule)
	b = append(b, `,"message":`...)
	b = appendJSONString(b, e.message)
	return append(b, '}')
}

// reportError writes err, about line n of src, to stderr in the one
// error format:
//
//	SOURCE:LINE:OFFSET: message
//
// SOURCE is "-" for standard input or "arg N"; see describe for the rest.
// Commands that report errors outside filter use it too.
func reportError(stderr io.Writer, src string, n int, err error) {
	d := describe(err)
	b := make([]byte, 0, 128)
	b = appendLocation(b, src, n, d.offset)
	b = append(b, d.message...)
	b = append(b, '\n')
	stderr.Write(b)
}

// appendLocation appends "SOURCE:LINE:OFFSET: ", the prefix of every
// message about a place in a reference, also used by "iri check".
func appendLocation(b []byte, src string, n, off int) []byte {
	b = append(b, src...)
	b = append(b, ':')
	b = strconv.AppendInt(b, int64(n), 10)
	b = append(b, ':')
	b = strconv.AppendInt(b, int64(off), 10)
	return append(b, ": "...)
}

// sourceOffset maps an offset in enc back to the offset in orig of the
// character it came from, where enc is orig with some characters
// percent-encoded (as ParseLEIRI does), so that errors found in enc can
// be reported on what the user typed.
func sourceOffset(orig, enc string, off int) int {
	i, j := 0, 0
	for i < len(orig) && j < len(enc) {
		if j >= off {
			return i
		}
		size := utf8SeqLen(orig[i])
		if i+size > len(orig) {
			size = 1
		}
		if j+size <= len(enc) && enc[j:j+size] == orig[i:i+size] {
			if off < j+size {
				return i + (off - j)
			}
			i, j = i+size, j+size
			continue
		}
		// orig[i:i+size] was written as size %HH triplets.
		if off < j+3*size {
			return i
		}
		i, j = i+size, j+3*size
	}
	return i
}

// utf8SeqLen returns the length of the UTF-8 sequence that starts with c,
// 1 for a byte that cannot start one.
func utf8SeqLen(c byte) int {
	switch {
	case c < 0xC0:
		return 1
	case c < 0xE0:
		return 2
	case c < 0xF0:
		return 3
	}
	return 4
}
