// Package view computes what the IRI viewer shows: for a request (the
// page's inputs and controls), the results of go-iri's operations, cut into
// pieces the page renders as they are. It runs in the browser, compiled to
// WebAssembly (../../wasm), and natively in its tests; it calls the library
// and never re-implements it.
package view

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/go-iri/iri"
	"github.com/go-iri/iri/template"
)

// Request is the state of the page: the reference typed at the top, the
// parsing controls, and each view's own inputs and options. It is also
// what the URL fragment holds, one key per field.
type Request struct {
	View      string `json:"view"`      // parse, map, normalize, resolve, display, templates, readings
	Input     string `json:"input"`     // the reference
	Grammar   string `json:"grammar"`   // "3987" or "3987bis"
	Entry     string `json:"entry"`     // strict, uri, leiri, user
	Spaces    string `json:"spaces"`    // user input: encode, reject, remove
	Backslash string `json:"backslash"` // user input: encode, reject, slash
	Percent   string `json:"percent"`   // user input: reject, encode
	NFC       bool   `json:"nfc"`       // user input: NFC first

	Other    string `json:"other"`    // normalize: the second reference
	CmpBase  string `json:"cmpbase"`  // normalize: NormalizeOptions.Base
	ExclFrag bool   `json:"exclfrag"` // normalize: NormalizeOptions.ExcludeFragment

	Base      string `json:"base"`      // resolve: the base
	NonStrict bool   `json:"nonstrict"` // resolve: ResolveOptions.NonStrict

	Wrap           string `json:"wrap"`           // display: none, isolate, embedding
	Whole          bool   `json:"whole"`          // check: CheckOptions.WholeComponents
	NoSchemeChecks bool   `json:"noschemechecks"` // check: CheckOptions.NoSchemeChecks

	Template      string `json:"template"`      // templates: the RFC 6570 template
	Vars          string `json:"vars"`          // templates: its variables, a JSON object
	AnyQueryOrder bool   `json:"anyqueryorder"` // templates: MatchOptions.AnyQueryOrder
}

// Response is what the page shows: the parse always (the header says
// whether the reference is valid), and the view asked for.
type Response struct {
	Parse     *Parsed     `json:"parse"`
	Map       *Mapped     `json:"map,omitempty"`
	Normalize *Normalized `json:"normalize,omitempty"`
	Resolve   *Resolved   `json:"resolve,omitempty"`
	Display   *Displayed  `json:"display,omitempty"`
	Templates *Templated  `json:"templates,omitempty"`
	Readings  *Readings   `json:"readings,omitempty"`
	Internal  string      `json:"internal,omitempty"` // a recovered panic: a bug to report
}

// Piece is a run of text and the class the page gives it: a component
// name, "delim", "changed", "err", "v" (a violation's span); Label is the
// text of its title and of the label screen readers read.
type Piece struct {
	Text  string `json:"t"`
	Class string `json:"c,omitempty"`
	Label string `json:"l,omitempty"`
}

// Error is an error of the library as the page shows it: the message, and
// for an error at an offset of an input, the input cut around it.
type Error struct {
	Message   string  `json:"message"`
	Kind      string  `json:"kind,omitempty"` // the sentinel's message
	Component string  `json:"component,omitempty"`
	Rule      string  `json:"rule,omitempty"`
	Offset    int     `json:"offset"` // byte offset in the input, or -1
	Char      string  `json:"char,omitempty"`
	Pieces    []Piece `json:"pieces,omitempty"`

	// Of a template error (*template.Error): the expression and the
	// variable at fault, what else is wrong, and for an expansion that is
	// not a valid reference, that expansion cut at the byte the parser
	// rejects.
	Expr            string  `json:"expr,omitempty"`
	Var             string  `json:"var,omitempty"`
	Detail          string  `json:"detail,omitempty"`
	Expansion       []Piece `json:"expansion,omitempty"`
	ExpansionOffset int     `json:"expansionOffset,omitempty"`
}

// Run computes the response to the JSON request req, as JSON. It never
// panics: a panic, a bug of the library or of this package, comes back in
// Internal.
func Run(req string) string {
	var r Request
	var resp Response
	if err := json.Unmarshal([]byte(req), &r); err != nil {
		resp.Internal = "bad request: " + err.Error()
	} else {
		resp = Compute(r)
	}
	b, err := json.Marshal(resp)
	if err != nil {
		return `{"internal":` + quoteJSON("cannot encode the response: "+err.Error()) + `}`
	}
	return string(b)
}

func quoteJSON(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}

