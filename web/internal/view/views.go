package view

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/go-iri/iri"
	"github.com/go-iri/iri/resolvetrace"
)

// --- Map and convert ---

// Mapped is the map view: ToURI without and with IDNA, and ToIRI of each
// result, the round trip of RFC 3987 §3.1 and §3.2.
type Mapped struct {
	URI          string  `json:"uri"`
	URIPieces    []Piece `json:"uriPieces"`
	Back         string  `json:"back"`
	BackSame     bool    `json:"backSame"`
	URIIDNA      string  `json:"uriIdna,omitempty"`
	URIIDNAPcs   []Piece `json:"uriIdnaPieces,omitempty"`
	IDNAErr      *Error  `json:"idnaErr,omitempty"`
	BackIDNA     string  `json:"backIdna,omitempty"`
	BackIDNASame bool    `json:"backIdnaSame,omitempty"`
}

func mapped(x iri.IRI) *Mapped {
	u := x.ToURI()
	back := u.ToIRI()
	m := &Mapped{URI: u.String(), URIPieces: diff(x.String(), u.String()), Back: back.String(), BackSame: back == x}
	ui, err := iri.ToURIOptions{IDNA: true}.ToURI(x)
	if err != nil {
		m.IDNAErr = errorOf(x.String(), err)
		return m
	}
	bi := iri.ToIRIOptions{IDNA: true}.ToIRI(ui)
	m.URIIDNA, m.URIIDNAPcs = ui.String(), diff(x.String(), ui.String())
	m.BackIDNA, m.BackIDNASame = bi.String(), bi == x
	return m
}

// --- Normalize and compare ---

// Normalized is the normalize view: the ladder, a rung per row, and the
// comparison with the second reference at each.
type Normalized struct {
	Rungs    []Rung `json:"rungs"`
	Other    string `json:"other,omitempty"`
	OtherErr *Error `json:"otherErr,omitempty"`
	BaseErr  *Error `json:"baseErr,omitempty"`
	Compared bool   `json:"compared"`
}

// Rung is one row of the ladder: the flags so far, the result, what this
// rung changed, and the comparison at that level.
type Rung struct {
	Name       string  `json:"name"`
	Clause     string  `json:"clause"`
	Flags      string  `json:"flags"`
	Result     string  `json:"result"`
	Pieces     []Piece `json:"pieces"` // Result, what this rung changed marked
	Changed    bool    `json:"changed"`
	Comparison string  `json:"comparison,omitempty"`
	CmpErr     string  `json:"cmpErr,omitempty"`
	Equivalent bool    `json:"equivalent"`
}

// ladder is the comparison ladder of RFC 3987 §5.3 and comparison-02 §4, a
// rung at a time; each row has the flags of the rows above it.
var ladder = []struct {
	name, clause string
	add          iri.Normalization
	replace      iri.Normalization // taken off: NormNFKC replaces NormNFC
}{
	{"simple string comparison", "RFC 3987 §5.3.1", 0, 0},
	{"NormCase", "RFC 3987 §5.3.2.1", iri.NormCase, 0},
	{"NormPercent", "RFC 3987 §5.3.2.3", iri.NormPercent, 0},
	{"NormDotSegments (= SyntaxBased)", "RFC 3987 §5.3.2.4", iri.NormDotSegments, 0},
	{"NormPort", "RFC 3987 §5.3.3", iri.NormPort, 0},
	{"NormEmptyPath (= SchemeBased)", "RFC 3987 §5.3.3", iri.NormEmptyPath, 0},
	{"NormIDN", "RFC 3987 §5.3.3, comparison-02 §4.3", iri.NormIDN, 0},
	{"NormNFC", "RFC 3987 §5.3.2.2", iri.NormNFC, 0},
	{"NormNFKC (instead of NFC)", "RFC 3987 §5.3.2.2", iri.NormNFKC, iri.NormNFC},
}

