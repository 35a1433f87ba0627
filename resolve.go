package iri

import (
	"math/bits"
	"strings"
)

// excerpt quotes s, shortened to a readable length.
func excerpt(s string) string { return quotePrefix(s, 100) }

// Resolver resolves references; the zero Resolver is [IRI.Resolve].
type Resolver struct {
	// NonStrict ignores a reference's scheme equal to the base's ("http:g"
	// gives "http://a/b/c/g"), the backward-compatible RFC 3986 §5.2.2 way.
	NonStrict bool
}

// Resolve is [IRI.Resolve] with the resolver's options.
func (rv Resolver) Resolve(base, ref IRI) (IRI, error) {
	if rv.NonStrict && ref.schemeEnd > 0 && base.schemeEnd > 0 &&
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
// RFC 3986 §5.2 (RFC 3987 §6.5; "http:g" stays, see [Resolver]), encoding,
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
		return &ResolveError{Op: "resolve", Base: base.s, Ref: ref.s, Err: ErrNotAbsolute}
	}
	if k, j := concatPrefix(base, ref); k >= 0 {
		if k+len(ref.s)-j > MaxLength {
			return &ResolveError{Op: "resolve", Base: base.s, Ref: ref.s, Err: ErrTooLong}
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
		*x = *base
		x.s = base.s[:base.queryEnd]
		x.flags &^= flagFragment
		return nil
	}
	n := p.len()
	if n > MaxLength {
		return &ResolveError{Op: "resolve", Base: base.s, Ref: ref.s, Err: ErrTooLong}
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
		return dst, &ResolveError{Op: "resolve", Base: base.s, Ref: ref.s, Err: ErrNotAbsolute}
	}
	if k, j := concatPrefix(&base, &ref); k >= 0 {
		if k+len(ref.s)-j > MaxLength {
			return dst, &ResolveError{Op: "resolve", Base: base.s, Ref: ref.s, Err: ErrTooLong}
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
		return dst, &ResolveError{Op: "resolve", Base: base.s, Ref: ref.s, Err: ErrTooLong}
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

// dotRemover runs remove_dot_segments (RFC 3986 §5.2.4) over the path
// p1+p2 (p2 is the reference path when merging, RFC 3986 §5.2.3) without
// copying it: the output buffer of the RFC's algorithm is kept as a stack
// of runs, each a range of the input that survives. Adjacent ranges share
// a run, so a path without dot segments is one run. Popping the last
// segment scans it backwards once, so the whole algorithm is linear in the
// length of the path, whatever it holds ("../../..", "./a/../a/..").
type dotRemover struct {
	p1, p2 string
	n      int      // the number of runs
	small  [16]span // the runs, while there are few
	big    []span   // the runs, once there are more than len(small)
	// step, if set, is called before each segment with its start, the
	// start and end of its text, and whether run is in the leading dot
	// segments of a relative path, and run takes no shortcut: the hook of
	// ResolveTrace (resolve_trace.go).
	step func(i, cs, ce int, leading bool)
}

// runs returns the output runs. (The runs are not kept as a slice of
// small inside the struct: that would make every dotRemover escape to the
// heap.)
func (d *dotRemover) runs() []span {
	if d.big != nil {
		return d.big[:d.n]
	}
	return d.small[:d.n]
}

// span is the byte range [start, end) of the input p1+p2.
type span struct{ start, end int }

// verbatim sets the path to p, with no dot-segment removal.
func (d *dotRemover) verbatim(p string) {
	d.p1, d.p2 = p, ""
	d.n, d.big = 0, nil
	d.push(0, len(p))
}

// at returns byte i of p1+p2.
func (d *dotRemover) at(i int) byte {
	if i < len(d.p1) {
		return d.p1[i]
	}
	return d.p2[i-len(d.p1)]
}

// slash returns the offset of the first "/" at or after i in p1+p2, or
// the length of p1+p2 if there is none.
func (d *dotRemover) slash(i int) int {
	if i < len(d.p1) {
		if k := strings.IndexByte(d.p1[i:], '/'); k >= 0 {
			return i + k
		}
		i = len(d.p1)
	}
	if k := strings.IndexByte(d.p2[i-len(d.p1):], '/'); k >= 0 {
		return i + k
	}
	return len(d.p1) + len(d.p2)
}

// push appends the input range [start, end) to the output.
func (d *dotRemover) push(start, end int) {
	if start == end {
		return
	}
	runs := d.runs()
	if n := len(runs); n > 0 && runs[n-1].end == start {
		runs[n-1].end = end
		return
	}
	if d.big == nil && d.n < len(d.small) {
		d.small[d.n] = span{start, end}
	} else {
		if d.big == nil {
			// Every run starts a segment: this is the only allocation.
			limit := strings.Count(d.p1, "/") + strings.Count(d.p2, "/") + 1
			d.big = make([]span, d.n, limit)
			copy(d.big, d.small[:])
		}
		d.big = append(d.big[:d.n], span{start, end})
	}
	d.n++
}

// pop removes the last segment of the output and the "/" before it, if
// any (RFC 3986 §5.2.4 step 2C).
func (d *dotRemover) pop() {
	if d.n == 0 {
		return
	}
	r := &d.runs()[d.n-1]
	for j := r.end - 1; j > r.start; j-- {
		if d.at(j) == '/' {
			r.end = j
			return
		}
	}
	// The run is one segment: "/seg", or a first segment without "/".
	d.n--
}

// run computes remove_dot_segments(p1 + p2). p1 is empty or ends with "/"
// (it is the base path up to its last "/", RFC 3986 §5.2.3).
//
// In terms of segments, the RFC's loop does this: a leading run of "."
// and ".." segments in a relative path is dropped (steps 2A and 2D); after
// that, a "." segment is dropped (2B), a ".." segment drops the last
// output segment with its "/" (2C), and any other segment is appended with
// the "/" before it (2E); a final "." or ".." leaves a "/" at the end.
func (d *dotRemover) run(p1, p2 string) {
	d.p1, d.p2 = p1, p2
	d.n, d.big = 0, nil
	n := len(p1) + len(p2)
	if n == 0 || d.step == nil && !mayHaveDotSegment(p1) && !mayHaveDotSegment(p2) {
		// No segment starts with ".": the output is the input (p1 ends
		// with "/", so a dot segment of p2 would start p2).
		d.push(0, n)
		return
	}
	leading := d.at(0) != '/' // in the leading dots of a relative path
	for i := 0; i < n; {
		// The segment starts at i, with its "/" unless it is the first
		// segment of a relative path.
		cs := i
		if d.at(i) == '/' {
			cs = i + 1
		}
		ce := d.slash(cs)
		if d.step != nil {
			d.step(i, cs, ce, leading)
		}
		last := ce == n
		dots := 0
		switch ce - cs {
		case 1:
			if d.at(cs) == '.' {
				dots = 1
			}
		case 2:
			if d.at(cs) == '.' && d.at(cs+1) == '.' {
				dots = 2
			}
		}
		switch {
		case leading && dots > 0:
			// 2A, 2D: drop "./", "../", "." and ".." at the start.
		case leading:
			// 2E for the first segment of what is left: it has no "/".
			leading = false
			d.push(cs, ce)
		case dots == 1:
			// 2B: "/./" becomes "/", and "/." at the end becomes "/".
			if last {
				d.push(i, i+1)
			}
		case dots == 2:
			// 2C: "/../" becomes "/" and the last output segment goes;
			// "/.." at the end leaves a "/".
			d.pop()
			if last {
				d.push(i, i+1)
			}
		default:
			d.push(i, ce)
		}
		i = ce
	}
}

// mayHaveDotSegment reports whether a segment of p may be "." or "..": one
// starts p or follows a "/" with ".". It looks for "/." eight bytes at a
// time (see swar.go): the paths of most references are a few words long,
// and a byte search stops at every "." of a file name.
func mayHaveDotSegment(p string) bool {
	if len(p) < 8 {
		for i := 0; i < len(p); i++ {
			if p[i] == '.' && (i == 0 || p[i-1] == '/') {
				return true
			}
		}
		return false
	}
	if p[0] == '.' {
		return true
	}
	// Each word tests the seven pairs of bytes that start in its first
	// seven bytes, so the words overlap by one byte; the last word is the
	// eight bytes that end p.
	for i := 0; i < len(p)-8; i += 7 {
		if slashDot(load8(p[i:])) {
			return true
		}
	}
	return slashDot(load8(p[len(p)-8:]))
}

// slashDot reports whether "/." starts at one of the first seven bytes of
// w. A byte of v is 0 where "/." starts, and (v - 0x01…) &^ v has bit 7
// set in some byte exactly when a byte of v is 0.
func slashDot(w uint64) bool {
	v := (w ^ '/'*swarLo) | (w>>8 ^ '.'*swarLo)
	return (v-swarLo)&^v&swarHi != 0
}

// lastSlash returns the index of the last "/" in p, or -1 if there is
// none, testing eight bytes at a time from the end: the last segment of a
// base path is often a long file name.
func lastSlash(p string) int {
	i := len(p)
	for ; i >= 8; i -= 8 {
		if _, slashes := dotsSlashes(load8(p[i-8:])); slashes != 0 {
			return i - 1 - bits.LeadingZeros64(slashes)>>3
		}
	}
	for i--; i >= 0 && p[i] != '/'; i-- {
	}
	return i
}

// dotsSlashes returns w with bit 7 of each byte set where the byte is
// ".", and w with bit 7 set where it is "/".
func dotsSlashes(w uint64) (dots, slashes uint64) {
	x := w ^ '.'*swarLo // "." is 0, "/" is 1
	y := x ^ swarLo     // "/" is 0
	// Bit 7 of (b&0x7f)+0x7f | b is set where the byte b is not 0.
	dots = ^((x&^swarHi + (swarHi - swarLo)) | x) & swarHi
	slashes = ^((y&^swarHi + (swarHi - swarLo)) | y) & swarHi
	return dots, slashes
}

// unchanged reports whether the output is the whole input p1+p2.
func (d *dotRemover) unchanged() bool {
	n := len(d.p1) + len(d.p2)
	if n == 0 {
		return true
	}
	r := d.runs()
	return len(r) == 1 && r[0].start == 0 && r[0].end == n
}

// len returns the length of the output.
func (d *dotRemover) len() int {
	n := 0
	for _, r := range d.runs() {
		n += r.end - r.start
	}
	return n
}

// startsWithDoubleSlash reports whether the output starts with "//".
func (d *dotRemover) startsWithDoubleSlash() bool {
	runs := d.runs()
	if len(runs) == 0 || d.at(runs[0].start) != '/' {
		return false
	}
	r := runs[0]
	if r.end-r.start >= 2 {
		return d.at(r.start+1) == '/'
	}
	return len(runs) > 1 && d.at(runs[1].start) == '/'
}

// piece returns the input range [start, end) as at most two substrings.
func (d *dotRemover) piece(r span) (string, string) {
	l1 := len(d.p1)
	switch {
	case r.end <= l1:
		return d.p1[r.start:r.end], ""
	case r.start >= l1:
		return d.p2[r.start-l1 : r.end-l1], ""
	}
	return d.p1[r.start:], d.p2[:r.end-l1]
}

// writeTo writes the output to b.
func (d *dotRemover) writeTo(b *strings.Builder) {
	for _, r := range d.runs() {
		a, c := d.piece(r)
		b.WriteString(a)
		b.WriteString(c)
	}
}

// cutPrefix reports whether s starts with the output, and returns the rest.
func (d *dotRemover) cutPrefix(s string) (string, bool) {
	for _, r := range d.runs() {
		a, c := d.piece(r)
		if !strings.HasPrefix(s, a) {
			return "", false
		}
		s = s[len(a):]
		if !strings.HasPrefix(s, c) {
			return "", false
		}
		s = s[len(c):]
	}
	return s, true
}

// String returns the output; for Relativize, where it is rarely needed.
func (d *dotRemover) String() string {
	if d.n == 1 {
		a, c := d.piece(d.runs()[0])
		if c == "" {
			return a
		}
	}
	var b strings.Builder
	b.Grow(d.len())
	d.writeTo(&b)
	return b.String()
}

// Relativize returns the shortest r, checked, with base.Resolve(r) == target,
// keeping target's query and fragment: a same-document reference, a relative
// path ("../c", "./a:b"), an absolute or network path, or target itself. Both
// must be absolute ([ErrNotAbsolute]); [ErrNoReference] when target's path has
// dot segments that no reference keeps.
func (base IRI) Relativize(target IRI) (IRI, error) {
	if base.schemeEnd == 0 || target.schemeEnd == 0 {
		return IRI{}, &ResolveError{Op: "relativize", Base: base.s, Ref: target.s, Err: ErrNotAbsolute}
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
		return IRI{}, &ResolveError{Op: "relativize", Base: base.s, Ref: target.s, Err: ErrNoReference}
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

// firstSegment returns p up to its first "/".
func firstSegment(p string) string {
	if i := strings.IndexByte(p, '/'); i >= 0 {
		return p[:i]
	}
	return p
}

// hasDotSegment reports whether the path p has a "." or ".." segment.
func hasDotSegment(p string) bool {
	if !mayHaveDotSegment(p) {
		return false // the usual case, in one IndexByte
	}
	for i := 0; i < len(p); {
		j := strings.IndexByte(p[i:], '/')
		if j < 0 {
			j = len(p) - i
		}
		if seg := p[i : i+j]; seg == "." || seg == ".." {
			return true
		}
		i += j + 1
	}
	return false
}
