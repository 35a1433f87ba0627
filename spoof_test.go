package iri

import (
	"slices"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"golang.org/x/net/idna"
	"golang.org/x/text/unicode/norm"

	"github.com/go-iri/iri/internal/uts39"
)

// spoofCases are the spoofing rules of the package doc's section
// "Display", a spoof and a legitimate name for each, each row citing the
// clause or the published browser policy it follows. code is the decision
// for the host (0: every label shown as it is or as its U-label).
var spoofCases = []struct {
	clause    string
	host      string
	protected []string
	code      Code
}{
	// UTS #39 §4, whole-script confusables: one script, read as another.
	{"UTS #39 §4 whole-script (Greek look-alikes of Cyrillic and Latin)", "ικα.com", nil, CodeWholeScriptConfusable},
	{"UTS #39 §4 whole-script (Greek, reads as \"kio\")", "κιο.com", nil, CodeWholeScriptConfusable},
	{"UTS #39 §4 whole-script: Greek β reads as ß, no ASCII name", "αβγ.com", nil, 0},
	{"UTS #39 §4 whole-script: Greek under a Greek TLD", "ικα.gr", nil, 0},
	{"UTS #39 §4 whole-script: a real Greek name", "ελληνικά.gr", nil, 0},
	{"UTS #39 §4 whole-script: a real Greek name under .com", "ελληνικά.com", nil, 0},
	{"UTS #39 §4 whole-script (Cyrillic, skeleton \"apple\")", "аррӏе.com", nil, CodeWholeScriptConfusable},
	{"UTS #39 §4 whole-script: Cyrillic under .ru", "аррӏе.ru", nil, 0},
	{"UTS #39 §4 whole-script: Cyrillic under .рф", "аррӏе.рф", nil, 0},
	{"UTS #39 §4 whole-script: a real Cyrillic name under .com", "москва.com", nil, 0},
	{"UTS #39 §4 whole-script (Armenian, skeleton \"nuio\")", "ոսւօ.com", nil, CodeWholeScriptConfusable},
	{"UTS #39 §4 whole-script: a real Armenian name", "հայաստան.com", nil, 0},
	{"UTS #39 §4 whole-script: Armenian under .am", "ոսւօ.am", nil, 0},
	// UTS #39 §4 and §5.3: digits that read as ASCII.
	{"Chromium IDN policy whole-script (Bengali 0 and 7 read as o and 9)", "০৭০৭.com", nil, CodeWholeScriptConfusable},
	{"Chromium IDN policy whole-script: Bengali has no TLD of its own there, .bd included", "০৭০৭.bd", nil, CodeWholeScriptConfusable},
	{"UTS #39 §4, §5.3 digit look-alikes: a real Bengali name", "বাংলা.com", nil, 0},
	{"UTS #39 §5 Gurmukhi zero is Uncommon_Use", "੦੧੦੧.com", nil, CodeIdentifierRestricted},
	// UTS #39 §5.3 mixed numbers.
	{"UTS #39 §5.3 mixed numbers (Devanagari and ASCII digits)", "क१2.com", nil, CodeMixedNumbers},
	{"UTS #39 §5.3 mixed numbers: one numbering system", "क१२.com", nil, 0},
	// UTS #39 §5.2 restriction levels from Script_Extensions.
	{"UTS #39 §5.2 Latin and Cyrillic", "pаypal.com", nil, CodeMixedScript},
	{"UTS #39 §5.2 Latin and Armenian (gօօgle)", "gօօgle.com", nil, CodeMixedScript},
	{"UTS #39 §5.2 Latin and Greek", "gοοgle.com", nil, CodeMixedScript},
	{"UTS #39 §5.2 Highly Restrictive: Latin with Japanese", "東京tokyo.com", nil, 0},
	{"UTS #39 §5.2 Highly Restrictive: Latin with Korean", "서울seoul.com", nil, 0},
	{"UTS #39 §5.1 Script_Extensions: Japanese kana and Han are one writing system", "日本語テスト.jp", nil, 0},
	// UTS #39 §5 identifier profile: Identifier_Status=Allowed.
	{"UTS #39 §5 profile: a symbol", "♥.com", nil, CodeIdentifierRestricted},
	{"UTS #39 §5 profile: Cyrillic qa is Obsolete", "ԛԛ.com", nil, CodeIdentifierRestricted},
	{"UTS #39 §5 profile: Georgian ჽ is Uncommon_Use", "ჽჿხ.com", nil, CodeIdentifierRestricted},
	{"UTS #39 §5 profile: Yi is Limited_Use", "ꆈꌠ.com", nil, CodeIdentifierRestricted},
	{"UTS #39 §5 profile: Tifinagh is Limited_Use", "ⵜⴰⵎⴰⵣⵉⵖⵜ.com", nil, CodeIdentifierRestricted},
	{"UTS #39 §5 profile: Canadian Syllabics are Limited_Use", "ᓀᐦᐃᔭᐍᐏᐣ.ca", nil, CodeIdentifierRestricted},
	{"UTS #39 §5 profile: Vai is Limited_Use", "ꕙꔤ.com", nil, CodeIdentifierRestricted},
	{"UTS #39 §5 profile: Cherokee is Limited_Use", "ꮳꮃꭹ.com", nil, CodeIdentifierRestricted},
	{"UTS #39 §5 profile: Latin with diacritics is Recommended", "café.com", nil, 0},
	{"UTS #39 §5 profile: German", "bücher.com", nil, 0},
	{"UTS #39 §5 profile: Swedish", "färgbolaget.com", nil, 0},
	{"UTS #39 §5 profile: Chinese", "中文.com", nil, 0},
	{"UTS #39 §5 profile: Korean", "한국어.com", nil, 0},
	{"UTS #39 §5 profile: Hebrew", "עברית.com", nil, 0},
	{"UTS #39 §5 profile: Arabic", "العربية.com", nil, 0},
	{"UTS #39 §5 profile: Devanagari", "हिन्दी.com", nil, 0},
	{"UTS #39 §5 profile: Thai", "ไทย.com", nil, 0},
	// UTS #46 §1.3.2 deviations (Chromium, Firefox: punycode).
	{"UTS #46 §1.3.2 ß outside German-speaking TLDs", "youtuße.com", nil, CodeIDNADeviation},
	{"UTS #46 §1.3.2 ß under .de", "straße.de", nil, 0},
	{"UTS #46 §1.3.2 final sigma outside Greek TLDs", "σοφός.com", nil, CodeIDNADeviation},
	{"UTS #46 §1.3.2 final sigma under .gr", "σοφός.gr", nil, 0},
	{"UTS #46 §1.3.2 ZWNJ, even in its valid context", "می\u200cخواهم.ir", nil, CodeIDNADeviation},
	{"UTS #46 §1.3.2 the same name without ZWNJ", "میخواهم.ir", nil, 0},
	// Letters that only some TLDs' languages write (Chromium's policy).
	{"Chromium IDN policy: þ outside .is", "þorp.com", nil, CodeLetterOutsideTLD},
	{"Chromium IDN policy: þ under .is", "þorp.is", nil, 0},
	{"Chromium IDN policy: ð outside .is and .fo", "garðar.com", nil, CodeLetterOutsideTLD},
	{"Chromium IDN policy: ð under .fo", "garðar.fo", nil, 0},
	{"Chromium IDN policy: ə outside .az", "ərzaq.com", nil, CodeLetterOutsideTLD},
	{"Chromium IDN policy: ə under .az", "ərzaq.az", nil, 0},
	// UTS #39 §4: a Latin label with the skeleton of an ASCII one.
	{"UTS #39 §4 a Latin label that reads as ASCII is a real name unless protected", "mısır.com", nil, 0},
	{"UTS #39 §4 a Latin ligature is no look-alike", "grækenland.com", nil, 0},
	{"UTS #39 §4 protected: dotless i reads as i", "ıbm.com", []string{"ibm.com"}, CodeProtectedNameLookalike},
	{"UTS #39 §4 whole-script: Cyrillic that reads as Greek under .gr", "ѕсоре.gr", nil, CodeWholeScriptConfusable},
	{"Chromium IDN policy whole-script: Cyrillic т, а, р all read as Latin", "татар.com", nil, CodeWholeScriptConfusable},
	{"Chromium IDN policy whole-script: a Cyrillic word with a letter that reads as no Latin one", "жизнь.com", nil, 0},
	{"Chromium IDN policy whole-script: Hebrew letters that read as Latin", "יוון.com", nil, CodeWholeScriptConfusable},
	{"Chromium IDN policy whole-script: Hebrew under .il", "יוון.il", nil, 0},
	// UTS #39 §4: look-alikes of "-" and ".".
	{"UTS #39 §4 hyphen look-alike", "ex\u2010ample.com", nil, CodeHyphenLookalike},
	{"UTS #39 §4 hyphen look-alike: ASCII hyphen", "ex-ample.com", nil, 0},
	{"UTS #39 §4 dot look-alike (Lisu tone mya ti)", "ꓸexample.com", nil, CodeSyntaxLookalike},
	{"UTS #39 §4 dot look-alike: Catalan middle dot between l's", "col·legi.cat", nil, 0},
	// Kana and Han next to Latin (Chromium's policy).
	{"Chromium IDN policy: katakana no reads as \"/\"", "aノb.com", nil, CodeCJKLookalike},
	{"Chromium IDN policy: ideograph one reads as \"-\"", "a一b.com", nil, CodeCJKLookalike},
	{"Chromium IDN policy: prolonged sound mark next to Latin", "aー.com", nil, CodeKanaMark},
	{"Chromium IDN policy: kana among kana", "ソニー.com", nil, 0},
	{"Chromium IDN policy: ideograph one among Han", "一番.com", nil, 0},
	{"UTS #39 §4 mixed-script confusable: Han zeros in Latin", "g〇〇gle.com", nil, CodeMixedScriptConfusable},
	// UTS #39 §5.4 combining marks.
	{"UTS #39 §5.4 a dot above hidden by i", "ali\u0307.com", nil, CodeCombiningMark},
	{"UTS #39 §5.4 a mark twice", "a\u0301\u0301.com", nil, CodeCombiningMark},
	{"Chromium IDN policy: a combining kana sound mark", "a\u3099.com", nil, CodeKanaMark},
	{"UTS #39 §5.4 two different marks (Vietnamese)", "tiếng.vn", nil, 0},
	// Names the caller protects (UTS #39 §4 skeletons).
	{"UTS #39 §4 protected: Latin diacritic", "fóo.com", []string{"foo.com"}, CodeProtectedNameLookalike},
	{"UTS #39 §4 protected: not protected, shown", "fóo.com", nil, 0},
	{"UTS #39 §4 protected: the name itself", "foo.com", []string{"foo.com"}, 0},
	{"UTS #39 §4 protected: a host under the name", "www.foo.com", []string{"foo.com"}, 0},
	{"UTS #39 §4 protected: Latin parts around Han", "google丁com.com", []string{"google.com"}, CodeProtectedNameLookalike},
	{"Chromium IDN policy: Han 丁 reads as t next to Latin", "google丁com.com", nil, CodeCJKLookalike},
	{"UTS #39 §4 protected: an ASCII look-alike, reported", "paypa1.com", []string{"paypal.com"}, CodeProtectedNameLookalike},
	{"UTS #39 §4 protected: stroke letter", "ħello.com", []string{"hello.com"}, CodeProtectedNameLookalike},
	{"UTS #39 §4 protected: a U-label name", "bücher.com", []string{"bücher.com"}, 0},
	// Chromium IDN policy (components/url_formatter/spoof_checks/
	// idn_spoof_checker.cc, skeleton_generator.cc): a spoof and a
	// legitimate name for each rule.
	{"Chromium IDN policy: apostrophe look-alike", "don\u02bct.com", nil, CodeApostropheLookalike},
	{"Chromium IDN policy: Hebrew geresh in a Hebrew name", "\u05e6\u05f3\u05d9\u05e4\u05e1.co.il", nil, 0},
	{"Chromium IDN policy: middle dot outside .cat", "a\u00b7b.com", nil, CodeMiddleDot},
	{"Chromium IDN policy: ela geminada outside .cat", "col\u00b7legi.com", nil, CodeMiddleDot},
	{"Chromium IDN policy: accented Latin beside Han", "caf\u00e9\u65e5\u672c.com", nil, CodeNonASCIILatinMixed},
	{"Chromium IDN policy: ASCII Latin beside Han", "cafe\u65e5\u672c.com", nil, 0},
	{"Chromium IDN policy: katakana iteration mark after Latin", "a\u30fd.com", nil, CodeKanaMark},
	{"Chromium IDN policy: katakana iteration mark after katakana", "\u30b3\u30fd.jp", nil, 0},
	{"Chromium IDN policy: hiragana he in a katakana label", "\u30ab\u3078\u30ab.com", nil, CodeKanaMark},
	{"Chromium IDN policy: katakana he in a katakana label", "\u30d8\u30eb\u30d7.com", nil, 0},
	{"Chromium IDN policy: katakana middle dot beside Latin", "a\u30fbb.com", nil, CodeKanaMark},
	{"Chromium IDN policy: katakana middle dot between katakana", "\u30bd\u30cb\u30fc\u30fb\u30b9\u30c8\u30a2.jp", nil, 0},
	{"Chromium IDN policy: Bopomofo that reads as T beside Latin", "a\u3112b.com", nil, CodeCJKLookalike},
	{"Chromium IDN policy: Bopomofo with Han under .tw", "\u6ce8\u97f3\u3105\u3106\u3107.tw", nil, 0},
	{"Chromium IDN policy: Han that reads as \"工\" I beside Latin", "a\u5de5b.com", nil, CodeCJKLookalike},
	{"Chromium IDN policy: Han beside digits", "\u4e2d\u56fd2024.com", nil, 0},
	{"Chromium IDN policy whole-script: Georgian letters that read as Latin", "\u10d8\u10dd.com", nil, CodeWholeScriptConfusable},
	{"Chromium IDN policy whole-script: Georgian under .ge", "\u10d8\u10dd.ge", nil, 0},
	{"Chromium IDN policy whole-script: a Georgian word", "\u10e1\u10d0\u10e5\u10d0\u10e0\u10d7\u10d5\u10d4\u10da\u10dd.com", nil, 0},
	{"Chromium IDN policy whole-script: Myanmar letters that read as Latin", "\u1002\u1040.com", nil, CodeWholeScriptConfusable},
	{"Chromium IDN policy whole-script: Myanmar under .mm", "\u1002\u1040.mm", nil, 0},
	{"Chromium IDN policy whole-script: Thai letters that read as Latin", "\u0e17\u0e19.com", nil, CodeWholeScriptConfusable},
	{"Chromium IDN policy whole-script: a Thai word", "\u0e44\u0e17\u0e22.com", nil, 0},
	{"Chromium IDN policy whole-script: Ethiopic letters that read as Latin", "\u1200\u1220.com", nil, CodeWholeScriptConfusable},
	{"Chromium IDN policy whole-script: Ethiopic under .et", "\u1200\u1220.et", nil, 0},
	{"Chromium IDN policy whole-script: Cyrillic under a Cyrillic TLD", "\u0441\u044e.\u0440\u0444", nil, 0},
	{"Chromium IDN policy whole-script: Cyrillic under .com", "\u0441\u044e.com", nil, CodeWholeScriptConfusable},
	{"Chromium IDN policy whole-script: a common Cyrillic word", "\u043f\u0430\u0440\u043a.com", nil, 0},
	{"UTS #39 §5.3 mixed numbers: ASCII and Devanagari digits", "\u09282\u0968.com", nil, CodeMixedNumbers},
	{"Chromium IDN policy: digit look-alike with ASCII digits", "\u09683.com", nil, CodeDigitLookalike},
	{"Chromium IDN policy: Devanagari digits", "\u0967\u0968\u0969.com", nil, 0},
	{"Chromium IDN policy: thorn outside .is (also under .fo)", "\u00feorn.com", nil, CodeLetterOutsideTLD},
	{"Chromium IDN policy: thorn under .is", "\u00feorn.is", nil, 0},
	{"Chromium IDN policy: Latin Extended Additional left out", "\u1e01b.com", nil, CodeIdentifierRestricted},
	{"Chromium IDN policy: Vietnamese letters kept", "vi\u1ec7t.vn", nil, 0},
	{"Chromium IDN policy: a mark on the dotless i", "\u0131\u0301x.com", nil, CodeCombiningMark},
	{"Chromium IDN policy: the dotless i without a mark", "a\u00e7\u0131k.com", nil, 0},
	{"Chromium IDN policy: separators-removed skeleton", "goo-gl\u00e9.com", []string{"google.com"}, CodeProtectedNameLookalike},
	{"Chromium IDN policy: separators-removed skeleton, another name", "goo-gl\u00e9.com", []string{"example.com"}, 0},
	{"Chromium IDN policy: thorn read as p", "\u00feaypal.com", []string{"paypal.com"}, CodeProtectedNameLookalike},
	{"Chromium IDN policy: l with stroke read as t", "\u0142witter.com", []string{"twitter.com"}, CodeProtectedNameLookalike},
	{"Chromium IDN policy: l with stroke in a Polish name", "\u0142\u00f3d\u017a.pl", []string{"twitter.com"}, 0},
}

