//go:build !(goexperiment.simd && amd64)

package model

// axpy adds c·x to y (x at least as long as y).
func axpy(y []float32, c float32, x []float32) { axpyGo(y, c, x) }
