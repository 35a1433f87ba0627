package iri

import (
	"errors"
	"strings"
	"testing"
	"unicode/utf8"
)

// lowerPrefix and firstNonASCII agree with byte-at-a-time definitions on
// every string up to length 6 over an alphabet of the bytes they look for, bytes with the
// high bit set and the ASCII neighbours of their bounds, and on every
// string up to length 11 over four of those bytes.
func TestSWARHelpers(t *testing.T) {
	alphabet := []byte{'.', '/', 'a', 'z', '`', '{', 0x80 | '.', 0x80 | 'a', '-', '0'}
	var b []byte
	var rec func(max int)
	check := func(s string) {
		n := 0
		for n < len(s) && n < 8 && 'a' <= s[n] && s[n] <= 'z' {
			n++
		}
		if len(s) < 8 {
			n = 0
		}
		if got := lowerPrefix(s); got != n {
			t.Fatalf("lowerPrefix(%q) = %d, want %d", s, got, n)
		}
		n = 0
		for n < len(s) && s[n] < 0x80 {
			n++
		}
		if got := firstNonASCII(s); got != n {
			t.Fatalf("firstNonASCII(%q) = %d, want %d", s, got, n)
		}
	}
	rec = func(max int) {
		check(string(b))
		if len(b) == max {
			return
		}
		for _, c := range alphabet {
			b = append(b, c)
			rec(max)
			b = b[:len(b)-1]
		}
	}
	rec(6)
	alphabet = []byte{'.', '/', 'a', 0x80 | '/'}
	rec(11)
	// Longer strings: one interesting pair at every position.
	for n := 0; n < 40; n++ {
		for k := 0; k+1 < n; k++ {
			s := []byte(strings.Repeat("a", n))
			s[k], s[k+1] = '/', '.'
			check(string(s))
			s[k+1] = 'b'
			check(string(s))
		}
	}
	// Every byte value next to the letters' bounds.
	for c := 0; c < 256; c++ {
		check(strings.Repeat(string([]byte{byte(c)}), 9))
		check("abcdefg" + string([]byte{byte(c)}))
	}
}

// TestScanNonASCIIFastPath: the scanner accepts a two- or three-byte
// sequence in a path exactly when it is one well-formed UTF-8 character
// that is a ucschar and not a bidi formatting character (RFC 3987 §2.2,
// §4.1), for every lead byte from 0x80 to 0xEF and every one or two bytes
// after it: the fast path for common scripts must agree with the full
// decoding.
func TestScanNonASCIIFastPath(t *testing.T) {
	check := func(seq []byte) {
		r, n := utf8.DecodeRune(seq)
		want := n == len(seq) && isUcschar(r) && !isBidiFormatting(r)
		_, err := Parse("/a" + string(seq) + "b")
		if got := err == nil; got != want {
			t.Fatalf("Parse(%q): accepted = %v, want %v (%v)", seq, got, want, err)
		}
	}
	for c := 0x80; c <= 0xEF; c++ {
		for d := 0; d < 256; d++ {
			check([]byte{byte(c), byte(d)})
			if c >= 0xE0 {
				for e := 0; e < 256; e++ {
					check([]byte{byte(c), byte(d), byte(e)})
				}
			}
		}
	}
}

// TestScanRunEnds: the scanner finds the first byte a component does not
// allow wherever it falls relative to its eight-byte steps: in a full
// block, in the last partial block (which is tested as an overlapping
// block first), or in the last byte; and accepts the component when there
// is none (RFC 3987 §2.2: ipchar excludes space, '"', '<' and DEL).
func TestScanRunEnds(t *testing.T) {
	for _, prefix := range []string{"http://example.com/", "", "a:", "?", "#"} {
		for n := 0; n < 30; n++ {
			ok := prefix + strings.Repeat("a", n)
			if _, err := Parse(ok); err != nil {
				t.Fatalf("Parse(%q): %v", ok, err)
			}
			for p := 0; p < n; p++ {
				for _, bad := range []string{" ", "\"", "<", "^", "\x7f", "\x80"} {
					in := prefix + strings.Repeat("a", p) + bad + strings.Repeat("b", n-p)
					_, err := Parse(in)
					var pe *ParseError
					if !errors.As(err, &pe) || pe.Offset != len(prefix)+p {
						t.Fatalf("Parse(%q): %v, want an error at offset %d", in, err, len(prefix)+p)
					}
				}
			}
		}
	}
}
