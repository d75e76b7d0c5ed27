package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Agnarr - King of Arendelle",
		StaticOf("Protective Instinct", SelfGets(StatStrength, 2)).If_(YouHave(Chars().Class("Queen"), 1)))
}
