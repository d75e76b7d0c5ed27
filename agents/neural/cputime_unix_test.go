//go:build unix

package neural

import "syscall"

// cpuSeconds is the CPU time (user and system) the process has used: the
// benchmarks' sims per CPU-second, which other programs sharing the
// machine change less than the wall clock.
func cpuSeconds() float64 {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return -1
	}
	return float64(ru.Utime.Nano()+ru.Stime.Nano()) / 1e9
}
