package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "When you play this character and whenever she quests" is one ability
	// with two triggers (6.2.6).
	card("Jasmine - Queen of Agrabah",
		WhenPlayed("Caretaker",
			RemoveUpTo(2, Each(Chars().Yours())).Optional().
				Say("you may remove up to 2 damage from every character of yours")).AndWhenever(EvQuested))
}
