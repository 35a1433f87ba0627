package uts39

//go:generate go run gen_tables.go

import (
	"strings"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// Skeleton returns the skeleton of s, the form UTS #39 §4 compares to
// decide whether two strings are confusable: s in NFD, without its
// Default_Ignorable_Code_Point characters, each character replaced by its
// prototype from confusables.txt, and in NFD again.
func Skeleton(s string) string {
	if isASCII(s) && !strings.ContainsAny(s, ASCIIKeys) {
		return s
	}
	d := norm.NFD.String(s)
	var b strings.Builder
	b.Grow(len(d))
	for _, r := range d {
		if TypeMask(r)&TypeDefaultIgnorable != 0 {
			continue
		}
		if p, ok := Prototype(r); ok {
			b.WriteString(p)
		} else {
			b.WriteRune(r)
		}
	}
	return norm.NFD.String(b.String())
}

// isASCII reports whether s is ASCII.
func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// A Set (tables.go) is a set of scripts, a bit each (ScriptNames). The
// empty set stands, in the resolved sets of UTS #39 §5.1, for "every
// script": the set of Common and Inherited characters.

// And returns the scripts in both s and t.
func (s Set) And(t Set) Set { return Set{s[0] & t[0], s[1] & t[1], s[2] & t[2]} }

// Or returns the scripts in s or t.
func (s Set) Or(t Set) Set { return Set{s[0] | t[0], s[1] | t[1], s[2] | t[2]} }

// Empty reports whether s has no script.
func (s Set) Empty() bool { return s[0]|s[1]|s[2] == 0 }

// Has reports whether the script i is in s.
func (s Set) Has(i int) bool { return s[i/64]&(1<<(i%64)) != 0 }

// Without returns the scripts of s that are not in t.
func (s Set) Without(t Set) Set {
	return Set{s[0] &^ t[0], s[1] &^ t[1], s[2] &^ t[2]}
}

// All is the resolved set of a string of Common and Inherited characters
// only: every script.
var All = Set{^uint64(0), ^uint64(0), ^uint64(0)}

// Bit returns the set of the one script i.
func Bit(i int) Set {
	var s Set
	s[i/64] = 1 << (i % 64)
	return s
}

// Names lists the scripts of s, "Latin and Cyrillic", without the writing
// systems that UTS #39 §5.1 adds (Japanese, Korean, Han with Bopomofo)
// unless they are all there is.
func (s Set) Names() string {
	var list []string
	for i := range ScriptNames {
		if s.Has(i) && i != ScHanb && i != ScJpan && i != ScKore && i != ScZzzz {
			list = append(list, ScriptNames[i])
		}
	}
	if len(list) == 0 {
		for i := range ScriptNames {
			if s.Has(i) {
				list = append(list, ScriptNames[i])
			}
		}
	}
	switch len(list) {
	case 0:
		return "no script"
	case 1:
		return list[0]
	}
	return strings.Join(list[:len(list)-1], ", ") + " and " + list[len(list)-1]
}

// Lookup returns whether r has Identifier_Status=Allowed (UTS #39 §3.1)
// and its augmented Script_Extensions (§5.1), the empty set for Common and
// Inherited.
func Lookup(r rune) (allowed bool, scripts Set) {
	var v uint32
	if b := uint32(r) >> blockShift; b < uint32(len(propsBlocks)-1) {
		v = searchIn(props[:], r, int(propsBlocks[b]), int(propsBlocks[b+1]))
	} else {
		v = search(props[:], r)
	}
	return v&(1<<10) != 0, sets[v&(1<<10-1)]
}

// An Analysis gathers, one character at a time (Add), the restriction
// level (§5.2) and the resolved script set (§5.1) of a string, for
// callers that look at each character for rules of their own too. It
// remembers the range of the tables that the last character fell in, so
// that a run of characters of one range, as the letters of a word mostly
// are, costs one search. The zero Analysis is that of the empty string.
type Analysis struct {
	lo, hi     rune // the range of the last character added: [lo, hi)
	allowed    bool // whether that range has Identifier_Status=Allowed
	unresolved Set  // the scripts some character with a script lacks: the complement of the resolved set
	union      Set  // the scripts of the characters
}

// Add adds the character r and reports whether it has
// Identifier_Status=Allowed.
func (a *Analysis) Add(r rune) bool {
	if a.lo <= r && r < a.hi {
		return a.allowed // the sets of the range are in already
	}
	lo, hi := 0, len(props)
	if b := uint32(r) >> blockShift; b < uint32(len(propsBlocks)-1) {
		lo, hi = int(propsBlocks[b]), int(propsBlocks[b+1])
	}
	i := searchIndex(props[:], r, lo, hi)
	var v uint32
	a.lo, a.hi = 0, utf8.MaxRune+1
	if i > 0 {
		v = props[i-1]
		a.lo = rune(v >> 11)
	}
	if i < len(props) {
		a.hi = rune(props[i] >> 11)
	}
	a.allowed = v&(1<<10) != 0
	if sc := &sets[v&(1<<10-1)]; sc[0]|sc[1]|sc[2] != 0 {
		for k := range sc {
			a.unresolved[k] |= ^sc[k]
			a.union[k] |= sc[k]
		}
	}
	return a.allowed
}

// Resolved returns the resolved script set of the characters added: All
// when none has a script.
func (a *Analysis) Resolved() Set {
	return Set{^a.unresolved[0], ^a.unresolved[1], ^a.unresolved[2]}
}

// Level returns the restriction level of s, whose characters are those
// added, each in the identifier profile if inProfile.
func (a *Analysis) Level(s string, inProfile bool) Level {
	if isASCII(s) {
		return ASCIIOnly
	}
	return level(s, inProfile, a.Resolved(), a.union)
}

// blockShift sets the runes of a block of propsBlocks: 128.
const blockShift = 7

// propsBlocks[b] is the number of entries of props that start below the
// block b<<blockShift, for the blocks of the BMP, so that Lookup searches
// two or three entries rather than all 4,800 (the host rules look a
// character up several times). Built from props when the package starts,
// in one pass.
var propsBlocks = func() (c [0x10000>>blockShift + 1]uint16) {
	j := 0
	for b := range c {
		for j < len(props) && props[j]>>11 < uint32(b)<<blockShift {
			j++
		}
		c[b] = uint16(j)
	}
	return c
}()

// TypeMask returns the Identifier_Type values of r, a bit each (Types).
func TypeMask(r rune) uint32 {
	return search(typeRanges[:], r) & (1<<11 - 1)
}

// TypeDefaultIgnorable is the bit of Identifier_Type=Default_Ignorable in
// a TypeMask (Types[9]).
const TypeDefaultIgnorable = 1 << 9

// TypeNames lists the Identifier_Type values of mask, space-separated.
func TypeNames(mask uint32) string {
	var list []string
	for i, t := range Types {
		if mask&(1<<i) != 0 {
			list = append(list, t)
		}
	}
	if len(list) == 0 {
		return "none"
	}
	return strings.Join(list, " ")
}

// search returns the entry of the range table t (start<<11 | value) that
// holds r.
func search(t []uint32, r rune) uint32 { return searchIn(t, r, 0, len(t)) }

// searchIn is search, knowing that t[lo-1] starts at or below r and t[hi]
// above it.
func searchIn(t []uint32, r rune, lo, hi int) uint32 {
	lo = searchIndex(t, r, lo, hi)
	if lo == 0 {
		return 0
	}
	return t[lo-1]
}

// searchIndex returns the index of the first entry of t[lo:hi] that
// starts above r, knowing that t[lo-1] starts at or below r and t[hi]
// above it: r's entry is the one before.
func searchIndex(t []uint32, r rune, lo, hi int) int {
	key := uint32(r)<<11 | (1<<11 - 1)
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		if t[m] <= key {
			lo = m + 1
		} else {
			hi = m
		}
	}
	return lo
}