// Compute computes the response to r.
func Compute(r Request) (resp Response) {
	defer func() {
		if e := recover(); e != nil {
			resp = Response{Internal: fmt.Sprint("internal error (please report it): ", e)}
		}
	}()
	x, perr := r.parse(r.Input)
	resp.Parse = parsed(r.Input, x, perr)
	switch r.View {
	case "map":
		if perr == nil {
			resp.Map = mapped(x)
		}
	case "normalize":
		if perr == nil {
			resp.Normalize = r.normalized(x)
		}
	case "resolve":
		resp.Resolve = r.resolved(x, perr)
	case "display":
		if perr == nil {
			resp.Display = r.displayed(x)
		}
	case "templates":
		resp.Templates = r.templated(x, perr)
	case "readings":
		resp.Readings = readingsOf(r.Input)
	}
	return resp
}

// parse parses s with the request's entry point and grammar.
func (r Request) parse(s string) (iri.IRI, error) {
	switch r.Entry {
	case "uri":
		return iri.ParseURI(s)
	case "leiri":
		return iri.ParseLEIRI(s)
	case "user":
		u := iri.UserInputOptions{NFC: r.NFC}
		switch r.Spaces {
		case "reject":
			u.Spaces = iri.SpaceReject
		case "remove":
			u.Spaces = iri.SpaceRemove
		}
		switch r.Backslash {
		case "reject":
			u.Backslash = iri.BackslashReject
		case "slash":
			u.Backslash = iri.BackslashToSlash
		}
		if r.Percent == "encode" {
			u.Percent = iri.PercentEncode
		}
		return u.Parse(s)
	}
	p := iri.ParseOptions{}
	if r.Grammar == "3987bis" {
		p.Grammar = iri.RFC3987bis
	}
	return p.Parse(s)
}

// --- Parse ---

// Parsed is the parse view: the components with their byte spans, or the
// error at its offset.
type Parsed struct {
	OK         bool        `json:"ok"`
	IRI        string      `json:"iri,omitempty"`     // the parsed reference
	Changed    bool        `json:"changed,omitempty"` // IRI differs from the input (LEIRI, user input)
	Absolute   bool        `json:"absolute,omitempty"`
	Pieces     []Piece     `json:"pieces,omitempty"`
	Components []Component `json:"components,omitempty"`
	HostKind   string      `json:"hostKind,omitempty"`
	Addr       string      `json:"addr,omitempty"`
	Bytes      int         `json:"bytes"`
	Error      *Error      `json:"error,omitempty"`
	// Shown is what iri.Display shows when it keeps anything encoded, as
	// A-labels or left out, and Because the decisions, code by code, for
	// the header's warning: "shown as … because …".
	Shown   string   `json:"shown,omitempty"`
	Because []string `json:"because,omitempty"`
}

// Component is one component of a parsed reference: present or not, its
// value, and its byte span [Start, End) in the reference.
type Component struct {
	Name    string `json:"name"`
	Present bool   `json:"present"`
	Value   string `json:"value"`
	Start   int    `json:"start"`
	End     int    `json:"end"`
}

func parsed(input string, x iri.IRI, err error) *Parsed {
	if err != nil {
		return &Parsed{Bytes: len(input), Error: errorOf(input, err)}
	}
	p := &Parsed{OK: true, IRI: x.String(), Changed: x.String() != input, Absolute: x.IsAbs(), Bytes: len(x.String())}
	p.Components, p.Pieces = components(x)
	if shown, ds := (iri.DisplayOptions{}).Display(x); len(ds) > 0 {
		p.Shown = shown
		seen := map[iri.Code]bool{}
		for _, d := range ds {
			if !seen[d.Code] {
				seen[d.Code] = true
				p.Because = append(p.Because, d.Code.String()+" ("+d.Code.Spec()+")")
			}
		}
	}
	if x.HasAuthority() {
		p.HostKind = hostKind(x.HostKind())
		if a, ok := x.Addr(); ok {
			p.Addr = a.String()
		}
	}
	return p
}

func hostKind(k iri.HostKind) string {
	switch k {
	case iri.HostRegName:
		return "reg-name"
	case iri.HostIPv4:
		return "IPv4address"
	case iri.HostIPv6:
		return "IP-literal (IPv6address)"
	case iri.HostIPvFuture:
		return "IP-literal (IPvFuture)"
	}
	return k.String()
}

