package engine

import (
	"strings"
	"testing"
)

// "Those characters" that sang a song (ThoseThatSang, 5.4.4.2, 8.12.1) are
// known only to an ability their singing triggered: any other ability
// using them is refused when the catalogue loads, naming the card.
func TestThoseThatSangOnlyInASingTrigger(t *testing.T) {
	ready := Ready(Each(Chars().Yours().ThoseThatSang()))
	for _, tc := range []struct {
		name string
		ab   *Ability
		ok   bool
	}{
		{"whenever your characters sing", WheneverYourCharactersSing("Miracle", ready), true},
		{"when played", WhenPlayed("Miracle", ready), false},
		{"whenever a song is played", WheneverAny("Miracle", EvPlayed, SongCards().Yours(), ready), false},
		{"activated", Activate("Miracle", Cost{Exert: true}, ready), false},
	} {
		defs := []CardDef{{FullName: "Grandmother", Type: TypeCharacter, Implemented: true, Abilities: []*Ability{tc.ab}}}
		_, err := NewGame(defs, Config{Players: 2})
		if (err == nil) != tc.ok {
			t.Errorf("%s: err = %v, want ok %v", tc.name, err, tc.ok)
		}
		if err != nil && !strings.Contains(err.Error(), "Grandmother") {
			t.Errorf("%s: the error %q doesn't name the card", tc.name, err)
		}
	}
}
