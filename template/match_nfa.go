package template

// The automaton of one expression, for matching in linear time.
//
// The texts that an expression can expand to form a regular language
// (RFC 6570 §3.2: an operator's first character, then the defined
// variables' texts joined by its separator). Each expression is compiled
// to a small nondeterministic automaton over the tokens of the reference's
// match form: a character, or a pct-encoded triplet (or, where expansion
// encodes a character as its UTF-8 octets, the triplets of one character).
// Matching runs the automata in the manner of Thompson: a set of states per
// position, never a path at a time, so that the work is the number of
// positions times the number of states, whatever the reference.

import (
	"math/bits"
	"strings"

	"github.com/go-iri/iri/internal/abnf"
)

// The kinds of automaton state.
const (
	stEps     = iota // no input: goes to out[0] and out[1] (if set)
	stByte           // one byte, b
	stLit            // the bytes of lit (a varname)
	stTok            // one token of class cls (except the byte b)
	stBounded        // 0 to max tokens of class cls, then out[0]
	stAccept         // the end of the expression
)

// The token classes.
const (
	clsU      = iota // a character that a U expression writes: unreserved, or the triplets of one character
	clsUComma        // clsU or "," (the members of a list)
	clsR             // any character or one triplet (U+R expressions keep triplets)
)

// nstate is one state. Epsilon edges always go to a state of a higher
// index, so that one pass over the states in order closes a set, and one
// pass in reverse order computes liveness.
type nstate struct {
	kind uint8
	cls  uint8
	b    byte   // stByte: the byte; stTok: a byte excluded from the class (0: none)
	lit  string // stLit: the bytes
	max  int32  // stBounded: the most tokens
	out  [2]int32
	nout uint8
	vi   int16 // the index in the expression of the variable the state reads, or -1
	bi   int16 // stBounded: the index of its counters
}

// exprProg is the automaton of one expression.
type exprProg struct {
	st      []nstate
	accept  int32   // the accepting state, the last
	textIn  []int32 // per variable: the first state of its text
	textOut []int32 // per variable: the state after its text (the next variable's "started" entry)
	sepIn   []int32 // per variable: the state that reads the separator before it
	nBound  int     // the number of stBounded states
	words   int     // the words of a set of states
	maxLit  int     // the longest stLit
}

// progBuilder appends states.
type progBuilder struct{ st []nstate }

func (b *progBuilder) add(s nstate) int32 {
	if s.kind == stByte || s.kind == stLit || s.kind == stTok || s.kind == stBounded {
		s.nout = 1
	}
	b.st = append(b.st, s)
	return int32(len(b.st) - 1)
}

// eps adds an epsilon state whose targets are patched later.
func (b *progBuilder) eps(vi int) int32 {
	return b.add(nstate{kind: stEps, nout: 2, out: [2]int32{-1, -1}, vi: int16(vi)})
}

