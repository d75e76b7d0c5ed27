package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Triggering on play and again on each quest is one ability
	// with two triggers (6.2.6).
	card("Jasmine - Queen of Agrabah",
		WhenPlayed("Caretaker",
			RemoveUpTo(2, Each(Chars().Yours())).Optional().
				Say("you may remove up to 2 damage from every character of yours")).AndWhenever(EvQuested))
}
