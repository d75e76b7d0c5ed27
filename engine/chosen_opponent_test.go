package engine_test

import (
	"testing"

	"github.com/lorcana-rl/lorcana/cards"
	"github.com/lorcana-rl/lorcana/engine"
)

// chosenOpponentCards are cards with "chosen opponent", "chosen player" or
// "each opponent chooses" acts, once refused in games of more than two
// players.
var chosenOpponentCards = []string{"Be King Undisputed", "Falling Down the Rabbit Hole",
	"Gunther - Interior Designer", "Lady Tremaine - Imperious Queen", "Lucifer - Cunning Cat",
	"Second Star to the Right", "The Bare Necessities", "Timon - Snowball Swiper", "Triton's Decree",
	"Ursula - Deceiver", "Ursula - Eric's Bride", "Ursula's Plan"}

// NewGame accepts every implemented card in 2-, 3- and 4-player games: the
// chosen opponent (or player) is asked, and "each opponent chooses" is done
// by each opponent in turn (6.1.3, 6.7.6).
func TestNewGameAcceptsEveryCardInMultiplayer(t *testing.T) {
	defs := cards.MustCatalog()
	ix, err := cards.NewIndex(defs)
	if err != nil {
		t.Fatal(err)
	}
	filler, _ := ix.Lookup("Mickey Mouse - True Friend")
	var all []engine.DefID
	for i := range defs {
		if defs[i].Implemented {
			all = append(all, defs[i].ID)
		}
	}
	for _, n := range chosenOpponentCards {
		d, err := ix.Lookup(n)
		if err != nil {
			t.Fatal(err)
		}
		if !defs[d].Implemented {
			t.Errorf("%s is not implemented", n)
		}
	}
	fillers := make([]engine.DefID, 60)
	for i := range fillers {
		fillers[i] = filler
	}
	for players := 2; players <= 4; players++ {
		for p := 0; p < players; p++ {
			// every implemented card in player p's deck
			decks := make([][]engine.DefID, players)
			for q := range decks {
				decks[q] = fillers
			}
			decks[p] = all
			if _, err := engine.NewGame(defs, engine.Config{Players: players, Decks: decks}); err != nil {
				t.Errorf("%d players, deck %d: %v", players, p+1, err)
			}
		}
	}
}

// Random 3- and 4-player games with the chosen-opponent cards: every
// pending decision has a legal answer, every legal answer is accepted, and
// a player choice is asked only among two or more players.
func TestChosenOpponentMultiplayerGames(t *testing.T) {
	defs := cards.MustCatalog()
	pool := playablePool(t, defs)
	ix, err := cards.NewIndex(defs)
	if err != nil {
		t.Fatal(err)
	}
	var featured []engine.DefID
	for _, n := range chosenOpponentCards {
		d, err := ix.Lookup(n)
		if err != nil {
			t.Fatal(err)
		}
		featured = append(featured, d)
	}
	rng := engine.NewRNG(5)
	asked := 0
	playFeatured(t, defs, pool, featured, &rng, 10, 70, func(t *testing.T, st *engine.State) {
		if d := st.Pending(); d.Kind == engine.DecOption {
			if _, ok := st.OptionPlayer(0); ok {
				asked++
				if d.Max < 2 {
					t.Fatalf("a player choice with %d options", d.Max)
				}
			}
		}
	})
	if asked == 0 {
		t.Error("no game asked for a chosen player")
	}
}