// compileExpr builds the automaton of the expression p (RFC 6570 §3.2 and
// Appendix A), following the languages that Template.Match's value rules
// accept for each kind of varspec.
func compileExpr(p *tplPart, nameN []string) *exprProg {
	o := p.o
	k := len(p.vars)
	var b progBuilder
	x := &exprProg{textIn: make([]int32, k), textOut: make([]int32, k), sepIn: make([]int32, k)}
	// Entry: the operator's first character, or nothing (all undefined).
	entry := b.eps(-1)
	var first int32 = -1
	if o.first != 0 {
		first = b.add(nstate{kind: stByte, b: o.first, vi: -1})
	}
	// ef[i], et[i]: variable i is next, with no / some variable defined
	// before it. Patched once the following states exist.
	ef := make([]int32, k+1)
	et := make([]int32, k+1)
	var exits []int32 // states whose out[0] or out[1] must go to et[i+1]; patched per variable
	type patch struct {
		s    int32
		slot int
	}
	for i := range p.vars {
		v := &p.vars[i]
		ef[i] = b.eps(i)
		et[i] = b.eps(i)
		x.sepIn[i] = b.add(nstate{kind: stByte, b: o.sep, vi: int16(i)})
		x.textIn[i] = int32(len(b.st))
		var pend []patch
		cls := uint8(clsUComma)
		if o.reserved {
			cls = clsR
		}
		switch {
		case v.explode && o.reserved:
			// Members joined by ",", which U+R values may hold too: any
			// text.
			l := b.eps(i)
			t := b.add(nstate{kind: stTok, cls: clsR, vi: int16(i)})
			b.st[t].out[0] = l
			b.st[l].out[1] = t
			pend = append(pend, patch{l, 0})
		case v.explode:
			// Items name[=value] joined by the separator (a list's
			// members, name=value for the named operators, are such
			// items too): names and values of U characters, with the
			// separator only where it is one ("." in "{.x*}").
			sep := o.sep
			if abnf.Class[sep]&abnf.Unreserved != 0 {
				sep = 0
			}
			nl := b.eps(i)
			nt := b.add(nstate{kind: stTok, cls: clsU, b: sep, vi: int16(i)})
			b.st[nt].out[0] = nl
			alt := int32(-1)
			if !o.ifemp {
				alt = b.eps(i)
			}
			eq := b.add(nstate{kind: stByte, b: '=', vi: int16(i)})
			vl := int32(-1)
			var vs int32 = -1
			if !o.ifemp {
				vs = b.add(nstate{kind: stTok, cls: clsU, b: sep, vi: int16(i)})
			}
			vl = b.eps(i)
			vt := b.add(nstate{kind: stTok, cls: clsU, b: sep, vi: int16(i)})
			b.st[vt].out[0] = vl
			pe := b.eps(i)
			sp := b.add(nstate{kind: stByte, b: o.sep, vi: int16(i)})
			b.st[sp].out[0] = nl
			if vs >= 0 {
				b.st[eq].out[0] = vs
				b.st[vs].out[0] = vl
			} else {
				b.st[eq].out[0] = vl
			}
			// nl: the name goes on, "=" starts the value, or (outside
			// form style) the item ends without one.
			b.st[nl].out = [2]int32{nt, eq}
			if alt >= 0 {
				// A third way out of nl, through an epsilon state.
				b.st[nl].out[1] = alt
				b.st[alt].out = [2]int32{eq, pe}
			}
			b.st[vl].out = [2]int32{vt, pe}
			b.st[pe].out[1] = sp
			pend = append(pend, patch{pe, 0})
		case o.named:
			// name, then (outside form style) nothing for an empty
			// value, or "=" and the value (not empty outside form
			// style).
			name := b.add(nstate{kind: stLit, lit: nameN[v.id], vi: int16(i)})
			after := b.eps(i)
			b.st[name].out[0] = after
			x.maxLit = max(x.maxLit, len(nameN[v.id]))
			eq := b.add(nstate{kind: stByte, b: '=', vi: int16(i)})
			b.st[after].out[0] = eq
			if !o.ifemp {
				pend = append(pend, patch{after, 1})
			}
			valIn := int32(len(b.st))
			if !o.ifemp {
				c := uint8(clsUComma)
				if v.prefix > 0 {
					c = clsU
				}
				b.add(nstate{kind: stTok, cls: c, vi: int16(i)})
			}
			if v.prefix > 0 {
				max := int32(v.prefix)
				if !o.ifemp {
					max--
				}
				bs := b.add(nstate{kind: stBounded, cls: clsU, max: max, vi: int16(i), bi: int16(x.nBound)})
				x.nBound++
				if !o.ifemp {
					b.st[valIn].out[0] = bs
				}
				pend = append(pend, patch{bs, 0})
			} else {
				l := b.eps(i)
				t := b.add(nstate{kind: stTok, cls: clsUComma, vi: int16(i)})
				b.st[t].out[0] = l
				b.st[l].out[1] = t
				if !o.ifemp {
					b.st[valIn].out[0] = l
				}
				pend = append(pend, patch{l, 0})
			}
			b.st[eq].out[0] = valIn
		case v.prefix > 0:
			c := uint8(clsU)
			if o.reserved {
				c = clsR
			}
			bs := b.add(nstate{kind: stBounded, cls: c, max: int32(v.prefix), vi: int16(i), bi: int16(x.nBound)})
			x.nBound++
			pend = append(pend, patch{bs, 0})
		default:
			l := b.eps(i)
			t := b.add(nstate{kind: stTok, cls: cls, vi: int16(i)})
			b.st[t].out[0] = l
			b.st[l].out[1] = t
			pend = append(pend, patch{l, 0})
		}
		x.textOut[i] = int32(len(b.st)) // et[i+1] comes next
		for _, pp := range pend {
			exits = append(exits, pp.s<<1|int32(pp.slot))
		}
		// The exits of this variable's text go to et[i+1], which is
		// the next state to be added.
		for _, e := range exits {
			b.st[e>>1].out[e&1] = x.textOut[i]
		}
		exits = exits[:0]
	}
	ef[k] = b.add(nstate{kind: stEps, vi: -1}) // no variable defined: dead
	et[k] = b.eps(-1)
	// Fix the textOut of each variable: et[i+1] is the state right after
	// the text; for i+1 < k that is ef[i+1], so point the exits at et.
	for i := range p.vars {
		for s := x.textIn[i]; s < x.textOut[i]; s++ {
			for j := 0; j < int(b.st[s].nout); j++ {
				if b.st[s].out[j] == x.textOut[i] {
					b.st[s].out[j] = et[i+1]
				}
			}
		}
		x.textOut[i] = et[i+1]
		b.st[ef[i]].out = [2]int32{x.textIn[i], ef[i+1]}
		b.st[et[i]].out = [2]int32{x.sepIn[i], et[i+1]}
		b.st[x.sepIn[i]].out[0] = x.textIn[i]
	}
	x.accept = b.add(nstate{kind: stAccept, vi: -1})
	b.st[et[k]].out = [2]int32{x.accept, -1}
	b.st[et[k]].nout = 1
	if first >= 0 {
		b.st[first].out[0] = ef[0]
		b.st[entry].out = [2]int32{first, x.accept}
	} else {
		b.st[entry].out = [2]int32{ef[0], x.accept}
	}
	x.st = b.st
	x.words = (len(x.st) + 63) / 64
	return x
}

