package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	others := Chars().Yours().Others()
	card("Lucky - The 15th Puppy",
		// "you may put each": one "may" (6.1.4); accepted, every matching
		// revealed card goes into the hand, none chosen.
		Activate("Good as New", Cost{Exert: true},
			RevealTopCards(3),
			AllFromLookIntoHand(CharacterCards().CostAtMost(2)).Optional().Say("you may put each character card with cost 2 or less among them into your hand"),
			RestOnBottom()),
		// 6.2.4: the count is checked as the ability resolves; 6.4.2.2: the
		// characters in play then get the +1.
		Whenever("Puppy Love", EvQuested, Gets(StatLore, 1, Each(others), ThisTurn)).
			If_(YouHave(others, 4)))
}
