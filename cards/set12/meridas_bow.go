package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Merida's Bow",
		WhenPlayed("Easy Shot", Deal(1, Chosen(Chars()))),
		Activate("Final Arrow", Cost{Ink: 1, BanishSelf: true}, Deal(1, Chosen(Chars()))))
}
