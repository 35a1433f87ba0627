//go:build ignore

// Command gen_tables writes tables.go, the UTS #39 tables that this
// package reads, from the Unicode data in the module's
// testdata/unicode-security/ (from the module root):
//
//	go generate ./internal/uts39/   (or, here: go run gen_tables.go)
//
// The input is Unicode's own data, unchanged (testdata/PROVENANCE.md):
// IdentifierStatus.txt and IdentifierType.txt (UTS #39 §3.1),
// confusables.txt (UTS #39 §4), and the UCD's Scripts.txt,
// ScriptExtensions.txt and PropertyValueAliases.txt (the script names) of
// the same version. The output depends only on these files and this
// program; nothing is fetched.
//
// The tables, all sorted for binary search:
//
//   - ScriptNames: the scripts of PropertyValueAliases.txt, each a bit
//     of a Set (three words: 176 scripts in Unicode 17).
//   - sets: the distinct script sets. Index 0 is the empty set, which
//     stands for Common and Inherited (a character that goes with any
//     script, UTS #39 §5.1); the others are augmented as §5.1 says (Han
//     adds Hanb, Jpan and Kore; Hiragana and Katakana add Jpan; Hangul adds
//     Kore; Bopomofo adds Hanb).
//   - props: one uint32 per range of code points with the same
//     properties, start<<11 | allowed<<10 | set: whether
//     Identifier_Status=Allowed and the augmented Script_Extensions.
//   - typeRanges: start<<11 | mask of the Identifier_Type values of
//     the characters outside the identifier profile (0 for those in it).
//   - confusables: cp<<12 | prototype number, for every character that
//     confusables.txt maps, and every single-character prototype mapped to
//     itself; protoOff and protos hold the prototypes' UTF-8.
//   - protoScripts: for each prototype, the scripts of the characters
//     in the identifier profile that share it (its own included), with the
//     bit of Common or Inherited when one of them is: the scripts in which
//     a character of the class has a look-alike, for whole-script and
//     mixed-script confusable detection (UTS #39 §4).
package main

import (
	"bufio"
	"bytes"
	"flag"
	"fmt"
	"go/format"
	"log"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
)

const maxRune = 0x10FFFF

type set [3]uint64

func (s *set) add(i int)         { s[i/64] |= 1 << (i % 64) }
func (s set) has(i int) bool     { return s[i/64]&(1<<(i%64)) != 0 }
func (s set) or(t set) set       { return set{s[0] | t[0], s[1] | t[1], s[2] | t[2]} }
func (s set) and(t set) set      { return set{s[0] & t[0], s[1] & t[1], s[2] & t[2]} }
func (s set) empty() bool        { return s[0]|s[1]|s[2] == 0 }
func (s set) String() string     { return fmt.Sprintf("{0x%x, 0x%x, 0x%x}", s[0], s[1], s[2]) }
func (s set) equal(t set) bool   { return s == t }
func (s set) onlyBit(i int) bool { var t set; t.add(i); return s == t }
func (s set) without(i int) set  { s[i/64] &^= 1 << (i % 64); return s }
func (s set) union(bits ...int) set {
	for _, b := range bits {
		s.add(b)
	}
	return s
}

var dir = flag.String("dir", "../../testdata/unicode-security", "the folder of the Unicode data files")
var out = flag.String("o", "tables.go", "the file to write")

// line matches a data line: a code point or range, then fields.
var line = regexp.MustCompile(`^([0-9A-F]{4,6})(?:\.\.([0-9A-F]{4,6}))?\s*;\s*([^#]*?)\s*(?:#.*)?$`)

// each calls f for every data line of file.
func each(file string, f func(lo, hi rune, fields []string)) string {
	data, err := os.ReadFile(filepath.Join(*dir, file))
	if err != nil {
		log.Fatal(err)
	}
	version := ""
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		t := sc.Text()
		if version == "" && strings.HasPrefix(t, "# ") {
			if m := regexp.MustCompile(`-(\d+\.\d+\.\d+)\.txt`).FindStringSubmatch(t); m != nil {
				version = m[1]
			} else if m := regexp.MustCompile(`Version: (\d+\.\d+\.\d+)`).FindStringSubmatch(t); m != nil {
				version = m[1]
			}
		}
		t = strings.TrimPrefix(t, "\ufeff")
		if t == "" || t[0] == '#' {
			continue
		}
		m := line.FindStringSubmatch(t)
		if m == nil {
			log.Fatalf("%s: cannot read %q", file, t)
		}
		lo := hex(m[1])
		hi := lo
		if m[2] != "" {
			hi = hex(m[2])
		}
		var fields []string
		for _, x := range strings.Split(m[3], ";") {
			fields = append(fields, strings.TrimSpace(x))
		}
		f(lo, hi, fields)
	}
	return version
}

