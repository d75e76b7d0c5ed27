package engine_test

import (
	"testing"

	"github.com/lorcana-rl/lorcana/cards"
	"github.com/lorcana-rl/lorcana/engine"
)

// playablePool returns set-1 cards that are implemented, for random decks.
func playablePool(t testing.TB, defs []engine.CardDef) []engine.DefID {
	var pool []engine.DefID
	for i := range defs {
		d := &defs[i]
		if d.Implemented && d.Set == "1" {
			pool = append(pool, d.ID)
		}
	}
	if len(pool) < 15 {
		t.Fatalf("only %d playable set-1 cards", len(pool))
	}
	return pool
}

// randomDeck draws 60 cards (4 copies each of 15) from the pool.
func randomDeck(rng *engine.RNG, pool []engine.DefID) []engine.DefID {
	var deck []engine.DefID
	for i := 0; i < 15; i++ {
		d := pool[rng.Intn(len(pool))]
		for k := 0; k < 4; k++ {
			deck = append(deck, d)
		}
	}
	return deck
}

func TestRandomGamesFinish(t *testing.T) {
	defs := cards.MustCatalog()
	pool := playablePool(t, defs)
	rng := engine.NewRNG(7)
	var buf []engine.Action
	for g := 0; g < 200; g++ {
		game, err := engine.NewGame(defs, engine.Config{Players: 2, StartingPlayer: -1,
			Decks: [][]engine.DefID{randomDeck(&rng, pool), randomDeck(&rng, pool)}})
		if err != nil {
			t.Fatal(err)
		}
		st := game.NewState(uint64(g))
		steps := 0
		for !st.Over() {
			buf = st.Legal(buf[:0])
			if len(buf) == 0 {
				t.Fatalf("game %d: no legal action at %+v", g, st.Pending())
			}
			a := buf[rng.Intn(len(buf))]
			if err := st.Apply(a); err != nil {
				t.Fatalf("game %d: legal action %v refused: %v", g, a, err)
			}
			steps++
			if steps > 100000 {
				t.Fatalf("game %d does not end", g)
			}
		}
	}
}