// confusable returns the number of r's prototype in confusables.txt, where
// r is mapped or is a prototype itself.
func confusable(r rune) (int, bool) {
	if r >= 1<<20 {
		return 0, false
	}
	t := confusables[:]
	lo, hi := 0, len(t)
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		switch k := rune(t[m] >> 12); {
		case k == r:
			return int(t[m] & (1<<12 - 1)), true
		case k < r:
			lo = m + 1
		default:
			hi = m
		}
	}
	return 0, false
}

// Prototype returns the prototype of r, if confusables.txt maps r.
func Prototype(r rune) (string, bool) {
	p, ok := confusable(r)
	if !ok {
		return "", false
	}
	return protos[protoOff[p]:protoOff[p+1]], true
}

// LookalikeScripts returns the scripts in which r, or a character
// confusable with it that is in the identifier profile, is written: r's
// own scripts for a character without look-alikes.
func LookalikeScripts(r rune) Set {
	if p, ok := confusable(r); ok {
		return sets[protoScripts[p]]
	}
	_, s := Lookup(r)
	return s
}

// Augment returns the set of the one script i with the writing systems
// UTS #39 §5.1 adds to it.
func Augment(i int) Set {
	s := Bit(i)
	switch i {
	case ScHani:
		s = s.Or(Bit(ScHanb)).Or(Bit(ScJpan)).Or(Bit(ScKore))
	case ScHira, ScKana:
		s = s.Or(Bit(ScJpan))
	case ScHang:
		s = s.Or(Bit(ScKore))
	case ScBopo:
		s = s.Or(Bit(ScHanb))
	}
	return s
}

