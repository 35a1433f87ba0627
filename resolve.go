package iri

import (
	"strings"
)

// ResolveOptions resolves references; the zero ResolveOptions is [IRI.Resolve].
type ResolveOptions struct {
	// NonStrict ignores a reference's scheme equal to the base's ("http:g"
	// gives "http://a/b/c/g"), the backward-compatible RFC 3986 §5.2.2 way.
	NonStrict bool
}

// Resolve resolves ref against base as [IRI.Resolve] does; with NonStrict,
// a scheme of ref equal to base's is ignored first (RFC 3986 §5.2.2).
func (o ResolveOptions) Resolve(base, ref IRI) (IRI, error) {
	if o.NonStrict && ref.schemeEnd > 0 && base.schemeEnd > 0 &&
		strings.EqualFold(ref.s[:ref.schemeEnd], base.s[:base.schemeEnd]) {
		ref = stripScheme(ref)
	}
	return base.Resolve(ref)
}

// stripScheme returns x without its scheme and ":": the reference that
// RFC 3986 §5.2.2's non-strict branch sees ("if (not strict) and
// (R.scheme == Base.scheme) then undefine(R.scheme)").
func stripScheme(x IRI) IRI {
	k := x.schemeEnd + 1
	x.s = x.s[k:]
	x.schemeEnd = 0
	x.hostStart -= k
	x.hostEnd -= k
	x.pathStart -= k
	x.pathEnd -= k
	x.queryEnd -= k
	return x
}

// Resolve resolves ref against the absolute base by the strict algorithm of
// RFC 3986 §5.2 (RFC 3987 §6.5; "http:g" stays, see [ResolveOptions]), encoding,
// decoding and normalizing nothing ("%2E" is no dot segment), a path without
// authority that would start with "//" written "/.//"; the result is == to
// [Parse] of its string. A base without a scheme is a [*ResolveError] of
// [ErrNotAbsolute]. Resolve runs in linear time and allocates once, twice for
// a path left in over 16 pieces.
func (base IRI) Resolve(ref IRI) (IRI, error) {
	// A wrapper the compiler inlines: resolveTo writes the result into
	// the caller's own variable.
	var x IRI
	err := resolveTo(&x, &base, &ref)
	return x, err
}

// resolveTo sets *x to the resolution of ref against base, as Resolve
// returns it, or returns an error and leaves *x alone.
func resolveTo(x, base, ref *IRI) error {
	if base.schemeEnd == 0 {
		return &ResolveError{Base: base.s, Ref: ref.s, Input: base.s, Err: ErrNotAbsolute, Rule: "RFC 3986 §5.2.1"}
	}
	if k, j := concatPrefix(base, ref); k >= 0 {
		if k+len(ref.s)-j > MaxLength {
			return &ResolveError{Base: base.s, Ref: ref.s, Input: ref.s, Err: ErrTooLong, Rule: "MaxLength"}
		}
		concat(x, base, k, j, ref)
		return nil
	}
	var p plan
	if !p.init(*base, *ref) {
		// The result is a string we already have.
		if ref.schemeEnd > 0 {
			*x = *ref
			return nil
		}
		*x = base.WithoutFragment()
		return nil
	}
	n := p.len()
	if n > MaxLength {
		return &ResolveError{Base: base.s, Ref: ref.s, Input: ref.s, Err: ErrTooLong, Rule: "MaxLength"}
	}
	*x = p.build(n)
	return nil
}

// ResolveString resolves [Parse](ref) against base, as url.URL.Parse does.
func (base IRI) ResolveString(ref string) (IRI, error) {
	r, err := Parse(ref)
	if err != nil {
		return IRI{}, err
	}
	return base.Resolve(r)
}

