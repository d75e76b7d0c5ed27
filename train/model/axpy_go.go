package model

// axpyGo adds c·x to y (x at least as long as y), in plain Go.
func axpyGo(y []float32, c float32, x []float32) {
	x = x[:len(y)]
	for j := range y {
		y[j] += c * x[j]
	}
}