func (r Request) normalized(x iri.IRI) *Normalized {
	n := &Normalized{}
	var other, base iri.IRI
	var err error
	if r.Other != "" {
		if other, err = r.parse(r.Other); err != nil {
			n.OtherErr = errorOf(r.Other, err)
		} else {
			n.Compared = true
			n.Other = other.String()
		}
	}
	if r.CmpBase != "" {
		if base, err = r.parse(r.CmpBase); err != nil {
			n.BaseErr = errorOf(r.CmpBase, err)
			n.Compared = false
		}
	}
	var flags iri.Normalization
	prev := x.String()
	for _, l := range ladder {
		flags = flags&^l.replace | l.add
		nz := iri.NormalizeOptions{Flags: flags, Base: base, ExcludeFragment: r.ExclFrag}
		row := Rung{Name: l.name, Clause: l.clause, Flags: flags.String()}
		y, perr := normalize(nz, x)
		if perr != "" {
			row.Result, row.CmpErr = "", perr
			n.Rungs = append(n.Rungs, row)
			continue
		}
		row.Result = y.String()
		row.Changed = row.Result != prev
		row.Pieces = diff(prev, row.Result)
		prev = row.Result
		if n.Compared {
			c, err := nz.Compare(x, other)
			row.Comparison = c.String()
			if err != nil {
				row.CmpErr = err.Error()
			}
			row.Equivalent = nz.Equivalent(x, other)
		}
		n.Rungs = append(n.Rungs, row)
	}
	return n
}

// normalize is nz.Normalize, which panics only on a bug of the library:
// the page reports it in the row instead of losing the view.
func normalize(nz iri.NormalizeOptions, x iri.IRI) (y iri.IRI, bug string) {
	defer func() {
		if e := recover(); e != nil {
			bug = fmt.Sprint(e)
		}
	}()
	return nz.Normalize(x), ""
}

// --- Resolve ---

// Resolved is the resolve view: the base, the target, and the steps of RFC
// 3986 §5.2.2-§5.2.4 as package resolvetrace records them.
type Resolved struct {
	Base          string                 `json:"base"`
	BaseErr       *Error                 `json:"baseErr,omitempty"`
	RefErr        bool                   `json:"refErr,omitempty"`
	Err           *Error                 `json:"err,omitempty"`
	Target        string                 `json:"target,omitempty"`
	TargetPieces  []Piece                `json:"targetPieces,omitempty"`
	SchemeDropped bool                   `json:"schemeDropped,omitempty"`
	Parts         []ResolvePart          `json:"parts,omitempty"`
	DotInput      string                 `json:"dotInput,omitempty"`
	DotSteps      []resolvetrace.DotStep `json:"dotSteps,omitempty"`
	SlashDot      bool                   `json:"slashDot,omitempty"`
}

// ResolvePart is a component of the target T: its name, where it came from
// and by which line of the pseudo-code.
type ResolvePart struct {
	Name    string `json:"name"`
	From    string `json:"from"`
	Defined bool   `json:"defined"`
	Value   string `json:"value"`
	Rule    string `json:"rule"`
}

func (r Request) resolved(ref iri.IRI, refErr error) *Resolved {
	rs := &Resolved{Base: r.Base, RefErr: refErr != nil}
	base, err := r.parse(r.Base)
	if err != nil {
		rs.BaseErr = errorOf(r.Base, err)
		return rs
	}
	rs.Base = base.String()
	if refErr != nil {
		return rs
	}
	st, err := resolvetrace.Options{NonStrict: r.NonStrict}.Trace(base, ref)
	if err != nil {
		rs.Err = errorOf(r.Base, err)
		return rs
	}
	rs.Target = st.Target.String()
	_, rs.TargetPieces = components(st.Target)
	rs.SchemeDropped, rs.DotInput, rs.DotSteps, rs.SlashDot = st.SchemeDropped, st.DotInput, st.DotSteps, st.SlashDot
	for _, p := range []struct {
		name string
		p    resolvetrace.Part
	}{{"scheme", st.Scheme}, {"authority", st.Authority}, {"path", st.Path}, {"query", st.Query}, {"fragment", st.Fragment}} {
		rs.Parts = append(rs.Parts, ResolvePart{Name: p.name, From: p.p.From.String(), Defined: p.p.Defined, Value: p.p.Value, Rule: p.p.Rule})
	}
	return rs
}

