//go:build goexperiment.simd && amd64

package iri

import (
	"bytes"
	"math/bits"
	"simd/archsimd"
	"unsafe"
)

// The AVX2 kernel of firstRun (parse.go), built with GOEXPERIMENT=simd
// on amd64 and used when the CPU has AVX2 (subsetRun's SWAR loops
// otherwise). It tests 32 bytes a step with a nibble-table classifier: a byte b is in the
// subset when lo[b&15] & hi[b>>4] != 0, two byte shuffles (VPSHUFB), an
// AND and a compare. Only AVX2 operations appear in it: this machine may
// have AVX-512, whose instructions would pass every test here and fault on
// a CPU with AVX2 only; and the high nibbles come from a shift by a vector
// count (VPSRLVD), since a shift by a constant made Go 1.26.8 emit a
// legacy-SSE instruction, whose switch from AVX state costs more than the
// whole scan (golang/go#80835). TestAVX2KernelEncoding reads the compiled
// kernel and fails on either.

// useAVX2 says whether firstRun calls avx2Run; tests set it to false to
// run the SWAR path on the same machine.
var useAVX2 = archsimd.X86.AVX2()

// avx2Min is the shortest rest of s that firstRun hands to avx2Run, which
// reads 32 bytes a step.
const avx2Min = 32

// nibbleTables holds, for each class of swarMisses (index 1: pathLike),
// the two 16-entry tables, each written twice since VPSHUFB looks up
// within each 128-bit half; and the constants of avx2Run, loaded from
// memory rather than built from scalars (a broadcast of a scalar is not
// one AVX2 instruction in archsimd).
var nibbleTables = [2]struct{ lo, hi [32]uint8 }{makeNibbleTables(false), makeNibbleTables(true)}

var (
	nibbleMask  = [32]uint8(bytes.Repeat([]byte{0x0f}, 32))
	nibbleShift = [8]uint32{4, 4, 4, 4, 4, 4, 4, 4}
)

// makeNibbleTables derives the tables from swarMisses itself, so the two
// paths share one definition of the subset: each high nibble (2 to 7; the
// others have no byte in the subset) gets the set of low nibbles it
// admits, and each distinct set a bit, set in hi for the high nibbles that
// have it and in lo for the low nibbles in it.
func makeNibbleTables(pathLike bool) (t struct{ lo, hi [32]uint8 }) {
	var rows []uint16
	for h := 0; h < 8; h++ {
		var row uint16
		for l := 0; l < 16; l++ {
			if swarMisses(uint64(h<<4|l), pathLike)&0x80 == 0 {
				row |= 1 << l
			}
		}
		if row == 0 {
			continue
		}
		bit := -1
		for k, r := range rows {
			if r == row {
				bit = k
			}
		}
		if bit < 0 {
			bit = len(rows)
			rows = append(rows, row) // at most 8: one a high nibble
		}
		t.hi[h] |= 1 << bit
		t.hi[h+16] |= 1 << bit
		for l := 0; l < 16; l++ {
			if row&(1<<l) != 0 {
				t.lo[l] |= 1 << bit
				t.lo[l+16] |= 1 << bit
			}
		}
	}
	return t
}

// avx2Run returns the length of the run of bytes in the subset of
// swarMisses that starts t, len(t) >= avx2Min. The bytes after the last
// whole step are tested in the last 32 bytes of t, overlapping bytes
// already tested, whose results are shifted out.
//
//go:noinline
func avx2Run(t string, pathLike bool) int {
	tab := &nibbleTables[0]
	if pathLike {
		tab = &nibbleTables[1]
	}
	lo := loadBytes32(&tab.lo)
	hi := loadBytes32(&tab.hi)
	mask := loadBytes32(&nibbleMask)
	shift := loadWords8(&nibbleShift)
	var zero archsimd.Uint8x32
	misses := func(p *byte) uint32 {
		v := loadBytes32((*[32]uint8)(unsafe.Pointer(p)))
		h := v.AsUint32x8().ShiftRight(shift).AsUint8x32().And(mask)
		c := lo.PermuteOrZeroGrouped(v.And(mask).AsInt8x32()).And(hi.PermuteOrZeroGrouped(h.AsInt8x32()))
		return c.Equal(zero).ToBits()
	}
	n := len(t)
	p := unsafe.StringData(t)
	k := 0
	for ; k <= n-32; k += 32 {
		if m := misses((*byte)(unsafe.Add(unsafe.Pointer(p), k))); m != 0 {
			archsimd.ClearAVXUpperBits()
			return k + bits.TrailingZeros32(m)
		}
	}
	if k < n {
		m := misses((*byte)(unsafe.Add(unsafe.Pointer(p), n-32))) >> (32 - (n - k))
		k += bits.TrailingZeros32(m | 1<<(n-k))
	}
	// (VZEROUPPER: the SSE code the compiler emits elsewhere would
	// otherwise wait on the upper halves of the Y registers.)
	archsimd.ClearAVXUpperBits()
	return k
}
