package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// The "may" covers both parts: declined, nothing is drawn or discarded.
	card("Hudson - Determined Reader",
		WhenPlayed("Finding Answers",
			Draw(1).Optional(),
			Discard(1, TgtYou).IfYouDo().Say("choose and discard a card")),
		StaticOf("Stone by Day", SelfCant(CantReady)).If_(YouHave(CardsInYourHand(), 3)))
}
