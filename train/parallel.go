package train

import (
	"runtime"
	"sync"
)

// parallelMin is the fewest items a goroutine of parallel is given.
const parallelMin = 8

// parallel calls fn on contiguous spans [lo,hi) that cover [0,n), on up to
// GOMAXPROCS goroutines; fn must only touch its span's items, so the result
// does not depend on the number of goroutines.
func parallel(n int, fn func(lo, hi int)) {
	workers := min(runtime.GOMAXPROCS(0), n/parallelMin)
	if workers <= 1 {
		fn(0, n)
		return
	}
	var wg sync.WaitGroup
	for w := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			fn(w*n/workers, (w+1)*n/workers)
		}()
	}
	wg.Wait()
}
