package template

// IRI templates: matching (the inverse of expansion) and partial
// expansion.

import (
	"github.com/go-iri/iri"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/go-iri/iri/internal/abnf"
)

// MatchOptions configures [MatchOptions.Match]; the zero value is
// [Template.Match].
type MatchOptions struct {
	// AnyQueryOrder matches the form-style query expressions ("{?a,b}",
	// "{&c}") that end the template against the reference's query
	// parameters in any order, as servers routing requests need:
	// parameters the template does not name are ignored, unless an
	// exploded variable ("{?params*}") of the expressions has no parameter
	// of its own name, in which case it collects them as an associative
	// array. A literal query in the template ("?fixed=yes{&x}") must be
	// present among the parameters. Templates of another shape are matched
	// in order.
	AnyQueryOrder bool
}

// Match returns values of the template's variables that expand to x: the
// result's [Template.Expand] equals x.ToIRI() (and its
// [Template.ExpandURI] equals x.ToURI()) up to the percent-encoding that
// ToIRI leaves and the case of hex digits, because x is compared after
// the decoding that ToIRI does. Undefined variables are left out of the
// result, which lists the variables in the template's order. When no
// values expand to x it returns a [*Error] wrapping [ErrNoMatch].
//
// Matching is not unique in general (RFC 6570 §1.4): "{x}{y}" matches "ab"
// as x="a", y="b" as well as x="ab" or y="ab". Match chooses by this rule,
// which reads the template left to right:
//
//   - each expression takes the shortest non-empty text that lets the rest
//     of the template match, and the empty text only if none does
//     ("{x}{y}" and "ab" give x="a", y="b"; "{+x}{+y}/z" and "/a/b/z" give
//     x="/", y="a/b");
//   - within an expression, each variable in turn is defined if it can be,
//     and takes the fewest characters that let the rest match ("{x,y}"
//     and "768" give x="768", y undefined);
//   - an empty expression leaves its variables undefined, not empty;
//   - a text is a string when it can be one; it is a list when it holds
//     a "," that the expression would have encoded in a string, or
//     ("+" and "#") only when a string does not fit; an exploded variable
//     is a list, or an associative array when its items are name=value
//     pairs whose names are not the variable's own (";", "?", "&"), or
//     all contain "=" (other operators);
//   - a prefix ("{var:3}") binds the whole value only if it is shorter
//     than the prefix; a variable used twice must have values that agree.
//
// Matching backtracks and is bounded: a template and reference that need
// more than 131,072 steps do not match (the error says so), which bounds
// the time an untrusted reference can take.
func (t Template) Match(x iri.IRI) (Vars, error) { return MatchOptions{}.Match(t, x) }

// Match is [Template.Match] with o's options.
func (o MatchOptions) Match(t Template, x iri.IRI) (Vars, error) {
	m := matcher{t: t, s: matchForm(x.String()), lit: make([]string, len(t.parts)), nameN: make([]string, len(t.vars))}
	for i, v := range t.vars {
		m.nameN[i] = matchForm(v.name)
	}
	for pi, p := range t.parts {
		if p.op == 0 {
			m.lit[pi] = matchForm(p.lit)
		}
	}
	ok := false
	if o.AnyQueryOrder {
		if q, fits := m.queryTail(); fits {
			ok = m.anyOrder(q)
		} else {
			ok = m.run()
		}
	} else {
		ok = m.run()
	}
	if !ok {
		te := &Error{Input: x.String(), Offset: matchFormOffset(x.String(), m.far), Err: ErrNoMatch, Template: t.s,
			Rule: "RFC 6570 §1.4"}
		if m.exhausted {
			te.Detail = "the template is too ambiguous for this reference (step limit)"
		}
		return nil, te
	}
	return m.result, nil
}

// matchStepLimit bounds the backtracking of one match.
const matchStepLimit = 1 << 17

// matcher matches a reference, in match form, against a template.
type matcher struct {
	t         Template
	s         string
	lit       []string  // the match form of each literal part
	nameN     []string  // the match form of each varname, by tplVar.id
	trail     []binding // the values bound so far, undone on backtracking
	steps     int
	far       int  // the furthest offset of s reached
	exhausted bool // the step limit was hit
	memo      map[int]bool
	useMemo   bool
	result    Vars
}