// protectedNames keys names by their skeletons, as a caller does.
func protectedNames(names []string) map[string]string {
	if len(names) == 0 {
		return nil
	}
	m := map[string]string{}
	for _, n := range names {
		m[Skeleton(n)] = n
		m[withoutSeparators(Skeleton(n))] = n
	}
	return m
}

// TestSpoofRules runs the host decision over spoofCases.
func TestSpoofRules(t *testing.T) {
	for _, tc := range spoofCases {
		s := "http://" + tc.host + "/"
		x, err := Parse(s)
		if err != nil {
			t.Errorf("%s: Parse(%q): %v", tc.clause, s, err)
			continue
		}
		hs, he := int(x.hostStart), int(x.hostEnd)
		a, err := (ToURIOptions{IDNA: true}).mapHost(x.s, hs, he)
		if err != nil {
			t.Errorf("%s: %q does not map: %v", tc.clause, tc.host, err)
			continue
		}
		ds, ok := decideDNSHost(nil, x.s, hs, he, a, "", &HostOptions{ProtectedNames: protectedNames(tc.protected)})
		if !ok {
			t.Errorf("%s: %q: no decision", tc.clause, tc.host)
			continue
		}
		var got []Code
		var shown []string
		for _, d := range ds {
			for _, f := range d.found {
				got = append(got, f.code)
				if !isASCII(x.s[d.start:d.end]) && !strings.HasPrefix(d.show, "xn--") {
					t.Errorf("%s: %q: label %q decided %v but shown as %q", tc.clause, tc.host, x.s[d.start:d.end], f.code, d.show)
				}
				if f.msg == "" {
					t.Errorf("%s: %q: %v without a message", tc.clause, tc.host, f.code)
				}
			}
			shown = append(shown, d.show)
		}
		if tc.code == 0 && len(got) > 0 || tc.code != 0 && !slices.Contains(got, tc.code) {
			t.Errorf("%s: %q decided %v, want %v (%+v)", tc.clause, tc.host, got, tc.code, ds)
		}
		if tc.code == 0 {
			if u, _ := idna.Lookup.ToUnicode(a); strings.Join(shown, ".") != u {
				t.Errorf("%s: %q shown as %q, want %q", tc.clause, tc.host, strings.Join(shown, "."), u)
			}
		}
	}
}

