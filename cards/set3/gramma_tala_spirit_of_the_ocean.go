package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// 4.2.2, 4.2.3.2: any card put into her player's inkwell, by the turn
	// action or by an effect.
	card("Gramma Tala - Spirit of the Ocean",
		WheneverYouInk("Do You Know Who You Are?", GainLore(1)))
}
