package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Maleficent - Monstrous Dragon",
		WhenPlayed("Dragon Fire", Banish(Chosen(Chars())).Optional()))
}
