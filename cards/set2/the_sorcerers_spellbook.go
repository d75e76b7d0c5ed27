package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("The Sorcerer's Spellbook",
		Activate("Knowledge", Cost{Exert: true, Ink: 1}, GainLore(1)))
}