// TestASCIISkeleton: the skeleton of ASCII text, character by character,
// is Skeleton's (UTS #39 §4).
func TestASCIISkeleton(t *testing.T) {
	for c := 0; c < 128; c++ {
		for _, s := range []string{string(rune(c)), "a" + string(rune(c)) + "m.com"} {
			if got, want := asciiSkeleton(s), Skeleton(s); got != want {
				t.Errorf("asciiSkeleton(%q) = %q, Skeleton %q", s, got, want)
			}
		}
	}
}

// TestSkeleton: UTS #39 §4 skeletons of confusable strings are equal.
func TestSkeleton(t *testing.T) {
	for _, tc := range []struct{ a, b string }{
		{"paypal", "pаypal"}, // Cyrillic а
		{"apple", "аррӏе"},   // all Cyrillic
		{"ibm", "ıbm"},       // dotless i
		{"0909", "0909"},     // identical
		{"o9o9", "০৭০৭"},     // Bengali digits
		{"paypal", "paypa1"}, // digit one
		{"rn", "m"},          // r n reads as m
		{"a\u00ADb", "ab"},   // default ignorable
		{"é", "e\u0301"},     // NFD
		{"google.com", "gооgle.com"},
	} {
		if Skeleton(tc.a) != Skeleton(tc.b) {
			t.Errorf("UTS #39 §4: Skeleton(%q) = %q, Skeleton(%q) = %q, want equal", tc.a, Skeleton(tc.a), tc.b, Skeleton(tc.b))
		}
	}
	for _, tc := range []struct{ a, b string }{{"paypal", "paypa"}, {"é", "e"}, {"apple", "appie"}} {
		if Skeleton(tc.a) == Skeleton(tc.b) {
			t.Errorf("UTS #39 §4: Skeleton(%q) = Skeleton(%q) = %q, want different", tc.a, tc.b, Skeleton(tc.a))
		}
	}
}

