package template

// IRI templates: matching, the inverse of expansion, in time linear in the
// reference.

import (
	"strconv"
	"strings"
	"sync/atomic"
	"unicode/utf8"
	"unsafe"

	"github.com/go-iri/iri"
	"github.com/go-iri/iri/internal/abnf"
)

// MatchOptions configures [MatchOptions.Match] and [MatchOptions.NewRouter];
// the zero value is [Template.Match].
type MatchOptions struct {
	// AnyQueryOrder matches the form-style query expressions ("{?a,b}",
	// "{&c}") that end the template against the reference's query
	// parameters in any order, as servers routing requests need:
	// parameters the template does not name are ignored, unless an
	// exploded variable ("{?params*}") of the expressions has no parameter
	// of its own name, in which case it collects them as an associative
	// array. A parameter given twice becomes a list for an exploded
	// variable of its name, and is no match for any other variable (the
	// error names it): a value is never dropped. A literal query in the
	// template ("?fixed=yes{&x}") must be present among the parameters.
	// Templates of another shape are matched in order. The expansion of
	// the result holds the parameters of the reference that the template
	// names, in the template's order.
	AnyQueryOrder bool
	// FormURLEncoded reads the query parameters that AnyQueryOrder matches
	// as HTML forms write them (application/x-www-form-urlencoded, the URL
	// Standard §5.1): "+" is a space, and a name without "=" has the empty
	// value. Without AnyQueryOrder, or for a template it matches in order,
	// it changes nothing.
	FormURLEncoded bool
	// IgnoreFragment matches a reference with a fragment as if it had
	// none, when the template has no "#" (neither a literal one nor a
	// "{#...}" expression): browsers send no fragment, but links carry
	// them.
	IgnoreFragment bool
}

// Match returns values of the template's variables that expand to x: the
// result's [Template.Expand] equals x.ToIRI() (and its
// [Template.ExpandURI] equals x.ToURI()) up to the percent-encoding that
// ToIRI leaves and the case of hex digits, because x is compared after
// the decoding that ToIRI does. Undefined variables are left out of the
// result, which lists the variables in the template's order. When no
// values expand to x it returns an [*Error] wrapping [ErrNoMatch] that
// says how far x matched, in which expression and variable, and why.
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
//     all contain "=" (other operators); the items of an exploded value
//     are split at every separator;
//   - a prefix ("{var:3}") binds the whole value only if it is shorter
//     than the prefix.
//
// Matching takes time and memory at most proportional to the length of x
// times the size of the template, whatever x holds: the texts that an
// expression expands to form a regular language, so each expression is
// an automaton of a few states per variable, and Match computes, for
// every position of x and every state, whether the rest of the template
// can match from there (one pass from the end), then reads the choice
// above from the start without ever going back. A variable used twice is
// the exception to exactness: whether two occurrences can agree is not a
// question an automaton answers, so each occurrence is matched as if it
// were alone and their values are compared afterwards; when they differ,
// Match reports no match, even where another choice would have made them
// agree: "{x}/{x}" matches "ab/ab", but "{x}{x}" does not match "abab",
// where the first "{x}" takes "a", the shortest text after which the rest
// matches, and the second "bab".
//
// A template whose expression is "{path}" or "{path*}" does not match a
// path with "/" in it ("/" is reserved, and a U expression encodes it):
// "file:///{path}" never matches "file:///home/user/notes.txt". Write
// "file://{+path}" or "file:///{+path}", whose "+" keeps reserved
// characters, as MCP resource templates for files need.
func (t Template) Match(x iri.IRI) (Vars, error) { return MatchOptions{}.Match(t, x) }

// Match is [Template.Match] with o's options.
func (o MatchOptions) Match(t Template, x iri.IRI) (Vars, error) {
	return t.compiled().match(o, x)
}

// compiled returns the template compiled for matching, once per parsed
// template (two goroutines may both compile it the first time; one
// result is kept).
func (t Template) compiled() *compiled {
	if len(t.parts) == 0 {
		return compile(t)
	}
	p := &t.parts[0].compiled
	if c := atomic.LoadPointer(p); c != nil {
		return (*compiled)(c)
	}
	atomic.CompareAndSwapPointer(p, nil, unsafe.Pointer(compile(t)))
	return (*compiled)(atomic.LoadPointer(p))
}

// compiled is a template prepared for matching: the match forms of its
// literals and names, and the automaton of each expression.
type compiled struct {
	t        Template
	lit      []string    // the match form of each literal part
	nameN    []string    // the match form of each varname, by tplVar.id
	progs    []*exprProg // the automaton of each expression part
	qtail    int         // the first part of the query tail, or -1
	fragment bool        // the template has a "#"
}