// --- Display and check ---

// Displayed is the display view: the display form and its decisions, the
// violations of Check with their spans, and the forms the page puts in a
// right-to-left paragraph.
type Displayed struct {
	Display    string      `json:"display"`  // with the Wrap asked for
	Plain      string      `json:"plain"`    // Wrap none, for the paragraph
	Isolated   string      `json:"isolated"` // LRI … PDI
	Decisions  []Violation `json:"decisions"`
	Violations []Violation `json:"violations"`
	Pieces     []Piece     `json:"pieces"` // the IRI, violation spans marked
}

// Violation is an iri.Violation with its code's names spelled out, and
// the text of its span, quoted as strconv.QuoteToASCII quotes it when it
// is not ASCII, so that a look-alike shows its code points.
type Violation struct {
	N         int    `json:"n"` // its number in the list, 1 on
	Code      string `json:"code"`
	Severity  string `json:"severity"`
	Clause    string `json:"clause"`
	Component string `json:"component"`
	Offset    int    `json:"offset"`
	Len       int    `json:"len"`
	Text      string `json:"text"`
	Message   string `json:"message"`
}

func (r Request) displayed(x iri.IRI) *Displayed {
	o := iri.DisplayOptions{}
	switch r.Wrap {
	case "isolate":
		o.Wrap = iri.BidiWrapIsolate
	case "embedding":
		o.Wrap = iri.BidiWrapEmbedding
	}
	d := &Displayed{}
	var dec []iri.Violation
	d.Display, dec = o.Display(x)
	d.Plain, _ = iri.DisplayOptions{}.Display(x)
	d.Isolated, _ = iri.DisplayOptions{Wrap: iri.BidiWrapIsolate}.Display(x)
	s := x.String()
	d.Decisions = violations(s, dec, 0)
	chk := iri.CheckOptions{WholeComponents: r.Whole, NoSchemeChecks: r.NoSchemeChecks}
	d.Violations = violations(s, chk.Check(x), len(d.Decisions))
	d.Pieces = spans(s, append(append([]Violation{}, d.Decisions...), d.Violations...))
	return d
}

func violations(s string, vs []iri.Violation, first int) []Violation {
	out := []Violation{}
	for i, v := range vs {
		text := ""
		if v.Offset >= 0 && v.Offset+v.Len <= len(s) {
			text = quoteLookalike(s[v.Offset : v.Offset+v.Len])
		}
		out = append(out, Violation{N: first + i + 1, Code: v.Code.String(), Severity: v.Code.Severity().String(),
			Clause: v.Code.Spec(), Component: v.Component.String(), Offset: v.Offset, Len: v.Len, Text: text, Message: v.Message})
	}
	return out
}

// spans cuts s at the ends of the violations' spans; a piece inside some is
// of class "v", labelled with their numbers.
func spans(s string, vs []Violation) []Piece {
	cuts := []int{0, len(s)}
	for _, v := range vs {
		if v.Offset >= 0 && v.Offset+v.Len <= len(s) {
			cuts = append(cuts, v.Offset, v.Offset+v.Len)
		}
	}
	sort.Ints(cuts)
	var ps []Piece
	for i := 0; i+1 < len(cuts); i++ {
		a, b := cuts[i], cuts[i+1]
		if a == b {
			continue
		}
		var in []string
		for _, v := range vs {
			if v.Offset <= a && b <= v.Offset+v.Len {
				in = append(in, fmt.Sprintf("%d %s", v.N, v.Code))
			}
		}
		p := Piece{Text: s[a:b]}
		if len(in) > 0 {
			p.Class, p.Label = "v", strings.Join(in, "; ")
		}
		ps = append(ps, p)
	}
	return ps
}

// quoteLookalike returns s, or when s is not ASCII its quoted form with
// every character beyond ASCII as its code point ("p\u0430ypal"), the
// format of the library's messages.
func quoteLookalike(s string) string {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return strconv.QuoteToASCII(s)
		}
	}
	return s
}
