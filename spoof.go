package iri

// Spoofing rules for the labels of DNS hosts: UTS #39 ("Unicode Security
// Mechanisms") on the tables of internal/uts39, and the browsers'
// published IDN display policies where they go beyond it. Display shows a
// label that breaks a rule as its A-label, and Check reports it, with the
// same code: the host rules listed in DisplayOptions' doc (display.go). The
// data and its lookups are internal/uts39's.

import (
	"github.com/go-iri/iri/internal/uts39"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"golang.org/x/net/idna"
	"golang.org/x/text/unicode/norm"
)

// Skeleton returns the skeleton of s, the form UTS #39 §4 compares to
// decide whether two strings are confusable: s in NFD, without its
// Default_Ignorable_Code_Point characters, each character replaced by its
// prototype from confusables.txt, and in NFD again. Two strings are
// confusable exactly when their skeletons are equal; a skeleton is meant
// for comparison, not display. The data is that of Unicode 17.0.0; NFD is
// x/text's, of the toolchain's version (15.0.0 under Go 1.26), which
// leaves characters it does not know as they are.
//
// Skeleton keys the names a caller protects
// ([DisplayOptions.ProtectedNames]): give it a host as IDNA shows it,
// lowercase and with U-labels, as Skeleton("paypal.com").
func Skeleton(s string) string { return uts39.Skeleton(s) }

// nfd returns s in NFD, s itself when it is (most labels: no allocation).
func nfd(s string) string {
	if isNormal(norm.NFD, s) {
		return s
	}
	return norm.NFD.String(s)
}

// nfdEach calls f with each character of s in NFD, without allocating,
// until f returns false.
func nfdEach(s string, f func(r rune) bool) {
	it := normIterPool.Get().(*norm.Iter)
	it.InitString(norm.NFD, s)
	more := true
	// Always run to the end: an Iter abandoned midway keeps characters in
	// its reorder buffer (isNormal).
	for !it.Done() {
		seg := it.Next()
		for len(seg) > 0 && more {
			r, n := utf8.DecodeRune(seg)
			more = f(r)
			seg = seg[n:]
		}
	}
	it.InitString(norm.NFD, "")
	normIterPool.Put(it)
}

// spoofHost is the context of the labels of one DNS host: what the rules
// that depend on the top-level domain and on the caller's protected names
// need.
type spoofHost struct {
	tld       string    // the last label, lowercase, in A-label form
	expected  uts39.Set // the scripts the top-level domain's names are written in
	protected map[string]string
}

// newSpoofHost returns the context of the host whose ASCII form is a;
// last is the host's last label as written, percent-decoded.
func newSpoofHost(a, last string, protected map[string]string) spoofHost {
	a = strings.TrimSuffix(a, ".")
	tld := a[strings.LastIndexByte(a, '.')+1:]
	h := spoofHost{tld: tld, protected: protected}
	if s, ok := tldScripts(tld); ok {
		h.expected = s
		return h
	}
	if !hasACEPrefix(tld) {
		return h
	}
	// An IDN top-level domain: the scripts it is written in, from its
	// U-label as written when it is one already.
	u := last
	if !canonicalULabel(u) {
		var ok bool
		if u, ok = aLabelToULabel(idna.Lookup, tld); !ok {
			return h
		}
	}
	for _, r := range u {
		if _, sc := uts39.Lookup(r); !sc.Empty() {
			h.expected = h.expected.Or(sc)
		}
	}
	return h
}

// tldLetter reports whether the top-level domain is one of tlds.
func (h *spoofHost) tldIs(tlds ...string) bool {
	for _, t := range tlds {
		if h.tld == t {
			return true
		}
	}
	return false
}

