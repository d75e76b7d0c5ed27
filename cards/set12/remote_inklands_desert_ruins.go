package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Remote Inklands - Desert Ruins",
		AtStartOfYourTurn("Eroding Winds", TopIntoDiscard(1)),
		StaticOf("Successful Expedition", CardsGet(Chars().AtThisLocation(), StatStrength, 2)))
}
