//go:build unix

package main

import (
	"syscall"
	"time"
)

// processCPUTime returns the user and system CPU time this process has
// used, on all its threads (the garbage collector's too).
func processCPUTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
