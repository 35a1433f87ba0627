package template

// IRI templates: RFC 6570 parsing (§2) and expansion (§3).
//
// A template expands to the URI reference that RFC 6570 defines (its
// literals and values percent-encoded as UTF-8, §1.6, §3.1, §3.2.1) and,
// by default, to the IRI that RFC 6570 §1.1 describes: RFC 3987 §3.2
// (ToIRI) applied to that URI. Both forms are written in one pass into a
// byte slice; the IRI form converts the URI form in place, so the append
// methods allocate only to grow the caller's buffer.

import (
	"bytes"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"
	"unsafe"

	"github.com/go-iri/iri"
	"github.com/go-iri/iri/internal/abnf"
)

// Template is a parsed IRI template (RFC 6570 §2): literals and
// expressions such as "{var}", "{+path}", "{/segments*}" and "{?q,lang}".
// A Template is immutable and safe for concurrent use; the zero Template is
// the empty template, which expands to the empty reference.
type Template struct {
	s     string
	parts []tplPart
	vars  []tplVar // the varspecs of all the expressions, in order
	// names is the number of distinct varnames, and mask has the bit
	// numbered nameBit of each: expansion with [Vars] finds all of the
	// template's variables in one pass over the Vars (see resolve).
	names int
	mask  uint64
	// pre is the shape of expansions after the first part, when it is a
	// literal (see shape.go).
	pre shape
}

// tplPart is a literal run or an expression of the template.
type tplPart struct {
	start, end int      // byte offsets of the part in the template (an expression with its braces)
	lit        string   // literal: its URI form (non-ASCII percent-encoded as UTF-8, §3.1)
	vars       []tplVar // expression: its varspecs, in the template's one slice of them
	op         byte     // 0 for a literal; else the operator, or opSimple
	pct        bool     // literal: lit holds a triplet; expression: a varname does, which named operators write
	track      bool     // the part may write "?", "#", "[" or "]": a literal holding one, a "+", "#" or "?" expression (shape.go)
	o          opInfo   // the operator's column of RFC 6570 Appendix A
	// compiled is, in the first part only, the template compiled for
	// matching (a *compiled), stored by the first Match: the parts'
	// array is shared by the copies of a Template, so they share it,
	// and Parse allocates nothing for it.
	compiled unsafe.Pointer
}

// tplVar is one varspec of an expression (RFC 6570 §2.3, §2.4).
type tplVar struct {
	name    string // the varname as written, triplets included (§2.3)
	id      int32  // index in Template.vars of the first varspec of the same name
	slot    int32  // the number of distinct varnames before this one's first use
	prefix  int16  // the max-length of a prefix modifier, or 0
	bit     uint8  // nameBit(name)
	explode bool
}

// opSimple stands for the expression without an operator (§3.2.2).
const opSimple = 'S'

// opInfo is one column of the table of RFC 6570 Appendix A.
type opInfo struct {
	first    byte // written before the first defined variable, or 0
	sep      byte // written between defined variables
	named    bool // name=value pairs
	ifemp    bool // "=" after the name of an empty value (form style)
	reserved bool // the allowed set is unreserved / reserved / pct-encoded (U+R)
}

func opTable(op byte) opInfo {
	switch op {
	case '+':
		return opInfo{sep: ',', reserved: true}
	case '#':
		return opInfo{first: '#', sep: ',', reserved: true}
	case '.':
		return opInfo{first: '.', sep: '.'}
	case '/':
		return opInfo{first: '/', sep: '/'}
	case ';':
		return opInfo{first: ';', sep: ';', named: true}
	case '?':
		return opInfo{first: '?', sep: '&', named: true, ifemp: true}
	case '&':
		return opInfo{first: '&', sep: '&', named: true, ifemp: true}
	}
	return opInfo{sep: ','}
}

