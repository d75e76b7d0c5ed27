package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Gloyd Orangeboar - Fierce Competitor",
		WhenPlayed("Pumpkin Spice", EachOpponentLoses(1), GainLore(1)))
}
