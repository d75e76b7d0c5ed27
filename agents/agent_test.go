package agents

import (
	"testing"

	"github.com/lorcana-rl/lorcana/engine"
)

func TestRandomSeeded(t *testing.T) {
	legal := make([]engine.Action, 7)
	a, b := NewRandom(3), NewRandom(3)
	seen := map[int]bool{}
	for i := 0; i < 200; i++ {
		x, y := a.Act(nil, legal), b.Act(nil, legal)
		if x != y {
			t.Fatalf("step %d: same seed gave %d and %d", i, x, y)
		}
		if x < 0 || x >= len(legal) {
			t.Fatalf("index %d out of range", x)
		}
		seen[x] = true
	}
	if len(seen) != len(legal) {
		t.Errorf("200 draws covered %d of %d actions", len(seen), len(legal))
	}
}
