package iri

// Errors: every error type and sentinel of the package, with one message
// style (each message starts with "iri: " and quotes the caller's input).

import (
	"errors"
	"strconv"
	"strings"
	"unicode/utf8"
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
	Base  string // the base
	Ref   string // the reference being resolved, or the target being relativized
	Input string // the one of Base and Ref at fault
	Err   error  // the kind of error
	Rule  string // the clause broken, such as "RFC 3986 §5.2.1"
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

// CharsetError reports a query character that the legacy charset of
// [ToURIOptions.QueryEncoding] cannot encode (3987bis-13 §3.5).
type CharsetError struct {
	Input   string // the IRI being mapped
	Offset  int    // byte offset in Input of the character
	Rune    rune   // the character
	Charset string // the charset's name, or "" if it has none
	Err     error  // ErrQueryCharset
	Rule    string // "3987bis-13 §3.5"
}

// Error returns a one-line message, for example
//
//	iri: character U+20AC '€' in query at offset 12 is not representable in ISO-8859-1: "http://x/?q=€" (3987bis-13 §3.5)
func (e *CharsetError) Error() string {
	var b strings.Builder
	b.WriteString("iri: character ")
	writeCodePoint(&b, e.Rune)
	b.WriteString(" in query at offset ")
	b.WriteString(strconv.Itoa(e.Offset))
	b.WriteString(" is not representable in ")
	if e.Charset != "" {
		b.WriteString(e.Charset)
	} else {
		b.WriteString("the query charset")
	}
	b.WriteString(": ")
	b.WriteString(quoteExcerpt(e.Input, e.Offset))
	writeRule(&b, e.Rule)
	return b.String()
}

// Unwrap returns e.Err.
func (e *CharsetError) Unwrap() error { return e.Err }

// CodeError reports text that names no violation [Code]
// ([Code.UnmarshalText]), or a Code without a name ([Code.MarshalText]).
type CodeError struct {
	Input string // the text, or the Code's String form
	Err   error  // ErrUnknownCode
	Rule  string // "Code": the names of the Code constants
}

// Error returns a one-line message, for example
//
//	iri: unknown violation code "NO_SUCH_CODE" (Code)
func (e *CodeError) Error() string {
	var b strings.Builder
	b.WriteString("iri: unknown violation code ")
	b.WriteString(quotePrefix(e.Input, 64))
	writeRule(&b, e.Rule)
	return b.String()
}

// Unwrap returns e.Err.
func (e *CodeError) Unwrap() error { return e.Err }

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

// The kinds of error of the everyday edits: query pairs, registrable
// domain, origin, file paths.
var (
	// ErrQueryNotPairs is a query an edit would rewrite that is not key=value pairs (HTML 4.01 §17.13.4).
	ErrQueryNotPairs = errors.New("iri: query is not key=value pairs")
	// ErrNoRegistrableDomain is a host without one: an IP address, a public suffix, a single label.
	ErrNoRegistrableDomain = errors.New("iri: no registrable domain")
	// ErrRelativePath is a file path that is not absolute in its style (RFC 8089 §2).
	ErrRelativePath = errors.New("iri: not an absolute file path")
	// ErrNotFileIRI is an IRI that is not a file-URI of RFC 8089 §2 (another scheme, a query, a port).
	ErrNotFileIRI = errors.New("iri: not a file IRI")
	// ErrNonLocalHost is a file IRI naming a host other than the local one (RFC 8089 §2, §3).
	ErrNonLocalHost = errors.New("iri: file IRI names another host")
	// ErrEncodedSeparator is a percent-encoded path separator inside a segment of a file IRI.
	ErrEncodedSeparator = errors.New("iri: encoded path separator in a segment")
)

// QueryError reports why a query edit ([IRI.SetQueryPair] and the others)
// failed; it wraps [ErrQueryNotPairs] or [ErrTooLong].
type QueryError struct {
	Input  string // the IRI being edited
	Offset int    // byte offset in Input of the text that shows the fault
	Err    error  // the kind of error
	Rule   string // the rule broken, such as "HTML 4.01 §B.2.2"
}

// Error returns a one-line message, for example
//
//	iri: query is not key=value pairs at offset 13: "http://h/?a=1;b=2" (HTML 4.01 §B.2.2)
func (e *QueryError) Error() string {
	return errorLine(e.Err, e.Input, e.Offset, e.Rule)
}

// Unwrap returns e.Err.
func (e *QueryError) Unwrap() error { return e.Err }

// DomainError reports why a host has no public suffix or registrable domain
// (package github.com/go-iri/iri/domain); it wraps [ErrNoRegistrableDomain],
// [ErrInvalidHost] or [ErrIDNA].
type DomainError struct {
	Input  string // the host, as the caller gave it
	Offset int    // byte offset in Input of the fault
	Err    error  // the kind of error
	Rule   string // the rule, such as "IPv4address" or "publicsuffix.org algorithm"
}

// Error returns a one-line message, for example
//
//	iri: no registrable domain at offset 0: "co.uk" (publicsuffix.org algorithm)
func (e *DomainError) Error() string {
	return errorLine(e.Err, e.Input, e.Offset, e.Rule)
}

// Unwrap returns e.Err.
func (e *DomainError) Unwrap() error { return e.Err }

// OriginError reports why [IRI.Origin] found no origin for an IRI whose
// scheme has tuple origins; it wraps [ErrInvalidHost] or [ErrInvalidPort].
// (A host that IDNA cannot map is the [*HostError] of [ToURIOptions.IDNA].)
type OriginError struct {
	Input  string // the IRI
	Offset int    // byte offset in Input of the host or port at fault
	Err    error  // the kind of error
	Rule   string // the rule, such as "RFC 6335 §6"
}

// Error returns a one-line message, for example
//
//	iri: invalid port at offset 9: "http://h:70000/" (RFC 6335 §6)
func (e *OriginError) Error() string {
	return errorLine(e.Err, e.Input, e.Offset, e.Rule)
}

// Unwrap returns e.Err.
func (e *OriginError) Unwrap() error { return e.Err }

// FilePathError reports why [FromFilePath] or [IRI.FilePath] failed; it
// wraps one of ErrRelativePath, ErrNotFileIRI, ErrNonLocalHost,
// ErrEncodedSeparator, ErrInvalidChar, ErrInvalidHost or ErrTooLong.
type FilePathError struct {
	Input  string // the file path or the IRI, as the caller gave it
	Offset int    // byte offset in Input of the fault
	Err    error  // the kind of error
	Rule   string // the rule, such as "RFC 8089 §2" or "file-URI"
}

// Error returns a one-line message, for example
//
//	iri: file IRI names another host at offset 7: "file://example.org/x" (RFC 8089 §2)
func (e *FilePathError) Error() string {
	return errorLine(e.Err, e.Input, e.Offset, e.Rule)
}

// Unwrap returns e.Err.
func (e *FilePathError) Unwrap() error { return e.Err }

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
func errorKind(err error) string { return strings.TrimPrefix(err.Error(), "iri: ") }

// writeRule ends a message with the rule in parentheses, if there is one.
func writeRule(b *strings.Builder, rule string) {
	if rule != "" {
		b.WriteString(" (")
		b.WriteString(rule)
		b.WriteString(")")
	}
}

// writeCodePoint writes r as U+XXXX, followed by the quoted character when
// it is graphic and no bidi control.
func writeCodePoint(b *strings.Builder, r rune) {
	h := strings.ToUpper(strconv.FormatInt(int64(r), 16))
	b.WriteString("U+")
	for i := len(h); i < 4; i++ {
		b.WriteByte('0')
	}
	b.WriteString(h)
	if r > ' ' && r != 0x7F && r < utf8.MaxRune && strconv.IsGraphic(r) && !isBidiFormatting(r) {
		b.WriteString(" ")
		b.WriteString(strconv.QuoteRune(r))
	}
}

// quotePrefix quotes s, cut to at most max bytes (at a character boundary)
// and marked with "…" when it is longer, for messages that name a value.
func quotePrefix(s string, max int) string {
	if len(s) <= max {
		return strconv.Quote(s)
	}
	cut := max
	for cut > 0 && !utf8.RuneStart(s[cut]) {
		cut--
	}
	return strconv.Quote(s[:cut]) + "…"
}

// quoteExcerpt quotes s, or for long inputs a window of it around offset,
// so that error messages stay one readable line.
func quoteExcerpt(s string, offset int) string {
	const window = 60
	if len(s) <= 2*window+20 {
		return strconv.Quote(s)
	}
	lo, hi := offset-window, offset+window
	if lo < 0 {
		lo = 0
	}
	if hi > len(s) {
		hi = len(s)
	}
	// Do not cut a UTF-8 sequence in half.
	for lo > 0 && !utf8.RuneStart(s[lo]) && offset-lo < window+3 {
		lo--
	}
	for hi < len(s) && !utf8.RuneStart(s[hi]) && hi-offset < window+3 {
		hi++
	}
	q := strconv.Quote(s[lo:hi])
	if lo > 0 {
		q = "…" + q
	}
	if hi < len(s) {
		q += "…"
	}
	return q
}

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

// errorLine is the message of the error types above: the sentinel's words,
// the offset, the quoted excerpt of the input and the rule.
func errorLine(err error, input string, offset int, rule string) string {
	var b strings.Builder
	b.WriteString("iri: ")
	b.WriteString(errorKind(err))
	b.WriteString(" at offset ")
	b.WriteString(strconv.Itoa(offset))
	b.WriteString(": ")
	b.WriteString(quoteExcerpt(input, offset))
	writeRule(&b, rule)
	return b.String()
}
