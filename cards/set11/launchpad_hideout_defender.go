package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Launchpad - Hideout Defender",
		StaticOf("Stand Guard", CardsGain(LocationsF().Yours(), Resist, 1)))
}
