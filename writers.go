package iri

// Writers shared by the URI → IRI conversion (toiri.go) and normalization
// (normalize.go): a lazy copy-on-change buffer that decodes, keeps or
// rewrites percent-encodings region by region.

import (
	"math/bits"
	"strings"
	"unicode/utf8"
)

// u2iWriter builds the output lazily: nothing is allocated until the first
// change, and then one buffer of the final size bound.
type u2iWriter struct {
	s     string
	conv  ToIRIOptions
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
		case w.conv.keepEncoded(r, query):
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
// s[i], gathering the octets that its lead octet announces from the
// triplets that follow within s[:end], and decoding them strictly (RFC 3987
// §3.2 step 3). It returns the character and the number of triplets it
// spans, or n == 0 when the octets are not a well-formed UTF-8 sequence
// (stray continuation octet, truncated sequence, overlong form, surrogate,
// above U+10FFFF). An ASCII octet is a character of one triplet. The
// parser has checked that two hex digits follow every "%".
func pctSeq(s string, i, end int) (r rune, n int) {
	c := unhex(s[i+1])<<4 | unhex(s[i+2])
	if c < utf8.RuneSelf {
		return rune(c), 1
	}
	var q [utf8.UTFMax]byte
	q[0] = c
	n = utf8SeqLen(c)
	got := 1
	for got < n && i+3*got < end && s[i+3*got] == '%' {
		j := i + 3*got
		q[got] = unhex(s[j+1])<<4 | unhex(s[j+2])
		got++
	}
	if n == 0 || got < n {
		return 0, 0
	}
	r, size := utf8.DecodeRune(q[:n])
	if size != n {
		return 0, 0
	}
	return r, n
}

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

// utf8SeqLen returns the length of the UTF-8 sequence that the lead octet c
// (>= 0x80) starts, or 0 if c cannot start one (continuation bytes, C0, C1,
// F5-FF). Unicode Table 3-7; DecodeRune checks the second octet's range.
func utf8SeqLen(c byte) int {
	switch {
	case c < 0xC2:
		return 0
	case c < 0xE0:
		return 2
	case c < 0xF0:
		return 3
	case c < 0xF5:
		return 4
	}
	return 0
}

// nzScan applies NormPercent and the hex-digit part of NormCase to the
// component text s[start:end], lowercasing its ASCII letters (outside
// triplets) if lower is set; query says whether the text is the query,
// where private-use characters are allowed (RFC 3987 §2.2).
//
// NormPercent decodes what the URI → IRI conversion decodes (region, RFC
// 3987 §3.2 steps 2-4), and percent-encodes the characters that
// conversion keeps encoded but that s holds literally (bidi controls,
// space look-alikes, invisible characters), so that both spellings of a
// character end up the same.
func (w *u2iWriter) nzScan(start, end int, f Normalization, query, lower bool) {
	s := w.s
	pct := f&NormPercent != 0
	hex := f&(NormCase|NormPercent) != 0
	for i := start; i < end; {
		c := s[i]
		switch {
		case c == '%':
			if !pct {
				if hex {
					w.keep(i, 1)
				}
				i += 3
				continue
			}
			r, n := pctSeq(s, i, end)
			switch {
			case n == 0:
				w.keep(i, 1)
				n = 1
			case r < utf8.RuneSelf:
				if asciiClass[r]&cUnreserved == 0 {
					w.keep(i, 1)
					break
				}
				if lower && 'A' <= r && r <= 'Z' {
					r += 'a' - 'A'
				}
				w.copyTo(i)
				w.b.WriteByte(byte(r))
				w.last = i + 3
			case w.conv.keepEncoded(r, query):
				w.keep(i, n)
			default:
				w.copyTo(i)
				w.b.WriteRune(r)
				w.last = i + 3*n
			}
			i += 3 * n
		case c >= utf8.RuneSelf:
			r, size := utf8.DecodeRuneInString(s[i:end])
			if pct && isUcschar(r) && w.conv.keepEncoded(r, query) {
				w.copyTo(i)
				w.writePercent(s[i : i+size])
				w.last = i + size
			}
			i += size
		case lower && 'A' <= c && c <= 'Z':
			w.copyTo(i)
			w.b.WriteByte(c + 'a' - 'A')
			w.last = i + 1
			i++
		default:
			i++
		}
	}
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

// firstNonASCII returns the offset of the first byte >= 0x80 in s, or
// len(s), eight bytes at a time; the last, partial block is the eight
// bytes that end s.
func firstNonASCII(s string) int {
	i := 0
	for ; i <= len(s)-8; i += 8 {
		if h := load8(s[i:]) & swarHi; h != 0 {
			return i + bits.TrailingZeros64(h)>>3
		}
	}
	if i == len(s) {
		return i
	}
	if len(s) >= 8 {
		// The bytes before i are ASCII: they are in the low bytes.
		if h := load8(s[len(s)-8:]) & swarHi; h != 0 {
			return len(s) - 8 + bits.TrailingZeros64(h)>>3
		}
		return len(s)
	}
	for ; i < len(s) && s[i] < utf8.RuneSelf; i++ {
	}
	return i
}
