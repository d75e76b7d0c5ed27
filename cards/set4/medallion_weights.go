package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Medallion Weights",
		Activate("Discipline and Strength", Cost{Exert: true, Ink: 2},
			Gets(StatStrength, 2, Chosen(Chars()), ThisTurn),
			FloatingTriggerOn(0, ThisTurn,
				Whenever("", EvChallenges, Draw(1).Optional()).WithOther(Chars())).
				Say("this turn, you may draw a card whenever they challenge another character")))
}
