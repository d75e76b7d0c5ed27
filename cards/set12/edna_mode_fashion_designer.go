package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "Its player draws": the player of the returned item, though it has
	// left play (6.1.5.1 Example C).
	card("Edna Mode - Fashion Designer",
		WhenPlayed("No Capes!",
			ReturnToHand(Chosen(ItemsF().CostAtMost(2))).Optional(),
			ItsPlayerDraws(0, 1).IfYouDo()),
		Whenever("Making Supers Fabulous", EvQuested,
			Gets(StatLore, 1, Each(Chars().Yours().Class("Super")), ThisTurn)))
}