// workHook, when set (by tests), is told the units of work of each pass
// of an automaton: states times positions for a table, states visited for
// a forward run. The tests check the total against the bound that
// Template.Match documents.
var workHook func(units int)

// tokLens returns the lengths of the tokens of class cls (without the byte
// except) that start at s[i]: n1, and for clsR under a prefix also n2,
// the triplets of one UTF-8 character (which count as one character);
// 0 for none.
func tokLens(s string, i int, cls, except byte) (n1, n2 int) {
	if i >= len(s) {
		return 0, 0
	}
	c := s[i]
	if c == except && except != 0 {
		return 0, 0
	}
	if c != '%' {
		switch {
		case cls == clsR:
			return 1, 0
		case abnf.Class[c]&abnf.Unreserved != 0, cls == clsUComma && c == ',':
			return 1, 0
		}
		return 0, 0
	}
	if i+2 >= len(s) {
		return 0, 0
	}
	d := abnf.Unhex(s[i+1])<<4 | abnf.Unhex(s[i+2])
	if d < 0x80 {
		return 3, 0
	}
	_, n := abnf.PctSeq(s, i, min(len(s), i+12))
	if cls == clsR {
		if n > 1 {
			return 3, 3 * n
		}
		return 3, 0
	}
	return 3 * n, 0
}

// table is the liveness of an automaton's states over the positions
// [lo, hi] of the reference: bit q of row p is set when from state q at
// position p the automaton can reach its accepting state at a position
// that the caller accepts. Bounded states keep, per position, the fewest
// tokens to a position where their exit is live.
type table struct {
	x      *exprProg
	lo, hi int
	bits   []uint64
	dist   [][]int32
}

func (t *table) live(q int32, p int) bool {
	if p < t.lo || p > t.hi {
		return false
	}
	return t.bits[(p-t.lo)*t.x.words+int(q>>6)]&(1<<(q&63)) != 0
}