// AppendResolve appends the string of base.Resolve(ref) to dst, allocating
// only to grow dst and where Resolve allocates twice; on error it returns dst.
func (base IRI) AppendResolve(dst []byte, ref IRI) ([]byte, error) {
	if base.schemeEnd == 0 {
		return dst, &ResolveError{Base: base.s, Ref: ref.s, Input: base.s, Err: ErrNotAbsolute, Rule: "RFC 3986 §5.2.1"}
	}
	if k, j := concatPrefix(&base, &ref); k >= 0 {
		if k+len(ref.s)-j > MaxLength {
			return dst, &ResolveError{Base: base.s, Ref: ref.s, Input: ref.s, Err: ErrTooLong, Rule: "MaxLength"}
		}
		return append(append(dst, base.s[:k]...), ref.s[j:]...), nil
	}
	var p plan
	if !p.init(base, ref) {
		if ref.schemeEnd > 0 {
			return append(dst, ref.s...), nil
		}
		return append(dst, base.s[:base.queryEnd]...), nil
	}
	if p.len() > MaxLength {
		return dst, &ResolveError{Base: base.s, Ref: ref.s, Input: ref.s, Err: ErrTooLong, Rule: "MaxLength"}
	}
	dst = append(dst, p.head1...)
	dst = append(dst, p.head2...)
	if p.slashDot {
		dst = append(dst, "/."...)
	}
	for _, r := range p.path.runs() {
		a, c := p.path.piece(r)
		dst = append(append(dst, a...), c...)
	}
	return append(append(dst, p.query...), p.frag...), nil
}

// concatPrefix returns k and j when the resolution of the relative
// reference ref is base.s[:k] + ref.s[j:], which it is in the common cases:
// ref has no dot segments (so remove_dot_segments has nothing to do),
// except perhaps leading "../" and "./" segments that climb up the base
// path, and replaces the base from its authority, its path, a path
// segment, its query or its fragment on. Otherwise it returns -1.
func concatPrefix(base, ref *IRI) (k, j int) {
	if ref.schemeEnd > 0 || len(ref.s) == 0 {
		return -1, 0
	}
	rp := ref.s[ref.pathStart:ref.pathEnd]
	switch {
	case ref.flags&flagAuthority != 0:
		if mayHaveDotSegment(rp) {
			return -1, 0
		}
		return int(base.schemeEnd) + 1, 0
	case rp == "":
		if ref.flags&flagQuery != 0 {
			return int(base.pathEnd), 0
		}
		return int(base.queryEnd), 0
	case rp[0] == '/':
		if mayHaveDotSegment(rp) {
			return -1, 0
		}
		return int(base.pathStart), 0
	}
	// A relative path (ref.pathStart is 0): merge (RFC 3986 §5.2.3) and
	// remove the leading "./" and "../" segments (§5.2.4).
	ups := 0
	for rp[j] == '.' {
		if strings.HasPrefix(rp[j:], "./") {
			j += 2
		} else if strings.HasPrefix(rp[j:], "../") {
			j += 3
			ups++
		} else {
			break
		}
		if j == len(rp) {
			break
		}
	}
	rest := rp[j:]
	if mayHaveDotSegment(rest) {
		return -1, 0
	}
	bp := base.s[base.pathStart:base.pathEnd]
	if bp == "" && base.flags&flagAuthority != 0 {
		return -1, 0 // merge adds a "/"
	}
	dir := lastSlash(bp) + 1
	if mayHaveDotSegment(bp[:dir]) {
		return -1, 0
	}
	if ups > 0 {
		if dir == 0 || bp[0] != '/' {
			return -1, 0 // climbing a relative path, with its quirks
		}
		for ; ups > 0 && dir > 1; ups-- {
			dir = strings.LastIndexByte(bp[:dir-1], '/') + 1
		}
	}
	if base.flags&flagAuthority == 0 && (dir == 1 && strings.HasPrefix(rest, "/") ||
		dir == 0 && strings.HasPrefix(rest, "//")) {
		return -1, 0 // the path would start with "//": the ambiguous case
	}
	return int(base.pathStart) + dir, j
}