// label returns the code of the first spoofing rule that the U-label ul
// breaks, and why, or 0. ul is a valid U-label as IDNA maps it
// (lowercase, NFC); the rules, in the order they are tried, are the host
// rules of DisplayOptions' doc.
func (h *spoofHost) label(ul string) (Code, string) {
	// IDNA deviations (UTS #46 §1.3.2): characters that IDNA2003 and
	// transitional processing map differently from IDNA2008, so the
	// label shown names another host in other software: ZWJ and ZWNJ,
	// invisible too, always; ß and ς outside the TLDs of the languages
	// that write them. Chromium and Firefox likewise show them as
	// punycode.
	for _, r := range ul {
		switch {
		case r == chkZWNJ || r == chkZWJ:
			return CodeIDNADeviation, "host label " + quotePrefix(ul, 64) + " holds the invisible joiner " + chkRuneName(r) +
				", which IDNA2003 deletes, so the label names another host there (UTS #46 §1.3.2)"
		case r == 'ß' && !h.tldIs("de", "at", "ch", "li", "lu"):
			return CodeIDNADeviation, "host label " + quotePrefix(ul, 64) + " holds ß, which IDNA2003 reads as \"ss\" and which reads as \"b\"; shown only under the TLDs of German-speaking countries (UTS #46 §1.3.2)"
		case r == 'ς' && !h.tldIs("gr", "cy") && !h.expected.Has(uts39.ScGrek):
			return CodeIDNADeviation, "host label " + quotePrefix(ul, 64) + " holds final sigma ς, which IDNA2003 reads as σ; shown only under Greek TLDs (UTS #46 §1.3.2)"
		}
	}
	// Look-alikes of "-" and "." (UTS #39 §4, confusables.txt), whatever
	// their identifier status, lest the label read as two, or as a
	// hyphenated name; digits (Arabic-Indic zero reads as ".") are judged
	// as numbers below.
	for _, r := range ul {
		if r < utf8.RuneSelf || unicode.Is(unicode.Nd, r) || isCJKish(r) {
			continue
		}
		if p, ok := uts39.Prototype(r); ok {
			switch p {
			case "-":
				return CodeHyphenLookalike, "host label " + quotePrefix(ul, 64) + " holds " + chkRuneName(r) + ", which reads as \"-\" (UTS #39 §4)"
			case ".":
				return CodeSyntaxLookalike, "host label " + quotePrefix(ul, 64) + " holds " + chkRuneName(r) + ", which reads as \".\" (UTS #39 §4; 3987bis-13 §5.1 c)"
			}
		}
	}
	// Combining marks (UTS #39 §5.4).
	if why := combiningMarkRule(ul); why != "" {
		return CodeCombiningMark, "host label " + quotePrefix(ul, 64) + " has " + why + " (UTS #39 §5.4)"
	}
	// The identifier profile (UTS #39 §5): Identifier_Status=Allowed.
	for _, r := range ul {
		if allowed, _ := uts39.Lookup(r); !allowed {
			return CodeIdentifierRestricted, "host label " + quotePrefix(ul, 64) + " holds " + chkRuneName(r) + ", outside the identifier profile of UTS #39 §5 (Identifier_Type " +
				uts39.TypeNames(uts39.TypeMask(r)) + ")"
		}
	}
	// Restriction level (UTS #39 §5.2): at least Highly Restrictive.
	if level, _ := uts39.RestrictionLevel(ul); level > uts39.HighlyRestrictive {
		return CodeMixedScript, "host label " + quotePrefix(ul, 64) + " mixes the scripts " + scriptsInOrder(ul) + ": UTS #39 §5.2 \"" + level.String() +
			"\", beyond \"Highly Restrictive\", a spoofing risk (RFC 3987 §8)"
	}
	// Mixed numbers (UTS #39 §5.3).
	if a, b, mixed := mixedNumbers(ul); mixed {
		return CodeMixedNumbers, "host label " + quotePrefix(ul, 64) + " mixes the digits " + chkRuneName(a) + " and " + chkRuneName(b) +
			" of two numbering systems (UTS #39 §5.3)"
	}
	// Letters of a few languages only, shown under their TLDs only, as
	// browsers do: elsewhere þ reads as "p", ð as "d" or "o", ə as "e".
	for _, r := range ul {
		if tlds := tldLetters(r); tlds != "" && !h.tldIs(strings.Split(tlds, ",")...) {
			return CodeLetterOutsideTLD, "host label " + quotePrefix(ul, 64) + " holds " + chkRuneName(r) + ", a letter shown only under the top-level domains " +
				tlds + " of the languages that write it (RFC 3987 §8; Chromium's IDN display policy)"
		}
	}
	// Mixed-script confusables (UTS #39 §4), in a label that the
	// restriction level lets mix scripts.
	_, resolved := uts39.Resolved(ul)
	if resolved.Empty() {
		if s, t, ok := mixedScriptTarget(ul); ok {
			return CodeMixedScriptConfusable, "host label " + quotePrefix(ul, 64) + " mixes scripts, and each of its " + uts39.ScriptNames[s] +
				" characters has a look-alike in " + uts39.ScriptNames[t] + ", another script of the label: a mixed-script confusable (UTS #39 §4)"
		}
	}
	// Kana and Han that read as Latin letters, "/" or "-", next to a
	// character that is not kana or Han (Chromium's IDN display policy).
	if r, ok := cjkLookalike(ul); ok {
		return CodeCJKLookalike, "host label " + quotePrefix(ul, 64) + " has " + chkRuneName(r) + ", which reads as \"" + cjkReading(r) +
			"\", next to a character that is not kana or Han (RFC 3987 §8; Chromium's IDN display policy)"
	}
	// Confusables (UTS #39 §4), unless the label is in a script that the
	// top-level domain's names are written in.
	if !resolved.Empty() && !resolved.And(h.expected).Empty() && !resolved.Has(uts39.ScLatn) {
		return 0, ""
	}
	if resolved.Has(uts39.ScLatn) || resolved == uts39.All {
		// A Latin label that reads as an ASCII one ("ıbm") is judged
		// against the caller's protected names only: most are real names
		// ("mısır", "grækenland").
		return 0, ""
	}
	if ascii, ok := asciiReading(ul); ok {
		if hasNonASCIIDigit(ul) {
			return CodeDigitLookalike, "host label " + quotePrefix(ul, 64) + " reads as the ASCII label \"" + ascii +
				"\": its digits look like ASCII digits or letters (UTS #39 §4, §5.3)"
		}
		return CodeWholeScriptConfusable, "host label " + quotePrefix(ul, 64) + " is written in " + resolved.Names() +
			" and reads as the ASCII label \"" + ascii + "\", a whole-script confusable (UTS #39 §4)"
	}
	if !resolved.Empty() {
		if t, ok := wholeScriptTarget(ul, resolved, h.expected); ok {
			return CodeWholeScriptConfusable, "host label " + quotePrefix(ul, 64) + " is written in " + resolved.Names() +
				" and each of its letters has a look-alike in " + uts39.ScriptNames[t] + ", a script of the top-level domain's names: a whole-script confusable (UTS #39 §4)"
		}
	}
	return 0, ""
}

