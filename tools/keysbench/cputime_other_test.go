//go:build !unix

package keysbench

import "time"

// processCPUTime returns 0 where getrusage is missing: TestPairedCPU
// then measures nothing.
func processCPUTime() time.Duration { return 0 }
