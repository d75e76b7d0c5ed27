//go:build goexperiment.simd && amd64

package model

import "simd/archsimd"

// fma reports whether the CPU has AVX2 and FMA (the SIMD axpy's
// instructions).
var fma = archsimd.X86.AVX2() && archsimd.X86.FMA()

// axpy adds c·x to y (x at least as long as y): eight lanes at a time with
// fused multiply-adds where the CPU has them (GOEXPERIMENT=simd builds).
func axpy(y []float32, c float32, x []float32) {
	if !fma {
		axpyGo(y, c, x)
		return
	}
	x = x[:len(y)]
	cv := archsimd.BroadcastFloat32x8(c)
	j := 0
	for ; j+8 <= len(y); j += 8 {
		archsimd.LoadFloat32x8Slice(x[j:]).MulAdd(cv, archsimd.LoadFloat32x8Slice(y[j:])).StoreSlice(y[j:])
	}
	if j < len(y) {
		axpyGo(y[j:], c, x[j:])
	}
}
