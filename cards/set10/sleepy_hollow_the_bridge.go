package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "[A] to [B]" (6.1.5.1): the lore and Evasive only if the location
	// was banished.
	card("Sleepy Hollow - The Bridge",
		WheneverAny("Head for the Bridge!", EvQuested, Chars().AtThisLocation(),
			Banish(ThisCard).Optional().Say("you may banish this location"),
			GainLore(2).IfYouDo().Say("if you do, gain 2 lore"),
			Gains(Evasive, 0, TriggerSubject, UntilYourNext).IfYouDo().
				Say("they gain Evasive until the start of your next turn")))
}
