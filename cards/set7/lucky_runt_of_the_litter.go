package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Lucky - Runt of the Litter",
		Whenever("Follow My Voice", EvQuested,
			LookTop(2),
			TakeFromLook(2, CharacterCards().Class("Puppy")).Say("you may reveal any number of Puppy character cards and put them into your hand"),
			RestOnBottom()))
}