// tldScripts returns the scripts in which the names under a country-code
// top-level domain are written, for the countries whose languages are
// written in scripts other than Latin (Latin is expected everywhere). A
// label in one of these scripts is not judged a confusable there: "аррӏе"
// is a Cyrillic name under .ru, and a spoof of "apple" under .com, as
// Chromium and Firefox judge it.
func tldScripts(tld string) (uts39.Set, bool) {
	switch tld {
	case "ru", "su", "ua", "by", "kz", "kg", "tj", "uz", "bg", "mk", "rs", "me", "ba":
		return tldSet(uts39.ScCyrl), true
	case "mn":
		return tldSet(uts39.ScCyrl, uts39.ScMong), true
	case "gr", "cy":
		return tldSet(uts39.ScGrek), true
	case "am":
		return tldSet(uts39.ScArmn), true
	case "ge":
		return tldSet(uts39.ScGeor), true
	case "il":
		return tldSet(uts39.ScHebr), true
	case "ae", "sa", "eg", "ir", "iq", "jo", "kw", "lb", "ly", "ma", "om", "pk", "qa", "sy", "tn", "ye", "dz", "bh", "sd", "af", "ps":
		return tldSet(uts39.ScArab), true
	case "th":
		return tldSet(uts39.ScThai), true
	case "la":
		return tldSet(uts39.ScLaoo), true
	case "kh":
		return tldSet(uts39.ScKhmr), true
	case "mm":
		return tldSet(uts39.ScMymr), true
	case "lk":
		return tldSet(uts39.ScSinh, uts39.ScTaml), true
	case "bd":
		return tldSet(uts39.ScBeng), true
	case "np":
		return tldSet(uts39.ScDeva), true
	case "bt":
		return tldSet(uts39.ScTibt), true
	case "in":
		return tldSet(uts39.ScDeva, uts39.ScBeng, uts39.ScGuru, uts39.ScGujr, uts39.ScOrya, uts39.ScTaml, uts39.ScTelu, uts39.ScKnda, uts39.ScMlym), true
	case "et", "er":
		return tldSet(uts39.ScEthi), true
	case "mv":
		return tldSet(uts39.ScThaa), true
	case "jp":
		return tldSet(uts39.ScHani, uts39.ScHira, uts39.ScKana), true
	case "kr":
		return tldSet(uts39.ScHang, uts39.ScHani), true
	case "cn", "hk", "mo":
		return tldSet(uts39.ScHani), true
	case "tw":
		return tldSet(uts39.ScHani, uts39.ScBopo), true
	case "sg":
		return tldSet(uts39.ScHani, uts39.ScTaml), true
	}
	return uts39.Set{}, false
}

// tldSet returns the augmented set of the scripts i.
func tldSet(i ...int) uts39.Set {
	var s uts39.Set
	for _, k := range i {
		s = s.Or(uts39.Augment(k))
	}
	return s
}

// tldLetters returns, for a Latin letter of a few languages that reads as
// another letter elsewhere, the top-level domains under which it is shown,
// comma-separated, or "": þ (reads as "p") and ð (as "d" or "o") of
// Icelandic and Faroese, ə (as "e") of Azerbaijani. Chromium shows labels
// with them only under these TLDs.
func tldLetters(r rune) string {
	switch r {
	case 'þ':
		return "is"
	case 'ð':
		return "is,fo"
	case 'ə':
		return "az"
	}
	return ""
}

// mixedNumbers returns two digits (gc=Nd) of s from different numbering
// systems, told apart by the zero of their run of ten (UTS #39 §5.3).
func mixedNumbers(s string) (rune, rune, bool) {
	var first, zero rune = -1, -1
	for _, r := range s {
		if r < utf8.RuneSelf {
			if r < '0' || r > '9' {
				continue
			}
		} else if !unicode.Is(unicode.Nd, r) {
			continue
		}
		z := digitZero(r)
		switch {
		case zero < 0:
			first, zero = r, z
		case z != zero:
			return first, r, true
		}
	}
	return 0, 0, false
}

// digitZero returns the zero of the digit r: decimal digits come in runs
// of ten from zero to nine (Unicode §4.6); the runs in the identifier
// profile are apart from each other.
func digitZero(r rune) rune {
	z := r
	for k := 0; k < 9 && unicode.Is(unicode.Nd, z-1); k++ {
		z--
	}
	return z
}

// hasNonASCIIDigit reports whether s has a digit (gc=Nd) beyond ASCII.
func hasNonASCIIDigit(s string) bool {
	for _, r := range s {
		if r >= utf8.RuneSelf && unicode.Is(unicode.Nd, r) {
			return true
		}
	}
	return false
}

