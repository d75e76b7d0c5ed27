package engine

import (
	"strings"
	"testing"
)

// 4.3.2.2, 4.4.3.4: the costs of cards the engine can pay are "exert N of
// your [f]" or "banish N of your [f]" (N up to 4, the cards kept in one
// slot); a PlayThisForFreeBy with any other cost, BanishN or ExertN out of
// range or without its filter, is refused when the catalogue loads, naming
// the card.
func TestCardCostsRefusedWhenUnpayable(t *testing.T) {
	items := ItemsF()
	deal := Deal(5, Chosen(Chars()))
	for _, tc := range []struct {
		name string
		ab   *Ability
		ok   bool
	}{
		{"exert 4 items to play for free", PlayThisForFreeBy("Good Use", Cost{ExertOne: ExertOneOfYour(items), ExertN: 4}), true},
		{"banish an item to play for free", PlayThisForFreeBy("Mess", Cost{BanishOne: BanishOneOfYour(items)}), true},
		{"ink as an alternate cost", PlayThisForFreeBy("Ink", Cost{Ink: 2}), false},
		{"exert and banish together", PlayThisForFreeBy("Both", Cost{ExertOne: ExertOneOfYour(items), BanishOne: BanishOneOfYour(items)}), false},
		{"exert 5 items", PlayThisForFreeBy("Five", Cost{ExertOne: ExertOneOfYour(items), ExertN: 5}), false},
		{"ExertN on an activated ability", Activate("Tap", Cost{ExertOne: ExertOneOfYour(items), ExertN: 2}, deal), false},
		{"banish 2 items to activate", Activate("I've Had It", Cost{Exert: true, BanishOne: BanishOneOfYour(items), BanishN: 2}, deal), true},
		{"banish 5 items to activate", Activate("Too Many", Cost{Exert: true, BanishOne: BanishOneOfYour(items), BanishN: 5}, deal), false},
		{"BanishN without a filter", Activate("None", Cost{Exert: true, BanishN: 2}, deal), false},
	} {
		defs := []CardDef{{FullName: "Designer", Type: TypeCharacter, Implemented: true, Abilities: []*Ability{tc.ab}}}
		_, err := NewGame(defs, Config{Players: 2})
		if (err == nil) != tc.ok {
			t.Errorf("%s: err = %v, want ok %v", tc.name, err, tc.ok)
		}
		if err != nil && !strings.Contains(err.Error(), "Designer") {
			t.Errorf("%s: the error %q doesn't name the card", tc.name, err)
		}
	}
}
