//go:build !unix

package keys

import "time"

// processCPUTime returns 0 where getrusage is missing; the benchmarks
// then report keys per wall second only.
func processCPUTime() time.Duration { return 0 }