// binding records what one occurrence of a variable says of its value.
type binding struct {
	id       int
	undef    bool
	val      Value
	prefix   int  // > 0: val is a string, the value's first up-to-prefix characters
	reserved bool // how prefix counts (prefixOf)
}

// run matches the whole reference in order.
func (m *matcher) run() bool {
	// Memoizing failed (part, offset) states is sound when no variable
	// appears in two parts: what follows a part then does not depend on
	// what was bound before it.
	seen := make([]int, len(m.t.vars))
	m.useMemo = true
	for pi, p := range m.t.parts {
		for _, v := range p.vars {
			if seen[v.id] != 0 && seen[v.id] != pi+1 {
				m.useMemo = false
			}
			seen[v.id] = pi + 1
		}
	}
	if m.useMemo {
		m.memo = make(map[int]bool)
	}
	return m.parts(0, 0, len(m.t.parts), len(m.s), m.finish)
}

// parts matches the parts [pi, pend) of the template against s[pos:end],
// then calls done.
func (m *matcher) parts(pi, pos, pend, end int, done func() bool) bool {
	m.steps++
	if m.steps > matchStepLimit {
		m.exhausted = true
		return false
	}
	m.far = max(m.far, pos)
	if pi == pend {
		return pos == end && done()
	}
	key := pi*(len(m.s)+1) + pos
	if m.useMemo && m.memo[key] {
		return false
	}
	ok := m.part(pi, pos, pend, end, done)
	if !ok && m.useMemo && !m.exhausted {
		m.memo[key] = true
	}
	return ok
}

func (m *matcher) part(pi, pos, pend, end int, done func() bool) bool {
	p := &m.t.parts[pi]
	if p.op == 0 {
		lit := m.lit[pi]
		if strings.HasPrefix(m.s[pos:end], lit) {
			return m.parts(pi+1, pos+len(lit), pend, end, done)
		}
		m.far = max(m.far, pos+commonPrefix(m.s[pos:end], lit))
		return false
	}
	limit := m.extent(p, pos, end)
	// The shortest non-empty text first; the empty text last.
	for k := pos + 1; k <= limit+1; k++ {
		e := k
		if k > limit {
			e = pos
		}
		if pi+1 == pend && e != end {
			continue
		}
		if pi+1 < pend && m.t.parts[pi+1].op == 0 && !strings.HasPrefix(m.s[e:end], m.lit[pi+1]) {
			m.far = max(m.far, e+commonPrefix(m.s[e:end], m.lit[pi+1]))
			continue
		}
		if m.expr(p, m.s[pos:e], func() bool { return m.parts(pi+1, e, pend, end, done) }) {
			return true
		}
		if m.exhausted {
			return false
		}
	}
	return false
}

// commonPrefix returns the length of the common prefix of a and b.
func commonPrefix(a, b string) int {
	k := 0
	for k < len(a) && k < len(b) && a[k] == b[k] {
		k++
	}
	return k
}

// extent returns the end of the longest text at s[pos:end] that the
// expression can have produced: for U expressions, unreserved characters,
// triplets and the expression's own delimiters.
func (m *matcher) extent(p *tplPart, pos, end int) int {
	o := opTable(p.op)
	if o.reserved {
		return end
	}
	i := pos
	for i < end {
		c := m.s[i]
		if abnf.Class[c]&abnf.Unreserved != 0 || c == '%' || c == ',' || c == '=' || c == o.first || c == o.sep {
			i++
			continue
		}
		break
	}
	return i
}

// expr matches one expression against seg, then calls k.
func (m *matcher) expr(p *tplPart, seg string, k func() bool) bool {
	o := opTable(p.op)
	mark := len(m.trail)
	if seg == "" {
		for i := range p.vars {
			m.trail = append(m.trail, binding{id: int(p.vars[i].id), undef: true})
		}
		if m.consistent(mark) && k() {
			return true
		}
		m.trail = m.trail[:mark]
		if o.first != 0 {
			return false
		}
	}
	rest := seg
	if o.first != 0 {
		if seg == "" || seg[0] != o.first {
			return false
		}
		rest = seg[1:]
	}
	return m.vars(p, o, 0, rest, false, k)
}

