package engine_test

import (
	"testing"

	"github.com/lorcana-rl/lorcana/cards"
	"github.com/lorcana-rl/lorcana/engine"
)

// 4.3, 5.1.1.7: letting characters beneath this item be played this turn
// (MayPlayFromUnderThis, The Black Cauldron) makes the characters under the
// item legal plays (Legal lists them) while the effect lasts, and only
// those the player can pay for; the action under it isn't.
func TestRulesPlayFromUnderIsALegalPlay(t *testing.T) {
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
	pot, stitch, captain, fire := look("The Black Cauldron"), look("Stitch - New Dog"),
		look("Captain - Colonel's Lieutenant"), look("Fire the Cannons!")
	filler := look("Mickey Mouse - True Friend")
	g, err := engine.NewGame(defs, engine.Config{Players: 2})
	if err != nil {
		t.Fatal(err)
	}
	st := g.EmptyState(1)
	for i := 0; i < 5; i++ {
		if _, err := st.Place(0, filler, engine.ZoneDeck); err != nil {
			t.Fatal(err)
		}
	}
	item, err := st.PlaceInPlay(0, pot, engine.Placement{Under: []engine.UnderCard{{Def: stitch}, {Def: captain}, {Def: fire}}})
	if err != nil {
		t.Fatal(err)
	}
	st.SetInk(0, filler, 2, 0)
	st.Begin(0, false, false)
	under := map[engine.DefID]engine.CardID{}
	for i := range st.Cards {
		if st.Cards[i].Zone == engine.ZoneUnder {
			under[st.Cards[i].Def] = engine.CardID(i)
		}
	}
	plays := func() map[engine.CardID]bool {
		m := map[engine.CardID]bool{}
		for _, a := range st.Legal(nil) {
			if a.Kind == engine.ActPlay {
				m[a.Card] = true
			}
		}
		return m
	}
	if p := plays(); len(p) != 0 {
		t.Fatalf("before the effect, cards under the item are playable: %v", p)
	}
	if err := st.Apply(engine.Action{Kind: engine.ActActivate, Player: 0, Card: item, Ab: 1}); err != nil {
		t.Fatal(err)
	}
	p := plays()
	if !p[under[stitch]] || p[under[captain]] || p[under[fire]] {
		t.Fatalf("with 1 ink left: want Stitch playable only, got %v", p)
	}
	if err := st.Apply(engine.Action{Kind: engine.ActPlay, Player: 0, Card: under[stitch]}); err != nil {
		t.Fatal(err)
	}
	if st.Cards[under[stitch]].Zone != engine.ZonePlay {
		t.Fatalf("Stitch didn't enter play from under the item")
	}
}

// 8.10.1, 4.3.2.2: a character the effect lets the player play from under
// the item is offered every way the hand offers it: Legal lists Shift onto
// a character of theirs with the same name, and not onto another.
func TestRulesPlayFromUnderOffersShift(t *testing.T) {
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
	pot, giant, tiny, stitch := look("The Black Cauldron"), look("Tinker Bell - Giant Fairy"),
		look("Tinker Bell - Tiny Tactician"), look("Stitch - New Dog")
	filler := look("Mickey Mouse - True Friend")
	g, err := engine.NewGame(defs, engine.Config{Players: 2})
	if err != nil {
		t.Fatal(err)
	}
	st := g.EmptyState(1)
	for i := 0; i < 5; i++ {
		if _, err := st.Place(0, filler, engine.ZoneDeck); err != nil {
			t.Fatal(err)
		}
	}
	item, err := st.PlaceInPlay(0, pot, engine.Placement{Under: []engine.UnderCard{{Def: giant}}})
	if err != nil {
		t.Fatal(err)
	}
	tb, err := st.PlaceInPlay(0, tiny, engine.Placement{})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := st.PlaceInPlay(0, stitch, engine.Placement{}); err != nil {
		t.Fatal(err)
	}
	st.SetInk(0, filler, 5, 0)
	st.Begin(0, false, false)
	shifts := func() map[engine.CardID]bool {
		m := map[engine.CardID]bool{}
		for _, a := range st.Legal(nil) {
			if a.Kind == engine.ActShift {
				if st.Cards[a.Card].Def != giant {
					t.Fatalf("unexpected shift %+v", a)
				}
				m[a.Target] = true
			}
		}
		return m
	}
	if m := shifts(); len(m) != 0 {
		t.Fatalf("before the effect, Shift from under the item is offered: %v", m)
	}
	if err := st.Apply(engine.Action{Kind: engine.ActActivate, Player: 0, Card: item, Ab: 1}); err != nil {
		t.Fatal(err)
	}
	if m := shifts(); len(m) != 1 || !m[tb] {
		t.Fatalf("want Shift onto Tinker Bell only, got %v", m)
	}
}
