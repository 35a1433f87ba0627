package templatebench

import (
	"runtime"
	"syscall"
	"testing"
	"time"
	"unsafe"

	"github.com/go-iri/iri/template"
	"github.com/yosida95/uritemplate/v3"
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

// BenchmarkParsePairedCPU is BenchmarkParse paired as
// BenchmarkExpandPairedCPU pairs expansion: go-iri's Parse and yosida95's
// New alternately, ten passes over the templates at a time, timed by the
// CPU time of the benchmark's thread; speedup is yosida95's time over
// go-iri's.
func BenchmarkParsePairedCPU(b *testing.B) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	const passes = 10
	var g, y time.Duration
	for b.Loop() {
		t0 := threadTime()
		for range passes {
			for _, s := range templates {
				_, sinkErr = template.Parse(s)
			}
		}
		t1 := threadTime()
		for range passes {
			for _, s := range templates {
				_, sinkErr = uritemplate.New(s)
			}
		}
		t2 := threadTime()
		g += t1 - t0
		y += t2 - t1
	}
	n := float64(b.N * passes)
	b.ReportMetric(float64(y)/float64(g), "speedup")
	b.ReportMetric(float64(g)/n, "goiri-ns/op")
	b.ReportMetric(float64(y)/n, "yosida95-ns/op")
}
