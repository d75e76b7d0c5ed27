package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// The inkwell is private even to its player (7.5.4): the ability shows
	// it to him, then a Puppy character card there may be played for free.
	card("Pongo - Dear Old Dad",
		AtStartOfYourTurn("Found You, You Little Rascal", LookAtYourInkwell(),
			PlayForFree(Chars().Class("Puppy").InZoneOf(ZoneInkwell)).Optional()))
}
