package engine_test

import (
	"sync"
	"testing"

	"github.com/lorcana-rl/lorcana/cards"
	"github.com/lorcana-rl/lorcana/engine"
)

func pairGame(t testing.TB, seed uint64, players int) *engine.Game {
	t.Helper()
	defs := cards.MustCatalog()
	pool := playablePool(t, defs)
	rng := engine.NewRNG(seed)
	g, err := engine.NewGame(defs, engine.Config{Players: players, StartingPlayer: -1, Decks: decksFor(&rng, pool, players)})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// A clone shares no buffer with its original: both can play on at the same
// time (go test -race finds any shared write).
func TestCloneSharesNothing(t *testing.T) {
	g := pairGame(t, 21, 2)
	for seed := uint64(0); seed < 6; seed++ {
		st := g.NewState(seed)
		rng := engine.NewRNG(seed)
		var buf []engine.Action
		for i := 0; i < 400 && !st.Over(); i++ {
			buf = st.Legal(buf[:0])
			a := buf[rng.Intn(len(buf))]
			c := st.Clone()
			var wg sync.WaitGroup
			var errClone error
			wg.Go(func() { errClone = c.Apply(a) })
			errOrig := st.Apply(a)
			wg.Wait()
			if errOrig != nil || errClone != nil {
				t.Fatalf("seed %d: %v refused: %v / %v", seed, a, errOrig, errClone)
			}
			if !engine.Equal(c, st) {
				t.Fatalf("seed %d: the clone played %v differently", seed, a)
			}
		}
	}
}

// ResetState starts the same game as NewState, whatever the state held
// before (a game of another size included), and reuses its buffers.
func TestResetStateIsNewState(t *testing.T) {
	games := []*engine.Game{pairGame(t, 1, 2), pairGame(t, 2, 3), pairGame(t, 3, 2)}
	s := games[1].NewState(9)
	rng := engine.NewRNG(5)
	var buf []engine.Action
	for i, g := range []*engine.Game{games[0], games[1], games[0], games[2], games[2]} {
		seed := uint64(100 + i)
		g.ResetState(s, seed)
		if want := g.NewState(seed); !engine.Equal(s, want) {
			t.Fatalf("reset %d: differs from NewState", i)
		}
		if err := checkInvariants(s); err != nil {
			t.Fatalf("reset %d: %v", i, err)
		}
		for k := 0; k < 80 && !s.Over(); k++ {
			buf = s.Legal(buf[:0])
			if err := s.Apply(buf[rng.Intn(len(buf))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	g := games[0]
	g.ResetState(s, 1)
	if n := testing.AllocsPerRun(20, func() { g.ResetState(s, 7) }); n != 0 {
		t.Errorf("ResetState allocates %.1f times", n)
	}
}

// A fresh clone makes two allocations, the state and one block for the
// cards and zone lists, plus one for each other list that holds anything.
func TestCloneAllocations(t *testing.T) {
	g := pairGame(t, 4, 2)
	for seed := uint64(0); seed < 20; seed++ {
		st := midGame(g, seed)
		want := 2
		for _, n := range []int{len(st.Bag), len(st.Stack), len(st.Effects), len(st.Floating),
			len(st.Turnly), len(st.Left), len(st.Log), len(st.Damagers)} {
			if n > 0 {
				want++
			}
		}
		if n := testing.AllocsPerRun(10, func() { _ = st.Clone() }); n != float64(want) {
			t.Errorf("seed %d: Clone allocates %.1f times, want %d", seed, n, want)
		}
	}
}

// A mandatory loop (6.1.10): a character that readies itself whenever it is
// exerted and exerts itself whenever it is readied. Questing starts a loop
// no one is asked about; the game ends as stalled instead of running on.
func TestMandatoryLoopStalls(t *testing.T) {
	defs, err := cards.Facts()
	if err != nil {
		t.Fatal(err)
	}
	ix, err := cards.NewIndex(defs)
	if err != nil {
		t.Fatal(err)
	}
	id, err := ix.Lookup("Stitch - New Dog")
	if err != nil {
		t.Fatal(err)
	}
	defs[id].Abilities = []*engine.Ability{
		engine.Whenever("", engine.EvExerted, engine.Ready(engine.ThisCard)),
		engine.Whenever("", engine.EvReadied, engine.Exert(engine.ThisCard)),
	}
	for i, a := range defs[id].Abilities {
		engine.BindAbility(a, id, i)
	}
	defs[id].Implemented = true
	g, err := engine.NewGame(defs, engine.Config{Players: 2})
	if err != nil {
		t.Fatal(err)
	}
	st := g.EmptyState(1)
	c, err := st.PlaceInPlay(0, id, engine.Placement{})
	if err != nil {
		t.Fatal(err)
	}
	st.Begin(0, false, false)
	if err := st.Apply(engine.Action{Kind: engine.ActQuest, Player: 0, Card: c}); err != nil {
		t.Fatal(err)
	}
	if !st.Over() || st.Result != engine.ResultStalled || !st.Truncated() {
		t.Fatalf("after the loop: over %v, result %v", st.Over(), st.Result)
	}
}
