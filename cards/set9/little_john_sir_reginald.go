package set9

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Little John - Sir Reginald",
		WhenPlayed("What a Beautiful Brawl!", ChooseOne(0,
			[]Step{Gains(Resist, 2, Chosen(Chars().Class("Hero")), ThisTurn)},
			[]Step{Deal(2, Chosen(Chars().Class("Villain")))})...))
}
