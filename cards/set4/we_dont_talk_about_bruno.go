package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("We Don't Talk About Bruno",
		OnPlay(ReturnToHand(Chosen(Chars())), TheirPlayerDiscardsAtRandom(0, 1)))
}