// TestRestrictionLevel: UTS #39 §5.2 levels from Script_Extensions.
func TestRestrictionLevel(t *testing.T) {
	for _, tc := range []struct {
		s    string
		want uts39.Level
	}{
		{"example", uts39.ASCIIOnly},
		{"café", uts39.SingleScript},
		{"москва", uts39.SingleScript},
		{"日本語テスト", uts39.SingleScript}, // §5.1: Han and Katakana resolve to Japanese
		{"東京tokyo", uts39.HighlyRestrictive},
		{"서울seoul", uts39.HighlyRestrictive},
		{"ひー", uts39.SingleScript}, // U+30FC: Script_Extensions Hiragana and Katakana
		{"pаypal", uts39.MinimallyRestrictive},
		{"abcअ", uts39.ModeratelyRestrictive},
		{"a♥", uts39.Unrestricted},
	} {
		if got, _ := uts39.RestrictionLevel(tc.s); got != tc.want {
			t.Errorf("UTS #39 §5.2: level of %q = %v, want %v", tc.s, got, tc.want)
		}
	}
}

// TestULabelHyphen: RFC 5891 §4.2.3.1.
func TestULabelHyphen(t *testing.T) {
	for _, tc := range []struct {
		u   string
		at  int
		bad bool
	}{
		{"ру--авто", 4, true},
		{"-пример", 0, true},
		{"пример-", 12, true},
		{"ab--c", 2, true},
		{"при-мер", 0, false},
		{"пр-имер", 0, false},
		{"п--ример", 0, false},
		{"", 0, false},
	} {
		at, why, bad := uLabelHyphenFault(tc.u)
		if bad != tc.bad || bad && (at != tc.at || !strings.Contains(why, "RFC 5891 §4.2.3.1")) {
			t.Errorf("RFC 5891 §4.2.3.1: uLabelHyphenFault(%q) = %d, %q, %v; want %d, %v", tc.u, at, why, bad, tc.at, tc.bad)
		}
	}
}