// vars matches the variables [i:] of the expression against rest; started
// says whether a variable before i was defined (so that a separator comes
// first).
func (m *matcher) vars(p *tplPart, o opInfo, i int, rest string, started bool, k func() bool) bool {
	if m.exhausted {
		return false
	}
	if i == len(p.vars) {
		return rest == "" && started && k()
	}
	m.steps++
	if m.steps > matchStepLimit {
		m.exhausted = true
		return false
	}
	v := &p.vars[i]
	mark := len(m.trail)
	body, canDefine := rest, true
	if started {
		if rest == "" || rest[0] != o.sep {
			canDefine = false
		} else {
			body = rest[1:]
		}
	}
	if canDefine {
		for e := 0; e <= len(body); e++ {
			if e < len(body) && body[e] != o.sep {
				continue
			}
			for _, b := range m.items(o, v, body[:e]) {
				m.trail = append(m.trail, b)
				if m.consistent(len(m.trail)-1) && m.vars(p, o, i+1, body[e:], true, k) {
					return true
				}
				m.trail = m.trail[:mark]
				if m.exhausted {
					return false
				}
			}
		}
	}
	m.trail = append(m.trail, binding{id: int(v.id), undef: true})
	if m.consistent(len(m.trail)-1) && m.vars(p, o, i+1, rest, started, k) {
		return true
	}
	m.trail = m.trail[:mark]
	return false
}

// items returns the values of the variable v that expand to text, in the
// order of preference of Template.Match's rule.
func (m *matcher) items(o opInfo, v *tplVar, text string) []binding {
	var out []binding
	add := func(val Value) {
		b := binding{id: int(v.id), val: val}
		if val.kind == KindString && v.prefix > 0 {
			if prefixOf(val.s, int(v.prefix), o.reserved) != val.s {
				return
			}
			b.prefix, b.reserved = int(v.prefix), o.reserved
		}
		out = append(out, b)
	}
	if !v.explode {
		val := text
		if o.named {
			switch {
			case text == m.nameN[v.id] && !o.ifemp:
				add(StringValue(""))
				return out
			case !strings.HasPrefix(text, m.nameN[v.id]) || len(text) == len(m.nameN[v.id]) || text[len(m.nameN[v.id])] != '=':
				return nil
			}
			val = text[len(m.nameN[v.id])+1:]
			if val == "" && !o.ifemp {
				return nil // ";x=" is never written: an empty value is ";x"
			}
		}
		s, isString := decodeValue(val, o.reserved)
		if isString {
			add(StringValue(s))
		}
		if strings.IndexByte(val, ',') >= 0 && (!isString || o.reserved) && v.prefix == 0 {
			if list, ok := decodeList(strings.Split(val, ","), o.reserved); ok {
				add(ListValue(list...))
			}
		}
		return out
	}
	// An exploded value is items joined by the separator, which values
	// may hold too ("." is unreserved): split where every item is valid,
	// taking the shortest items first.
	if list := splitItems(text, o.sep, func(c string) (string, bool) { return m.member(o, v, c) }); list != nil {
		add(ListValue(list...))
		if len(list) == 1 {
			add(StringValue(list[0]))
		}
	}
	var pairs []Pair
	if chunks := splitItems(text, o.sep, func(c string) (string, bool) { _, ok := pairOf(o, c); return c, ok }); chunks != nil {
		for _, c := range chunks {
			pr, _ := pairOf(o, c)
			pairs = append(pairs, pr)
		}
		b := binding{id: int(v.id), val: AssocValue(pairs...)}
		// An associative array comes first when its names are not the
		// variable's own (named operators) or when every item has "="
		// (the others).
		prefer := !o.named
		for i, pr := range pairs {
			if o.named && pr.Name != v.name {
				prefer = true
				break
			}
			prefer = prefer && strings.IndexByte(chunks[i], '=') >= 0
		}
		if prefer {
			out = append([]binding{b}, out...)
		} else {
			out = append(out, b)
		}
	}
	return out
}

// member decodes one item of an exploded list: "name=value" (or "name"
// alone where an empty value is written so) with the variable's name for
// the named operators, the value alone for the others.
func (m *matcher) member(o opInfo, v *tplVar, c string) (string, bool) {
	if o.named {
		switch {
		case c == m.nameN[v.id]:
			if o.ifemp {
				return "", false
			}
			return "", true
		case !strings.HasPrefix(c, m.nameN[v.id]) || len(c) == len(m.nameN[v.id]) || c[len(m.nameN[v.id])] != '=':
			return "", false
		}
		c = c[len(m.nameN[v.id])+1:]
		if c == "" && !o.ifemp {
			return "", false
		}
	}
	return decodeValue(c, o.reserved)
}

