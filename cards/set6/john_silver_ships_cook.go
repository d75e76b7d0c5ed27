package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "Their next turn" is the chosen character's player's next turn.
	card("John Silver - Ship's Cook",
		WhenPlayed("Hunk of Hardware", Cant(CantChallenge, Chosen(Chars()), DuringTheirNext)))
}
