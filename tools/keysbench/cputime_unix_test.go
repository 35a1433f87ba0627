//go:build unix

package keysbench

import (
	"syscall"
	"time"
)

// processCPUTime returns the user and system CPU time this process has
// used, on all its threads (the garbage collector's too): on a shared
// machine, throughput per CPU second says more than per wall second.
func processCPUTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
