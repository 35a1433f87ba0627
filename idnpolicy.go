package iri

// The IDN display policy of a browser where it goes beyond UTS #39: the
// rules of Chromium's components/url_formatter/spoof_checks/
// (idn_spoof_checker.cc, skeleton_generator.cc), learned from its code and
// comments and written anew. Where the browser and UTS #39 disagree, the
// host decision follows the browser: a label of one script is judged by the
// browser's per-script sets of Latin look-alikes, not by confusables.txt's
// whole-script test.

import (
	"slices"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"

	"github.com/go-iri/iri/internal/uts39"
)

// browserRemoved reports whether the browser leaves r out of the
// characters it shows in a label, though UTS #39 allows it
// (Identifier_Status=Allowed): U+0338, which reads as "/"; the
// Armenian hyphen U+058A, U+2010 HYPHEN and U+2027 HYPHENATION POINT,
// which read as "-" or "·"; U+30A0; U+02EC; the historic letter kra
// U+0138; and the rarely used blocks Latin Extended-B's Pinyin letters,
// Cyrillic Extended-B and -C, Latin Extended Additional up to U+1E9B,
// Greek Extended and Latin Extended-D (its ligatures ꜳ, ꝏ, ...). The
// apostrophe look-alikes it removes (U+02BB, U+02BC, U+2019) are
// APOSTROPHE_LOOKALIKE's.
func browserRemoved(r rune) bool {
	switch r {
	case 0x0338, 0x058A, 0x2010, 0x2027, 0x30A0, 0x02EC, 0x0138:
		return true
	}
	return 0x01CD <= r && r <= 0x01DC || 0x1C80 <= r && r <= 0x1C8F || 0x1E00 <= r && r <= 0x1E9B ||
		0x1F00 <= r && r <= 0x1FFF || 0xA640 <= r && r <= 0xA69F || 0xA720 <= r && r <= 0xA7FF
}

// browserAllowed reports whether the browser shows r in labels though
// UTS #39's data of Unicode 17.0.0 leaves it out of the identifier
// profile: the Bopomofo letters (U+3105-U+312F, U+31A0-U+31BF), which
// that data makes Limited_Use and the browser's ICU data still allows, so
// that Chinese names of Han with Bopomofo show under .tw. Here the host
// decision follows the browser.
func browserAllowed(r rune) bool {
	return 0x3105 <= r && r <= 0x312F || 0x31A0 <= r && r <= 0x31BF
}

// isApostropheLookalike reports whether r, whose prototype in
// confusables.txt is "'", reads as an apostrophe in a label: a modifier
// letter, punctuation or a symbol, not the letter of a script (Hebrew
// yod) nor the Hebrew geresh and gershayim, which the browser keeps for
// Hebrew names. The browser removes U+02BB MODIFIER LETTER TURNED COMMA,
// U+02BC MODIFIER LETTER APOSTROPHE and U+2019 RIGHT SINGLE QUOTATION
// MARK whatever their prototype.
func isApostropheLookalike(r rune) bool {
	if r == 0x05F3 || r == 0x05F4 {
		return false
	}
	return !unicode.In(r, unicode.Lo, unicode.Lu, unicode.Ll, unicode.Mn, unicode.Mc)
}

// lookalikeOf returns '-', '.' or '\” when confusables.txt gives r that
// prototype ("”" counting as '\”), else 0.
func lookalikeOf(r rune) rune {
	t := punctLookalikes()
	for _, c := range [...]rune{'-', '.', '\''} {
		if _, ok := slices.BinarySearch(t[c], r); ok {
			return c
		}
	}
	return 0
}

// punctLookalikes returns, by prototype, the sorted characters beyond
// ASCII whose prototype is "-", "." or "'": built once, on first use.
var punctLookalikes = sync.OnceValue(func() map[rune][]rune {
	apos := append(uts39.ConfusablesOf("'"), uts39.ConfusablesOf("''")...)
	slices.Sort(apos)
	return map[rune][]rune{'-': uts39.ConfusablesOf("-"), '.': uts39.ConfusablesOf("."), '\'': apos}
})

