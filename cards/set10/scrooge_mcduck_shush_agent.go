package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// On the Move resolves before challenge damage (4.6.5); the challenge then ends (4.6.9): a
	// defender that left play takes and deals no damage.
	card("Scrooge McDuck - S.H.U.S.H. Agent",
		WhenPlayed("Backup Plan", Draw(1), Discard(1, TgtYou)),
		Whenever("On the Move", EvChallenged, ReturnToHand(ThisCard).Say("return this card to your hand")))
}