// Parse parses s as an RFC 6570 §2 URI Template, which is also an
// IRI template: literals may hold the ucschar and iprivate characters of
// RFC 3987 (§2.1). It returns a [*Error] wrapping
// [ErrInvalidTemplate] at the first byte the grammar rejects: a character
// outside literals, a "%" not followed by two hex digits, an unclosed or
// nested brace, an empty or malformed varname, a max-length outside
// 1..9999, an operator reserved for future extensions ("=", ",", "!", "@",
// "|"), or ill-formed UTF-8.
func Parse(s string) (Template, error) {
	if len(s) > iri.MaxLength {
		return Template{}, &Error{Input: s, Offset: iri.MaxLength, Err: iri.ErrTooLong}
	}
	// One allocation for the parts, one for all the varspecs (each
	// follows a "{" or a ",").
	nExpr, nLit := countParts(s)
	t := Template{s: s, parts: make([]tplPart, 0, nExpr+nLit)}
	nVars := nExpr + strings.Count(s, ",")
	all := make([]tplVar, 0, nVars)
	for i := 0; i < len(s); {
		// Each part is written in place, in the capacity countParts
		// gave (a tplPart is large).
		if len(t.parts) < cap(t.parts) {
			t.parts = t.parts[:len(t.parts)+1]
		} else {
			t.parts = append(t.parts, tplPart{})
		}
		p := &t.parts[len(t.parts)-1]
		if s[i] == '{' {
			j, err := parseExpression(s, i, &all, p)
			if err != nil {
				return Template{}, err
			}
			i = j
			continue
		}
		j, nonASCII, err := scanLiterals(s, i, p)
		if err != nil {
			return Template{}, err
		}
		p.start, p.end, p.lit = i, j, s[i:j]
		if nonASCII {
			p.lit = literalURI(p.lit)
		}
		i = j
	}
	// A varname's first use: by a scan of those before it while they are
	// few, then by a map, so that Parse stays linear in the number of
	// varspecs (BenchmarkParseGrowth).
	var first map[string]int32
	for i := range all {
		all[i].id = int32(i)
		all[i].bit = nameBit(all[i].name)
		if i == linearNames {
			first = make(map[string]int32, len(all))
			for j := range i {
				if all[j].id == int32(j) {
					first[all[j].name] = int32(j)
				}
			}
		}
		if first != nil {
			if j, ok := first[all[i].name]; ok {
				all[i].id = j
				all[i].slot = all[j].slot
			} else {
				first[all[i].name] = int32(i)
			}
		} else {
			for j := range i {
				if all[j].bit == all[i].bit && sameName(all[j].name, all[i].name) {
					all[i].id = all[j].id
					all[i].slot = all[j].slot
					break
				}
			}
		}
		if all[i].id == int32(i) {
			all[i].slot = int32(t.names)
			t.names++
			t.mask |= 1 << all[i].bit
		}
	}
	t.vars = all
	// Had all grown (it cannot: nVars is a bound), the parts would hold
	// the old array: slice the final one (the varspecs are in order).
	if cap(all) != nVars {
		off := 0
		for pi := range t.parts {
			p := &t.parts[pi]
			n := len(p.vars)
			p.vars = all[off : off+n : off+n]
			off += n
		}
	}
	staticShape(&t.pre, t.parts)
	return t, nil
}

// countParts returns the number of "{" in s and an upper bound of the
// number of literal runs: one before each "{" that does not follow a "}",
// and one at the end.
func countParts(s string) (nExpr, nLit int) {
	for i := 0; ; {
		k := strings.IndexByte(s[i:], '{')
		if k < 0 {
			if i < len(s) {
				nLit++
			}
			return nExpr, nLit
		}
		if k > 0 {
			nLit++
		}
		nExpr++
		i += k + 1
		if e := strings.IndexByte(s[i:], '}'); e >= 0 {
			i += e + 1
		}
	}
}

// MustParse is like [Parse] but panics if s is not a valid
// template.
func MustParse(s string) Template {
	t, err := Parse(s)
	if err != nil {
		panic(err)
	}
	return t
}

// String returns the template as it was parsed.
func (t Template) String() string { return t.s }

// Names returns the names of the template's variables, each once, in the
// order of their first appearance.
func (t Template) Names() []string {
	var names []string
	for i, v := range t.vars {
		if int(v.id) == i {
			names = append(names, v.name)
		}
	}
	return names
}

// MarshalText returns the template as it was parsed.
func (t Template) MarshalText() ([]byte, error) { return []byte(t.s), nil }

// UnmarshalText parses text with [Parse]; on error t is unchanged.
func (t *Template) UnmarshalText(text []byte) error {
	u, err := Parse(string(text))
	if err != nil {
		return err
	}
	*t = u
	return nil
}

// Expand expands the template with vars (RFC 6570 §3) and returns the IRI
// that RFC 6570 §1.1 defines: RFC 3987 §3.2 ([iri.IRI.ToIRI]) applied to the URI
// expansion of [Template.ExpandURI]. Non-ASCII values and literals thus stay
// Unicode, except the characters ToIRI keeps percent-encoded (bidi
// controls, space look-alikes and invisible characters, private-use
// characters outside the query). It returns a [*Error] when a value
// is invalid (ill-formed UTF-8, or a list or associative array under a
// prefix modifier, which RFC 6570 §2.4.1 does not apply to composite
// values) or when the expansion is not a valid IRI reference (naming the
// expression at fault), never an invalid IRI.
func (t Template) Expand(vars Variables) (iri.IRI, error) { return t.expand(vars, true) }

// ExpandURI expands the template with vars exactly as RFC 6570 §3 says:
// literals and values outside the allowed set percent-encoded as UTF-8
// (§1.6, §3.1, §3.2.1). The result is an ASCII URI reference; errors are
// those of [Template.Expand].
func (t Template) ExpandURI(vars Variables) (iri.IRI, error) { return t.expand(vars, false) }

// stackSize is the size of the buffer on the stack that Expand and
// ExpandURI expand into, before they copy the expansion to a buffer of
// its exact size: one allocation, with no growing and no zeroing.
const stackSize = 256