// combiningMarkRule returns why the marks of s are suspicious, or "": the
// optional detections of UTS #39 §5.4, on the NFD form: the same
// nonspacing mark twice in a row, more than four in a row, and a mark
// hidden by the character it follows (a dot above on i, j, l or on the
// dotless i and j, which then reads as i or j); and, as in Chromium's
// policy, a kana voiced sound mark after a character that is not kana.
func combiningMarkRule(s string) string {
	prev, base := rune(-1), rune(-1)
	run := 0
	why := ""
	nfdEach(s, func(r rune) bool {
		if !unicode.In(r, unicode.Mn, unicode.Me) {
			prev, base, run = r, r, 0
			return true
		}
		run++
		switch {
		case r == prev:
			why = "the combining mark " + chkRuneName(r) + " twice in a row"
		case run > 4:
			why = "more than four combining marks in a row"
		case r == 0x0307 && strings.ContainsRune("ijlıȷɨ", base):
			why = "the dot above " + chkRuneName(r) + " on " + chkRuneName(base) + ", where it hides"
		case (r == 0x3099 || r == 0x309A) && !unicode.In(base, unicode.Hiragana, unicode.Katakana):
			why = "the kana sound mark " + chkRuneName(r) + " after " + chkRuneName(base) + ", which is not kana"
		}
		prev = r
		return why == ""
	})
	return why
}

// isCJKish reports whether r is kana or Han, or the prolonged sound mark.
func isCJKish(r rune) bool {
	return unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana) || r == 0x30FC
}

// cjkSlashes are kana and Han characters that read as "/" or "\" in
// common fonts though confusables.txt does not map them so (it maps ノ,
// 丿 and 丶): the ones Chromium's policy names.
const cjkSlashes = "ソゾン乀乁"

// cjkReading returns what the kana or Han character r reads as in Latin
// text, or "".
func cjkReading(r rune) string {
	if strings.ContainsRune(cjkSlashes, r) {
		return "/"
	}
	p, ok := uts39.Prototype(r)
	if !ok {
		return ""
	}
	if p == "\u30FC" {
		return "-"
	}
	if isASCII(p) {
		if a, ok := asciiReading(p); ok {
			return a
		}
		return p
	}
	return ""
}

// cjkLookalike returns a kana or Han character of s that reads as Latin
// or as "/" or "-" and has a neighbour that is not kana or Han.
func cjkLookalike(s string) (rune, bool) {
	prev := rune(-1)
	for i, r := range s {
		next, _ := utf8.DecodeRuneInString(s[i+utf8.RuneLen(r):])
		// The prolonged sound mark after kana lengthens its vowel, part
		// of the kana word ("ソニーstore").
		longVowel := r == 0x30FC && prev >= 0 && unicode.In(prev, unicode.Hiragana, unicode.Katakana)
		if isCJKish(r) && !longVowel && cjkReading(r) != "" {
			if prev >= 0 && !isCJKish(prev) || next != utf8.RuneError && !isCJKish(next) {
				return r, true
			}
		}
		prev = r
	}
	return 0, false
}

// asciiSkeleton maps each character of the skeletons of the LDH
// characters to one of them: "O" to "o", "l" to "l".
func asciiSkeleton() map[rune]rune {
	asciiSkeletonOnce.Do(func() { asciiSkeletonMap = makeASCIISkeleton() })
	return asciiSkeletonMap
}

// A function, not a package variable, so that a program that uses none of
// the spoofing rules links none of the tables.
var (
	asciiSkeletonOnce sync.Once
	asciiSkeletonMap  map[rune]rune
)

func makeASCIISkeleton() map[rune]rune {
	m := map[rune]rune{}
	for _, c := range "-0123456789abcdefghijklmnopqrstuvwxyz" {
		for _, r := range Skeleton(string(c)) {
			if _, ok := m[r]; !ok || c >= 'a' {
				m[r] = c
			}
		}
	}
	return m
}

// asciiReading returns the ASCII label that s reads as, if it reads as
// one: each character of s (in NFD) is LDH, or has a prototype in
// confusables.txt (UTS #39 §4) that is one character of the skeleton of an
// LDH character ("а" reads as "a", "০" as "o", "৭" as "9"), or one of the
// Latin letters that confusables.txt gives as prototypes and that read as
// an ASCII letter: ĸ as "k" (for κ and к), ȷ as "j" (for յ), ƅ as "b"
// (for ь). A character whose prototype is a sequence ("æ" is "ae") or a
// combining mark does not read as ASCII.
func asciiReading(s string) (string, bool) {
	m := asciiSkeleton()
	var b strings.Builder
	for _, r := range nfd(s) {
		if r < utf8.RuneSelf {
			if asciiClass[r]&(cAlpha|cDigit) == 0 && r != '-' {
				return "", false
			}
			b.WriteRune(r | 0x20*rune(asciiClass[r]&cAlpha/cAlpha))
			continue
		}
		if uts39.TypeMask(r)&uts39.TypeDefaultIgnorable != 0 {
			continue
		}
		p, ok := uts39.Prototype(r)
		if !ok || utf8.RuneCountInString(p) != 1 {
			return "", false
		}
		q, _ := utf8.DecodeRuneInString(p)
		c, ok := m[q]
		if !ok {
			c, ok = latinReadsASCII(q)
		}
		if !ok {
			return "", false
		}
		b.WriteRune(c)
	}
	return b.String(), true
}