// pairOf decodes one item of an exploded associative array:
// "name=value", or "name" alone for an empty value outside form style
// (RFC 6570 §3.2.1).
func pairOf(o opInfo, c string) (Pair, bool) {
	name, val, eq := strings.Cut(c, "=")
	switch {
	case !eq && o.ifemp, eq && val == "" && !o.ifemp:
		return Pair{}, false
	}
	n, ok1 := decodeValue(name, o.reserved)
	d, ok2 := decodeValue(val, o.reserved)
	if !ok1 || !ok2 {
		return Pair{}, false
	}
	return Pair{Name: n, Value: d}, true
}

// splitItems splits text at occurrences of sep into items that valid
// accepts, preferring the shortest first item, then the shortest second,
// and so on; it returns what valid makes of each item, or nil if no split
// works. Failed offsets are remembered, so the search is quadratic at most.
func splitItems(text string, sep byte, valid func(string) (string, bool)) []string {
	failed := make(map[int]bool)
	var out []string
	var walk func(i int) bool
	walk = func(i int) bool {
		if failed[i] {
			return false
		}
		for e := i; e <= len(text); e++ {
			if e < len(text) && text[e] != sep {
				continue
			}
			d, ok := valid(text[i:e])
			if !ok {
				continue
			}
			out = append(out, d)
			if e == len(text) || walk(e+1) {
				return true
			}
			out = out[:len(out)-1]
		}
		failed[i] = true
		return false
	}
	if !walk(0) {
		return nil
	}
	return out
}

// decodeList decodes each member.
func decodeList(members []string, reserved bool) ([]string, bool) {
	out := make([]string, len(members))
	for i, c := range members {
		s, ok := decodeValue(c, reserved)
		if !ok {
			return nil, false
		}
		out[i] = s
	}
	return out, true
}

// decodeValue returns the string whose encoding for the allowed set (U, or
// with reserved U+R, RFC 6570 §3.2.1) is text, in match form, or false if
// there is none. In U+R a triplet that expansion would pass through
// unchanged (a reserved character's, one that is not well-formed UTF-8, a
// "%25" before two hex digits) stays a triplet in the value.
func decodeValue(text string, reserved bool) (string, bool) {
	mask := abnf.Unreserved
	if reserved {
		mask |= abnf.SubDelim | abnf.GenDelim
	}
	if strings.IndexByte(text, '%') < 0 {
		for i := 0; i < len(text); i++ {
			if abnf.Class[text[i]]&mask == 0 {
				return "", false
			}
		}
		return text, true
	}
	b := make([]byte, 0, len(text))
	for i := 0; i < len(text); {
		c := text[i]
		switch {
		case c == '%':
			if !triplets(text, i) {
				return "", false
			}
			if !reserved {
				b = append(b, abnf.Unhex(text[i+1])<<4|abnf.Unhex(text[i+2]))
				i += 3
				continue
			}
			r, n := abnf.PctSeq(text, i, tripletRunEnd(text, i))
			switch {
			case n == 0, r < utf8.RuneSelf && abnf.Class[r]&(abnf.SubDelim|abnf.GenDelim) != 0,
				r == '%' && i+4 < len(text) && abnf.Class[text[i+3]]&abnf.Hex != 0 && abnf.Class[text[i+4]]&abnf.Hex != 0:
				b = append(b, text[i:i+3]...)
				i += 3
			default:
				b = utf8.AppendRune(b, r)
				i += 3 * n
			}
		case abnf.Class[c]&mask != 0:
			b = append(b, c)
			i++
		default:
			return "", false
		}
	}
	s := string(b)
	if enc, ok := appendValue(nil, s, reserved); !ok || string(enc) != text {
		return "", false
	}
	return s, true
}

// consistent reports whether the binding at m.trail[i] agrees with the
// bindings of the same variable before it.
func (m *matcher) consistent(i int) bool {
	for j := i; j < len(m.trail); j++ {
		b := m.trail[j]
		for _, a := range m.trail[:j] {
			if a.id == b.id && !agree(a, b) {
				return false
			}
		}
	}
	return true
}

