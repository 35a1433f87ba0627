package iri

// Writers shared by the URI → IRI conversion (fromuri.go), normalization
// (normalize.go) and display (display.go): a lazy copy-on-change buffer that
// decodes, keeps or rewrites percent-encodings region by region, and the
// set of characters that stay percent-encoded (RFC 3987 §3.2 step 4). It
// knows no options type: its callers pass a keepSet.

import (
	"strings"
	"unicode/utf8"
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
	decodeDiscouraged bool // decode the RFC 3987 §6.1 characters of discouragedRanges
}

// keepEncoded reports whether the character r, decoded from well-formed
// UTF-8, must stay percent-encoded in a component (RFC 3987 §3.2 step 4):
// query says whether the component is the query, where iprivate is allowed.
func (o keepSet) keepEncoded(r rune, query bool) bool {
	if isUcschar(r) {
		if !mayKeep(r) {
			return false // the common case
		}
		if isBidiControl(r) {
			return true
		}
		return !o.decodeDiscouraged && isDiscouraged(r)
	}
	return !(query && isIprivate(r, o.bis))
}

// discouragedRanges are the ucschar characters that ToIRI keeps encoded by
// default as "not appropriate" per RFC 3987 §6.1: the non-ASCII White_Space
// characters (space look-alikes) and the Default_Ignorable_Code_Point
// characters (invisible), merged into sorted ranges. The list is the same
// under Unicode 15.0 and 17.0, the versions of Go 1.26's and Go 1.27's
// unicode tables; TestDiscouragedSet checks it against the toolchain's.
// The bidi controls among them are excluded by isBidiControl in any case.
var discouragedRanges = [...]struct{ lo, hi rune }{
	{0x00A0, 0x00A0},   // NO-BREAK SPACE
	{0x00AD, 0x00AD},   // SOFT HYPHEN
	{0x034F, 0x034F},   // COMBINING GRAPHEME JOINER
	{0x061C, 0x061C},   // ARABIC LETTER MARK
	{0x115F, 0x1160},   // HANGUL CHOSEONG FILLER, HANGUL JUNGSEONG FILLER
	{0x1680, 0x1680},   // OGHAM SPACE MARK
	{0x17B4, 0x17B5},   // KHMER VOWEL INHERENT AQ, AA
	{0x180B, 0x180F},   // MONGOLIAN FREE VARIATION SELECTORS, VOWEL SEPARATOR
	{0x2000, 0x200F},   // EN QUAD ... HAIR SPACE, ZWSP, ZWNJ, ZWJ, LRM, RLM
	{0x2028, 0x202F},   // LINE SEPARATOR, PARAGRAPH SEPARATOR, LRE ... RLO, NNBSP
	{0x205F, 0x206F},   // MMSP, WORD JOINER, invisible operators, isolates, deprecated format
	{0x3000, 0x3000},   // IDEOGRAPHIC SPACE
	{0x3164, 0x3164},   // HANGUL FILLER
	{0xFE00, 0xFE0F},   // VARIATION SELECTOR-1 ... 16
	{0xFEFF, 0xFEFF},   // ZERO WIDTH NO-BREAK SPACE (BOM)
	{0xFFA0, 0xFFA0},   // HALFWIDTH HANGUL FILLER
	{0x1BCA0, 0x1BCA3}, // SHORTHAND FORMAT CONTROLS
	{0x1D173, 0x1D17A}, // MUSICAL SYMBOL BEGIN BEAM ... END PHRASE
}

// mayKeep reports whether the ucschar r may be one that keepEncoded keeps
// (a bidi control or discouraged): exactly in the BMP, by a two-level
// bitmap, and for the two 256-code-point blocks that hold the others
// above it (TestMayKeep).
func mayKeep(r rune) bool {
	if r < 0x10000 {
		return keptMasks[keptIndex[r>>6]]>>(r&63)&1 != 0
	}
	return r>>8 == 0x1BC || r>>8 == 0x1D1
}

// keptIndex maps each block of 64 BMP code points to its mask of kept
// characters in keptMasks: 0, the empty mask, for most blocks.
var keptIndex, keptMasks = func() (index [0x10000 >> 6]uint8, masks []uint64) {
	masks = []uint64{0}
	mark := func(lo, hi rune) {
		for r := lo; r <= hi && r < 0x10000; r++ {
			if index[r>>6] == 0 {
				index[r>>6] = uint8(len(masks))
				masks = append(masks, 0)
			}
			masks[index[r>>6]] |= 1 << (r & 63)
		}
	}
	markAlwaysKept(mark)
	return index, masks
}()

// markAlwaysKept calls mark on each range of characters that ToIRI keeps
// encoded by default besides those outside ucschar: discouragedRanges and
// the bidi controls (isBidiFormatting, isLaterBidiControl). The look-up
// tables of ToIRI and of NormPercent are built from it, so they agree.
func markAlwaysKept(mark func(lo, hi rune)) {
	for _, g := range discouragedRanges {
		mark(g.lo, g.hi)
	}
	mark(0x061C, 0x061C)
	mark(0x200E, 0x200F)
	mark(0x202A, 0x202E)
	mark(0x2066, 0x2069)
}

// isDiscouraged reports whether r is in discouragedRanges.
func isDiscouraged(r rune) bool {
	if r >= 0x2070 && r < 0xFE00 {
		// Most of the BMP, CJK, Kana and Hangul included.
		return r == 0x3000 || r == 0x3164
	}
	for _, g := range discouragedRanges {
		if r < g.lo {
			return false
		}
		if r <= g.hi {
			return true
		}
	}
	return false
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
