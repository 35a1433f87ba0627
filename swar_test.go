package iri

import (
	"errors"
	"strings"
	"testing"
	"unicode/utf8"
)

// lowerPrefix, firstNonASCII, countNonASCIIIn, mayHaveDotSegment and lastSlash agree with byte-at-a-time definitions on
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
		if got, want := mayHaveDotSegment(s), mayHaveDotSegmentRef(s); got != want {
			t.Fatalf("mayHaveDotSegment(%q) = %v, want %v", s, got, want)
		}
		if got, want := lastSlash(s), strings.LastIndexByte(s, '/'); got != want {
			t.Fatalf("lastSlash(%q) = %d, want %d", s, got, want)
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
	// countNonASCIIIn on every range of every string up to length 10 over
	// an ASCII byte and two others, and of the longer strings below.
	var counts func(max int)
	counts = func(max int) {
		checkCountNonASCII(t, string(b))
		if len(b) == max {
			return
		}
		for _, c := range []byte{'a', 0x80, 0xff} {
			b = append(b, c)
			counts(max)
			b = b[:len(b)-1]
		}
	}
	counts(10)
	// Longer strings: one interesting pair at every position.
	for n := 0; n < 40; n++ {
		for k := 0; k+1 < n; k++ {
			s := []byte(strings.Repeat("a", n))
			s[k], s[k+1] = '/', '.'
			check(string(s))
			s[k+1] = 'b'
			check(string(s))
			s[k] = 0xc3
			checkCountNonASCII(t, string(s))
		}
	}
	// Every byte value next to the letters' bounds.
	for c := 0; c < 256; c++ {
		check(strings.Repeat(string([]byte{byte(c)}), 9))
		check("abcdefg" + string([]byte{byte(c)}))
	}
}

// checkCountNonASCII checks countNonASCIIIn on every range of s against
// a byte loop.
func checkCountNonASCII(t *testing.T, s string) {
	t.Helper()
	for start := 0; start <= len(s); start++ {
		want := 0
		for end := start; end <= len(s); end++ {
			if end > start {
				want += int(s[end-1] >> 7)
			}
			if got := countNonASCIIIn(s, start, end); got != want {
				t.Fatalf("countNonASCIIIn(%q, %d, %d) = %d, want %d", s, start, end, got, want)
			}
		}
	}
}

// mayHaveDotSegmentRef is mayHaveDotSegment one byte at a time.
func mayHaveDotSegmentRef(p string) bool {
	for i := 0; i < len(p); i++ {
		if p[i] == '.' && (i == 0 || p[i-1] == '/') {
			return true
		}
	}
	return false
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

// TestSWARMisses: swarMisses marks the first byte outside each common
// subset, for every byte value at every position of a block, and each
// subset lies inside every class the scanner uses it for. The subsets are
// spelled out here from their definitions, so a slip in the SWAR
// arithmetic (which only costs speed, the byte test catching up) shows.
func TestSWARMisses(t *testing.T) {
	const letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
	subsets := []struct {
		pathLike bool
		members  string
		classes  []uint16
	}{
		{true, letters + "0123456789&'()*+,-./:;=_", []uint16{cPath, cQuery}},
		{false, letters + "0123456789-._", []uint16{cRegName, cUserinfo, cNoColon}},
	}
	for _, sub := range subsets {
		for c := 0; c < 256; c++ {
			in := strings.IndexByte(sub.members, byte(c)) >= 0
			for _, mask := range sub.classes {
				if in && asciiClass[c]&mask == 0 {
					t.Errorf("%q is in the subset (pathLike %v) but not in class %#x", rune(c), sub.pathLike, mask)
				}
			}
			for k := 0; k < 8; k++ {
				b := []byte("a0Z.-9z_")
				b[k] = byte(c)
				want := uint64(0)
				if !in {
					want = 0x80 << (8 * k)
				}
				if got := swarMisses(load8(string(b)), sub.pathLike); got&-got != want {
					t.Fatalf("swarMisses(%q, %v) = %#x, want lowest bit %#x", b, sub.pathLike, got, want)
				}
			}
		}
	}
}

// scanRef is scanRun one character at a time, from the definitions:
// ASCII in the class, pct-encoded, ucschar (not a bidi formatting
// character) and, where private, iprivate (RFC 3987 §2.2, §4.1).
func scanRef(s string, i int, mask uint16, private bool, mode uint8) int {
	for i < len(s) {
		c := s[i]
		switch {
		case c < utf8.RuneSelf && asciiClass[c]&mask != 0:
			i++
		case c == '%':
			if i+2 >= len(s) || asciiClass[s[i+1]]&cHex == 0 || asciiClass[s[i+2]]&cHex == 0 {
				return i
			}
			i += 3
		case c < utf8.RuneSelf || mode&modeURI != 0:
			return i
		default:
			r, n := utf8.DecodeRuneInString(s[i:])
			if r == utf8.RuneError && n == 1 ||
				!(isUcschar(r) && !isBidiFormatting(r) || private && isIprivate(r, mode&modeBis != 0)) {
				return i
			}
			i += n
		}
	}
	return i
}

// scanAlphabet has, for every class, members of the SWAR subset, members
// outside it, delimiters, pct-encoded triplets whole and cut, and
// characters of every UTF-8 length, allowed or not.
var scanAlphabet = []string{
	"a", "Z", "5", ".", "-", "_", "/", ":", "=", "&", "~", "!", "@", "$", "?", "#",
	"%41", "%4", "%", " ", "<", "\x7f", "\x00",
	"é", "\u00a0", "日", "\u200e", "\ue000", "\U0001f600", "\U000e0001", "\xff", "\xe6\x97",
}

// TestScanRunReference compares scanRun with scanRef for every class the
// scanner is used with, in every mode, from every start offset, on every
// string of up to three symbols of scanAlphabet after a run of letters of
// every length from 0 to 17: so each symbol falls at every position of the
// eight-byte steps and of the tail.
func TestScanRunReference(t *testing.T) {
	masks := []uint16{cPath, cQuery, cRegName, cUserinfo, cNoColon}
	check := func(s string) {
		for _, mask := range masks {
			for _, mode := range []uint8{modeIRI, modeURI, modeBis} {
				for _, private := range []bool{false, true} {
					for i := 0; i <= len(s); i++ {
						if got, want := scanRun(s, i, mask, private, mode), scanRef(s, i, mask, private, mode); got != want {
							t.Fatalf("scanRun(%q, %d, %#x, %v, %d) = %d, want %d", s, i, mask, private, mode, got, want)
						}
					}
				}
			}
		}
	}
	for n := 0; n <= 17; n++ {
		run := strings.Repeat("ab", n)[:n]
		for _, a := range scanAlphabet {
			for _, b := range scanAlphabet {
				check(run + a + b)
				check(a + run + b)
			}
			for _, b := range []string{"a", "/", "~", "é", "%41"} {
				for _, c := range scanAlphabet {
					check(run + a + b + c)
				}
			}
		}
	}
}
