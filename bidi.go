package iri

// The bidi classes of a component's text, in one pass: what the structure
// rules of RFC 3987 §4.2 need to know, for Check (check.go) and Display
// (display.go) alike.

import (
	"unicode/utf8"

	"golang.org/x/text/unicode/bidi"
)

// bidiScan summarizes the bidi classes of a text. R and AL are
// right-to-left, L left-to-right; ASCII letters are L, ASCII digits EN and
// other ASCII ON (the exact neutral or weak class does not matter to the
// rules). Trailing NSM count with the character before them, and BN with
// neither.
type bidiScan struct {
	rtl, ltr    bool       // the text holds R or AL; L
	digits      bool       // every character is EN or AN
	first, last bidi.Class // of the first character not BN, the last neither NSM nor BN
}

// scanBidi returns the bidi summary of t.
func scanBidi[T string | []byte](t T) bidiScan {
	sc := bidiScan{digits: true}
	// ASCII, most text, is L, EN and ON only: one pass over the bytes.
	i := 0
	for ; i < len(t) && t[i] < utf8.RuneSelf; i++ {
		switch c := asciiClass[t[i]]; {
		case c&cAlpha != 0:
			sc.ltr, sc.digits = true, false
		case c&cDigit == 0:
			sc.digits = false
		}
	}
	if i == len(t) {
		if i > 0 {
			sc.first, sc.last = asciiBidiClass(t[0]), asciiBidiClass(t[i-1])
		}
		return sc
	}
	sc = bidiScan{digits: true}
	haveFirst := false
	for i := 0; i < len(t); {
		var cl bidi.Class
		n := 1
		if b := t[i]; b < utf8.RuneSelf {
			cl = asciiBidiClass(b)
		} else {
			var p bidi.Properties
			p, n = lookupBidi(t[i:])
			if n == 0 {
				n = 1
			}
			cl = p.Class()
		}
		switch cl {
		case bidi.R, bidi.AL:
			sc.rtl = true
		case bidi.L:
			sc.ltr = true
		}
		if cl != bidi.EN && cl != bidi.AN {
			sc.digits = false
		}
		if !haveFirst && cl != bidi.BN {
			sc.first, haveFirst = cl, true
		}
		if cl != bidi.NSM && cl != bidi.BN {
			sc.last = cl
		}
		i += n
	}
	return sc
}

// lookupBidi is bidi.LookupString or bidi.Lookup, by the type of t.
func lookupBidi[T string | []byte](t T) (bidi.Properties, int) {
	if s, ok := any(t).(string); ok {
		return bidi.LookupString(s)
	}
	return bidi.Lookup([]byte(t))
}

// asciiBidiClass returns the class scanBidi gives the ASCII byte b.
func asciiBidiClass(b byte) bidi.Class {
	switch {
	case asciiClass[b]&cAlpha != 0:
		return bidi.L
	case asciiClass[b]&cDigit != 0:
		return bidi.EN
	}
	return bidi.ON
}

// startsRTL and endsRTL report whether the text starts and ends with a
// right-to-left character, as RFC 3987 §4.2 rule 2 asks of a text that
// holds one.
func (sc bidiScan) startsRTL() bool { return sc.first == bidi.R || sc.first == bidi.AL }

func (sc bidiScan) endsRTL() bool { return sc.last == bidi.R || sc.last == bidi.AL }

// bidiRule returns the code of the RFC 3987 §4.2 rule that the component t
// breaks, and why, or 0, from the classes scanBidi finds: R and AL are right-to-left,
// L left-to-right; trailing NSM count with the character before them and
// BN with neither.
func bidiRule[T string | []byte](t T) (Code, string) {
	sc := scanBidi(t)
	switch {
	case !sc.rtl:
		return 0, ""
	case sc.ltr:
		return CodeBidiMixedDirection, "mixes right-to-left and left-to-right characters (rule 1)"
	case !sc.startsRTL() || !sc.endsRTL():
		return CodeBidiStartEnd, "has right-to-left characters but does not start and end with one (rule 2)"
	}
	return 0, ""
}
