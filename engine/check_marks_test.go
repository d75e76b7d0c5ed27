package engine

import (
	"strings"
	"testing"
)

// Readying every character that had damage removed by it (6.1.5.1) marks
// the cards a remove-damage step acted on (MarksAffected) for a later
// Picked step; the mark is honoured on removing damage only, so any other
// step with it, or a Picked step with no earlier marking step, is refused
// when the catalogue loads, naming the card.
func TestMarksAffectedRefusedOutsideRemovingDamage(t *testing.T) {
	for _, tc := range []struct {
		name  string
		steps []Step
		ok    bool
	}{
		{"remove damage, then ready them", []Step{RemoveUpTo(1, Each(Chars().Yours())).MarksAffected(), Ready(Picked(Chars()))}, true},
		{"exert, marked", []Step{Exert(Each(Chars().Opposing())).MarksAffected(), Ready(Picked(Chars()))}, false},
		{"picked with nothing marked", []Step{RemoveUpTo(1, Each(Chars().Yours())), Ready(Picked(Chars()))}, false},
	} {
		defs := []CardDef{{FullName: "Chef", Type: TypeCharacter, Implemented: true,
			Abilities: []*Ability{AtEndOfYourTurn("Plenty", tc.steps...)}}}
		_, err := NewGame(defs, Config{Players: 2})
		if (err == nil) != tc.ok {
			t.Errorf("%s: err = %v, want ok %v", tc.name, err, tc.ok)
		}
		if err != nil && !strings.Contains(err.Error(), "Chef") {
			t.Errorf("%s: the error %q doesn't name the card", tc.name, err)
		}
	}
}
