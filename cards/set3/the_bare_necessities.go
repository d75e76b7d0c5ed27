package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("The Bare Necessities", OnPlay(OpponentRevealsHandAndDiscards(NonCharacterCards(), "a non-character")...))
}
