package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// The chosen opponent is asked first when there are several (Theirs,
	// 6.1.3); the cards are chosen among their discard only.
	card("It Calls Me", OnPlay(Draw(1),
		ShuffleIntoDeck(UpToChosen(3, AnyCard().Theirs().InZoneOf(ZoneDiscard))).
			Say("shuffle up to 3 chosen cards from chosen opponent's discard into their deck")))
}