// latinReadsASCII returns the ASCII letter that a Latin prototype of
// confusables.txt reads as in a lowercase name, if it does.
func latinReadsASCII(r rune) (rune, bool) {
	switch r {
	case 'ĸ':
		return 'k', true
	case 'ȷ':
		return 'j', true
	case 'ƅ':
		return 'b', true
	}
	return 0, false
}

// wholeScriptTarget returns a script of the set targets, apart from the
// label's own, in which every character of the label that has a script
// has a look-alike in the identifier profile: the label is then a
// whole-script confusable (UTS #39 §4: confusable strings whose resolved
// script sets do not meet) of a name of that script. Latin is left to
// asciiReading, since the names of Latin TLD contexts are ASCII.
func wholeScriptTarget(s string, own, targets uts39.Set) (int, bool) {
	if targets.Empty() {
		return 0, false
	}
	common := uts39.All
	nfdEach(s, func(r rune) bool {
		if _, sc := uts39.Lookup(r); !sc.Empty() {
			common = common.And(uts39.LookalikeScripts(r))
		}
		return !common.Empty()
	})
	common = common.And(targets)
	for i := range uts39.ScriptNames {
		if common.Has(i) && i != uts39.ScLatn && i != uts39.ScZyyy && i != uts39.ScZinh && i != uts39.ScZzzz &&
			uts39.Augment(i).And(own).Empty() && !sameWritingSystemSet(i, own) {
			return i, true
		}
	}
	return 0, false
}

// sameWritingSystemSet reports whether the script i and a script of set
// are written together as one writing system.
func sameWritingSystemSet(i int, set uts39.Set) bool {
	for j := range uts39.ScriptNames {
		if set.Has(j) && sameWritingSystem(i, j) {
			return true
		}
	}
	return false
}

// mixedScriptTarget returns, for a label of several scripts, a script s
// of it whose characters each have a look-alike in another script t of
// the label (UTS #39 §4, mixed-script confusables: the label could be
// written with fewer scripts), as "g〇〇gle", Latin with Han ideographic
// zeros.
func mixedScriptTarget(label string) (int, int, bool) {
	d := nfd(label)
	var union uts39.Set
	for _, r := range d {
		_, sc := uts39.Lookup(r)
		union = union.Or(sc)
	}
	for s := range uts39.ScriptNames {
		if !union.Has(s) || s == uts39.ScHanb || s == uts39.ScJpan || s == uts39.ScKore {
			continue
		}
		common, n := uts39.All, 0
		for _, r := range d {
			if _, sc := uts39.Lookup(r); sc.Has(s) {
				common = common.And(uts39.LookalikeScripts(r))
				n++
			}
		}
		if n == 0 {
			continue
		}
		for t := range uts39.ScriptNames {
			if t != s && common.Has(t) && union.Has(t) && !sameWritingSystem(s, t) {
				return s, t, true
			}
		}
	}
	return 0, 0, false
}

// protectedMatch returns the labels, labels[first:last], of the host whose
// U-labels are labels that make it imitate a name the caller protects, and
// that name: a suffix of the host whose skeleton (UTS #39 §4), or whose
// skeleton once Latin diacritics are read away, is that of a protected
// name it is not ("pаypal.com", "fóo.com", "www.youtuße.com"); or a label
// whose Latin parts, the characters of other scripts taken for dots, spell
// one ("google丁com"). The labels returned are those that differ from the
// name's.
func (h *spoofHost) protectedMatch(labels []string) (first, last int, name string, spelled, ok bool) {
	if len(h.protected) == 0 {
		return 0, 0, "", false, false
	}
	for k := range labels {
		cand := strings.Join(labels[k:], ".")
		p, found := h.protected[Skeleton(cand)]
		if !found {
			p, found = h.protected[Skeleton(readLatinMarksAway(cand))]
		}
		if found {
			if p == cand {
				return 0, 0, "", false, false // the name itself, or a host under it
			}
			pl := strings.Split(p, ".")
			first, last = len(labels), k
			for i := k; i < len(labels); i++ {
				if j := i - k; j >= len(pl) || pl[j] != labels[i] {
					first = min(first, i)
					last = i + 1
				}
			}
			if first < last {
				return first, last, p, false, true
			}
		}
	}
	for k, l := range labels {
		if isASCII(l) {
			continue
		}
		// The Latin parts of a label that mixes Latin with other
		// scripts, read with dots between them.
		var parts []string
		start, latin := -1, false
		for i, r := range l + "\x00" {
			ldh := r < utf8.RuneSelf && (asciiClass[r]&(cAlpha|cDigit) != 0 || r == '-')
			if ldh && start < 0 {
				start = i
			}
			if !ldh && start >= 0 {
				parts, start = append(parts, l[start:i]), -1
			}
			if !ldh && r != 0 {
				latin = latin || r >= utf8.RuneSelf
			}
		}
		if len(parts) < 2 || !latin {
			continue
		}
		cand := strings.Join(parts, ".")
		if p, found := h.protected[Skeleton(cand)]; found {
			return k, k + 1, p, true, true
		}
	}
	return 0, 0, "", false, false
}

