//go:build !unix

package agents

// cpuSeconds: no CPU time here (the benchmarks then leave sims/cpu-s out).
func cpuSeconds() float64 { return -1 }
