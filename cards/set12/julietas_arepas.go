package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Julieta's Arepas",
		AtStartOfYourTurn("Flavorful Cure", RemoveUpTo(2, Chosen(Chars()))).
			If_(YouHave(Chars().Yours().Class("Madrigal"), 1)),
		Activate("That Did the Trick", Cost{Exert: true}, GainLore(1).When(YouRemovedDamageThisTurn(Chars()))))
}