// browserWholeScript lists, for the scripts whose letters read as Latin
// ones, the letters that do, and the top-level domains under which a
// label of them is at home (besides a TLD written in the script): a label
// whose letters of the script are all look-alikes is shown as its A-label
// elsewhere ("сю.com" reads as "cю"... as "co"). The Thai set is the
// larger of the browser's two, the one of its Linux fonts.
var browserWholeScript = [...]struct {
	sc         int // the script's bit in a uts39.Set
	script     *unicode.RangeTable
	lookalikes string
	tlds       string
}{
	{uts39.ScArmn, unicode.Armenian, "ագզէլհյոսւօՙ", "am"},
	{uts39.ScCyrl, unicode.Cyrillic, "аысԁеԍһіюкјӏорԗԛѕтԝхуъьҽпгѵѡ", "bg,by,kz,pyc,ru,su,ua,uz"},
	{uts39.ScEthi, unicode.Ethiopic, "ሀሠሰስበነተከዐዕዘጠፐꬅ", "er,et"},
	{uts39.ScGeor, unicode.Georgian, "იოყძხჽჿ", "ge"},
	{uts39.ScGrek, unicode.Greek, "αικνρυωηοτ", "gr"},
	{uts39.ScHebr, unicode.Hebrew, "דוחיןסװײ׳ﬦ", "il"},
	{uts39.ScBeng, unicode.Bengali, "০৭", ""},
	{uts39.ScDeva, unicode.Devanagari, "ऽ०ॱ", ""},
	{uts39.ScGujr, unicode.Gujarati, "ડટ૦૧", ""},
	{uts39.ScGuru, unicode.Gurmukhi, "੦੧", ""},
	{uts39.ScKnda, unicode.Kannada, "ಽ೦೧", ""},
	{uts39.ScMlym, unicode.Malayalam, "ടഠധനറ൦", ""},
	{uts39.ScOrya, unicode.Oriya, "ଠ୦୮", ""},
	{uts39.ScTaml, unicode.Tamil, "டப௦", ""},
	{uts39.ScTelu, unicode.Telugu, "౦౧", ""},
	{uts39.ScMymr, unicode.Myanmar, "ခဂငထပဝ၀၂ၔၜ\u1090\u1091\u1095\u1096\u1097", "mm"},
	{uts39.ScThai, unicode.Thai, "ทนบพรหเแ๐ดลปฟม", "th"},
}

// wholeScriptSet holds the scripts of browserWholeScript.
var wholeScriptSet = func() (s uts39.Set) {
	for _, w := range browserWholeScript {
		s = s.Or(uts39.Bit(w.sc))
	}
	return s
}()

// browserAllowedWords are common Cyrillic words made of Latin look-alikes
// that the browser shows anyway: they read as no Latin word.
const browserAllowedWords = ",секс,как,коса,курс,парк,такий,укроп,сахарок,покраска,театр,астро,пхукет,"

// wholeScriptLookalike returns the name of the script, if any, whose
// letters in the label ul are all Latin look-alikes by the browser's sets,
// under a top-level domain (tld, its U-label tldU) that is not at home for
// the script; resolved is the label's resolved script set (UTS #39 §5.1).
func wholeScriptLookalike(ul, tld, tldU string, resolved uts39.Set) (string, bool) {
	if resolved.And(wholeScriptSet).Empty() {
		return "", false // most labels: none of the scripts of the table
	}
	for i := range browserWholeScript {
		w := &browserWholeScript[i]
		if !resolved.Has(w.sc) {
			continue // none of the label's letters is of the script
		}
		// The look-alikes are letters of the script (TestWholeScriptSets):
		// a letter of them counts, and the first other letter of the
		// script ends the test, most often at the label's first letters.
		n := 0
		all := true
		for _, r := range ul {
			if r < utf8.RuneSelf {
				continue
			}
			if strings.ContainsRune(w.lookalikes, r) {
				n++
			} else if unicode.Is(w.script, r) {
				all = false
				break
			}
		}
		if n == 0 || !all {
			continue
		}
		// The allowed words are looked for only here, in the rare label
		// whose letters are all look-alikes.
		if i := strings.Index(browserAllowedWords, ul); i > 0 && browserAllowedWords[i-1] == ',' &&
			i+len(ul) < len(browserAllowedWords) && browserAllowedWords[i+len(ul)] == ',' {
			return "", false
		}
		if strings.Contains(","+w.tlds+",", ","+tld+",") {
			continue
		}
		home := false
		for _, r := range tldU {
			home = home || unicode.Is(w.script, r)
		}
		if !home {
			return scriptName(w.script), true
		}
	}
	return "", false
}

