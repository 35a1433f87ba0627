package template

// AnyQueryOrder: the form-style query expressions that end a template,
// matched against the reference's parameters in any order.

import (
	"strconv"
	"strings"
)

// queryTail returns the index of the first part of the template's query
// when the template ends with a query made of literals and form-style
// expressions only ("{?a,b}", "?x=1{&c}"), the shape that AnyQueryOrder
// matches in any order.
func (c *compiled) queryTail() (int, bool) {
	start := -1
	for pi, p := range c.t.parts {
		switch {
		case p.op == '?':
			if start < 0 {
				start = pi
			}
		case p.op == 0:
			if strings.IndexByte(c.lit[pi], '#') >= 0 {
				return 0, false
			}
			if start < 0 && strings.IndexByte(c.lit[pi], '?') >= 0 {
				if !strings.HasSuffix(c.lit[pi], "?") && strings.Count(c.lit[pi], "?") > 1 {
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

// anyOrder matches the parts before the query tail q in order, then the
// tail's parameters in any order.
func (m *matcher) anyOrder(q int) bool {
	c := m.c
	qs := strings.IndexByte(m.s, '?')
	if h := strings.IndexByte(m.s, '#'); h >= 0 && (qs < 0 || h < qs) {
		m.far, m.farPart, m.farVar = h, -1, -1
		m.why = "the template has no fragment"
		return false
	}
	// The head: the parts before q, and the literal at q up to its "?".
	head, query := m.s, ""
	if qs >= 0 {
		head, query = m.s[:qs], m.s[qs+1:]
	}
	var lits []string // the literal parameters of the tail
	headLit := ""
	for pi, p := range c.t.parts[q:] {
		if p.op != 0 {
			continue
		}
		lit := c.lit[q+pi]
		if pi == 0 {
			k := strings.IndexByte(lit, '?')
			headLit, lit = lit[:k], lit[k+1:]
		}
		for _, l := range splitParams(lit) {
			lits = append(lits, m.formParam(l))
		}
	}
	if !strings.HasSuffix(head, headLit) {
		m.far, m.farPart, m.farVar = len(head), q, -1
		m.why = "expected " + strconv.Quote(headLit) + " before the query"
		return false
	}
	if !m.run(q, len(head)-len(headLit)) {
		return false
	}
	return m.params(q, query, lits)
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

// formParam rewrites a parameter of a form-urlencoded query as RFC 6570
// writes it: "+" as "%20", and "=" after a name without one.
func (m *matcher) formParam(p string) string {
	if !m.o.FormURLEncoded {
		return p
	}
	p = strings.ReplaceAll(p, "+", "%20")
	if strings.IndexByte(p, '=') < 0 {
		p += "="
	}
	return p
}

// params binds the variables of the form-style expressions from the
// parts [q:] to the query's parameters, in any order. It costs the
// number of parameters times the number of variables.
func (m *matcher) params(q int, query string, lits []string) bool {
	c := m.c
	type param struct {
		name, val string
		eq, used  bool
	}
	var ps []param
	if query != "" {
		for _, p := range strings.Split(query, "&") {
			n, v, eq := strings.Cut(m.formParam(p), "=")
			ps = append(ps, param{name: n, val: v, eq: eq})
		}
	}
	fail := func(v *tplVar, pi int, why string) bool {
		m.far, m.farPart, m.farVar = len(m.s), pi, -1
		if v != nil {
			m.farVarName = v.name
		}
		m.why = why
		return false
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
			return fail(nil, -1, "the query has no parameter "+strconv.Quote(l))
		}
	}
	var catchAll *tplVar
	for pi := q; pi < len(c.t.parts); pi++ {
		p := &c.t.parts[pi]
		for vi := range p.vars {
			v := &p.vars[vi]
			var mine []int
			for i := range ps {
				if !ps[i].used && ps[i].name == c.nameN[v.id] {
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
						return fail(v, pi, "the value of parameter "+strconv.Quote(ps[i].name)+" is not one that the expression writes")
					}
					list = append(list, s)
					ps[i].used = true
				}
				b = binding{id: int(v.id), val: ListValue(list...)}
			case len(mine) > 1:
				return fail(v, pi, "parameter "+strconv.Quote(ps[mine[0]].name)+" is given "+strconv.Itoa(len(mine))+" times, and the variable is not exploded")
			default:
				i := mine[0]
				ps[i].used = true
				cands := c.items(opTable('&'), v, ps[i].name+"="+ps[i].val)
				if !ps[i].eq || len(cands) == 0 {
					return fail(v, pi, "the value of parameter "+strconv.Quote(ps[i].name)+" is not one that the expression writes")
				}
				b = cands[0]
			}
			m.trail = append(m.trail, b)
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
	}
	return true
}