// Resolved returns whether every character of s is in the identifier
// profile, and the resolved script set of s (UTS #39 §5.1): the
// intersection of its characters' augmented Script_Extensions, All for
// Common and Inherited only, empty for a string of mixed scripts.
func Resolved(s string) (bool, Set) {
	inProfile, resolved := true, All
	for _, r := range s {
		allowed, sc := Lookup(r)
		inProfile = inProfile && allowed
		if !sc.Empty() {
			resolved = resolved.And(sc)
		}
	}
	return inProfile, resolved
}

// Level is a restriction level of UTS #39 §5.2.
type Level uint8

// The restriction levels, from the strictest.
const (
	ASCIIOnly Level = iota + 1
	SingleScript
	HighlyRestrictive
	ModeratelyRestrictive
	MinimallyRestrictive
	Unrestricted
)

var levelNames = [...]string{"", "ASCII-Only", "Single Script", "Highly Restrictive", "Moderately Restrictive", "Minimally Restrictive", "Unrestricted"}

// String returns the level's name in UTS #39 §5.2, "Highly Restrictive".
func (l Level) String() string { return levelNames[l] }

// highlyRestrictiveSets returns the script sets of UTS #39 §5.2 "Highly
// Restrictive" beyond a single script, augmented as §5.1 says: Latin with
// Japanese (Han, Hiragana, Katakana), with Chinese (Han, Bopomofo), with
// Korean (Han, Hangul). A function, as every table here, so that a program
// without the spoofing rules links and initializes none of them.
func highlyRestrictiveSets() [3]Set {
	latin := Bit(ScLatn)
	return [3]Set{latin.Or(Bit(ScJpan)), latin.Or(Bit(ScHanb)), latin.Or(Bit(ScKore))}
}

// ConfusablesOf returns, sorted, the characters beyond ASCII whose
// prototype in confusables.txt is p.
func ConfusablesOf(p string) []rune {
	var out []rune
	for _, e := range confusables {
		r := rune(e >> 12)
		k := e & (1<<12 - 1)
		if r >= 0x80 && protos[protoOff[k]:protoOff[k+1]] == p {
			out = append(out, r)
		}
	}
	return out
}

// RestrictionLevel returns the restriction level of s (UTS #39 §5.2) and
// the scripts that break "Highly Restrictive", if they do; the identifier
// profile is that of §5, Identifier_Status=Allowed.
func RestrictionLevel(s string) (Level, Set) {
	if isASCII(s) {
		return ASCIIOnly, Set{}
	}
	inProfile := true
	resolved := All
	var union Set
	for _, r := range s {
		allowed, sc := Lookup(r)
		if !allowed {
			inProfile = false
		}
		if !sc.Empty() {
			resolved = resolved.And(sc)
			union = union.Or(sc)
		}
	}
	l := level(s, inProfile, resolved, union)
	if l <= HighlyRestrictive {
		return l, Set{}
	}
	return l, union
}

// level returns the restriction level of s from whether it is in the
// identifier profile, its resolved script set and the union of its
// characters' sets.
func level(s string, inProfile bool, resolved, union Set) Level {
	if !inProfile {
		return Unrestricted
	}
	if !resolved.Empty() {
		return SingleScript
	}
	for _, hr := range highlyRestrictiveSets() {
		if covered(s, hr) {
			return HighlyRestrictive
		}
	}
	// Moderately Restrictive: Latin and one other Recommended script but
	// Cyrillic and Greek, each character covered.
	other := union.Without(Bit(ScLatn)).Without(Bit(ScHanb)).Without(Bit(ScJpan)).Without(Bit(ScKore))
	for i := range ScriptNames {
		if !other.Has(i) || i == ScCyrl || i == ScGrek {
			continue
		}
		if covered(s, Bit(ScLatn).Or(Augment(i))) {
			return ModeratelyRestrictive
		}
	}
	return MinimallyRestrictive
}

// covered reports whether every character of s that has a script has one
// of set.
func covered(s string, set Set) bool {
	for _, r := range s {
		if _, sc := Lookup(r); !sc.Empty() && sc.And(set).Empty() {
			return false
		}
	}
	return true
}