// scriptName returns the name of the script table t in package unicode.
func scriptName(t *unicode.RangeTable) string {
	for name, s := range unicode.Scripts {
		if s == t {
			return name
		}
	}
	return "?"
}

// browserDigitLookalikes are letters and digits of other scripts that
// read as ASCII digits: a label made of them and ASCII digits alone reads
// as a number.
const browserDigitLookalikes = "θ२২੨૨೩೭շзҙӡउওਤ੩૩౩ဒვპੜკ੫丩ㄐճ৪੪୫૭୨౨"

// digitLookalike reports whether the label is made of ASCII digits and
// digit look-alikes, one of them at least, and returns that one.
func digitLookalike(ul string) (rune, bool) {
	found := rune(-1)
	for _, r := range ul {
		switch {
		case '0' <= r && r <= '9':
		case strings.ContainsRune(browserDigitLookalikes, r):
			if found < 0 {
				found = r
			}
		default:
			return 0, false
		}
	}
	return found, found >= 0
}

// hasKanaException reports whether s holds one of the kana the browser's
// patterns judge in context: へ べ ぺ, ヘ ベ ペ, and ・ ー ヽ ヾ.
func hasKanaException(s string) bool {
	for _, r := range s {
		if 0x3078 <= r && r <= 0x307A || 0x30D8 <= r && r <= 0x30DA || 0x30FB <= r && r <= 0x30FE {
			return true
		}
	}
	return false
}

// hasDiacriticMark reports whether s holds a combining mark of
// U+0300-U+0339, the diacritics the browser allows.
func hasDiacriticMark(s string) bool {
	for _, r := range s {
		if 0x0300 <= r && r <= 0x0339 {
			return true
		}
	}
	return false
}

// scx reports whether r's Script_Extensions hold the script i.
func scx(r rune, i int) bool {
	_, s := uts39.Lookup(r)
	return s.Has(i)
}

// isJapanese reports whether r is kana or Han by Script_Extensions, as the
// browser's patterns read "Japanese".
func isJapanese(r rune) bool {
	_, s := uts39.Lookup(r)
	return s.Has(uts39.ScKana) || s.Has(uts39.ScHira) || s.Has(uts39.ScHani)
}

// isCJK reports whether r is kana, Han or Bopomofo by Script_Extensions.
func isCJK(r rune) bool {
	_, s := uts39.Lookup(r)
	return s.Has(uts39.ScKana) || s.Has(uts39.ScHira) || s.Has(uts39.ScHani) || s.Has(uts39.ScBopo)
}

// cjkSlashLike are kana and Han that read as "/" or "\" between
// characters that are not Japanese: ノ ン ソ ゾ 丶 乀 乁 丿.
const cjkSlashLike = "ノンソゾ丶乀乁丿"

// cjkLatinLike are Han, Bopomofo and Kangxi-radical forms that read as a
// Latin letter, a digit or punctuation next to a character that is not
// CJK: 一 ㄧ 丨 乛 七 丅 十 〇 ㄒ ㄚ ㄟ ㄨ ㄩ ㄈ ㆺ ㆳ 工 ㆲ 讠 丁 丶 亅 二 亠 冖 宀 巛.
const cjkLatinLike = "一ㄧ丨乛七丅十〇ㄒㄚㄟㄨㄩㄈㆺㆳ工ㆲ讠丁丶亅二亠冖宀巛"

