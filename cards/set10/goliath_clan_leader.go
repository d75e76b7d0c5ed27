package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// At the end of every player's turn (3.4.1.1), that player: above 2
	// cards they discard down to 2 (6.1.8.1), below 2 they draw up to 2.
	card("Goliath - Clan Leader",
		AtEndOfTheTurn("Dusk to Dawn",
			DiscardUntil(2, TgtEventPlayer),
			DrawUntil(2).For(TgtEventPlayer).Say("if they're holding fewer than 2 cards, they draw until they have 2")),
		StaticOf("Stone by Day", SelfCant(CantReady)).If_(YouHave(CardsInYourHand(), 3)))
}
