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

// TestCursor: a Cursor gives what Lookup gives, walking the code points
// up, down and in a scattered order.
func TestCursor(t *testing.T) {
	var up, down, jump Cursor
	for r := rune(0); r <= 0x10FFFF; r++ {
		for _, tc := range []struct {
			c *Cursor
			r rune
		}{{&up, r}, {&down, 0x10FFFF - r}, {&jump, r * 7919 % 0x110000}} {
			a, s := tc.c.Lookup(tc.r)
			wa, ws := Lookup(tc.r)
			if a != wa || s != ws {
				t.Fatalf("Cursor.Lookup(%U) = %v, %v; Lookup gives %v, %v", tc.r, a, s, wa, ws)
			}
		}
	}
}
