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

// Sentinels of IRI templates (RFC 6570), wrapped by [*TemplateError].
var (
	ErrInvalidTemplate  = errors.New("iri: invalid template")                            // a template the RFC 6570 §2 grammar rejects
	ErrInvalidValue     = errors.New("iri: invalid template value")                      // a variable value that cannot be expanded (RFC 6570 §2.3)
	ErrInvalidExpansion = errors.New("iri: template expansion is not a valid reference") // an expansion that is not an IRI reference
	ErrNoMatch          = errors.New("iri: reference does not match the template")       // no values expand to the reference
	ErrPartialExpansion = errors.New("iri: template cannot be partially expanded")       // the rest is not expressible as a template
)

// TemplateError reports why a template could not be parsed, expanded,
// matched or partially expanded. Err is ErrInvalidTemplate (or
// ErrInvalidUTF8, ErrTooLong) from [ParseTemplate], ErrInvalidValue,
// ErrInvalidUTF8 or ErrInvalidExpansion from expansion, ErrNoMatch from
// matching (then Input is the reference and Template the template), and
// ErrPartialExpansion from [Template.PartialExpand].
type TemplateError struct {
	Input           string // the template, or for ErrNoMatch the reference
	Offset          int    // byte offset in Input of the fault: the character, the expression, or how far the reference matched
	Err             error  // the kind of error
	Rule            string // the rule or clause broken, such as "varname" or "ipchar"
	Template        string // for ErrNoMatch, the template
	Expr            string // the expression at fault, if any, such as "{+path}"
	Var             string // the variable at fault, if any
	Expansion       string // for ErrInvalidExpansion, the URI expansion that failed to parse
	ExpansionOffset int    // for ErrInvalidExpansion, the byte offset in Expansion that the parser rejects
	Reason          string // what else is wrong, in this package's words, if anything
}

// Error returns a one-line message, for example
//
//	iri: invalid template: character U+007C "|" at offset 2: "{a|b}" (variable-list)
func (e *TemplateError) Error() string {
	var b strings.Builder
	b.WriteString("iri: ")
	switch e.Err {
	case ErrTooLong:
		b.WriteString("template too long (")
		b.WriteString(strconv.Itoa(len(e.Input)))
		b.WriteString(" bytes)")
		return b.String()
	case ErrNoMatch:
		b.WriteString("reference ")
		b.WriteString(quoteExcerpt(e.Input, e.Offset))
		b.WriteString(" does not match template ")
		b.WriteString(quoteExcerpt(e.Template, 0))
		b.WriteString(" at offset ")
		b.WriteString(strconv.Itoa(e.Offset))
		if e.Reason != "" {
			b.WriteString(": ")
			b.WriteString(e.Reason)
		}
	case ErrInvalidExpansion:
		b.WriteString("expansion of ")
		if e.Expr != "" {
			b.WriteString("expression ")
			b.WriteString(quotePrefix(e.Expr, 60))
		} else {
			b.WriteString("literal")
		}
		b.WriteString(" at offset ")
		b.WriteString(strconv.Itoa(e.Offset))
		b.WriteString(" of ")
		b.WriteString(quoteExcerpt(e.Input, e.Offset))
		b.WriteString(" is not a valid reference: ")
		b.WriteString(quoteExcerpt(e.Expansion, e.ExpansionOffset))
		b.WriteString(" at offset ")
		b.WriteString(strconv.Itoa(e.ExpansionOffset))
	case ErrInvalidValue, ErrPartialExpansion:
		b.WriteString(errorKind(e.Err))
		if e.Var != "" {
			b.WriteString(" of variable ")
			b.WriteString(strconv.Quote(e.Var))
		}
		if e.Expr != "" {
			b.WriteString(" in expression ")
			b.WriteString(quotePrefix(e.Expr, 60))
		}
		if e.Input != "" {
			b.WriteString(" at offset ")
			b.WriteString(strconv.Itoa(e.Offset))
			b.WriteString(" of ")
			b.WriteString(quoteExcerpt(e.Input, e.Offset))
		}
		if e.Reason != "" {
			b.WriteString(": ")
			b.WriteString(e.Reason)
		}
	default:
		if e.Var != "" {
			// Ill-formed UTF-8 in a value.
			b.WriteString(errorKind(e.Err))
			b.WriteString(" in the value of variable ")
			b.WriteString(strconv.Quote(e.Var))
			b.WriteString(" in expression ")
			b.WriteString(quotePrefix(e.Expr, 60))
			b.WriteString(" at offset ")
			b.WriteString(strconv.Itoa(e.Offset))
			b.WriteString(" of ")
			b.WriteString(quoteExcerpt(e.Input, e.Offset))
			break
		}
		b.WriteString("invalid template: ")
		switch {
		case e.Offset >= len(e.Input):
			b.WriteString("unexpected end of input")
		case e.Err == ErrInvalidUTF8:
			b.WriteString("invalid UTF-8 byte 0x")
			c := e.Input[e.Offset]
			b.WriteByte(upperHex[c>>4])
			b.WriteByte(upperHex[c&15])
		default:
			b.WriteString("character ")
			writeCodePoint(&b, runeAt(e.Input, e.Offset))
		}
		b.WriteString(" at offset ")
		b.WriteString(strconv.Itoa(e.Offset))
		b.WriteString(": ")
		b.WriteString(quoteExcerpt(e.Input, e.Offset))
	}
	if e.Rule != "" {
		b.WriteString(" (")
		b.WriteString(e.Rule)
		b.WriteString(")")
	}
	return b.String()
}

// Unwrap returns e.Err.
func (e *TemplateError) Unwrap() error { return e.Err }
