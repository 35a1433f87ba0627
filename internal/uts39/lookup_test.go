package uts39

import "testing"

// TestLookupBlocks: Lookup through propsBlocks gives, for every code
// point, the entry that a search of all of props gives.
func TestLookupBlocks(t *testing.T) {
	for r := rune(0); r <= 0x10FFFF; r++ {
		v := search(props[:], r)
		allowed, sc := Lookup(r)
		if allowed != (v&(1<<10) != 0) || sc != sets[v&(1<<10-1)] {
			t.Fatalf("Lookup(%U) = %v, %v; the whole table gives %v, %v", r, allowed, sc, v&(1<<10) != 0, sets[v&(1<<10-1)])
		}
	}
}

// TestAnalysis: an Analysis gives the resolved set of Resolved and the
// level of RestrictionLevel, over every code point alone and over
// strings of characters from a few scripts, Common and Inherited.
func TestAnalysis(t *testing.T) {
	check := func(s string) {
		t.Helper()
		var a Analysis
		inProfile := true
		for _, r := range s {
			inProfile = a.Add(r) && inProfile
		}
		wantIn, wantSet := Resolved(s)
		wantLevel, _ := RestrictionLevel(s)
		if inProfile != wantIn || a.Resolved() != wantSet || a.Level(s, inProfile) != wantLevel {
			t.Fatalf("Analysis of %+q: %v, %s, %s; want %v, %s, %s", s, inProfile, a.Resolved().Names(), a.Level(s, inProfile), wantIn, wantSet.Names(), wantLevel)
		}
	}
	for r := rune(0); r <= 0x10FFFF; r++ {
		if r < 0xD800 || r > 0xDFFF {
			check(string(r))
		}
	}
	pool := []rune("abcxyzéàабвгαβγ日本語カタカナひらがな한국어ㄅㄆ0123-·\u0300\u0301\u3099١٢אב♥ԛ\u200d\U00020000")
	rng := uint32(7)
	for range 100000 {
		var b []rune
		for range 1 + rng%8 {
			rng ^= rng << 13
			rng ^= rng >> 17
			rng ^= rng << 5
			b = append(b, pool[rng%uint32(len(pool))])
		}
		check(string(b))
	}
}
