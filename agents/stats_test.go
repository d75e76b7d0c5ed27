package agents

import (
	"math"
	"testing"
)

func TestWilson(t *testing.T) {
	// Reference values from the closed form (e.g. statsmodels
	// proportion_confint(method="wilson")).
	for _, tt := range []struct {
		wins, n int
		lo, hi  float64
	}{
		{0, 0, 0, 1},
		{5, 10, 0.2366, 0.7634},
		{99, 100, 0.9455, 0.9982},
		{0, 20, 0, 0.1611},
		{20, 20, 0.8389, 1},
		{700, 1000, 0.6709, 0.7276},
	} {
		lo, hi := Wilson(tt.wins, tt.n)
		if math.Abs(lo-tt.lo) > 1e-4 || math.Abs(hi-tt.hi) > 1e-4 {
			t.Errorf("Wilson(%d, %d) = [%.4f, %.4f], want [%.4f, %.4f]", tt.wins, tt.n, lo, hi, tt.lo, tt.hi)
		}
	}
}