// concat sets *x to the IRI base.s[:k] + ref.s[j:] for k and j from
// concatPrefix, with the offsets parse would find: the scheme, and the
// authority unless ref has one, come from base; the rest from ref, shifted,
// or from base where the reference has no path (RFC 3986 §5.2.2).
func concat(x, base *IRI, k, j int, ref *IRI) {
	*x = *base
	d := int32(k - j)
	if ref.flags&flagAuthority != 0 {
		x.hostStart = ref.hostStart + d
		x.hostEnd = ref.hostEnd + d
		x.hostKind = ref.hostKind
		x.pathStart = ref.pathStart + d
		x.flags = ref.flags
	} else {
		x.flags = base.flags&(flagAuthority|flagUserinfo|flagPort) | ref.flags&flagFragment
	}
	if ref.pathEnd > ref.pathStart || ref.flags&(flagAuthority|flagQuery) != 0 {
		if ref.pathEnd > ref.pathStart || ref.flags&flagAuthority != 0 {
			x.pathEnd = ref.pathEnd + d
		}
		x.queryEnd = ref.queryEnd + d
		x.flags = x.flags&^flagQuery | ref.flags&flagQuery
	} else {
		// Only a fragment: the base query stays.
		x.flags |= base.flags & flagQuery
	}
	// The string last, so that the caller's copy of *x waits for no
	// store but these. The runtime's concatenation sizes and writes the
	// result once; a strings.Builder of the exact size measured 6% slower
	// a resolution (BenchmarkResolve, Go 1.26).
	x.s = base.s[:k] + ref.s[j:]
}

// plan is a resolved reference before it is written out: the target of
// RFC 3986 §5.2.2 as pieces of the base and the reference, with the path
// given as the runs that survive remove_dot_segments. The result is
//
//	head1 head2 ["/."] path querySrc fragSrc
//
// where head1 head2 is "scheme:" or "scheme://authority".
type plan struct {
	head1, head2 string
	auth         IRI  // the IRI the authority comes from, if hasAuth
	hasAuth      bool // the result has an authority
	slashDot     bool // prefix the path with "/." (the ambiguous case)
	path         dotRemover
	query        string // "?query", or "" when there is none
	hasQuery     bool
	frag         string // "#fragment", or "" when there is none
	hasFrag      bool
}

// init fills in p for resolving ref against the absolute base, following
// the pseudo-code of RFC 3986 §5.2.2. It returns false when the result is
// ref itself (an absolute reference whose path remove_dot_segments leaves
// alone) or base without its fragment (an empty reference).
func (p *plan) init(base, ref IRI) bool {
	rs := ref.s
	// T.fragment = R.fragment, in every branch.
	p.frag = rs[ref.queryEnd:]
	p.hasFrag = ref.flags&flagFragment != 0
	switch {
	case ref.schemeEnd > 0:
		// T.scheme = R.scheme; T.authority = R.authority;
		// T.path = remove_dot_segments(R.path); T.query = R.query
		p.head1 = rs[:ref.pathStart]
		p.auth, p.hasAuth = ref, ref.flags&flagAuthority != 0
		p.path.run(rs[ref.pathStart:ref.pathEnd], "")
		if p.path.unchanged() {
			return false
		}
		p.setQuery(ref)
	case ref.flags&flagAuthority != 0:
		// T.authority = R.authority; T.path = remove_dot_segments(R.path);
		// T.query = R.query; T.scheme = Base.scheme
		p.head1 = base.s[:base.schemeEnd+1]
		p.head2 = rs[:ref.pathStart]
		p.auth, p.hasAuth = ref, true
		p.path.run(rs[ref.pathStart:ref.pathEnd], "")
		p.setQuery(ref)
	default:
		// T.authority = Base.authority; T.scheme = Base.scheme
		p.head1 = base.s[:base.pathStart]
		p.auth, p.hasAuth = base, base.flags&flagAuthority != 0
		rp := rs[ref.pathStart:ref.pathEnd]
		switch {
		case rp == "":
			// T.path = Base.path, as it is (dot segments and all).
			if len(rs) == 0 {
				return false
			}
			p.path.verbatim(base.s[base.pathStart:base.pathEnd])
			if ref.flags&flagQuery != 0 {
				p.setQuery(ref) // T.query = R.query
			} else {
				p.setQuery(base) // T.query = Base.query
			}
		case rp[0] == '/':
			// T.path = remove_dot_segments(R.path)
			p.path.run(rp, "")
			p.setQuery(ref)
		default:
			// T.path = merge(Base.path, R.path) (RFC 3986 §5.2.3);
			// T.path = remove_dot_segments(T.path)
			bp := base.s[base.pathStart:base.pathEnd]
			var dir string
			if base.flags&flagAuthority != 0 && bp == "" {
				dir = "/"
			} else {
				dir = bp[:strings.LastIndexByte(bp, '/')+1]
			}
			p.path.run(dir, rp)
			p.setQuery(ref)
		}
	}
	// The ambiguous case of RFC 3986: a path starting with "//" and no
	// authority to precede it would turn into an authority. Keep it a path.
	p.slashDot = !p.hasAuth && p.path.startsWithDoubleSlash()
	return true
}

