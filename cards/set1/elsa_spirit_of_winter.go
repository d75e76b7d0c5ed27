package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "Their next turn" is the turn of each character's player: they stay
	// exerted in that player's next Ready step (3.2.1.1) only; an effect may
	// still ready them before or after it.
	card("Elsa - Spirit of Winter",
		WhenPlayed("Deep Freeze",
			Exert(UpToChosen(2, Chars())),
			SkipNextReady(Them(0)).Say("they skip readying at the start of their next turn")))
}
