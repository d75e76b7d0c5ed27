package engine_test

import (
	"fmt"
	"testing"

	"github.com/lorcana-rl/lorcana/cards"
	"github.com/lorcana-rl/lorcana/engine"
)

// TestRandomMultiplayerGamesFinish plays random 3- and 4-player games with
// implemented set-1 cards, featuring those that act player by player: steps done player by player (6.7.6) and
// "the challenging player" must always leave a legal answer, and every
// legal answer must be accepted.
func TestRandomMultiplayerGamesFinish(t *testing.T) {
	defs := cards.MustCatalog()
	pool := playablePool(t, defs)
	rng := engine.NewRNG(11)
	ix, err := cards.NewIndex(defs)
	if err != nil {
		t.Fatal(err)
	}
	// the cards whose effects are done player by player or depend on
	// another player, four copies each in every deck
	var featured []engine.DefID
	for _, n := range []string{"Sudden Chill", "You Have Forgotten Me", "Flynn Rider - Charming Rogue",
		"Robin Hood - Unrivaled Archer", "Gantu - Galactic Federation Captain", "Elsa - Spirit of Winter",
		"Goofy - Musketeer", "Hakuna Matata", "Poisoned Apple", "Ransack"} {
		d, err := ix.Lookup(n)
		if err != nil {
			t.Fatal(err)
		}
		featured = append(featured, d)
	}
	playFeatured(t, defs, pool, featured, &rng, 25, 100, nil)
}

// playFeatured plays games random games of 3 and then 4 players whose decks
// hold four copies of each featured card, every decision a random legal
// answer: there must always be one, and it must be accepted. check, if not
// nil, looks at each state before its decision.
func playFeatured(t *testing.T, defs []engine.CardDef, pool, featured []engine.DefID, rng *engine.RNG, games, seed int, check func(t *testing.T, st *engine.State)) {
	var buf []engine.Action
	for _, players := range []int{3, 4} {
		for g := 0; g < games; g++ {
			t.Run(fmt.Sprintf("%dp-%d", players, g), func(t *testing.T) {
				decks := make([][]engine.DefID, players)
				for p := range decks {
					decks[p] = randomDeck(rng, pool)
					for i, d := range featured {
						copy(decks[p][4*i:4*i+4], []engine.DefID{d, d, d, d})
					}
				}
				game, err := engine.NewGame(defs, engine.Config{Players: players, StartingPlayer: -1, Decks: decks})
				if err != nil {
					t.Fatal(err)
				}
				st := game.NewState(uint64(seed*players + g))
				for steps := 0; !st.Over(); steps++ {
					buf = st.Legal(buf[:0])
					if len(buf) == 0 {
						t.Fatalf("no legal action at %+v", st.Pending())
					}
					if check != nil {
						check(t, st)
					}
					a := buf[rng.Intn(len(buf))]
					if err := st.Apply(a); err != nil {
						t.Fatalf("legal action %v refused: %v", a, err)
					}
					if steps > 200000 {
						t.Fatal("the game does not end")
					}
				}
			})
		}
	}
}
