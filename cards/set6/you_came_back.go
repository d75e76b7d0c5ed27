package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("You Came Back", OnPlay(Ready(Chosen(Chars()))))
}
