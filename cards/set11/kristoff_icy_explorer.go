package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// The player is chosen (any player, 6.1.3) after the "may", then a card
	// of their discard, which goes to the bottom of their deck (7.2.3), as
	// Anna - Little Sister. The draw is once
	// during your turn (6.1.13.2, 6.1.13.6), for a card of yours leaving
	// your discard in any way.
	card("Kristoff - Icy Explorer",
		WhenPlayed("Hidden Depths",
			ToBottom(Chosen(AnyCard().Theirs().InZoneOf(ZoneDiscard))).Optional().OfChosenPlayer().
				Say("you may put a chosen card from a player's discard on the bottom of their deck")).
			If_(YouHave(Chars().Yours().Named("Anna"), 1)),
		WheneverCardLeavesYourDiscard("Stroke of Luck", Draw(1)).During(DuringYourTurn()).Once())
}
