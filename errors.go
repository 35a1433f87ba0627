package iri

// Errors: every error type and sentinel of the package, with one message
// style (each message starts with "iri: " and quotes the caller's input).

import (
	"errors"
	"strconv"
	"strings"

	"github.com/go-iri/iri/internal/msg"
)

// The kinds of error, for [errors.Is]. Every error type of the package
// holds one of them in its Err field and returns it from Unwrap.
var (
	// ErrInvalidScheme is a scheme that is not ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ) (RFC 3986 §3.1).
	ErrInvalidScheme = errors.New("iri: invalid scheme")
	// ErrInvalidChar is a character that the component's rule does not allow.
	ErrInvalidChar = errors.New("iri: invalid character")
	// ErrInvalidPercent is a "%" not followed by two hex digits (pct-encoded).
	ErrInvalidPercent = errors.New("iri: invalid percent-encoding")
	// ErrInvalidHost is a malformed host: an IP-literal or, for IDNA, a name.
	ErrInvalidHost = errors.New("iri: invalid host")
	// ErrInvalidPort is a port that is not *DIGIT (RFC 3986 §3.2.3).
	ErrInvalidPort = errors.New("iri: invalid port")
	// ErrInvalidUTF8 is input that is not well-formed UTF-8: overlong, surrogate, truncated.
	ErrInvalidUTF8 = errors.New("iri: invalid UTF-8")
	// ErrTooLong is an input or a result of more than MaxLength bytes.
	ErrTooLong = errors.New("iri: input too long")
	// ErrNotAbsolute is a base or target without a scheme (RFC 3986 §5.2.1).
	ErrNotAbsolute = errors.New("iri: not an absolute IRI (it has no scheme)")
	// ErrNoReference is a target that no reference resolves to (Relativize).
	ErrNoReference = errors.New("iri: no reference resolves to the target")
	// ErrIDNA is a host that IDNA cannot map to an ASCII DNS name.
	ErrIDNA = errors.New("iri: IDNA host mapping failed")
	// ErrQueryCharset is a query character that the legacy query charset cannot encode.
	ErrQueryCharset = errors.New("iri: character not representable in the query charset")
	// ErrNilURL is a nil *url.URL passed to FromURL.
	ErrNilURL = errors.New("iri: FromURL: nil *url.URL")
	// ErrNull is an SQL NULL scanned into an IRI rather than a NullIRI.
	ErrNull = errors.New("iri: cannot scan NULL into an IRI; use NullIRI")
	// ErrUndetermined is a comparison whose outcome the options cannot tell.
	ErrUndetermined = errors.New("iri: equivalence cannot be determined")
	// ErrUnknownCode is text that names no violation Code.
	ErrUnknownCode = errors.New("iri: unknown violation code")
)

// ParseError reports why a string is not a valid IRI reference. The input is
// split into components as RFC 3986 Appendix B does (the host ends at its
// first ":" unless it is an IP literal), and Offset is the first byte that the
// component's RFC 3987 §2.2 rule rejects: "1abc:def" fails in the scheme at
// offset 0, "http://h:1:2/" in the port at offset 10.
type ParseError struct {
	Input     string    // the string that was parsed
	Offset    int       // byte offset in Input of the first byte the rule rejects, or len(Input)
	Err       error     // the kind of error, one of the Err variables
	Component Component // where the error lies
	Rune      rune      // the offending character, utf8.RuneError, or -1 at the end
	Rule      string    // the rule or clause broken, such as "ipchar"
}

// Error returns a one-line message, for example
//
//	iri: invalid character U+0020 in path at offset 10: "http://x/a b" (ipchar)
func (e *ParseError) Error() string {
	var b strings.Builder
	b.WriteString("iri: ")
	switch {
	case e.Err == ErrTooLong:
		b.WriteString("input too long (")
		b.WriteString(strconv.Itoa(len(e.Input)))
		b.WriteString(" bytes)")
		return b.String()
	case e.Rune < 0:
		b.WriteString("unexpected end of input")
	case e.Err == ErrInvalidUTF8:
		b.WriteString("invalid UTF-8 byte 0x")
		c := e.Input[e.Offset]
		b.WriteByte(upperHex[c>>4])
		b.WriteByte(upperHex[c&15])
	case e.Err == ErrInvalidPercent:
		b.WriteString("invalid percent-encoding: character ")
		writeCodePoint(&b, e.Rune)
	default:
		b.WriteString("invalid character ")
		writeCodePoint(&b, e.Rune)
	}
	if e.Component != ComponentNone {
		b.WriteString(" in ")
		b.WriteString(e.Component.String())
	}
	b.WriteString(" at offset ")
	b.WriteString(strconv.Itoa(e.Offset))
	b.WriteString(": ")
	b.WriteString(quoteExcerpt(e.Input, e.Offset))
	writeRule(&b, e.Rule)
	return b.String()
}

// Unwrap returns e.Err.
func (e *ParseError) Unwrap() error { return e.Err }

