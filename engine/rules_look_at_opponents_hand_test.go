package engine_test

import (
	"testing"

	"github.com/lorcana-rl/lorcana/cards"
	"github.com/lorcana-rl/lorcana/engine"
)

// LookAtChosenOpponentsHand: in a 3-player game the controller chooses one
// opponent (6.1.3) and comes to know that opponent's hand alone; nothing is
// revealed to anyone else (6.1.14).
func TestLookAtChosenOpponentsHand(t *testing.T) {
	defs := cards.MustCatalog()
	ix, err := cards.NewIndex(defs)
	if err != nil {
		t.Fatal(err)
	}
	look := func(n string) engine.DefID {
		d, err := ix.Lookup(n)
		if err != nil {
			t.Fatal(err)
		}
		return d
	}
	dolores, filler := look("Dolores Madrigal - Hears Everything"), look("Mickey Mouse - True Friend")
	g, err := engine.NewGame(defs, engine.Config{Players: 3})
	if err != nil {
		t.Fatal(err)
	}
	st := g.EmptyState(1)
	d, _ := st.Place(0, dolores, engine.ZoneHand)
	b, _ := st.Place(1, filler, engine.ZoneHand)
	c, _ := st.Place(2, filler, engine.ZoneHand)
	for p := uint8(0); p < 3; p++ {
		for i := 0; i < 5; i++ {
			st.Place(p, filler, engine.ZoneDeck)
		}
	}
	st.SetInk(0, filler, 5, 0)
	st.Begin(0, false, false)
	if err := st.Apply(engine.Action{Kind: engine.ActPlay, Player: 0, Card: d}); err != nil {
		t.Fatal(err)
	}
	if st.Pending().Kind != engine.DecOption {
		t.Fatalf("no opponent was asked for: pending %v", st.Pending())
	}
	// option 2 (from 0: 1): the second opponent in turn order, p3
	if err := st.Apply(engine.Action{Kind: engine.ActOption, Player: 0, N: 1}); err != nil {
		t.Fatal(err)
	}
	if st.Cards[c].Seen&1 == 0 {
		t.Errorf("the chosen opponent's card is not known to the controller: seen %08b", st.Cards[c].Seen)
	}
	if st.Cards[b].Seen&1 != 0 {
		t.Errorf("the other opponent's card is known to the controller: seen %08b", st.Cards[b].Seen)
	}
	if st.Cards[c].Seen&2 != 0 {
		t.Errorf("the chosen opponent's card is known to another player: seen %08b", st.Cards[c].Seen)
	}
}
