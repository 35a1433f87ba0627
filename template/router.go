package template

// Router: many templates compiled once, and the most specific one that
// matches a reference.

import (
	"slices"
	"strings"

	"github.com/go-iri/iri"
)

// Router matches references against many templates, as a server routes
// requests: the templates are compiled once, and [Router.Match] returns
// the most specific template that matches, by this precedence:
//
//  1. the longest literal text (the bytes outside expressions, in the
//     form matching compares: "/users/me" before "/users/{id}");
//  2. then the fewest expressions ("/x/{a}" before "/x/{a}{b}");
//  3. then the order in which the templates were given.
//
// It dispatches on the literal text that starts each template (up to its
// "?"): a reference is matched only against the templates whose leading
// literal it starts with, and against those that start with an
// expression, so that a thousand templates with distinct prefixes cost
// little more than ten. A Router is immutable and safe for concurrent
// use.
type Router struct {
	o      MatchOptions
	routes []route
	root   *trieNode
}

// route is one template of a router.
type route struct {
	c      *compiled
	rank   int // its place in the order of precedence
	index  int // its place in the order given
	lead   string
	litLen int
	nExpr  int
}

// trieNode is a node of the trie of leading literals, byte by byte.
type trieNode struct {
	next   map[byte]*trieNode
	routes []int // the routes whose leading literal ends here, by rank
}

// NewRouter returns a Router of the templates with the default options
// of [Template.Match].
func NewRouter(templates ...Template) *Router { return MatchOptions{}.NewRouter(templates...) }

// NewRouter returns a Router of the templates that matches with o's
// options (AnyQueryOrder, FormURLEncoded and IgnoreFragment apply to
// every template).
func (o MatchOptions) NewRouter(templates ...Template) *Router {
	r := &Router{o: o, routes: make([]route, len(templates)), root: &trieNode{}}
	for i, t := range templates {
		c := t.compiled()
		rt := route{c: c, index: i}
		for pi, p := range t.parts {
			if p.op == 0 {
				rt.litLen += len(c.lit[pi])
			} else {
				rt.nExpr++
			}
		}
		if len(t.parts) > 0 && t.parts[0].op == 0 {
			rt.lead = c.lit[0]
			if k := strings.IndexByte(rt.lead, '?'); k >= 0 {
				rt.lead = rt.lead[:k]
			}
		}
		r.routes[i] = rt
	}
	order := make([]int, len(templates))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int {
		ra, rb := &r.routes[a], &r.routes[b]
		if ra.litLen != rb.litLen {
			return rb.litLen - ra.litLen
		}
		return ra.nExpr - rb.nExpr
	})
	for rank, i := range order {
		r.routes[i].rank = rank
	}
	for _, i := range order {
		n := r.root
		lead := r.routes[i].lead
		for j := 0; j < len(lead); j++ {
			if n.next == nil {
				n.next = make(map[byte]*trieNode)
			}
			m := n.next[lead[j]]
			if m == nil {
				m = &trieNode{}
				n.next[lead[j]] = m
			}
			n = m
		}
		n.routes = append(n.routes, i)
	}
	return r
}

// Match returns the index (in the order given to NewRouter) of the most
// specific template that matches x, and the values of its variables, as
// [MatchOptions.Match] returns them. When none matches, it returns -1 and
// an [*Error] wrapping [ErrNoMatch]: the error of the template that
// matched x furthest, or, when no template's leading literal starts x, an
// error at offset 0.
func (r *Router) Match(x iri.IRI) (int, Vars, error) {
	s := matchForm(x.String())
	// The candidates: the routes of every node on the path of s.
	var cands []int
	n := r.root
	cands = append(cands, n.routes...)
	for j := 0; j < len(s) && n.next != nil; j++ {
		if n = n.next[s[j]]; n == nil {
			break
		}
		cands = append(cands, n.routes...)
	}
	if len(cands) > 1 {
		slices.SortFunc(cands, func(a, b int) int { return r.routes[a].rank - r.routes[b].rank })
	}
	var best *Error
	for _, i := range cands {
		vars, err := r.routes[i].c.match(r.o, x)
		if err == nil {
			return i, vars, nil
		}
		if te, ok := err.(*Error); ok && (best == nil || te.Offset > best.Offset) {
			best = te
		}
	}
	if best != nil {
		return -1, nil, best
	}
	return -1, nil, &Error{Input: x.String(), Err: ErrNoMatch, Rule: "RFC 6570 §1.4",
		Detail: "no template of the router starts as the reference does"}
}

// Len returns the number of templates of the router.
func (r *Router) Len() int { return len(r.routes) }

// Template returns the i-th template given to NewRouter, for i in
// [0, r.Len()), as a slice index does.
func (r *Router) Template(i int) Template { return r.routes[i].c.t }