// TestSpoofTables: the generated tables hold what the data files say, for
// a few characters of each property.
func TestSpoofTables(t *testing.T) {
	if uts39.Version != "17.0.0" {
		t.Errorf("tables of Unicode %s, want 17.0.0", uts39.Version)
	}
	for _, tc := range []struct {
		r       rune
		allowed bool
		script  int
	}{
		{'a', true, uts39.ScLatn}, {'а', true, uts39.ScCyrl}, {'α', true, uts39.ScGrek}, {'♥', false, -1},
		{'ԛ', false, uts39.ScCyrl}, {'日', true, uts39.ScHani}, {'テ', true, uts39.ScKana}, {'1', true, -1},
	} {
		allowed, sc := uts39.Lookup(tc.r)
		if allowed != tc.allowed || tc.script >= 0 && !sc.Has(tc.script) || tc.script < 0 && !sc.Empty() {
			t.Errorf("UTS #39 §3.1, §5.1: %q: allowed %v, scripts %s", tc.r, allowed, sc.Names())
		}
	}
	if p, ok := uts39.Prototype('а'); !ok || p != "a" {
		t.Errorf("confusables.txt: prototype of Cyrillic а = %q, %v", p, ok)
	}
	if uts39.TypeMask(0x00AD)&uts39.TypeDefaultIgnorable == 0 {
		t.Errorf("IdentifierType.txt: U+00AD is Default_Ignorable")
	}
	// Every Go unicode script table names a script of the data.
	for name := range unicode.Scripts {
		found := false
		for _, n := range uts39.ScriptNames {
			found = found || n == name
		}
		if !found {
			t.Errorf("script %s of package unicode is not in the tables", name)
		}
	}
}

