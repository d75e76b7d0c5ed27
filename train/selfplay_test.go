package train

import (
	"math/rand/v2"
	"testing"

	"github.com/lorcana-rl/lorcana/encode"
	"github.com/lorcana-rl/lorcana/env"
	"github.com/lorcana-rl/lorcana/train/config"
)

// selfplay.priority: past checkpoints are picked in proportion to
// rate^priority, uniformly at 0.
func TestPickOpponentByPriority(t *testing.T) {
	for _, c := range []struct {
		priority float32
		want0    float64 // share of picks of entry 0 (rate 0.9; entry 1 has 0.3)
	}{{0, 0.5}, {1, 0.75}, {2, 0.9}} {
		cfg := &config.Config{}
		cfg.SelfPlay.Priority = c.priority
		tr := &Trainer{cfg: cfg, rng: rand.New(rand.NewPCG(1, 2)),
			pool: []poolEntry{{name: "a", rate: 0.9}, {name: "b", rate: 0.3}}}
		n, first := 20000, 0
		for range n {
			if tr.pickOpponent() == 0 {
				first++
			}
		}
		if got := float64(first) / float64(n); got < c.want0-0.02 || got > c.want0+0.02 {
			t.Errorf("priority %v: entry 0 picked %.3f of the time, want %.3f", c.priority, got, c.want0)
		}
	}
}

// The result of a game against a past checkpoint, for the checkpoint: it
// plays every seat but the learner's, so any of those seats winning is its
// win.
func TestOpponentResult(t *testing.T) {
	for _, c := range []struct {
		players   int
		winner    int32 // of env 1
		truncated bool
		learner   int
		want      float32
	}{
		{2, 0, false, 0, 0},    // the learner won
		{2, 0, false, 1, 1},    // the opponent (seat 0) won
		{2, -2, false, 0, 0.5}, // a draw
		{2, -1, true, 0, 0.5},  // cut at the turn limit
		{3, 2, false, 0, 1},    // one of the opponent's two seats won
		{3, 1, false, 1, 0},    // the learner in seat 1 won
		{4, 3, false, 1, 1},
		{4, -1, true, 3, 0.5},
	} {
		b := &env.Batch{Spec: encode.NewSpec(c.players), Winner: []int32{-1, c.winner}, Truncated: make([]bool, 2)}
		b.Truncated[1] = c.truncated
		if got := opponentResult(b, 1, c.learner); got != c.want {
			t.Errorf("%+v: result %v, want %v", c, got, c.want)
		}
	}
}
