package iri

import "math/bits"

// SWAR ("SIMD within a register") helpers: eight bytes of a string tested
// at once in a uint64, byte k of the string in bits 8k..8k+7. Each test
// leaves bit 7 of a byte set where the byte passes, and no carry crosses
// from one byte to the next.

const (
	swarLo = 0x0101010101010101
	swarHi = 0x8080808080808080
)

// load8 returns the eight bytes s[0:8] as a little-endian uint64; the
// compiler turns it into one load. s must have at least eight bytes.
func load8(s string) uint64 {
	s = s[:8]
	return uint64(s[0]) | uint64(s[1])<<8 | uint64(s[2])<<16 | uint64(s[3])<<24 |
		uint64(s[4])<<32 | uint64(s[5])<<40 | uint64(s[6])<<48 | uint64(s[7])<<56
}

// nextBytes returns the up to eight bytes s[j:j+8] as the low bytes of a
// little-endian word, the rest zero. It reads a whole word of s where s
// has one around them.
func nextBytes(s string, j int) uint64 {
	switch {
	case j <= len(s)-8:
		return load8(s[j:])
	case j >= len(s):
		return 0
	case len(s) >= 8:
		return lastBytes(s, len(s)-j)
	}
	return shortBytes(s[j:])
}

// shortBytes returns s, fewer than eight bytes, as the low bytes of a
// little-endian word.
func shortBytes(s string) uint64 {
	var v uint64
	for k := len(s) - 1; k >= 0; k-- {
		v = v<<8 | uint64(s[k])
	}
	return v
}

// lastBytes returns the last n bytes of s, 0 < n <= 8 <= len(s), as
// load8 does, with zero bytes above them.
func lastBytes(s string, n int) uint64 {
	return load8(s[len(s)-8:]) >> ((64 - 8*uint(n)) & 63)
}

// lowerPrefix returns the number of lowercase ASCII letters that start s,
// counting at most 8, and 0 when s is shorter than 8 bytes. Most schemes
// are short and lowercase, and a relative reference usually starts with a
// lowercase segment and "/": one test decides both.
func lowerPrefix(s string) int {
	if len(s) < 8 {
		return 0
	}
	w := load8(s)
	// Most references on the web start with "http://" or "https://":
	// constants for those, so that the rest of the parse does not wait
	// for the SWAR result below.
	switch {
	case w&0x00ffffffffffffff == 'h'|'t'<<8|'t'<<16|'p'<<24|':'<<32|'/'<<40|'/'<<48:
		return 4
	case w == 'h'|'t'<<8|'t'<<16|'p'<<24|'s'<<32|':'<<40|'/'<<48|'/'<<56:
		return 5
	}
	x := w &^ swarHi // the low seven bits of each byte
	geA := x + (0x80-'a')*swarLo
	gtZ := x + (0x7f-'z')*swarLo
	lower := geA &^ gtZ &^ w & swarHi // 'a' <= byte <= 'z', and ASCII
	return bits.TrailingZeros64(^lower&swarHi) >> 3
}

// swarMisses returns a word whose lowest set bit is bit 7 of the first
// byte of w (eight bytes little-endian) that is not in the common subset
// of a class, and 0 when all eight are in: the subset is most of what the
// web puts in each component. With pathLike, the subset of ipath and
// iquery: letters, digits, "&'()*+,-./:;", "=" and "_"; otherwise that of
// ireg-name, iuserinfo and isegment-nz-nc: letters, digits, "-", "." and
// "_". The scanner tests bytes outside the subset one at a time.
//
// For a byte x below 0x80, x + 0x7f - hi has bit 7 set when x > hi,
// ^x - (0x80 - lo) when x < lo, and (x ^ e) + 0x7f when x != e; no sum
// or difference carries into the next byte. A byte from 0x80 up has bit 7
// set in w, which the result takes; its sums may carry into the bytes
// after it, but those come after the first miss, whose bit is all the
// callers read (the mask that would keep them exact costs two
// instructions in the scanner's innermost loop).
func swarMisses(w uint64, pathLike bool) uint64 {
	x := w
	var out uint64
	if pathLike {
		out = ((^x - (0x80-'&')*swarLo) | (x + (0x7f-';')*swarLo)) &
			((x ^ '='*swarLo) + 0x7f*swarLo) & ((x ^ '_'*swarLo) + 0x7f*swarLo)
	} else {
		out = ((^x - (0x80-'0')*swarLo) | (x + (0x7f-'9')*swarLo)) &
			((^x - (0x80-'-')*swarLo) | (x + (0x7f-'.')*swarLo)) &
			((x ^ '_'*swarLo) + 0x7f*swarLo)
	}
	x |= 0x20 * swarLo // ASCII letters to lowercase
	out &= (^x - (0x80-'a')*swarLo) | (x + (0x7f-'z')*swarLo)
	return (out | w) & swarHi
}
