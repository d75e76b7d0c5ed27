package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// The condition is checked as the ability triggers and as it resolves
	// (6.2.4). Searched, the deck is shuffled even when no Wrong Lever! is
	// found; the card found, if any, is put into the hand (shuffling first
	// changes nothing: it leaves the deck either way).
	card("Yzma - On Edge",
		WhenPlayed("Why Do We Even Have That Lever?",
			SearchDeck(0, AnyCard().Named("Wrong Lever!")).Optional().
				Say("you may search your deck for a card named Wrong Lever! and reveal it to all players"),
			ShuffleYourDeck().IfYouDo().Say("if you do, shuffle your deck"),
			PutInHand(Them(0)).Say("put that card into your hand")).
			If_(YouHave(AnyCard().Named("Pull the Lever!").InZoneOf(ZoneDiscard), 1)))
}
