//go:build !race

package iri

// raceEnabled reports whether the race detector is on; see
// normalize_race_test.go.
const raceEnabled = false