// compile prepares t for matching; it costs the size of the template.
func compile(t Template) *compiled {
	c := &compiled{t: t, lit: make([]string, len(t.parts)), nameN: make([]string, len(t.vars)),
		progs: make([]*exprProg, len(t.parts)), qtail: -1}
	for i, v := range t.vars {
		c.nameN[i] = matchForm(v.name)
	}
	for pi := range t.parts {
		p := &t.parts[pi]
		if p.op == 0 {
			c.lit[pi] = matchForm(p.lit)
			c.fragment = c.fragment || strings.IndexByte(c.lit[pi], '#') >= 0
			continue
		}
		c.fragment = c.fragment || p.op == '#'
	}
	for pi := range t.parts {
		if t.parts[pi].op != 0 {
			c.progs[pi] = compileExpr(&t.parts[pi], c.nameN)
		}
	}
	if q, ok := c.queryTail(); ok {
		c.qtail = q
	}
	return c
}

// match matches x with the options o.
func (c *compiled) match(o MatchOptions, x iri.IRI) (Vars, error) {
	ref := x.String()
	if o.IgnoreFragment && !c.fragment {
		if i := strings.IndexByte(ref, '#'); i >= 0 {
			ref = ref[:i]
		}
	}
	m := matcher{c: c, o: o, s: matchForm(ref)}
	var ok bool
	if o.AnyQueryOrder && c.qtail >= 0 {
		ok = m.anyOrder(c.qtail)
	} else {
		ok = m.run(len(c.t.parts), len(m.s))
	}
	if ok {
		ok = m.finish(!(o.AnyQueryOrder && c.qtail >= 0))
	}
	if !ok {
		te := &Error{Input: ref, Offset: matchFormOffset(ref, m.far), Err: ErrNoMatch, Template: c.t.s,
			Rule: "RFC 6570 §1.4", Detail: m.why}
		if m.farPart >= 0 && c.t.parts[m.farPart].op != 0 {
			p := &c.t.parts[m.farPart]
			te.Expr = c.t.s[p.start:p.end]
			if m.farVar >= 0 {
				te.Var = p.vars[m.farVar].name
			}
		}
		if m.farVarName != "" {
			te.Var = m.farVarName
		}
		return nil, te
	}
	return m.result, nil
}

// matcher matches one reference, in match form, against a compiled
// template.
type matcher struct {
	c      *compiled
	o      MatchOptions
	s      string
	trail  []binding // the values bound, in the template's order
	result Vars

	// Where matching stopped, for the error.
	far        int
	farPart    int
	farVar     int
	farVarName string
	why        string
}

// binding records what one occurrence of a variable says of its value.
type binding struct {
	id       int
	undef    bool
	val      Value
	prefix   int       // > 0: val is a string, the value's first up-to-prefix characters
	reserved bool      // how prefix counts (prefixOf)
	at       int       // the offset of the occurrence's text in the match form
	alts     []binding // the other values the text can have, in order of preference
}

// bitset is a set of positions.
type bitset []uint64

func newBitset(n int) bitset    { return make(bitset, n/64+1) }
func (b bitset) has(i int) bool { return b[i>>6]&(1<<(i&63)) != 0 }
func (b bitset) set(i int)      { b[i>>6] |= 1 << (i & 63) }
func (b bitset) empty() bool    { return !b.any() }
func (b bitset) any() bool      { return anyBit(b) }
func anyBit(b []uint64) bool {
	for _, w := range b {
		if w != 0 {
			return true
		}
	}
	return false
}

