package main

import (
	"errors"
	"io"
	"regexp"
	"strconv"
	"strings"

	"github.com/go-iri/iri"
)

// lineError is an error about one reference in the form iri reports it:
// the text after "SOURCE:N:OFFSET: " on standard error, and the error
// object of a JSON record.
type lineError struct {
	// offset is the byte offset, from 0, of the first offending byte in
	// the reference as the user gave it.
	offset int
	// component is the component the error lies in ("scheme", "host",
	// ..., "input" for the reference as a whole).
	component string
	// rule is the ABNF rule name ("ipchar") or the stable identifier of
	// the specification clause ("RFC 5891 §4.2.3.1") that is broken, or
	// "" when none applies; never prose (see stableRule).
	rule string
	// message is the library's message without its "iri: " prefix and
	// without the offset (which the format already gives).
	message string
}

// describe turns an error that a lineFunc returned into a lineError.
//
// Library errors are described from their own fields and message: a
// *iri.ParseError (syntax, ill-formed UTF-8), a *iri.Error (a
// character the legacy query charset cannot represent, a query edit), a *iri.HostError
// (IDNA), a *iri.CompareError.
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
	// The rule: every library error type carries a Rule, an ABNF rule name
	// or a clause identifier; stableRule passes an identifier through and
	// supplies the fallback when a Rule is empty.
	var pe *iri.ParseError
	var he *iri.HostError
	var ce *iri.CompareError
	var ge *iri.Error
	switch {
	case errors.As(err, &pe):
		d.offset, d.component = pe.Offset, pe.Component.String()
		d.rule = stableRule(pe.Rule, componentRules[pe.Component])
	case errors.As(err, &he):
		d.offset, d.component = he.Offset, "host"
		d.rule = stableRule(he.Rule, "3987bis-13 §3.4.2")
	case errors.As(err, &ce):
		d.offset, d.component = ce.Offset, ce.Component.String()
		d.rule = stableRule(ce.Rule, "RFC 3987 §5.3")
	case errors.As(err, &ge):
		d.offset, d.rule = ge.Offset, ge.Rule
		if errors.Is(ge.Err, iri.ErrQueryCharset) || errors.Is(ge.Err, iri.ErrQueryNotPairs) || errors.Is(ge.Err, iri.ErrTooLong) {
			d.component = "query"
		}
	}
	d.message = dropOffset(d.message, d.offset)
	return d
}

// componentRules are the ABNF rules of the components, by iri.Component,
// the rule of a ParseError whose own names none.
var componentRules = [...]string{
	iri.ComponentNone:     "",
	iri.ComponentScheme:   "scheme",
	iri.ComponentUserinfo: "iuserinfo",
	iri.ComponentHost:     "ihost",
	iri.ComponentPort:     "port",
	iri.ComponentPath:     "ipath",
	iri.ComponentQuery:    "iquery",
	iri.ComponentFragment: "ifragment",
}

// stableRule returns the identifier that text, a library error's rule or
// reason, names: the ABNF rule name it starts with ("port" for "port =
// *DIGIT", "IPv6address" for "IPv6address: too many 16-bit groups"),
// else the first clause of its closing parentheses ("RFC 5891 §4.2.3.1"
// for "label \"-a\" begins with a hyphen (RFC 5891 §4.2.3.1)"), else the
// first clause anywhere ("RFC 3986 §2" for "URIs are ASCII only, RFC 3986
// §2"), else fallback. An identifier is returned unchanged.
func stableRule(text, fallback string) string {
	if name := leadingRuleName(text); name != "" {
		return name
	}
	if c := clauseRE.FindString(lastClause(text)); c != "" {
		return c
	}
	if c := clauseRE.FindString(text); c != "" {
		return c
	}
	return fallback
}

// clauseRE matches the identifier of a specification clause as the
// library writes it, such as "RFC 3987 §3.1", "3987bis-13 §3.5" or "RFC
// 5892 Appendix A.1".
var clauseRE = regexp.MustCompile(`(?:RFC \d+|STD \d+|3987bis-\d+|comparison-\d+|UTS #\d+|UAX #\d+)(?: §\d+(?:\.\d+)*| Appendix [A-Z](?:\.\d+)*)?`)

// leadingRuleName returns the ABNF rule name (RFC 5234 §4: ALPHA *(ALPHA
// / DIGIT / "-")) that text is or starts with, followed by " =" or ":",
// or "".
func leadingRuleName(text string) string {
	i := 0
	for i < len(text) && (isAlpha(text[i]) || i > 0 && (text[i] == '-' || '0' <= text[i] && text[i] <= '9')) {
		i++
	}
	rest := text[i:]
	if i == 0 || rest != "" && !strings.HasPrefix(rest, " =") && !strings.HasPrefix(rest, ":") {
		return ""
	}
	return text[:i]
}

func isAlpha(c byte) bool { return 'a' <= c|0x20 && c|0x20 <= 'z' }

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

// libraryMessage returns err's message without the package prefix ("iri: ",
// "template: ") that every library error starts with.
func libraryMessage(err error) string {
	m := err.Error()
	for _, p := range []string{"iri: ", "template: "} {
		if strings.HasPrefix(m, p) {
			return m[len(p):]
		}
	}
	return m
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

// reportError writes err, about reference n of src, to stderr in the one
// error format:
//
//	SOURCE:N:OFFSET: message
//
// SOURCE:N is "-:N" for line N of standard input, "arg:N" for the Nth
// argument; see describe for the rest.
// Commands that report errors outside filter use it too.
func reportError(stderr io.Writer, src string, n int, err error) {
	d := describe(err)
	b := make([]byte, 0, 128)
	b = appendLocation(b, src, n, d.offset)
	b = append(b, d.message...)
	b = append(b, '\n')
	stderr.Write(b)
}

// appendLocation appends "SOURCE:N:OFFSET: ", the prefix of every
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
