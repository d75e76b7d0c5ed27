package engine_test

import (
	"slices"
	"testing"

	"github.com/lorcana-rl/lorcana/cards"
	"github.com/lorcana-rl/lorcana/engine"
)

// 7.5.4: an inkwell is private, even to its player. "Look at the cards in
// your inkwell" (LookAtYourInkwell, Pongo - Dear Old Dad) shows the
// controller their own ink cards (Card.Seen) and nobody else's; a card
// played from there leaves the inkwell (4.3, 6.1.7) and the ink left stays
// consistent (Player.InkUsed never counts more cards than the inkwell has).
func TestRulesLookAtYourInkwellAndPlayFromIt(t *testing.T) {
	defs := slices.Clone(cards.MustCatalog())
	lookup := catalogLookup(t, defs)
	pongo, rolly, filler := lookup("Pongo - Dear Old Dad"), lookup("Rolly - Hungry Pup"), lookup("Mickey Mouse - True Friend")
	// A test item whose ability plays a character from its player's
	// inkwell for free after paying 2 ink (the same steps as Pongo's).
	krunchies := lookup("Kanine Krunchies")
	ab := engine.Activate("Test", engine.Cost{Ink: 2}, engine.PlayForFree(engine.Chars().InZoneOf(engine.ZoneInkwell)))
	engine.BindAbility(ab, krunchies, 0)
	defs[krunchies].Abilities = []*engine.Ability{ab}
	g, err := engine.NewGame(defs, engine.Config{Players: 2})
	if err != nil {
		t.Fatal(err)
	}
	apply := func(st *engine.State, a engine.Action) {
		t.Helper()
		if err := st.Apply(a); err != nil {
			t.Fatal(err)
		}
	}

	t.Run("look, then play a Puppy from the inkwell", func(t *testing.T) {
		st := g.EmptyState(1)
		if _, err := st.PlaceInPlay(0, pongo, engine.Placement{}); err != nil {
			t.Fatal(err)
		}
		mine, _ := st.Place(0, filler, engine.ZoneInkwell)
		pup, _ := st.Place(0, rolly, engine.ZoneInkwell)
		theirs, _ := st.Place(1, filler, engine.ZoneInkwell)
		for p := uint8(0); p < 2; p++ {
			for k := 0; k < 3; k++ {
				st.Place(p, filler, engine.ZoneDeck) // no deck-out (1.8.1.2)
			}
		}
		st.Begin(1, false, false)
		apply(st, engine.Action{Kind: engine.ActEndTurn, Player: 1})
		if d := st.Pending(); d.Kind != engine.DecMay || d.Player != 0 {
			t.Fatalf("pending %+v, want player 1's may", d)
		}
		for _, c := range []struct {
			id   engine.CardID
			want uint8
		}{{mine, 1}, {pup, 1}, {theirs, 0}} {
			if got := st.Cards[c.id].Seen; got != c.want {
				t.Errorf("card %d: seen by %02b, want %02b", c.id, got, c.want)
			}
		}
		apply(st, engine.Action{Kind: engine.ActYes, Player: 0})
		apply(st, engine.Action{Kind: engine.ActChoose, Player: 0, Card: pup})
		if st.Cards[pup].Zone != engine.ZonePlay || st.Cards[pup].Flags&engine.FlagFaceDown != 0 {
			t.Errorf("Rolly: zone %v flags %b, want faceup in play", st.Cards[pup].Zone, st.Cards[pup].Flags)
		}
		if pl := &st.Players[0]; len(pl.Inkwell) != 1 || pl.InkReady() != 1 {
			t.Errorf("inkwell %d, ready %d: want 1 and 1", len(pl.Inkwell), pl.InkReady())
		}
	})

	t.Run("a card played from an inkwell whose ink is all exerted", func(t *testing.T) {
		st := g.EmptyState(1)
		item, _ := st.PlaceInPlay(0, krunchies, engine.Placement{})
		st.SetInk(0, filler, 1, 0)
		pup, _ := st.Place(0, rolly, engine.ZoneInkwell)
		st.Begin(0, false, false)
		apply(st, engine.Action{Kind: engine.ActActivate, Player: 0, Card: item, Ab: 0})
		apply(st, engine.Action{Kind: engine.ActChoose, Player: 0, Card: pup})
		if pl := &st.Players[0]; st.Cards[pup].Zone != engine.ZonePlay || len(pl.Inkwell) != 1 || pl.InkReady() != 0 {
			t.Errorf("Rolly in %v, inkwell %d, ready %d: want in play, 1 card, 0 ready", st.Cards[pup].Zone, len(pl.Inkwell), pl.InkReady())
		}
	})
}