// newTable computes the liveness over s[lo:hi] backwards, position by
// position and, within one, state by state in reverse order;
// acceptAt(p) says whether the accepting state is live at p. It costs
// (hi-lo+1) times the number of states, and as many bits of memory.
func newTable(x *exprProg, s string, lo, hi int, acceptAt func(int) bool, buf []uint64) *table {
	n := hi - lo + 1
	t := &table{x: x, lo: lo, hi: hi}
	if cap(buf) >= n*x.words {
		t.bits = buf[:n*x.words]
		clear(t.bits)
	} else {
		t.bits = make([]uint64, n*x.words)
	}
	if x.nBound > 0 {
		t.dist = make([][]int32, x.nBound)
		for i := range t.dist {
			t.dist[i] = make([]int32, n)
		}
	}
	if workHook != nil {
		workHook(n * len(x.st))
	}
	if x.words == 1 {
		t.fill1(s, acceptAt)
		return t
	}
	const inf = 1 << 30
	for p := hi; p >= lo; p-- {
		row := t.bits[(p-lo)*x.words : (p-lo+1)*x.words]
		set := func(q int32) { row[q>>6] |= 1 << (q & 63) }
		has := func(q int32) bool { return row[q>>6]&(1<<(q&63)) != 0 }
		for q := int32(len(x.st)) - 1; q >= 0; q-- {
			st := &x.st[q]
			switch st.kind {
			case stAccept:
				if acceptAt(p) {
					set(q)
				}
			case stEps:
				for j := 0; j < int(st.nout); j++ {
					if st.out[j] >= 0 && has(st.out[j]) {
						set(q)
						break
					}
				}
			case stByte:
				if p < hi && s[p] == st.b && t.live(st.out[0], p+1) {
					set(q)
				}
			case stLit:
				if p+len(st.lit) <= hi && s[p:p+len(st.lit)] == st.lit && t.live(st.out[0], p+len(st.lit)) {
					set(q)
				}
			case stTok:
				if n1, _ := tokLens(s, p, st.cls, st.b); n1 > 0 && p+n1 <= hi && t.live(st.out[0], p+n1) {
					set(q)
				}
			case stBounded:
				d := int32(inf)
				if has(st.out[0]) {
					d = 0
				} else {
					n1, n2 := tokLens(s, p, st.cls, st.b)
					for _, m := range [2]int{n1, n2} {
						if m > 0 && p+m <= hi {
							d = min(d, t.dist[st.bi][p+m-lo]+1)
						}
					}
				}
				t.dist[st.bi][p-lo] = d
				if d <= st.max {
					set(q)
				}
			}
		}
	}
	return t
}

// fill1 is the loop of newTable for automata of at most 64 states, whose
// set at a position is one word: the common case, kept in a register.
func (t *table) fill1(s string, acceptAt func(int) bool) {
	const inf = 1 << 30
	x, lo, hi, bits := t.x, t.lo, t.hi, t.bits
	at := func(p int, q int32) bool { return bits[p-lo]>>uint(q)&1 != 0 }
	for p := hi; p >= lo; p-- {
		var cur uint64
		for q := int32(len(x.st)) - 1; q >= 0; q-- {
			st := &x.st[q]
			on := false
			switch st.kind {
			case stAccept:
				on = acceptAt(p)
			case stEps:
				on = st.nout > 0 && st.out[0] >= 0 && cur>>uint(st.out[0])&1 != 0 ||
					st.nout > 1 && st.out[1] >= 0 && cur>>uint(st.out[1])&1 != 0
			case stByte:
				on = p < hi && s[p] == st.b && at(p+1, st.out[0])
			case stLit:
				e := p + len(st.lit)
				on = e <= hi && s[p:e] == st.lit && at(e, st.out[0])
			case stTok:
				n1, _ := tokLens(s, p, st.cls, st.b)
				on = n1 > 0 && p+n1 <= hi && at(p+n1, st.out[0])
			case stBounded:
				d := int32(inf)
				if cur>>uint(st.out[0])&1 != 0 {
					d = 0
				} else {
					n1, n2 := tokLens(s, p, st.cls, st.b)
					if n1 > 0 && p+n1 <= hi {
						d = min(d, t.dist[st.bi][p+n1-lo]+1)
					}
					if n2 > 0 && p+n2 <= hi {
						d = min(d, t.dist[st.bi][p+n2-lo]+1)
					}
				}
				t.dist[st.bi][p-lo] = d
				on = d <= st.max
			}
			if on {
				cur |= 1 << uint(q)
			}
		}
		bits[p-lo] = cur
	}
}

// ring is the pending sets of states of a forward run, for the next
// positions up to the longest step (a token is at most 12 bytes, a name
// its length), with the fewest tokens that each bounded state has read.
type ring struct {
	w     int
	mask  int
	sets  []uint64 // mask+1 rows of w words
	count [][]int32
}

