package template

// The structure of an expansion, known as it is written, so that Expand
// need not parse its result again.
//
// An expansion's URI form is ASCII made of unreserved and reserved
// characters and well-formed triplets (RFC 6570 §3.2.1; literals, §2.1,
// and varnames, §2.3, hold nothing else). Once its scheme and authority
// are settled, everything of that alphabet is valid in a path, a query or
// a fragment (RFC 3986 §3.3–§3.5) except four bytes: "?" ends the path,
// "#" ends the path or query and may not appear in the fragment, and "["
// and "]" may not appear after the authority at all. Literals are known
// at Parse, and an expression without the reserved set (U, §3.2.1) writes
// none of the four but the "?" its operator may start with, so only the
// literals holding one and the "+" and "#" expressions are looked at.
//
// The scheme and authority are settled by the first literal when it runs
// past them ("http://example.com/", "/users/"), or else by the output as
// it grows; what they are is then recorded once (written out when plain,
// else parsed), at Parse for the literal.
// Whatever is not settled, or looks invalid, is left to iri.ParseURI on
// the whole expansion, which decides and gives the error.

import (
	"github.com/go-iri/iri"
	"github.com/go-iri/iri/internal/abnf"
	"github.com/go-iri/iri/internal/rawiri"
)

// makeIRI and splitIRI are the hooks of internal/rawiri, which package
// iri has set by now (it is initialized before this package).
var (
	makeIRI  = rawiri.Make.(func(s string, schemeEnd, hostStart, hostEnd, pathStart, pathEnd, queryEnd int32, flags, hostKind uint8) iri.IRI)
	splitIRI = rawiri.Split.(func(iri.IRI) rawiri.Offsets)
)

// shape follows the structure of an expansion's URI form as it is
// written; offsets are from the start of the expansion.
type shape struct {
	// o holds, once state is shPath or later, the end of the path and of
	// the query and the flags of their presence so far; its other fields
	// are those of the prefix s[:k] when parsed is true.
	o rawiri.Offsets
	k int32 // the prefix that settles scheme and authority: "", "scheme:" or up to the authority's end
	// While state is shUnknown: the output before scan holds nothing
	// that decides, and phase says what is being looked for.
	scan  int32
	base  int32 // phase > 0: where the hier-part starts (after "scheme:", or 0)
	phase uint8 // 0: the end of a scheme; 1: "//" at base; 2: the end of the authority
	state uint8
	// parsed: the prefix's fields of o are set (at Parse, from the first
	// literal).
	parsed bool
}

// The states of a shape.
const (
	shUnknown  = iota // scheme and authority not settled yet
	shPath            // in the path
	shQuery           // in the query
	shFragment        // in the fragment
	shBad             // not a valid reference, or not one shape decides
)

// staticShape sets *s, a zero shape, to the shape after the template's
// first part when it is a literal, the one part whose output is known at
// Parse.
func staticShape(s *shape, parts []tplPart) {
	if len(parts) == 0 || parts[0].op != 0 {
		return
	}
	lit := parts[0].lit
	s.fix(lit)
	if s.state == shUnknown || s.state == shBad {
		return
	}
	if !s.parsePrefix(lit) {
		s.state = shBad
	}
	s.parsed = true
}

// step follows the part p, which wrote b[from:].
func (s *shape) step(b string, from int, p *tplPart) {
	switch s.state {
	case shUnknown:
		s.fix(b)
	case shBad:
	default:
		// p.track is true: a literal or a reserved expression is
		// followed whole, a "?" expression by its first byte.
		to := len(b)
		if p.op == '?' {
			to = min(to, from+1)
		}
		s.tail(b, from, to)
	}
}

// fix looks for the point of b, the output so far, after which its
// scheme and authority are settled, resuming where the last call
// stopped (each byte is looked at about once). A scheme is the text
// before a ":" that comes before any "/", "?" or "#" (RFC 3986 Appendix
// B); the authority follows "//" and runs to the next "/", "?" or "#"
// (§3.2). A path that is "/" alone may still become "//".
func (s *shape) fix(b string) {
	if s.phase == 0 {
		i := int(s.scan)
		for i < len(b) && !hierDelim[b[i]] {
			i++
		}
		if i == len(b) {
			s.scan = int32(i)
			return
		}
		if b[i] == ':' {
			if !isScheme(b[:i]) {
				// Not a scheme, so a first segment with a ":": invalid.
				s.state = shBad
				return
			}
			s.base = int32(i + 1)
		} else if i > 0 || b[0] != '/' {
			// A relative reference whose first segment has ended.
			s.settle(b, 0, 0)
			return
		}
		s.phase = 1
	}
	base := int(s.base)
	if s.phase == 1 {
		switch {
		case len(b) <= base:
			return
		case b[base] != '/':
			s.settle(b, base, base)
			return
		case len(b) <= base+1:
			return
		case b[base+1] != '/':
			s.settle(b, base, base)
			return
		}
		s.phase = 2
		s.scan = int32(base + 2)
	}
	i := int(s.scan)
	for i < len(b) && !authEnd[b[i]] {
		i++
	}
	if i == len(b) {
		s.scan = int32(i)
		return
	}
	s.settle(b, i, i)
}

// settle records that the prefix b[:k] settles scheme and authority and
// that the path starts at path, and follows the rest of b.
func (s *shape) settle(b string, path, k int) {
	s.k = int32(k)
	s.state = shPath
	s.tail(b, path, len(b))
}

