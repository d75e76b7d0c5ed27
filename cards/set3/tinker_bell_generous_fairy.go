package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Tinker Bell - Generous Fairy",
		WhenPlayed("Make a New Friend", LookTop(4), MayRevealFromLook(CharacterCards()), RestOnBottom()))
}
