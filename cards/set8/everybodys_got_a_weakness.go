package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Everybody's Got a Weakness",
		OnPlay(
			MoveDamageFromEach(1, Chars().Yours().IsDamaged(), Chars().Opposing()),
			Draw(1).ForEachThisWay()))
}
