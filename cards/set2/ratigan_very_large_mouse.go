package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Ratigan - Very Large Mouse",
		WhenPlayed("This Is My Kingdom",
			Exert(Chosen(Chars().Opposing().StrengthAtMost(3))),
			Ready(Chosen(Chars().Yours())),
			Cant(CantQuest, Them(1), ThisTurn)))
}
