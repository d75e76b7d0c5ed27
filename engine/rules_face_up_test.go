package engine_test

import (
	"testing"

	"github.com/lorcana-rl/lorcana/cards"
	"github.com/lorcana-rl/lorcana/engine"
)

// Every player's deck shows its top card face up (Merlin's
// Cottage - The Wizard's Home): while the static applies, the top card of
// every deck, whoever's, is known to all players (an exception to the
// hidden deck of 7.2.2); the card below it is not, and the top changes as
// the deck does. Without the location in play, no deck card is face up.
func TestRulesTopCardFaceUp(t *testing.T) {
	defs := cards.MustCatalog()
	lookup := catalogLookup(t, defs)
	cottage, filler := lookup("Merlin's Cottage - The Wizard's Home"), lookup("Mickey Mouse - True Friend")
	g, err := engine.NewGame(defs, engine.Config{Players: 2})
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		name    string
		cottage bool // the location is in play (player 2's)
	}{
		{"without the static, decks are hidden", false},
		{"with it, each deck's top card is face up", true},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			st := g.EmptyState(1)
			var under, top [2]engine.CardID
			for p := uint8(0); p < 2; p++ {
				if under[p], err = st.Place(p, filler, engine.ZoneDeck); err != nil {
					t.Fatal(err)
				}
				if top[p], err = st.Place(p, filler, engine.ZoneDeck); err != nil {
					t.Fatal(err)
				}
			}
			if tc.cottage {
				if _, err := st.Place(1, cottage, engine.ZonePlay); err != nil {
					t.Fatal(err)
				}
			}
			for p := 0; p < 2; p++ {
				if got := st.FaceUpOnDeck(top[p]); got != tc.cottage {
					t.Errorf("player %d's top card: face up %v, want %v", p+1, got, tc.cottage)
				}
				if st.FaceUpOnDeck(under[p]) {
					t.Errorf("player %d's second card is face up", p+1)
				}
			}
			// a card put on the top is the face-up one now
			next, err := st.Place(0, filler, engine.ZoneDeck)
			if err != nil {
				t.Fatal(err)
			}
			if st.FaceUpOnDeck(top[0]) || st.FaceUpOnDeck(next) != tc.cottage {
				t.Errorf("after a card is put on the top: old top face up %v, new top face up %v", st.FaceUpOnDeck(top[0]), st.FaceUpOnDeck(next))
			}
		})
	}
}
