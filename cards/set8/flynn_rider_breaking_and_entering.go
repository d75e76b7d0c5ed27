package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "The challenging player" is the player of the challenging character,
	// the trigger's other card; they answer the "may" (1.4.3). Saying yes
	// with an empty hand discards nothing, so "if they don't" holds.
	card("Flynn Rider - Breaking and Entering",
		Whenever("This Is a Very Big Day", EvChallenged,
			Discard(1, TgtOtherOwner).Optional().Say("the challenging character's player may pick a card and discard it"),
			GainLore(2).IfTheyDont()))
}
