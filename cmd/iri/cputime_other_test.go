//go:build !unix

package main

import "time"

// processCPUTime returns 0 where getrusage is missing; BenchmarkThroughput
// then reports wall time only.
func processCPUTime() time.Duration { return 0 }