// setQuery takes T.query from x, which has no fragment or whose fragment
// is cut off here.
func (p *plan) setQuery(x IRI) {
	p.query = x.s[x.pathEnd:x.queryEnd]
	p.hasQuery = x.flags&flagQuery != 0
}

// len returns the length of the result.
func (p *plan) len() int {
	n := len(p.head1) + len(p.head2) + p.path.len() + len(p.query) + len(p.frag)
	if p.slashDot {
		n += 2
	}
	return n
}

// build writes the result, of length n, into one buffer and computes its
// offsets, which are those that parse would find: the components are
// copied from valid IRIs and recomposed as RFC 3986 §5.3 says.
func (p *plan) build(n int) IRI {
	var x IRI
	pathStart := len(p.head1) + len(p.head2)
	pathEnd := n - len(p.query) - len(p.frag)
	if p.path.n <= 1 {
		// The common case, a path in at most two pieces: one string
		// concatenation, which allocates once for the whole result.
		var a, c, sd string
		if p.path.n == 1 {
			a, c = p.path.piece(p.path.small[0])
		}
		if p.slashDot {
			sd = "/."
		}
		x.s = p.head1 + p.head2 + sd + a + c + p.query + p.frag
	} else {
		var b strings.Builder
		b.Grow(n)
		b.WriteString(p.head1)
		b.WriteString(p.head2)
		if p.slashDot {
			b.WriteString("/.")
		}
		p.path.writeTo(&b)
		b.WriteString(p.query)
		b.WriteString(p.frag)
		x.s = b.String()
	}
	x.schemeEnd = int32(strings.IndexByte(p.head1, ':'))
	x.pathStart = int32(pathStart)
	x.pathEnd = int32(pathEnd)
	x.queryEnd = int32(pathEnd + len(p.query))
	if p.hasAuth {
		a := &p.auth
		delta := x.schemeEnd + 3 - a.authStart()
		x.hostStart = a.hostStart + delta
		x.hostEnd = a.hostEnd + delta
		x.hostKind = a.hostKind
		x.flags = a.flags & (flagAuthority | flagUserinfo | flagPort)
	} else {
		x.hostStart = x.schemeEnd + 1
		x.hostEnd = x.schemeEnd + 1
	}
	if p.hasQuery {
		x.flags |= flagQuery
	}
	if p.hasFrag {
		x.flags |= flagFragment
	}
	return x
}

