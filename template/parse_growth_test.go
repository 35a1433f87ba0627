package template

import (
	"fmt"
	"strings"
	"testing"
)

// namesTemplate returns a template of n expressions "{vK}" over k
// distinct varnames, used in turn.
func namesTemplate(n, k int) string {
	var b strings.Builder
	for i := range n {
		fmt.Fprintf(&b, "{v%d}", i%k)
	}
	return b.String()
}

// TestParseVarnameIDs: past the varspecs compared one by one, a varname's
// uses still share the id and slot of its first use (RFC 6570 §2.3: a
// varname names one variable wherever it appears).
func TestParseVarnameIDs(t *testing.T) {
	for _, c := range []struct{ n, k int }{{10, 3}, {linearNames, 7}, {linearNames + 1, 40}, {200, 50}, {500, 500}, {300, 1}} {
		tm := MustParse(namesTemplate(c.n, c.k))
		firstOf := map[string]int{}
		for i, v := range tm.vars {
			j, ok := firstOf[v.name]
			if !ok {
				firstOf[v.name], j = i, i
			}
			if int(v.id) != j || v.slot != tm.vars[j].slot {
				t.Fatalf("n=%d k=%d: varspec %d %q has id %d slot %d, want id %d slot %d", c.n, c.k, i, v.name, v.id, v.slot, j, tm.vars[j].slot)
			}
		}
		if tm.names != len(firstOf) {
			t.Errorf("n=%d k=%d: %d names, want %d", c.n, c.k, tm.names, len(firstOf))
		}
		var vs Vars
		for i := range c.k {
			vs = append(vs, Var{fmt.Sprintf("v%d", i), StringValue(fmt.Sprint(i))})
		}
		x, err := tm.Expand(vs)
		var want strings.Builder
		for i := range c.n {
			fmt.Fprint(&want, i%c.k)
		}
		if err != nil || x.String() != want.String() {
			t.Errorf("n=%d k=%d: Expand = %q, %v; want %q", c.n, c.k, x.String(), err, want.String())
		}
	}
}

// BenchmarkParseGrowth parses templates of 1, 10 and 100 KB, every
// varname distinct or all one: each 10× in length costs about 10× in time.
func BenchmarkParseGrowth(b *testing.B) {
	for _, distinct := range []bool{true, false} {
		for _, size := range []int{1000, 10000, 100000} {
			n := size / 6
			k := n
			if !distinct {
				k = 1
			}
			s := namesTemplate(n, k)
			b.Run(fmt.Sprintf("distinct=%v/size=%dKB", distinct, size/1000), func(b *testing.B) {
				b.SetBytes(int64(len(s)))
				for b.Loop() {
					if _, err := Parse(s); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}
