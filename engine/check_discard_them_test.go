package engine

import (
	"strings"
	"testing"
)

// Discarding as many chosen cards as you like (7.6): DiscardThem discards
// cards from its controller's own hand only; a definition that points it
// at cards in play, or at an opponent's hand, is refused when the
// catalogue loads, naming the card.
func TestDiscardThemRefusedOutsideYourHand(t *testing.T) {
	hand := AnyCard().Yours().InZoneOf(ZoneHand)
	for _, tc := range []struct {
		name  string
		steps []Step
		ok    bool
	}{
		{"any number from your hand, discarded", []Step{ChooseAnyNumber(hand), DiscardThem(Picked(hand)), Draw(1).ForEachThisWay()}, true},
		{"characters in play", []Step{DiscardThem(Each(Chars().Yours()))}, false},
		{"an opponent's hand", []Step{DiscardThem(Chosen(AnyCard().Opposing().InZoneOf(ZoneHand)))}, false},
	} {
		defs := []CardDef{{FullName: "Plan", Type: TypeAction, Implemented: true,
			Abilities: []*Ability{OnPlay(tc.steps...)}}}
		_, err := NewGame(defs, Config{Players: 2})
		if (err == nil) != tc.ok {
			t.Errorf("%s: err = %v, want ok %v", tc.name, err, tc.ok)
		}
		if err != nil && !strings.Contains(err.Error(), "Plan") {
			t.Errorf("%s: the error %q doesn't name the card", tc.name, err)
		}
	}
}
