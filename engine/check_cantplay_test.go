package engine

import (
	"strings"
	"testing"
)

// "Opponents can't play [cards] [duration]" (1.2.2) is checked on the
// card's type alone, so a definition with any other test in its filter, or
// with no duration, is refused when the catalogue loads, naming the card.
func TestOpponentsCantPlayForRefusesOtherTests(t *testing.T) {
	for _, tc := range []struct {
		name string
		step Step
		ok   bool
	}{
		{"actions until your next turn", OpponentsCantPlayFor(ActionsF(), UntilYourNext), true},
		{"actions or items this turn", OpponentsCantPlayFor(AnyCard().OfType(Actions|Items), ThisTurn), true},
		{"a cost limit", OpponentsCantPlayFor(ActionsF().CostAtLeast(4), UntilYourNext), false},
		{"no duration", OpponentsCantPlayFor(ActionsF(), Instant), false},
	} {
		defs := []CardDef{{FullName: "Referee", Type: TypeCharacter, Implemented: true,
			Abilities: []*Ability{WhenPlayed("Whistle", tc.step)}}}
		_, err := NewGame(defs, Config{Players: 2})
		if (err == nil) != tc.ok {
			t.Errorf("%s: err = %v, want ok %v", tc.name, err, tc.ok)
		}
		if err != nil && !strings.Contains(err.Error(), "Referee") {
			t.Errorf("%s: the error %q doesn't name the card", tc.name, err)
		}
	}
}