// expand expands the URI form into a new buffer of its own and returns
// its IRI, which shares the buffer: built from the shape the expansion
// followed, or else parsed. With toIRI it then converts the buffer in
// place (toIRIInPlace) when the expansion may hold a triplet to decode
// (see appendURIDecodable).
func (t *Template) expand(vars Variables, toIRI bool) (iri.IRI, error) {
	var stack [stackSize]byte
	var sh shape
	b, decodable, err := t.appendURIDecodable(stack[:0], vars, nil, &sh)
	if err != nil {
		return iri.IRI{}, err
	}
	if len(b) > iri.MaxLength {
		return iri.IRI{}, &Error{Input: t.s, Offset: len(t.s), Err: iri.ErrTooLong}
	}
	h := make([]byte, len(b))
	copy(h, b)
	s := transientString(h)
	var x iri.IRI
	ok := sh.ready(s)
	if !ok {
		var perr error
		if x, perr = iri.ParseURI(s); perr != nil {
			return iri.IRI{}, t.expansionError(vars, perr)
		}
	}
	if toIRI && decodable {
		if n := toIRIInPlace(h); n < len(h) {
			return iri.Parse(transientString(h[:n]))
		}
		// Else toIRIInPlace at most uppercased hex digits: the offsets
		// hold, and the buffer is not written again.
	}
	if ok {
		// sh.build(s), written out: the IRI that makeIRI returns is
		// then copied once the fewer.
		o := &sh.o
		pathEnd, queryEnd := sh.ends(len(s))
		return makeIRI(s, o.SchemeEnd, o.HostStart, o.HostEnd, o.PathStart, pathEnd, queryEnd, o.Flags, o.HostKind), nil
	}
	return x, nil
}

// queryBounds returns the offsets of the query of the valid URI reference
// b, or 0, 0: a "?" can start only the query, and a "#" after it only the
// fragment (RFC 3986 §3).
func queryBounds(b []byte) (int, int) {
	q := bytes.IndexByte(b, '?')
	if q < 0 {
		return 0, 0
	}
	e := bytes.IndexByte(b[q:], '#')
	if e < 0 {
		return q + 1, len(b)
	}
	return q + 1, q + e
}

// AppendExpand appends the string of [Template.Expand](vars) to dst and
// returns the extended slice; on error it returns dst unchanged. It
// allocates only to grow dst and where vars allocates to look values up,
// so expanding into a reused buffer does not allocate with a [VarMap] of
// strings and slices, or with [Vars] held in a Variables variable (a
// slice converted to an interface at each call is boxed at each call).
func (t Template) AppendExpand(dst []byte, vars Variables) ([]byte, error) {
	n := len(dst)
	b, decodable, err := t.appendChecked(dst, vars)
	if err != nil {
		return dst, err
	}
	if !decodable {
		return b, nil
	}
	return b[:n+toIRIInPlace(b[n:])], nil
}

// AppendExpandURI appends the string of [Template.ExpandURI](vars) to dst
// and returns the extended slice; on error it returns dst unchanged. It
// allocates as [Template.AppendExpand] does.
func (t Template) AppendExpandURI(dst []byte, vars Variables) ([]byte, error) {
	b, _, err := t.appendChecked(dst, vars)
	if err != nil {
		return dst, err
	}
	return b, nil
}

// appendChecked appends the URI expansion to dst and checks that it
// parses; it reports, as appendURIDecodable does, whether toIRIInPlace may
// change it.
func (t *Template) appendChecked(dst []byte, vars Variables) ([]byte, bool, error) {
	n := len(dst)
	var sh shape
	b, decodable, err := t.appendURIDecodable(dst, vars, nil, &sh)
	if err != nil {
		return dst, false, err
	}
	if len(b)-n > iri.MaxLength {
		return dst, false, &Error{Input: t.s, Offset: len(t.s), Err: iri.ErrTooLong}
	}
	if sh.valid(transientString(b[n:])) {
		return b, decodable, nil
	}
	if _, perr := iri.ParseURI(transientString(b[n:])); perr != nil {
		return dst, false, t.expansionError(vars, perr)
	}
	return b, decodable, nil
}

// transientString returns b as a string without copying it, so that
// checking an expansion allocates nothing: the append methods keep nothing
// of the string (the IRI is used for its offsets, an error is rebuilt from
// copies), and Expand and ExpandURI return it only from a buffer of their
// own that is not written again.
func transientString(b []byte) string {
	if len(b) == 0 {
		return ""
	}
	return unsafe.String(&b[0], len(b))
}