// components returns the seven components of x with their spans, and x cut
// into pieces at them, from the accessors: scheme ":" "//" userinfo "@" host
// ":" port path "?" query "#" fragment (RFC 3986 §5.3).
func components(x iri.IRI) ([]Component, []Piece) {
	var cs []Component
	var ps []Piece
	pos := 0
	add := func(name string, present bool, v string) {
		cs = append(cs, Component{Name: name, Present: present, Value: v, Start: pos, End: pos + len(v)})
		if v != "" {
			ps = append(ps, Piece{Text: v, Class: name, Label: name})
		}
		pos += len(v)
	}
	delim := func(d string) {
		ps = append(ps, Piece{Text: d, Class: "delim"})
		pos += len(d)
	}
	add("scheme", x.IsAbs(), x.Scheme())
	if x.IsAbs() {
		delim(":")
	}
	if x.HasAuthority() {
		delim("//")
	}
	add("userinfo", x.HasUserinfo(), x.Userinfo())
	if x.HasUserinfo() {
		delim("@")
	}
	add("host", x.HasAuthority(), x.Host())
	if x.HasPort() {
		delim(":")
	}
	add("port", x.HasPort(), x.Port())
	add("path", true, x.Path())
	if x.HasQuery() {
		delim("?")
	}
	add("query", x.HasQuery(), x.Query())
	if x.HasFragment() {
		delim("#")
	}
	add("fragment", x.HasFragment(), x.Fragment())
	if pos != len(x.String()) {
		panic(fmt.Sprintf("view: the components of %q add up to %d bytes", x.String(), pos))
	}
	return cs, ps
}

// errorOf describes err, an error of the library about input.
func errorOf(input string, err error) *Error {
	e := &Error{Message: err.Error(), Offset: -1}
	var pe *iri.ParseError
	var he *iri.HostError
	var ce *iri.CompareError
	var te *template.Error
	switch {
	case errors.As(err, &te):
		return templateErrorOf(te)
	case errors.As(err, &pe):
		e.Kind = strings.TrimPrefix(pe.Err.Error(), "iri: ")
		if pe.Component != iri.ComponentNone {
			e.Component = pe.Component.String()
		}
		e.Rule, e.Offset = pe.Rule, pe.Offset
		if pe.Rune >= 0 {
			e.Char = codePoint(pe.Rune)
		}
		e.Pieces = markAt(pe.Input, pe.Offset, "err", e.Component)
	case errors.As(err, &he):
		e.Kind = "IDNA"
		e.Component, e.Rule, e.Offset = "host", he.Rule, he.Offset
		e.Pieces = markAt(he.Input, he.Offset, "err", "host")
	case errors.As(err, &ce):
		e.Kind = strings.TrimPrefix(iri.ErrUndetermined.Error(), "iri: ")
		e.Component, e.Rule, e.Offset = ce.Component.String(), ce.Rule, ce.Offset
		e.Pieces = markAt(ce.Input, ce.Offset, "err", e.Component)
	default:
		if u := errors.Unwrap(err); u != nil {
			e.Kind = strings.TrimPrefix(u.Error(), "iri: ")
		}
	}
	return e
}

// markAt cuts s into the text before offset, the character at offset
// (marked), and the rest; at the end of s the marked piece is empty.
func markAt(s string, offset int, class, label string) []Piece {
	if offset < 0 || offset > len(s) {
		return []Piece{{Text: s}}
	}
	end := offset
	if offset < len(s) {
		_, n := utf8.DecodeRuneInString(s[offset:])
		end = offset + n
	}
	ps := []Piece{}
	if offset > 0 {
		ps = append(ps, Piece{Text: s[:offset]})
	}
	lab := fmt.Sprintf("offset %d", offset)
	if label != "" {
		lab += ", " + label
	}
	if end == offset {
		lab += ", end of input"
	}
	ps = append(ps, Piece{Text: s[offset:end], Class: class, Label: lab})
	if end < len(s) {
		ps = append(ps, Piece{Text: s[end:]})
	}
	return ps
}

// codePoint writes r as "U+0020", with the character when it is visible.
func codePoint(r rune) string {
	s := fmt.Sprintf("U+%04X", r)
	if r > ' ' && r != 0x7F && r != utf8.RuneError && !(r >= 0x80 && r < 0xA0) && !isFormat(r) {
		s += " " + string(r)
	}
	return s
}

// isFormat reports the bidi and other invisible format characters that
// must not be shown raw inside a message.
func isFormat(r rune) bool {
	switch {
	case r >= 0x200B && r <= 0x200F, r >= 0x202A && r <= 0x202E, r >= 0x2060 && r <= 0x206F,
		r == 0x061C, r == 0xFEFF, r == 0x00AD:
		return true
	}
	return false
}
