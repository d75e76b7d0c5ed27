package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "this character" in the granted ability is the Villain that has it:
	// a character card from the hand with the same name as that one.
	card("Bad-Anon - Villain Support Center",
		StaticOf("There's No One I'd Rather Be Than Me",
			CardsGainAbility(Chars().AtThisLocation().Class("Villain"),
				Activate("", Cost{Exert: true, Ink: 3}, PlayForFree(CharacterCards().SameNameAsThis())))))
}
