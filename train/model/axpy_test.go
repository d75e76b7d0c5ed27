package model

import (
	"math"
	"testing"
)

// axpy (SIMD in GOEXPERIMENT=simd builds) agrees with the plain loop on
// lengths around its 8-lane blocks.
func TestAxpy(t *testing.T) {
	for _, n := range []int{0, 1, 7, 8, 9, 16, 31, 32, 33} {
		x, y, want := make([]float32, n+3), make([]float32, n), make([]float32, n)
		for j := range x {
			x[j] = float32(j%5) - 1.5
		}
		for j := range y {
			y[j] = float32(j) * 0.25
			want[j] = y[j]
		}
		axpy(y, 0.75, x)
		axpyGo(want, 0.75, x)
		for j := range y {
			if math.Abs(float64(y[j]-want[j])) > 1e-6 {
				t.Fatalf("n=%d: y[%d] = %v, want %v", n, j, y[j], want[j])
			}
		}
	}
}