func hex(s string) rune {
	v, err := strconv.ParseUint(s, 16, 32)
	if err != nil {
		log.Fatal(err)
	}
	return rune(v)
}

var typeNames = []string{"Recommended", "Inclusion", "Technical", "Obsolete", "Exclusion", "Not_XID",
	"Uncommon_Use", "Limited_Use", "Deprecated", "Default_Ignorable", "Not_NFKC"}

func main() {
	flag.Parse()
	log.SetFlags(0)
	log.SetPrefix("gen_tables: ")

	// Script names, short and long, in the order of PropertyValueAliases.
	var short, long []string
	index := map[string]int{}
	pva, err := os.ReadFile(filepath.Join(*dir, "PropertyValueAliases.txt"))
	if err != nil {
		log.Fatal(err)
	}
	for _, t := range strings.Split(string(pva), "\n") {
		f := strings.Split(t, ";")
		if len(f) < 3 || strings.TrimSpace(f[0]) != "sc" {
			continue
		}
		s, l := strings.TrimSpace(f[1]), strings.TrimSpace(f[2])
		if i := strings.IndexByte(l, '#'); i >= 0 {
			l = strings.TrimSpace(l[:i])
		}
		index[s], index[l] = len(short), len(short)
		short, long = append(short, s), append(long, l)
	}
	// The writing systems of UTS #39 §5.1's augmented sets, which are not
	// UCD scripts: Han with Bopomofo, Japanese, Korean.
	for _, w := range [][2]string{{"Hanb", "Han_with_Bopomofo"}, {"Jpan", "Japanese"}, {"Kore", "Korean"}} {
		index[w[0]], index[w[1]] = len(short), len(short)
		short, long = append(short, w[0]), append(long, w[1])
	}
	if len(short) > 192 {
		log.Fatalf("%d scripts do not fit in three words", len(short))
	}
	bit := func(name string) int {
		i, ok := index[name]
		if !ok {
			log.Fatalf("unknown script %q", name)
		}
		return i
	}
	zyyy, zinh, zzzz := bit("Zyyy"), bit("Zinh"), bit("Zzzz")
	hani, hanb, jpan, kore := bit("Hani"), bit("Hanb"), bit("Jpan"), bit("Kore")
	hira, kana, hang, bopo := bit("Hira"), bit("Kana"), bit("Hang"), bit("Bopo")

	// Script_Extensions, from Script where ScriptExtensions.txt is silent.
	scx := make([]set, maxRune+1)
	for r := range scx {
		scx[r].add(zzzz)
	}
	version := each("Scripts.txt", func(lo, hi rune, f []string) {
		for r := lo; r <= hi; r++ {
			scx[r] = set{}
			scx[r].add(bit(f[0]))
		}
	})
	if v := each("ScriptExtensions.txt", func(lo, hi rune, f []string) {
		var s set
		for _, name := range strings.Fields(f[0]) {
			s.add(bit(name))
		}
		for r := lo; r <= hi; r++ {
			scx[r] = s
		}
	}); v != version {
		log.Fatalf("ScriptExtensions.txt is %s, Scripts.txt %s", v, version)
	}
	// The augmented set of UTS #39 §5.1; Common and Inherited alone are
	// the empty set ("ALL").
	aug := func(s set) set {
		if s.onlyBit(zyyy) || s.onlyBit(zinh) {
			return set{}
		}
		if s.has(hani) {
			s = s.union(hanb, jpan, kore)
		}
		if s.has(hira) || s.has(kana) {
			s = s.union(jpan)
		}
		if s.has(hang) {
			s = s.union(kore)
		}
		if s.has(bopo) {
			s = s.union(hanb)
		}
		return s
	}

	allowed := make([]bool, maxRune+1)
	if v := each("IdentifierStatus.txt", func(lo, hi rune, f []string) {
		if f[0] != "Allowed" {
			log.Fatalf("Identifier_Status %q", f[0])
		}
		for r := lo; r <= hi; r++ {
			allowed[r] = true
		}
	}); v != version {
		log.Fatalf("IdentifierStatus.txt is %s, Scripts.txt %s", v, version)
	}
	types := make([]uint16, maxRune+1)
	if v := each("IdentifierType.txt", func(lo, hi rune, f []string) {
		var m uint16
		for _, name := range strings.Fields(f[0]) {
			k := -1
			for i, t := range typeNames {
				if t == name {
					k = i
				}
			}
			if k < 0 {
				log.Fatalf("Identifier_Type %q", name)
			}
			m |= 1 << k
		}
		for r := lo; r <= hi; r++ {
			types[r] = m
		}
	}); v != version {
		log.Fatalf("IdentifierType.txt is %s, Scripts.txt %s", v, version)
	}

	// The sets, empty first.
	sets := []set{{}}
	setIndex := map[set]int{{}: 0}
	setOf := func(s set) int {
		if i, ok := setIndex[s]; ok {
			return i
		}
		setIndex[s] = len(sets)
		sets = append(sets, s)
		return len(sets) - 1
	}

	// Properties by range.
	var props []uint32
	last := uint32(1<<32 - 1)
	for r := rune(0); r <= maxRune; r++ {
		v := uint32(setOf(aug(scx[r])))
		if allowed[r] {
			v |= 1 << 10
		}
		if v != last {
			props = append(props, uint32(r)<<11|v)
			last = v
		}
	}
	if len(sets) > 1024 {
		log.Fatalf("%d script sets do not fit in ten bits", len(sets))
	}
	// The types of the characters in the identifier profile (Recommended,
	// Inclusion) follow from their status: left out, which halves the
	// ranges.
	var typeRanges []uint32
	last = 1<<32 - 1
	for r := rune(0); r <= maxRune; r++ {
		v := uint32(types[r])
		if allowed[r] {
			v = 0
		}
		if v != last {
			typeRanges = append(typeRanges, uint32(r)<<11|v)
			last = v
		}
	}

	// Confusables.
	conf := map[rune]string{}
	if v := each("confusables.txt", func(lo, hi rune, f []string) {
		if lo != hi || len(f) < 2 {
			log.Fatalf("confusables.txt: unexpected line for %04X", lo)
		}
		var b strings.Builder
		for _, h := range strings.Fields(f[0]) {
			b.WriteRune(hex(h))
		}
		conf[lo] = b.String()
	}); v != version {
		log.Fatalf("confusables.txt is %s, Scripts.txt %s", v, version)
	}
	var protos []string
	protoIndex := map[string]int{}
	classes := map[string][]rune{}
	for r, p := range conf {
		classes[p] = append(classes[p], r)
	}
	for p := range classes {
		protos = append(protos, p)
	}
	sort.Strings(protos)
	for i, p := range protos {
		protoIndex[p] = i
	}
	if len(protos) >= 1<<12 {
		log.Fatalf("%d prototypes do not fit in twelve bits", len(protos))
	}
	keys := map[rune]int{}
	for r, p := range conf {
		keys[r] = protoIndex[p]
	}
	for _, p := range protos {
		if rs := []rune(p); len(rs) == 1 {
			if _, ok := keys[rs[0]]; !ok {
				keys[rs[0]] = protoIndex[p]
			}
		}
	}
	var keyList []rune
	for r := range keys {
		if r >= 1<<20 {
			log.Fatalf("%04X does not fit in twenty bits", r)
		}
		keyList = append(keyList, r)
	}
	sort.Slice(keyList, func(i, j int) bool { return keyList[i] < keyList[j] })
	// The scripts of each class, over its members in the identifier
	// profile, Common and Inherited as their own bits.
	memberScripts := func(r rune) set {
		s := scx[r]
		if s.onlyBit(zyyy) || s.onlyBit(zinh) {
			return s
		}
		return aug(s)
	}
	protoScripts := make([]int, len(protos))
	for i, p := range protos {
		var s set
		for _, r := range classes[p] {
			if allowed[r] {
				s = s.or(memberScripts(r))
			}
		}
		// The prototype itself, when it is in the profile: its resolved
		// set (the intersection over its characters, Common and Inherited
		// counting only when alone).
		rs := []rune(p)
		inProfile, res, common := true, set{^uint64(0), ^uint64(0), ^uint64(0)}, set{}
		for _, r := range rs {
			if !allowed[r] {
				inProfile = false
				break
			}
			if a := aug(scx[r]); !a.empty() {
				res = res.and(a)
			} else {
				common = common.or(scx[r])
			}
		}
		if inProfile {
			if res == (set{^uint64(0), ^uint64(0), ^uint64(0)}) {
				s = s.or(common)
			} else {
				s = s.or(res)
			}
		}
		protoScripts[i] = setOf(s)
	}

	var b bytes.Buffer
	fmt.Fprintf(&b, "// Code generated by gen_tables.go from the Unicode %s data in testdata/unicode-security; DO NOT EDIT.\n\n", version)
	fmt.Fprintf(&b, "package uts39\n\n")
	fmt.Fprintf(&b, "// Set is a set of scripts, a bit each (ScriptNames).\ntype Set [3]uint64\n\n")
	fmt.Fprintf(&b, "// Version is the version of Unicode, and of UTS #39's data, of these tables.\n")
	fmt.Fprintf(&b, "const Version = %q\n\n", version)
	fmt.Fprintf(&b, "// ScriptNames are the scripts of the bits of a Set, by their\n// long names (PropertyValueAliases.txt).\n")
	fmt.Fprintf(&b, "var ScriptNames = [...]string{")
	for i, l := range long {
		if i%6 == 0 {
			b.WriteString("\n")
		}
		fmt.Fprintf(&b, "%q, ", l)
	}
	b.WriteString("\n}\n\n")
	fmt.Fprintf(&b, "// The bits of the scripts that the spoofing rules name.\nconst (\n")
	for _, s := range []string{"Zyyy", "Zinh", "Zzzz", "Latn", "Grek", "Cyrl", "Hani", "Hanb", "Jpan", "Kore", "Hira", "Kana", "Hang", "Bopo",
		"Mong", "Armn", "Geor", "Hebr", "Arab", "Thai", "Laoo", "Khmr", "Mymr", "Sinh", "Taml", "Beng", "Deva", "Tibt",
		"Guru", "Gujr", "Orya", "Telu", "Knda", "Mlym", "Ethi", "Thaa", "Cher", "Cans", "Tfng", "Copt"} {
		fmt.Fprintf(&b, "\tSc%s = %d // %s\n", s, bit(s), long[bit(s)])
	}
	b.WriteString(")\n\n")
	fmt.Fprintf(&b, "// Types are the Identifier_Type values, by bit.\nvar Types = [...]string{")
	for _, t := range typeNames {
		fmt.Fprintf(&b, "%q, ", t)
	}
	b.WriteString("}\n\n")
	fmt.Fprintf(&b, "// sets are the script sets the tables refer to; 0 is the empty set.\nvar sets = [...]Set{\n")
	for _, s := range sets {
		fmt.Fprintf(&b, "\t%s,\n", s)
	}
	b.WriteString("}\n\n")
	words := func(name, doc string, v []uint32) {
		fmt.Fprintf(&b, "%s\nvar %s = [...]uint32{", doc, name)
		for i, x := range v {
			if i%8 == 0 {
				b.WriteString("\n")
			}
			fmt.Fprintf(&b, "0x%08x, ", x)
		}
		b.WriteString("\n}\n\n")
	}
	words("props", "// props: start<<11 | allowed<<10 | set, by range of code points.", props)
	words("typeRanges", "// typeRanges: start<<11 | Identifier_Type mask, by range.", typeRanges)
	var ck []uint32
	for _, r := range keyList {
		ck = append(ck, uint32(r)<<12|uint32(keys[r]))
	}
	words("confusables", "// confusables: cp<<12 | prototype, by code point.", ck)
	var asciiKeys strings.Builder
	for c := rune(0); c < 0x80; c++ {
		if p, ok := conf[c]; ok && p != string(c) {
			asciiKeys.WriteRune(c)
		}
	}
	fmt.Fprintf(&b, "// ASCIIKeys are the ASCII characters that confusables.txt maps.\nconst ASCIIKeys = %q\n\n", asciiKeys.String())
	var pool strings.Builder
	fmt.Fprintf(&b, "// protoOff: the prototypes' offsets in protos, and its length.\nvar protoOff = [...]uint16{")
	for i, p := range protos {
		if i%12 == 0 {
			b.WriteString("\n")
		}
		fmt.Fprintf(&b, "%d, ", pool.Len())
		pool.WriteString(p)
	}
	fmt.Fprintf(&b, "%d,\n}\n\n", pool.Len())
	if pool.Len() >= 1<<16 {
		log.Fatal("the prototypes do not fit in 64 KiB")
	}
	fmt.Fprintf(&b, "// protos: the prototypes of confusables.txt, in UTF-8.\nconst protos = \"")
	for i := 0; i < pool.Len(); i++ {
		fmt.Fprintf(&b, "\\x%02x", pool.String()[i])
		if i%32 == 31 {
			b.WriteString("\" +\n\t\"")
		}
	}
	b.WriteString("\"\n\n")
	fmt.Fprintf(&b, "// protoScripts: each prototype's class's script set, by prototype.\nvar protoScripts = [...]uint16{")
	for i, s := range protoScripts {
		if i%16 == 0 {
			b.WriteString("\n")
		}
		fmt.Fprintf(&b, "%d, ", s)
	}
	b.WriteString("\n}\n")

	src, err := format.Source(b.Bytes())
	if err != nil {
		log.Fatal(err)
	}
	if err := os.WriteFile(*out, src, 0o644); err != nil {
		log.Fatal(err)
	}
	log.Printf("Unicode %s: %d scripts, %d sets, %d property ranges, %d type ranges, %d confusables, %d prototypes (%d bytes)",
		version, len(short), len(sets), len(props), len(typeRanges), len(keyList), len(protos), pool.Len())
}
