package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Beast - Forbidding Recluse",
		WhenPlayed("You're Not Welcome Here", Deal(1, Chosen(Chars())).Optional()))
}
