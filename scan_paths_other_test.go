//go:build !(goexperiment.simd && amd64)

package iri

import "testing"

// scanPath is one path of firstRun; use selects it for the rest of the
// test.
type scanPath struct {
	name string
	avx2 bool
	use  func(testing.TB)
}

// scanPaths lists the paths of this build: the SWAR loops only (see
// scan_paths_simd_test.go for the build with the AVX2 kernel).
func scanPaths(testing.TB) []scanPath {
	return []scanPath{{name: "SWAR", use: func(testing.TB) {}}}
}
