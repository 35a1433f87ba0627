//go:build race

package template

// raceEnabled: the tests run under the race detector, ten times slower.
const raceEnabled = true
