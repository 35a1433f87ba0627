// Package jsonvars reads the variables of an IRI template (RFC 6570) from
// a JSON object (RFC 8259), keeping the order of its members: the one
// reader of `iri expand --vars` (cmd/iri) and of the IRI viewer (web/).
package jsonvars

import (
	"encoding/json"
	"errors"
	"strconv"
	"strings"

	"github.com/go-iri/iri/template"
)

// Error is a text that is not a JSON object of template variables, at the
// byte Offset in the text, under Rule: "RFC 8259 §2" (not JSON), "RFC
// 8259 §4" (not an object, or a name given twice) or "RFC 6570 §2.3" (a
// value that is not a variable's).
type Error struct {
	Offset  int
	Rule    string
	Message string
}

func (e *Error) Error() string { return "at offset " + strconv.Itoa(e.Offset) + ": " + e.Message }

// Decode reads the variables of the JSON object s, in the order of its
// members: strings; numbers (their JSON text); arrays of strings and
// numbers (lists); objects whose values are strings, numbers or null
// (associative arrays, in the text's order; null members are undefined);
// and null (undefined). Blank text is no variables. offsets holds the byte
// offset in s of each variable's name. An error is an *Error; a name given
// twice, at the top or in one object, is one.
func Decode(s string) (vars template.Vars, offsets map[string]int, err error) {
	offsets = map[string]int{}
	if strings.TrimSpace(s) == "" {
		return nil, offsets, nil
	}
	// The syntax first, with json.Unmarshal, which reports the byte after
	// the bad one, or the length of the text at its end.
	var raw json.RawMessage
	if err := json.Unmarshal([]byte(s), &raw); err != nil {
		return nil, nil, syntaxError(s, err)
	}
	d := json.NewDecoder(strings.NewReader(s))
	d.UseNumber()
	r := reader{s: s, d: d}
	tok, at, err := r.next()
	if err != nil {
		return nil, nil, err
	}
	if tok != json.Delim('{') {
		return nil, nil, &Error{at, "RFC 8259 §4", "the variables must be a JSON object"}
	}
	for d.More() {
		tok, at, err := r.next()
		if err != nil {
			return nil, nil, err
		}
		name := tok.(string)
		if _, dup := offsets[name]; dup {
			return nil, nil, &Error{at, "RFC 8259 §4", "variable " + strconv.Quote(name) + " is given twice"}
		}
		offsets[name] = at
		v, err := r.value(name)
		if err != nil {
			return nil, nil, err
		}
		vars = append(vars, template.Var{Name: name, Value: v})
	}
	return vars, offsets, nil
}

// syntaxError is the *Error of json.Unmarshal's err on s.
func syntaxError(s string, err error) *Error {
	off := len(s)
	var se *json.SyntaxError
	if errors.As(err, &se) {
		off = int(se.Offset)
		if off < len(s) || !strings.Contains(err.Error(), "unexpected end") {
			off = max(off-1, 0)
		}
	}
	msg := err.Error()
	switch {
	case off >= len(s):
		// Go 1.26 and 1.27 word the end of the text differently: one
		// message for both.
		msg = "unexpected end of the JSON text"
	case strings.Contains(msg, "after top-level value"):
		msg = "text after the JSON object"
	}
	return &Error{off, "RFC 8259 §2", msg}
}

// reader reads the tokens of a text that is valid JSON.
type reader struct {
	s string
	d *json.Decoder
}

// next returns the next token and its offset. (The decoder's position is
// before the separators and white space that precede the token. Token
// errors cannot happen on valid JSON, but are reported, not ignored.)
func (r reader) next() (json.Token, int, error) {
	at := int(r.d.InputOffset())
	for at < len(r.s) && strings.IndexByte(" \t\r\n,:", r.s[at]) >= 0 {
		at++
	}
	tok, err := r.d.Token()
	if err != nil {
		return nil, at, &Error{at, "RFC 8259 §2", err.Error()}
	}
	return tok, at, nil
}

// value reads the value of the variable name.
func (r reader) value(name string) (template.Value, error) {
	tok, at, err := r.next()
	if err != nil {
		return template.Value{}, err
	}
	switch tok := tok.(type) {
	case nil:
		return template.Value{}, nil
	case string:
		return template.StringValue(tok), nil
	case json.Number:
		return template.StringValue(tok.String()), nil
	case json.Delim:
		if tok == '[' {
			list := []string{}
			for r.d.More() {
				m, at, err := r.next()
				if err != nil {
					return template.Value{}, err
				}
				switch m := m.(type) {
				case string:
					list = append(list, m)
				case json.Number:
					list = append(list, m.String())
				default:
					return template.Value{}, &Error{at, "RFC 6570 §2.3", "the members of list " + strconv.Quote(name) + " must be strings or numbers"}
				}
			}
			r.d.Token() // "]"
			return template.ListValue(list...), nil
		}
		if tok == '{' {
			pairs := []template.Pair{}
			seen := map[string]bool{}
			for r.d.More() {
				k, at, err := r.next()
				if err != nil {
					return template.Value{}, err
				}
				key := k.(string)
				if seen[key] {
					return template.Value{}, &Error{at, "RFC 8259 §4", "name " + strconv.Quote(key) + " appears twice in associative array " + strconv.Quote(name)}
				}
				seen[key] = true
				m, at, err := r.next()
				if err != nil {
					return template.Value{}, err
				}
				switch m := m.(type) {
				case nil:
					pairs = append(pairs, template.Pair{Name: key, Undefined: true})
				case string:
					pairs = append(pairs, template.Pair{Name: key, Value: m})
				case json.Number:
					pairs = append(pairs, template.Pair{Name: key, Value: m.String()})
				default:
					return template.Value{}, &Error{at, "RFC 6570 §2.3", "the values of associative array " + strconv.Quote(name) + " must be strings, numbers or null"}
				}
			}
			r.d.Token() // "}"
			return template.AssocValue(pairs...), nil
		}
	}
	return template.Value{}, &Error{at, "RFC 6570 §2.3", "the value of " + strconv.Quote(name) + " must be a string, a number, an array, an object or null"}
}
