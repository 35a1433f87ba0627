//go:build race

package iri

// raceEnabled: the race detector makes sync.Pool drop items, so the
// allocation counts of TestNormalizeNoAllocs do not hold.
const raceEnabled = true