// readLatinMarksAway returns s with the marks of its Latin letters left
// out and the Latin letters with a stroke, bar or hook read as the plain
// letter, as a reader who does not look closely reads them: "fóo" as
// "foo", "ħ" as "h", "ß" as "b" (Chromium compares such readings with the
// names it protects).
func readLatinMarksAway(s string) string {
	var b strings.Builder
	latinBase := false
	for _, r := range norm.NFD.String(s) {
		if unicode.In(r, unicode.Mn, unicode.Me) {
			if latinBase {
				continue
			}
		} else {
			latinBase = unicode.Is(unicode.Latin, r)
		}
		b.WriteRune(latinPlain(r))
	}
	return b.String()
}

// latinPlain reads a Latin letter whose stroke, bar or hook is not a
// combining mark in NFD as the plain letter, and any other character as
// itself.
func latinPlain(r rune) rune {
	const from, to = "ßđðħıɨłƚøŧƀɓƈɗƒɠǥƙɲƥʠƭʋƴƶȥ", "bddhiillotbbcdfggknpqtvyzz"
	if i := strings.IndexRune(from, r); i >= 0 {
		return rune(to[utf8.RuneCountInString(from[:i])])
	}
	return r
}

// dnsLabelDecision is how one label of a DNS host is shown, and why.
type dnsLabelDecision struct {
	start, end int    // the label's text in the IRI string
	show       string // what is shown: the label's own LDH text, its U-label or its A-label
	code       Code   // the rule that chose the A-label (or, with shown ASCII, that reports it), or 0
	msg        string // why, in words, for the Violation (Display adds the A-label shown)
}

// HostOptions are the host rules that [CheckOptions] and
// [DisplayOptions] share, embedded in both: the decision on each label of
// a DNS host, shown as its U-label or kept as its A-label, is one, which
// Display shows and Check reports. The zero value is the default.
type HostOptions struct {
	Schemes Schemes // whose Scheme.DNSHost hosts are shown with U-labels or A-labels
	// IDNAProfile is the IDNA profile of DNS hosts, which maps them and
	// judges their labels (IDN_INVALID); nil means idna.Lookup, as in
	// every options type that carries one. Pass [WebIDNA]() for hosts
	// found on the web.
	IDNAProfile *idna.Profile
	// Scripts are those the caller's fonts or locale render
	// (unicode.Latin, ...); others "should be percent-encoded before being
	// displayed" (3987bis-13 §8.6): a host label with one is
	// NOT_DISPLAYABLE and shown as its A-label. ASCII, Common and
	// Inherited (digits, punctuation, combining marks) always show; empty
	// means all.
	Scripts []*unicode.RangeTable
	// ProtectedNames are the host names the caller protects (its own, a
	// list of popular sites), each keyed by its [Skeleton]: a DNS host
	// that is confusable with one (UTS #39 §4) but is not it is shown with
	// A-labels and reported as PROTECTED_NAME_LOOKALIKE. Give the names as
	// IDNA shows them, lowercase with U-labels.
	ProtectedNames map[string]string
}

// profile returns the IDNA profile of the options.
func (o *HostOptions) profile() *idna.Profile {
	if o.IDNAProfile == nil {
		return idna.Lookup
	}
	return o.IDNAProfile
}

// decideDNSHost decides, label by label, how the host s[hs:he] of a
// Scheme.DNSHost scheme, which maps to the ASCII DNS name a under IDNA, is
// shown: the host decision that Display shows and Check reports alike. A
// label of LDH text is shown as it is; any other as its U-label, the form
// IDNA maps it to (lowercase, NFC), unless a host rule of DisplayOptions'
// doc keeps it as its A-label. ok is false when a label
// cannot be judged as a DNS label (IDNA rejects it alone); the caller then
// shows the host as text.
func decideDNSHost(s string, hs, he int, a string, o *HostOptions) (out []dnsLabelDecision, ok bool) {
	p := o.profile()
	last := strings.TrimSuffix(s[hs:he], ".")
	last = decodeValid(last[strings.LastIndexByte(last, '.')+1:], false)
	h := newSpoofHost(a, last, o.ProtectedNames)
	var ulabels []string
	out = make([]dnsLabelDecision, 0, strings.Count(s[hs:he], ".")+1)
	for i := hs; i <= he; {
		j := i + strings.IndexByte(s[i:he], '.')
		if j < i {
			j = he
		}
		raw := s[i:j]
		dec := dnsLabelDecision{start: i, end: j}
		if isASCII(raw) && strings.IndexByte(raw, '%') < 0 && !hasACEPrefix(raw) {
			dec.show = raw // LDH: its own form
			if len(o.ProtectedNames) > 0 {
				ulabels = append(ulabels, strings.ToLower(raw))
			}
		} else {
			dl := decodeValid(raw, false)
			var ul, la string
			var code Code
			if canonicalULabel(dl) {
				// Already the U-label IDNA maps it to (mapHost has
				// validated the host): no round trip through Punycode.
				ul = dl
				code, dec.msg = judgeULabel(&h, ul, o.Scripts)
			} else {
				var err error
				la, err = p.ToASCII(dl)
				if err != nil || !isASCII(la) {
					return nil, false
				}
				ul, code, dec.msg = decideDNSLabel(p, &h, dl, la, o.Scripts)
			}
			dec.show, dec.code = ul, code
			if code != 0 {
				if la == "" {
					var err error
					if la, err = p.ToASCII(dl); err != nil {
						return nil, false
					}
				}
				dec.show = la
			}
			if ul == "" {
				ul = la
			}
			if len(o.ProtectedNames) > 0 {
				ulabels = append(ulabels, ul)
			}
		}
		out = append(out, dec)
		i = j + 1
	}
	if first, last, name, spelled, found := h.protectedMatch(ulabels); found {
		for k := first; k < last; k++ {
			d := &out[k]
			if d.code != 0 {
				continue
			}
			d.code = CodeProtectedNameLookalike
			d.msg = "host " + quotePrefix(strings.Join(ulabels, "."), 64) + " has the skeleton of " + quotePrefix(name, 64) +
				", a name the caller protects, and is not that name (UTS #39 §4)"
			if spelled {
				d.msg = "host label " + quotePrefix(ulabels[k], 64) + " spells " + quotePrefix(name, 64) +
					", a name the caller protects, in Latin letters around characters of another script (UTS #39 §4)"
			}
			if !isASCII(d.show) {
				d.show, _ = p.ToASCII(d.show)
			}
		}
	}
	return out, true
}

