package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Merlin - Completing His Research",
		Whenever("Legacy of Learning", EvBanished, Draw(2)).InChallenge().If_(HadCardUnder()))
}
