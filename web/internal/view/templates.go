package view

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/go-iri/iri"
	"github.com/go-iri/iri/internal/jsonvars"
	"github.com/go-iri/iri/template"
)

// --- Templates ---

// Templated is the templates view: the template, the variables read from
// their JSON text, the IRI and URI expansions (RFC 6570 §3, §1.1), and the
// match of the reference against the template.
type Templated struct {
	TemplateErr *Error `json:"templateErr,omitempty"` // template.Parse's error: nothing else is shown
	VarsErr     *Error `json:"varsErr,omitempty"`     // the JSON text of the variables is not usable
	Vars        []TVar `json:"vars,omitempty"`        // the template's variables, then the others of the JSON text

	IRI        string  `json:"iri,omitempty"`        // Template.Expand
	IRIPieces  []Piece `json:"iriPieces,omitempty"`  // its components
	URI        string  `json:"uri,omitempty"`        // Template.ExpandURI
	URIPieces  []Piece `json:"uriPieces,omitempty"`  // its components
	Decoded    []Piece `json:"decoded,omitempty"`    // the IRI, what ToIRI decoded from the URI marked
	Expanded   bool    `json:"expanded"`             // both expansions succeeded
	ExpandErr  *Error  `json:"expandErr,omitempty"`  // the error of Expand and ExpandURI
	ExpandForm string  `json:"expandForm,omitempty"` // which of them failed: "IRI and URI", "IRI", "URI"

	RefErr     bool    `json:"refErr,omitempty"`     // the reference does not parse: no match
	Ref        string  `json:"ref,omitempty"`        // the reference matched
	Matched    bool    `json:"matched"`              // Match found values
	MatchVars  []TVar  `json:"matchVars,omitempty"`  // the values Match found, in the template's order
	MatchJSON  string  `json:"matchJSON,omitempty"`  // the same as a JSON object
	MatchErr   *Error  `json:"matchErr,omitempty"`   // the no-match error, at its offset in the reference
	Back       string  `json:"back,omitempty"`       // Expand of the matched values
	BackPieces []Piece `json:"backPieces,omitempty"` // Back, what differs from ToIRI of the reference marked
	BackSame   bool    `json:"backSame,omitempty"`   // Back is ToIRI of the reference
	BackErr    *Error  `json:"backErr,omitempty"`    // Expand of the matched values failed (a bug of the library)
}

// TVar is a template variable as the page lists it.
type TVar struct {
	Name       string `json:"name"`
	Kind       string `json:"kind"`               // string, list, associative array, undefined
	Value      string `json:"value"`              // RFC 6570 §3.2's notation: "x", ("a", "b"), [("k", "v")], undef
	Defined    bool   `json:"defined"`            // RFC 6570 §2.3
	InTemplate bool   `json:"inTemplate"`         // the template names it
	Given      bool   `json:"given"`              // the JSON text gives it
	Offset     int    `json:"offset"`             // its name's offset in the JSON text, or -1
	Note       string `json:"note,omitempty"`     // e.g. "not in the template"
	JSONText   string `json:"jsonText,omitempty"` // the value as JSON (match results)
}

func (r Request) templated(ref iri.IRI, refErr error) *Templated {
	tv := &Templated{}
	t, err := template.Parse(r.Template)
	if err != nil {
		tv.TemplateErr = errorOf(r.Template, err)
		return tv
	}
	vars, offsets, verr := decodeVars(r.Vars)
	if verr != nil {
		tv.VarsErr = verr
	}
	tv.Vars = listVars(t, vars, offsets, verr == nil)
	if verr == nil {
		tv.expand(t, vars)
	}
	if refErr != nil {
		tv.RefErr = true
		return tv
	}
	tv.match(t, ref, template.MatchOptions{AnyQueryOrder: r.AnyQueryOrder})
	return tv
}

