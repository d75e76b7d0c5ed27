package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Be King Undisputed", OnPlay(EachOpponentChooses(0,
		Banish(Chosen(Chars())).Say("each opponent picks one of their characters and banishes it"))...))
}
