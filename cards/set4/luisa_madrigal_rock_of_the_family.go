package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Luisa Madrigal - Rock of the Family",
		StaticOf("I'm the Strong One", SelfGets(StatStrength, 2)).If_(YouHave(Chars().Others(), 1)))
}
