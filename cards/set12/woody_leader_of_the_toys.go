package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Woody - Leader of the Toys",
		WhenPlayed("Let's Go Home",
			LookTop(4),
			MayRevealFromLook(CharacterCards().Class("Toy").OrNamedCardsOf(Locations, "Andy's Room")).
				Say("you may reveal either a Toy character card or a location card named Andy's Room and put it into your hand"),
			RestOnBottom()))
}
