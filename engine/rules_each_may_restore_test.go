package engine_test

import (
	"testing"

	"github.com/lorcana-rl/lorcana/cards"
	"github.com/lorcana-rl/lorcana/engine"
)

// A game stopped inside an optional discard by each opponent of a card they pick
// (Ursula's Trickery, 6.7.6: each opponent answers for their own part), at
// every decision of a 3-player game, serialises and restores: the phase of an
// accepted "may" whose choice follows is a phase Restore knows.
func TestRulesEachOpponentMayRestores(t *testing.T) {
	defs := cards.MustCatalog()
	ix, err := cards.NewIndex(defs)
	if err != nil {
		t.Fatal(err)
	}
	trickery, err := ix.Lookup("Ursula's Trickery")
	if err != nil {
		t.Fatal(err)
	}
	filler, err := ix.Lookup("Mickey Mouse - True Friend")
	if err != nil {
		t.Fatal(err)
	}
	g, err := engine.NewGame(defs, engine.Config{Players: 3})
	if err != nil {
		t.Fatal(err)
	}
	st := g.EmptyState(1)
	for p := uint8(0); p < 3; p++ {
		for k := 0; k < 2; k++ {
			if _, err := st.Place(p, filler, engine.ZoneHand); err != nil {
				t.Fatal(err)
			}
			if _, err := st.Place(p, filler, engine.ZoneDeck); err != nil {
				t.Fatal(err)
			}
		}
	}
	c, err := st.Place(0, trickery, engine.ZoneHand)
	if err != nil {
		t.Fatal(err)
	}
	st.SetInk(0, filler, 3, 0)
	st.Begin(0, false, false)
	if err := st.Apply(engine.Action{Kind: engine.ActPlay, Player: 0, Card: c}); err != nil {
		t.Fatal(err)
	}
	decisions := 0
	for st.Pending().Kind != engine.DecTurn && !st.Over() {
		back, err := g.Restore(st.AppendSerialized(nil))
		if err != nil {
			t.Fatalf("at %+v: %v", st.Pending(), err)
		}
		if string(back.AppendSerialized(nil)) != string(st.AppendSerialized(nil)) {
			t.Fatalf("at %+v: the restored state differs", st.Pending())
		}
		d := st.Pending()
		a := engine.Action{Kind: engine.ActYes, Player: d.Player}
		if d.Kind == engine.DecChoose {
			a = st.Legal(nil)[0]
		}
		if err := st.Apply(a); err != nil {
			t.Fatalf("at %+v: %v", d, err)
		}
		decisions++
	}
	if decisions < 4 {
		t.Errorf("only %d decisions: want each opponent's may and choice", decisions)
	}
	if got := len(st.Players[1].Hand) + len(st.Players[2].Hand); got != 2 {
		t.Errorf("the opponents hold %d cards, want 2 (each discarded one)", got)
	}
}
