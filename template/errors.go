package template

// The package's one error type and its sentinels.

import (
	"errors"
	"strconv"
	"strings"

	"github.com/go-iri/iri"
	"github.com/go-iri/iri/internal/abnf"
	"github.com/go-iri/iri/internal/msg"
)

// Sentinels of the errors of templates, wrapped by [*Error]. Errors about
// the text of a template or a value may also wrap the root package's
// [iri.ErrInvalidUTF8] and [iri.ErrTooLong].
var (
	ErrInvalidTemplate  = errors.New("template: invalid template")                      // a template the RFC 6570 §2 grammar rejects
	ErrInvalidValue     = errors.New("template: invalid value")                         // a variable value that cannot be expanded (RFC 6570 §2.3)
	ErrInvalidExpansion = errors.New("template: expansion is not a valid reference")    // an expansion that is not an IRI reference
	ErrNoMatch          = errors.New("template: reference does not match the template") // no values expand to the reference
	ErrPartialExpansion = errors.New("template: template cannot be partially expanded") // the rest is not expressible as a template
)

// Error reports why a template could not be parsed, expanded, matched or
// partially expanded. Err is [ErrInvalidTemplate] (or [iri.ErrInvalidUTF8],
// [iri.ErrTooLong]) from [Parse]; [ErrInvalidValue], [iri.ErrInvalidUTF8] or
// [ErrInvalidExpansion] from expansion; [ErrNoMatch] from matching (then
// Input is the reference and Template the template); and
// [ErrPartialExpansion] from [Template.PartialExpand].
type Error struct {
	Input           string // the template, or for ErrNoMatch the reference
	Offset          int    // byte offset in Input of the fault: the character, the expression, or how far the reference matched
	Rule            string // the rule or clause broken, such as "varname" or "RFC 6570 §1.4"
	Err             error  // the kind of error, a sentinel
	Template        string // for ErrNoMatch, the template
	Expr            string // the expression at fault, if any, such as "{+path}"
	Var             string // the variable at fault, if any
	Expansion       string // for ErrInvalidExpansion, the URI expansion that failed to parse
	ExpansionOffset int    // for ErrInvalidExpansion, the byte offset in Expansion that the parser rejects
	Detail          string // what else is wrong, in this package's words, if anything
}

// Error returns a one-line message, for example
//
//	template: invalid template: character U+007C '|' at offset 2: "{a|b}" (variable-list)
func (e *Error) Error() string {
	var b strings.Builder
	b.WriteString("template: ")
	switch e.Err {
	case iri.ErrTooLong:
		b.WriteString("template too long (")
		b.WriteString(strconv.Itoa(len(e.Input)))
		b.WriteString(" bytes)")
		return b.String()
	case ErrNoMatch:
		b.WriteString("reference ")
		b.WriteString(msg.QuoteExcerpt(e.Input, e.Offset))
		if e.Template == "" {
			b.WriteString(" matches no template")
		} else {
			b.WriteString(" does not match template ")
			b.WriteString(msg.QuoteExcerpt(e.Template, 0))
		}
		b.WriteString(" at offset ")
		b.WriteString(strconv.Itoa(e.Offset))
		if e.Expr != "" {
			b.WriteString(", in expression ")
			b.WriteString(msg.QuotePrefix(e.Expr, 60))
		}
		if e.Var != "" {
			b.WriteString(", variable ")
			b.WriteString(strconv.Quote(e.Var))
		}
		if e.Detail != "" {
			b.WriteString(": ")
			b.WriteString(e.Detail)
		}
	case ErrInvalidExpansion:
		b.WriteString("expansion of ")
		if e.Expr != "" {
			b.WriteString("expression ")
			b.WriteString(msg.QuotePrefix(e.Expr, 60))
		} else {
			b.WriteString("literal")
		}
		b.WriteString(" at offset ")
		b.WriteString(strconv.Itoa(e.Offset))
		b.WriteString(" of ")
		b.WriteString(msg.QuoteExcerpt(e.Input, e.Offset))
		b.WriteString(" is not a valid reference: ")
		b.WriteString(msg.QuoteExcerpt(e.Expansion, e.ExpansionOffset))
		b.WriteString(" at offset ")
		b.WriteString(strconv.Itoa(e.ExpansionOffset))
	case ErrInvalidValue, ErrPartialExpansion:
		b.WriteString(msg.Kind(e.Err))
		if e.Var != "" {
			b.WriteString(" of variable ")
			b.WriteString(strconv.Quote(e.Var))
		}
		if e.Expr != "" {
			b.WriteString(" in expression ")
			b.WriteString(msg.QuotePrefix(e.Expr, 60))
		}
		if e.Input != "" {
			b.WriteString(" at offset ")
			b.WriteString(strconv.Itoa(e.Offset))
			b.WriteString(" of ")
			b.WriteString(msg.QuoteExcerpt(e.Input, e.Offset))
		}
		if e.Detail != "" {
			b.WriteString(": ")
			b.WriteString(e.Detail)
		}
	default:
		if e.Var != "" {
			// Ill-formed UTF-8 in a value.
			b.WriteString(msg.Kind(e.Err))
			b.WriteString(" in the value of variable ")
			b.WriteString(strconv.Quote(e.Var))
			b.WriteString(" in expression ")
			b.WriteString(msg.QuotePrefix(e.Expr, 60))
			b.WriteString(" at offset ")
			b.WriteString(strconv.Itoa(e.Offset))
			b.WriteString(" of ")
			b.WriteString(msg.QuoteExcerpt(e.Input, e.Offset))
			break
		}
		b.WriteString("invalid template: ")
		switch {
		case e.Offset >= len(e.Input):
			b.WriteString("unexpected end of input")
		case e.Err == iri.ErrInvalidUTF8:
			b.WriteString("invalid UTF-8 byte 0x")
			c := e.Input[e.Offset]
			b.WriteByte(abnf.UpperHex[c>>4])
			b.WriteByte(abnf.UpperHex[c&15])
		default:
			b.WriteString("character ")
			msg.WriteCodePoint(&b, msg.RuneAt(e.Input, e.Offset))
		}
		b.WriteString(" at offset ")
		b.WriteString(strconv.Itoa(e.Offset))
		b.WriteString(": ")
		b.WriteString(msg.QuoteExcerpt(e.Input, e.Offset))
	}
	msg.WriteRule(&b, e.Rule)
	return b.String()
}

// Unwrap returns e.Err.
func (e *Error) Unwrap() error { return e.Err }
