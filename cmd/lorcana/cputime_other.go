//go:build !unix

package main

import "time"

// processCPU is not measured on this platform: per-CPU-second figures are 0.
func processCPU() time.Duration { return 0 }
