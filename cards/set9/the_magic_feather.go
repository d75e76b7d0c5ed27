package set9

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("The Magic Feather",
		WhenPlayed("Now You Can Fly!", Gains(Evasive, 0, Chosen(Chars().Yours()), WhileThisInPlay)),
		Activate("Grounded", Cost{Ink: 3}, ReturnToHand(ThisCard)))
}
