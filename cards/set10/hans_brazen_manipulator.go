package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Hans - Brazen Manipulator",
		StaticOf("Jostling for Power", CardsCant(Chars().Class("King", "Queen"), CantQuest)),
		AtStartOfYourTurn("Growing Influence", GainLore(2)).If_(OpponentHas(Chars().IsReady(), 2)))
}
