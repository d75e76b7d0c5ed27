package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Any number of your items, none included, banished together; a card
	// for each one banished.
	card("Royal Tantrum", OnPlay(
		ChooseAnyNumber(ItemsF().Yours()),
		Banish(Picked(ItemsF())).Say("banish them"),
		Draw(1).ForEachThisWay().Say("draw a card per item banished this way")))
}
