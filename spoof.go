package iri

// Spoofing rules for the labels of DNS hosts: UTS #39 ("Unicode Security
// Mechanisms") on the tables of internal/uts39, and the browsers'
// published IDN display policies where they go beyond it. Display shows a
// label that breaks a rule as its A-label, and Check reports it, with the
// same code: the host rules listed in DisplayOptions' doc (display.go). The
// data and its lookups are internal/uts39's.

import (
	"bytes"
	"math/bits"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"golang.org/x/net/idna"
	"golang.org/x/text/unicode/norm"

	"github.com/go-iri/iri/internal/uts39"
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
	tldU      string    // the last label as a U-label, or tld
	expected  uts39.Set // the scripts the top-level domain's names are written in
	protected map[string]string
}

// newSpoofHost returns the context of the host whose ASCII form is a, or
// when a is "", whose U-label form under idna.Lookup is u; last is the
// host's last label as written, percent-decoded.
func newSpoofHost(a, u, last string, protected map[string]string) spoofHost {
	var tld string
	if a != "" {
		a = strings.TrimSuffix(a, ".")
		tld = a[strings.LastIndexByte(a, '.')+1:]
	} else {
		u = strings.TrimSuffix(u, ".")
		tld = u[strings.LastIndexByte(u, '.')+1:]
		if !isASCII(tld) {
			// An IDN top-level domain: its A-label, one label to encode.
			var err error
			if tld, err = idna.Lookup.ToASCII(tld); err != nil {
				tld = ""
			}
		}
	}
	h := spoofHost{tld: tld, tldU: tld, protected: protected}
	if s, ok := tldScripts(tld); ok {
		h.expected = s
		return h
	}
	if !hasACEPrefix(tld) {
		return h
	}
	// An IDN top-level domain: the scripts it is written in, from its
	// U-label as written when it is one already.
	u = last
	if !canonicalULabel(u) {
		var ok bool
		if u, ok = aLabelToULabel(idna.Lookup, tld); !ok {
			return h
		}
	}
	h.tldU = u
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

// finding is one host rule that a label breaks: its code and why.
type finding struct {
	code Code
	msg  string
	r    rune // the character the rule is about, or 0 for the label
}

// findings are the rules a label breaks, one finding per code, in the
// order the rules are tried.
type findings []finding

// add records a finding of code, unless the label has one already.
func (f *findings) add(code Code, msg string) { f.addRune(code, 0, msg) }

// has reports whether f has a finding of code.
func (f findings) has(code Code) bool {
	for _, x := range f {
		if x.code == code {
			return true
		}
	}
	return false
}

// addRune records a finding of code about the character r.
func (f *findings) addRune(code Code, r rune, msg string) {
	for _, x := range *f {
		if x.code == code {
			return
		}
	}
	*f = append(*f, finding{code: code, msg: msg, r: r})
}

// span returns the text of the IRI string that the finding f of the
// decision d is about: its character when the label spells it as it is,
// else the label.
func (d *dnsLabelDecision) span(s string, f finding) (int, int) {
	if f.r > 0 {
		if k := strings.IndexRune(s[d.start:d.end], f.r); k >= 0 {
			return d.start + k, d.start + k + utf8.RuneLen(f.r)
		}
	}
	return d.start, d.end
}

// labelText names a label in messages, quoted once it is needed.
type labelText struct{ ul, q string }

// String returns "host label" and the label, quoted.
func (l *labelText) String() string {
	if l.q == "" {
		l.q = "host label " + quoteLookalike(l.ul, 64)
	}
	return l.q
}

// label adds the spoofing rules that the U-label ul breaks to f. ul is a
// valid U-label as IDNA maps it (lowercase, NFC), whose characters lf
// sums up (scanLabel); pre names it in the messages. The rules, in the
// order they are tried, are the host rules of DisplayOptions' doc; a rule
// about kinds of character that the label lacks is not run.
func (h *spoofHost) label(f *findings, ul string, pre *labelText, lf *labelFacts) {
	level := lf.level
	// IDNA deviations (UTS #46 §1.3.2): characters that IDNA2003 and
	// transitional processing map differently from IDNA2008, so the
	// label shown names another host in other software: ZWJ and ZWNJ,
	// invisible too, always; ß and ς outside the TLDs of the languages
	// that write them. Chromium and Firefox likewise show them as
	// punycode.
	for _, r := range ul {
		if lf.kinds&kindDeviation == 0 {
			break
		}
		switch {
		case r == chkZWNJ || r == chkZWJ:
			f.add(CodeIDNADeviation, pre.String()+" holds the invisible joiner "+chkRuneName(r)+
				", which IDNA2003 deletes, so the label names another host there (UTS #46 §1.3.2)")
		case r == 'ß' && !h.tldIs("de", "at", "ch", "li", "lu"):
			f.add(CodeIDNADeviation, pre.String()+" holds ß, which IDNA2003 reads as \"ss\" and which reads as \"b\"; shown only under the TLDs of German-speaking countries (UTS #46 §1.3.2)")
		case r == 'ς' && !h.tldIs("gr", "cy") && !h.expected.Has(uts39.ScGrek):
			f.add(CodeIDNADeviation, pre.String()+" holds final sigma ς, which IDNA2003 reads as σ; shown only under Greek TLDs (UTS #46 §1.3.2)")
		}
	}
	// Look-alikes of "-", "." and "'" (UTS #39 §4, confusables.txt, and
	// the browser's policy), whatever their identifier status, lest the
	// label read as two, as a hyphenated name or as a name with an
	// apostrophe; digits (Arabic-Indic zero reads as ".") are judged as
	// numbers below.
	for _, r := range ul {
		if lf.kinds&kindPunct == 0 && level != uts39.Unrestricted {
			break
		}
		if r < utf8.RuneSelf {
			continue
		}
		switch lookalikeOf(r) {
		case '\'':
			if isApostropheLookalike(r) {
				f.add(CodeApostropheLookalike, pre.String()+" holds "+chkRuneName(r)+", which reads as an apostrophe (Chromium IDN policy)")
			}
		case '-':
			if !isCJK(r) {
				f.add(CodeHyphenLookalike, pre.String()+" holds "+chkRuneName(r)+", which reads as \"-\" (UTS #39 §4)")
			}
		case '.':
			if !unicode.Is(unicode.Nd, r) && !isCJK(r) {
				f.add(CodeSyntaxLookalike, pre.String()+" holds "+chkRuneName(r)+", which reads as \".\" (UTS #39 §4; 3987bis-13 §5.1 c)")
			}
		}
		if r == 0x02BB || r == 0x02BC || r == 0x2019 {
			f.add(CodeApostropheLookalike, pre.String()+" holds "+chkRuneName(r)+", which reads as an apostrophe (Chromium IDN policy)")
		}
		// The identifier profile (UTS #39 §5): Identifier_Status=Allowed,
		// less what the browser leaves out; a label outside it is
		// Unrestricted (§5.2).
		if r == chkZWNJ || r == chkZWJ {
			continue // IDNA_DEVIATION
		}
		if level == uts39.Unrestricted && !f.has(CodeIdentifierRestricted) {
			if allowed, _ := uts39.Lookup(r); !allowed && !browserAllowed(r) {
				f.add(CodeIdentifierRestricted, pre.String()+" holds "+chkRuneName(r)+", outside the identifier profile of UTS #39 §5 (Identifier_Type "+
					uts39.TypeNames(uts39.TypeMask(r))+")")
			}
		}
		if browserRemoved(r) {
			f.add(CodeIdentifierRestricted, pre.String()+" holds "+chkRuneName(r)+", which the browsers' IDN policy leaves out of labels (Chromium IDN policy)")
		}
	}
	// Restriction level (UTS #39 §5.2): at least Highly Restrictive.
	// A label outside the identifier profile is Unrestricted, which
	// IDENTIFIER_RESTRICTED reports.
	if level > uts39.HighlyRestrictive && level < uts39.Unrestricted {
		f.add(CodeMixedScript, pre.String()+" mixes the scripts "+scriptsInOrder(ul)+": UTS #39 §5.2 \""+level.String()+
			"\", beyond \"Highly Restrictive\", a spoofing risk (RFC 3987 §8)")
	}
	// Combining marks (UTS #39 §5.4, and the browser's patterns).
	if lf.kinds&kindMarkAfterMark != 0 {
		if why := combiningMarkRule(ul); why != "" {
			f.add(CodeCombiningMark, pre.String()+" has "+why+" (UTS #39 §5.4)")
		}
	}
	// Mixed numbers (UTS #39 §5.3): ASCII digits alone are of one system.
	if lf.kinds&kindDigit != 0 {
		if a, b, mixed := mixedNumbers(ul); mixed {
			f.add(CodeMixedNumbers, pre.String()+" mixes the digits "+chkRuneName(a)+" and "+chkRuneName(b)+
				" of two numbering systems (UTS #39 §5.3)")
		}
	}
	// Letters of a few languages only, shown under their TLDs only, as
	// browsers do: elsewhere þ reads as "p", ð as "d" or "o", ə as "e".
	if lf.runes > 1 && lf.kinds&kindTLDLetter != 0 {
		for _, r := range ul {
			if tlds := tldLetters(r); tlds != "" && !h.tldIs(strings.Split(tlds, ",")...) {
				f.add(CodeLetterOutsideTLD, pre.String()+" holds "+chkRuneName(r)+", a letter shown only under the top-level domains "+
					tlds+" of the languages that write it (Chromium IDN policy)")
			}
		}
	}
	if lf.kinds&kindMiddleDot != 0 && unsafeMiddleDot(ul, h.tld) {
		f.add(CodeMiddleDot, pre.String()+" holds U+00B7 '·' MIDDLE DOT other than between two \"l\" under .cat, the Catalan ela geminada (Chromium IDN policy; RFC 5892 Appendix A.3)")
	}
	h.browserScripts(f, ul, pre, lf)
}

// browserScripts adds the browser's script rules to f: a label of one
// script made of Latin look-alikes, or of digits and digit look-alikes;
// and, in a label that mixes scripts (or holds kana or marks the browser
// judges in context), accented Latin beside another script, kana and Han
// read as Latin or "/", kana marks out of context, and marks that hide.
func (h *spoofHost) browserScripts(f *findings, ul string, pre *labelText, lf *labelFacts) {
	if lf.level == uts39.ASCIIOnly {
		return
	}
	level, resolved := lf.level, lf.resolved
	if !resolved.Empty() && lf.kinds&(kindKana|kindDiacritic) == 0 {
		if script, ok := wholeScriptLookalike(ul, h.tld, h.tldU, resolved); ok {
			f.add(CodeWholeScriptConfusable, pre.String()+" is written in "+script+" letters that all read as Latin ones, outside the top-level domains of "+script+
				" names: a whole-script confusable (UTS #39 §4; Chromium IDN policy)")
		}
		if lf.kinds&kindDigitLike != 0 {
			if r, ok := digitLookalike(ul); ok {
				f.add(CodeDigitLookalike, pre.String()+" is made of digits and "+chkRuneName(r)+", which reads as a digit (Chromium IDN policy; UTS #39 §4)")
			}
		}
		return
	}
	if lf.kinds&kindDigitLike != 0 {
		if r, ok := digitLookalike(ul); ok {
			f.add(CodeDigitLookalike, pre.String()+" is made of digits and "+chkRuneName(r)+", which reads as a digit (Chromium IDN policy; UTS #39 §4)")
		}
	}
	if r, ok := nonASCIILatinMixed(ul); ok {
		f.add(CodeNonASCIILatinMixed, pre.String()+" mixes "+chkRuneName(r)+", a Latin letter beyond ASCII, with another script (Chromium IDN policy)")
	}
	if lf.kinds&kindCJK != 0 {
		if r, reads, ok := cjkLookalike(ul); ok {
			f.add(CodeCJKLookalike, pre.String()+" has "+chkRuneName(r)+", which reads as \""+reads+
				"\", next to a character of another script (Chromium IDN policy)")
		}
	}
	if lf.kinds&(kindKana|kindMark) != 0 {
		if why := kanaMarkRule(ul); why != "" {
			f.add(CodeKanaMark, pre.String()+" has "+why+" (Chromium IDN policy)")
		}
	}
	if lf.kinds&kindDiacritic != 0 {
		if why := browserMarkRule(ul); why != "" {
			f.add(CodeCombiningMark, pre.String()+" has "+why+" (Chromium IDN policy)")
		}
	}
	// Mixed-script confusables (UTS #39 §4), in a label that the
	// restriction level lets mix scripts.
	if resolved.Empty() && level <= uts39.HighlyRestrictive {
		if s, t, ok := mixedScriptTarget(ul); ok {
			f.add(CodeMixedScriptConfusable, pre.String()+" mixes scripts, and each of its "+uts39.ScriptNames[s]+
				" characters has a look-alike in "+uts39.ScriptNames[t]+", another script of the label: a mixed-script confusable (UTS #39 §4)")
		}
	}
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
		}
		prev = r
		return why == ""
	})
	return why
}

