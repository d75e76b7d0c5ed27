package engine_test

import (
	"bytes"
	"slices"
	"testing"

	"github.com/lorcana-rl/lorcana/cards"
	"github.com/lorcana-rl/lorcana/engine"
)

// 8.10.1, 1.5.3: a Shift paid by discarding cards (Flotsam & Jetsam -
// Entangling Eels: discard 2 cards) is not offered by Legal, and Apply must
// refuse it too, leaving the state untouched, rather than play the card
// without paying its cost.
func TestRulesShiftWithADiscardCostIsNeverPlayedForNothing(t *testing.T) {
	defs := cards.MustCatalog()
	ix, err := cards.NewIndex(defs)
	if err != nil {
		t.Fatal(err)
	}
	id := func(n string) engine.DefID {
		d, err := ix.Lookup(n)
		if err != nil {
			t.Fatal(err)
		}
		return d
	}
	g, err := engine.NewGame(defs, engine.Config{Players: 2})
	if err != nil {
		t.Fatal(err)
	}
	st := g.EmptyState(1)
	jetsam, err := st.PlaceInPlay(0, id("Jetsam - Ursula's Spy"), engine.Placement{At: engine.NoCard})
	if err != nil {
		t.Fatal(err)
	}
	eels, err := st.Place(0, id("Flotsam & Jetsam - Entangling Eels"), engine.ZoneHand)
	if err != nil {
		t.Fatal(err)
	}
	for _, n := range []string{"Stitch - New Dog", "Pumbaa - Friendly Warthog"} {
		if _, err := st.Place(0, id(n), engine.ZoneHand); err != nil {
			t.Fatal(err)
		}
	}
	st.Begin(0, false, false)
	shift := engine.Action{Kind: engine.ActShift, Player: 0, Card: eels, Target: jetsam}
	for _, a := range st.Legal(nil) {
		if a == shift {
			t.Fatalf("Legal offers %v, a Shift whose discard cost the engine can't ask for", a)
		}
	}
	before, err := st.Serialize()
	if err != nil {
		t.Fatal(err)
	}
	if err := st.Apply(shift); err == nil {
		t.Fatalf("Apply accepted the Shift: eels in %v, hand %d", st.Cards[eels].Zone, len(st.Players[0].Hand))
	}
	if after, err := st.Serialize(); err != nil || !bytes.Equal(before, after) {
		t.Fatal("a refused action changed the state")
	}
}

// 1.5.3, 4.4.3.4: a discard in an activated ability's cost would be checked
// but never paid, so such a definition is refused when the game is built.
func TestActivatedAbilityWithADiscardCostIsRefused(t *testing.T) {
	defs := slices.Clone(cards.MustCatalog())
	ix, err := cards.NewIndex(defs)
	if err != nil {
		t.Fatal(err)
	}
	quill, err := ix.Lookup("Fishbone Quill")
	if err != nil {
		t.Fatal(err)
	}
	ab := engine.Activate("Go Ahead and Sign", engine.Cost{Discard: 1}, engine.Draw(1))
	engine.BindAbility(ab, quill, 0)
	defs[quill].Abilities = []*engine.Ability{ab}
	if _, err := engine.NewGame(defs, engine.Config{Players: 2}); err == nil {
		t.Fatal("a game was built with an activated ability whose discard cost would not be paid")
	}
}