// agree reports whether two bindings of one variable can hold together.
func agree(a, b binding) bool {
	switch {
	case a.undef || b.undef:
		return a.undef == b.undef
	case a.prefix == 0 && b.prefix == 0:
		return a.val.Equal(b.val)
	case a.prefix > 0 && b.prefix > 0:
		return strings.HasPrefix(a.val.s, b.val.s) || strings.HasPrefix(b.val.s, a.val.s)
	case a.prefix > 0:
		a, b = b, a
	}
	// a is whole, b a prefix of it.
	return a.val.kind == KindString && prefixOf(a.val.s, b.prefix, b.reserved) == b.val.s
}

// finish builds the result from the bindings and checks it: its expansion
// must be the reference (in match form).
func (m *matcher) finish() bool {
	vars := make(Vars, 0, len(m.t.vars))
	for id, tv := range m.t.vars {
		if int(tv.id) != id {
			continue
		}
		name := tv.name
		var best *binding
		for i := range m.trail {
			b := &m.trail[i]
			if b.id != id {
				continue
			}
			if b.undef {
				best = b
				break
			}
			if best == nil || best.prefix > 0 && (b.prefix == 0 || len(b.val.s) > len(best.val.s)) {
				best = b
			}
		}
		if best == nil || best.undef {
			continue
		}
		vars = append(vars, Var{Name: name, Value: best.val})
	}
	b, err := m.t.appendURI(nil, vars, nil)
	if err != nil || matchForm(string(b)) != m.s {
		return false
	}
	m.result = vars
	return true
}

// matchForm returns the form in which matching compares templates and
// references: ASCII, with non-ASCII characters percent-encoded as UTF-8,
// the triplets of unreserved characters decoded and hex digits in
// uppercase. Two URI references have the same match form exactly when
// ToIRI makes them the same IRI, and an IRI has the match form of its
// ToURI.
func matchForm(s string) string {
	clean := true
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf || s[i] == '%' {
			clean = false
			break
		}
	}
	if clean {
		return s
	}
	b := make([]byte, 0, len(s)+len(s)/2)
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c >= utf8.RuneSelf:
			b = abnf.AppendPercent(b, c)
		case c == '%' && triplets(s, i):
			d := abnf.Unhex(s[i+1])<<4 | abnf.Unhex(s[i+2])
			if abnf.Class[d]&abnf.Unreserved != 0 {
				b = append(b, d)
			} else {
				b = abnf.AppendPercent(b, d)
			}
			i += 2
		default:
			b = append(b, c)
		}
	}
	return string(b)
}

// matchFormOffset maps the offset off in matchForm(s) back to s.
func matchFormOffset(s string, off int) int {
	o := 0
	for i := 0; i < len(s); {
		if o >= off {
			return i
		}
		c := s[i]
		switch {
		case c >= utf8.RuneSelf:
			o += 3
			i++
		case c == '%' && triplets(s, i):
			d := abnf.Unhex(s[i+1])<<4 | abnf.Unhex(s[i+2])
			if abnf.Class[d]&abnf.Unreserved != 0 {
				o++
			} else {
				o += 3
			}
			i += 3
		default:
			o++
			i++
		}
	}
	return len(s)
}

// queryTail returns the index of the first part of the template's query
// when the template ends with a query made of literals and form-style
// expressions only ("{?a,b}", "?x=1{&c}"), the shape that AnyQueryOrder
// matches in any order.
func (m *matcher) queryTail() (int, bool) {
	start := -1
	for pi, p := range m.t.parts {
		switch {
		case p.op == '?':
			if start < 0 {
				start = pi
			}
		case p.op == 0:
			if strings.IndexByte(m.lit[pi], '#') >= 0 {
				return 0, false
			}
			if start < 0 && strings.IndexByte(m.lit[pi], '?') >= 0 {
				if !strings.HasSuffix(m.lit[pi], "?") && strings.Count(m.lit[pi], "?") > 1 {
					return 0, false
				}
				start = pi
			}
		case p.op == '&':
			if start < 0 {
				return 0, false
			}
		default:
			if start >= 0 {
				return 0, false
			}
		}
	}
	return start, start >= 0
}

