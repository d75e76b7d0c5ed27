package engine

import (
	"strings"
	"testing"
)

// Moving several of your characters to one shared location (4.7.4) moves
// the characters picked first and reads the location from the choice just
// before it; a definition without those choices is refused when the
// catalogue loads, naming the card.
func TestMoveAnyNumberToNeedsTheLocationChoice(t *testing.T) {
	move := MoveAnyNumberTo(0, Chars().Yours())
	for _, tc := range []struct {
		name  string
		steps []Step
		ok    bool
	}{
		{"the builder's three steps", move, true},
		{"with a may and a count after", []Step{move[0].Optional(), move[1].IfYouDo(), move[2], GainLore(1).ForEachThisWay()}, true},
		{"no location chosen", []Step{move[0], move[2]}, false},
		{"no characters picked", []Step{move[1], move[2]}, false},
		{"a character chosen instead of the location", []Step{move[0], Choose(Chosen(Chars().Yours())), move[2]}, false},
		{"a step between", []Step{move[0], move[1], Draw(1), move[2]}, false},
	} {
		defs := []CardDef{{FullName: "Navigator", Type: TypeCharacter, Implemented: true,
			Abilities: []*Ability{WhenPlayed("Gather", tc.steps...)}}}
		_, err := NewGame(defs, Config{Players: 2})
		if (err == nil) != tc.ok {
			t.Errorf("%s: err = %v, want ok %v", tc.name, err, tc.ok)
		}
		if err != nil && !strings.Contains(err.Error(), "Navigator") {
			t.Errorf("%s: the error %q doesn't name the card", tc.name, err)
		}
	}
}
