package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Archimedes - Resourceful Owl",
		WhenPlayed("You Don't Need That", Banish(Chosen(ItemsF())).Optional()),
		WheneverAny("Now, That's Not Bad", EvBanished, ItemsF(),
			Draw(1).Optional(), Discard(1, TgtYou).IfYouDo()).During(DuringYourTurn()))
}
