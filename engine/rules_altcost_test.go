package engine_test

import (
	"slices"
	"testing"

	"github.com/lorcana-rl/lorcana/engine"
)

// 4.3.2.2, 6.1.7: "you may exert 4 items of yours to play this character
// for free" (Scrooge McDuck - Resourceful Miser) is an alternate cost. Legal
// offers the play when the ink cost can't be paid but the alternate cost
// can, and not when neither can (1.5.3); InkCost reports no ink when only
// the alternate cost can be paid; with enough ink too, the player is asked.
func TestRulesAlternateCostByExertingItems(t *testing.T) {
	g, id := catalogGame(t)
	for _, tc := range []struct {
		name        string
		ink, items  int
		offered     bool
		ink0, asked bool
	}{
		{"4 items, no ink: offered, no ink paid, no may", 0, 4, true, true, false},
		{"3 items, 3 ink: not offered", 3, 3, false, false, false},
		{"4 items, 4 ink: offered, the player is asked", 4, 4, true, false, true},
		{"no items, 4 ink: offered, paid with ink", 4, 0, true, false, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			st := g.EmptyState(1)
			scrooge, err := st.Place(0, id("Scrooge McDuck - Resourceful Miser"), engine.ZoneHand)
			if err != nil {
				t.Fatal(err)
			}
			for k := 0; k < tc.ink; k++ {
				if _, err := st.Place(0, id("Mickey Mouse - True Friend"), engine.ZoneInkwell); err != nil {
					t.Fatal(err)
				}
			}
			for k := 0; k < tc.items; k++ {
				if _, err := st.PlaceInPlay(0, id("Dinglehopper"), engine.Placement{At: engine.NoCard}); err != nil {
					t.Fatal(err)
				}
			}
			for k := 0; k < 5; k++ {
				if _, err := st.Place(0, id("Mickey Mouse - True Friend"), engine.ZoneDeck); err != nil {
					t.Fatal(err)
				}
			}
			st.Begin(0, false, false)
			play := engine.Action{Kind: engine.ActPlay, Player: 0, Card: scrooge}
			if got := slices.Contains(st.Legal(nil), play); got != tc.offered {
				t.Fatalf("Legal offers the play: %v, want %v", got, tc.offered)
			}
			if !tc.offered {
				if st.Apply(play) == nil {
					t.Fatal("1.5.3: Apply accepted a play whose costs can't be paid")
				}
				return
			}
			if got := st.InkCost(play) == 0; got != tc.ink0 {
				t.Fatalf("InkCost %d", st.InkCost(play))
			}
			if err := st.Apply(play); err != nil {
				t.Fatal(err)
			}
			d := st.Pending()
			inHand := st.Cards[scrooge].Zone == engine.ZoneHand
			if got := d.Kind == engine.DecMay && inHand; got != tc.asked {
				t.Fatalf("pending %+v: asked %v, want %v", d, got, tc.asked)
			}
			if inHand != (tc.asked || tc.ink0) {
				t.Fatalf("4.3.2.3: in hand %v after the play; paid with ink, it enters play", inHand)
			}
			if tc.ink0 && (d.Kind != engine.DecChoose || d.Min != 4 || d.Max != 4) {
				t.Fatalf("pending %+v, want a choice of the 4 items", d)
			}
		})
	}
}
