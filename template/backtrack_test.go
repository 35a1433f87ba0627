package template

// The backtracking matcher of before, as a reference for the tests.

import (
	"strings"

	"github.com/go-iri/iri"
	"github.com/go-iri/iri/internal/abnf"
)

// btMatch is the backtracking matcher that Match was before it became
// linear, kept as the reference the tests compare the new one with: the
// same answers, apart from its step-limit failures (exhausted) and the
// differences that TestMatchAgainstBacktracking lists.
func btMatch(o MatchOptions, t Template, x iri.IRI) (vars Vars, exhausted bool, ok bool) {
	m := btMatcher{t: t, s: matchForm(x.String()), lit: make([]string, len(t.parts)), nameN: make([]string, len(t.vars))}
	for i, v := range t.vars {
		m.nameN[i] = matchForm(v.name)
	}
	for pi, p := range t.parts {
		if p.op == 0 {
			m.lit[pi] = matchForm(p.lit)
		}
	}
	if o.AnyQueryOrder {
		if q, fits := m.queryTail(); fits {
			ok = m.anyOrder(q)
		} else {
			ok = m.run()
		}
	} else {
		ok = m.run()
	}
	return m.result, m.exhausted, ok
}

// btStepLimit bounds the backtracking of one match.
const btStepLimit = 1 << 17

// btMatcher matches a reference, in match form, against a template.
type btMatcher struct {
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

// run matches the whole reference in order.
func (m *btMatcher) run() bool {
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
func (m *btMatcher) parts(pi, pos, pend, end int, done func() bool) bool {
	m.steps++
	if m.steps > btStepLimit {
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

func (m *btMatcher) part(pi, pos, pend, end int, done func() bool) bool {
	p := &m.t.parts[pi]
	if p.op == 0 {
		lit := m.lit[pi]
		if strings.HasPrefix(m.s[pos:end], lit) {
			return m.parts(pi+1, pos+len(lit), pend, end, done)
		}
		m.far = max(m.far, pos+btCommonPrefix(m.s[pos:end], lit))
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
			m.far = max(m.far, e+btCommonPrefix(m.s[e:end], m.lit[pi+1]))
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

// btCommonPrefix returns the length of the common prefix of a and b.
func btCommonPrefix(a, b string) int {
	k := 0
	for k < len(a) && k < len(b) && a[k] == b[k] {
		k++
	}
	return k
}

// extent returns the end of the longest text at s[pos:end] that the
// expression can have produced: for U expressions, unreserved characters,
// triplets and the expression's own delimiters.
func (m *btMatcher) extent(p *tplPart, pos, end int) int {
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
func (m *btMatcher) expr(p *tplPart, seg string, k func() bool) bool {
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
func (m *btMatcher) vars(p *tplPart, o opInfo, i int, rest string, started bool, k func() bool) bool {
	if m.exhausted {
		return false
	}
	if i == len(p.vars) {
		return rest == "" && started && k()
	}
	m.steps++
	if m.steps > btStepLimit {
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
func (m *btMatcher) items(o opInfo, v *tplVar, text string) []binding {
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
	if list := btSplitItems(text, o.sep, func(c string) (string, bool) { return m.member(o, v, c) }); list != nil {
		add(ListValue(list...))
		if len(list) == 1 {
			add(StringValue(list[0]))
		}
	}
	var pairs []Pair
	if chunks := btSplitItems(text, o.sep, func(c string) (string, bool) { _, ok := pairOf(o, c); return c, ok }); chunks != nil {
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
func (m *btMatcher) member(o opInfo, v *tplVar, c string) (string, bool) {
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

// btSplitItems splits text at occurrences of sep into items that valid
// accepts, preferring the shortest first item, then the shortest second,
// and so on; it returns what valid makes of each item, or nil if no split
// works. Failed offsets are remembered, so the search is quadratic at most.
func btSplitItems(text string, sep byte, valid func(string) (string, bool)) []string {
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

// consistent reports whether the binding at m.trail[i] agrees with the
// bindings of the same variable before it.
func (m *btMatcher) consistent(i int) bool {
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

// finish builds the result from the bindings and checks it: its expansion
// must be the reference (in match form).
func (m *btMatcher) finish() bool {
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

// queryTail returns the index of the first part of the template's query
// when the template ends with a query made of literals and form-style
// expressions only ("{?a,b}", "?x=1{&c}"), the shape that AnyQueryOrder
// matches in any order.
func (m *btMatcher) queryTail() (int, bool) {
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
func (m *btMatcher) anyOrder(q int) bool {
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

// params binds the variables of the form-style expressions from the
// parts [q:] to the query's parameters, in any order.
func (m *btMatcher) params(q int, query string, lits []string) bool {
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
func (m *btMatcher) finishAnyOrder() bool {
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
