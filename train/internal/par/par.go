package par

import (
	"runtime"
	"sync"
)

// For calls fn on contiguous spans [lo,hi) that cover [0,n), on up to
// GOMAXPROCS goroutines, each given at least least items (one goroutine,
// the caller's, when n is smaller). fn must only touch its span's items.
func For(n, least int, fn func(lo, hi int)) {
	workers := min(runtime.GOMAXPROCS(0), n/max(least, 1))
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
