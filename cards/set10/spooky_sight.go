package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Every player's characters (no choice, so Ward doesn't matter, 8.15.2);
	// each goes into its own player's inkwell (4.2.3.2).
	card("Spooky Sight", OnPlay(ToInkwell(Each(Chars().CostAtMost(3)), true)))
}
