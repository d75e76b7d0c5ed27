package engine_test

import (
	"testing"

	"github.com/lorcana-rl/lorcana/cards"
	"github.com/lorcana-rl/lorcana/engine"
)

func benchGame(b *testing.B) *engine.Game {
	defs := cards.MustCatalog()
	pool := playablePool(b, defs)
	rng := engine.NewRNG(3)
	g, err := engine.NewGame(defs, engine.Config{Players: 2, StartingPlayer: -1,
		Decks: [][]engine.DefID{randomDeck(&rng, pool), randomDeck(&rng, pool)}})
	if err != nil {
		b.Fatal(err)
	}
	return g
}

// midGame plays a few random turns to reach a typical position.
func midGame(g *engine.Game, seed uint64) *engine.State {
	st := g.NewState(seed)
	rng := engine.NewRNG(seed)
	var buf []engine.Action
	for i := 0; i < 60 && !st.Over(); i++ {
		buf = st.Legal(buf[:0])
		st.Apply(buf[rng.Intn(len(buf))])
	}
	return st
}

func BenchmarkRandomGame(b *testing.B) {
	g := benchGame(b)
	rng := engine.NewRNG(1)
	buf := make([]engine.Action, 0, 256)
	decisions := 0
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		st := g.NewState(uint64(i))
		for !st.Over() {
			buf = st.Legal(buf[:0])
			st.Apply(buf[rng.Intn(len(buf))])
			decisions++
		}
	}
	b.ReportMetric(float64(decisions)/float64(b.N), "decisions/game")
}

// BenchmarkRandomGameReset plays each game in one state reset in place, as
// the RL environment does.
func BenchmarkRandomGameReset(b *testing.B) {
	g := benchGame(b)
	rng := engine.NewRNG(1)
	buf := make([]engine.Action, 0, 256)
	var st engine.State
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		g.ResetState(&st, uint64(i))
		for !st.Over() {
			buf = st.Legal(buf[:0])
			st.Apply(buf[rng.Intn(len(buf))])
		}
	}
}

func BenchmarkResetState(b *testing.B) {
	g := benchGame(b)
	st := g.NewState(1)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		g.ResetState(st, uint64(i))
	}
}

func BenchmarkClone(b *testing.B) {
	g := benchGame(b)
	st := midGame(g, 5)
	dst := st.Clone()
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		st.CloneInto(dst)
	}
}

func BenchmarkCloneNew(b *testing.B) {
	g := benchGame(b)
	st := midGame(g, 5)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		_ = st.Clone()
	}
}

func BenchmarkLegal(b *testing.B) {
	g := benchGame(b)
	st := midGame(g, 5)
	buf := make([]engine.Action, 0, 256)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		buf = st.Legal(buf[:0])
	}
}

func BenchmarkSerialize(b *testing.B) {
	g := benchGame(b)
	st := midGame(g, 5)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := st.Serialize(); err != nil {
			b.Fatal(err)
		}
	}
}

func TestLegalApplyDoNotAllocate(t *testing.T) {
	defs := cards.MustCatalog()
	pool := playablePool(t, defs)
	rng := engine.NewRNG(3)
	g, _ := engine.NewGame(defs, engine.Config{Players: 2, StartingPlayer: 0, SkipAlter: true,
		Decks: [][]engine.DefID{randomDeck(&rng, pool), randomDeck(&rng, pool)}})
	st := midGame(g, 11)
	buf := make([]engine.Action, 0, 256)
	allocs := testing.AllocsPerRun(100, func() { buf = st.Legal(buf[:0]) })
	if allocs != 0 {
		t.Errorf("Legal allocates %.1f times per call", allocs)
	}
	// Apply on a clone refreshed from the same position each run.
	work := st.Clone()
	buf = st.Legal(buf[:0])
	var a engine.Action
	for _, x := range buf {
		if x.Kind == engine.ActQuest || x.Kind == engine.ActInk {
			a = x
			break
		}
	}
	if a.Kind == engine.ActNone {
		t.Skip("no quest or ink action in this position")
	}
	allocs = testing.AllocsPerRun(100, func() {
		st.CloneInto(work)
		if err := work.Apply(a); err != nil {
			t.Fatal(err)
		}
	})
	if allocs != 0 {
		t.Errorf("Apply(%v) allocates %.1f times", a, allocs)
	}
}