// expand fills in the two expansions, or their error.
func (tv *Templated) expand(t template.Template, vars template.Vars) {
	u, uerr := t.ExpandURI(vars)
	x, ierr := t.Expand(vars)
	switch {
	case uerr != nil && ierr != nil:
		tv.ExpandErr, tv.ExpandForm = errorOf(t.String(), uerr), "IRI and URI"
		return
	case uerr != nil:
		tv.ExpandErr, tv.ExpandForm = errorOf(t.String(), uerr), "URI"
		return
	case ierr != nil:
		tv.ExpandErr, tv.ExpandForm = errorOf(t.String(), ierr), "IRI"
		return
	}
	tv.Expanded = true
	tv.IRI, tv.URI = x.String(), u.String()
	_, tv.IRIPieces = components(x)
	_, tv.URIPieces = components(u)
	tv.Decoded = diff(tv.URI, tv.IRI)
}

// match fills in the match of ref against t, and the expansion of the
// values it gives, which should give the reference back (Template.Match).
func (tv *Templated) match(t template.Template, ref iri.IRI, o template.MatchOptions) {
	tv.Ref = ref.String()
	vs, err := o.Match(t, ref)
	if err != nil {
		tv.MatchErr = errorOf(ref.String(), err)
		return
	}
	tv.Matched = true
	tv.MatchVars = []TVar{}
	for _, v := range vs {
		tv.MatchVars = append(tv.MatchVars, TVar{Name: v.Name, Kind: v.Value.Kind().String(), Value: v.Value.Notation(),
			Defined: v.Value.Defined(), InTemplate: true, Offset: -1, JSONText: valueJSON(v.Value)})
	}
	tv.MatchJSON = varsJSON(vs)
	back, err := t.Expand(vs)
	if err != nil {
		tv.BackErr = errorOf(t.String(), err)
		return
	}
	want := ref.ToIRI().String()
	tv.Back, tv.BackSame = back.String(), back.String() == want
	tv.BackPieces = diff(want, tv.Back)
}

// listVars lists the template's variables in its order with the values
// the JSON text gives them, then the variables of the JSON text the
// template does not name.
func listVars(t template.Template, vars template.Vars, offsets map[string]int, read bool) []TVar {
	out := []TVar{}
	named := map[string]bool{}
	for _, n := range t.Names() {
		named[n] = true
		v := vars.Get(n)
		off, given := offsets[n]
		if !given {
			off = -1
		}
		tv := TVar{Name: n, Kind: v.Kind().String(), Value: v.Notation(), Defined: v.Defined(), InTemplate: true, Given: given, Offset: off}
		if !read {
			tv.Note = "the variables cannot be read"
		} else if !given {
			tv.Note = "not in the variables: undefined"
		} else if !v.Defined() {
			tv.Note = "undefined (RFC 6570 §2.3): the expression leaves it out"
		}
		out = append(out, tv)
	}
	for _, v := range vars {
		if named[v.Name] {
			continue
		}
		out = append(out, TVar{Name: v.Name, Kind: v.Value.Kind().String(), Value: v.Value.Notation(), Defined: v.Value.Defined(),
			Given: true, Offset: offsets[v.Name], Note: "not in the template"})
	}
	return out
}

// decodeVars reads the variables from a JSON object, keeping the order of
// its members, as cmd/iri's expand --vars does (see jsonvars.Decode).
// offsets holds the byte offset of each name in s. Errors are at their
// byte offset in s.
func decodeVars(s string) (vars template.Vars, offsets map[string]int, e *Error) {
	vars, offsets, err := jsonvars.Decode(s)
	if err != nil {
		var je *jsonvars.Error
		if !errors.As(err, &je) {
			je = &jsonvars.Error{Rule: "RFC 8259 §2", Message: err.Error()}
		}
		return nil, nil, varsError(s, je.Offset, je.Rule, je.Message)
	}
	return vars, offsets, nil
}

// varsError is an error in the JSON text s at offset.
func varsError(s string, offset int, rule, msg string) *Error {
	e := &Error{Message: msg, Kind: "invalid variables", Component: "variables", Rule: rule, Offset: offset,
		Pieces: markAt(s, offset, "err", "variables")}
	if offset < len(s) {
		r, _ := utf8.DecodeRuneInString(s[offset:])
		e.Char = codePoint(r)
	}
	// The text is typed on several lines: say where, as an editor counts.
	line := 1 + strings.Count(s[:offset], "\n")
	col := 1 + utf8.RuneCountInString(s[strings.LastIndexByte(s[:offset], '\n')+1:offset])
	e.Detail = fmt.Sprintf("line %d, column %d", line, col)
	return e
}

