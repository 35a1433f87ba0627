//go:build goexperiment.simd && amd64 && go1.27

package iri

import "simd/archsimd"

// The loads of avx2Run under Go 1.27 and later (see scan_avx2_go126.go).

func loadBytes32(p *[32]uint8) archsimd.Uint8x32 { return archsimd.LoadUint8x32Array(p) }

func loadWords8(p *[8]uint32) archsimd.Uint32x8 { return archsimd.LoadUint32x8Array(p) }