// expansionError builds the error for an expansion that is not a valid
// reference: it expands once more, noting where each part starts, to name
// the expression whose output holds the offending byte.
func (t *Template) expansionError(vars Variables, perr error) error {
	pe, _ := perr.(*iri.ParseError)
	var marks []int
	b, _ := t.appendURI(nil, vars, &marks)
	exp := string(b)
	te := &Error{Input: t.s, Err: ErrInvalidExpansion, Expansion: exp}
	if pe == nil {
		te.Offset = len(t.s)
		return te
	}
	te.Rule = pe.Rule
	te.ExpansionOffset = pe.Offset
	// The last part whose output starts at or before the offset holds
	// the offending byte (or, at the end, is the one that ended too soon).
	k := 0
	for i := range t.parts {
		if marks[i] <= pe.Offset {
			k = i
		}
	}
	if len(t.parts) == 0 {
		te.Offset = 0
		return te
	}
	p := t.parts[k]
	if p.op == 0 {
		te.Offset = p.start + literalOffset(t.s[p.start:p.end], pe.Offset-marks[k])
	} else {
		te.Offset = p.start
		te.Expr = t.s[p.start:p.end]
	}
	return te
}

// literalOffset maps an offset in the URI form of the literal lit to the
// offset in lit of the character that produced it.
func literalOffset(lit string, off int) int {
	o := 0
	for i, r := range lit {
		w := 1
		if r >= utf8.RuneSelf {
			w = 3 * utf8.RuneLen(r)
		}
		if off < o+w {
			return i
		}
		o += w
	}
	return len(lit)
}

// appendURI appends the RFC 6570 expansion (the URI form) to dst. When
// marks is not nil it records the output offset where each part starts.
func (t *Template) appendURI(dst []byte, vars Variables, marks *[]int) ([]byte, error) {
	dst, _, err := t.appendURIDecodable(dst, vars, marks, nil)
	return dst, err
}

// appendURIDecodable is appendURI that also reports whether the expansion
// may hold a triplet that toIRIInPlace changes: without one, the URI form
// is its own IRI form. When sh is not nil it follows the structure of
// the expansion in *sh (see shape.go).
func (t *Template) appendURIDecodable(dst []byte, vars Variables, marks *[]int, sh *shape) ([]byte, bool, error) {
	var lk lookup
	if vs, ok := vars.(Vars); ok && t.names <= maxSlots {
		lk.vs, lk.ok = vs, true
		t.resolve(vs, &lk.slots)
	}
	n := len(dst)
	if sh != nil {
		*sh = t.pre
	}
	for pi := range t.parts {
		p := &t.parts[pi]
		if marks != nil {
			*marks = append(*marks, len(dst))
		}
		start := len(dst)
		if p.op == 0 {
			dst = append(dst, p.lit...)
			lk.decodable = lk.decodable || p.pct
			// The first part, a literal, is t.pre already.
			if sh != nil && pi > 0 && (p.track || sh.state == shUnknown) {
				sh.step(transientString(dst[n:]), start-n, p)
			}
			continue
		}
		var err error
		dst, err = t.appendExpr(dst, p, vars, &lk)
		if err != nil {
			return dst, false, err
		}
		if sh != nil && (p.track || sh.state == shUnknown) {
			sh.step(transientString(dst[n:]), start-n, p)
		}
	}
	return dst, lk.decodable, nil
}

// linearNames is the number of varspecs up to which Parse finds a
// varname's first use by comparing it with those before it.
const linearNames = 32

// maxSlots is the number of distinct varnames up to which expansion with
// [Vars] finds them all in one pass over the Vars (resolve); a template
// with more looks each up with [Vars.Get].
const maxSlots = 16

// lookup holds the variables of a template found in a [Vars] by resolve:
// slots[v.slot] is 1 + the index in vs of the first variable named as
// the varspec v, or 0 when vs has none.
type lookup struct {
	vs    Vars
	slots [maxSlots]int32
	ok    bool // vs and slots hold the template's variables
	// decodable: the expansion so far may hold a triplet that
	// toIRIInPlace changes (see status).
	decodable bool
}

// nameBit returns the number of the bit of Template.mask that stands for
// the name n, from its length and first byte, or 64 (no bit) for "": a
// variable of the Vars whose bit is not in the mask is none of the
// template's.
func nameBit(n string) uint8 {
	if n == "" {
		return 64
	}
	return uint8((uint(n[0]) + 5*uint(len(n))) & 63)
}

// resolve finds in vs the first variable of each of the template's
// distinct varnames, in one pass that stops when all are found: a
// template of k names costs one pass over vs rather than k, and most
// variables of vs are passed over on the test of one bit.
func (t *Template) resolve(vs Vars, slots *[maxSlots]int32) {
	left := t.names
	if left == 0 {
		return
	}
	mask := t.mask
	for i := range vs {
		// nameBit, written out so that the shift is known to be < 64.
		n := vs[i].Name
		if n == "" {
			continue
		}
		b := uint8((uint(n[0]) + 5*uint(len(n))) & 63)
		if mask>>b&1 == 0 {
			continue
		}
		if t.setSlot(n, b, int32(i+1), slots) {
			if left--; left == 0 {
				return
			}
		}
	}
}

