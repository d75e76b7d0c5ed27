package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// The deck is shuffled even when no card is found; then the card found,
	// if any, goes on top.
	card("Hiro Hamada - Robotics Prodigy",
		Activate("Sweet Tech", Cost{Exert: true, Ink: 2},
			SearchDeck(0, CharacterCards().Class("Robot").OrCardsOf(Items)),
			ShuffleYourDeck(),
			ToTop(Them(0)).Say("put that card on top of the shuffled deck")))
}