// TestHyphenRuleAllPaths: the hyphen rule of RFC 5891 §4.2.3.1, in the one
// A-label test that every IDNA path shares, through each path: mapping
// (ToURI), conversion (ToIRI), NormIDN, Display and Check, for the label
// given as a U-label and as an A-label; legitimate hyphens pass.
func TestHyphenRuleAllPaths(t *testing.T) {
	for _, tc := range []struct {
		in     string
		bad    bool
		ulabel string // the U-label form of the host, when it is good
	}{
		{"http://ру--авто/", true, ""},
		{"http://xn-----8kci4dhsd/", true, ""},
		{"http://-пример.com/", true, ""},
		{"http://пример-.com/", true, ""},
		{"http://xn----7sbgb3abhec9adxpg.xn--p1ai/", false, "авто-кировский.рф"},
		{"http://авто-кировский.рф/", false, "авто-кировский.рф"},
		{"http://при--мер.com/", false, "при--мер.com"},
	} {
		x := MustParse(tc.in)
		_, err := (ToURIOptions{IDNA: true}).ToURI(x)
		if (err != nil) != tc.bad || tc.bad && !strings.Contains(err.Error(), "RFC 5891 §4.2.3.1") {
			t.Errorf("RFC 5891 §4.2.3.1 mapping %q: error %v, want bad %v", tc.in, err, tc.bad)
		}
		ir := (ToIRIOptions{IDNA: true}).ToIRI(x)
		norm := x.Normalize(NormIDN)
		disp, _ := DisplayOptions{}.Display(x)
		var idnInvalid bool
		for _, v := range x.Check() {
			idnInvalid = idnInvalid || v.Code == CodeIDNInvalid && strings.Contains(v.Message, "RFC 5891 §4.2.3.1")
		}
		if tc.bad {
			// Conversion and normalization keep the host as it is
			// written; display keeps an A-label as it is and a
			// non-ASCII host percent-encoded, as ToURI writes it; Check
			// reports it.
			wantDisp := tc.in
			if !isASCII(tc.in) {
				wantDisp = x.ToURI().String()
			}
			if ir.Host() != x.Host() || norm.Host() != x.Host() || disp != wantDisp || !idnInvalid {
				t.Errorf("RFC 5891 §4.2.3.1 %q: ToIRI host %q, NormIDN host %q, Display %q, Check IDN_INVALID %v",
					tc.in, ir.Host(), norm.Host(), disp, idnInvalid)
			}
			continue
		}
		if ir.Host() != tc.ulabel && x.Host() != tc.ulabel || norm.Host() != tc.ulabel || disp != "http://"+tc.ulabel+"/" || idnInvalid {
			t.Errorf("RFC 5891 §4.2.3.1 %q: ToIRI host %q, NormIDN host %q, Display %q, Check IDN_INVALID %v",
				tc.in, ir.Host(), norm.Host(), disp, idnInvalid)
		}
	}
}

// TestDisplayCheckAgree: Check reports every host label that Display keeps
// as its A-label (or reports), with the same code on the same label,
// whether the input spells it as a U-label or as an A-label; and every
// spoofing code Check gives a host label is a decision of Display's. Over
// every row of spoofCases, displayCases and the RFC 3987 §4.4 examples.
func TestDisplayCheckAgree(t *testing.T) {
	type row struct {
		in string
		o  DisplayOptions
	}
	var rows []row
	for _, tc := range spoofCases {
		o := DisplayOptions{HostOptions: HostOptions{ProtectedNames: protectedNames(tc.protected)}}
		x := MustParse("http://" + tc.host + "/")
		rows = append(rows, row{x.s, o}, row{x.ToURI().s, o})
		if u, err := (ToURIOptions{IDNA: true}).ToURI(x); err == nil {
			rows = append(rows, row{u.s, o}) // the A-label form
		}
	}
	for _, tc := range displayCases {
		rows = append(rows, row{tc.in, tc.o})
	}
	for _, ex := range rfc3987Examples {
		rows = append(rows, row{bidiNotation(ex.logical, hebrew), DisplayOptions{}})
	}
	spoofCode := func(c Code) bool {
		return c >= CodeWholeScriptConfusable && c != CodeUserinfoHidden || c == CodeMixedScript
	}
	for _, r := range rows {
		x := MustParse(r.in)
		_, decisions := r.o.Display(x)
		vs := CheckOptions{HostOptions: HostOptions{Schemes: r.o.Schemes, IDNAProfile: r.o.IDNAProfile, Scripts: r.o.Scripts, ProtectedNames: r.o.ProtectedNames}, NoSchemeChecks: true}.Check(x)
		overlaps := func(a, b Violation) bool { return a.Offset < b.Offset+b.Len && b.Offset < a.Offset+a.Len }
		for _, d := range decisions {
			if d.Component != ComponentHost {
				continue
			}
			found := false
			for _, v := range vs {
				found = found || v.Code == d.Code && overlaps(v, d)
			}
			if !found {
				t.Errorf("item 6: Display(%q) decides %v on %q, Check reports %v", r.in, d.Code, r.in[d.Offset:d.Offset+d.Len], vs)
			}
		}
		for _, v := range vs {
			if v.Component != ComponentHost || !spoofCode(v.Code) {
				continue
			}
			found := false
			for _, d := range decisions {
				found = found || v.Code == d.Code && overlaps(v, d)
			}
			if !found && x.Scheme() == "http" {
				t.Errorf("item 6: Check(%q) reports %v on %q, Display decides %v", r.in, v.Code, r.in[v.Offset:v.Offset+v.Len], decisions)
			}
		}
	}
}

// TestSpoofDisplay: Display shows each spoof of spoofCases with A-labels
// and each legitimate name with U-labels, from the U-label and the A-label
// spelling alike.
func TestSpoofDisplay(t *testing.T) {
	for _, tc := range spoofCases {
		x := MustParse("http://" + tc.host + "/")
		a, err := (ToURIOptions{IDNA: true}).ToURI(x)
		if err != nil {
			t.Fatal(err)
		}
		o := DisplayOptions{HostOptions: HostOptions{ProtectedNames: protectedNames(tc.protected)}}
		for _, in := range []IRI{x, a} {
			got, decisions := o.Display(in)
			var codes []Code
			for _, d := range decisions {
				codes = append(codes, d.Code)
			}
			host := MustParse(got).Host()
			u, _ := idna.Lookup.ToUnicode(a.Host())
			switch {
			case tc.code == 0 && (host != u || len(codes) > 0):
				t.Errorf("%s: Display(%q) = %q %v, want host %q", tc.clause, in, got, codes, u)
			case tc.code != 0 && !slices.Contains(codes, tc.code):
				t.Errorf("%s: Display(%q) = %q %v, want %v", tc.clause, in, got, codes, tc.code)
			case tc.code != 0 && !isASCII(tc.host) && isASCII(host) == false:
				t.Errorf("%s: Display(%q) = %q: the spoof is shown as Unicode", tc.clause, in, got)
			}
		}
	}
}

