package engine_test

import (
	"testing"

	"github.com/lorcana-rl/lorcana/cards"
	"github.com/lorcana-rl/lorcana/engine"
)

// Card.Seen (7.1.3): a player who looks at an opponent's hand (Diablo -
// Maleficent's Spy) or at the top of each opponent's deck (The Fates - Only
// One Eye) knows those cards afterwards, and nobody else does; shuffling the
// deck forgets and a card seen leaving play is known to everyone
// (TestSeenForgottenOnShuffle).
func TestRulesSeenCards(t *testing.T) {
	defs := cards.MustCatalog()
	lookup := catalogLookup(t, defs)
	diablo, fates := lookup("Diablo - Maleficent's Spy"), lookup("The Fates - Only One Eye")
	filler := lookup("Mickey Mouse - True Friend")
	g, err := engine.NewGame(defs, engine.Config{Players: 3})
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		name  string
		card  engine.DefID
		zone  engine.Zone // where the looked-at cards are
		yesNo bool        // the ability is a "may"
	}{
		{"look at each opponent's hand", diablo, engine.ZoneHand, true},
		{"look at the top of each opponent's deck", fates, engine.ZoneDeck, false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			st := g.EmptyState(1)
			var mine, theirs [3]engine.CardID
			for p := uint8(0); p < 3; p++ {
				if mine[p], err = st.Place(p, filler, tc.zone); err != nil {
					t.Fatal(err)
				}
				if theirs[p], err = st.Place(p, filler, tc.zone); err != nil {
					t.Fatal(err)
				}
			}
			c, err := st.Place(0, tc.card, engine.ZoneHand)
			if err != nil {
				t.Fatal(err)
			}
			st.SetInk(0, filler, 5, 0)
			st.Begin(0, false, false)
			if err := st.Apply(engine.Action{Kind: engine.ActPlay, Player: 0, Card: c}); err != nil {
				t.Fatal(err)
			}
			if tc.yesNo {
				if err := st.Apply(engine.Action{Kind: engine.ActYes, Player: 0}); err != nil {
					t.Fatal(err)
				}
			}
			for p := 0; p < 3; p++ {
				for _, id := range []engine.CardID{mine[p], theirs[p]} {
					want := uint8(0)
					if p != 0 && (tc.zone == engine.ZoneHand || id == theirs[p]) { // the top card is the last placed
						want = 1 // seat 0 alone
					}
					if got := st.Cards[id].Seen; got != want {
						t.Errorf("player %d's card %d: seen by %03b, want %03b", p+1, id, got, want)
					}
				}
			}
		})
	}
}
