package iri

// Writers shared by the URI → IRI conversion (fromuri.go) and normalization
// (normalize.go): a lazy copy-on-change buffer that decodes, keeps or
// rewrites percent-encodings region by region.

import (
	"encoding/binary"
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
	n = utf8SeqLen(c)
	if n == 0 || i+3*n > end {
		return 0, 0
	}
	// The range of the second octet depends on the first (Unicode Table
	// 3-7); that of every later one is 80..BF.
	lo, hi := byte(0x80), byte(0xBF)
	switch c {
	case 0xE0:
		lo = 0xA0
	case 0xED:
		hi = 0x9F
	case 0xF0:
		lo = 0x90
	case 0xF4:
		hi = 0x8F
	}
	r = rune(c & (0x7F >> n))
	for k := 1; k < n; k++ {
		j := i + 3*k
		if s[j] != '%' {
			return 0, 0
		}
		b := unhex(s[j+1])<<4 | unhex(s[j+2])
		if b < lo || b > hi {
			return 0, 0
		}
		lo, hi = 0x80, 0xBF
		r = r<<6 | rune(b&0x3F)
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
//
// Only the bytes that a rung may change are looked at (nzQuickClass, as in
// quickNormal): "%", with lower the uppercase letters, with NormPercent the
// lead bytes of the characters it encodes.
func (w *u2iWriter) nzScan(start, end int, f Normalization, query, lower bool) {
	s := w.s
	pct := f&NormPercent != 0
	hex := f&(NormCase|NormPercent) != 0
	var m uint8
	if hex || lower {
		m |= qPct // with lower, so that hex digits are not taken for letters
	}
	if pct {
		m |= qKeep
	}
	if lower {
		m |= qUpper
	}
	if m == 0 {
		return
	}
	for i := start; ; {
		// Skip the bytes no rung changes, eight at a time while none
		// does, as quickNormal does.
		for i+8 <= end {
			b := s[i : i+8]
			if (nzQuickClass[b[0]]|nzQuickClass[b[1]]|nzQuickClass[b[2]]|nzQuickClass[b[3]]|
				nzQuickClass[b[4]]|nzQuickClass[b[5]]|nzQuickClass[b[6]]|nzQuickClass[b[7]])&m != 0 {
				break
			}
			i += 8
		}
		for i < end && nzQuickClass[s[i]]&m == 0 {
			i++
		}
		if i >= end {
			break
		}
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
			if s[i+1] >= '8' {
				if j := w.decodeRun(i, end, query); j > i {
					i = j
					continue
				}
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
				// One that decodeRun leaves to the look-up above.
				w.copyTo(i)
				w.b.WriteRune(r)
				w.last = i + 3*n
			}
			i += 3 * n
		case c >= utf8.RuneSelf:
			// The lead byte of a character that NormPercent may encode.
			if !mayKeepAt(s[:end], i) {
				i++
				continue
			}
			r, size := utf8.DecodeRuneInString(s[i:end])
			if isUcschar(r) && w.conv.keepEncoded(r, query) {
				w.copyTo(i)
				w.writePercent(s[i : i+size])
				w.last = i + size
			}
			i += size
		default: // an uppercase letter, and lower is set
			w.copyTo(i)
			w.b.WriteByte(c + 'a' - 'A')
			w.last = i + 1
			i++
		}
	}
}

// decodeRun decodes the run of triplets at s[i:end] as far as they are
// well-formed UTF-8 (RFC 3987 §3.2 step 3) of two- or three-octet
// characters that NormPercent decodes (not keepEncoded), writes the
// characters, and returns the offset after the last triplet decoded: i if
// there is none. Most percent-encoded IRI text is such runs; nzScan looks
// at what stops one (an ASCII octet, a four-octet or ill-formed sequence,
// a character to look up, the last eight bytes of s). A character whose
// lead octet is below 0xEE and not qKeep is a ucschar that stays decoded
// (TestDecodeRunLeads), and so is a ucschar that is not mayKeep.
func (w *u2iWriter) decodeRun(i, end int, query bool) int {
	s := w.s
	start := i
	var buf [64]byte
	k := 0
	for k <= len(buf)-utf8.UTFMax && i+9 <= len(s) && i < end && s[i] == '%' {
		// The eight bytes after "%" hold the hex digits of three
		// triplets but the last one's second: their values in parallel
		// (unhex), meaningful where the bytes are hex digits.
		x := load8(s[i+1:])
		v := x&(0x0F*swarLo) + 9*(x>>6&swarLo)
		c := byte(v)<<4 | byte(v>>8)
		b1 := byte(v>>24)<<4 | byte(v>>32)
		b2 := byte(v>>48)<<4 | byte(v>>56)
		n := 2
		switch {
		case 0xC2 <= c && c <= 0xDF:
			if x&0xFF0000 != '%'<<16 || b1&0xC0 != 0x80 {
				return w.decoded(start, i, buf[:k])
			}
		case 0xE0 <= c && c <= 0xEF:
			// Unicode Table 3-7: after E0 the second octet is A0..BF,
			// after ED 80..9F.
			if x&0xFF0000FF0000 != '%'<<16|'%'<<40 || (uint16(b1)|uint16(b2)<<8)&0xC0C0 != 0x8080 ||
				c == 0xE0 && b1 < 0xA0 || c == 0xED && b1 >= 0xA0 {
				return w.decoded(start, i, buf[:k])
			}
			n = 3
		default:
			return w.decoded(start, i, buf[:k])
		}
		if i+3*n > end {
			break
		}
		if c >= 0xEE || nzQuickClass[c]&qKeep != 0 {
			r := rune(c&0x1F)<<6 | rune(b1&0x3F)
			if n == 3 {
				r = rune(c&0x0F)<<12 | rune(b1&0x3F)<<6 | rune(b2&0x3F)
			}
			if !isUcschar(r) || mayKeep(r) {
				break
			}
		}
		binary.LittleEndian.PutUint32(buf[k:], uint32(c)|uint32(b1)<<8|uint32(b2)<<16)
		k += n
		i += 3 * n
	}
	return w.decoded(start, i, buf[:k])
}

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