// anyOrder matches the parts before the query tail in order, then the
// tail's parameters in any order.
func (m *matcher) anyOrder(q int) bool {
	t := m.t
	qs := strings.IndexByte(m.s, '?')
	if strings.IndexByte(m.s, '#') >= 0 && (qs < 0 || strings.IndexByte(m.s, '#') < qs) {
		return false
	}
	// The head: the parts before q, and the literal at q up to its "?".
	head, query := m.s, ""
	if qs >= 0 {
		head, query = m.s[:qs], m.s[qs+1:]
	}
	var lits []string // the literal parameters of the tail
	headLit := ""
	for pi, p := range t.parts[q:] {
		if p.op != 0 {
			continue
		}
		lit := m.lit[q+pi]
		if pi == 0 {
			k := strings.IndexByte(lit, '?')
			headLit, lit = lit[:k], lit[k+1:]
		}
		lits = append(lits, splitParams(lit)...)
	}
	if !strings.HasSuffix(head, headLit) {
		return false
	}
	m.useMemo = false
	return m.parts(0, 0, q, len(head)-len(headLit), func() bool { return m.params(q, query, lits) })
}

// splitParams splits a literal query into its "&"-separated parameters.
func splitParams(q string) []string {
	var out []string
	for _, p := range strings.Split(q, "&") {
		if p != "" {
			out = append(out, p)
		}
	}
	return out
}

// params binds the variables of the form-style expressions from the
// parts [q:] to the query's parameters, in any order.
func (m *matcher) params(q int, query string, lits []string) bool {
	mark := len(m.trail)
	type param struct {
		name, val string
		eq, used  bool
	}
	var ps []param
	for _, c := range strings.Split(query, "&") {
		if query == "" {
			break
		}
		n, v, eq := strings.Cut(c, "=")
		ps = append(ps, param{name: n, val: v, eq: eq})
	}
	for _, l := range lits {
		found := false
		for i := range ps {
			if !ps[i].used && (ps[i].name+"="+ps[i].val == l || !ps[i].eq && ps[i].name == l) {
				ps[i].used, found = true, true
				break
			}
		}
		if !found {
			m.trail = m.trail[:mark]
			return false
		}
	}
	var catchAll *tplVar
	for pi := q; pi < len(m.t.parts); pi++ {
		p := &m.t.parts[pi]
		for vi := range p.vars {
			v := &p.vars[vi]
			var mine []int
			for i := range ps {
				if !ps[i].used && ps[i].name == m.nameN[v.id] {
					mine = append(mine, i)
				}
			}
			b := binding{id: int(v.id), undef: true}
			switch {
			case len(mine) == 0:
				if v.explode && catchAll == nil {
					catchAll = v
					continue
				}
			case v.explode:
				list := make([]string, 0, len(mine))
				for _, i := range mine {
					s, ok := decodeValue(ps[i].val, false)
					if !ok || !ps[i].eq {
						m.trail = m.trail[:mark]
						return false
					}
					list = append(list, s)
					ps[i].used = true
				}
				b = binding{id: int(v.id), val: ListValue(list...)}
			default:
				i := mine[0]
				ps[i].used = true
				cands := m.items(opTable('&'), v, ps[i].name+"="+ps[i].val)
				if !ps[i].eq || len(cands) == 0 {
					m.trail = m.trail[:mark]
					return false
				}
				b = cands[0]
			}
			m.trail = append(m.trail, b)
			if !m.consistent(len(m.trail) - 1) {
				m.trail = m.trail[:mark]
				return false
			}
		}
	}
	if catchAll != nil {
		var pairs []Pair
		for i := range ps {
			if ps[i].used {
				continue
			}
			n, ok1 := decodeValue(ps[i].name, false)
			v, ok2 := decodeValue(ps[i].val, false)
			if !ok1 || !ok2 || !ps[i].eq {
				continue
			}
			pairs = append(pairs, Pair{Name: n, Value: v})
		}
		b := binding{id: int(catchAll.id), undef: true}
		if len(pairs) > 0 {
			b = binding{id: int(catchAll.id), val: AssocValue(pairs...)}
		}
		m.trail = append(m.trail, b)
		if !m.consistent(len(m.trail) - 1) {
			m.trail = m.trail[:mark]
			return false
		}
	}
	if m.finishAnyOrder() {
		return true
	}
	m.trail = m.trail[:mark]
	return false
}

// finishAnyOrder builds the result as finish does, without comparing the
// expansion with the reference (the parameters' order and the ignored
// ones differ by design); the head was matched exactly.
func (m *matcher) finishAnyOrder() bool {
	vars := make(Vars, 0, len(m.t.vars))
	for id, tv := range m.t.vars {
		if int(tv.id) != id {
			continue
		}
		name := tv.name
		var best *binding
		for i := range m.trail {
			b := &m.trail[i]
			if b.id == id && (best == nil || !b.undef && (best.undef || best.prefix > 0 && b.prefix == 0)) {
				best = b
			}
		}
		if best == nil || best.undef {
			continue
		}
		vars = append(vars, Var{Name: name, Value: best.val})
	}
	m.result = vars
	return true
}

