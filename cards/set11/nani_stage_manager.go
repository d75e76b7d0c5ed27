package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Nani - Stage Manager",
		WhenPlayed("That's Your Cue", LookTop(4), MayRevealFromLook(CharacterCards().CostAtMost(2)), RestOnBottom()))
}
