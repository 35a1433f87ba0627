package view

import "unicode/utf8"

// diffMax is the length in characters beyond which diff marks only the
// middle between the common prefix and suffix: its table is quadratic.
const diffMax = 400

// diff returns b cut into pieces, those not in a longest common
// subsequence of the characters of a and b marked "changed": what an
// operation that turned a into b wrote.
func diff(a, b string) []Piece {
	if a == b {
		if b == "" {
			return nil
		}
		return []Piece{{Text: b}}
	}
	// The common prefix and suffix, whole characters.
	p := 0
	for p < len(a) && p < len(b) && a[p] == b[p] {
		p++
	}
	for p > 0 && (p < len(b) && !utf8.RuneStart(b[p]) || p < len(a) && !utf8.RuneStart(a[p])) {
		p--
	}
	s := 0
	for s < len(a)-p && s < len(b)-p && a[len(a)-1-s] == b[len(b)-1-s] {
		s++
	}
	for s > 0 && !utf8.RuneStart(b[len(b)-s]) {
		s--
	}
	am, bm := []rune(a[p:len(a)-s]), []rune(b[p:len(b)-s])
	var w pieceWriter
	w.add(b[:p], false)
	if len(am) > diffMax || len(bm) > diffMax || len(am) == 0 {
		w.add(string(bm), true)
	} else {
		// lcs[i][j] is the length of a longest common subsequence of
		// am[i:] and bm[j:].
		n, m := len(am), len(bm)
		lcs := make([][]int32, n+1)
		for i := range lcs {
			lcs[i] = make([]int32, m+1)
		}
		for i := n - 1; i >= 0; i-- {
			for j := m - 1; j >= 0; j-- {
				if am[i] == bm[j] {
					lcs[i][j] = lcs[i+1][j+1] + 1
				} else {
					lcs[i][j] = max(lcs[i+1][j], lcs[i][j+1])
				}
			}
		}
		for i, j := 0, 0; j < m; {
			switch {
			case i < n && am[i] == bm[j]:
				w.add(string(bm[j]), false)
				i, j = i+1, j+1
			case i < n && lcs[i+1][j] >= lcs[i][j+1]:
				i++ // deleted from a
			default:
				w.add(string(bm[j]), true)
				j++
			}
		}
	}
	w.add(b[len(b)-s:], false)
	return w.ps
}

// pieceWriter appends text to pieces, joining runs of one kind.
type pieceWriter struct{ ps []Piece }

func (w *pieceWriter) add(t string, changed bool) {
	if t == "" {
		return
	}
	c := ""
	if changed {
		c = "changed"
	}
	if n := len(w.ps); n > 0 && w.ps[n-1].Class == c {
		w.ps[n-1].Text += t
		return
	}
	p := Piece{Text: t, Class: c}
	if changed {
		p.Label = "changed"
	}
	w.ps = append(w.ps, p)
}