// mixedScriptTarget returns, for a label of several scripts, a script s
// of it whose characters each have a look-alike in another script t of
// the label, those of both aside (UTS #39 §4, mixed-script confusables:
// the label could be written with fewer scripts), as "g〇〇gle", Latin
// with Han ideographic zeros; not "一\u0301", whose mark is of Cyrillic
// and Cherokee alike.
func mixedScriptTarget(label string) (int, int, bool) {
	d := nfd(label)
	var union uts39.Set
	for _, r := range d {
		_, sc := uts39.Lookup(r)
		union = union.Or(sc)
	}
	cjkSet := func(s int) bool { return s == uts39.ScHanb || s == uts39.ScJpan || s == uts39.ScKore }
	for s := range uts39.ScriptNames {
		if !union.Has(s) || cjkSet(s) {
			continue
		}
		for t := range uts39.ScriptNames {
			if t == s || !union.Has(t) || sameWritingSystem(s, t) {
				continue
			}
			// The characters of s that are not of t already (a mark of
			// both, as U+0301 is of Latin and Cyrillic, need not change)
			// must each have a look-alike in t, and there must be one.
			n, all := 0, true
			for _, r := range d {
				if _, sc := uts39.Lookup(r); !sc.Has(s) || sc.Has(t) {
					continue
				}
				n++
				if !uts39.LookalikeScripts(r).Has(t) {
					all = false
					break
				}
			}
			if n > 0 && all {
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
// name's. The empty label of the root, after a host's final dot
// ("pаypal.com."), is no part of the name.
func (h *spoofHost) protectedMatch(labels []string) (first, last int, name string, spelled, ok bool) {
	if len(h.protected) == 0 {
		return 0, 0, "", false, false
	}
	if n := len(labels); n > 1 && labels[n-1] == "" {
		labels = labels[:n-1]
	}
	idn := false
	for _, l := range labels {
		idn = idn || !isASCII(l)
	}
	// An ASCII host's skeleton maps character by character, dots to dots
	// (asciiSkeleton): the skeletons of its suffixes are suffixes of its
	// own, looked up without building them.
	var skel string
	if !idn {
		skel = asciiSkeleton(strings.Join(labels, "."))
	}
	off := 0
	for k := range labels {
		var cand string
		var p string
		var found bool
		if !idn {
			p, found = h.protectedName(skel[off:])
			if i := strings.IndexByte(skel[off:], '.'); i >= 0 {
				off += i + 1
			}
			if !found {
				continue
			}
			cand = strings.Join(labels[k:], ".")
		} else {
			cand = strings.Join(labels[k:], ".")
			p, found = h.protectedName(Skeleton(cand))
		}
		if !found && idn {
			p, found = h.protectedName(Skeleton(readLatinMarksAway(cand)))
			if !found {
				for _, r := range browserReadings(cand) {
					if p, found = h.protectedName(Skeleton(r)); found {
						break
					}
				}
			}
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
	// The host without its dots and hyphens, against the protected names
	// so keyed (the browser's separators-removed skeletons).
	if idn {
		host := strings.Join(labels, ".")
		for _, r := range browserReadings(host) {
			key := withoutSeparators(Skeleton(r))
			if p, found := h.protected[key]; found && p != host && !strings.HasSuffix(host, "."+p) && withoutSeparators(Skeleton(p)) == key {
				return 0, len(labels), p, false, true
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

// asciiSkeleton returns the skeleton of the ASCII string s (Skeleton(s)),
// character by character: NFD leaves ASCII as it is, and the prototypes
// of the ASCII characters confusables.txt maps ("m" is "rn", "0" is "O")
// are ASCII without ".", but that of "%", for which it falls back on
// Skeleton.
func asciiSkeleton(s string) string {
	if !strings.ContainsAny(s, uts39.ASCIIKeys) {
		return s
	}
	if strings.IndexByte(s, '%') >= 0 {
		return Skeleton(s)
	}
	t := asciiPrototypes()
	var b strings.Builder
	b.Grow(len(s) + 8)
	for i := 0; i < len(s); i++ {
		if p := t[s[i]]; p != "" {
			b.WriteString(p)
		} else {
			b.WriteByte(s[i])
		}
	}
	return b.String()
}

// asciiPrototypes returns the prototypes of the ASCII characters that
// confusables.txt maps, by character: a pointer, since a copy of the
// table costs more than the lookups of a host.
var asciiPrototypes = sync.OnceValue(func() *[128]string {
	var t [128]string
	for c := rune(0); c < 128; c++ {
		if p, ok := uts39.Prototype(c); ok && p != string(c) {
			t[c] = p
		}
	}
	return &t
})

// protectedASCIIHit reports whether the longest suffix of the LDH ASCII
// host h, in lowercase, that has the skeleton of a name of protected is
// not that name: the only host rule an ASCII host without "%" or "xn--"
// can break, decided as protectedMatch decides it (the name itself and
// the hosts under it are no look-alikes). It builds no string, so that
// Check and Display keep their fast paths for ASCII IRIs when the caller
// protects names; a host too long for its buffer counts as a hit, for the
// full decision to judge.
func protectedASCIIHit(h string, protected map[string]string) bool {
	if len(h) > 1 && h[len(h)-1] == '.' {
		h = h[:len(h)-1] // the root's empty label is no part of a name
	}
	var buf [320]byte
	n := 0
	t := asciiPrototypes()
	for i := 0; i < len(h); i++ {
		c := h[i]
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		p := t[c&0x7F]
		if p == "" || c >= utf8.RuneSelf {
			if n == len(buf) {
				return true
			}
			buf[n] = c
			n++
			continue
		}
		if n+len(p) > len(buf) {
			return true
		}
		n += copy(buf[n:], p)
	}
	// Prototypes hold no ".", so the dots of buf are those of h, in order.
	for off, hoff := 0, 0; ; {
		i := bytes.IndexByte(buf[off:n], '.')
		if i < 0 {
			return false // a single label is no name's skeleton key
		}
		if p, ok := protected[string(buf[off:n])]; ok {
			return !asciiFold(h[hoff:], p)
		}
		off += i + 1
		hoff += strings.IndexByte(h[hoff:], '.') + 1
	}
}

// protectedName returns the protected name whose skeleton is key; keys
// without "." are separators-removed skeletons, compared apart.
func (h *spoofHost) protectedName(key string) (string, bool) {
	if strings.IndexByte(key, '.') < 0 {
		return "", false
	}
	p, ok := h.protected[key]
	return p, ok
}

// dnsLabelDecision is how one label of a DNS host is shown, and why.
type dnsLabelDecision struct {
	start, end int      // the label's text in the IRI string
	show       string   // what is shown: the label's own LDH text in lowercase, its U-label or its A-label
	found      findings // the rules that chose the A-label (or, with shown ASCII, that report it)
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
	// ProtectedNames are the host names the caller protects (its own, or
	// package topdomains' list), each keyed by its [Skeleton] (a key
	// without "." protects the name without its separators too): a DNS
	// host confusable with one (UTS #39 §4, and the browser's readings)
	// but not it is shown with A-labels, PROTECTED_NAME_LOOKALIKE. Give
	// the names as IDNA shows them, lowercase with U-labels.
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
// Scheme.DNSHost scheme, which maps to the ASCII DNS name a under IDNA
// (or, when a is "", to the U-label form u under idna.Lookup), is
// shown: the host decision that Display shows and Check reports alike. A
// label of LDH text is shown as it is; any other as its U-label, the form
// IDNA maps it to (lowercase, NFC), unless a host rule of DisplayOptions'
// doc keeps it as its A-label. The decisions are appended to out[:0]. ok
// is false when a label cannot be judged as a DNS label (IDNA rejects it
// alone); the caller then shows the host as text.
func decideDNSHost(out []dnsLabelDecision, s string, hs, he int, a, u string, o *HostOptions) ([]dnsLabelDecision, bool) {
	p := o.profile()
	last := strings.TrimSuffix(s[hs:he], ".")
	last = decodeValid(last[strings.LastIndexByte(last, '.')+1:], false)
	h := newSpoofHost(a, u, last, o.ProtectedNames)
	// A host that IDNA maps to itself, every label its own U-label as
	// written: no label needs the U-label test or a round trip, and each
	// is in NFC, which the processing of UTS #46 gives (§4 step 2).
	mapped := a == "" && u == s[hs:he]
	var ml mappedLabels // not needed when the host is its own mapping
	if !mapped {
		ml = newMappedLabels(s[hs:he], a, u)
	}
	var ulabels []string
	out = out[:0]
	for i := hs; i <= he; {
		j := i + strings.IndexByte(s[i:he], '.')
		if j < i {
			j = he
		}
		raw := s[i:j]
		mk := ml.next()
		dec := dnsLabelDecision{start: i, end: j}
		if isASCII(raw) && strings.IndexByte(raw, '%') < 0 && !hasACEPrefix(raw) {
			dec.show = lowerASCII(raw) // LDH: its own form, in lowercase as DNS compares it
			if len(o.ProtectedNames) > 0 {
				ulabels = append(ulabels, dec.show)
			}
		} else {
			dl := decodeValid(raw, false)
			var ul, la string
			haveLA := false // la is the label's ASCII form, "" for a label IDNA deletes ("\u200b")
			if mapped {
				ul = dl
				dec.found = judgeULabel(&h, ul, o.Scripts, true)
			} else if canonicalULabel(dl) {
				// Already the U-label IDNA maps it to (mapHost has
				// validated the host): no round trip through Punycode.
				ul = dl
				dec.found = judgeULabel(&h, ul, o.Scripts, true) // NFKC, so NFC
			} else {
				var err error
				if ml.ok {
					la = ml.ascii(mk)
				} else {
					la, err = p.ToASCII(dl)
				}
				if err != nil || !isASCII(la) {
					return nil, false
				}
				haveLA = true
				ul, dec.found = decideDNSLabel(&h, dl, la, o.Scripts)
			}
			dec.show = ul
			if len(dec.found) > 0 {
				if !haveLA {
					var err error
					if ml.ok {
						la = ml.ascii(mk)
					} else if la, err = uLabelToASCII(p, dl); err != nil {
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
			msg := "host " + quoteLookalike(strings.Join(ulabels, "."), 64) + " has the skeleton of " + quoteLookalike(name, 64) +
				", a name the caller protects, and is not that name (UTS #39 §4)"
			if spelled {
				msg = "host label " + quoteLookalike(ulabels[k], 64) + " spells " + quoteLookalike(name, 64) +
					", a name the caller protects, in Latin letters around characters of another script (UTS #39 §4)"
			}
			d.found.add(CodeProtectedNameLookalike, msg)
			if !isASCII(d.show) {
				d.show, _ = uLabelToASCII(p, d.show)
			}
		}
	}
	return out, true
}

// mappedLabels walks the labels of a host's mapped form, its ASCII form
// or (for idna.Lookup) its U-label form, in step with the labels of the
// host as written, when they match one to one: the host holds no escape
// and no separator but "." (RFC 3490 §3.1), and both have as many labels.
// A label's mapped form is then the label as IDNA maps it with the host
// (its mapping and Punycode work label by label), and no label needs
// IDNA again.
type mappedLabels struct {
	rest    string // the labels still to walk
	isASCII bool   // rest is the host's ASCII form, not its U-label form
	ok      bool
}

// newMappedLabels returns the walk of the labels of the host as written,
// mapped to the ASCII form a or, when a is "", to the U-label form u.
func newMappedLabels(host, a, u string) mappedLabels {
	m := mappedLabels{rest: a, isASCII: true}
	if a == "" {
		m = mappedLabels{rest: u}
	}
	if m.rest == "" || strings.IndexByte(host, '%') >= 0 || strings.Count(host, ".") != strings.Count(m.rest, ".") {
		return mappedLabels{}
	}
	for i := 0; i < len(host); i++ {
		if c := host[i]; (c == 0xE3 || c == 0xEF) && labelSepAt(host, i) > 0 {
			return mappedLabels{}
		}
	}
	m.ok = true
	return m
}

// next returns the mapped form of the next label, or "" once the walk
// is not ok.
func (m *mappedLabels) next() string {
	if !m.ok {
		return ""
	}
	label, rest, _ := strings.Cut(m.rest, ".")
	m.rest = rest
	return label
}

// ascii returns the ASCII form of the label whose mapped form next
// returned: itself, or for a U-label "xn--" and its Punycode, as
// idna.Lookup's ToASCII gives it.
func (m *mappedLabels) ascii(label string) string {
	if m.isASCII || isASCII(label) {
		return label
	}
	var buf [4 + maxLabelLen + 1]byte
	return string(appendPunycode(append(buf[:0], "xn--"...), label))
}

// uLabelToASCII returns p.ToASCII(ul) for the non-ASCII label ul of a host
// that p maps, ul being as IDNA maps it (a U-label, or a label that
// IDNA leaves as it is and has judged already): for idna.Lookup, "xn--"
// and the Punycode of ul, which is what its ToASCII gives such a label,
// without a second pass of IDNA over it.
func uLabelToASCII(p *idna.Profile, ul string) (string, error) {
	if p != idna.Lookup || strings.IndexByte(ul, '.') >= 0 {
		return p.ToASCII(ul)
	}
	var buf [4 + maxLabelLen + 1]byte
	return string(appendPunycode(append(buf[:0], "xn--"...), ul)), nil
}

// decideDNSLabel returns the U-label of the A-label la, which IDNA maps
// the percent-decoded label dl to (or "", with the reason, when it has
// none), and the rules that keep it as its A-label.
func decideDNSLabel(h *spoofHost, dl, la string, scripts []*unicode.RangeTable) (string, findings) {
	if strings.IndexByte(la, '.') >= 0 {
		// A label separator look-alike (U+3002 and others, RFC 3490
		// §3.1) that IDNA reads as ".", so the label is two; "%2E" is
		// a dot written otherwise.
		for _, r := range dl {
			if isLabelSeparator(r) && r != '.' {
				return "", findings{{code: CodeSyntaxLookalike, r: r, msg: chkRuneName(r) + " looks like \".\" and IDNA reads it as one (3987bis-13 §5.1 c)"}}
			}
		}
		return la, nil
	}
	if !hasACEPrefix(la) {
		// Mapped to LDH (full-width or uppercase letters), or LDH once
		// IDNA deletes the invisible characters it ignores ("goo\u00adgle"
		// is google): shown as that name, the invisible character
		// reported.
		for _, r := range dl {
			if isIDNAIgnored(r) {
				return la, findings{{code: CodeInvisibleCharacter, r: r, msg: "host label " + quoteLookalike(dl, 64) + " holds the invisible " + chkRuneName(r) +
					", which IDNA deletes: the label is " + quoteLookalike(la, 64) + " (RFC 3987 §6.1 b; UTS #46 §4)"}}
			}
		}
		return la, nil
	}
	// la comes out of a mapping that mapHost has validated, A-labels
	// included (fakeALabelMapped): decoding it is enough.
	ul, ok := punycodeDecode(la[4:])
	if !ok {
		return "", findings{{code: CodeIDNInvalid, msg: "label " + quoteLookalike(la, 64) + " has no U-label form"}}
	}
	return ul, judgeULabel(h, ul, scripts, false)
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

// judgeULabel returns the rules that keep the U-label ul as its A-label,
// in the order of the host rules, or none; nfc says ul is known to be in
// NFC.
func judgeULabel(h *spoofHost, ul string, scripts []*unicode.RangeTable, nfc bool) findings {
	var f findings
	pre := labelText{ul: ul}
	// The character rules of the whole IRI first, as they name the
	// character more precisely; the caller's Scripts last, since a
	// spoofing rule says more than "cannot display".
	notShown := rune(-1)
	lf := scanLabel(ul)
	// Characters in the identifier profile are none of bidi controls,
	// spaces, invisible or unassigned: of the character rules only the
	// delimiter look-alikes and the caller's Scripts can apply.
	profile := lf.level < uts39.Unrestricted && len(scripts) == 0
	for _, r := range ul {
		if profile && lf.kinds&kindSyntax == 0 {
			break
		}
		if r < utf8.RuneSelf || r == chkZWNJ || r == chkZWJ {
			continue
		}
		if profile {
			if chkSyntaxLookalike(r) != 0 {
				f.addRune(CodeSyntaxLookalike, r, pre.String()+": "+charRuleMsg(CodeSyntaxLookalike, r))
			}
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
			f.addRune(code, r, pre.String()+": "+charRuleMsg(code, r))
		}
	}
	h.label(&f, ul, &pre, &lf)
	if notShown >= 0 {
		f.add(CodeNotDisplayable, pre.String()+": "+charRuleMsg(CodeNotDisplayable, notShown))
	}
	if !nfc && !isNormal(norm.NFC, ul) {
		f.add(CodeNotNFC, pre.String()+" is not in NFC (RFC 3987 §5.3.2.2)")
	}
	return f
}

// labelFacts sums up the characters of a U-label for the rules that judge
// it, from one pass over them (scanLabel): each rule reads this rather
// than decoding the label again, and a rule about a kind of character the
// label lacks is not run.
type labelFacts struct {
	level    uts39.Level // the restriction level (UTS #39 §5.2), the browser's Bopomofo allowed
	resolved uts39.Set   // the resolved script set (UTS #39 §5.1)
	runes    int         // the number of characters
	kinds    runeKind    // the kinds of its characters beyond ASCII
}

// runeKind is a kind of character beyond ASCII that some host rule is
// about, a bit each; most letters are of none.
type runeKind uint16

const (
	kindDeviation runeKind = 1 << iota // ZWNJ, ZWJ, ß, ς: IDNA_DEVIATION
	kindPunct                          // a look-alike of "-", "." or "'" (lookalikeOf), U+02BB, U+02BC, U+2019, or browserRemoved
	kindMark                           // a combining mark (Mn, Me)
	kindDigit                          // a decimal digit (Nd)
	kindTLDLetter                      // þ, ð, ə (tldLetters)
	kindMiddleDot                      // U+00B7
	kindKana                           // the kana of hasKanaException
	kindDiacritic                      // a mark of U+0300-U+0339 (hasDiacriticMark)
	kindDigitLike                      // a digit look-alike (browserDigitLookalikes)
	kindCJK                            // a character of cjkSlashLike or cjkLatinLike
	kindSyntax                         // a delimiter look-alike (chkSyntaxLookalike)
	// A combining mark after a mark, after a character that NFD
	// decomposes or after one of a combining class other than 0 (NFD
	// may reorder the marks around it); one that NFD decomposes; or
	// U+0307: the marks that combiningMarkRule can judge, since no
	// character's NFD alone holds a mark twice in a row, more than four
	// marks or a dot above on i, j or l (TestSpoofMarkKinds). Set by
	// scanLabel, which sees the character before.
	kindMarkAfterMark
	kindDecomposes // a combining mark that NFD decomposes (U+0340, U+0344, U+0F73, ...)
)

// kindsOf returns the kinds of the character r beyond ASCII.
func kindsOf(r rune) runeKind {
	var k runeKind
	switch r {
	case chkZWNJ, chkZWJ, 'ß', 'ς':
		k |= kindDeviation
	case 0x02BB, 0x02BC, 0x2019:
		k |= kindPunct
	case 0x00B7:
		k |= kindMiddleDot
	}
	if lookalikeOf(r) != 0 || browserRemoved(r) {
		k |= kindPunct
	}
	if unicode.In(r, unicode.Mn, unicode.Me) {
		k |= kindMark
		if len(norm.NFD.PropertiesString(string(r)).Decomposition()) > 0 {
			k |= kindDecomposes
		}
	}
	if unicode.Is(unicode.Nd, r) {
		k |= kindDigit
	}
	if tldLetters(r) != "" {
		k |= kindTLDLetter
	}
	if hasKanaException(string(r)) {
		k |= kindKana
	}
	if hasDiacriticMark(string(r)) {
		k |= kindDiacritic
	}
	if strings.ContainsRune(browserDigitLookalikes, r) {
		k |= kindDigitLike
	}
	if strings.ContainsRune(cjkSlashLike, r) || strings.ContainsRune(cjkLatinLike, r) {
		k |= kindCJK
	}
	if chkSyntaxLookalike(r) != 0 {
		k |= kindSyntax
	}
	return k
}

// runeKinds holds kindsOf for the characters of the BMP, so that
// scanLabel finds a character's kinds with two loads: a bitmap of the
// characters of no kind, which most letters are, and the kinds of the
// others, in code point order, found by their rank in the bitmap.
type runeKinds struct {
	none  [0x10000 / 64]uint64 // a bit for each character of no kind (ASCII included)
	first [0x10000 / 64]uint16 // the index in kinds of the first character of each word of none with a kind
	kinds []runeKind
}

// of returns kindsOf(r).
func (t *runeKinds) of(r rune) runeKind {
	if r >= 0x10000 {
		return kindsOf(r)
	}
	w, bit := t.none[r>>6], uint64(1)<<(r&63)
	if w&bit != 0 {
		return 0
	}
	return t.kinds[int(t.first[r>>6])+bits.OnesCount64(^w&(bit-1))]
}

// kindTable returns the runeKinds, built on first use: the bitmap from
// the lists and tables that kindsOf reads, then kindsOf of each
// character the bitmap leaves (TestSpoofLabelKinds).
var kindTable = sync.OnceValue(func() *runeKinds {
	t := new(runeKinds)
	for i := range t.none {
		t.none[i] = ^uint64(0)
	}
	clear := func(r rune) {
		if utf8.RuneSelf <= r && r < 0x10000 {
			t.none[r>>6] &^= 1 << (r & 63)
		}
	}
	clearRange := func(lo, hi, stride rune) {
		for r := lo; r <= hi && r < 0x10000; r += stride {
			clear(r)
		}
	}
	for _, c := range []rune{chkZWNJ, chkZWJ, 'ß', 'ς', 0x02BB, 0x02BC, 0x2019, 0x00B7, 'þ', 'ð', 'ə', 0x0338, 0x058A, 0x2010, 0x2027, 0x30A0, 0x02EC, 0x0138} {
		clear(c)
	}
	for _, rs := range punctLookalikes() {
		for _, r := range rs {
			clear(r)
		}
	}
	for _, rg := range [...][2]rune{{0x01CD, 0x01DC}, {0x1C80, 0x1C8F}, {0x1E00, 0x1E9B}, {0x1F00, 0x1FFF}, {0xA640, 0xA69F}, {0xA720, 0xA7FF},
		{0x3078, 0x307A}, {0x30D8, 0x30DA}, {0x30FB, 0x30FE}} {
		clearRange(rg[0], rg[1], 1)
	}
	for _, tab := range []*unicode.RangeTable{unicode.Mn, unicode.Me, unicode.Nd} {
		for _, rg := range tab.R16 {
			clearRange(rune(rg.Lo), rune(rg.Hi), rune(rg.Stride))
		}
	}
	for _, r := range browserDigitLookalikes + cjkSlashLike + cjkLatinLike {
		clear(r)
	}
	for r := rune(utf8.RuneSelf); r < 0x10000; r++ {
		if chkSyntaxLookalike(r) != 0 {
			clear(r)
		}
	}
	for w := range t.none {
		t.first[w] = uint16(len(t.kinds))
		for rest := ^t.none[w]; rest != 0; rest &= rest - 1 {
			t.kinds = append(t.kinds, kindsOf(rune(w<<6+bits.TrailingZeros64(rest))))
		}
	}
	return t
})

// decomposesOrCombines reports whether NFD decomposes the first character
// of s, or it combines (canonical combining class other than 0), so that
// NFD may reorder the marks after it.
func decomposesOrCombines(s string) bool {
	p := norm.NFD.PropertiesString(s)
	return len(p.Decomposition()) > 0 || p.CCC() != 0
}

// scanLabel sums up the characters of the label ul in one pass.
func scanLabel(ul string) labelFacts {
	lf := labelFacts{level: uts39.ASCIIOnly, resolved: uts39.All}
	if isASCII(ul) {
		lf.runes = len(ul)
		return lf
	}
	t := kindTable()
	inProfile := true
	var a uts39.Analysis
	prev, prevK := 0, runeKind(0) // the offset and the kinds of the character before
	for i, r := range ul {
		lf.runes++
		if !a.Add(r) && !browserAllowed(r) {
			inProfile = false
		}
		k := t.of(r)
		if k&kindMark != 0 && (r == 0x0307 || k&kindDecomposes != 0 || prevK&kindMark != 0 ||
			i > 0 && decomposesOrCombines(ul[prev:i])) {
			k |= kindMarkAfterMark
		}
		lf.kinds |= k
		prev, prevK = i, k
	}
	lf.resolved, lf.level = a.Resolved(), a.Level(ul, inProfile)
	return lf
}

// charDisplayRule returns the code of the rule that keeps the non-ASCII
// character r from being shown, or 0; ZWNJ and ZWJ are decided in their
// context. scripts is DisplayOptions.Scripts.
func charDisplayRule(r rune, scripts []*unicode.RangeTable) Code {
	switch {
	case isPlainLetter(r):
		if len(scripts) > 0 && !unicode.In(r, scripts...) && !unicode.In(r, unicode.Common, unicode.Inherited) {
			return CodeNotDisplayable
		}
		return 0
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
// "Latin and Cyrillic". A character of several scripts (Script_Extensions,
// as U+0301's Cherokee, Coptic, Cyrillic, Greek, Latin, ...) counts for
// one already named if it has one, else for Latin if it has it, else for
// the first of them: a mark on a Hebrew letter reads "Hebrew and Latin",
// not "Hebrew and Cherokee".
func scriptsInOrder(s string) string {
	var seen uts39.Set
	var list []string
	for _, r := range s {
		_, sc := uts39.Lookup(r)
		sc = sc.Without(uts39.Bit(uts39.ScHanb)).Without(uts39.Bit(uts39.ScJpan)).Without(uts39.Bit(uts39.ScKore))
		if sc.And(seen) != (uts39.Set{}) {
			continue
		}
		pick := -1
		if sc.Has(uts39.ScLatn) {
			pick = uts39.ScLatn
		} else {
			for i := range uts39.ScriptNames {
				if sc.Has(i) {
					pick = i
					break
				}
			}
		}
		if pick >= 0 {
			seen = seen.Or(uts39.Bit(pick))
			list = append(list, uts39.ScriptNames[pick])
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