func newRing(x *exprProg) *ring {
	size := 16
	for size <= x.maxLit {
		size *= 2
	}
	r := &ring{w: x.words, mask: size - 1, sets: make([]uint64, size*x.words)}
	if x.nBound > 0 {
		r.count = make([][]int32, size)
		for i := range r.count {
			r.count[i] = make([]int32, x.nBound)
			for j := range r.count[i] {
				r.count[i][j] = 1 << 30
			}
		}
	}
	return r
}

func (r *ring) row(p int) []uint64 { return r.sets[(p&r.mask)*r.w : (p&r.mask+1)*r.w] }

// shortest runs the automaton forward from state from at position p,
// keeping only states that t says are live, and returns the first
// position e >= minE at which state target is reached, or false. It reads
// only up to that position.
func shortest(x *exprProg, s string, t *table, from int32, p, minE int, target int32) (int, bool) {
	r := newRing(x)
	r.row(p)[from>>6] |= 1 << (from & 63)
	markBounded(x, r, from, p, 0)
	last := p // the furthest position with a pending state
	units := 0
	if workHook != nil {
		defer func() { workHook(units) }()
	}
	for q := p; q <= last && q <= t.hi; q++ {
		row := r.row(q)
		var cnt []int32
		if r.count != nil {
			cnt = r.count[q&r.mask]
		}
		found := false
		for w := 0; w < len(row); w++ {
			for row[w] != 0 {
				i := bits.TrailingZeros64(row[w])
				row[w] &^= 1 << i
				sq := int32(w*64 + i)
				st := &x.st[sq]
				units++
				if !t.live(sq, q) {
					if st.kind == stBounded {
						cnt[st.bi] = 1 << 30
					}
					continue
				}
				if sq == target && q >= minE {
					found = true
				}
				switch st.kind {
				case stEps:
					for j := 0; j < int(st.nout); j++ {
						if o := st.out[j]; o >= 0 {
							row[o>>6] |= 1 << (o & 63) // a higher index: seen later in this pass
							if x.st[o].kind == stBounded {
								cnt[x.st[o].bi] = 0
							}
						}
					}
				case stByte, stLit:
					nq := q + 1
					if st.kind == stLit {
						nq = q + len(st.lit)
					}
					nr := r.row(nq)
					nr[st.out[0]>>6] |= 1 << (st.out[0] & 63)
					last = max(last, nq)
					markBounded(x, r, st.out[0], nq, 0)
				case stTok:
					n1, _ := tokLens(s, q, st.cls, st.b)
					nq := q + n1
					nr := r.row(nq)
					nr[st.out[0]>>6] |= 1 << (st.out[0] & 63)
					last = max(last, nq)
					markBounded(x, r, st.out[0], nq, 0)
				case stBounded:
					c := cnt[st.bi]
					cnt[st.bi] = 1 << 30
					if t.dist[st.bi][q-t.lo] > st.max-c {
						continue
					}
					o := st.out[0]
					row[o>>6] |= 1 << (o & 63)
					if c < st.max {
						n1, n2 := tokLens(s, q, st.cls, st.b)
						for _, m := range [2]int{n1, n2} {
							if m > 0 {
								nr := r.row(q + m)
								nr[sq>>6] |= 1 << (sq & 63)
								last = max(last, q+m)
								nc := &r.count[(q+m)&r.mask][st.bi]
								*nc = min(*nc, c+1)
							}
						}
					}
				}
				if found {
					return q, true
				}
			}
		}
	}
	return 0, false
}

// markBounded sets the count of a bounded state entered from outside its
// loop at position q.
func markBounded(x *exprProg, r *ring, s int32, q int, c int32) {
	if x.st[s].kind == stBounded {
		nc := &r.count[q&r.mask][x.st[s].bi]
		*nc = min(*nc, c)
	}
}