// run matches the parts [0, pend) of the template against m.s[:end] and
// binds their variables, or records where matching stopped.
//
// First, from the last part to the first, ok[pi] is the set of positions
// from which the parts [pi, pend) match the rest of s[:end] exactly (for
// an expression, with the liveness table of its automaton). Then, from the
// first part, each expression takes the shortest non-empty text that ends
// where the next part's ok holds (the empty text otherwise), found by
// running its automaton forward over live states only, and its variables
// are read from that text the same way. Each step costs positions times
// states; no position is visited twice by the same state.
func (m *matcher) run(pend, end int) bool {
	c, s := m.c, m.s[:end]
	ok := make([]bitset, pend+1)
	tabs := make([]*table, pend)
	ok[pend] = newBitset(end)
	ok[pend].set(end)
	for pi := pend - 1; pi >= 0; pi-- {
		ok[pi] = newBitset(end)
		next := ok[pi+1]
		if c.t.parts[pi].op == 0 {
			lit := c.lit[pi]
			for p := 0; p+len(lit) <= end; p++ {
				if next.has(p+len(lit)) && s[p:p+len(lit)] == lit {
					ok[pi].set(p)
				}
			}
		} else {
			x := c.progs[pi]
			t := newTable(x, s, 0, end, next.has, nil)
			for p := 0; p <= end; p++ {
				if t.live(0, p) {
					ok[pi].set(p)
				}
			}
			tabs[pi] = t
		}
		if ok[pi].empty() {
			break
		}
	}
	if ok[0] == nil || !ok[0].has(0) {
		m.explain(pend, end)
		return false
	}
	pos := 0
	for pi := 0; pi < pend; pi++ {
		p := &c.t.parts[pi]
		if p.op == 0 {
			pos += len(c.lit[pi])
			continue
		}
		x := c.progs[pi]
		e, found := shortest(x, s, tabs[pi], 0, pos, pos+1, x.accept)
		if !found {
			e = pos
		}
		if !m.bindExpr(pi, pos, e) {
			m.far, m.farPart, m.farVar = pos, pi, -1
			m.why = "internal error: the expression's text cannot be read back"
			return false
		}
		pos = e
	}
	return true
}

// bindExpr binds the variables of the expression part pi from its text
// s[lo:hi], which its automaton accepts.
func (m *matcher) bindExpr(pi, lo, hi int) bool {
	c := m.c
	p := &c.t.parts[pi]
	if lo == hi {
		for i := range p.vars {
			m.trail = append(m.trail, binding{id: int(p.vars[i].id), undef: true})
		}
		return true
	}
	if len(p.vars) == 1 {
		// One variable: its text is the expression's, after the first
		// character.
		v := &p.vars[0]
		ts := lo
		if p.o.first != 0 {
			ts++
		}
		b := binding{id: int(v.id), undef: true, at: ts}
		if cands := c.items(p.o, v, m.s[ts:hi]); len(cands) > 0 {
			b = cands[0]
			b.alts, b.at = cands[1:], ts
		}
		m.trail = append(m.trail, b)
		return true
	}
	x := c.progs[pi]
	t := newTable(x, m.s, lo, hi, func(q int) bool { return q == hi }, nil)
	q := lo
	if p.o.first != 0 {
		q++
	}
	started := false
	for i := range p.vars {
		v := &p.vars[i]
		ts, can := q, false
		if started {
			can = t.live(x.sepIn[i], q)
			ts = q + 1
		} else {
			can = t.live(x.textIn[i], q)
		}
		if !can {
			m.trail = append(m.trail, binding{id: int(v.id), undef: true})
			continue
		}
		e, found := shortest(x, m.s, t, x.textIn[i], ts, ts, x.textOut[i])
		if !found {
			// Cannot happen: the table says the text can be read.
			return false
		}
		b := binding{id: int(v.id), undef: true}
		if cands := c.items(p.o, v, m.s[ts:e]); len(cands) > 0 {
			b = cands[0]
			b.alts = cands[1:]
		}
		b.at = ts
		m.trail = append(m.trail, b)
		q, started = e, true
	}
	return q == hi && started
}

// explain records where matching of the parts [0, pend) against
// m.s[:end] stopped: the furthest position that some way of reading the
// template reaches, the part and the variable there, and why. It runs
// each part forward from every position where the parts before it can
// end, at the cost of a match.
func (m *matcher) explain(pend, end int) {
	c, s := m.c, m.s[:end]
	starts := newBitset(end)
	starts.set(0)
	m.far, m.farPart, m.farVar = 0, -1, -1
	for pi := 0; pi < pend; pi++ {
		next := newBitset(end)
		p := &c.t.parts[pi]
		far, farVar := -1, -1
		if p.op == 0 {
			lit := c.lit[pi]
			for q := 0; q <= end; q++ {
				if !starts.has(q) {
					continue
				}
				k := commonPrefix(s[q:], lit)
				if k == len(lit) {
					next.set(q + k)
				}
				far = max(far, q+k)
			}
		} else {
			far, farVar = reach(c.progs[pi], s, starts, next)
		}
		if far >= m.far {
			m.far, m.farPart, m.farVar = far, pi, farVar
			switch {
			case p.op == 0 && far < end:
				m.why = "expected " + strconv.Quote(c.lit[pi][far-maxStart(starts, far):])
			case p.op == 0:
				m.why = "the reference ends before the literal " + strconv.Quote(c.lit[pi])
			case far < end:
				m.why = quoteChar(s, far) + " cannot continue the expression"
			default:
				m.why = "the reference ends inside the expression"
			}
		}
		if next.empty() {
			return
		}
		starts = next
	}
	if !starts.has(end) {
		last := -1
		for q := end; q >= 0; q-- {
			if starts.has(q) {
				last = q
				break
			}
		}
		if last >= m.far {
			m.far, m.farPart, m.farVar = last, -1, -1
			m.why = "the reference goes on after the template ends"
		}
	}
}

