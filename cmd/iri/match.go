package main

import (
	"bytes"
	"errors"
	"os"
	"strconv"

	"github.com/go-iri/iri"
	"github.com/go-iri/iri/template"
)

// The flags of "iri match": flagAnyQueryOrder, flagFormURLEncoded (shared
// with "iri query") and flagIgnoreFragment set the MatchOptions of the
// same names; flagRouter gives a file of templates instead of TEMPLATE.
var (
	flagAnyQueryOrder = &flagSpec{name: "any-query-order",
		usage: "match the form-style query expressions that end the template ({?a,b}, {&c}) against the query parameters in any order, ignoring parameters the template does not name"}
	flagIgnoreFragment = &flagSpec{name: "ignore-fragment",
		usage: "match a reference with a fragment as if it had none, when the template has no \"#\""}
	flagRouter = &flagSpec{name: "router", value: "FILE",
		usage: "match against the templates of FILE, one per line (empty lines skipped), and print the most specific that matches with its variables; no TEMPLATE argument"}
)

func init() {
	register(command{
		name:    "match",
		usage:   "TEMPLATE [REF...] | --router FILE [REF...]",
		flags:   withOutputFlags(flagAnyQueryOrder, flagFormURLEncoded, flagIgnoreFragment, flagRouter),
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
expression is defined if it can be, and text is a string unless it must
be a list. A variable used twice is read at each place on its own, and
the values must agree. See the Go documentation of Template.Match for
the full rule. Matching takes time linear in the reference.

With --router FILE there is no TEMPLATE: FILE holds one template per
line, and each reference is matched against the most specific template
that matches it (the longest literal text, then the fewest expressions,
then the first in FILE), printed as
{"template":{"line":N,"text":"..."},"vars":{...}}, on one line in both
modes. --any-query-order, --form-urlencoded and --ignore-fragment apply
to every template.

A reference that does not match is an error like an invalid reference
(its offset is how far the template matched; the message names the
expression and the variable there, and why), and so is a TEMPLATE that
does not parse, reported as arg:1 (or FILE:LINE) before anything is
read. With --json the result is the object of the variables, or with
--router the object above.`,
		run: runMatch,
	})
}

func runMatch(inv *invocation) int {
	o := template.MatchOptions{AnyQueryOrder: inv.bool(flagAnyQueryOrder), FormURLEncoded: inv.bool(flagFormURLEncoded),
		IgnoreFragment: inv.bool(flagIgnoreFragment)}
	if inv.given(flagRouter) {
		return runMatchRouter(inv, o)
	}
	if len(inv.args) == 0 {
		return inv.usageError("missing TEMPLATE")
	}
	t, err := template.Parse(inv.args[0])
	if err != nil {
		reportError(inv.stderr, "arg", 1, templateError(err))
		return 1
	}
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

// runMatchRouter is "iri match --router FILE".
func runMatchRouter(inv *invocation, o template.MatchOptions) int {
	name := inv.string(flagRouter)
	data, err := os.ReadFile(name)
	if err != nil {
		inv.stderr.Write([]byte("iri match: " + err.Error() + "\n"))
		return 1
	}
	var ts []template.Template
	var lines []int // the line of each template in FILE
	for i, text := range bytes.Split(data, []byte("\n")) {
		text = bytes.TrimSuffix(text, []byte("\r"))
		if len(text) == 0 {
			continue
		}
		t, err := template.Parse(string(text))
		if err != nil {
			reportError(inv.stderr, name, i+1, templateError(err))
			return 1
		}
		ts = append(ts, t)
		lines = append(lines, i+1)
	}
	if len(ts) == 0 {
		inv.stderr.Write([]byte("iri match: " + name + ": no templates\n"))
		return 1
	}
	r := o.NewRouter(ts...)
	return inv.filter(0, inv.output(), func(dst []byte, l *line) ([]byte, error) {
		x, err := iri.Parse(l.ref)
		if err != nil {
			return dst, err
		}
		i, vars, err := r.Match(x)
		if err != nil {
			var te *template.Error
			if errors.As(err, &te) && te.Template != "" {
				for k, t := range ts {
					if t.String() == te.Template {
						te.Detail = "closest: line " + strconv.Itoa(lines[k]) + "; " + te.Detail
						break
					}
				}
			}
			return dst, templateError(err)
		}
		dst = append(dst, `{"template":{"line":`...)
		dst = strconv.AppendInt(dst, int64(lines[i]), 10)
		dst = append(dst, `,"text":`...)
		dst = appendJSONString(dst, ts[i].String())
		dst = append(dst, `},"vars":`...)
		dst = appendVarsJSON(dst, vars)
		dst = append(dst, '}')
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
