package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Scuttle - Expert on Humans",
		WhenPlayed("Let Me See", LookTop(4), MayRevealFromLook(ItemsF()), RestOnBottom()))
}
