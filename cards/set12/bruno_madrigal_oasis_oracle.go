package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Bruno Madrigal - Oasis Oracle",
		WheneverYouRemoveDamage("Find That Vision", Chars().Yours(),
			LookTop(2).Optional().Say("you may look at your deck's top 2 cards"),
			PutIntoHandFromLook(1, AnyCard()).IfYouDo().Say("put one into your hand"),
			RestOnBottom().IfYouDo().Say("put the other on the bottom of your deck")).
			Once().During(DuringYourTurn()),
		Whenever("You'll Be Okay", EvQuested, RemoveAllDamage(Chosen(Chars())).Optional()))
}
