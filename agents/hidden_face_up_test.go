package agents

import (
	"testing"

	"github.com/lorcana-rl/lorcana/cards"
	"github.com/lorcana-rl/lorcana/engine"
)

// TestHiddenTopCardFaceUp: "each player plays with the top card of their
// deck face up" (Merlin's Cottage - The Wizard's Home, an exception to the
// hidden deck of 7.2.2): while the location is in play the top card of every
// deck is known to every player, and only that card; the encoder shows it.
func TestHiddenTopCardFaceUp(t *testing.T) {
	defs := cards.MustCatalog()
	ix, err := cards.NewIndex(defs)
	if err != nil {
		t.Fatal(err)
	}
	cottage, err := ix.Lookup("Merlin's Cottage - The Wizard's Home")
	if err != nil {
		t.Fatal(err)
	}
	filler, err := ix.Lookup("Mickey Mouse - True Friend")
	if err != nil {
		t.Fatal(err)
	}
	g, err := engine.NewGame(defs, engine.Config{Players: 2})
	if err != nil {
		t.Fatal(err)
	}
	for _, inPlay := range []bool{false, true} {
		s := g.EmptyState(1)
		var under, top [2]engine.CardID
		for p := uint8(0); p < 2; p++ {
			if under[p], err = s.Place(p, filler, engine.ZoneDeck); err != nil {
				t.Fatal(err)
			}
			if top[p], err = s.Place(p, filler, engine.ZoneDeck); err != nil {
				t.Fatal(err)
			}
		}
		if inPlay {
			if _, err := s.Place(0, cottage, engine.ZonePlay); err != nil {
				t.Fatal(err)
			}
		}
		for viewer := uint8(0); viewer < 2; viewer++ {
			for p := 0; p < 2; p++ {
				if got := Hidden(s, viewer, top[p]); got == inPlay {
					t.Errorf("Cottage in play %v: player %d's top card hidden from player %d: %v", inPlay, p+1, viewer+1, got)
				}
				if !Hidden(s, viewer, under[p]) {
					t.Errorf("Cottage in play %v: player %d's second card is known to player %d", inPlay, p+1, viewer+1)
				}
			}
		}
	}
}