// reach runs the automaton forward from every position in starts, without
// liveness, and sets in ends the positions where it accepts; it returns
// the furthest position any state reached and the variable of a state
// there (-1 for none). It costs positions times states, as newTable does.
func reach(x *exprProg, s string, starts, ends bitset) (far, farVar int) {
	if x.words == 1 && x.nBound == 0 {
		return reach1(x, s, starts, ends)
	}
	r := newRing(x)
	far, farVar = -1, -1
	last := -1
	units := 0
	if workHook != nil {
		defer func() { workHook(units) }()
	}
	for q := 0; q <= len(s); q++ {
		row := r.row(q)
		if starts.has(q) {
			row[0] |= 1
			last = max(last, q)
		}
		if q > last {
			continue
		}
		var cnt []int32
		if r.count != nil {
			cnt = r.count[q&r.mask]
		}
		for w := 0; w < len(row); w++ {
			for row[w] != 0 {
				i := bits.TrailingZeros64(row[w])
				row[w] &^= 1 << i
				sq := int32(w*64 + i)
				st := &x.st[sq]
				units++
				if q > far || q == far && farVar < 0 {
					far, farVar = q, int(st.vi)
				}
				switch st.kind {
				case stAccept:
					ends.set(q)
				case stEps:
					for j := 0; j < int(st.nout); j++ {
						if o := st.out[j]; o >= 0 {
							row[o>>6] |= 1 << (o & 63)
							if x.st[o].kind == stBounded {
								cnt[x.st[o].bi] = 0
							}
						}
					}
				case stByte:
					if q < len(s) && s[q] == st.b {
						r.row(q + 1)[st.out[0]>>6] |= 1 << (st.out[0] & 63)
						last = max(last, q+1)
						markBounded(x, r, st.out[0], q+1, 0)
					}
				case stLit:
					if strings.HasPrefix(s[q:], st.lit) {
						nq := q + len(st.lit)
						r.row(nq)[st.out[0]>>6] |= 1 << (st.out[0] & 63)
						last = max(last, nq)
						markBounded(x, r, st.out[0], nq, 0)
					}
				case stTok:
					if n1, _ := tokLens(s, q, st.cls, st.b); n1 > 0 {
						r.row(q + n1)[st.out[0]>>6] |= 1 << (st.out[0] & 63)
						last = max(last, q+n1)
						markBounded(x, r, st.out[0], q+n1, 0)
					}
				case stBounded:
					c := cnt[st.bi]
					cnt[st.bi] = 1 << 30
					o := st.out[0]
					row[o>>6] |= 1 << (o & 63)
					if c < st.max {
						n1, n2 := tokLens(s, q, st.cls, st.b)
						for _, m := range [2]int{n1, n2} {
							if m > 0 {
								r.row(q + m)[sq>>6] |= 1 << (sq & 63)
								last = max(last, q+m)
								nc := &r.count[(q+m)&r.mask][st.bi]
								*nc = min(*nc, c+1)
							}
						}
					}
				}
			}
		}
	}
	return far, farVar
}

// reach1 is reach for automata of at most 64 states and no bounded state,
// the common case: a set of states is one word.
func reach1(x *exprProg, s string, starts, ends bitset) (far, farVar int) {
	size := 16
	for size <= x.maxLit {
		size *= 2
	}
	mask := size - 1
	pending := make([]uint64, size)
	far, farVar = -1, -1
	last := -1
	units := 0
	for q := 0; q <= len(s); q++ {
		cur := pending[q&mask]
		pending[q&mask] = 0
		if starts.has(q) {
			cur |= 1
			last = max(last, q)
		}
		if q > last {
			continue
		}
		if cur == 0 {
			continue
		}
		for set := cur; set != 0; {
			i := bits.TrailingZeros64(set)
			set &^= 1 << uint(i)
			units++
			st := &x.st[i]
			if q > far || q == far && farVar < 0 {
				far, farVar = q, int(st.vi)
			}
			switch st.kind {
			case stAccept:
				ends.set(q)
			case stEps:
				for j := 0; j < int(st.nout); j++ {
					if o := st.out[j]; o >= 0 && cur>>uint(o)&1 == 0 {
						cur |= 1 << uint(o)
						set |= 1 << uint(o) // a higher index: still to come
					}
				}
			case stByte:
				if q < len(s) && s[q] == st.b {
					pending[(q+1)&mask] |= 1 << uint(st.out[0])
					last = max(last, q+1)
				}
			case stLit:
				if strings.HasPrefix(s[q:], st.lit) {
					nq := q + len(st.lit)
					pending[nq&mask] |= 1 << uint(st.out[0])
					last = max(last, nq)
				}
			case stTok:
				if n1, _ := tokLens(s, q, st.cls, st.b); n1 > 0 {
					pending[(q+n1)&mask] |= 1 << uint(st.out[0])
					last = max(last, q+n1)
				}
			}
		}
	}
	if workHook != nil {
		workHook(units)
	}
	return far, farVar
}