// setSlot sets the slot of the varname n, of bit b, to k unless it is
// set already, and reports whether it set it. The first varspec of each
// name comes before its repeats, and the one that matches ends the
// search.
func (t *Template) setSlot(n string, b uint8, k int32, slots *[maxSlots]int32) bool {
	for vi := range t.vars {
		v := &t.vars[vi]
		if v.bit == b && sameName(v.name, n) {
			if slots[v.slot] == 0 {
				slots[v.slot] = k
				return true
			}
			return false
		}
	}
	return false
}

// sameName is a == b, compared in line: names are short, and the bit
// test has made a match likely.
func sameName(a, b string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := 0; i < len(a); i++ {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// appendExpr appends the expansion of one expression (RFC 6570 §3.2,
// following the algorithm of Appendix A).
func (t *Template) appendExpr(dst []byte, p *tplPart, vars Variables, lk *lookup) ([]byte, error) {
	o := p.o
	defined := false
	// A varname written as name=value may hold a triplet that ToIRI
	// decodes or uppercases, as a literal may (RFC 6570 §2.3, §3.2.1).
	lk.decodable = lk.decodable || o.named && p.pct
	for vi := range p.vars {
		v := &p.vars[vi]
		// val points into the Vars (no copy of the Value) or at local.
		var val *Value
		if lk.ok {
			k := lk.slots[v.slot]
			if k == 0 {
				continue // undefined
			}
			val = &lk.vs[k-1].Value
		} else {
			if vars == nil {
				continue
			}
			local, err := vars.Lookup(v.name)
			if err != nil {
				return dst, t.valueError(p, v, err)
			}
			val = &local
		}
		if val.kind != KindString && !val.Defined() {
			continue
		}
		if v.prefix > 0 && val.kind != KindString {
			return dst, t.valueError(p, v, &Error{Err: ErrInvalidValue, Rule: "RFC 6570 §2.4.1",
				Detail: "a prefix modifier does not apply to " + val.kind.article()})
		}
		if !defined {
			if o.first != 0 {
				dst = append(dst, o.first)
			}
			defined = true
		} else {
			dst = append(dst, o.sep)
		}
		var st status
		if val.kind == KindString && v.prefix == 0 {
			// The common case, written here rather than in appendVar.
			if o.named {
				dst = append(dst, v.name...)
				if val.s == "" {
					if o.ifemp {
						dst = append(dst, '=')
					}
					continue
				}
				dst = append(dst, '=')
			}
			// The allowed run that starts the value, most often all of
			// it, is copied here; encodeValue encodes the rest.
			str, allowed := val.s, &allowedU
			if o.reserved {
				allowed = &allowedUR
			}
			var j int
			dst, j = copyAllowed(dst, str, allowed)
			if j < len(str) {
				dst, st = encodeValue(dst, str[j:], o.reserved)
			}
		} else {
			dst, st = appendVar(dst, o, v, val)
		}
		if st&stBadUTF8 != 0 {
			return dst, t.valueError(p, v, &Error{Err: iri.ErrInvalidUTF8, Rule: "RFC 6570 §1.6"})
		}
		lk.decodable = lk.decodable || st&stDecodable != 0
	}
	return dst, nil
}

// appendVar appends the expansion of one defined variable.
func appendVar(dst []byte, o opInfo, v *tplVar, val *Value) ([]byte, status) {
	var st, g status
	switch {
	case val.kind == KindString:
		if o.named {
			dst = append(dst, v.name...)
			if val.s == "" {
				if o.ifemp {
					dst = append(dst, '=')
				}
				return dst, st
			}
			dst = append(dst, '=')
		}
		s := val.s
		if v.prefix > 0 {
			s = prefixOf(s, int(v.prefix), o.reserved)
			// The rest of the value is not written, but it must be
			// Unicode all the same.
			if !utf8.ValidString(val.s[len(s):]) {
				st = stBadUTF8
			}
		}
		dst, g = encodeValue(dst, s, o.reserved)
		return dst, st | g
	case !v.explode:
		if o.named {
			dst = append(dst, v.name...)
			dst = append(dst, '=')
		}
		first := true
		if val.kind == KindList {
			for _, m := range val.List() {
				if !first {
					dst = append(dst, ',')
				}
				first = false
				dst, g = encodeValue(dst, m, o.reserved)
				st |= g
			}
			return dst, st
		}
		for _, pr := range val.Pairs() {
			if pr.Undefined {
				continue
			}
			if !first {
				dst = append(dst, ',')
			}
			first = false
			dst, g = encodeValue(dst, pr.Name, o.reserved)
			st |= g
			dst = append(dst, ',')
			dst, g = encodeValue(dst, pr.Value, o.reserved)
			st |= g
		}
		return dst, st
	}
	// Exploded: each member as if it were a variable of its own (§2.4.2);
	// a pair's name is encoded as its value is, and an empty value gets
	// "=" only in form style (§3.2.1).
	first := true
	if val.kind == KindList {
		for _, m := range val.List() {
			if !first {
				dst = append(dst, o.sep)
			}
			first = false
			if o.named {
				dst = append(dst, v.name...)
				if m == "" {
					if o.ifemp {
						dst = append(dst, '=')
					}
					continue
				}
				dst = append(dst, '=')
			}
			dst, g = encodeValue(dst, m, o.reserved)
			st |= g
		}
		return dst, st
	}
	for _, pr := range val.Pairs() {
		if pr.Undefined {
			continue
		}
		if !first {
			dst = append(dst, o.sep)
		}
		first = false
		dst, g = encodeValue(dst, pr.Name, o.reserved)
		st |= g
		if pr.Value == "" {
			if o.ifemp {
				dst = append(dst, '=')
			}
			continue
		}
		dst = append(dst, '=')
		dst, g = encodeValue(dst, pr.Value, o.reserved)
		st |= g
	}
	return dst, st
}

// encodeValue appends s percent-encoded for the allowed set of RFC 6570
// §3.2.1: unreserved (U), or with reserved, unreserved / reserved /
// pct-encoded (U+R). Other characters are encoded as their UTF-8 octets,
// in uppercase hex. It reports stBadUTF8 if s is not valid UTF-8 (RFC
// 6570 §1.6 values are Unicode strings).
func encodeValue(dst []byte, s string, reserved bool) ([]byte, status) {
	var st status
	allowed := &allowedU
	if reserved {
		allowed = &allowedUR
	}
	for i := 0; i < len(s); {
		var j int
		dst, j = copyAllowed(dst, s[i:], allowed)
		j += i
		if j == len(s) {
			break
		}
		c := s[j]
		switch {
		case c == '%' && reserved && triplets(s, j):
			dst = append(dst, s[j:j+3]...)
			st |= stDecodable
			i = j + 3
		case c >= utf8.RuneSelf:
			r, w := utf8.DecodeRuneInString(s[j:])
			if r == utf8.RuneError && w == 1 {
				return dst, st | stBadUTF8
			}
			st |= stDecodable
			for k := j; k < j+w; k++ {
				dst = abnf.AppendPercent(dst, s[k])
			}
			i = j + w
		default:
			dst = abnf.AppendPercent(dst, c)
			i = j + 1
		}
	}
	return dst, st
}

// copyAllowed appends the longest prefix of s made of bytes that allowed
// accepts and returns its length: it copies as it scans, in one pass and
// without a call for the short runs that values are made of.
func copyAllowed(dst []byte, s string, allowed *[256]bool) ([]byte, int) {
	n := len(dst)
	dst = slices.Grow(dst, len(s))
	d := dst[n : n+len(s)]
	s = s[:len(d)]
	for j := range d {
		c := s[j]
		if !allowed[c] {
			return dst[:n+j], j
		}
		d[j] = c
	}
	return dst[:n+len(s)], len(s)
}

// appendValue is encodeValue reporting only whether s is valid UTF-8.
func appendValue(dst []byte, s string, reserved bool) ([]byte, bool) {
	dst, st := encodeValue(dst, s, reserved)
	return dst, st&stBadUTF8 == 0
}

// status says what encodeValue met: ill-formed UTF-8, or a triplet that
// toIRIInPlace may change (one passed through from the value, or the
// encoding of a non-ASCII character). The triplets of the other
// characters it encodes are ASCII, not unreserved and in uppercase, which
// toIRIInPlace leaves as they are.
type status uint8

const (
	stBadUTF8 status = 1 << iota
	stDecodable
)

// allowedU and allowedUR are the allowed sets of RFC 6570 §3.2.1 as
// tables: unreserved (U), and unreserved / reserved (U+R).
var allowedU, allowedUR = func() (u, ur [256]bool) {
	for c := range 256 {
		u[c] = abnf.Class[c]&abnf.Unreserved != 0
		ur[c] = abnf.Class[c]&(abnf.Unreserved|abnf.SubDelim|abnf.GenDelim) != 0
	}
	return u, ur
}()

// prefixOf returns the first n characters of s (RFC 6570 §2.4.1), counting
// code points and never splitting a UTF-8 sequence; in U+R expressions
// (reserved) a pct-encoded triplet that passes through unencoded counts as
// one character, and so does a run of triplets that spells one UTF-8
// sequence.
func prefixOf(s string, n int, reserved bool) string {
	i := 0
	for k := 0; k < n && i < len(s); k++ {
		if reserved && s[i] == '%' && i+2 < len(s) && abnf.Class[s[i+1]]&abnf.Hex != 0 && abnf.Class[s[i+2]]&abnf.Hex != 0 {
			if triplets(s, i) {
				if _, m := abnf.PctSeq(s, i, tripletRunEnd(s, i)); m > 0 {
					i += 3 * m
					continue
				}
			}
			i += 3
			continue
		}
		_, w := utf8.DecodeRuneInString(s[i:])
		i += w
	}
	return s[:i]
}

// triplets reports whether s[i:] starts with a well-formed triplet.
func triplets(s string, i int) bool {
	return i+2 < len(s) && s[i] == '%' && abnf.Class[s[i+1]]&abnf.Hex != 0 && abnf.Class[s[i+2]]&abnf.Hex != 0
}

// tripletRunEnd returns the end of the run of well-formed triplets that
// starts at s[i] (at most four, the longest UTF-8 sequence).
func tripletRunEnd(s string, i int) int {
	j := i
	for k := 0; k < utf8.UTFMax && triplets(s, j); k++ {
		j += 3
	}
	return j
}

// toIRIInPlace applies RFC 3987 §3.2 (as [iri.IRI.ToIRI] does with its default
// options) to the valid URI reference b: it decodes in place the triplets
// that ToIRI decodes and uppercases the hex of the others. It returns the
// new length. The output is never longer than the input, and each write
// lands before the bytes still to be read.
func toIRIInPlace(b []byte) int {
	// Nothing moves before the first triplet, and a reference without
	// one is its own IRI form.
	w := bytes.IndexByte(b, '%')
	if w < 0 {
		return len(b)
	}
	q0, q1 := queryBounds(b) // before anything moves
	for r := w; r < len(b); {
		if b[r] != '%' {
			// Copy the run up to the next triplet at once, if anything
			// has moved.
			k := bytes.IndexByte(b[r:], '%')
			if k < 0 {
				k = len(b) - r
			}
			if w != r {
				copy(b[w:], b[r:r+k])
			}
			w += k
			r += k
			continue
		}
		// An ASCII octet, the common case, is one triplet: decoded if
		// unreserved, else kept in uppercase. (The parser has checked
		// that two hex digits follow every "%".)
		if hi := abnf.Unhex(b[r+1]); hi < 8 {
			lo := abnf.Unhex(b[r+2])
			if c := hi<<4 | lo; abnf.Class[c]&abnf.Unreserved != 0 {
				b[w] = c
				w++
			} else {
				b[w], b[w+1], b[w+2] = '%', abnf.UpperHex[hi], abnf.UpperHex[lo]
				w += 3
			}
			r += 3
			continue
		}
		// A triplet run never crosses a component boundary (delimiters
		// separate components), so the query test at r holds for the run.
		end := min(r+3*utf8.UTFMax, len(b))
		rr, n := abnf.PctSeq(transientString(b[r:end]), 0, end-r)
		query := r >= q0 && r < q1
		switch {
		case n == 0:
			n = 1
		case !(abnf.KeepSet{}).KeepEncoded(rr, query):
			w += utf8.EncodeRune(b[w:], rr)
			r += 3 * n
			continue
		}
		for k := 0; k < n; k++ {
			b[w] = '%'
			b[w+1] = abnf.UpperHex[abnf.Unhex(b[r+1])]
			b[w+2] = abnf.UpperHex[abnf.Unhex(b[r+2])]
			w += 3
			r += 3
		}
	}
	return w
}

// literalURI returns the URI form of a literal run (RFC 6570 §3.1):
// non-ASCII characters percent-encoded as UTF-8, everything else, triplets
// included, copied.
func literalURI(lit string) string {
	if !hasNonASCII(lit) {
		return lit
	}
	b := make([]byte, 0, len(lit)*2)
	for i := 0; i < len(lit); i++ {
		if lit[i] >= utf8.RuneSelf {
			b = abnf.AppendPercent(b, lit[i])
		} else {
			b = append(b, lit[i])
		}
	}
	return string(b)
}

// hasNonASCII reports whether s holds a byte >= 0x80.
func hasNonASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return true
		}
	}
	return false
}

