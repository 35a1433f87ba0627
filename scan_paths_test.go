package iri

import (
	"strings"
	"testing"
)

// The scanner paths: firstRun through subsetRun's SWAR loops, and with
// GOEXPERIMENT=simd on amd64 through the AVX2 kernel. scanPaths
// (scan_paths_*_test.go) lists the paths the build has; each test here
// runs on all of them and compares them byte for byte.

// subsetRef is the common subset of swarMisses written out, byte by byte.
func subsetRef(c byte, pathLike bool) bool {
	switch {
	case 'a' <= c && c <= 'z', 'A' <= c && c <= 'Z', '0' <= c && c <= '9':
		return true
	case pathLike:
		return strings.IndexByte("&'()*+,-./:;=_", c) >= 0
	}
	return strings.IndexByte("-._", c) >= 0
}

func subsetRunRef(s string, i int, pathLike bool) int {
	k := i
	for k < len(s) && subsetRef(s[k], pathLike) {
		k++
	}
	return k - i
}

// subsetBytes and missBytes: every byte in each class's subset, and a
// selection of bytes outside it, the component delimiters, "%", the
// characters of the classes outside the subset, and non-ASCII bytes.
var (
	missBytes = "\x00 !\"#$%<>?@[\\]^`{|}~\x7f\x80\xbf\xc3\xe2\xff&=:/;,"
)

func subsetBytes(pathLike bool) string {
	var b []byte
	for c := 0; c < 256; c++ {
		if subsetRef(byte(c), pathLike) {
			b = append(b, byte(c))
		}
	}
	return string(b)
}

// TestSubsetRunPaths runs subsetRun, firstRun and avx2Run on runs of
// every length from 0 to 256, starting at every offset of a 32-byte
// block, ended at every position by a byte outside the subset, on every
// path.
func TestSubsetRunPaths(t *testing.T) {
	for _, path := range scanPaths(t) {
		path.use(t)
		for _, pathLike := range []bool{false, true} {
			in := subsetBytes(pathLike)
			var buf [32 + 256 + 8]byte
			for k := range buf {
				buf[k] = in[(k*7)%len(in)]
			}
			misses := 0
			for n := 0; n <= 256; n++ {
				for off := 0; off < 32; off++ {
					s := string(buf[off : off+n])
					check := func(s string) {
						want := subsetRunRef(s, 0, pathLike)
						if got := subsetRun(s, 0, pathLike); got != want {
							t.Fatalf("%s: subsetRun(%q, 0, %v) = %d, want %d", path.name, s, pathLike, got, want)
						}
						if got := firstRun(s, 0, pathLike); got != want {
							t.Fatalf("%s: firstRun(%q, 0, %v) = %d, want %d", path.name, s, pathLike, got, want)
						}
						if path.avx2 && len(s) >= avx2Min {
							if got := avx2Run(s, pathLike); got != want {
								t.Fatalf("%s: avx2Run(%q, %v) = %d, want %d", path.name, s, pathLike, got, want)
							}
						}
					}
					check(s)
					b := []byte(s)
					for p := 0; p < n; p++ {
						c := b[p]
						b[p] = missBytes[misses%len(missBytes)]
						misses++
						check(string(b))
						b[p] = c
					}
				}
			}
		}
	}
}

// FuzzScanPaths checks that every path gives the reference answer of
// subsetRun and firstRun and the same scanRun results at every offset of
// any input, and the same IRI or error from Parse.
func FuzzScanPaths(f *testing.F) {
	f.Add("http://example.com/" + strings.Repeat("abcdefghij/", 8) + "?q=" + strings.Repeat("x", 40) + "#frag")
	f.Add("/" + strings.Repeat("a", 70) + "é" + strings.Repeat("b", 45) + "%41" + strings.Repeat("c", 33))
	f.Add("http://" + strings.Repeat("sub-domain.", 6) + "example:80/")
	paths := scanPaths(f)
	f.Fuzz(func(t *testing.T, s string) {
		if len(s) > 400 {
			return
		}
		type result struct {
			runs []int
			iri  IRI
			err  string
		}
		var results []result
		for _, path := range paths {
			path.use(t)
			var r result
			for i := 0; i <= len(s); i++ {
				for _, pathLike := range []bool{false, true} {
					want := subsetRunRef(s, i, pathLike)
					if got := subsetRun(s, i, pathLike); got != want {
						t.Fatalf("%s: subsetRun(%q, %d, %v) = %d, want %d", path.name, s, i, pathLike, got, want)
					}
					if got := firstRun(s, i, pathLike); got != want {
						t.Fatalf("%s: firstRun(%q, %d, %v) = %d, want %d", path.name, s, i, pathLike, got, want)
					}
				}
				for _, mask := range []uint16{cPath, cQuery, cRegName} {
					r.runs = append(r.runs, scanRun(s, i, mask, false, modeIRI))
				}
			}
			x, err := Parse(s)
			r.iri = x
			if err != nil {
				r.err = err.Error()
			}
			results = append(results, r)
		}
		for k := 1; k < len(results); k++ {
			a, b := results[0], results[k]
			if a.iri != b.iri || a.err != b.err || len(a.runs) != len(b.runs) {
				t.Fatalf("Parse(%q): %s gives %#v, %q; %s gives %#v, %q", s, paths[0].name, a.iri, a.err, paths[k].name, b.iri, b.err)
			}
			for j := range a.runs {
				if a.runs[j] != b.runs[j] {
					t.Fatalf("scanRun on %q, call %d: %s gives %d, %s gives %d", s, j, paths[0].name, a.runs[j], paths[k].name, b.runs[j])
				}
			}
		}
	})
}
