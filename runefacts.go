package iri

// A cache of what the character rules say of each character of the Basic
// Multilingual Plane, filled in as the characters are met. Check and
// Display judge most text one character at a time, and each rule is a
// search of Unicode's range tables or a trie lookup: a character of plain
// text costs them several table searches, a cache hit one load.

import (
	"slices"
	"sync"
	"sync/atomic"
	"unicode/utf8"

	"golang.org/x/text/unicode/bidi"
	"golang.org/x/text/unicode/norm"
)

// runeFacts is what the character rules say of one character.
type runeFacts uint8

const (
	factKnown   runeFacts = 1 << iota // the facts below are filled in
	factNoCheck                       // chkCharCode(r) == 0: Check judges it by no character rule
	factShown                         // charDisplayRule(r, nil) == 0: Display shows it by default
	factQuiet                         // quietRune(r): shown without a decision in any context
	factRTL                           // bidi class R or AL
	factInert                         // NFKC_Quick_Check=Yes and combining class 0
)

// bmpFacts holds the facts of U+0000-U+FFFF, four characters a word, as
// they are computed; a zero byte is not known yet. It is 64 KB of zeroed
// memory, of which the system maps a page only where text is met.
// Concurrent callers may compute the same facts twice, and store the same
// bits.
var bmpFacts [0x10000 / 4]atomic.Uint32

// factsOf returns the facts of the non-ASCII character r.
func factsOf(r rune) runeFacts {
	if uint32(r) >= 0x10000 {
		return computeFacts(r)
	}
	w := &bmpFacts[r>>2]
	shift := uint(r&3) * 8
	if f := runeFacts(w.Load() >> shift); f&factKnown != 0 {
		return f
	}
	f := computeFacts(r)
	w.Or(uint32(f) << shift)
	return f
}

// computeFacts computes the facts of r from the rules themselves.
func computeFacts(r rune) runeFacts {
	f := factKnown
	if chkCharCode(r) == 0 {
		f |= factNoCheck
	}
	if charDisplayRule(r, nil) == 0 {
		f |= factShown
	}
	if quietRune(r) {
		f |= factQuiet
	}
	if p, _ := bidi.LookupRune(r); p.Class() == bidi.R || p.Class() == bidi.AL {
		f |= factRTL
	}
	// Text whose every character is inert is in NFKC, and so in NFC: the
	// quick check of UAX #15 §9 answers YES for it.
	var b [utf8.UTFMax]byte
	n := utf8.EncodeRune(b[:], r)
	if norm.NFKC.Properties(b[:n]).CCC() == 0 && norm.NFKC.QuickSpan(b[:n]) == n {
		f |= factInert
	}
	return f
}

// chkCharCode returns the code of the character rule of chkChars that
// judges r by itself, or 0: JOINER_CONTEXT for a ZWNJ or ZWJ, whose
// context decides.
func chkCharCode(r rune) Code {
	switch {
	case r == chkZWNJ || r == chkZWJ:
		return CodeJoinerContext
	case isBidiControl(r) && !isLaterBidiControl(r):
		// A bidi formatting character of RFC 3987 §4.1, which Parse
		// rejects raw (a lenient parse may keep it): invisible, where
		// Display names it a bidi control.
		if chkInvisible(r) {
			return CodeInvisibleCharacter
		}
		return 0
	}
	// Display's rules by default, which judge every other character as
	// chkChars does (CodeNotDisplayable: unassigned, private use,
	// noncharacter).
	return charDisplayRule(r, nil)
}

// quietRune reports whether Display shows the decoded character r
// without a decision in any context (displayQuiet).
func quietRune(r rune) bool {
	var b [utf8.UTFMax]byte
	n := utf8.EncodeRune(b[:], r)
	p, _ := bidi.Lookup(b[:n])
	switch p.Class() {
	case bidi.R, bidi.AL, bidi.AN, bidi.NSM:
		return false // the cheapest test first: most text that fails it is right-to-left
	}
	if r == chkZWNJ || r == chkZWJ || charDisplayRule(r, nil) != 0 || (keepSet{}).keepEncoded(r, true) || (keepSet{}).keepEncoded(r, false) {
		return false
	}
	q := norm.NFC.Properties(b[:n])
	// A starter that composes with nothing before it, and in NFC itself:
	// not a composition exclusion (U+0958) or a singleton (U+212B).
	return q.CCC() == 0 && q.BoundaryBefore() && (len(q.Decomposition()) == 0 || !notNFC(r))
}

// maxDecomposed bounds the characters with a canonical decomposition:
// none is above plane 2 (TestNotNFCAlone).
const maxDecomposed = 0x30000

// notNFC reports whether r, which has a canonical decomposition, is not
// in NFC by itself.
func notNFC(r rune) bool {
	_, found := slices.BinarySearch(notNFCAlone(), r)
	return found
}

// notNFCAlone lists, in order, the characters with a canonical
// decomposition that are not in NFC by themselves: composition exclusions
// (U+0958) and singletons (U+212B). Computed once, from x/text's tables,
// on the first use (3-8 ms here): 1,120 characters, never written after.
var notNFCAlone = sync.OnceValue(func() []rune {
	var out []rune
	var b [utf8.UTFMax]byte
	for r := rune(0x80); r < maxDecomposed; r++ {
		if !utf8.ValidRune(r) {
			continue
		}
		n := utf8.EncodeRune(b[:], r)
		if len(norm.NFC.Properties(b[:n]).Decomposition()) != 0 && !norm.NFC.IsNormal(b[:n]) {
			out = append(out, r)
		}
	}
	return out
})
