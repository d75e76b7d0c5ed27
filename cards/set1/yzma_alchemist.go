package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Yzma - Alchemist",
		Whenever("You’re Excused", EvQuested, append([]Step{LookTop(1).Say("look at the top card of your deck")}, TopOrBottom(1)...)...))
}
