package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Preston Whitmore - Expedition Financier",
		WhenPlayed("Price of Progress", TopIntoDiscard(2).Optional()))
}
