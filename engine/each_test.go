package engine_test

import (
	"testing"

	"github.com/lorcana-rl/lorcana/cards"
	"github.com/lorcana-rl/lorcana/engine"
)

// TestAmountForEachCard: "remove up to 2 damage from each character" asks
// card by card in the order the cards entered play, whoever's they are;
// AmountFor names the card; undamaged cards are not asked; an amount above
// the card's damage is refused.
func TestAmountForEachCard(t *testing.T) {
	defs, err := cards.Facts()
	if err != nil {
		t.Fatal(err)
	}
	ix, err := cards.NewIndex(defs)
	if err != nil {
		t.Fatal(err)
	}
	id := func(name string) engine.DefID {
		d, err := ix.Lookup(name)
		if err != nil {
			t.Fatal(err)
		}
		return d
	}
	hm := id("Hakuna Matata")
	defs[hm].Abilities = []*engine.Ability{engine.OnPlay(engine.RemoveUpTo(2, engine.Each(engine.Chars())))}
	engine.BindAbility(defs[hm].Abilities[0], hm, 0)
	defs[hm].Implemented = true
	g, err := engine.NewGame(defs, engine.Config{Players: 2})
	if err != nil {
		t.Fatal(err)
	}
	st := g.EmptyState(1)
	place := func(p uint8, name string, dmg int) engine.CardID {
		c, err := st.PlaceInPlay(p, id(name), engine.Placement{Damage: dmg})
		if err != nil {
			t.Fatal(err)
		}
		return c
	}
	theirs := place(1, "Pumbaa - Friendly Warthog", 1) // entered play first
	mine := place(0, "Mickey Mouse - True Friend", 2)
	place(0, "Stitch - New Dog", 0) // undamaged: not asked
	late := place(1, "Moana - Of Motunui", 3)
	hakuna, err := st.Place(0, hm, engine.ZoneHand)
	if err != nil {
		t.Fatal(err)
	}
	st.SetInk(0, id("Mickey Mouse - True Friend"), 4, 0)
	st.Begin(0, false, false)
	if err := st.Apply(engine.Action{Kind: engine.ActPlay, Player: 0, Card: hakuna}); err != nil {
		t.Fatal(err)
	}
	for _, want := range []struct {
		card   engine.CardID
		max, n int
	}{{theirs, 1, 1}, {mine, 2, 0}, {late, 2, 2}} {
		got, ok := st.AmountFor()
		if !ok || got != want.card {
			t.Fatalf("amount for card %v (%v), want %v", got, ok, want.card)
		}
		if d := st.Pending(); d.Kind != engine.DecAmount || d.Max != want.max {
			t.Fatalf("pending %+v, want an amount up to %d", d, want.max)
		}
		if err := st.Apply(engine.Action{Kind: engine.ActAmount, Player: 0, N: int16(want.max + 1)}); err == nil {
			t.Fatal("an amount above the card's damage was accepted")
		}
		if err := st.Apply(engine.Action{Kind: engine.ActAmount, Player: 0, N: int16(want.n)}); err != nil {
			t.Fatal(err)
		}
	}
	if _, ok := st.AmountFor(); ok {
		t.Fatalf("still asking: %+v", st.Pending())
	}
	for c, want := range map[engine.CardID]int16{theirs: 0, mine: 2, late: 1} {
		if got := st.Cards[c].Damage; got != want {
			t.Errorf("card %d damage %d, want %d", c, got, want)
		}
	}
}
