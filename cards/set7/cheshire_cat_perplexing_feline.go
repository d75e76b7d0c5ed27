package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Cheshire Cat - Perplexing Feline",
		WhenPlayed("Mad Grin", Deal(2, Chosen(Chars().IsDamaged())).Optional()))
}
