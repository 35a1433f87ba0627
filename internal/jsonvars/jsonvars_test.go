package jsonvars

import (
	"errors"
	"testing"

	"github.com/go-iri/iri/template"
)

func TestDecode(t *testing.T) {
	for _, r := range []struct {
		clause, json string
		template     string // expanded with the variables read
		want         string
		offsets      map[string]int
	}{
		{"RFC 6570 §2.3 strings, in the text's order", `{"b": "x y", "a": "é"}`, "{b}{?a}", "x%20y?a=%C3%A9", map[string]int{"b": 1, "a": 13}},
		{"RFC 6570 §2.3 a number is its JSON text", `{"n": 2.50, "e": -1e3}`, "{n},{e}", "2.50,-1e3", map[string]int{"n": 1, "e": 12}},
		{"RFC 6570 §2.3 lists of strings and numbers", `{"l": ["a", 1, "b"]}`, "{/l*}", "/a/1/b", map[string]int{"l": 1}},
		{"RFC 6570 §2.3 associative arrays in the text's order; null members undefined", `{"k": {"z": "1", "a": null, "m": 2}}`, "{?k*}", "?z=1&m=2", map[string]int{"k": 1}},
		{"RFC 6570 §2.3 null is undefined", `{"u": null}`, "x{u}y", "xy", map[string]int{"u": 1}},
		{"RFC 6570 §2.3 an empty list is undefined", `{"l": []}`, "x{?l}", "x", map[string]int{"l": 1}},
		{"blank text is no variables", " \n\t", "x{?q}", "x", map[string]int{}},
		{"RFC 8259 §2 white space anywhere", "\n {\n\"q\"\n:\n\"v\"\n}\n", "{q}", "v", map[string]int{"q": 4}},
	} {
		vars, offsets, err := Decode(r.json)
		if err != nil {
			t.Errorf("%s: Decode(%q): %v", r.clause, r.json, err)
			continue
		}
		got, err := template.MustParse(r.template).ExpandURI(vars)
		if err != nil || got.String() != r.want {
			t.Errorf("%s: %q expanded with %q = %q, %v; want %q", r.clause, r.template, r.json, got, err, r.want)
		}
		if len(offsets) != len(r.offsets) {
			t.Errorf("%s: offsets %v, want %v", r.clause, offsets, r.offsets)
		}
		for name, off := range r.offsets {
			if offsets[name] != off {
				t.Errorf("%s: offset of %q = %d, want %d", r.clause, name, offsets[name], off)
			}
		}
	}
}

func TestDecodeErrors(t *testing.T) {
	for _, r := range []struct {
		json   string
		offset int
		rule   string
		msg    string // the message, when it is the package's own
	}{
		{`{"a": "x"`, 9, "RFC 8259 §2", "unexpected end of the JSON text"},
		{`{"a": "x"} {}`, 11, "RFC 8259 §2", "text after the JSON object"},
		{"{\"x\": \"a\",\n \"y\": tru}", 20, "RFC 8259 §2", ""},
		{` ["x"]`, 1, "RFC 8259 §4", "the variables must be a JSON object"},
		{`"x"`, 0, "RFC 8259 §4", "the variables must be a JSON object"},
		{`{"a": "x", "a": "y"}`, 11, "RFC 8259 §4", `variable "a" is given twice`},
		{`{"a": {"k": "1", "k": "2"}}`, 17, "RFC 8259 §4", `name "k" appears twice in associative array "a"`},
		{`{"a": true}`, 6, "RFC 6570 §2.3", `the value of "a" must be a string, a number, an array, an object or null`},
		{`{"a": ["b", ["c"]]}`, 12, "RFC 6570 §2.3", `the members of list "a" must be strings or numbers`},
		{`{"a": ["b", null]}`, 12, "RFC 6570 §2.3", `the members of list "a" must be strings or numbers`},
		{`{"a": {"k": []}}`, 12, "RFC 6570 §2.3", `the values of associative array "a" must be strings, numbers or null`},
	} {
		vars, offsets, err := Decode(r.json)
		var e *Error
		if !errors.As(err, &e) {
			t.Errorf("Decode(%q) = %v, %v, %v; want an *Error", r.json, vars, offsets, err)
			continue
		}
		if vars != nil || offsets != nil {
			t.Errorf("Decode(%q): a result with the error: %v, %v", r.json, vars, offsets)
		}
		if e.Offset != r.offset || e.Rule != r.rule || r.msg != "" && e.Message != r.msg {
			t.Errorf("Decode(%q) = %+v; want offset %d, rule %q, message %q", r.json, e, r.offset, r.rule, r.msg)
		}
	}
}
