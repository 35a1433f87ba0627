package iri

// Writers shared by the URI → IRI conversion (fromuri.go), normalization
// (normalize.go) and display (display.go): a lazy copy-on-change buffer that
// decodes, keeps or rewrites percent-encodings region by region, and the
// set of characters that stay percent-encoded (RFC 3987 §3.2 step 4). It
// knows no options type: its callers pass a keepSet.

import (
	"strings"
	"unicode/utf8"

	"github.com/go-iri/iri/internal/abnf"
)

// u2iWriter builds the output lazily: nothing is allocated until the first
// change, and then one buffer of the final size bound.
type u2iWriter struct {
	s     string
	set   keepSet // what stays percent-encoded
	b     strings.Builder
	size  int  // upper bound of the output length
	dirty bool // b holds s[:last], converted
	last  int  // s[:last] has been handled
}

// copyTo copies the unchanged input s[w.last:i] to the output.
func (w *u2iWriter) copyTo(i int) {
	if !w.dirty {
		w.b.Grow(w.size)
		w.dirty = true
		w.b.WriteString(w.s[:i])
	} else if i > w.last {
		w.b.WriteString(w.s[w.last:i])
	}
	w.last = i
}

// out returns the output offset of input offset i, which the conversion
// has reached (every byte before i is handled).
func (w *u2iWriter) out(i int32) int32 {
	if !w.dirty {
		return i
	}
	return int32(w.b.Len() + int(i) - w.last)
}

// replace writes repl in place of s[i:j].
func (w *u2iWriter) replace(i, j int, repl string) {
	w.copyTo(i)
	w.b.WriteString(repl)
	w.last = j
}

// region converts the triplets of s[start:end], which is one component
// or a run of components with the same repertoire; query says whether
// private-use characters are allowed (iquery).
func (w *u2iWriter) region(start, end int, query bool) {
	s := w.s
	i := start
	for {
		k := strings.IndexByte(s[i:end], '%')
		if k < 0 {
			return
		}
		i += k
		r, n := pctSeq(s, i, end)
		switch {
		case n == 0:
			w.keep(i, 1) // step 3: not well-formed
			i += 3
			continue
		case r < utf8.RuneSelf:
			if asciiClass[r]&cUnreserved != 0 {
				w.copyTo(i)
				w.b.WriteByte(byte(r))
				w.last = i + 3
			} else {
				w.keep(i, 1)
			}
		case w.set.keepEncoded(r, query):
			w.keep(i, n) // step 4
		default:
			w.copyTo(i)
			w.b.WriteRune(r)
			w.last = i + 3*n
		}
		i += 3 * n
	}
}

// pctSeq decodes the percent-encoded character whose first triplet is at
// s[i] (abnf.PctSeq): the character and the number of triplets it spans,
// or n == 0 when the octets are not well-formed UTF-8.
func pctSeq(s string, i, end int) (r rune, n int) { return abnf.PctSeq(s, i, end) }

// keep keeps the n triplets at s[i:], rewriting them in uppercase hex if
// any of their digits is lowercase.
func (w *u2iWriter) keep(i, n int) {
	t := w.s[i : i+3*n]
	lower := false
	for k := 0; k < len(t); k++ {
		if t[k] >= 'a' {
			lower = true
			break
		}
	}
	if !lower {
		return
	}
	w.copyTo(i)
	var buf [3 * utf8.UTFMax]byte
	p := buf[:0]
	for k := 0; k < n; k++ {
		p = appendPercent(p, unhex(t[3*k+1])<<4|unhex(t[3*k+2]))
	}
	w.b.Write(p)
	w.last = i + 3*n
}

// lowerASCII lowercases the ASCII letters of s[start:end].
func (w *u2iWriter) lowerASCII(start, end int) {
	s := w.s
	for i := start; i < end; i++ {
		if c := s[i]; 'A' <= c && c <= 'Z' {
			w.copyTo(i)
			w.b.WriteByte(c + 'a' - 'A')
			w.last = i + 1
		}
	}
}

// drop leaves s[i:j] out of the output.
func (w *u2iWriter) drop(i, j int) {
	if i < j {
		w.copyTo(i)
		w.last = j
	}
}

// insert writes t into the output before s[i:].
func (w *u2iWriter) insert(i int, t string) {
	w.copyTo(i)
	w.b.WriteString(t)
}

// writePercent writes the octets of t as triplets in uppercase hex.
func (w *u2iWriter) writePercent(t string) {
	var buf [3 * utf8.UTFMax]byte
	p := buf[:0]
	for k := 0; k < len(t); k++ {
		p = appendPercent(p, t[k])
	}
	w.b.Write(p)
}

// keepSet says which characters stay percent-encoded beyond RFC 3987 §3.2
// step 4's own: the zero value is [IRI.ToIRI]'s, and [ToIRIOptions] sets
// the fields from its Grammar and DecodeDiscouraged.
type keepSet struct {
	bis               bool // RFC3987bis: the tags U+E0000-U+E0FFF are iprivate in the query
	decodeDiscouraged bool // decode the RFC 3987 §6.1 characters of abnf.DiscouragedRanges
}

// keepEncoded reports whether the character r, decoded from well-formed
// UTF-8, must stay percent-encoded in a component (RFC 3987 §3.2 step 4):
// query says whether the component is the query, where iprivate is allowed.
func (o keepSet) keepEncoded(r rune, query bool) bool {
	return abnf.KeepSet{Bis: o.bis, DecodeDiscouraged: o.decodeDiscouraged}.KeepEncoded(r, query)
}

// mayKeep reports whether the ucschar r may be one that keepEncoded keeps.
func mayKeep(r rune) bool { return abnf.MayKeep(r) }

// markAlwaysKept calls mark on each range of characters that ToIRI keeps
// encoded by default besides those outside ucschar.
func markAlwaysKept(mark func(lo, hi rune)) { abnf.MarkAlwaysKept(mark) }

// isDiscouraged reports whether r is in discouragedRanges.
func isDiscouraged(r rune) bool { return abnf.IsDiscouraged(r) }

// decoded writes p, the characters decoded from s[start:i], in their
// place, and returns i.
func (w *u2iWriter) decoded(start, i int, p []byte) int {
	if len(p) > 0 {
		w.copyTo(start)
		w.b.Write(p)
		w.last = i
	}
	return i
}
