package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"os"
	"slices"
	"strconv"
	"strings"

	"github.com/go-iri/iri"
)

// The flags of "iri expand".
var (
	flagForm = &flagSpec{name: "form", value: "FORM", choices: []string{"iri", "uri"}, def: "iri",
		usage: "which form to print: iri (RFC 3987 §3.2 applied to the expansion, as RFC 6570 §1.1 says) or uri (the expansion exactly as RFC 6570 defines it)"}
	flagVars = &flagSpec{name: "vars", value: "FILE",
		usage: "the JSON object of the template variables, or - to read it from standard input: strings, numbers, arrays of strings (lists), objects of strings or null (associative arrays, in the file's order), null (undefined)"}
)

func init() {
	register(command{
		name:    "expand",
		usage:   "[TEMPLATE...]",
		flags:   withOutputFlags(flagForm, flagVars),
		summary: "expand IRI templates (RFC 6570)",
		help: `Expand expands each TEMPLATE (or each line of standard input), an RFC 6570
URI Template, which is also an IRI template, with the variables of the
JSON object in the file given by --vars, and prints one expansion per
line: by default the IRI (RFC 3987 §3.2 applied to the expansion, as
RFC 6570 §1.1 says, so that non-ASCII values stay Unicode but bidi
controls and space look-alikes stay percent-encoded), with --form uri the
URI exactly as RFC 6570 prints it (non-ASCII percent-encoded as UTF-8).

The variables file holds one JSON object whose values are strings,
numbers (expanded as their JSON text), arrays of strings (lists),
objects whose values are strings or null (associative arrays, in the
file's order; null members are undefined) and null (undefined, as are
variables the file does not name). With --vars -, the object is read
from standard input, and the templates must then be arguments. For
example:

	{"q": "données", "page": 2, "list": ["red", "green"],
	 "keys": {"semi": ";", "dot": "."}, "undef": null}

A template that does not parse (RFC 6570 §2), or whose expansion is not
a valid IRI reference, is an error about that template, with the offset
of the character or expression at fault. With --json the result is the
expansion, a JSON string.`,
		run: runExpand,
	})
}

func runExpand(inv *invocation) int {
	if !inv.given(flagVars) {
		return inv.usageError("missing --vars FILE")
	}
	name := inv.string(flagVars)
	var data []byte
	var err error
	if name == "-" {
		if len(inv.args) == 0 || slices.Contains(inv.args, "-") {
			return inv.usageError("--vars - reads the variables from standard input: give the templates as arguments")
		}
		data, err = io.ReadAll(inv.stdin)
	} else {
		data, err = os.ReadFile(name)
	}
	if err != nil {
		inv.stderr.Write([]byte("iri expand: " + err.Error() + "\n"))
		return 1
	}
	vars, err := decodeVars(data)
	if err != nil {
		var le *lineError
		if errors.As(err, &le) {
			line, off := lineAndOffset(data, le.offset)
			reportError(inv.stderr, name, line, &lineError{offset: off, component: "input", rule: le.rule, message: le.message})
		} else {
			inv.stderr.Write([]byte("iri expand: " + name + ": " + err.Error() + "\n"))
		}
		return 1
	}
	var vs iri.Variables = vars
	uri := inv.choice(flagForm) == 1
	var scratch []byte
	return inv.filter(0, inv.output(), func(dst []byte, l *line) ([]byte, error) {
		t, err := iri.ParseTemplate(l.ref)
		if err != nil {
			return dst, templateError(err)
		}
		out := dst
		if l.json {
			out = scratch[:0]
		}
		if uri {
			out, err = t.AppendExpandURI(out, vs)
		} else {
			out, err = t.AppendExpand(out, vs)
		}
		if err != nil {
			return dst, templateError(err)
		}
		if l.json {
			scratch = out
			return appendJSONString(dst, string(out)), nil
		}
		return append(out, '\n'), nil
	})
}

// templateError describes an error of the library's template functions for
// the error format: its offset in the template (or, for a reference that
// does not match, in the reference), "template" or "input" as the
// component, and the library's rule and message.
func templateError(err error) error {
	var te *iri.TemplateError
	if !errors.As(err, &te) {
		return err
	}
	le := &lineError{offset: te.Offset, component: "template", rule: te.Rule, message: libraryMessage(err)}
	if errors.Is(err, iri.ErrNoMatch) {
		le.component = "input"
	}
	if le.rule == "" {
		le.rule = "RFC 6570 §2"
	}
	le.message = dropOffset(le.message, le.offset)
	return le
}

