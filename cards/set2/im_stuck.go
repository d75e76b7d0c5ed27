package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// It stays exerted in its player's next Ready step only (3.2.1.1).
	card("I'm Stuck!", OnPlay(SkipNextReady(Chosen(Chars().IsExerted())).
		Say("chosen exerted character skips readying at the start of their next turn")))
}