// tail follows b[from:to], written after the authority: see the comment
// at the top of the file.
func (s *shape) tail(b string, from, to int) {
	for i := from; i < to; i++ {
		c := b[i]
		if !tailSpecial[c] {
			continue
		}
		switch {
		case c == '?':
			if s.state == shPath {
				s.o.PathEnd, s.state = int32(i), shQuery
				s.o.Flags |= rawiri.FlagQuery
			}
		case c == '#':
			switch s.state {
			case shFragment:
				s.state = shBad
				return
			case shPath:
				s.o.PathEnd = int32(i)
			}
			s.o.QueryEnd, s.state = int32(i), shFragment
			s.o.Flags |= rawiri.FlagFragment
		default: // "[" or "]"
			s.state = shBad
			return
		}
	}
}

// parsePrefix sets the prefix's fields of s.o from b[:s.k], the output
// or a longer one, and reports whether the prefix is valid. A scheme
// alone, or with an authority that is a plain name, is written out as
// the parser would record it; anything else is parsed.
func (s *shape) parsePrefix(b string) bool {
	k := s.k
	switch {
	case k == 0:
		// A relative reference without authority: all zero.
		return true
	case s.phase < 2:
		// "scheme:", checked by fix.
		s.o.SchemeEnd = k - 1
		s.o.HostStart, s.o.HostEnd, s.o.PathStart = k, k, k
		return true
	case plainHost(b[s.base+2 : k]):
		s.o.SchemeEnd = max(s.base-1, 0)
		s.o.HostStart, s.o.HostEnd, s.o.PathStart = s.base+2, k, k
		s.o.Flags |= rawiri.FlagAuthority
		s.o.HostKind = uint8(iri.HostRegName)
		return true
	}
	x, err := iri.ParseURI(b[:k])
	if err != nil {
		return false
	}
	// The prefix ends before any "?" or "#": its flags are those of the
	// authority's parts.
	p := splitIRI(x)
	s.o.SchemeEnd, s.o.HostStart, s.o.HostEnd, s.o.PathStart = p.SchemeEnd, p.HostStart, p.HostEnd, p.PathStart
	s.o.Flags |= p.Flags
	s.o.HostKind = p.HostKind
	return true
}

// plainHost reports whether the authority h is a reg-name without
// userinfo or port, made of unreserved characters, that cannot be an
// IPv4address (RFC 3986 §3.2.2): it holds a character other than a digit
// or ".".
func plainHost(h string) bool {
	name := false
	for i := 0; i < len(h); i++ {
		c := abnf.Class[h[i]]
		if c&abnf.Unreserved == 0 {
			return false
		}
		name = name || (c&abnf.Digit == 0 && h[i] != '.')
	}
	return name
}

// valid reports whether the shape has settled b, the whole expansion, as
// a valid URI reference: false leaves the question to iri.ParseURI.
func (s *shape) valid(b string) bool {
	if s.state == shUnknown || s.state == shBad {
		return false
	}
	if !s.parsed && s.k > 0 {
		if _, err := iri.ParseURI(b[:s.k]); err != nil {
			return false
		}
	}
	return true
}

// ready reports, as valid does, whether the shape has settled b, the
// whole expansion, as a valid URI reference, and readies build.
func (s *shape) ready(b string) bool {
	if s.state == shUnknown || s.state == shBad {
		return false
	}
	if !s.parsed {
		if !s.parsePrefix(b) {
			return false
		}
		s.parsed = true
	}
	return true
}

// build returns the IRI of b, the whole expansion, once ready has
// reported true. Expand writes it out rather than calling it (see
// Template.expand).
func (s *shape) build(b string) iri.IRI {
	o := &s.o
	pathEnd, queryEnd := s.ends(len(b))
	return makeIRI(b, o.SchemeEnd, o.HostStart, o.HostEnd, o.PathStart, pathEnd, queryEnd, o.Flags, o.HostKind)
}

// ends returns the end of the path and of the query of the expansion,
// of length n, that the shape has settled.
func (s *shape) ends(n int) (pathEnd, queryEnd int32) {
	pathEnd, queryEnd = s.o.PathEnd, s.o.QueryEnd
	if s.state == shPath {
		pathEnd = int32(n)
	}
	if s.state != shFragment {
		queryEnd = int32(n)
	}
	return pathEnd, queryEnd
}

// isScheme reports whether s matches scheme = ALPHA *( ALPHA / DIGIT /
// "+" / "-" / "." ) (RFC 3986 §3.1).
func isScheme(s string) bool {
	if s == "" || abnf.Class[s[0]]&abnf.Alpha == 0 {
		return false
	}
	for i := 1; i < len(s); i++ {
		if abnf.Class[s[i]]&abnf.Scheme == 0 {
			return false
		}
	}
	return true
}

// hierDelim marks ":", "/", "?" and "#", authEnd "/", "?" and "#", and
// tailSpecial the four bytes of the comment at the top of the file.
var hierDelim, authEnd, tailSpecial = func() (h, a, t [256]bool) {
	for _, c := range ":/?#" {
		h[c] = true
	}
	for _, c := range "/?#" {
		a[c] = true
	}
	for _, c := range "?#[]" {
		t[c] = true
	}
	return h, a, t
}()
