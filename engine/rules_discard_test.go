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
// refused when the game is built, naming the card. So are a DiscardA filter
// testing more than type and classifications, and ThenToBottom off
// PlayForFree.
func TestDiscardAndPlayModifiersRefusedWhereMeaningless(t *testing.T) {
	for _, tc := range []struct {
		name string
		step engine.Step
		ok   bool
	}{
		{"a discard keeps its card", engine.Discard(1, engine.TgtYou).KeepsDiscarded(), true},
		{"a draw has no discarded card", engine.Draw(1).KeepsDiscarded(), false},
		{"damage has no discarded card", engine.Deal(1, engine.Chosen(engine.Chars())).KeepsDiscarded(), false},
		// DiscardA reads only the cards' type and classifications (6.1.5.1).
		{"a discard of a Princess character card", engine.DiscardA(engine.CharacterCards().Class("Princess", "Queen")), true},
		{"a discard can't test a cost", engine.DiscardA(engine.CharacterCards().CostAtMost(2)), false},
		{"a discard can't test a name", engine.DiscardA(engine.CharacterCards().Named("Mickey Mouse")), false},
		// ThenToBottom replaces an action's move to the discard (5.4.1.2, 6.5)
		// only for a card played for free.
		{"a song played for free goes to the bottom", engine.PlayForFree(engine.SongCards().InZoneOf(engine.ZoneDiscard)).ThenToBottom(), true},
		{"a draw has nothing to put on the bottom", engine.Draw(1).ThenToBottom(), false},
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
