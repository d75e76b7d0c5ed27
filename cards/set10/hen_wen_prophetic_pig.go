package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Hen Wen - Prophetic Pig",
		Whenever("Future Sight", EvQuested,
			append([]Step{LookTop(1).Say("look at your deck's top card")}, TopOrBottom(1)...)...))
}
