package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "Those characters" are the characters that sang the song, all of
	// them for Sing Together (8.12.1), readied as the ability resolves after
	// the song (docs/rules-notes.md). Once during your turn (6.1.13.2): a
	// second song sung that turn triggers it, and it does nothing.
	card("Alma Madrigal - Accepting Grandmother",
		WheneverYourCharactersSing("The Miracle Is You",
			Ready(Each(Chars().Yours().ThoseThatSang())).Optional()).
			Once().During(DuringYourTurn()))
}
