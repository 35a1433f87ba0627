package iri

// Characters that check and display judge alike: the joiners, the
// look-alikes of delimiters (3987bis-13 §5.1 c), the invisible characters
// (RFC 3987 §6.1 b), and how messages name a character.

import (
	"strconv"
	"unicode"
	"unicode/utf8"

	"github.com/go-iri/iri/internal/abnf"
)

const (
	chkZWNJ = '\u200C'
	chkZWJ  = '\u200D'
)

// chkSyntaxLookalike returns the ASCII delimiter that r looks like, or 0.
// The set (3987bis-13 §5.1 c; RFC 3987 §6.1 b):
//
//	"/": U+FF0F FULLWIDTH SOLIDUS, U+2215 DIVISION SLASH, U+2044 FRACTION
//	     SLASH, U+29F8 BIG SOLIDUS, U+2571 BOX DRAWINGS LIGHT DIAGONAL UPPER
//	     RIGHT TO LOWER LEFT, U+0338 COMBINING LONG SOLIDUS OVERLAY
//	"?": U+FF1F FULLWIDTH QUESTION MARK, U+FE56 SMALL QUESTION MARK
//	"#": U+FF03 FULLWIDTH NUMBER SIGN, U+FE5F SMALL NUMBER SIGN, U+266F
//	     MUSIC SHARP SIGN
//	"@": U+FF20 FULLWIDTH COMMERCIAL AT, U+FE6B SMALL COMMERCIAL AT
//	":": U+FF1A FULLWIDTH COLON, U+2236 RATIO, U+FE55 SMALL COLON, U+FE13
//	     PRESENTATION FORM FOR VERTICAL COLON, U+A789 MODIFIER LETTER COLON,
//	     U+0589 ARMENIAN FULL STOP, U+05C3 HEBREW PUNCTUATION SOF PASUQ
//	".": U+3002 IDEOGRAPHIC FULL STOP, U+FF0E FULLWIDTH FULL STOP, U+FF61
//	     HALFWIDTH IDEOGRAPHIC FULL STOP, U+FE52 SMALL FULL STOP, U+2024 ONE
//	     DOT LEADER
//
// U+3002, U+FF0E and U+FF61 are also label separators to IDNA (RFC 3490
// §3.1), so in a host they really split labels for some resolvers.
func chkSyntaxLookalike(r rune) byte {
	switch r {
	case 0xFF0F, 0x2215, 0x2044, 0x29F8, 0x2571, 0x0338:
		return '/'
	case 0xFF1F, 0xFE56:
		return '?'
	case 0xFF03, 0xFE5F, 0x266F:
		return '#'
	case 0xFF20, 0xFE6B:
		return '@'
	case 0xFF1A, 0x2236, 0xFE55, 0xFE13, 0xA789, 0x0589, 0x05C3:
		return ':'
	case 0x3002, 0xFF0E, 0xFF61, 0xFE52, 0x2024:
		return '.'
	}
	return 0
}

// isPlainLetter reports whether r is a letter (general category L) that
// none of the character rules judges: no delimiter look-alike and none
// of the invisible letters (the Hangul fillers). A letter is neither a
// space, a format character nor a bidi control, and is graphic, so for
// most characters of most text this one lookup decides
// (TestPlainLetter).
func isPlainLetter(r rune) bool {
	return unicode.IsLetter(r) && chkSyntaxLookalike(r) == 0 && !chkInvisible(r)
}

// chkInvisible reports whether r is an invisible character for
// INVISIBLE_CHARACTER: a format character (general category Cf) other than
// ZWNJ and ZWJ (JOINER_CONTEXT), the bidi controls (BIDI_CONTROL, or
// rejected by Parse) and the visible prepended concatenation marks
// (U+0600-U+0605, U+06DD, U+070F, U+0890-U+0891, U+08E2, U+110BD, U+110CD);
// plus U+034F COMBINING GRAPHEME JOINER, the Khmer inherent vowels U+17B4
// and U+17B5, and the Hangul fillers U+115F, U+1160, U+3164 and U+FFA0,
// which render as nothing.
func chkInvisible(r rune) bool {
	switch r {
	case 0x034F, 0x115F, 0x1160, 0x17B4, 0x17B5, 0x3164, 0xFFA0:
		return true
	case 0x06DD, 0x070F, 0x0890, 0x0891, 0x08E2, 0x110BD, 0x110CD, chkZWNJ, chkZWJ:
		return false
	}
	if r >= 0x0600 && r <= 0x0605 {
		return false
	}
	return unicode.Is(unicode.Cf, r)
}

