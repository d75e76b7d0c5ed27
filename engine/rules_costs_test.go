package engine_test

import (
	"bytes"
	"slices"
	"testing"

	"github.com/lorcana-rl/lorcana/cards"
	"github.com/lorcana-rl/lorcana/engine"
)

// 8.10.1, 4.3.2.4: a Shift paid by discarding cards (Flotsam & Jetsam -
// Entangling Eels: discard 2 cards) asks which cards to discard, one at a
// time, among the other cards in hand; the card enters play on top of the
// character only once both are discarded. With one other card in hand the
// Shift can't be paid (1.5.3).
func TestRulesShiftPaidByDiscardingCards(t *testing.T) {
	g, id := catalogGame(t)
	build := func(others int) (*engine.State, engine.CardID, engine.CardID, []engine.CardID) {
		st := g.EmptyState(1)
		jetsam, err := st.PlaceInPlay(0, id("Jetsam - Ursula's Spy"), engine.Placement{At: engine.NoCard, Damage: 1})
		if err != nil {
			t.Fatal(err)
		}
		eels, err := st.Place(0, id("Flotsam & Jetsam - Entangling Eels"), engine.ZoneHand)
		if err != nil {
			t.Fatal(err)
		}
		var hand []engine.CardID
		for _, n := range []string{"Stitch - New Dog", "Pumbaa - Friendly Warthog"}[:others] {
			h, err := st.Place(0, id(n), engine.ZoneHand)
			if err != nil {
				t.Fatal(err)
			}
			hand = append(hand, h)
		}
		st.Begin(0, false, false)
		return st, eels, jetsam, hand
	}

	st, eels, jetsam, _ := build(1)
	shift := engine.Action{Kind: engine.ActShift, Player: 0, Card: eels, Target: jetsam}
	if slices.Contains(st.Legal(nil), shift) {
		t.Fatal("1.5.3: Legal offers a Shift whose 2 discards can't be paid")
	}
	before, err := st.Serialize()
	if err != nil {
		t.Fatal(err)
	}
	if err := st.Apply(shift); err == nil {
		t.Fatal("1.5.3: Apply accepted a Shift whose 2 discards can't be paid")
	}
	if after, err := st.Serialize(); err != nil || !bytes.Equal(before, after) {
		t.Fatal("a refused action changed the state")
	}

	st, eels, jetsam, hand := build(2)
	shift = engine.Action{Kind: engine.ActShift, Player: 0, Card: eels, Target: jetsam}
	if !slices.Contains(st.Legal(nil), shift) {
		t.Fatal("8.10.1: Legal doesn't offer the Shift onto a character named Jetsam")
	}
	if err := st.Apply(shift); err != nil {
		t.Fatal(err)
	}
	for k, h := range hand {
		d := st.Pending()
		if d.Kind != engine.DecChoose || d.Player != 0 || d.Min != 2-k || d.Max != 2-k {
			t.Fatalf("discard %d: pending %+v, want player 1 to choose %d cards", k+1, d, 2-k)
		}
		var cands []engine.CardID
		for _, a := range st.Legal(nil) {
			cands = append(cands, a.Card)
		}
		if slices.Contains(cands, eels) || !slices.Contains(cands, h) {
			t.Fatalf("discard %d: candidates %v, want the other cards in hand", k+1, cands)
		}
		if st.Cards[eels].Zone != engine.ZoneHand {
			t.Fatal("4.3.2.4: the card entered play before its cost was paid")
		}
		if err := st.Apply(engine.Action{Kind: engine.ActChoose, Player: 0, Card: h}); err != nil {
			t.Fatal(err)
		}
	}
	for _, h := range hand {
		if st.Cards[h].Zone != engine.ZoneDiscard {
			t.Errorf("card %d is in %v, want the discard", h, st.Cards[h].Zone)
		}
	}
	if st.Cards[eels].Zone != engine.ZonePlay || st.Cards[jetsam].Zone != engine.ZoneUnder || st.Cards[eels].Damage != 1 {
		t.Errorf("eels %v (damage %d), jetsam %v: want eels in play with jetsam's damage, jetsam under", st.Cards[eels].Zone, st.Cards[eels].Damage, st.Cards[jetsam].Zone)
	}
	if d := st.Pending(); d.Kind != engine.DecTurn {
		t.Errorf("pending %+v after the Shift, want a turn action", d)
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
