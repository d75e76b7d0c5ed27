package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// 6.4.4: the static applies only while the condition holds.
	card("Ursula's Garden - Full of the Unfortunate",
		StaticOf("Abandon Hope", CardsGet(Chars().Opposing(), StatLore, -1)).
			If_(YouHave(Chars().AtThisLocation().IsExerted(), 1)))
}
