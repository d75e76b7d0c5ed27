package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("You've Got a Friend in Me", OnPlay(
		LookTop(4), TakeFromLook(2, CharacterCards().Class("Toy")), RestOnBottom()))
}