// decideDNSLabel returns the U-label of the A-label la, which IDNA maps
// the percent-decoded label dl to (or "", with the reason, when it has
// none), and the code and reason of the first rule
// that keeps it as its A-label, or 0.
func decideDNSLabel(p *idna.Profile, h *spoofHost, dl, la string, scripts []*unicode.RangeTable) (string, Code, string) {
	if strings.IndexByte(la, '.') >= 0 {
		// A label separator look-alike (U+3002 and others, RFC 3490
		// §3.1) that IDNA reads as ".", so the label is two; "%2E" is
		// a dot written otherwise.
		for _, r := range dl {
			if isLabelSeparator(r) && r != '.' {
				return "", CodeSyntaxLookalike, chkRuneName(r) + " looks like \".\" and IDNA reads it as one (3987bis-13 §5.1 c)"
			}
		}
		return la, 0, ""
	}
	if !hasACEPrefix(la) {
		return la, 0, "" // mapped to LDH (full-width or uppercase letters)
	}
	// la comes out of a mapping that mapHost has validated, A-labels
	// included (fakeALabelMapped): decoding it is enough.
	ul, ok := punycodeDecode(la[4:])
	if !ok {
		return "", CodeIDNInvalid, "label " + quotePrefix(la, 64) + " has no U-label form"
	}
	code, msg := judgeULabel(h, ul, scripts)
	return ul, code, msg
}

// canonicalULabel reports whether the non-ASCII label d is a U-label as
// IDNA maps it already: in NFKC, no uppercase or titlecase letter, no
// character that UTS #46 ignores, no "xn--" claim. FuzzDisplay checks that
// the display maps to the input's URI.
func canonicalULabel(d string) bool {
	if isASCII(d) || hasACEPrefix(d) || !isNormal(norm.NFKC, d) {
		return false
	}
	for _, r := range d {
		if r < utf8.RuneSelf {
			if 'A' <= r && r <= 'Z' {
				return false
			}
			continue
		}
		// Cherokee case-folds to uppercase (UTS #46 maps its small
		// letters), so it takes the long way.
		if unicode.IsUpper(r) || unicode.IsTitle(r) || isIDNAIgnored(r) || isLabelSeparator(r) ||
			0x13A0 <= r && r <= 0x13FF || 0xAB70 <= r && r <= 0xABBF || !foldStable(r) {
			return false
		}
	}
	return true
}

// foldStable reports whether the case folding of UTS #46's mapping leaves
// r as it is, as far as the simple case orbits tell: every character of
// r's orbit lowercases to r. U+0345 COMBINING GREEK YPOGEGRAMMENI, not
// uppercase, folds to U+03B9 (its orbit holds U+0399, whose lowercase is
// U+03B9), so a label of it takes the long way through ToASCII. Characters
// that fail this test but stay as they are (U+03C2 final sigma, a
// deviation) only cost that long way.
func foldStable(r rune) bool {
	for f := unicode.SimpleFold(r); f != r; f = unicode.SimpleFold(f) {
		if f != r && unicode.ToLower(f) != r {
			return false
		}
	}
	return true
}

