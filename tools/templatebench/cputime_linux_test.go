package templatebench

import (
	"syscall"
	"testing"
	"time"
	"unsafe"
)

// threadTime returns the CPU time of the calling thread
// (CLOCK_THREAD_CPUTIME_ID), which does not run while the thread waits
// for a CPU: on a machine shared with other work it measures the work
// done, where the wall clock also counts the waits.
func threadTime() time.Duration {
	var ts syscall.Timespec
	const clockThreadCPUTime = 3
	if _, _, e := syscall.Syscall(syscall.SYS_CLOCK_GETTIME, clockThreadCPUTime, uintptr(unsafe.Pointer(&ts)), 0); e != 0 {
		panic(e)
	}
	return time.Duration(ts.Nano())
}

// BenchmarkExpandPairedCPU is BenchmarkExpandPaired timed by the CPU
// time of the benchmark's thread rather than the wall clock, ten passes
// over the templates at a time. The garbage collector's background work
// runs on other threads and is not counted, which favours yosida95, the
// one that allocates more; its assists are counted.
func BenchmarkExpandPairedCPU(b *testing.B) {
	benchmarkPaired(b, threadTime, 10, true)
}