// TestNewerThanToolchain: a character newer than the toolchain's IDNA
// tables (x/net/idna: Unicode 15.0.0 under Go 1.26, 17.0.0 under Go 1.27)
// never passes IDNA: U+1C8A CYRILLIC SMALL LETTER TJE (Unicode 16.0)
// fails the mapping and Check, and Display keeps it percent-encoded; under
// tables that know it, the UTS #39 tables (17.0.0) judge it: Uncommon_Use,
// outside the identifier profile, so shown as the A-label.
func TestNewerThanToolchain(t *testing.T) {
	x := MustParse("http://\u1c8a\u0430.com/")
	_, err := (ToURIOptions{IDNA: true}).ToURI(x)
	got, decisions := DisplayOptions{}.Display(x)
	var codes []Code
	for _, v := range x.Check() {
		codes = append(codes, v.Code)
	}
	if unicode.Version < "16.0.0" {
		if err == nil || got != "http://%E1%B2%8A\u0430.com/" || !slices.Contains(codes, CodeIDNInvalid) {
			t.Errorf("Unicode %s: ToURI error %v, Display %q, Check %v", unicode.Version, err, got, codes)
		}
		return
	}
	if err != nil || got != "http://xn--80a185j.com/" || len(decisions) != 1 || decisions[0].Code != CodeIdentifierRestricted ||
		len(codes) != 1 || codes[0] != CodeIdentifierRestricted {
		t.Errorf("Unicode %s: ToURI error %v, Display %q %v, Check %v", unicode.Version, err, got, decisions, codes)
	}
}

// TestSpoofLabelKinds: the bitmap that spares scanLabel the kinds of most
// characters marks exactly the characters of the BMP beyond ASCII that are
// of no kind, so that every rule a kind gates still sees each character
// it is about.
func TestSpoofLabelKinds(t *testing.T) {
	tab := kindTable()
	bad := 0
	for r := rune(utf8.RuneSelf); r <= unicode.MaxRune && bad < 10; r++ {
		k := kindsOf(r)
		if r < 0x10000 && tab.none[r>>6]&(1<<(r&63)) != 0 != (k == 0) {
			t.Errorf("U+%04X: kindsOf = %#x, but the bitmap says of no kind: %v", r, k, k != 0)
			bad++
		}
		if got := tab.of(r); got != k {
			t.Errorf("U+%04X: runeKinds.of = %#x, kindsOf = %#x", r, got, k)
			bad++
		}
	}
	for _, tc := range []struct {
		label string
		kinds runeKind
	}{
		{"ελληνικά", 0},
		{"straße", kindDeviation},
		{"a\u200db", kindDeviation},
		{"l·l", kindMiddleDot},
		{"bɨ̀làzîi", kindMark | kindDiacritic},
		{"١٢", kindDigit},
		{"ヘ", kindKana},
		{"丁", kindCJK},
		{"зз", kindDigitLike},
		{"a\u2010b", kindPunct},
		{"a\uff0fb", kindSyntax},
		{"þing", kindTLDLetter},
	} {
		if got := scanLabel(tc.label).kinds; got != tc.kinds {
			t.Errorf("scanLabel(%q).kinds = %#x, want %#x", tc.label, got, tc.kinds)
		}
	}
}

// TestSpoofWholeScriptSets: each of the browser's Latin look-alikes of a
// script is a letter of that script, as wholeScriptLookalike counts them.
func TestSpoofWholeScriptSets(t *testing.T) {
	for _, w := range browserWholeScript {
		for _, r := range w.lookalikes {
			if !unicode.Is(w.script, r) {
				t.Errorf("%s look-alike %U is not of the script", uts39.ScriptNames[w.sc], r)
			}
		}
	}
}

// TestSpoofMarkKinds: combiningMarkRule (UTS #39 §5.4) finds nothing in a
// label without a mark of kindMarkAfterMark: no character's NFD alone
// holds what it looks for, and in labels of marks after letters,
// precomposed letters, marks and other marks, it finds something only
// where scanLabel sets the kind.
func TestSpoofMarkKinds(t *testing.T) {
	for r := rune(0x80); r <= unicode.MaxRune; r++ {
		if 0xD800 <= r && r <= 0xDFFF {
			continue
		}
		// One character breaks the rule only as U+0307 after "a" does, or
		// when its own decomposition repeats a mark (§5.4 reads the NFD:
		// under Unicode 16 and later, U+16121 GURUNG KHEMA VOWEL SIGN AA is
		// U+1611E twice).
		if why := combiningMarkRule("a" + string(r)); why != "" && r != 0x0307 && !repeatsRune(norm.NFD.String(string(r))) {
			t.Errorf("UTS #39 §5.4: combiningMarkRule(%q) = %q", "a"+string(r), why)
		}
	}
	pool := []rune("aeiljxıȷɨàéǖệȧḯĳ가각בשׁ\u05b4\u05bc\u05c1\u064e\u0651\u0e31\u0e48\u0300\u0301\u0307\u0308\u0323\u0340\u0344\u0345\u0f71\u0f72\u0f73\u0f80\u093c\u094d\u20dd\U0001d165\U0001d16d\u302a\u3099")
	rng := uint32(1)
	next := func(n int) int {
		rng ^= rng << 13
		rng ^= rng >> 17
		rng ^= rng << 5
		return int(rng % uint32(n))
	}
	fired := 0
	for range 200000 {
		var b strings.Builder
		for range 1 + next(6) {
			b.WriteRune(pool[next(len(pool))])
		}
		l := norm.NFC.String(b.String())
		why := combiningMarkRule(l)
		if why != "" {
			fired++
		}
		if why != "" && scanLabel(l).kinds&kindMarkAfterMark == 0 {
			t.Errorf("UTS #39 §5.4: combiningMarkRule(%+q) = %q, but the label has no mark of kindMarkAfterMark", l, why)
		}
	}
	if fired == 0 {
		t.Errorf("no label broke the rule")
	}
}