// equal reports whether the result would be s, without building it.
func (p *plan) equal(s string) bool {
	if len(s) != p.len() {
		return false
	}
	if !strings.HasPrefix(s, p.head1) {
		return false
	}
	s = s[len(p.head1):]
	if !strings.HasPrefix(s, p.head2) {
		return false
	}
	s = s[len(p.head2):]
	if p.slashDot {
		if !strings.HasPrefix(s, "/.") {
			return false
		}
		s = s[2:]
	}
	var ok bool
	if s, ok = p.path.cutPrefix(s); !ok {
		return false
	}
	return strings.HasPrefix(s, p.query) && s[len(p.query):] == p.frag
}

// Relativize returns the shortest r, checked, with base.Resolve(r) == target,
// keeping target's query and fragment: a same-document reference, a relative
// path ("../c", "./a:b"), an absolute or network path, or target itself. Both
// must be absolute ([ErrNotAbsolute]); [ErrNoReference] when target's path has
// dot segments that no reference keeps.
func (base IRI) Relativize(target IRI) (IRI, error) {
	if base.schemeEnd == 0 || target.schemeEnd == 0 {
		if base.schemeEnd == 0 {
			return IRI{}, &ResolveError{Base: base.s, Ref: target.s, Input: base.s, Err: ErrNotAbsolute, Rule: "RFC 3986 §5.2.1"}
		}
		return IRI{}, &ResolveError{Base: base.s, Ref: target.s, Input: target.s, Err: ErrNotAbsolute, Rule: "RFC 3986 §5.2.2"}
	}
	// The candidates go from the usually shortest to the longest, so that
	// once one works, the longer ones are skipped without resolving them
	// (try and tryRef compare lengths first); on a tie the earlier wins.
	c := candidates{base: base, target: target}
	ts := target.s
	if base.s[:base.schemeEnd] == ts[:target.schemeEnd] {
		if base.flags&flagAuthority == target.flags&flagAuthority &&
			base.Authority() == target.Authority() {
			c.sameAuthority()
		}
		if target.flags&flagAuthority != 0 {
			// A network-path reference (RFC 3986 §4.2).
			c.tryRef(stripScheme(target))
		}
	}
	c.tryRef(target) // the target itself, when it resolves to itself
	if !c.found {
		return IRI{}, &ResolveError{Base: base.s, Ref: target.s, Input: target.s, Offset: int(target.pathStart), Err: ErrNoReference, Rule: "RFC 3986 §5.2.4"}
	}
	return c.best, nil
}

// candidates collects the shortest reference that resolves to target.
type candidates struct {
	base, target IRI
	best         IRI
	found        bool
}

// try considers the reference s.
func (c *candidates) try(s string) {
	if c.found && len(s) >= len(c.best.s) {
		return
	}
	// The bis grammar accepts everything the other grammars do, so every
	// piece of a valid IRI that is a valid reference parses here.
	r, err := parse(s, modeBis)
	if err != nil {
		return
	}
	c.tryRef(r)
}

// tryRef considers the parsed reference r.
func (c *candidates) tryRef(r IRI) {
	if c.found && len(r.s) >= len(c.best.s) {
		return
	}
	var p plan
	if !p.init(c.base, r) {
		// The result is r itself or base without its fragment.
		var res string
		if r.schemeEnd > 0 {
			res = r.s
		} else {
			res = c.base.s[:c.base.queryEnd]
		}
		if res != c.target.s {
			return
		}
	} else if !p.equal(c.target.s) {
		return
	}
	c.best, c.found = r, true
}

// refTail returns the relative reference x.s[k:] as parse returns it, for
// k the offset of x's path, when that path starts with a single "/", or of
// its "?" or "#" delimiter (or the end): the candidates of Relativize that
// are pieces of the target need no second parse.
func refTail(x IRI, k int32) IRI {
	y := IRI{
		s:         x.s[k:],
		pathStart: max(x.pathStart-k, 0),
		pathEnd:   max(x.pathEnd-k, 0),
		queryEnd:  max(x.queryEnd-k, 0),
		flags:     x.flags &^ (flagAuthority | flagUserinfo | flagPort),
	}
	if k > x.pathEnd {
		y.flags &^= flagQuery
	}
	return y
}

