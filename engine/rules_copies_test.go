package engine_test

import (
	"slices"
	"testing"

	"github.com/lorcana-rl/lorcana/cards"
	"github.com/lorcana-rl/lorcana/engine"
)

// 1.10.1.1: "you may only have N copies of this card in your deck"
// (CopiesInDeck) is applied by the deck check through the catalogue's copy
// limit; a definition that says otherwise is refused when the game is built,
// naming the card.
func TestCopiesInDeckMustMatchTheCatalogueLimit(t *testing.T) {
	for _, tc := range []struct {
		card string
		n    int
		ok   bool
	}{
		{"The Glass Slipper", 2, true},  // the catalogue's limit is 2
		{"The Glass Slipper", 3, false}, // disagrees with the catalogue
		{"Fishbone Quill", 2, false},    // the usual 4: no limit of 2
	} {
		defs := slices.Clone(cards.MustCatalog())
		ix, err := cards.NewIndex(defs)
		if err != nil {
			t.Fatal(err)
		}
		id, err := ix.Lookup(tc.card)
		if err != nil {
			t.Fatal(err)
		}
		ab := engine.StaticOf("Perfect Pair", engine.CopiesInDeck(tc.n))
		engine.BindAbility(ab, id, 0)
		defs[id].Abilities = []*engine.Ability{ab}
		_, err = engine.NewGame(defs, engine.Config{Players: 2})
		if (err == nil) != tc.ok {
			t.Errorf("%s with CopiesInDeck(%d): error %v, want ok=%v", tc.card, tc.n, err, tc.ok)
		}
	}
}
