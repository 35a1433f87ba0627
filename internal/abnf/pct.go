package abnf

// Percent-encoded UTF-8 (RFC 3987 §3.2 step 3) and the characters that
// stay encoded (§3.2 step 4, §6.1).

import "unicode/utf8"

// PctSeq decodes the percent-encoded character whose first triplet is at
// s[i], gathering the octets that its lead octet announces from the
// triplets that follow within s[:end], and decoding them strictly (RFC 3987
// §3.2 step 3). It returns the character and the number of triplets it
// spans, or n == 0 when the octets are not a well-formed UTF-8 sequence
// (stray continuation octet, truncated sequence, overlong form, surrogate,
// above U+10FFFF). An ASCII octet is a character of one triplet. The
// parser has checked that two hex digits follow every "%".
func PctSeq(s string, i, end int) (r rune, n int) {
	c := Unhex(s[i+1])<<4 | Unhex(s[i+2])
	if c < utf8.RuneSelf {
		return rune(c), 1
	}
	n = UTF8SeqLen(c)
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
		b := Unhex(s[j+1])<<4 | Unhex(s[j+2])
		if b < lo || b > hi {
			return 0, 0
		}
		lo, hi = 0x80, 0xBF
		r = r<<6 | rune(b&0x3F)
	}
	return r, n
}

// UTF8SeqLen returns the length of the UTF-8 sequence that the lead octet c
// (>= 0x80) starts, or 0 if c cannot start one (continuation bytes, C0, C1,
// F5-FF). Unicode Table 3-7; DecodeRune checks the second octet's range.
func UTF8SeqLen(c byte) int {
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

// KeepSet says which characters stay percent-encoded beyond RFC 3987 §3.2
// step 4's own: the zero value is the root's IRI.ToIRI's, and its ToIRIOptions sets
// the fields from its Grammar and DecodeDiscouraged.
type KeepSet struct {
	Bis               bool // RFC3987bis: the tags U+E0000-U+E0FFF are iprivate in the query
	DecodeDiscouraged bool // decode the RFC 3987 §6.1 characters of DiscouragedRanges
}

// KeepEncoded reports whether the character r, decoded from well-formed
// UTF-8, must stay percent-encoded in a component (RFC 3987 §3.2 step 4):
// query says whether the component is the query, where iprivate is allowed.
func (o KeepSet) KeepEncoded(r rune, query bool) bool {
	if IsUcschar(r) {
		if !MayKeep(r) {
			return false // the common case
		}
		if IsBidiControl(r) {
			return true
		}
		return !o.DecodeDiscouraged && IsDiscouraged(r)
	}
	return !(query && IsIprivate(r, o.Bis))
}

// DiscouragedRanges are the ucschar characters that ToIRI keeps encoded by
// default as "not appropriate" per RFC 3987 §6.1: the non-ASCII White_Space
// characters (space look-alikes) and the Default_Ignorable_Code_Point
// characters (invisible), merged into sorted ranges. The list is the same
// under Unicode 15.0 and 17.0, the versions of Go 1.26's and Go 1.27's
// unicode tables; TestDiscouragedSet checks it against the toolchain's.
// The bidi controls among them are excluded by IsBidiControl in any case.
var DiscouragedRanges = [...]struct{ lo, hi rune }{
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

// MayKeep reports whether the ucschar r may be one that KeepEncoded keeps
// (a bidi control or discouraged): exactly in the BMP, by a two-level
// bitmap, and for the two 256-code-point blocks that hold the others
// above it (TestMayKeep).
func MayKeep(r rune) bool {
	if r < 0x10000 {
		return KeptMasks[KeptIndex[r>>6]]>>(r&63)&1 != 0
	}
	return r>>8 == 0x1BC || r>>8 == 0x1D1
}

// KeptIndex maps each block of 64 BMP code points to its mask of kept
// characters in KeptMasks: 0, the empty mask, for most blocks.
var KeptIndex, KeptMasks = func() (index [0x10000 >> 6]uint8, masks []uint64) {
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
	MarkAlwaysKept(mark)
	return index, masks
}()

// MarkAlwaysKept calls mark on each range of characters that ToIRI keeps
// encoded by default besides those outside ucschar: DiscouragedRanges and
// the bidi controls (IsBidiFormatting, IsLaterBidiControl). The look-up
// tables of ToIRI and of NormPercent are built from it, so they agree.
func MarkAlwaysKept(mark func(lo, hi rune)) {
	for _, g := range DiscouragedRanges {
		mark(g.lo, g.hi)
	}
	mark(0x061C, 0x061C)
	mark(0x200E, 0x200F)
	mark(0x202A, 0x202E)
	mark(0x2066, 0x2069)
}

// IsDiscouraged reports whether r is in DiscouragedRanges.
func IsDiscouraged(r rune) bool {
	if r >= 0x2070 && r < 0xFE00 {
		// Most of the BMP, CJK, Kana and Hangul included.
		return r == 0x3000 || r == 0x3164
	}
	for _, g := range DiscouragedRanges {
		if r < g.lo {
			return false
		}
		if r <= g.hi {
			return true
		}
	}
	return false
}
