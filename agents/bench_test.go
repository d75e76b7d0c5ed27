package agents

import (
	"testing"

	"github.com/lorcana-rl/lorcana/engine"
)

// midGame returns a position of the reference decks some turns in, with
// the player to act facing a turn decision.
func midGame(b *testing.B) (*engine.State, []engine.Action) {
	g := testGame(b, 0, 1)
	st := g.NewState(4)
	ag := []Agent{NewGreedy(1), NewGreedy(2)}
	var legal []engine.Action
	for !st.Over() {
		legal = st.Legal(legal[:0])
		if st.Turn >= 8 && st.Pending().Kind == engine.DecTurn && len(legal) > 3 {
			return st, legal
		}
		if err := st.Apply(legal[ag[st.Pending().Player].Act(st, legal)]); err != nil {
			b.Fatal(err)
		}
	}
	b.Fatal("the game ended early")
	return nil, nil
}

// BenchmarkMCTSSims reports simulations per second of ISMCTS (greedy
// rollouts of 3 turns) on a mid-game decision, by the wall clock and per
// second of the process's CPU time (run it with -cpu=1 for one core).
func BenchmarkMCTSSims(b *testing.B) {
	for _, spec := range []string{"ismcts:100", "ismcts:100:random:3", "ismcts:100:random:0"} {
		b.Run(spec, func(b *testing.B) {
			st, legal := midGame(b)
			a, err := New(spec, 1)
			if err != nil {
				b.Fatal(err)
			}
			m := a.(*MCTS)
			b.ResetTimer()
			cpu := cpuSeconds()
			for range b.N {
				m.Act(st, legal)
			}
			b.ReportMetric(float64(m.Sims)/b.Elapsed().Seconds(), "sims/s")
			if end := cpuSeconds(); cpu >= 0 && end > cpu {
				b.ReportMetric(float64(m.Sims)/(end-cpu), "sims/cpu-s")
			}
		})
	}
}

// BenchmarkGreedyGame reports the time of a whole greedy-vs-greedy game.
func BenchmarkGreedyGame(b *testing.B) {
	g := testGame(b, 0, 1)
	for i := range b.N {
		if _, err := PlayGame(g, uint64(i), []Agent{NewGreedy(1), NewGreedy(2)}, nil); err != nil {
			b.Fatal(err)
		}
	}
}