// cjkLookalike returns a kana or Han character of the label that reads as
// Latin or as "/" next to characters that are not CJK, by the browser's
// patterns: one of cjkSlashLike between two characters that are not
// Japanese, or one of cjkLatinLike beside a character that is not CJK.
func cjkLookalike(s string) (rune, string, bool) {
	rs := []rune(s)
	for i, r := range rs {
		if strings.ContainsRune(cjkSlashLike, r) && i > 0 && i+1 < len(rs) && !isJapanese(rs[i-1]) && !isJapanese(rs[i+1]) {
			return r, "/", true
		}
		if strings.ContainsRune(cjkLatinLike, r) && (i > 0 && !isCJK(rs[i-1]) || i+1 < len(rs) && !isCJK(rs[i+1])) {
			return r, cjkReadingOf(r), true
		}
	}
	return 0, "", false
}

// cjkReadingOf says what a character of cjkLatinLike reads as.
func cjkReadingOf(r rune) string {
	if p, ok := browserExtraSkeleton[r]; ok {
		return p
	}
	switch r {
	case '一', '乛', 'ㄧ':
		return "-"
	case '〇':
		return "o"
	case '丨', '亅':
		return "l"
	case '十':
		return "+"
	case '二':
		return "="
	case 'ㄒ', '丅':
		return "T"
	}
	if p, ok := uts39.Prototype(r); ok && isASCII(p) {
		return p
	}
	return "a Latin letter"
}

// kanaMarkRule returns why the kana marks or kana of s are out of their
// context, or "": ヽ and ヾ not after katakana, ー not after kana, ・ beside
// a Latin letter, the voiced sound marks U+3099 and U+309A, and へ べ ぺ in
// an otherwise katakana label or ヘ ベ ペ in an otherwise hiragana one,
// which look the same in the two scripts.
func kanaMarkRule(s string) string {
	rs := []rune(s)
	for i, r := range rs {
		prev := rune(-1)
		if i > 0 {
			prev = rs[i-1]
		}
		next := rune(-1)
		if i+1 < len(rs) {
			next = rs[i+1]
		}
		switch {
		case (r == 0x30FD || r == 0x30FE) && (prev < 0 || !scx(prev, uts39.ScKana)):
			return "the katakana iteration mark " + chkRuneName(r) + " not after katakana"
		case r == 0x30FC && (prev < 0 || !scx(prev, uts39.ScKana) && !scx(prev, uts39.ScHira)):
			return "the prolonged sound mark " + chkRuneName(r) + " not after kana"
		case r == 0x30FB && ('a' <= prev && prev <= 'z' || 'a' <= next && next <= 'z'):
			return "the katakana middle dot " + chkRuneName(r) + " beside a Latin letter"
		case r == 0x3099 || r == 0x309A:
			return "the combining kana sound mark " + chkRuneName(r)
		}
	}
	if len(rs) >= 3 {
		for i := 1; i+1 < len(rs); i++ {
			r := rs[i]
			if 0x3078 <= r && r <= 0x307A && allScript(rs[:i], uts39.ScKana) && allScript(rs[i+1:], uts39.ScKana) {
				return "the hiragana " + chkRuneName(r) + ", which looks like its katakana twin, in a katakana label"
			}
			if 0x30D8 <= r && r <= 0x30DA && allScript(rs[:i], uts39.ScHira) && allScript(rs[i+1:], uts39.ScHira) {
				return "the katakana " + chkRuneName(r) + ", which looks like its hiragana twin, in a hiragana label"
			}
		}
	}
	return ""
}

// allScript reports whether every character of rs has the script i in
// its Script_Extensions.
func allScript(rs []rune, i int) bool {
	for _, r := range rs {
		if !scx(r, i) {
			return false
		}
	}
	return true
}

