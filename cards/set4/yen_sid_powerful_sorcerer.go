package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Yen Sid - Powerful Sorcerer",
		WhenPlayed("Timely Intervention", Draw(1).Optional()).If_(YouHave(Chars().Named("Magic Broom"), 1)),
		StaticOf("Arcane Study", SelfGets(StatLore, 2)).If_(YouHave(Chars().Class("Broom"), 2)))
}