// Is reports whether target is e.Err or the sentinel of the component the
// error lies in (ErrInvalidScheme, ErrInvalidHost, ErrInvalidPort).
func (e *ParseError) Is(target error) bool {
	switch target {
	case e.Err:
		return true
	case ErrInvalidScheme:
		return e.Component == ComponentScheme
	case ErrInvalidHost:
		return e.Component == ComponentHost
	case ErrInvalidPort:
		return e.Component == ComponentPort
	}
	return false
}

// ResolveError reports why [IRI.Resolve] or [IRI.Relativize] failed; it
// wraps ErrNotAbsolute, ErrNoReference or ErrTooLong.
type ResolveError struct {
	Base   string // the base
	Ref    string // the reference being resolved, or the target being relativized
	Input  string // the one of Base and Ref at fault
	Offset int    // byte offset in Input of the fault: 0 for a missing scheme or an input too long, the path for ErrNoReference
	Err    error  // the kind of error
	Rule   string // the clause broken, such as "RFC 3986 §5.2.1"
}

// Error returns a one-line message, for example
//
//	iri: reference "g" against base "b/c": base is not an absolute IRI (it has no scheme) (RFC 3986 §5.2.1)
func (e *ResolveError) Error() string {
	var b strings.Builder
	b.WriteString("iri: reference ")
	b.WriteString(quotePrefix(e.Ref, 100))
	b.WriteString(" against base ")
	b.WriteString(quotePrefix(e.Base, 100))
	b.WriteString(": ")
	switch {
	case e.Err == ErrNotAbsolute && e.Input == e.Base:
		b.WriteString("base is ")
		b.WriteString(errorKind(ErrNotAbsolute))
	case e.Err == ErrNotAbsolute:
		// Relativize: the base is absolute, the target is not.
		b.WriteString("target is ")
		b.WriteString(errorKind(ErrNotAbsolute))
		b.WriteString("; every resolved reference is absolute")
	case e.Err == ErrNoReference:
		b.WriteString(errorKind(ErrNoReference))
		b.WriteString(": its path has dot segments, which resolution removes")
	default:
		b.WriteString(errorKind(e.Err))
	}
	writeRule(&b, e.Rule)
	return b.String()
}

// Unwrap returns e.Err.
func (e *ResolveError) Unwrap() error { return e.Err }

// HostError reports that [ToURIOptions.IDNA] could not map a host.
type HostError struct {
	Input  string // the IRI being mapped, as the caller gave it
	Host   string // the host as written in Input
	Offset int    // byte offset in Input of the fault, the same under every IDNA profile
	Err    error  // ErrIDNA
	Rule   string // the clause the host breaks, such as "RFC 5891 §4.2.3.1"
	Detail string // what is wrong with the host, in this package's words
}

// Error returns a one-line message, for example
//
//	iri: cannot map host "r%E9sum%E9.example.org" at offset 8 with IDNA: percent-encoding %E9 is not part of well-formed UTF-8 (3987bis-13 §3.4.2)
func (e *HostError) Error() string {
	var b strings.Builder
	b.WriteString("iri: cannot map host ")
	b.WriteString(quoteExcerpt(e.Host, 0))
	b.WriteString(" at offset ")
	b.WriteString(strconv.Itoa(e.Offset))
	b.WriteString(" with IDNA: ")
	b.WriteString(e.Detail)
	writeRule(&b, e.Rule)
	return b.String()
}

// Unwrap returns e.Err.
func (e *HostError) Unwrap() error { return e.Err }

// Is reports whether target is e.Err or ErrInvalidHost.
func (e *HostError) Is(target error) bool { return target == e.Err || target == ErrInvalidHost }

// CompareError reports why [NormalizeOptions.Compare] cannot tell equivalence.
type CompareError struct {
	Arg       int       // 1 or 2: which reference is at fault
	Input     string    // that reference as compared (resolved against Base if set)
	Offset    int       // byte offset in Input of the fault (0 for a relative reference)
	Component Component // where the fault lies (ComponentNone for a relative reference)
	Err       error     // ErrUndetermined
	Rule      string    // the clauses that leave the outcome open, such as "RFC 3987 §5.1, comparison-02 §2"
	Detail    string    // what keeps the comparison from an answer, in this package's words
}

// Error returns a one-line message, for example
//
//	iri: cannot compare "a/b" at offset 0: relative reference and no base to resolve it against (RFC 3987 §5.1, comparison-02 §2)
func (e *CompareError) Error() string {
	var b strings.Builder
	b.WriteString("iri: cannot compare ")
	b.WriteString(quoteExcerpt(e.Input, e.Offset))
	b.WriteString(" at offset ")
	b.WriteString(strconv.Itoa(e.Offset))
	b.WriteString(": ")
	b.WriteString(e.Detail)
	writeRule(&b, e.Rule)
	return b.String()
}

// Unwrap returns e.Err.
func (e *CompareError) Unwrap() error { return e.Err }

