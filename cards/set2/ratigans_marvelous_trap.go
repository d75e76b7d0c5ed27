package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Ratigan's Marvelous Trap",
		Activate("Snap! Boom! Twang!", Cost{BanishSelf: true}, EachOpponentLoses(2)))
}
