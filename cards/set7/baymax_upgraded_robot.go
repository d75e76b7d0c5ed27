package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Support comes from the catalogue.
	card("Baymax - Upgraded Robot",
		WhenPlayed("Advanced Scanner", LookTop(4), MayRevealFromLook(CharacterCards().Class("Floodborn")), RestOnBottom()))
}
