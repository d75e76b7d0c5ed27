package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Anna - Braving the Storm",
		StaticOf("I Was Born Ready", SelfGets(StatLore, 1)).
			If_(YouHave(Chars().Others().Class("Hero"), 1)))
}
