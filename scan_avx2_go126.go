//go:build goexperiment.simd && amd64 && !go1.27

package iri

import "simd/archsimd"

// The loads of avx2Run under Go 1.26, whose archsimd names the array
// loads LoadUint8x32 and LoadUint32x8 (Go 1.27 gives those names to the
// slice loads and adds the suffix Array).

func loadBytes32(p *[32]uint8) archsimd.Uint8x32 { return archsimd.LoadUint8x32(p) }

func loadWords8(p *[8]uint32) archsimd.Uint32x8 { return archsimd.LoadUint32x8(p) }
