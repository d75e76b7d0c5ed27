package engine_test

import (
	"testing"

	"github.com/lorcana-rl/lorcana/cards"
	"github.com/lorcana-rl/lorcana/decks"
	"github.com/lorcana-rl/lorcana/engine"
)

// BenchmarkReferencePairs plays random games between the reference deck
// pairs of each card pool, reset in place as the RL environment does, and
// reports the cost per decision: a richer card pool must not make the engine
// slow (compare the sub-benchmarks, or use `lorcana bench --compare`).
func BenchmarkReferencePairs(b *testing.B) {
	defs := cards.MustCatalog()
	ix, err := cards.NewIndex(defs)
	if err != nil {
		b.Fatal(err)
	}
	for _, pair := range [][2]string{
		{"set1-amber-amethyst", "set1-emerald-sapphire"},
		{"set4-amber-steel", "set4-emerald-steel"},
		{"set5-amber-steel", "set6-amethyst-emerald"},
		{"set7-amethyst-steel", "set8-amber-amethyst"},
		{"set10-sapphire-steel", "set12-amethyst-steel"},
	} {
		b.Run(pair[0]+"_vs_"+pair[1], func(b *testing.B) {
			var ids [2][]engine.DefID
			for i, name := range pair {
				d, err := decks.Load(name, ix)
				if err != nil {
					b.Fatal(err)
				}
				ids[i] = d.IDs()
			}
			g, err := engine.NewGame(defs, engine.Config{Players: 2, StartingPlayer: -1, Decks: ids[:]})
			if err != nil {
				b.Fatal(err)
			}
			rng := engine.NewRNG(1)
			buf := make([]engine.Action, 0, 256)
			var st engine.State
			decisions := 0
			b.ReportAllocs()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				g.ResetState(&st, uint64(i))
				for !st.Over() {
					buf = st.Legal(buf[:0])
					st.Apply(buf[rng.Intn(len(buf))])
					decisions++
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(decisions), "ns/decision")
			b.ReportMetric(float64(decisions)/float64(b.N), "decisions/game")
		})
	}
}
