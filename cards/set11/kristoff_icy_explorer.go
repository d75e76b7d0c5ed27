package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// The card is chosen in any player's discard and goes to the bottom of
	// that player's deck (7.2.3), as Anna - Little Sister. The draw is once
	// during your turn (6.1.13.2, 6.1.13.6), for a card of yours leaving
	// your discard in any way.
	card("Kristoff - Icy Explorer",
		WhenPlayed("Hidden Depths",
			ToBottom(Chosen(AnyCard().InZoneOf(ZoneDiscard))).Optional().
				Say("you may put a chosen card from a player's discard on the bottom of their deck")).
			If_(YouHave(Chars().Yours().Named("Anna"), 1)),
		WheneverCardLeavesYourDiscard("Stroke of Luck", Draw(1)).During(DuringYourTurn()).Once())
}
