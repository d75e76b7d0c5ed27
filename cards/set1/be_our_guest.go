package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Be Our Guest", OnPlay(LookTop(4), MayRevealFromLook(CharacterCards()), RestOnBottom()))
}
