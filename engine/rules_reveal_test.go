package engine_test

import (
	"slices"
	"testing"

	"github.com/lorcana-rl/lorcana/cards"
	"github.com/lorcana-rl/lorcana/engine"
)

// 6.1.14.1, 6.1.14.2: a revealed card is shown to all players while the
// effect that revealed it applies, and is no longer revealed once it ends.
// No implemented card reveals the top card of a deck yet, so Tangle gets a
// test ability: "reveal the top card of your deck; you may gain 1 lore".
func TestRulesRevealedOnlyWhileTheEffectApplies(t *testing.T) {
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
	ab := engine.OnPlay(engine.RevealTop(0), engine.GainLore(1).Optional())
	engine.BindAbility(ab, tangle, 0)
	defs[tangle].Abilities = []*engine.Ability{ab}
	g, err := engine.NewGame(defs, engine.Config{Players: 2})
	if err != nil {
		t.Fatal(err)
	}
	st := g.EmptyState(1)
	var top engine.CardID
	for i := 0; i < 5; i++ { // placed bottom first: the last is the top
		if top, err = st.Place(0, filler, engine.ZoneDeck); err != nil {
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
	if st.Cards[top].Flags&engine.FlagRevealed == 0 {
		t.Fatalf("6.1.14.1: the top card is not revealed while the effect resolves")
	}
	if err := st.Apply(engine.Action{Kind: engine.ActNo, Player: 0}); err != nil {
		t.Fatal(err)
	}
	if d := st.Pending(); d.Kind != engine.DecTurn {
		t.Fatalf("pending %+v, want the turn", d)
	}
	if z := st.Cards[top].Zone; z != engine.ZoneDeck {
		t.Fatalf("the revealed card is in zone %v, want the deck", z)
	}
	if st.Cards[top].Flags&engine.FlagRevealed != 0 {
		t.Errorf("6.1.14.2: the top card is still revealed after the effect ended")
	}
}
