package engine_test

import (
	"slices"
	"testing"

	"github.com/lorcana-rl/lorcana/cards"
	"github.com/lorcana-rl/lorcana/engine"
)

// 6.1.14.1, 6.1.14.2, 1.3.3: "each opponent reveals their hand" (Nothing to
// Hide) shows every opponent's hand, and not the controller's, while the
// effect resolves; the hands are hidden again once it ends. Tangle gets a
// test ability that waits on a "may" after the reveal, in a 3-player game.
func TestRulesEachOpponentRevealsHand(t *testing.T) {
	defs := slices.Clone(cards.MustCatalog())
	ix, err := cards.NewIndex(defs)
	if err != nil {
		t.Fatal(err)
	}
	tangle, err := ix.Lookup("Tangle")
	if err != nil {
		t.Fatal(err)
	}
	filler, err := ix.Lookup("Mickey Mouse - True Friend")
	if err != nil {
		t.Fatal(err)
	}
	ab := engine.OnPlay(engine.EachOpponentRevealsHand(), engine.GainLore(1).Optional())
	engine.BindAbility(ab, tangle, 0)
	defs[tangle].Abilities = []*engine.Ability{ab}
	g, err := engine.NewGame(defs, engine.Config{Players: 3})
	if err != nil {
		t.Fatal(err)
	}
	st := g.EmptyState(1)
	var hands [3]engine.CardID
	for p := uint8(0); p < 3; p++ {
		if hands[p], err = st.Place(p, filler, engine.ZoneHand); err != nil {
			t.Fatal(err)
		}
	}
	c, err := st.Place(0, tangle, engine.ZoneHand)
	if err != nil {
		t.Fatal(err)
	}
	st.SetInk(0, filler, 2, 0)
	st.Begin(0, false, false)
	if err := st.Apply(engine.Action{Kind: engine.ActPlay, Player: 0, Card: c}); err != nil {
		t.Fatal(err)
	}
	if d := st.Pending(); d.Kind != engine.DecMay {
		t.Fatalf("pending %+v, want the may", d)
	}
	for p, want := range []bool{false, true, true} {
		if got := st.Cards[hands[p]].Flags&engine.FlagRevealed != 0; got != want {
			t.Fatalf("6.1.14.1: player %d's hand revealed = %v, want %v", p+1, got, want)
		}
	}
	if err := st.Apply(engine.Action{Kind: engine.ActNo, Player: 0}); err != nil {
		t.Fatal(err)
	}
	for p := range hands {
		if st.Cards[hands[p]].Flags&engine.FlagRevealed != 0 {
			t.Fatalf("6.1.14.2: player %d's hand still revealed after the effect", p+1)
		}
	}
}
