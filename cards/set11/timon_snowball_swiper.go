package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Timon - Snowball Swiper",
		WhenPlayed("Get Rid of That", OpponentRevealsHandAndDiscards(NonCharacterCards(), "a non-character")...))
}
