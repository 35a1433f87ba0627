package extract

import (
	"sync"
	"unicode"
	"unicode/utf8"
)

// The classes of ASCII bytes, one bit each in asciiClass.
const (
	cCand   = 1 << iota // may stand in a candidate: RFC 3986 Appendix A's characters, "%"
	cScheme             // scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ) (RFC 3986 §3.1)
	cAlpha              // ALPHA
	cLDH                // a letter, a digit or "-": the characters of a DNS label (RFC 1034 §3.5)
	cTrim               // trailing punctuation, never the last character of a match
	cLocal              // the characters of an e-mail address's local part that are taken
	cSpace              // white space between the pieces of an IRI folded in angle brackets
)

// asciiClass holds the classes of each ASCII byte; bytes from 0x80 are
// the lead and continuation bytes of UTF-8 and have none.
var asciiClass = func() (t [256]uint8) {
	for c := 0x21; c < 0x7F; c++ {
		t[c] |= cCand
	}
	// RFC 3986 Appendix C: these never appear in a URI, and delimit it.
	for _, c := range `"<>\^` + "`{|}" {
		t[c] &^= cCand
	}
	for c := 'a'; c <= 'z'; c++ {
		t[c] |= cScheme | cAlpha | cLDH | cLocal
		t[c-'a'+'A'] |= cScheme | cAlpha | cLDH | cLocal
	}
	for c := '0'; c <= '9'; c++ {
		t[c] |= cScheme | cLDH | cLocal
	}
	t['+'] |= cScheme | cLocal
	t['-'] |= cScheme | cLDH | cLocal
	t['.'] |= cScheme | cLocal
	t['_'] |= cLocal
	// GFM §6.9 (extended autolinks): trailing ? ! . , : * _ ~ are not part
	// of a link; ";" is trimmed as RFC 3986 Appendix C's prose
	// punctuation. (An apostrophe that opens a candidate ends it instead.)
	for _, c := range `.,;:!?*_~` {
		t[c] |= cTrim
	}
	for _, c := range " \t\r\n" {
		t[c] |= cSpace
	}
	return t
}()

// isCandRune reports whether the non-ASCII rune r may stand inside a
// candidate. Letters, marks, digits and symbols may (RFC 3987 §7.3: "a
// non-ASCII character should not be taken as the indication of the end
// of an IRI"); white space, the bidi formatting characters (RFC 3987
// §4.1), other format characters but the joiners, and punctuation other
// than dashes and connectors (the ideographic full stop and comma, the
// fullwidth forms of ASCII punctuation and symbols, brackets and quotation
// marks of every script) may not,
// but for the few marks that stand inside words (midWord). Characters
// outside ucschar and iprivate (RFC 3987 §2.2) end a candidate too; bis
// adds the tag characters of 3987bis-13's iprivate.
func isCandRune(r rune, bis bool) bool {
	if r < 0x10000 {
		return bmp()[r>>3]&(1<<(r&7)) != 0
	}
	return candRune(r, bis)
}

// bmp returns the bitmap of isCandRune over the Basic Multilingual Plane,
// made on first use: a table lookup in place of four of the unicode
// package's for the characters of running text.
var bmp = sync.OnceValue(func() *[0x10000 / 8]byte {
	var t [0x10000 / 8]byte
	for r := rune(0x80); r < 0x10000; r++ {
		if candRune(r, false) {
			t[r>>3] |= 1 << (r & 7)
		}
	}
	return &t
})

// candRune is isCandRune by the unicode package's tables.
func candRune(r rune, bis bool) bool {
	switch {
	case r == 0x200C || r == 0x200D: // ZWNJ, ZWJ: inside Persian and Indic words
		return true
	case unicode.IsSpace(r), unicode.Is(unicode.Cf, r) && !(bis && 0xE0000 <= r && r <= 0xE0FFF):
		return false
	case unicode.In(r, unicode.Ps, unicode.Pe, unicode.Pi, unicode.Pf, unicode.Po):
		return midWord(r)
	case 0xFF01 <= r && r <= 0xFF5E:
		// The fullwidth forms of ASCII: letters and digits stay, the
		// forms of its punctuation and symbols end ("｜", "＋", "＝").
		return unicode.In(r, unicode.L, unicode.Nd)
	}
	return isUcschar(r) || isIprivate(r) || bis && 0xE0000 <= r && r <= 0xE0FFF
}

// midWord reports whether r is punctuation that stands inside words: the
// apostrophe U+2019 (l’été), the middle dots U+00B7 and U+0387, Hebrew
// geresh and gershayim, the Arabic decimal and thousands separators, the
// Tibetan tsheg. They are taken inside a candidate, and trimmed at its end.
func midWord(r rune) bool {
	switch r {
	case 0x2019, 0x00B7, 0x0387, 0x05F3, 0x05F4, 0x066B, 0x066C, 0x0F0B:
		return true
	}
	return false
}

// isUcschar: ucschar (RFC 3987 §2.2).
func isUcschar(r rune) bool {
	switch {
	case 0xA0 <= r && r <= 0xD7FF, 0xF900 <= r && r <= 0xFDCF, 0xFDF0 <= r && r <= 0xFFEF:
		return true
	case r >= 0x10000 && r <= 0xEFFFD:
		return r&0xFFFF <= 0xFFFD && !(0xE0000 <= r && r <= 0xE0FFF)
	}
	return false
}

// isIprivate: iprivate (RFC 3987 §2.2).
func isIprivate(r rune) bool {
	return 0xE000 <= r && r <= 0xF8FF || 0xF0000 <= r && r <= 0xFFFFD || 0x100000 <= r && r <= 0x10FFFD
}

// isLabelRune reports whether the non-ASCII rune r may stand in a label of
// a host name or in an e-mail address found without a scheme: a letter, a
// mark or a digit (RFC 5892's PVALID characters are of these categories).
func isLabelRune(r rune) bool {
	return unicode.In(r, unicode.L, unicode.M, unicode.Nd)
}

// isSpacelessScript reports whether r is of a script written without
// spaces between words (Han, Hiragana, Katakana, Hangul), whose text runs
// into a host name or an e-mail address written without a scheme.
func isSpacelessScript(r rune) bool {
	return unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana, unicode.Hangul)
}

// lastRune returns the rune that ends s[:i] and its size, or RuneError, 0
// at the start of s.
func lastRune(s string, i int) (rune, int) {
	if i <= 0 {
		return utf8.RuneError, 0
	}
	if s[i-1] < utf8.RuneSelf {
		return rune(s[i-1]), 1
	}
	return utf8.DecodeLastRuneInString(s[max(0, i-utf8.UTFMax):i])
}
