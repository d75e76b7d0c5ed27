package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// The "may" belongs to the Puppy branch: with any other card on top it
	// is never reached and the card goes to the bottom. "It" is the one card
	// looked at, so nothing is chosen (6.1.4; spec rules 1 and 2). "Otherwise"
	// answers "if it's a Puppy character card": a Puppy the player declines
	// to take stays on the top (as Oswald - The Lucky Rabbit).
	puppy := CharacterCards().Class("Puppy")
	card("Television Set",
		Activate("Is It On Yet?", Cost{Exert: true, Ink: 1},
			LookTop(1).Say("look at your deck's top card"),
			AllFromLookIntoHand(puppy).Optional().When(LookedIs(puppy)).
				Say("when the card is a Puppy character card, you may show it to all players and take it into your hand"),
			RestOnBottom().When(Unless(LookedIs(puppy))).
				Say("when it is not one, it goes to the bottom of your deck")))
}