// scanLiterals returns the end of the run of literals (RFC 6570 §2.1)
// that starts at s[i], and whether it holds a non-ASCII character, or an
// error at the first character that is neither a literal nor "{". It sets
// p.pct if the URI form of the run holds a triplet (a "%", or a non-ASCII
// character, which literalURI encodes) and p.track if it holds "?", "#",
// "[" or "]" (see shape.go).
func scanLiterals(s string, i int, p *tplPart) (int, bool, error) {
	// seen accumulates the literalASCII entries of the ASCII bytes.
	var seen uint8
	nonASCII := false
	for {
		// The run of ASCII literal characters, the common case.
		for i < len(s) && literalASCII[s[i]] != 0 {
			seen |= literalASCII[s[i]]
			i++
		}
		if i == len(s) {
			break
		}
		c := s[i]
		switch {
		case c == '{':
			p.track = seen&litTrack != 0
			return i, nonASCII, nil
		case c == '%':
			if !triplets(s, i) {
				return 0, false, templateSyntaxError(s, i, "pct-encoded")
			}
			p.pct = true
			i += 3
		case c < utf8.RuneSelf:
			return 0, false, templateSyntaxError(s, i, "literals")
		default:
			p.pct, nonASCII = true, true
			r, w := utf8.DecodeRuneInString(s[i:])
			if r == utf8.RuneError && w == 1 {
				return 0, false, &Error{Input: s, Offset: i, Err: iri.ErrInvalidUTF8, Rule: "literals"}
			}
			if !abnf.IsUcschar(r) && !abnf.IsIprivate(r, false) {
				return 0, false, templateSyntaxError(s, i, "literals")
			}
			i += w
		}
	}
	p.track = seen&litTrack != 0
	return i, nonASCII, nil
}

