package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Ursula - Eric's Bride",
		Whenever("Vanessa's Design", EvQuested, OpponentRevealsHandAndDiscards(NonCharacterCards(), "a non-character")...))
}