// decodeVars reads the variables file: one JSON object, whose members keep
// the file's order. Errors are *lineError with the byte offset in data.
func decodeVars(data []byte) (iri.Vars, error) {
	d := json.NewDecoder(bytes.NewReader(data))
	d.UseNumber()
	// fail reports the token just read, which ends at d.InputOffset().
	fail := func(tok json.Token, msg string) error {
		return &lineError{offset: int(d.InputOffset()) - tokenLen(tok), rule: "RFC 8259 §4", message: msg}
	}
	if tok, err := d.Token(); err != nil {
		return nil, jsonError(d, err)
	} else if tok != json.Delim('{') {
		return nil, fail(tok, "the variables must be a JSON object")
	}
	var vars iri.Vars
	for d.More() {
		tok, err := d.Token()
		if err != nil {
			return nil, jsonError(d, err)
		}
		name := tok.(string)
		v, err := decodeValue(d, name, fail)
		if err != nil {
			return nil, err
		}
		vars = append(vars, iri.Var{Name: name, Value: v})
	}
	if _, err := d.Token(); err != nil {
		return nil, jsonError(d, err)
	}
	if tok, err := d.Token(); err != io.EOF {
		return nil, fail(tok, "text after the JSON object")
	}
	return vars, nil
}

// decodeValue reads the value of one variable.
func decodeValue(d *json.Decoder, name string, fail func(json.Token, string) error) (iri.Value, error) {
	tok, err := d.Token()
	if err != nil {
		return iri.Value{}, jsonError(d, err)
	}
	switch tok := tok.(type) {
	case nil:
		return iri.Value{}, nil
	case string:
		return iri.StringValue(tok), nil
	case json.Number:
		return iri.StringValue(tok.String()), nil
	case json.Delim:
		if tok == '[' {
			list := []string{}
			for d.More() {
				m, err := d.Token()
				if err != nil {
					return iri.Value{}, jsonError(d, err)
				}
				switch m := m.(type) {
				case string:
					list = append(list, m)
				case json.Number:
					list = append(list, m.String())
				default:
					return iri.Value{}, fail(m, "the members of list "+strconv.Quote(name)+" must be strings")
				}
			}
			d.Token()
			return iri.ListValue(list...), nil
		}
		if tok == '{' {
			pairs := []iri.Pair{}
			for d.More() {
				k, err := d.Token()
				if err != nil {
					return iri.Value{}, jsonError(d, err)
				}
				m, err := d.Token()
				if err != nil {
					return iri.Value{}, jsonError(d, err)
				}
				switch m := m.(type) {
				case nil:
					pairs = append(pairs, iri.Pair{Name: k.(string), Undefined: true})
				case string:
					pairs = append(pairs, iri.Pair{Name: k.(string), Value: m})
				case json.Number:
					pairs = append(pairs, iri.Pair{Name: k.(string), Value: m.String()})
				default:
					return iri.Value{}, fail(m, "the values of associative array "+strconv.Quote(name)+" must be strings or null")
				}
			}
			d.Token()
			return iri.AssocValue(pairs...), nil
		}
	}
	return iri.Value{}, fail(tok, "the value of "+strconv.Quote(name)+" must be a string, a number, an array, an object or null")
}

// tokenLen returns the length in the JSON text of a token that is not a
// string or a number: a delimiter, a boolean or null.
func tokenLen(tok json.Token) int {
	switch tok := tok.(type) {
	case bool:
		if tok {
			return len("true")
		}
		return len("false")
	case nil:
		return len("null")
	}
	return 1
}

// jsonError turns a decoding error into a *lineError at its offset.
func jsonError(d *json.Decoder, err error) error {
	off := int(d.InputOffset())
	var se *json.SyntaxError
	if errors.As(err, &se) {
		off = int(se.Offset)
	}
	msg := err.Error()
	// Go 1.26 reports a truncated text as io.ErrUnexpectedEOF, Go 1.27
	// as a syntax error: one message for both.
	if err == io.EOF || err == io.ErrUnexpectedEOF || strings.Contains(msg, "unexpected end of JSON input") {
		msg = "unexpected end of the JSON text"
	}
	return &lineError{offset: off, rule: "RFC 8259 §2", message: msg}
}

// lineAndOffset returns the line (from 1) of the byte offset off in data
// and the offset within that line.
func lineAndOffset(data []byte, off int) (int, int) {
	off = min(off, len(data))
	line := 1 + bytes.Count(data[:off], []byte("\n"))
	return line, off - (bytes.LastIndexByte(data[:off], '\n') + 1)
}
