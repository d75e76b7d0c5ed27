package neural

import (
	"testing"

	"github.com/lorcana-rl/lorcana/agents"
	"github.com/lorcana-rl/lorcana/cards"
	"github.com/lorcana-rl/lorcana/engine"
	"github.com/lorcana-rl/lorcana/env"
)

// countingSearch counts the decisions its search takes (two options or
// more).
type countingSearch struct {
	*agents.PUCT
	decisions int
}

func (c *countingSearch) Act(s *engine.State, legal []engine.Action) int {
	if len(legal) > 1 {
		c.decisions++
	}
	return c.PUCT.Act(s, legal)
}

// BenchmarkSearchGame reports the CPU time of a decision of the search in
// games against neural on the reference pair (b.N games, the search in
// each seat in turn), where, unlike BenchmarkSearchDecision's positions,
// the tree kept from move to move applies: cpu-ms/decision, the process's
// CPU time over the search's decisions (the network's own decisions take
// about a thousandth of that), and the simulations per CPU-second. Run it
// with -cpu=1 and a fixed -benchtime=Nx.
func BenchmarkSearchGame(b *testing.B) {
	defs, _ := cards.Catalog()
	d1, d2, _, _ := env.DefaultDecks()
	g, _ := engine.NewGame(defs, engine.Config{Players: 2, StartingPlayer: -1, Decks: [][]engine.DefID{d1.IDs(), d2.IDs()}})
	for _, spec := range []string{"ismcts-neural:200", "ismcts-neural:200,policy-until=2"} {
		b.Run(spec, func(b *testing.B) {
			a, err := agents.New(spec, 1)
			if err != nil {
				b.Fatal(err)
			}
			net, err := agents.New("neural", 1)
			if err != nil {
				b.Fatal(err)
			}
			search := &countingSearch{PUCT: a.(*agents.PUCT)}
			b.ResetTimer()
			cpu := cpuSeconds()
			for i := 0; i < b.N; i++ {
				seats := []agents.Agent{search, net}
				if i%2 == 1 {
					seats[0], seats[1] = net, search
				}
				search.Seed(uint64(i))
				net.Seed(uint64(i))
				if _, err := agents.PlayGame(g, uint64(i), seats, nil); err != nil {
					b.Fatal(err)
				}
			}
			if end := cpuSeconds(); cpu >= 0 && end > cpu && search.decisions > 0 {
				b.ReportMetric(1000*(end-cpu)/float64(search.decisions), "cpu-ms/decision")
				b.ReportMetric(float64(search.Sims)/(end-cpu), "sims/cpu-s")
			}
		})
	}
}
