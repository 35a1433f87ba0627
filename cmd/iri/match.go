package main

import (
	"github.com/go-iri/iri"
	"github.com/go-iri/iri/template"
)

// flagAnyQueryOrder is the flag of "iri match" that sets
// MatchOptions.AnyQueryOrder.
var flagAnyQueryOrder = &flagSpec{name: "any-query-order",
	usage: "match the form-style query expressions that end the template ({?a,b}, {&c}) against the query parameters in any order, ignoring parameters the template does not name"}

func init() {
	register(command{
		name:    "match",
		usage:   "TEMPLATE [REF...]",
		flags:   withOutputFlags(flagAnyQueryOrder),
		summary: "match references against an IRI template (RFC 6570) and print the variables",
		help: `Match matches each REF (or each line of standard input), an IRI or URI
reference, against TEMPLATE, an RFC 6570 URI Template, and prints the
values of the template's variables that expand to it, as one JSON object
per line: a string, an array (a list) or an object (an associative
array) per defined variable, in the template's order. Percent-encoded
references are matched after the decoding that RFC 3987 §3.2 (iri toiri)
does, so "/caf%C3%A9" and "/café" give the same values.

Matching is not unique in general (RFC 6570 §1.4); the rule that picks
one answer reads the template left to right: each expression takes the
shortest non-empty text that lets the rest match, each variable of an
expression is defined if it can be, text is a string unless it must be
a list, and a variable used twice must agree. See the Go documentation
of Template.Match for the full rule.

A reference that does not match is an error like an invalid reference
(its offset is how far the template matched), and so is a TEMPLATE that
does not parse, reported as arg:1 before anything is read. With --json
the result is the object of the variables.`,
		run: runMatch,
	})
}

func runMatch(inv *invocation) int {
	if len(inv.args) == 0 {
		return inv.usageError("missing TEMPLATE")
	}
	t, err := template.Parse(inv.args[0])
	if err != nil {
		reportError(inv.stderr, "arg", 1, templateError(err))
		return 1
	}
	o := template.MatchOptions{AnyQueryOrder: inv.bool(flagAnyQueryOrder)}
	return inv.filter(1, inv.output(), func(dst []byte, l *line) ([]byte, error) {
		x, err := iri.Parse(l.ref)
		if err != nil {
			return dst, err
		}
		vars, err := o.Match(t, x)
		if err != nil {
			return dst, templateError(err)
		}
		dst = appendVarsJSON(dst, vars)
		if !l.json {
			dst = append(dst, '\n')
		}
		return dst, nil
	})
}

// appendVarsJSON appends the variables as one JSON object.
func appendVarsJSON(b []byte, vars template.Vars) []byte {
	b = append(b, '{')
	for i, v := range vars {
		if i > 0 {
			b = append(b, ',')
		}
		b = appendJSONString(b, v.Name)
		b = append(b, ':')
		switch v.Value.Kind() {
		case template.KindString:
			b = appendJSONString(b, v.Value.String())
		case template.KindList:
			b = append(b, '[')
			for k, m := range v.Value.List() {
				if k > 0 {
					b = append(b, ',')
				}
				b = appendJSONString(b, m)
			}
			b = append(b, ']')
		case template.KindAssoc:
			b = append(b, '{')
			for k, p := range v.Value.Pairs() {
				if k > 0 {
					b = append(b, ',')
				}
				b = appendJSONString(b, p.Name)
				b = append(b, ':')
				b = appendJSONString(b, p.Value)
			}
			b = append(b, '}')
		default:
			b = append(b, "null"...)
		}
	}
	return append(b, '}')
}