// browserMarkRule returns why a combining diacritic of s is suspicious by
// the browser's patterns, or "": one after a character that is not
// Latin, Greek or Cyrillic, where it may hide, and one on the dotless ı,
// which then reads as i.
func browserMarkRule(s string) string {
	prev := rune(-1)
	for _, r := range s {
		if 0x0300 <= r && r <= 0x0339 && prev >= 0 {
			if prev == 'ı' {
				return "the combining mark " + chkRuneName(r) + " on the dotless " + chkRuneName(prev) + ", which then reads as i"
			}
			if !unicode.In(prev, unicode.Mn) && !scx(prev, uts39.ScLatn) && !scx(prev, uts39.ScGrek) && !scx(prev, uts39.ScCyrl) {
				return "the combining mark " + chkRuneName(r) + " after " + chkRuneName(prev) + ", which is not Latin, Greek or Cyrillic"
			}
		}
		prev = r
	}
	return ""
}

// nonASCIILatinMixed reports whether s holds a Latin letter beyond ASCII
// and a character outside Latin, Greek, Cyrillic, ASCII digits, ".", "_",
// "-" and the combining diacritics U+0300-U+0339: the browser shows
// accented Latin letters with another script only beside Greek and
// Cyrillic, whose mixing the restriction level judges already.
func nonASCIILatinMixed(s string) (rune, bool) {
	latin := rune(-1)
	other := false
	for _, r := range s {
		if r >= utf8.RuneSelf && unicode.Is(unicode.Latin, r) {
			if latin < 0 {
				latin = r
			}
			continue
		}
		if r < utf8.RuneSelf && (asciiClass[r]&(cAlpha|cDigit) != 0 || r == '.' || r == '_' || r == '-') ||
			0x0300 <= r && r <= 0x0339 || unicode.In(r, unicode.Latin, unicode.Greek, unicode.Cyrillic) {
			continue
		}
		other = true
	}
	return latin, latin >= 0 && other
}

// unsafeMiddleDot reports whether the label holds U+00B7 MIDDLE DOT other
// than between two "l" under .cat, the Catalan ela geminada (RFC 5892
// Appendix A.3).
func unsafeMiddleDot(ul, tld string) bool {
	for i := 0; i < len(ul); i++ {
		j := strings.Index(ul[i:], "·")
		if j < 0 {
			return false
		}
		j += i
		if tld != "cat" || j == 0 || j+2 >= len(ul) || ul[j-1] != 'l' || ul[j+2] != 'l' {
			return true
		}
		i = j + 1
	}
	return false
}

// browserExtraSkeleton supplements confusables.txt for the skeletons
// compared with protected names, as the browser's skeleton generator
// does: letters of Latin, Greek, Cyrillic, Thai, Lao, Myanmar, Georgian,
// Indic scripts and Han that read as a Latin letter or a digit, and dashes.
var browserExtraSkeleton = func() map[rune]string {
	m := map[rune]string{}
	for _, e := range [...]struct{ from, to string }{
		{"æӕ", "ae"}, {"ϼҏ", "p"}, {"ħнћңҥӈӊԋԧԩ", "h"}, {"ĸκкқҝҟҡӄԟ", "k"}, {"ŋпԥกח", "n"},
		{"ŧтҭԏ七丅丆丁", "t"}, {"ƅьҍвß", "b"}, {"ωшщพฟພຟ", "w"}, {"мӎ", "m"}, {"єҽҿၔ", "e"},
		{"ґ", "r"}, {"ғӻ", "f"}, {"ҫင", "c"}, {"ұ丫", "y"}, {"χҳӽӿ乂", "x"}, {"ԃძ", "d"},
		{"ԍဌ", "g"}, {"ടรຣຮ", "s"}, {"၂", "j"}, {"०০੦૦ଠ୦೦စ", "o"}, {"৭੧૧", "q"},
		{"บບ", "u"}, {"θ", "0"}, {"२২੨૨೩೭շ", "2"}, {"зҙӡउওਤ੩૩౩ဒვპੜკ", "3"},
		{"੫丩ㄐ", "4"}, {"ճ", "6"}, {"৪੪୫", "8"}, {"૭୨౨", "9"}, {"—一―⸺⸻", "-"},
	} {
		for _, r := range e.from {
			m[r] = e.to
		}
	}
	return m
}()

