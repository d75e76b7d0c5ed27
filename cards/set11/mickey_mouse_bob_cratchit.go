package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// A Giving Heart: the cards that were in his stack as he left play
	// (6.7.7) go under another character or location of yours
	// (docs/rules-notes.md).
	card("Mickey Mouse - Bob Cratchit",
		Whenever("Hard Work", EvQuested, PutTopCardUnder(ThisCard)),
		Whenever("A Giving Heart", EvBanished,
			WereUnderThisPutUnder(Chosen(CharsOrLocations().Yours().Others())).Optional()).InChallenge())
}
