package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// 6.1.8: the Brooms are counted as the ability resolves.
	card("Mickey Mouse - Playful Sorcerer",
		WhenPlayed("Sweep Away", Deal(1, Chosen(Chars())).Times(Chars().Yours().Class("Broom"))))
}
