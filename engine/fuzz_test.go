package engine_test

import (
	"testing"

	"github.com/lorcana-rl/lorcana/cards"
	"github.com/lorcana-rl/lorcana/engine"
	"github.com/lorcana-rl/lorcana/fuzz"
)

// checkInvariants verifies that every card is in exactly one place, the
// zone lists agree with the cards' own records and the counts are sane
// (fuzz.Check).
func checkInvariants(st *engine.State) error {
	_, err := fuzz.Check(st, nil)
	return err
}

// playRandom plays a seeded random game, checking invariants, Clone and
// Serialize/Restore after every action. It returns the actions taken.
func playRandom(t *testing.T, game *engine.Game, seed uint64, deep bool) ([]engine.Action, *engine.State) {
	t.Helper()
	st := game.NewState(seed)
	rng := engine.NewRNG(seed ^ 0xABCDEF)
	var buf, taken []engine.Action
	for !st.Over() {
		buf = st.Legal(buf[:0])
		if len(buf) == 0 {
			t.Fatalf("seed %d: stuck: no legal action for %+v", seed, st.Pending())
		}
		a := buf[rng.Intn(len(buf))]
		if err := st.Apply(a); err != nil {
			t.Fatalf("seed %d: legal %v refused: %v", seed, a, err)
		}
		taken = append(taken, a)
		if err := checkInvariants(st); err != nil {
			t.Fatalf("seed %d after %v: %v", seed, a, err)
		}
		if deep {
			c := st.Clone()
			if !engine.Equal(c, st) {
				t.Fatalf("seed %d: clone differs", seed)
			}
			data, err := st.Serialize()
			if err != nil {
				t.Fatal(err)
			}
			r, err := game.Restore(data)
			if err != nil {
				t.Fatalf("seed %d: restore: %v", seed, err)
			}
			if !engine.Equal(r, st) {
				t.Fatalf("seed %d: restored state differs", seed)
			}
			// The restored state must play on identically.
			if len(buf) > 1 {
				b2 := r.Legal(nil)
				if len(b2) != len(st.Legal(nil)) {
					t.Fatalf("seed %d: restored state lists different actions", seed)
				}
			}
		}
	}
	return taken, st
}

func TestFuzzRandomGames(t *testing.T) {
	defs := cards.MustCatalog()
	pool := playablePool(t, defs)
	n := 300
	if testing.Short() {
		n = 50
	}
	rng := engine.NewRNG(99)
	for g := 0; g < n; g++ {
		game, err := engine.NewGame(defs, engine.Config{Players: 2 + g%3, StartingPlayer: -1, Log: true,
			Decks: decksFor(&rng, pool, 2+g%3)})
		if err != nil {
			t.Fatal(err)
		}
		seed := uint64(1000 + g)
		actions, end := playRandom(t, game, seed, g%10 == 0)
		// Replaying the same seed and actions gives the same game (same log).
		st := game.NewState(seed)
		for _, a := range actions {
			if err := st.Apply(a); err != nil {
				t.Fatalf("seed %d: replay refused %v: %v", seed, a, err)
			}
		}
		if !engine.Equal(st, end) {
			t.Fatalf("seed %d: replay differs", seed)
		}
	}
}

func decksFor(rng *engine.RNG, pool []engine.DefID, n int) [][]engine.DefID {
	d := make([][]engine.DefID, n)
	for i := range d {
		d[i] = randomDeck(rng, pool)
	}
	return d
}