// repeatsRune reports whether s holds the same character twice in a row.
func repeatsRune(s string) bool {
	prev := rune(-1)
	for _, r := range s {
		if r == prev {
			return true
		}
		prev = r
	}
	return false
}

// TestSpoofMappedLabels: where the labels of a host and of its mapped
// form match one to one, each label's ASCII form from the host's mapping
// is the one IDNA gives the label alone (RFC 5891 §5: the mapping and
// the conversion work label by label); hosts whose labels a separator
// other than "." or an escape would shift are not walked.
func TestSpoofMappedLabels(t *testing.T) {
	for _, tc := range []struct {
		host string
		ok   bool
	}{
		{"ελληνικά.example", true},
		{"ΕΛΛΗΝΙΚΆ.Example", true},
		{"ｅｘａｍｐｌｅ.bücher.de", true},
		{"straße.de", true},
		{"goo\u00adgle.com", true},
		{"xn--bcher-kva.example.", true},
		{"日本\u3002jp", false},
		{"a%2Eb.com", false},
		{"b%C3%BCcher.de", false},
	} {
		for name, prof := range map[string]*idna.Profile{"Lookup": nil, "WebIDNA": WebIDNA()} {
			s := "http://" + tc.host + "/"
			x := MustParse(s)
			hs, he := int(x.hostStart), int(x.hostEnd)
			a, u, err := ToURIOptions{IDNA: true, IDNAProfile: prof}.mapHostUnicode(s, hs, he)
			if err != nil {
				t.Fatalf("%s: %q does not map: %v", name, tc.host, err)
			}
			m := newMappedLabels(s[hs:he], a, u)
			if m.ok != tc.ok {
				t.Errorf("%s: %q: walked %v, want %v", name, tc.host, m.ok, tc.ok)
				continue
			}
			p := (&HostOptions{IDNAProfile: prof}).profile()
			for _, raw := range strings.Split(s[hs:he], ".") {
				got := m.next()
				if !m.ok || raw == "" {
					continue
				}
				want, err := p.ToASCII(raw)
				if got = m.ascii(got); err != nil || got != want {
					t.Errorf("%s: label %q of %q: %q from the host, %q, %v alone", name, raw, tc.host, got, want, err)
				}
			}
		}
	}
}

// TestProtectedASCIIHit: the ASCII gate of Check and Display on protected
// names says yes exactly when the host decision (decideDNSHost) reports
// PROTECTED_NAME_LOOKALIKE on an LDH host (UTS #39 §4): for the names, the
// hosts under them, their ASCII look-alikes, in uppercase and with the
// root's final dot.
func TestProtectedASCIIHit(t *testing.T) {
	names := []string{"paypal.com", "google.com", "microsoft.com", "amazon.co.uk", "bbc.co.uk", "wikipedia.org", "x.com"}
	m := map[string]string{}
	for _, n := range names {
		m[Skeleton(n)] = n
	}
	ho := HostOptions{ProtectedNames: m}
	var hosts []string
	for _, n := range names {
		variants := []string{n, "www." + n, n + ".evil.example", "evil" + n, "a-" + n}
		for _, r := range [][2]string{{"l", "1"}, {"l", "I"}, {"m", "rn"}, {"i", "l"}, {"w", "vv"}, {"o", "0"}} {
			if v := strings.ReplaceAll(n, r[0], r[1]); v != n {
				variants = append(variants, v, "www."+v)
			}
		}
		for _, h := range variants {
			hosts = append(hosts, h, strings.ToUpper(h), h+".", "X."+h+".")
		}
	}
	hits := 0
	for _, h := range hosts {
		s := "http://" + h + "/"
		a, u, err := (ToURIOptions{IDNA: true}).mapHostUnicode(s, 7, 7+len(h))
		if err != nil {
			t.Fatalf("%s: %v", h, err)
		}
		ds, _ := decideDNSHost(nil, s, 7, 7+len(h), a, u, &ho)
		want := false
		for _, d := range ds {
			for _, f := range d.found {
				want = want || f.code == CodeProtectedNameLookalike
			}
		}
		if got := protectedASCIIHit(h, m); got != want {
			t.Errorf("protectedASCIIHit(%q) = %v; the host decision reports PROTECTED_NAME_LOOKALIKE: %v", h, got, want)
		}
		if want {
			hits++
		}
	}
	if hits == 0 {
		t.Error("no look-alike among the hosts: the test tests nothing")
	}
}
