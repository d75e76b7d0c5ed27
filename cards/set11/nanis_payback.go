package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// 6.1.8: the damage is read as the lore loss resolves, then capped at 4
	// for each opponent.
	card("Nani's Payback",
		OnPlay(Choose(Chosen(Chars().Yours())),
			EachOpponentLoses(0).ForEachDamageOnThat(0).ToAMaximumOf(4),
			Draw(1)))
}
