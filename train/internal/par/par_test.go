package par

import (
	"runtime"
	"testing"
)

// The spans cover [0,n) once each, for any number of cores.
func TestForCovers(t *testing.T) {
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(4))
	for _, c := range []struct{ n, least int }{{0, 8}, {5, 8}, {16, 8}, {67, 8}, {100, 1}, {3, 0}} {
		seen := make([]int, c.n)
		For(c.n, c.least, func(lo, hi int) {
			for i := lo; i < hi; i++ {
				seen[i]++
			}
		})
		for i, v := range seen {
			if v != 1 {
				t.Fatalf("n=%d least=%d: item %d visited %d times", c.n, c.least, i, v)
			}
		}
	}
}
