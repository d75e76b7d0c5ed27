package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Maleficent - Sorceress", WhenPlayed("Cast My Spell!", Draw(1).Optional()))
}