// maxStart returns the greatest start at or before far, which begins the
// literal that reached far.
func maxStart(starts bitset, far int) int {
	for q := far; q >= 0; q-- {
		if starts.has(q) {
			return q
		}
	}
	return far
}

// quoteChar names the character of the match form at s[i] for a message.
func quoteChar(s string, i int) string {
	if s[i] == '%' && i+2 < len(s) {
		return strconv.Quote(s[i : i+3])
	}
	return strconv.Quote(s[i : i+1])
}

// commonPrefix returns the length of the common prefix of a and b.
func commonPrefix(a, b string) int {
	k := 0
	for k < len(a) && k < len(b) && a[k] == b[k] {
		k++
	}
	return k
}

// items returns the values of the variable v that expand to text, in the
// order of preference of Template.Match's rule.
func (c *compiled) items(o opInfo, v *tplVar, text string) []binding {
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
			case text == c.nameN[v.id] && !o.ifemp:
				add(StringValue(""))
				return out
			case !strings.HasPrefix(text, c.nameN[v.id]) || len(text) == len(c.nameN[v.id]) || text[len(c.nameN[v.id])] != '=':
				return nil
			}
			val = text[len(c.nameN[v.id])+1:]
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
	if list := splitEvery(text, o.sep, func(it string) (string, bool) { return c.member(o, v, it) }); list != nil {
		add(ListValue(list...))
		if len(list) == 1 {
			add(StringValue(list[0]))
		}
	}
	var pairs []Pair
	if chunks := splitPairs(o, text); chunks != nil {
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
func (cm *compiled) member(o opInfo, v *tplVar, c string) (string, bool) {
	if o.named {
		switch {
		case c == cm.nameN[v.id]:
			if o.ifemp {
				return "", false
			}
			return "", true
		case !strings.HasPrefix(c, cm.nameN[v.id]) || len(c) == len(cm.nameN[v.id]) || c[len(cm.nameN[v.id])] != '=':
			return "", false
		}
		c = c[len(cm.nameN[v.id])+1:]
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

// splitEvery splits text at every occurrence of sep into items that valid
// accepts, and returns what valid makes of each, or nil if one is not
// valid. Splitting at every separator gives the shortest items first, and
// an item that is not valid is not made valid by joining it to the next
// (a separator is no hex digit, and a name or value that a separator ends
// stays what it was), so this is the first split that works.
func splitEvery(text string, sep byte, valid func(string) (string, bool)) []string {
	var out []string
	for {
		k := strings.IndexByte(text, sep)
		item := text
		if k >= 0 {
			item = text[:k]
		}
		d, ok := valid(item)
		if !ok {
			return nil
		}
		out = append(out, d)
		if k < 0 {
			return out
		}
		text = text[k+1:]
	}
}

// splitPairs splits the text of an exploded associative array into its
// name[=value] items, the shortest first item first, then the shortest
// second, and so on, or returns nil if no split works. Splitting at every
// separator is not enough where values may hold the separator ("." in
// "{.keys*}", "," in "{+keys*}"): "dot=." is one item. Which ends make a
// valid item from a start is an interval less one point (at most one "="
// in U expressions; not ending just after the first "=" outside form
// style), so one pass from the end finds the splits that work and one
// from the start the first of them: linear in the text.
func splitPairs(o opInfo, text string) []string {
	var ends []int // the offsets of the separators, and len(text)
	for i := 0; i < len(text); i++ {
		if text[i] == o.sep {
			ends = append(ends, i)
		}
	}
	ends = append(ends, len(text))
	// nextEq[i]: the first "=" at or after i, or len(text).
	nextEq := make([]int, len(text)+2)
	nextEq[len(text)], nextEq[len(text)+1] = len(text), len(text)
	for i := len(text) - 1; i >= 0; i-- {
		nextEq[i] = nextEq[i+1]
		if text[i] == '=' {
			nextEq[i] = i
		}
	}
	// firstEnd[k]: the index in ends of the first end >= the start that
	// follows ends[k-1] (the start 0 for k == 0) is k itself.
	// good[k]: the rest after ends[k] splits (or ends[k] is the end).
	// nextGood[k]: the first k' >= k with good[k'], or len(ends).
	good := make([]bool, len(ends))
	nextGood := make([]int, len(ends)+1)
	nextGood[len(ends)] = len(ends)
	choose := func(k int) int { // the index of the first valid end for the start of item k, or -1
		i := 0
		if k > 0 {
			i = ends[k-1] + 1
		}
		f := nextEq[i]
		lim := len(text)
		if !o.reserved && f < len(text) {
			lim = nextEq[f+1] // at most one "="
		}
		j := nextGood[k]
		if j < len(ends) && !o.ifemp && f < len(text) && ends[j] == f+1 {
			j = nextGood[j+1] // "name=" with an empty value is written "name"
		}
		if j == len(ends) || ends[j] > lim || o.ifemp && f >= ends[j] {
			return -1
		}
		return j
	}
	for k := len(ends) - 1; k >= 0; k-- {
		good[k] = k == len(ends)-1 || choose(k+1) >= 0
		nextGood[k] = nextGood[k+1]
		if good[k] {
			nextGood[k] = k
		}
	}
	var out []string
	for k := 0; k < len(ends); {
		j := choose(k)
		if j < 0 {
			return nil
		}
		i := 0
		if k > 0 {
			i = ends[k-1] + 1
		}
		c := text[i:ends[j]]
		if _, ok := pairOf(o, c); !ok {
			return nil
		}
		out = append(out, c)
		k = j + 1
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

// agreeAll makes the occurrences of each variable used more than once
// agree, if they can: the values their texts can have are few (a string,
// a list, an associative array), so it takes, in the order of preference
// of the first occurrence, the first value that some value of every other
// occurrence agrees with. It records the error otherwise.
func (m *matcher) agreeAll() bool {
	for j := range m.trail {
		first := &m.trail[j]
		rest := -1
		for k := j + 1; k < len(m.trail); k++ {
			if m.trail[k].id == first.id {
				rest = k
				break
			}
		}
		if rest < 0 {
			continue
		}
		// Only the first occurrence of each variable leads.
		lead := true
		for k := 0; k < j; k++ {
			if m.trail[k].id == first.id {
				lead = false
				break
			}
		}
		if !lead {
			continue
		}
		ok := false
		for _, a := range append([]binding{*first}, first.alts...) {
			choice := map[int]binding{j: a}
			all := true
			for k := j + 1; k < len(m.trail) && all; k++ {
				o := &m.trail[k]
				if o.id != first.id {
					continue
				}
				found := false
				for _, b := range append([]binding{*o}, o.alts...) {
					if agree(a, b) {
						choice[k], found = b, true
						break
					}
				}
				if !found {
					all = false
					m.far = o.at
				}
			}
			if all {
				for k, b := range choice {
					at := m.trail[k].at
					m.trail[k] = b
					m.trail[k].at = at
				}
				ok = true
				break
			}
		}
		if !ok {
			m.farPart, m.farVar = -1, -1
			m.farVarName = m.c.t.vars[first.id].name
			m.why = "the variable is used twice, and its values differ"
			return false
		}
	}
	return true
}

// finish checks that the occurrences of each variable agree, builds the
// result and, when exact, checks it: its expansion must be the reference
// (in match form). Under AnyQueryOrder the parameters' order and the
// ignored ones differ by design, and the head was matched exactly.
func (m *matcher) finish(exact bool) bool {
	t := m.c.t
	if !m.agreeAll() {
		return false
	}
	vars := make(Vars, 0, len(t.vars))
	for id, tv := range t.vars {
		if int(tv.id) != id {
			continue
		}
		var best *binding
		for i := range m.trail {
			b := &m.trail[i]
			if b.id != id {
				continue
			}
			if b.undef {
				if exact {
					best = b
					break
				}
				if best == nil {
					best = b
				}
				continue
			}
			if best == nil || best.undef || best.prefix > 0 && (b.prefix == 0 || len(b.val.s) > len(best.val.s)) {
				best = b
			}
		}
		if best == nil || best.undef {
			continue
		}
		vars = append(vars, Var{Name: tv.name, Value: best.val})
	}
	if exact {
		b, err := t.appendURI(nil, vars, nil)
		if err != nil || matchForm(string(b)) != m.s {
			m.far, m.farPart, m.farVar = 0, -1, -1
			m.why = "no values of the variables expand to the reference"
			return false
		}
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
