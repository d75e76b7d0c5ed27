package gen

import (
	"reflect"
	"testing"

	"github.com/lorcana-rl/lorcana/agents"
	"github.com/lorcana-rl/lorcana/cards"
	"github.com/lorcana-rl/lorcana/engine"
)

// Every pair with enough implemented cards gets legal Core Constructed
// decks (1.10.1.1: 60 cards, two inks, at most 4 copies of a full name) of
// implemented cards only, the same for the same seed, that the engine
// plays.
func TestDecksAreLegal(t *testing.T) {
	defs := cards.MustCatalog()
	all, skipped := Decks(defs, 2, 1)
	for _, e := range skipped {
		t.Logf("left out: %v", e)
	}
	if len(all) < 20 {
		t.Fatalf("%d decks for 15 pairs", len(all))
	}
	again, _ := Decks(defs, 2, 1)
	other, _ := Decks(defs, 2, 2)
	for i, d := range all {
		if probs := d.Check(defs, cards.CoreConstructed); len(probs) > 0 {
			t.Errorf("%s: %v", d.Name, probs)
		}
		if d.Len() != Size {
			t.Errorf("%s: %d cards", d.Name, d.Len())
		}
		if n := d.Inks(defs).Count(); n != 2 {
			t.Errorf("%s: %d inks", d.Name, n)
		}
		if !reflect.DeepEqual(d, again[i]) {
			t.Errorf("%s: not the same deck for the same seed", d.Name)
		}
		if i < len(other) && reflect.DeepEqual(d.Cards, other[i].Cards) {
			t.Errorf("%s: the same deck for seeds 1 and 2", d.Name)
		}
	}
	// Two of them play a game.
	g, err := engine.NewGame(defs, engine.Config{Players: 2, StartingPlayer: -1, Decks: [][]engine.DefID{all[0].IDs(), all[len(all)-1].IDs()}})
	if err != nil {
		t.Fatal(err)
	}
	st, err := agents.PlayGame(g, 1, []agents.Agent{agents.NewGreedy(1), agents.NewGreedy(2)}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if !st.Over() {
		t.Error("the game did not end")
	}
}

func TestDeckRefuses(t *testing.T) {
	defs := cards.MustCatalog()
	if _, err := Deck(defs, [2]engine.Ink{engine.Amber, engine.Amber}, 1, 0); err == nil {
		t.Error("a pair of one ink was accepted")
	}
	// A catalogue with too few implemented cards of a pair.
	few := append([]engine.CardDef(nil), defs...)
	for i := range few {
		few[i].Implemented = few[i].Implemented && i%50 == 0
	}
	if _, err := Deck(few, [2]engine.Ink{engine.Amber, engine.Ruby}, 1, 0); err == nil {
		t.Error("a pair with too few implemented cards was accepted")
	}
}
