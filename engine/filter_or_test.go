package engine

import "testing"

// OrCardsOf: either an item card or a character card with the Robot class (Hiro Hamada -
// Robotics Prodigy, 6.1.3.1): the classification limits the characters
// only; items match without one; other types don't match at all.
func TestFilterOrCardsOf(t *testing.T) {
	robot, _ := ParseClass("Robot")
	hero, _ := ParseClass("Hero")
	f := CharacterCards().Class("Robot").OrCardsOf(Items)
	for _, c := range []struct {
		name string
		d    CardDef
		want bool
	}{
		{"Robot character", CardDef{Type: TypeCharacter, Classes: ClassSet(0).With(robot)}, true},
		{"Hero character", CardDef{Type: TypeCharacter, Classes: ClassSet(0).With(hero)}, false},
		{"item", CardDef{Type: TypeItem}, true},
		{"action", CardDef{Type: TypeAction}, false},
	} {
		if got := defMatches(&f, &c.d); got != c.want {
			t.Errorf("%s: matches %v, want %v", c.name, got, c.want)
		}
	}
	if got := f.describe(false); got != "Robot character or an item" {
		t.Errorf("describe: %q", got)
	}
}
