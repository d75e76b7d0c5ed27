package agents

import "math"

// Wilson returns the Wilson score interval at 95% confidence for wins
// successes in n trials (Wilson, 1927): a better interval than the normal
// approximation for small n and rates near 0 or 1. With n = 0 it is [0, 1].
func Wilson(wins, n int) (lo, hi float64) {
	if n <= 0 {
		return 0, 1
	}
	const z = 1.959963984540054
	p := float64(wins) / float64(n)
	nn := float64(n)
	den := 1 + z*z/nn
	mid := (p + z*z/(2*nn)) / den
	half := z * math.Sqrt(p*(1-p)/nn+z*z/(4*nn*nn)) / den
	return max(0, mid-half), min(1, mid+half)
}
