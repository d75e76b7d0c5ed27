package engine

import (
	"strings"
	"testing"
)

// "Choose any number of players. They ..." (6.1.3): the chosen players
// (TgtPickedPlayers) are kept from the ChoosePlayers step to the steps that
// follow it directly; a step naming them anywhere else, or a choosing step
// not built by ChoosePlayers, is refused when the catalogue loads, naming
// the card.
func TestChosenPlayersFollowChoosePlayers(t *testing.T) {
	odd := ChoosePlayers()
	odd.May = false
	for _, tc := range []struct {
		name  string
		steps []Step
		ok    bool
	}{
		{"choose, discard, draw", []Step{ChoosePlayers(), DiscardHands(TgtPickedPlayers), Draw(3).For(TgtPickedPlayers)}, true},
		{"no choice before", []Step{DiscardHands(TgtPickedPlayers)}, false},
		{"another step between", []Step{ChoosePlayers(), GainLore(1), Draw(3).For(TgtPickedPlayers)}, false},
		{"a choice that isn't a may", []Step{odd, Draw(3).For(TgtPickedPlayers)}, false},
	} {
		defs := []CardDef{{FullName: "Horizon", Type: TypeAction, Implemented: true,
			Abilities: []*Ability{OnPlay(tc.steps...)}}}
		_, err := NewGame(defs, Config{Players: 2})
		if (err == nil) != tc.ok {
			t.Errorf("%s: err = %v, want ok %v", tc.name, err, tc.ok)
		}
		if err != nil && !strings.Contains(err.Error(), "Horizon") {
			t.Errorf("%s: the error %q doesn't name the card", tc.name, err)
		}
	}
}
