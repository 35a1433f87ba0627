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
