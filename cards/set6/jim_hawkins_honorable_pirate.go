package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Jim Hawkins - Honorable Pirate",
		WhenPlayed("Hire a Crew",
			LookTop(4),
			TakeFromLook(4, CharacterCards().Class("Pirate")).Say("you may reveal as many Pirate character cards as you like and put them into your hand"),
			RestOnBottom()))
}