// ErrQueryNotPairs is a query an edit would rewrite that is not key=value
// pairs (HTML 4.01 §17.13.4).
var ErrQueryNotPairs = errors.New("iri: query is not key=value pairs")

// Error reports why an operation other than parsing, resolution, IDNA
// mapping or comparison failed: a query edit ([IRI.SetQueryPair] and the
// others: [ErrQueryNotPairs], [ErrTooLong]), [IRI.Origin] ([ErrInvalidHost],
// [ErrInvalidPort]),
// the query charset of [ToURIOptions.QueryEncoding] ([ErrQueryCharset]),
// the names of violation codes ([Code.UnmarshalText]: [ErrUnknownCode]),
// and the subpackages' faults: file paths (github.com/go-iri/iri/fileiri)
// and registrable domains (github.com/go-iri/iri/domain).
type Error struct {
	Input  string // the caller's input: the IRI, path, host or text
	Offset int    // byte offset in Input of the fault
	Err    error  // the kind of error, one of the Err variables
	Rule   string // the rule or clause broken, such as "RFC 8089 §2" or "HTML 4.01 §B.2.2"
	Detail string // what is wrong, in this package's words, or "" when Err says it all
}

// Error returns a one-line message, for example
//
//	iri: file IRI names another host at offset 7: "file://example.org/x" (RFC 8089 §2)
func (e *Error) Error() string {
	var b strings.Builder
	pkg, kind := splitSentinel(e.Err)
	b.WriteString(pkg)
	b.WriteString(": ")
	b.WriteString(kind)
	b.WriteString(" at offset ")
	b.WriteString(strconv.Itoa(e.Offset))
	b.WriteString(": ")
	b.WriteString(quoteExcerpt(e.Input, e.Offset))
	if e.Detail != "" {
		b.WriteString(": ")
		b.WriteString(e.Detail)
	}
	writeRule(&b, e.Rule)
	return b.String()
}

// Unwrap returns e.Err.
func (e *Error) Unwrap() error { return e.Err }

// splitRule splits a reason that ends with a rule in parentheses, "host is
// too long (RFC 1034 §3.1)", into its detail and its rule.
func splitRule(reason string) (detail, rule string) {
	if strings.HasSuffix(reason, ")") {
		if i := strings.LastIndex(reason, " ("); i >= 0 {
			return reason[:i], reason[i+2 : len(reason)-1]
		}
	}
	return reason, ""
}

// errorKind returns the message of a sentinel without the "iri: " prefix,
// for use inside another message.
func errorKind(err error) string { return msg.Kind(err) }

// splitSentinel splits the message of a sentinel into the package that
// declares it and its words: "fileiri: not a file IRI" gives "fileiri" and
// "not a file IRI", so that an *Error of a subpackage's sentinel names
// that package. A message without such a prefix is the package iri's.
func splitSentinel(err error) (pkg, kind string) {
	msg := err.Error()
	if i := strings.Index(msg, ": "); i > 0 && !strings.ContainsAny(msg[:i], " \t") {
		return msg[:i], msg[i+2:]
	}
	return "iri", msg
}

// writeRule ends a message with the rule in parentheses, if there is one.
func writeRule(b *strings.Builder, rule string) { msg.WriteRule(b, rule) }

// writeCodePoint writes r as U+XXXX, followed by the quoted character when
// it is graphic and no bidi control.
func writeCodePoint(b *strings.Builder, r rune) { msg.WriteCodePoint(b, r) }

// quotePrefix quotes s, cut to at most max bytes, for messages that name a
// value.
func quotePrefix(s string, max int) string { return msg.QuotePrefix(s, max) }

// quoteExcerpt quotes s, or for long inputs a window of it around offset,
// so that error messages stay one readable line.
func quoteExcerpt(s string, offset int) string { return msg.QuoteExcerpt(s, offset) }

// quoteRune quotes an ASCII byte for a message.
func quoteRune(c byte) string {
	if c < ' ' || c == 0x7F {
		return "0x" + string(upperHex[c>>4]) + string(upperHex[c&15])
	}
	return "'" + string(rune(c)) + "'"
}

// codePoint returns r as writeCodePoint writes it, "U+00E9 'é'".
func codePoint(r rune) string {
	var b strings.Builder
	writeCodePoint(&b, r)
	return b.String()
}

// newHostError returns the HostError for a fault at offset off of host in
// s; reason is the detail followed by the rule in parentheses.
func newHostError(s, host string, off int, reason string) *HostError {
	detail, rule := splitRule(reason)
	return &HostError{Input: s, Host: host, Offset: off, Err: ErrIDNA, Rule: rule, Detail: detail}
}

// newCompareError returns the CompareError for a fault at offset off of
// the component c of x, the argument arg (1 or 2); reason is the detail
// followed by the rule in parentheses.
func newCompareError(arg int, x IRI, c Component, off int, reason string) *CompareError {
	detail, rule := splitRule(reason)
	return &CompareError{Arg: arg, Input: x.s, Offset: off, Component: c, Err: ErrUndetermined, Rule: rule, Detail: detail}
}