// chkRuneName formats r as "U+XXXX" plus the character in quotes when it
// is visible, and the name of the invisible ones this file reports.
func chkRuneName(r rune) string {
	var buf [48]byte // on the stack: the one allocation is the result
	b := append(buf[:0], "U+"...)
	digits := 4
	for v := uint32(r) >> 16; v != 0; v >>= 4 {
		digits++
	}
	for k := digits - 1; k >= 0; k-- {
		b = append(b, "0123456789ABCDEF"[uint32(r)>>(4*uint(k))&15])
	}
	if name := chkRuneNames[r]; name != "" {
		b = append(b, ' ')
		b = append(b, name...)
	} else if unicode.IsGraphic(r) && !unicode.Is(unicode.Mn, r) && !unicode.In(r, unicode.Zs, unicode.Zl, unicode.Zp) {
		b = append(b, " '"...)
		b = utf8.AppendRune(b, r)
		b = append(b, '\'')
	}
	return string(b)
}

// chkRuneNames names the invisible characters that messages mention
// most, since they cannot be shown.
var chkRuneNames = map[rune]string{
	0x00A0: "NO-BREAK SPACE",
	0x00AD: "SOFT HYPHEN",
	0x034F: "COMBINING GRAPHEME JOINER",
	0x061C: "ARABIC LETTER MARK",
	0x1680: "OGHAM SPACE MARK",
	0x180E: "MONGOLIAN VOWEL SEPARATOR",
	0x2000: "EN QUAD",
	0x2001: "EM QUAD",
	0x2002: "EN SPACE",
	0x2003: "EM SPACE",
	0x2004: "THREE-PER-EM SPACE",
	0x2005: "FOUR-PER-EM SPACE",
	0x2006: "SIX-PER-EM SPACE",
	0x2007: "FIGURE SPACE",
	0x2008: "PUNCTUATION SPACE",
	0x2009: "THIN SPACE",
	0x200A: "HAIR SPACE",
	0x200B: "ZERO WIDTH SPACE",
	0x200C: "ZERO WIDTH NON-JOINER",
	0x200D: "ZERO WIDTH JOINER",
	0x2028: "LINE SEPARATOR",
	0x2029: "PARAGRAPH SEPARATOR",
	0x202F: "NARROW NO-BREAK SPACE",
	0x205F: "MEDIUM MATHEMATICAL SPACE",
	0x2060: "WORD JOINER",
	0x2066: "LEFT-TO-RIGHT ISOLATE",
	0x2067: "RIGHT-TO-LEFT ISOLATE",
	0x2068: "FIRST STRONG ISOLATE",
	0x2069: "POP DIRECTIONAL ISOLATE",
	0x3000: "IDEOGRAPHIC SPACE",
	0x3164: "HANGUL FILLER",
	0xFEFF: "ZERO WIDTH NO-BREAK SPACE",
	0xFFA0: "HALFWIDTH HANGUL FILLER",
}

// quoteLookalike quotes s for a message as strconv.QuoteToASCII does,
// every character beyond ASCII as its code point ("p\u0430ypal.com"), so
// that a look-alike cannot pass for the letter it imitates; a long s is
// cut to its first max bytes, on a character boundary, and "…" added.
func quoteLookalike(s string, max int) string {
	if len(s) <= max {
		return strconv.QuoteToASCII(s)
	}
	cut := max
	for cut > 0 && !utf8.RuneStart(s[cut]) {
		cut--
	}
	return strconv.QuoteToASCII(s[:cut]) + "…"
}

// lowerASCII returns s with its ASCII letters in lowercase, s itself when
// it has none in uppercase.
func lowerASCII(s string) string { return abnf.LowerASCII(s) }