// varsJSON writes the variables as one JSON object, in their order.
func varsJSON(vs template.Vars) string {
	var b strings.Builder
	b.WriteByte('{')
	for i, v := range vs {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(quoteJSONString(v.Name))
		b.WriteString(": ")
		b.WriteString(valueJSON(v.Value))
	}
	b.WriteByte('}')
	return b.String()
}

// valueJSON writes a value as JSON: a string, an array (a list), an object
// (an associative array, null for an undefined pair) or null.
func valueJSON(v template.Value) string {
	var b strings.Builder
	switch v.Kind() {
	case template.KindString:
		b.WriteString(quoteJSONString(v.String()))
	case template.KindList:
		b.WriteByte('[')
		for i, m := range v.List() {
			if i > 0 {
				b.WriteString(", ")
			}
			b.WriteString(quoteJSONString(m))
		}
		b.WriteByte(']')
	case template.KindAssoc:
		b.WriteByte('{')
		for i, p := range v.Pairs() {
			if i > 0 {
				b.WriteString(", ")
			}
			b.WriteString(quoteJSONString(p.Name) + ": ")
			if p.Undefined {
				b.WriteString("null")
			} else {
				b.WriteString(quoteJSONString(p.Value))
			}
		}
		b.WriteByte('}')
	default:
		b.WriteString("null")
	}
	return b.String()
}

// quoteJSONString quotes s as JSON without escaping <, > and &, which
// the page shows as text.
func quoteJSONString(s string) string {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(s); err != nil {
		return strconv.Quote(s)
	}
	return strings.TrimSuffix(b.String(), "\n")
}

// templateErrorOf describes a *template.Error: the offset in the
// template (the character, or the whole expression at fault), or in the
// reference for a reference that does not match.
func templateErrorOf(te *template.Error) *Error {
	e := &Error{Message: te.Error(), Offset: te.Offset, Rule: te.Rule}
	e.Kind = strings.TrimPrefix(strings.TrimPrefix(te.Err.Error(), "iri: "), "template: ")
	e.Component = "template"
	e.Expr, e.Var, e.Detail = te.Expr, te.Var, te.Detail
	switch {
	case errors.Is(te, template.ErrNoMatch):
		e.Component = "reference"
		e.Pieces = markAt(te.Input, te.Offset, "err", "matched up to here")
	case te.Expr != "" && te.Offset >= 0 && te.Offset+len(te.Expr) <= len(te.Input) && te.Input[te.Offset:te.Offset+len(te.Expr)] == te.Expr:
		e.Pieces = markSpan(te.Input, te.Offset, te.Offset+len(te.Expr), "err", fmt.Sprintf("offset %d, expression %s", te.Offset, te.Expr))
	default:
		e.Pieces = markAt(te.Input, te.Offset, "err", e.Component)
		if te.Offset < len(te.Input) && errors.Is(te, template.ErrInvalidTemplate) {
			r, _ := utf8.DecodeRuneInString(te.Input[te.Offset:])
			e.Char = codePoint(r)
		}
	}
	if errors.Is(te, template.ErrInvalidExpansion) {
		e.ExpansionOffset = te.ExpansionOffset
		e.Expansion = markAt(te.Expansion, te.ExpansionOffset, "err", "the parser stops here")
	}
	return e
}

// markSpan cuts s into the text before start, s[start:end] (marked), and
// the rest.
func markSpan(s string, start, end int, class, label string) []Piece {
	ps := []Piece{}
	if start > 0 {
		ps = append(ps, Piece{Text: s[:start]})
	}
	ps = append(ps, Piece{Text: s[start:end], Class: class, Label: label})
	if end < len(s) {
		ps = append(ps, Piece{Text: s[end:]})
	}
	return ps
}
