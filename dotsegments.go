package iri

import (
	"math/bits"
	"strings"
)

// Dot segments: remove_dot_segments (RFC 3986 §5.2.4), which resolution
// (resolve.go), normalization (NormDotSegments, normalize.go) and JoinPath
// (build.go) share, and the word-at-a-time tests for "." and "/" it uses.

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
	if n == 0 || !mayHaveDotSegment(p1) && !mayHaveDotSegment(p2) {
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
