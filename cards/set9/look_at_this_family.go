package set9

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Look at This Family", OnPlay(LookTop(5), TakeFromLook(2, CharacterCards()), RestOnBottom()))
}