// PartialExpand expands the variables that vars defines and returns the
// template of the rest: expanding the result with values for the other
// variables gives the expansion of t with all of them, in both forms.
// Variables that vars leaves undefined stay in the template.
//
// Some expressions cannot be split that way, and PartialExpand then
// returns a [*Error] wrapping [ErrPartialExpansion]: one whose
// operator joins its variables with "," ("{x,y}", "{+x,y}", "{#x,y}") and
// that has both given and remaining variables; a "{?...}" expression where
// a remaining variable comes before a given one (which of "?" and "&"
// the given one takes depends on the other); and an expansion holding
// "'", which RFC 6570 §2.1 keeps out of a template's literals.
func (t Template) PartialExpand(vars Variables) (Template, error) {
	var b strings.Builder
	for pi := range t.parts {
		p := &t.parts[pi]
		if p.op == 0 {
			b.WriteString(t.s[p.start:p.end])
			continue
		}
		given := make([]bool, len(p.vars))
		n := 0
		for vi := range p.vars {
			val, err := lookupDefined(vars, &p.vars[vi])
			if err != nil {
				return Template{}, t.valueError(p, &p.vars[vi], err)
			}
			if val.Defined() {
				given[vi] = true
				n++
			}
		}
		if n == 0 {
			b.WriteString(t.s[p.start:p.end])
			continue
		}
		if n < len(p.vars) {
			switch p.op {
			case '/', '.', ';', '&', '?':
				if p.op == '?' && !given[0] {
					return Template{}, t.partialError(p, "a remaining variable comes before a given one")
				}
			default:
				return Template{}, t.partialError(p, "its operator joins given and remaining variables with \",\"")
			}
		}
		// Runs of given variables are expanded; runs of remaining ones
		// become expressions of the same operator, or "&" after a given
		// variable of a "?" expression.
		for vi := 0; vi < len(p.vars); {
			vj := vi
			for vj < len(p.vars) && given[vj] == given[vi] {
				vj++
			}
			sub := tplPart{op: p.op, o: p.o, vars: p.vars[vi:vj], start: p.start, end: p.end}
			if p.op == '?' && vi > 0 {
				sub.op, sub.o = '&', opTable('&')
			}
			if given[vi] {
				out, err := t.appendExpr(nil, &sub, vars)
				if err != nil {
					return Template{}, err
				}
				if strings.IndexByte(string(out), '\'') >= 0 {
					return Template{}, t.partialError(p, "the expansion holds \"'\", which a template literal cannot (RFC 6570 §2.1)")
				}
				b.Write(out)
			} else {
				b.WriteByte('{')
				if sub.op != opSimple {
					b.WriteByte(sub.op)
				}
				for k, v := range sub.vars {
					if k > 0 {
						b.WriteByte(',')
					}
					writeVarspec(&b, v)
				}
				b.WriteByte('}')
			}
			vi = vj
		}
	}
	u, err := Parse(b.String())
	if err != nil {
		// Cannot happen: the pieces are the template's own or expansions.
		return Template{}, &Error{Input: t.s, Err: ErrPartialExpansion, Detail: err.Error()}
	}
	return u, nil
}

// lookupDefined looks the variable up in vars, which may be nil.
func lookupDefined(vars Variables, v *tplVar) (Value, error) {
	if vars == nil {
		return Value{}, nil
	}
	val, err := vars.Lookup(v.name)
	if err != nil {
		return Value{}, err
	}
	if val.Defined() {
		if err := val.check(); err != nil {
			return Value{}, err
		}
	}
	return val, nil
}

// writeVarspec writes the varspec as the template has it.
func writeVarspec(b *strings.Builder, v tplVar) {
	b.WriteString(v.name)
	switch {
	case v.explode:
		b.WriteByte('*')
	case v.prefix > 0:
		b.WriteByte(':')
		b.WriteString(strconv.Itoa(int(v.prefix)))
	}
}

func (t Template) partialError(p *tplPart, reason string) error {
	return &Error{Input: t.s, Offset: p.start, Err: ErrPartialExpansion, Rule: "RFC 6570 §3.2",
		Expr: t.s[p.start:p.end], Detail: reason}
}
