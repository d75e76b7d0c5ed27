package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// With two players the chosen opponent is the opponent: the cards are
	// chosen among opponents' discards (each is shuffled into its owner's
	// deck).
	card("It Calls Me", OnPlay(Draw(1),
		ShuffleIntoDeck(UpToChosen(3, AnyCard().Opposing().InZoneOf(ZoneDiscard))).
			Say("choose up to 3 cards from chosen opponent's discard and shuffle them into their deck")))
}