// browserMultiSkeleton are the letters that read as more than one thing,
// each reading tried: þ as b or p, œ as ce or oe, ł as l or t, ı as l or
// i.
var browserMultiSkeleton = map[rune][2]string{'þ': {"b", "p"}, 'œ': {"ce", "oe"}, 'ł': {"l", "t"}, 'ı': {"l", "i"}}

// browserReadings returns the readings of the host u (lowercase, U-labels)
// whose skeletons the browser compares with protected names: u with its
// Latin, Greek and Cyrillic diacritics read away when it is written in
// those scripts only, each letter of browserMultiSkeleton read each way
// (at most five of them, in hosts of at most 32 characters), and each
// reading mapped by browserExtraSkeleton, and once more with ӏ read as l.
func browserReadings(u string) []string {
	base := u
	if lgcOnly(u) {
		base = readLatinMarksAway(u)
	}
	// Each reading of the letters that read as two things, from the host
	// with its diacritics read away and, when that loses such a letter
	// (ł read as l), from the host as written.
	variants := multiReadings(base)
	if base != u && strings.ContainsFunc(u, func(r rune) bool { _, ok := browserMultiSkeleton[r]; return ok }) {
		variants = append(variants, multiReadings(u)...)
	}
	out := make([]string, 0, 2*len(variants))
	for _, v := range variants {
		var b strings.Builder
		changed := false
		for _, r := range v {
			if t, ok := browserExtraSkeleton[r]; ok {
				b.WriteString(t)
				changed = true
			} else {
				b.WriteRune(r)
			}
		}
		if changed {
			v = b.String()
		}
		out = append(out, v)
		if strings.ContainsRune(v, 'ӏ') {
			out = append(out, strings.ReplaceAll(v, "ӏ", "l"))
		}
	}
	return out
}

// multiReadings returns s with each letter of browserMultiSkeleton read
// each way (s itself among them), at most five such letters in an s of at
// most 32 characters; s alone otherwise.
func multiReadings(s string) []string {
	multi := 0
	for _, r := range s {
		if _, ok := browserMultiSkeleton[r]; ok {
			multi++
		}
	}
	if multi == 0 || multi > 5 || utf8.RuneCountInString(s) > 32 {
		return []string{s}
	}
	variants := []string{""}
	for _, r := range s {
		alts, ok := browserMultiSkeleton[r]
		next := make([]string, 0, 3*len(variants))
		for _, v := range variants {
			next = append(next, v+string(r))
			if ok {
				next = append(next, v+alts[0], v+alts[1])
			}
		}
		variants = next
	}
	return variants
}

// lgcOnly reports whether s is written in Latin, Greek, Cyrillic, ASCII
// digits, ".", "_", "-" and the diacritics U+0300-U+0339 only.
func lgcOnly(s string) bool {
	for _, r := range s {
		if r < utf8.RuneSelf {
			if asciiClass[r]&(cAlpha|cDigit) == 0 && r != '.' && r != '_' && r != '-' {
				return false
			}
			continue
		}
		if !(0x0300 <= r && r <= 0x0339) && !unicode.In(r, unicode.Latin, unicode.Greek, unicode.Cyrillic) {
			return false
		}
	}
	return true
}

// withoutSeparators returns s without its "." and "-".
func withoutSeparators(s string) string {
	if strings.IndexByte(s, '.') < 0 && strings.IndexByte(s, '-') < 0 {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] != '.' && s[i] != '-' {
			b.WriteByte(s[i])
		}
	}
	return b.String()
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
