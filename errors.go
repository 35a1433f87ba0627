package iri

// Errors: every error type and sentinel of the package, with one message
// style (each message starts with "iri: " and quotes the caller's input).

import (
	"errors"
	"strconv"
	"strings"
)

// The kinds of error, for [errors.Is]: see the Is method of each error type.
var (
	ErrInvalidScheme  = errors.New("iri: invalid scheme")           // not an RFC 3986 §3.1 scheme
	ErrInvalidChar    = errors.New("iri: invalid character")        // one the component's rule does not allow
	ErrInvalidPercent = errors.New("iri: invalid percent-encoding") // a "%" not followed by two hex digits
	ErrInvalidHost    = errors.New("iri: invalid host")             // a malformed IP-literal
	ErrInvalidPort    = errors.New("iri: invalid port")             // not *DIGIT (RFC 3986 §3.2.3)
	ErrInvalidUTF8    = errors.New("iri: invalid UTF-8")            // overlong, surrogate, truncated
	ErrTooLong        = errors.New("iri: input too long")           // an input or result over MaxLength bytes

	// ErrNotAbsolute is a base or target without a scheme (RFC 3986 §5.2.1).
	ErrNotAbsolute  = errors.New("iri: not an absolute IRI (it has no scheme)")
	ErrNoReference  = errors.New("iri: no reference resolves to the target")
	ErrIDNA         = errors.New("iri: IDNA host mapping failed")
	ErrQueryCharset = errors.New("iri: character not representable in the query charset")
	ErrNilURL       = errors.New("iri: FromURL: nil *url.URL")
	ErrNull         = errors.New("iri: cannot scan NULL into an IRI; use NullIRI")
	ErrUndetermined = errors.New("iri: equivalence cannot be determined")
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
	if e.Rule != "" {
		b.WriteString(" (")
		b.WriteString(e.Rule)
		b.WriteString(")")
	}
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
	Op   string // "resolve" or "relativize"
	Base string // the base
	Ref  string // the reference being resolved, or the target
	Err  error  // the kind of error
}

// Error returns a one-line message, for example
//
//	iri: resolve "g" against "b/c": base is not an absolute IRI (it has no scheme); RFC 3986 §5.2.1 requires an absolute base
func (e *ResolveError) Error() string {
	var b strings.Builder
	b.WriteString("iri: ")
	b.WriteString(e.Op)
	b.WriteByte(' ')
	b.WriteString(excerpt(e.Ref))
	if e.Op == "relativize" {
		b.WriteString(" against base ")
	} else {
		b.WriteString(" against ")
	}
	b.WriteString(excerpt(e.Base))
	b.WriteString(": ")
	switch {
	case e.Err == ErrNotAbsolute && e.Op == "relativize" && schemeColon(e.Base) > 0:
		// The base has a scheme, so the target is the relative one.
		b.WriteString("target is ")
		b.WriteString(errorKind(ErrNotAbsolute))
		b.WriteString("; every resolved reference is absolute")
	case e.Err == ErrNotAbsolute:
		b.WriteString("base is ")
		b.WriteString(errorKind(ErrNotAbsolute))
		b.WriteString("; RFC 3986 §5.2.1 requires an absolute base")
	case e.Err == ErrNoReference:
		b.WriteString(errorKind(ErrNoReference))
		b.WriteString(" (its path has dot segments, which RFC 3986 §5.2.4 removes)")
	default:
		b.WriteString(errorKind(e.Err))
	}
	return b.String()
}

// errorKind returns the message of a sentinel without the "iri: " prefix,
// for use inside another message.
func errorKind(err error) string { return strings.TrimPrefix(err.Error(), "iri: ") }

// Unwrap returns e.Err.
func (e *ResolveError) Unwrap() error { return e.Err }

// HostError reports that [ToURIOptions.IDNA] could not map a host.
type HostError struct {
	Input  string // the IRI being mapped, as the caller gave it
	Host   string // the host as written in Input
	Offset int    // byte offset in Input of the fault, the same under every IDNA profile
	Reason string // the rule the host breaks, in this package's words
}

// Error returns a one-line message, for example
//
//	iri: cannot map host "r%E9sum%E9.example.org" at offset 8 with IDNA: percent-encoding %E9 is not part of well-formed UTF-8 (3987bis-13 §3.4.2)
func (e *HostError) Error() string {
	return "iri: cannot map host " + quoteExcerpt(e.Host, 0) + " at offset " + strconv.Itoa(e.Offset) +
		" with IDNA: " + e.Reason
}

// Is reports whether target is ErrIDNA or ErrInvalidHost.
func (e *HostError) Is(target error) bool { return target == ErrIDNA || target == ErrInvalidHost }

type chkCodeError struct{ name string }

func (e *chkCodeError) Error() string { return "iri: unknown violation code " + strconv.Quote(e.name) }

// CompareError reports why [Normalizer.Compare] cannot tell equivalence.
type CompareError struct {
	Arg       int       // 1 or 2: which reference is at fault
	Input     string    // that reference as compared (resolved against Base if set)
	Offset    int       // byte offset in Input of the fault (0 for a relative reference)
	Reason    string    // what keeps the comparison from an answer
	Component Component // where the fault lies (ComponentNone for a relative reference)
}

// Error returns a one-line message, for example
//
//	iri: cannot compare "a/b" at offset 0: relative reference and no base to resolve it against (RFC 3987 §5.1, comparison-02 §2)
func (e *CompareError) Error() string {
	return "iri: cannot compare " + quoteExcerpt(e.Input, e.Offset) + " at offset " + strconv.Itoa(e.Offset) + ": " + e.Reason
}

// Is reports whether target is ErrUndetermined.
func (e *CompareError) Is(target error) bool { return target == ErrUndetermined }

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
	if rule != "" {
		b.WriteString(" (")
		b.WriteString(rule)
		b.WriteString(")")
	}
	return b.String()
}