// literalASCII has litOK for the ASCII characters of the literals rule
// of RFC 6570 §2.1 (pct-encoded aside): any character except CTL, SP,
// DQUOTE, "'", "%", "<", ">", "\", "^", "`", "{", "|", "}"; and litTrack
// for "?", "#", "[" and "]" besides.
var literalASCII = func() (t [256]uint8) {
	for c := '!'; c < 0x7F; c++ {
		if strings.IndexByte("\"'%<>\\^`{|}", byte(c)) < 0 {
			t[c] = litOK
		}
		if tailSpecial[c] {
			t[c] |= litTrack
		}
	}
	return t
}()

// The bits of literalASCII.
const (
	litOK uint8 = 1 << iota
	litTrack
)

// parseExpression parses the expression at s[i] == '{' (RFC 6570 §2.2)
// into *p, a zero tplPart.
func parseExpression(s string, i int, all *[]tplVar, p *tplPart) (int, error) {
	p.start, p.op, p.o = i, opSimple, opTable(opSimple)
	v0 := len(*all)
	j := i + 1
	if j >= len(s) {
		return 0, templateSyntaxError(s, j, "expression")
	}
	switch c := s[j]; c {
	case '+', '#', '.', '/', ';', '?', '&':
		p.op = c
		p.o = opTable(c)
		p.track = p.o.reserved || c == '?'
		j++
	case '=', ',', '!', '@', '|':
		return 0, templateSyntaxError(s, j, "op-reserve")
	}
	for {
		// In place, as Parse writes the parts.
		if len(*all) < cap(*all) {
			*all = (*all)[:len(*all)+1]
		} else {
			*all = append(*all, tplVar{})
		}
		k, err := parseVarspec(s, j, &(*all)[len(*all)-1])
		if err != nil {
			return 0, err
		}
		j = k
		if j >= len(s) {
			return 0, templateSyntaxError(s, j, "expression")
		}
		switch s[j] {
		case ',':
			j++
			continue
		case '}':
			p.end = j + 1
			p.vars = (*all)[v0:len(*all):len(*all)]
			// Only a varname holds a "%" in an expression.
			p.pct = strings.IndexByte(s[p.start:j], '%') >= 0
			return j + 1, nil
		}
		return 0, templateSyntaxError(s, j, "variable-list")
	}
}

