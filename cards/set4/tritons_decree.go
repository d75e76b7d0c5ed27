package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Triton's Decree", OnPlay(EachOpponentChooses(0,
		Deal(2, Chosen(Chars())).
			Say("each opponent picks one of their characters and deals 2 damage to it"))...))
}
