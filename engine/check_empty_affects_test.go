package engine

import (
	"strings"
	"testing"
)

// The zero Filter matches every card in play, the opponents' too, so a
// static that gives the cards it affects an ability (CardsGainAbility), a
// modifier, a keyword or a restriction with an empty Affects filter (and
// not Self) is refused when the catalogue loads, naming the card and the
// ability: a definition that forgot its filter would otherwise give it to
// every card.
func TestEmptyAffectsFilterRefused(t *testing.T) {
	grant := func() *Ability { return Activate("", Cost{Exert: true}, Draw(1)) }
	for _, tc := range []struct {
		name string
		st   StaticEffect
		ok   bool
	}{
		{"a grant to your characters", CardsGainAbility(CharacterCards().Yours(), grant()), true},
		{"a grant with an empty filter", CardsGainAbility(Filter{}, grant()), false},
		{"a modifier with an empty filter", CardsGet(Filter{}, StatStrength, 1), false},
		{"a modifier to your characters", CardsGet(CharacterCards().Yours(), StatStrength, 1), true},
		{"a restriction with an empty filter", CardsCant(Filter{}, CantQuest), false},
		{"a keyword to this character", SelfGains(Evasive, 0), true},
	} {
		defs := []CardDef{{FullName: "Referee - Forgetful", Type: TypeCharacter, Implemented: true,
			Abilities: []*Ability{StaticOf("Open Season", tc.st)}}}
		_, err := NewGame(defs, Config{Players: 2})
		if (err == nil) != tc.ok {
			t.Errorf("%s: err = %v, want ok %v", tc.name, err, tc.ok)
		}
		if err != nil && (!strings.Contains(err.Error(), "Referee - Forgetful") || !strings.Contains(err.Error(), "Open Season")) {
			t.Errorf("%s: the error %q doesn't name the card and the ability", tc.name, err)
		}
	}
}
