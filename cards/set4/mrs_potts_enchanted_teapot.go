package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Mrs. Potts - Enchanted Teapot",
		WhenPlayed("It'll Turn Out All Right", Draw(1).Optional()).
			If_(YouHave(Chars().Named("Lumiere"), 1).OrIf(YouHave(Chars().Named("Cogsworth"), 1))))
}