// parseVarspec parses the varspec at s[i] (RFC 6570 §2.3, §2.4).
func parseVarspec(s string, i int, v *tplVar) (int, error) {
	j := i
	for {
		// varchar *( ["."] varchar )
		if j < len(s) && s[j] == '%' {
			if !triplets(s, j) {
				return 0, templateSyntaxError(s, j, "pct-encoded")
			}
			j += 3
		} else if j < len(s) && (abnf.Class[s[j]]&(abnf.Alpha|abnf.Digit) != 0 || s[j] == '_') {
			j++
		} else {
			return 0, templateSyntaxError(s, j, "varname")
		}
		if j < len(s) && s[j] == '.' {
			j++
			continue
		}
		if j < len(s) && (s[j] == '%' || s[j] == '_' || abnf.Class[s[j]]&(abnf.Alpha|abnf.Digit) != 0) {
			continue
		}
		break
	}
	v.name = s[i:j]
	if j < len(s) {
		switch s[j] {
		case '*':
			v.explode = true
			j++
		case ':':
			j++
			k := j
			for k < len(s) && k-j < 5 && abnf.Class[s[k]]&abnf.Digit != 0 {
				k++
			}
			if k == j || s[j] == '0' || k-j > 4 {
				off := j
				if k-j > 4 {
					off = j + 4
				}
				return 0, templateSyntaxError(s, off, "max-length")
			}
			n, _ := strconv.Atoi(s[j:k])
			v.prefix = int16(n)
			j = k
		}
	}
	return j, nil
}

// templateSyntaxError reports the byte at s[i] (or the end) that the rule
// rejects.
func templateSyntaxError(s string, i int, rule string) error {
	err := ErrInvalidTemplate
	if i < len(s) && s[i] >= utf8.RuneSelf {
		if r, w := utf8.DecodeRuneInString(s[i:]); r == utf8.RuneError && w == 1 {
			err = iri.ErrInvalidUTF8
		}
	}
	return &Error{Input: s, Offset: i, Err: err, Rule: rule}
}

// valueError reports a value that cannot be expanded.
func (t *Template) valueError(p *tplPart, v *tplVar, err error) error {
	if te, ok := err.(*Error); ok && te.Input == "" {
		te.Input, te.Offset, te.Expr, te.Var = t.s, p.start, t.s[p.start:p.end], v.name
		return te
	}
	return &Error{Input: t.s, Offset: p.start, Err: ErrInvalidValue, Rule: "RFC 6570 §2.3",
		Expr: t.s[p.start:p.end], Var: v.name, Detail: err.Error()}
}
