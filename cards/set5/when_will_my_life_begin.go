package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "their next turn" is the next turn of the chosen character's player.
	card("When Will My Life Begin?",
		OnPlay(Cant(CantChallenge, Chosen(Chars()), DuringTheirNext), Draw(1)))
}
