package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Ward comes from the catalogue. "Any number" of the (at most 3) cards
	// looked at: up to 3.
	card("The Queen - Crown of the Council",
		WhenPlayed("Gatherer of the Wicked",
			LookTop(3),
			TakeFromLook(3, CharacterCards().Named("The Queen")).
				Say("you may reveal any number of character cards named The Queen among them and put them into your hand"),
			RestOnBottom()))
}