// judgeULabel returns the code and reason of the first rule that keeps
// the U-label ul as its A-label, or 0.
func judgeULabel(h *spoofHost, ul string, scripts []*unicode.RangeTable) (Code, string) {
	// The character rules of the whole IRI first, as they name the
	// character more precisely; the caller's Scripts last, since a
	// spoofing rule says more than "cannot display".
	notShown := rune(-1)
	for _, r := range ul {
		if r < utf8.RuneSelf || r == chkZWNJ || r == chkZWJ {
			continue
		}
		code := charDisplayRule(r, scripts)
		if code == 0 && (keepSet{}).keepEncoded(r, false) {
			code = CodeInvisibleCharacter // the rest of isDiscouraged is default-ignorable
		}
		if code == CodeNotDisplayable && unicode.IsGraphic(r) {
			if notShown < 0 {
				notShown = r
			}
			continue
		}
		if code != 0 {
			return code, "host label " + quotePrefix(ul, 64) + ": " + charRuleMsg(code, r)
		}
	}
	if code, msg := h.label(ul); code != 0 {
		return code, msg
	}
	if notShown >= 0 {
		return CodeNotDisplayable, "host label " + quotePrefix(ul, 64) + ": " + charRuleMsg(CodeNotDisplayable, notShown)
	}
	if !isNormal(norm.NFC, ul) {
		return CodeNotNFC, "host label " + quotePrefix(ul, 64) + " is not in NFC (RFC 3987 §5.3.2.2)"
	}
	if code, why := bidiRule(ul); code != 0 {
		return code, "host label " + quotePrefix(ul, 64) + " " + why + " (RFC 3987 §4.2)"
	}
	return 0, ""
}

// charDisplayRule returns the code of the rule that keeps the non-ASCII
// character r from being shown, or 0; ZWNJ and ZWJ are decided in their
// context. scripts is DisplayOptions.Scripts.
func charDisplayRule(r rune, scripts []*unicode.RangeTable) Code {
	switch {
	case isBidiControl(r):
		return CodeBidiControl
	case unicode.In(r, unicode.Zs, unicode.Zl, unicode.Zp):
		return CodeSpaceLookalike
	case chkSyntaxLookalike(r) != 0:
		return CodeSyntaxLookalike
	case r == chkZWNJ || r == chkZWJ:
		return 0
	case chkInvisible(r):
		return CodeInvisibleCharacter
	case !unicode.IsGraphic(r) && !unicode.Is(unicode.Cf, r):
		return CodeNotDisplayable // unassigned, private use, noncharacter
	case len(scripts) > 0 && !unicode.In(r, scripts...) && !unicode.In(r, unicode.Common, unicode.Inherited):
		return CodeNotDisplayable
	}
	return 0
}

// charRuleMsg says why the character r is kept, by the code of
// charDisplayRule.
func charRuleMsg(code Code, r rune) string {
	name := chkRuneName(r)
	switch code {
	case CodeBidiControl:
		return "bidi formatting character " + name + " would reorder the display (RFC 3987 §4.1)"
	case CodeSpaceLookalike:
		return name + " looks like a space (RFC 3987 §6.1 b)"
	case CodeSyntaxLookalike:
		return name + " looks like the delimiter \"" + string(rune(chkSyntaxLookalike(r))) + "\" (3987bis-13 §5.1 c)"
	case CodeNotDisplayable:
		if unicode.IsGraphic(r) {
			return name + " is outside the scripts the caller can display (3987bis-13 §8.6)"
		}
		return name + " is unassigned, private-use or a noncharacter and has no reliable glyph (3987bis-13 §8.6)"
	}
	return "invisible character " + name + " (RFC 3987 §6.1 b, §8)"
}

// sameWritingSystem reports whether the scripts s and t are written
// together as one writing system (UTS #39 §5.1: Japanese, Korean, Chinese
// with Bopomofo), so that look-alikes between them are not confusables of
// different scripts: カ and 力 in a Japanese name.
func sameWritingSystem(s, t int) bool {
	cjk := func(i int) bool {
		switch i {
		case uts39.ScHani, uts39.ScHira, uts39.ScKana, uts39.ScHang, uts39.ScBopo, uts39.ScHanb, uts39.ScJpan, uts39.ScKore:
			return true
		}
		return false
	}
	return s == t || cjk(s) && cjk(t)
}

// scriptsInOrder names the scripts of s in the order they first appear,
// "Latin and Cyrillic"; a character of several scripts counts for the
// first of them.
func scriptsInOrder(s string) string {
	var seen uts39.Set
	var list []string
	for _, r := range s {
		_, sc := uts39.Lookup(r)
		for i := range uts39.ScriptNames {
			if !sc.Has(i) || i == uts39.ScHanb || i == uts39.ScJpan || i == uts39.ScKore {
				continue
			}
			if !seen.Has(i) {
				seen = seen.Or(uts39.Bit(i))
				list = append(list, uts39.ScriptNames[i])
			}
			break
		}
	}
	if len(list) < 2 {
		return strings.Join(list, "")
	}
	return strings.Join(list[:len(list)-1], ", ") + " and " + list[len(list)-1]
}

// userinfoHostRun returns the leading run of the userinfo ui made of
// characters that can form a domain name: letters, digits, marks, "-" and
// ".", the part a reader may take for the host (RFC 3986 §7.6).
func userinfoHostRun(ui string) string {
	j := 0
	for j < len(ui) {
		c := ui[j]
		if c < utf8.RuneSelf {
			if asciiClass[c]&(cAlpha|cDigit) != 0 || c == '-' || c == '.' {
				j++
				continue
			}
			break
		}
		r, n := utf8.DecodeRuneInString(ui[j:])
		if !unicode.In(r, unicode.L, unicode.Nd, unicode.Mn, unicode.Mc) {
			break
		}
		j += n
	}
	return ui[:j]
}