// sameAuthority tries the references that inherit the base authority: a
// same-document reference, a relative path and an absolute path.
func (c *candidates) sameAuthority() {
	b, t := c.base, c.target
	ts := t.s
	bp, tp := b.Path(), t.Path()

	// Same-document and query-only references keep the base path as it is.
	if bp == tp {
		if b.flags&flagQuery == t.flags&flagQuery && b.Query() == t.Query() {
			c.tryRef(refTail(t, t.queryEnd)) // "" or "#fragment"
		}
		if t.flags&flagQuery != 0 {
			c.tryRef(refTail(t, t.pathEnd)) // "?query#fragment"
		}
	}
	rest := ts[t.pathEnd:] // "?query#fragment", as they are

	// A relative path, against the base path up to its last "/"
	// (RFC 3986 §5.2.3), with the dot segments of the base removed.
	var dir string
	if b.flags&flagAuthority != 0 && bp == "" {
		dir = "/"
	} else {
		dir = bp[:strings.LastIndexByte(bp, '/')+1]
	}
	if hasDotSegment(dir) {
		var d dotRemover
		d.run(dir, "")
		dir = d.String()
	}
	rtp := tp
	if t.flags&flagAuthority == 0 && strings.HasPrefix(tp, "/.//") {
		// Resolve writes a path "//…" without authority as "/.//…".
		rtp = tp[2:]
	}
	if r, ok := relativePath(dir, rtp, rest); ok {
		c.try(r)
	}

	// An absolute path, which must not start with "//".
	if tp != "" && tp[0] == '/' {
		if strings.HasPrefix(tp, "//") {
			c.try("/." + ts[t.pathStart:])
		} else {
			c.tryRef(refTail(t, t.pathStart))
		}
	}
}

// relativePath returns the relative-path reference, followed by rest (the
// target's "?query#fragment"), that takes the directory dir (ending with
// "/", or empty) to the path tp, if there is an obvious one; it is built
// with one allocation at most. Resolve checks it.
func relativePath(dir, tp, rest string) (string, bool) {
	if dir != "" && dir[0] == '/' && (tp == "" || tp[0] != '/') {
		return "", false
	}
	// The longest common prefix that ends with "/". Cutting at a "/" never
	// cuts a UTF-8 sequence, wherever the bytes first differ.
	k := 0
	for k < len(dir) && k < len(tp) && dir[k] == tp[k] {
		k++
	}
	k = strings.LastIndexByte(dir[:k], '/') + 1
	ups := strings.Count(dir[k:], "/")
	rem := tp[k:]
	if ups > 0 && k == 0 {
		// Climbing out of the first segment of a relative base path turns
		// it into an absolute one (remove_dot_segments("a/../b") is "/b").
		return "", false
	}
	var lead string
	switch {
	case ups > 0:
		// "../" per level; the last without its "/" when nothing follows.
	case rem == "":
		lead = "."
	case rem[0] == '/', strings.IndexByte(firstSegment(rem), ':') >= 0:
		// Keep a leading empty segment a path, and a ":" out of the
		// first segment, where it would read as a scheme.
		lead = "./"
	case rest == "":
		return rem, true
	}
	var b strings.Builder
	b.Grow(3*ups + len(lead) + len(rem) + len(rest))
	for i := 1; i < ups; i++ {
		b.WriteString("../")
	}
	if ups > 0 {
		if rem == "" {
			b.WriteString("..")
		} else {
			b.WriteString("../")
		}
	}
	b.WriteString(lead)
	b.WriteString(rem)
	b.WriteString(rest)
	return b.String(), true
}
