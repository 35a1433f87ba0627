//go:build !(goexperiment.simd && amd64)

package iri

// Without GOEXPERIMENT=simd on amd64 there is no AVX2 kernel (see
// scan_avx2.go): useAVX2 is a constant false, and the compiler drops
// firstRun's branch to avx2Run.
const (
	useAVX2 = false
	avx2Min = 32
)

// avx2Run is never called in this build (useAVX2 is false); it is here so
// that firstRun compiles in every build.
func avx2Run(t string, pathLike bool) int { return 0 }
