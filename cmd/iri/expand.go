package main

import (
	"bytes"
	"errors"
	"io"
	"os"
	"slices"

	"github.com/go-iri/iri/internal/jsonvars"
	"github.com/go-iri/iri/template"
)

// The flags of "iri expand".
var (
	flagVars = &flagSpec{name: "vars", value: "FILE",
		usage: "the JSON object of the template variables, or - to read it from standard input: strings, numbers, arrays of strings and numbers (lists), objects of strings, numbers or null (associative arrays, in the file's order), null (undefined)"}
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
numbers (expanded as their JSON text), arrays of strings and numbers
(lists), objects whose values are strings, numbers or null (associative
arrays, in the file's order; null members are undefined) and null
(undefined, as are variables the file does not name); a blank file is
no variables, and a name given twice is an error. With --vars -, the object is read
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
	vars, _, err := jsonvars.Decode(string(data))
	if err != nil {
		var je *jsonvars.Error
		if errors.As(err, &je) {
			line, off := lineAndOffset(data, je.Offset)
			reportError(inv.stderr, name, line, &lineError{offset: off, component: "input", rule: je.Rule, message: je.Message})
		} else {
			inv.stderr.Write([]byte("iri expand: " + name + ": " + err.Error() + "\n"))
		}
		return 1
	}
	var vs template.Variables = vars
	uri := inv.choice(flagForm) == 1
	var scratch []byte
	return inv.filter(0, inv.output(), func(dst []byte, l *line) ([]byte, error) {
		t, err := template.Parse(l.ref)
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
	var te *template.Error
	if !errors.As(err, &te) {
		return err
	}
	le := &lineError{offset: te.Offset, component: "template", rule: te.Rule, message: libraryMessage(err)}
	if errors.Is(err, template.ErrNoMatch) {
		le.component = "input"
	}
	if le.rule == "" {
		le.rule = "RFC 6570 §2"
	}
	le.message = dropOffset(le.message, le.offset)
	return le
}

// lineAndOffset returns the line (from 1) of the byte offset off in data
// and the offset within that line.
func lineAndOffset(data []byte, off int) (int, int) {
	off = min(off, len(data))
	line := 1 + bytes.Count(data[:off], []byte("\n"))
	return line, off - (bytes.LastIndexByte(data[:off], '\n') + 1)
}
