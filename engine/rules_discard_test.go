package engine_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/lorcana-rl/lorcana/cards"
	"github.com/lorcana-rl/lorcana/engine"
)

// 6.1.5.1: "choose and discard a card to [B]. If you discarded a [kind]
// card, ..." keeps the discarded card for a later step (KeepsDiscarded);
// the modifier means something only on a discard step, so any other use is
// refused when the game is built, naming the card.
func TestKeepsDiscardedOnlyOnADiscardStep(t *testing.T) {
	for _, tc := range []struct {
		name string
		step engine.Step
		ok   bool
	}{
		{"a discard keeps its card", engine.Discard(1, engine.TgtYou).KeepsDiscarded(), true},
		{"a draw has no discarded card", engine.Draw(1).KeepsDiscarded(), false},
		{"damage has no discarded card", engine.Deal(1, engine.Chosen(engine.Chars())).KeepsDiscarded(), false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			defs := slices.Clone(cards.MustCatalog())
			ix, err := cards.NewIndex(defs)
			if err != nil {
				t.Fatal(err)
			}
			id, err := ix.Lookup("Sunglasses")
			if err != nil {
				t.Fatal(err)
			}
			ab := engine.Activate("Spycraft", engine.Cost{Exert: true}, tc.step)
			engine.BindAbility(ab, id, 0)
			defs[id].Abilities = []*engine.Ability{ab}
			_, err = engine.NewGame(defs, engine.Config{Players: 2})
			if tc.ok && err != nil {
				t.Fatalf("refused: %v", err)
			}
			if !tc.ok && (err == nil || !strings.Contains(err.Error(), "Sunglasses")) {
				t.Fatalf("want a refusal naming the card, got %v", err)
			}
		})
	}
}
